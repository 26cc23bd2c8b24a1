import type { OtherParty } from '../../domain/report.ts';
import { textPatch, textValue } from '../parties/form-values.ts';

/**
 * Between the document's other parties (`parties.otherResponsibleParty`,
 * `parties.otherCoresponsibleParty`, SPEC §3) and the forms of the party screens of section 3.
 */

export type OtherPartyKey = 'otherResponsibleParty' | 'otherCoresponsibleParty';

/** The Formik name of the form-only "plate unknown" checkbox (the inverse of `hasLicensePlate`, kept in step). */
export const PLATE_UNKNOWN_FIELD = 'plateUnknown';

/** The Formik path of a party, e.g. `parties.otherResponsibleParty`. */
export const partyPath = (key: OtherPartyKey) => `parties.${key}`;

export interface PlateOrPolicyValue {
  hasLicensePlate: boolean;
  licensePlate: string;
  policyId: string;
}

/** The plate and the policy number as the document has them (SPEC §3: a plate by default). */
export function plateOrPolicyValue(party: OtherParty | null | undefined): PlateOrPolicyValue {
  return {
    hasLicensePlate: party?.hasLicensePlate ?? true,
    licensePlate: textValue(party?.licensePlate),
    policyId: textValue(party?.policyId),
  };
}

/** Upper-cases a plate as it is typed (SPEC §3: stored upper-case). */
export const upperCase = (value: string) => value.toUpperCase();

/**
 * The plate branch: the plate, the policy number cleared; the policy branch: the number, the plate
 * cleared. For a screen that shows both fields (one at a time) and so owns both.
 */
export function plateOrPolicyPatch(value: PlateOrPolicyValue) {
  return value.hasLicensePlate
    ? { hasLicensePlate: true, licensePlate: textPatch(value.licensePlate), policyId: null }
    : { hasLicensePlate: false, licensePlate: null, policyId: textPatch(value.policyId) };
}
