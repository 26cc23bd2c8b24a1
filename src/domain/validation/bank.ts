/**
 * SPEC "IBAN" and "BIC/SWIFT", and SPEC §9's display of accounts in groups of four.
 * The country table (length, structure) and the national check digits where a country has them
 * (SK, CZ, HU, PL, FR, ...) come from ibantools, the mod-97 check too: one maintained list
 * instead of a copy of the IBAN registry here.
 */
import { getCountrySpecifications, isValidBIC, isValidIBAN, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { LIMITS } from './limits.ts';
import { messages, withValues, type ValidationResult } from './messages.ts';
import { isBlank } from './text.ts';

/** The electronic form: no spaces, upper-case (`sk31 1200 …` → `SK3112…`), as the API stores it. */
export function normalizeIban(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, '').toUpperCase();
}

/** The IBAN in groups of four characters (SPEC §9); one formatter, shared with the summary. */
export { formatIban as formatIbanGroups } from '../format.ts';

export function isIban(value: string | null | undefined): boolean {
  return isValidIBAN(normalizeIban(value));
}

/**
 * Required; then the country's length and structure and the mod-97 check digits, each refused
 * with what is wrong: the characters, the country code, the length for that country, or the check
 * digits (a mistyped or swapped digit); SPEC §8's general message for a wrong structure.
 */
export function validateIban(value: string | null | undefined, options: { required?: boolean } = {}): ValidationResult {
  if (isBlank(value)) return options.required === false ? undefined : messages.required;
  const iban = normalizeIban(value);
  if (isValidIBAN(iban)) return undefined;
  if (!/^[A-Z0-9]+$/.test(iban)) return messages.ibanCharacters;
  const country = iban.slice(0, 2);
  const expected = getCountrySpecifications()[country]?.chars;
  if (!/^[A-Z]{2}$/.test(country) || !expected) return messages.ibanCountry;
  if (iban.length !== expected) return withValues(messages.ibanLength, { country, expected, typed: iban.length });
  const errors = validateIBAN(iban).errorCodes;
  if (errors.includes(ValidationErrorsIBAN.WrongBBANFormat)) return messages.iban;
  return errors.includes(ValidationErrorsIBAN.WrongIBANChecksum) || errors.includes(ValidationErrorsIBAN.ChecksumNotNumber)
    ? messages.ibanChecksum
    : messages.iban;
}

export function normalizeBic(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, '').toUpperCase();
}

/**
 * Empty, or 8 or 11 characters in BIC structure: 4 letters (bank), a known country code,
 * 2 letters or digits (location), optionally 3 more (branch). One message for length and
 * structure: either way the reporter is to copy the code again from the bank's statement.
 */
export function validateBic(value: string | null | undefined): ValidationResult {
  const bic = normalizeBic(value);
  if (bic === '') return undefined;
  const lengthOk = bic.length === LIMITS.bicShortLength || bic.length === LIMITS.bicLongLength;
  return lengthOk && isValidBIC(bic) ? undefined : withValues(messages.bic, { short: LIMITS.bicShortLength, long: LIMITS.bicLongLength });
}
