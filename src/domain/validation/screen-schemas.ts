/**
 * One Yup schema per screen of sections 1 and 2 (SPEC §2), over the screen's form values: the
 * patch of the document the screen submits (`parties.reporter.email`, `incident.date`, ...), plus
 * the few switches that live only in the form (`confirmed`, `useAlternativeIdentification` of
 * the bank widget). A field's Formik name is therefore its path in the document.
 *
 * Each is a function of the context it depends on, so the browser and the server (or a test)
 * get the same rules from the same inputs; nothing here reads a clock or a global.
 */
import * as yup from 'yup';
import type { components } from '../openapi.gen.ts';
import { validateBirthNumber } from './birth-number.ts';
import { validateBusinessId } from './business-id.ts';
import { validateBirthDate, validateIncidentDate, type BirthDateParts } from './dates.ts';
import { validateLicensePlate } from './license-plate.ts';
import { contactFields, partyFields, partySchema } from './party-schemas.ts';
import { mustBeTicked, textField, valueField } from './schema-helpers.ts';
import { validateName, validatePolicyNumber, validateVehicleDescription } from './text.ts';
import { validateRequiredOption } from './choices.ts';

type Schemas = components['schemas'];

// The first screen's schema lives in its own module, so that the first screen's JS carries no
// other screen's rules; it belongs to this list all the same.
export { incidentScopeSchema } from './incident-scope-schema.ts';

/** What the rules of a screen may depend on. */
export interface ValidationContext {
  /** The scope code of the chosen objects (scope1, scope13, ...), when known. */
  scope?: Schemas['ScopeCode'] | null;
  policyType?: Schemas['PolicyType'] | null;
  context?: Schemas['Context'];
  /** The prefixes of get-phone-prefixes (`+421`, `+420`, ...). */
  phonePrefixes: readonly string[];
  /** Today in Slovakia, `yyyy-mm-dd` (`todayInSlovakia()`); dates after it are in the future. */
  today: string;
}

const prefixes = (context: ValidationContext) => ({ allowedPrefixes: context.phonePrefixes });

/**
 * /general-info: the licence plate, or with "I don't have a plate" ticked
 * (`myVehicle.hasLicensePlate: false`) the vehicle's description and an optional policy number;
 * the incident date (typed `d.M.yyyy`, or `yyyy-mm-dd`), not after today.
 */
export function generalInfoSchema(context: Pick<ValidationContext, 'today'>) {
  return yup.object({
    incident: yup.object({
      myVehicle: yup.object({
        hasLicensePlate: yup.boolean().nullable(),
        licensePlate: textField((plate, { parent }) => (parent.hasLicensePlate === false ? undefined : validateLicensePlate(plate))),
        description: textField((text, { parent }) => validateVehicleDescription(text, parent.hasLicensePlate as boolean | undefined)),
      }),
      policyId: textField((policyId) => validatePolicyNumber(policyId)),
      date: textField((date) => validateIncidentDate(date, { today: context.today })),
    }),
  });
}

/** /policy-type, /alert-have-only-mini-casco: PZP or CASCO chosen. */
export function policyTypeSchema() {
  return yup.object({
    incident: yup.object({ policyType: valueField((policyType) => validateRequiredOption(policyType)) }),
  });
}

export const alertHaveOnlyMiniCascoSchema = policyTypeSchema;

/** /alert-dont-have-casco: PZP or CASCO; for CASCO the casco policy number (digits). */
export function alertDontHaveCascoSchema() {
  return yup.object({
    incident: yup.object({
      policyType: valueField((policyType) => validateRequiredOption(policyType)),
      policyId: textField((policyId, { parent }) =>
        parent.policyType === 'CASCO' ? validatePolicyNumber(policyId, { required: true }) : undefined,
      ),
    }),
  });
}

/** /alert-dont-have-liability: the liability policy number (digits). */
export function alertDontHaveLiabilitySchema() {
  return yup.object({
    incident: yup.object({ policyId: textField((policyId) => validatePolicyNumber(policyId, { required: true })) }),
  });
}

export interface PermissionConfirmationOptions {
  /**
   * The aggrieved party's identification must be given: the birth number (person), the date of
   * birth (person, alternative identification) or the IČO (business). On by default: the agent
   * confirms on this very screen having verified the party's identity.
   */
  identificationRequired?: boolean;
}

/**
 * /permission-confirmation-SMP: the aggrieved party's type and names, its identification, and the
 * agent's confirmation (`confirmed`, a form-only checkbox). `parties.aggrievedParty.dateOfBirth`
 * holds the three inputs (day, month, year) or a `yyyy-mm-dd`.
 */
export function permissionConfirmationSmpSchema(context: Pick<ValidationContext, 'today'>, options: PermissionConfirmationOptions = {}) {
  const required = options.identificationRequired ?? true;
  const today = context.today;
  return yup.object({
    parties: yup.object({
      aggrievedParty: yup.object({
        ...partyFields(),
        useAlternativeIdentification: yup.boolean().nullable(),
        identificationNumber: textField((value, { parent }) => {
          if (parent.partyType === 'BUSINESS') return validateBusinessId(value, { required });
          return parent.useAlternativeIdentification ? undefined : validateBirthNumber(value, { today, required });
        }),
        dateOfBirth: valueField<string | BirthDateParts | null | undefined>((value, { parent }) =>
          parent.partyType !== 'BUSINESS' && parent.useAlternativeIdentification
            ? validateBirthDate(value, { today, required })
            : undefined,
        ),
      }),
    }),
    confirmed: mustBeTicked(),
  });
}

/** Which parts of the contact screens are shown; the screen knows, from the scope, policy and portal. */
export interface ContactSections {
  /** The reporter's first and last name (not on /aggrieved-party-details: the reporter is the aggrieved party named before). */
  reporterNames: boolean;
  /** The "different insured" switch is offered; its section is checked when switched on (`reporter.isSameAsInsured: false`). */
  insured: boolean;
  /** The "different aggrieved" switch is offered (never on SMP); checked when `reporter.isSameAsAggrieved: false`. */
  aggrieved: boolean;
}

interface ContactValues {
  parties?: { reporter?: { isSameAsInsured?: boolean | null; isSameAsAggrieved?: boolean | null } | null } | null;
}

/**
 * The reporter's names and contacts (email-or-phone: SPEC shows both as required, the rule asks
 * for one of them, valid), plus the insured and aggrieved sections when shown and switched on.
 */
export function contactDetailsSchema(context: ValidationContext, sections: ContactSections) {
  return yup.lazy((values: ContactValues | null | undefined) => {
    const reporter = values?.parties?.reporter ?? {};
    const insured = sections.insured && reporter.isSameAsInsured === false;
    const aggrieved = sections.aggrieved && context.context !== 'SMP' && reporter.isSameAsAggrieved === false;
    return yup.object({
      parties: yup.object({
        reporter: yup.object({
          ...(sections.reporterNames
            ? { firstName: textField((name) => validateName(name)), lastName: textField((name) => validateName(name)) }
            : {}),
          ...contactFields(prefixes(context)),
          isSameAsInsured: yup.boolean().nullable(),
          isSameAsAggrieved: yup.boolean().nullable(),
        }),
        ...(insured ? { insured: partySchema() } : {}),
        ...(aggrieved ? { aggrievedParty: partySchema() } : {}),
      }),
    });
  });
}

/** /reporter-details: names and contacts of the reporter, with the optional sections. */
export function reporterDetailsSchema(context: ValidationContext, sections: Omit<ContactSections, 'reporterNames'>) {
  return contactDetailsSchema(context, { reporterNames: true, ...sections });
}

/** /aggrieved-party-details: the reporter is the aggrieved party; only their e-mail and phone. */
export function aggrievedPartyDetailsSchema(context: ValidationContext) {
  return contactDetailsSchema(context, { reporterNames: false, insured: false, aggrieved: false });
}
