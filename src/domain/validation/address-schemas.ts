/**
 * Yup schemas of the address screens (SPEC §2 /incident-map, /incident-inspection-address; SPEC §5
 * "map address: selected and confirmed"; docs/decisions.md "Map screens"), over the screens' form values:
 * the address fields at their document path (`incident.address`, `incident.inspectionAddress`,
 * see AddressFormValue in ../address.ts) plus `addressConfirmed`, where the map's own message
 * (an address not picked yet) is kept.
 *
 * Whether the inspection address is in Slovakia is not a field error: the screen answers it with
 * the alert dialog of D13.
 */
import * as yup from 'yup';
import { ADDRESS_LIMITS, pointOf, isHomeCountry, isUnspecifiedPlaced, isValidPostalCode, type AddressFormValue } from '../address.ts';
import { messages, withValues, type ValidationResult } from './messages.ts';
import { inspectionContactPersonSchema } from './party-schemas.ts';
import { textField, valueField, type FieldScope } from './schema-helpers.ts';
import { isBlank, trimmed } from './text.ts';
import { validateRequiredOption } from './choices.ts';

type Text = string | null | undefined;

const unspecified = (scope: FieldScope) => scope.parent.isUnspecified === true;
const tooLong = (value: Text, max: number): ValidationResult =>
  trimmed(value).length > max ? withValues(messages.maxLength, { max }) : undefined;

/** An optional text field of the address: at most `max` characters; not checked for an unspecified address. */
const optionalText = (max: number) => textField((value, scope) => (unspecified(scope) ? undefined : tooLong(value, max)));

/**
 * The fields of one address. Unless it is marked unspecified: the town is required (a picked
 * point or a look-up fills it; by hand it is typed), a Slovak postal code is five digits, and
 * every field keeps to the contract's length. The country is always an ISO alpha-3 code.
 */
export function addressFieldsSchema() {
  return yup.object({
    isUnspecified: yup.boolean().nullable(),
    street: optionalText(ADDRESS_LIMITS.street),
    buildingNumber: optionalText(ADDRESS_LIMITS.buildingNumber),
    registerNumber: optionalText(ADDRESS_LIMITS.registerNumber),
    // Unspecified, the town is optional: a place on the map stands for it (addressConfirmedField).
    town: textField((town, scope) => (!unspecified(scope) && isBlank(town) ? messages.required : tooLong(town, ADDRESS_LIMITS.town))),
    postalCode: textField((postalCode, scope) => {
      if (unspecified(scope)) return undefined;
      const country = scope.parent.country as Text;
      if (isValidPostalCode(postalCode, country)) return undefined;
      return isHomeCountry(country) ? messages.invalid : withValues(messages.maxLength, { max: ADDRESS_LIMITS.postalCode });
    }),
    country: textField((country) => (/^[A-Z]{3}$/.test(trimmed(country)) ? undefined : messages.requiredOption)),
  });
}

/**
 * SPEC §8 "Select and confirm the address on the map", with D36: Continue ("Potvrdiť adresu a
 * pokračovať") confirms the address shown, so the message is for an address not picked yet
 * (nothing from a point, a search or typing). An address marked unspecified needs only a place on the
 * map or, failing that, the town.
 */
export function addressConfirmedField(addressOf: (values: Record<string, unknown>) => AddressFormValue | undefined) {
  return valueField<string | null | undefined>((_confirmed, { parent }) => {
    const address = addressOf(parent);
    if (address?.isUnspecified) return isUnspecifiedPlaced(address) ? undefined : messages.unspecifiedAddressPlace;
    // Something picked or typed without a town gets the town's own message instead.
    return address && isPicked(address) ? undefined : messages.addressNotConfirmed;
  });
}

/** A point, a search result or anything typed: the reporter has started on an address. */
const isPicked = (address: AddressFormValue) =>
  pointOf(address) !== null ||
  [address.street, address.buildingNumber, address.registerNumber, address.town, address.postalCode].some((value) => !isBlank(value));

const incidentOf = (values: Record<string, unknown>) => (values.incident ?? {}) as Record<string, AddressFormValue | undefined>;

/** /incident-map: `incident.address` and its confirmation. */
export function incidentMapSchema() {
  return yup.object({
    incident: yup.object({ address: addressFieldsSchema() }),
    addressConfirmed: addressConfirmedField((values) => incidentOf(values).address),
  });
}

/** /incident-inspection-address: where the vehicle is, as a form-only choice. */
export const INSPECTION_PLACES = ['incident', 'other'] as const;
export type InspectionPlace = (typeof INSPECTION_PLACES)[number];

/**
 * /incident-inspection-address: the choice "at the incident address" or "another address"; for
 * another address its fields and their confirmation; the optional separate contact person (SPEC
 * "separate contact person": last name, plus e-mail or phone).
 */
export function inspectionAddressSchema(options: { allowedPrefixes: readonly string[] }) {
  return yup.lazy((values: { inspectionPlace?: InspectionPlace | '' | null } | undefined) => {
    const other = values?.inspectionPlace === 'other';
    return yup.object({
      inspectionPlace: valueField((place) => validateRequiredOption(place)),
      incident: yup.object({ inspectionAddress: other ? addressFieldsSchema() : yup.mixed().nullable() }),
      addressConfirmed: other ? addressConfirmedField((root) => incidentOf(root).inspectionAddress) : yup.mixed().nullable(),
      parties: yup.object({ inspectionContactPerson: inspectionContactPersonSchema(options) }),
    });
  });
}
