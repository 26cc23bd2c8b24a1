/**
 * /other-damage and its tabbed sub-screens (SPEC §2, §3 "Other damage"): the choice of kinds and
 * one schema per entry of damagedVehicles, damagedProperties and damagedHealths.
 *
 * The other party's e-mail and phone are optional (SPEC asks for contacts only of the reporter,
 * the responsible parties and the inspection contact), but checked when given; the descriptions
 * are optional with the 950-character limit of the additional description.
 */
import * as yup from 'yup';
import { validateLicensePlate } from './license-plate.ts';
import { messages } from './messages.ts';
import { optionalContactFields, partyFields, partyOrUnknown } from './party-schemas.ts';
import { textField, valueField } from './schema-helpers.ts';
import { validateAdditionalDescription, validateName, validateVehicleDescription } from './text.ts';
import { validateAtLeastOne, validateRequiredOption } from './choices.ts';

interface PrefixOptions {
  allowedPrefixes: readonly string[];
}

/**
 * The kinds of other damage (VEHICLE, PROPERTY, HEALTH): at least one, except that on scope1 the
 * "only my vehicle" box (`incident.onlyMyVehicle`) waives the choice (SPEC "atLeastOne").
 */
export function otherDamageSchema(options: { scope: string | null | undefined }) {
  return yup.object({
    incident: yup.object({
      onlyMyVehicle: yup.boolean().nullable(),
      otherDamage: valueField<unknown[] | null | undefined>((kinds, { parent }) =>
        validateAtLeastOne(kinds, { waived: options.scope === 'scope1' && parent.onlyMyVehicle === true }),
      ),
    }),
  });
}

/** A damaged vehicle: its plate, or a description when it has none; its owner; contacts. */
export function damagedVehicleSchema(options: PrefixOptions) {
  return partyOrUnknown(
    {
      hasLicensePlate: yup.boolean().nullable(),
      licensePlate: textField((plate, { parent }) => (parent.hasLicensePlate === false ? undefined : validateLicensePlate(plate))),
      vehicleDescription: textField((text, { parent }) => validateVehicleDescription(text, parent.hasLicensePlate as boolean | undefined)),
      description: textField(validateAdditionalDescription),
    },
    { ...partyFields(), ...optionalContactFields(options) },
  );
}

/** Damaged property: its owner (person or business), contacts, what was damaged. */
export function damagedPropertySchema(options: PrefixOptions) {
  return partyOrUnknown({ description: textField(validateAdditionalDescription) }, { ...partyFields(), ...optionalContactFields(options) });
}

/** An injured or killed person: the kind of harm, the name, contacts; a description of the injury only. */
export function damagedHealthSchema(options: PrefixOptions) {
  return partyOrUnknown(
    {
      healthDamageType: valueField((type) => validateRequiredOption(type)),
      description: textField((text, { parent }) =>
        parent.healthDamageType === 'injury' ? validateAdditionalDescription(text) : undefined,
      ),
    },
    {
      firstName: textField((name) => validateName(name)),
      lastName: textField((name) => validateName(name)),
      ...optionalContactFields(options),
    },
  );
}

/** The tabs of a sub-screen: at least one entry always exists (SPEC §4), each valid. */
export const damagedVehiclesSchema = (options: PrefixOptions) =>
  yup.object({ incident: yup.object({ damagedVehicles: yup.array().of(damagedVehicleSchema(options)).min(1, messages.atLeastOne) }) });
export const damagedPropertiesSchema = (options: PrefixOptions) =>
  yup.object({ incident: yup.object({ damagedProperties: yup.array().of(damagedPropertySchema(options)).min(1, messages.atLeastOne) }) });
export const damagedHealthsSchema = (options: PrefixOptions) =>
  yup.object({ incident: yup.object({ damagedHealths: yup.array().of(damagedHealthSchema(options)).min(1, messages.atLeastOne) }) });
