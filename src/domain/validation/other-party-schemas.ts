/**
 * The party screens of section 3 (SPEC §2 /responsible-party-details,
 * /responsible-party-additional-details, /co-responsible-party-details; docs/decisions.md "Party screens of
 * section 3"): which fields each shows for a scope, and the Yup schema of each, over the screen's
 * form values (a field's Formik name is its path in the document, as in screen-schemas.ts).
 *
 * The visibility rules live here, next to the schemas, so a screen and its schema (and the
 * server or a test) read them from one place.
 */
import * as yup from 'yup';
import type { components } from '../openapi.gen.ts';
import { validateLicensePlate } from './license-plate.ts';
import { contactFields, optionalContactFields, partyFields, partyOrUnknown } from './party-schemas.ts';
import { textField, valueField } from './schema-helpers.ts';
import { isBlank, validateBusinessName, validateName, validatePolicyNumber } from './text.ts';
import { validateRequiredOption } from './choices.ts';
import { incidentWhenFields } from './times.ts';

type ScopeCode = components['schemas']['ScopeCode'];

interface PrefixContext {
  /** The prefixes of get-phone-prefixes (`+421`, `+420`, ...). */
  phonePrefixes: readonly string[];
}

const hasPlate = (parent: Record<string, unknown>) => parent.hasLicensePlate !== false;

/** SPEC "licence plate: required when present": checked while the party has a plate (the field is shown). */
const plateField = () => textField((plate, { parent }) => (hasPlate(parent) ? validateLicensePlate(plate) : undefined));

/* ---------------------------------------------------------------------------------------------- */
/* /responsible-party-details                                                                      */
/* ---------------------------------------------------------------------------------------------- */

/** Scopes that come to /responsible-party-details without having been asked the incident date (no /general-info). */
const SCOPES_WITHOUT_GENERAL_INFO: readonly string[] = ['scope3', 'scope4', 'scope34'];

export interface ResponsiblePartyDetailsLayout {
  /** SPEC: "For scope12 also first name, last name, e-mail, phone with prefix." */
  namesAndContact: boolean;
  /**
   * SPEC: "For scopes 3, 4, 34 with no original scope set, a date of incident". With an original
   * scope (scope1 turned into scope3 by the no-plate alert, D20) the date was given on /general-info.
   */
  incidentDate: boolean;
}

export function responsiblePartyDetailsLayout(options: {
  scope: string | null | undefined;
  originalScopeOfDamage?: string | null;
}): ResponsiblePartyDetailsLayout {
  const scope = options.scope ?? '';
  return {
    namesAndContact: scope === 'scope12',
    incidentDate: SCOPES_WITHOUT_GENERAL_INFO.includes(scope) && !options.originalScopeOfDamage,
  };
}

export interface ResponsiblePartyDetailsContext extends PrefixContext {
  scope: ScopeCode | string | null | undefined;
  originalScopeOfDamage?: ScopeCode | string | null;
  /** Today in Slovakia, `yyyy-mm-dd`. */
  today: string;
  /** The clock in Slovakia, `HH:mm`, asked at each check (D23). */
  now?: () => string;
}

/**
 * /responsible-party-details: the responsible party's plate, or with "plate unknown"
 * (`hasLicensePlate: false`) its optional, digits-only policy number; for scope12 its names and
 * e-mail or phone; for scopes 3, 4, 34 without an original scope the incident date.
 * With a plate the policy number is not checked here: /responsible-party-additional-details asks it.
 */
export function responsiblePartyDetailsSchema(context: ResponsiblePartyDetailsContext) {
  const layout = responsiblePartyDetailsLayout(context);
  return yup.object({
    parties: yup.object({
      otherResponsibleParty: yup.object({
        hasLicensePlate: yup.boolean().nullable(),
        licensePlate: plateField(),
        policyId: textField((policyId, { parent }) => (hasPlate(parent) ? undefined : validatePolicyNumber(policyId))),
        ...(layout.namesAndContact
          ? {
              firstName: textField((name) => validateName(name)),
              lastName: textField((name) => validateName(name)),
              ...contactFields({ allowedPrefixes: context.phonePrefixes }),
            }
          : {}),
      }),
    }),
    ...(layout.incidentDate ? { incident: yup.object(incidentWhenFields(context)) } : {}),
  });
}

/* ---------------------------------------------------------------------------------------------- */
/* /responsible-party-additional-details                                                           */
/* ---------------------------------------------------------------------------------------------- */

/**
 * /responsible-party-additional-details: the responsible party as a person (first and last name)
 * or a business (its name), its policy number (optional, digits) only when it has a plate (without
 * one the number was asked on /responsible-party-details), and an e-mail or a phone (SPEC
 * "email-or-phone": at least one, the filled one valid).
 */
export function responsiblePartyAdditionalDetailsSchema(context: PrefixContext) {
  return yup.object({
    parties: yup.object({
      otherResponsibleParty: partyOrUnknown(
        {
          hasLicensePlate: yup.boolean().nullable(),
          policyId: textField((policyId, { parent }) => (hasPlate(parent) ? validatePolicyNumber(policyId) : undefined)),
        },
        { ...partyFields(), ...contactFields({ allowedPrefixes: context.phonePrefixes }) },
      ),
    }),
  });
}

/* ---------------------------------------------------------------------------------------------- */
/* /co-responsible-party-details                                                                   */
/* ---------------------------------------------------------------------------------------------- */

const PARTY_TYPE_SCOPES: readonly string[] = ['scope2', 'scope12'];
const POLICY_REQUIRED_SCOPES: readonly string[] = ['scope14', 'scope13', 'scope134'];

export interface CoresponsiblePartyLayout {
  /** SPEC: "party type (selectable only for scope2 and scope12)"; otherwise the party is a person. */
  partyTypeSelectable: boolean;
  /** SPEC: "Policy number required for scope14, 13, 134, else optional" (on the policy branch). */
  policyRequired: boolean;
}

export function coresponsiblePartyLayout(options: { scope: string | null | undefined }): CoresponsiblePartyLayout {
  const scope = options.scope ?? '';
  return { partyTypeSelectable: PARTY_TYPE_SCOPES.includes(scope), policyRequired: POLICY_REQUIRED_SCOPES.includes(scope) };
}

export interface CoresponsiblePartyContext extends PrefixContext {
  scope: ScopeCode | string | null | undefined;
}

const isBusiness = (parent: Record<string, unknown>) => parent.partyType === 'BUSINESS';

/**
 * /co-responsible-party-details: the plate (required on the plate branch) or, with the toggle
 * (`hasLicensePlate: false`), the policy number (digits; required for scopes 14, 13, 134). Names,
 * business name, e-mail and phone are optional but checked when given (README: D7 sends "unknown"
 * responsibility here, where the other party may not be known).
 */
export function coresponsiblePartyDetailsSchema(context: CoresponsiblePartyContext) {
  const layout = coresponsiblePartyLayout(context);
  return yup.object({
    parties: yup.object({
      otherCoresponsibleParty: partyOrUnknown(
        {
          hasLicensePlate: yup.boolean().nullable(),
          licensePlate: plateField(),
          policyId: textField((policyId, { parent }) =>
            hasPlate(parent) ? undefined : validatePolicyNumber(policyId, { required: layout.policyRequired }),
          ),
        },
        {
          partyType: valueField((partyType) => validateRequiredOption(partyType)),
          firstName: textField((name, { parent }) => (isBusiness(parent) ? undefined : validateName(name, { required: false }))),
          lastName: textField((name, { parent }) => (isBusiness(parent) ? undefined : validateName(name, { required: false }))),
          businessName: textField((name, { parent }) =>
            isBusiness(parent) && !isBlank(name) ? validateBusinessName(name, 'BUSINESS') : undefined,
          ),
          ...optionalContactFields({ allowedPrefixes: context.phonePrefixes }),
        },
      ),
    }),
  });
}
