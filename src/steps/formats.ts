/**
 * The FORMAT of the fields a step asks, as an update may carry them (SPEC §5): an update is a part
 * of the document, so each field present is checked on its own, and an empty one passes; whether
 * the required fields are there is the save's business (the steps' schemas). The validators are
 * the forms' own (src/domain/validation). A step names its fields' formats by their paths in the
 * document (`/incident/description`), with `*` for each item of a list.
 */
import { validateBic, validateIban } from '../domain/validation/bank.ts';
import { validateBusinessId, validateIdentificationNumber } from '../domain/validation/business-id.ts';
import { validateBirthNumber } from '../domain/validation/birth-number.ts';
import { validateBirthDate, validateIncidentDate } from '../domain/validation/dates.ts';
import { validateOptionalEmail } from '../domain/validation/email.ts';
import { validateLicensePlate } from '../domain/validation/license-plate.ts';
import type { ValidationMessage, ValidationResult } from '../domain/validation/messages.ts';
import { validatePhone, type PhoneValue } from '../domain/validation/phone.ts';
import { validateIncidentTime } from '../domain/validation/times.ts';
import { validateMaxDescriptionLength, validateName, validatePolicyNumber } from '../domain/validation/text.ts';

export interface FormatContext {
  /** The object that holds the field (a party, the incident): a rule may read its neighbours. */
  parent: Readonly<Record<string, unknown>>;
  /** Today in Slovakia, `yyyy-mm-dd`: later dates are in the future. */
  today: string;
  /** The time now in Slovakia, `HH:mm`: a later time on today is in the future (D23). */
  now?: string;
  /** The prefixes the server offers (get-phone-prefixes). */
  phonePrefixes: readonly string[];
}

/** The errors of one field: under the field itself (part '') or under a part of it ('/prefix'). */
export type FormatErrors = ReadonlyArray<readonly [part: string, message: ValidationMessage]>;

/** Checks one field that an update carries (never null or absent). */
export type FormatCheck = (value: unknown, context: FormatContext) => FormatErrors;

/** The format checks of a step's fields, by their paths in the document. */
export type Formats = Readonly<Record<string, FormatCheck>>;

const text = (value: unknown): string | null | undefined => (typeof value === 'string' ? value : undefined);

/** A check of the field as a whole. */
const field =
  (rule: (value: unknown, context: FormatContext) => ValidationResult): FormatCheck =>
  (value, context) => {
    const result = rule(value, context);
    return result ? [['', result]] : [];
  };

const optional = { required: false } as const;

export const nameFormat = field((value) => validateName(text(value), optional));
export const descriptionFormat = field((value) => validateMaxDescriptionLength(text(value)));
export const emailFormat = field((value) => validateOptionalEmail(text(value)));
export const plateFormat = field((value) => validateLicensePlate(text(value), optional));
export const policyNumberFormat = field((value) => validatePolicyNumber(text(value)));
export const pastDateFormat = field((value, { today }) => validateIncidentDate(text(value), { today, required: false }));
export const birthDateFormat = field((value, { today }) => validateBirthDate(text(value), { today }));
/** The time is compared with the date of the same update: both screens that ask it send both (D23). */
export const incidentTimeFormat = field((value, { parent, today, now }) =>
  validateIncidentTime(text(value), { date: text(parent.date), today, now }),
);
/** Without partyType in this update the stored party's type is unknown here: either kind passes. */
export const identificationNumberFormat = field((value, { parent, today }) =>
  validateIdentificationNumber(text(value), { partyType: text(parent.partyType), today }),
);

export const phoneFormat: FormatCheck = (value, { phonePrefixes }) => {
  const result = validatePhone(value as PhoneValue, { allowedPrefixes: phonePrefixes });
  return (['prefix', 'number'] as const).flatMap((part) => (result[part] ? [[`/${part}`, result[part]] as const] : []));
};

/** Names, e-mail and phone: what every party and contact person has. */
export const personFormats = (path: string): Formats => ({
  [`${path}/firstName`]: nameFormat,
  [`${path}/lastName`]: nameFormat,
  [`${path}/email`]: emailFormat,
  [`${path}/phone`]: phoneFormat,
});

/** Another vehicle's party: the person, the vehicle and what they say. */
export const otherPartyFormats = (path: string): Formats => ({
  ...personFormats(path),
  [`${path}/licensePlate`]: plateFormat,
  [`${path}/policyId`]: policyNumberFormat,
  [`${path}/vehicleDescription`]: descriptionFormat,
  [`${path}/description`]: descriptionFormat,
});

export const bankAccountFormats: Formats = {
  '/incident/bankAccount/value': field((value) => validateIban(text(value), optional)),
  '/incident/bankAccount/bic': field((value) => validateBic(text(value))),
  '/incident/bankAccount/holderIdentificationNumber': field((value, { today }) => validateBirthNumber(text(value), { today })),
  '/incident/bankAccount/holderDateOfBirth': birthDateFormat,
  '/incident/bankAccount/holderBusinessId': field((value) => validateBusinessId(text(value))),
};
