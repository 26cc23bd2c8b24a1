import type { Incident } from '../../domain/report.ts';
import { upperCase } from '../other-party/form-values.ts';
import {
  partyNamesPatch,
  partyNamesValue,
  phonePatch,
  phoneValue,
  textPatch,
  textValue,
  tidyPhone,
  type PartyNamesValue,
  type PhoneFormValue,
  UNKNOWN_PARTY,
  UNKNOWN_PERSON,
} from '../parties/form-values.ts';
import type { PhonePrefix } from '../screen-props.ts';

/**
 * Between the document's other-damage lists (SPEC §3 "Other damage": `incident.damagedVehicles`,
 * `damagedProperties`, `damagedHealths`) and the tabbed forms of their screens.
 */

export type DamagedVehicle = NonNullable<Incident['damagedVehicles']>[number];
export type DamagedProperty = NonNullable<Incident['damagedProperties']>[number];
export type DamagedHealth = NonNullable<Incident['damagedHealths']>[number];
export type HealthDamageType = 'injury' | 'death';

/** The e-mail and phone of an entry, both optional; D22: whether its owner or person is unknown. */
interface ContactValue {
  isUnknown: boolean;
  email: string;
  phone: PhoneFormValue;
}

export interface VehicleEntry extends PartyNamesValue, ContactValue {
  /** The "no plate" checkbox: the inverse of the document's `hasLicensePlate` (a plate by default). */
  noPlate: boolean;
  licensePlate: string;
  vehicleDescription: string;
  description: string;
}

export interface PropertyEntry extends PartyNamesValue, ContactValue {
  description: string;
}

export interface HealthEntry extends ContactValue {
  /** Null until chosen (SPEC §5: the health damage type is required). */
  healthDamageType: HealthDamageType | null;
  firstName: string;
  lastName: string;
  description: string;
}

const contactValue = (
  entry:
    | { isUnknown?: boolean | null; email?: string | null; phone?: { prefix?: string | null; number?: string | null } | null }
    | null
    | undefined,
): ContactValue => ({
  isUnknown: entry?.isUnknown === true,
  email: textValue(entry?.email),
  phone: phoneValue(entry?.phone),
});

const contactPatch = (entry: ContactValue, prefixes: readonly PhonePrefix[]) => ({
  email: textPatch(entry.email),
  phone: phonePatch(tidyPhone(entry.phone, prefixes)),
});

/** The owner's names and contact as sent, or cleared for an owner nobody knows (D22). */
const ownerPatch = (entry: PartyNamesValue & ContactValue, prefixes: readonly PhonePrefix[]) =>
  entry.isUnknown ? UNKNOWN_PARTY : { isUnknown: false, ...partyNamesPatch(entry), ...contactPatch(entry, prefixes) };

/** The stored entries, or one empty entry: at least one entry always exists (SPEC §4). */
function entriesOf<Stored, Entry>(stored: readonly Stored[] | null | undefined, toEntry: (item: Stored | null) => Entry): Entry[] {
  return stored && stored.length > 0 ? stored.map(toEntry) : [toEntry(null)];
}

export const vehicleEntry = (vehicle: DamagedVehicle | null): VehicleEntry => ({
  noPlate: vehicle?.hasLicensePlate === false,
  licensePlate: textValue(vehicle?.licensePlate),
  vehicleDescription: textValue(vehicle?.vehicleDescription),
  ...partyNamesValue(vehicle),
  ...contactValue(vehicle),
  description: textValue(vehicle?.description),
});

export const propertyEntry = (property: DamagedProperty | null): PropertyEntry => ({
  ...partyNamesValue(property),
  ...contactValue(property),
  description: textValue(property?.description),
});

export const healthEntry = (health: DamagedHealth | null): HealthEntry => ({
  healthDamageType: health?.healthDamageType ?? null,
  firstName: textValue(health?.firstName),
  lastName: textValue(health?.lastName),
  ...contactValue(health),
  description: textValue(health?.description),
});

export const vehicleEntries = (incident: Incident) => entriesOf(incident.damagedVehicles, vehicleEntry);
export const propertyEntries = (incident: Incident) => entriesOf(incident.damagedProperties, propertyEntry);
export const healthEntries = (incident: Incident) => entriesOf(incident.damagedHealths, healthEntry);

/**
 * What the schema checks (damagedVehicleSchema reads `hasLicensePlate`): the entry as it will be
 * sent, with the phone tidied as PhoneField tidies it on leaving the field.
 */
export const vehicleToCheck = (entry: VehicleEntry, prefixes: readonly PhonePrefix[]) => ({
  ...entry,
  hasLicensePlate: !entry.noPlate,
  phone: tidyPhone(entry.phone, prefixes),
});

export const withTidyPhone = <Entry extends ContactValue>(entry: Entry, prefixes: readonly PhonePrefix[]): Entry => ({
  ...entry,
  phone: tidyPhone(entry.phone, prefixes),
});

/** A vehicle as sent: the plate, or without one its description (the hidden one as null); the owner's names of the chosen type. */
export function vehiclePatch(entry: VehicleEntry, prefixes: readonly PhonePrefix[]): DamagedVehicle {
  const plate = textPatch(entry.licensePlate);
  return {
    hasLicensePlate: !entry.noPlate,
    licensePlate: entry.noPlate || plate === null ? null : upperCase(plate),
    vehicleDescription: entry.noPlate ? textPatch(entry.vehicleDescription) : null,
    ...ownerPatch(entry, prefixes),
    description: textPatch(entry.description),
  };
}

export function propertyPatch(entry: PropertyEntry, prefixes: readonly PhonePrefix[]): DamagedProperty {
  return {
    ...ownerPatch(entry, prefixes),
    description: textPatch(entry.description),
  };
}

/** A person as sent; the description belongs to an injury only (SPEC §3), so a death sends none. */
export function healthPatch(entry: HealthEntry, prefixes: readonly PhonePrefix[]): DamagedHealth {
  return {
    healthDamageType: entry.healthDamageType,
    ...(entry.isUnknown
      ? UNKNOWN_PERSON
      : { isUnknown: false, firstName: textPatch(entry.firstName), lastName: textPatch(entry.lastName), ...contactPatch(entry, prefixes) }),
    description: entry.healthDamageType === 'injury' ? textPatch(entry.description) : null,
  };
}
