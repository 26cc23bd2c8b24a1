/**
 * SPEC "phone": the prefix among the allowed prefixes (a leading + added on blur); +421 needs
 * exactly 9 digits (spaces allowed), other prefixes 4 to 11 digits.
 */
import { HOME_PHONE_PREFIX, LIMITS } from './limits.ts';
import { messages, withValues, type ValidationResult } from './messages.ts';
import { trimmed } from './text.ts';

export interface PhoneValue {
  prefix?: string | null;
  number?: string | null;
}

/**
 * `421` → `+421`, ` 00420 ` → `+420`: the form calls this when the prefix field loses focus, the
 * validators call it before comparing with the allowed list, so "421" and "+421" are one prefix.
 * Anything that is not a + and digits is returned trimmed, unchanged, for the validator to refuse.
 */
export function normalizePrefix(prefix: string | null | undefined): string {
  const text = trimmed(prefix).replace(/\s+/g, '');
  if (/^\+?[0-9]+$/.test(text)) return `+${text.replace(/^\+/, '').replace(/^00/, '')}`;
  return text;
}

/** The number's digits without the spaces the reporter may type between groups. */
export function phoneDigits(number: string | null | undefined): string {
  return trimmed(number).replace(/ +/g, '');
}

/** A phone counts as given when its number is filled; the prefix alone (it has a default) is not. */
export function isPhoneFilled(phone: PhoneValue | null | undefined): boolean {
  return trimmed(phone?.number) !== '';
}

/**
 * The prefix is one of those the server offers (get-phone-prefixes). While that list is not
 * loaded yet (empty), any `+` and 1 to 4 digits passes: the reporter is not blocked by a slow
 * lookup, and the server checks again against its own list.
 */
export function validatePhonePrefix(prefix: string | null | undefined, allowedPrefixes: readonly string[]): ValidationResult {
  const normalized = normalizePrefix(prefix);
  if (normalized === '') return messages.requiredOption;
  if (allowedPrefixes.length === 0) return /^\+[0-9]{1,4}$/.test(normalized) ? undefined : messages.requiredOption;
  return allowedPrefixes.some((allowed) => normalizePrefix(allowed) === normalized) ? undefined : messages.requiredOption;
}

/**
 * The number for its prefix: +421 exactly 9 digits (SPEC §8's "9** *** ***"), others 4 to 11
 * digits; spaces between digits are allowed, nothing else. Empty is left to the caller
 * (`validatePhone` with `required`, or the email-or-phone rule).
 */
export function validatePhoneNumber(number: string | null | undefined, prefix: string | null | undefined): ValidationResult {
  const text = trimmed(number);
  if (text === '') return undefined;
  const digits = phoneDigits(text);
  if (normalizePrefix(prefix || HOME_PHONE_PREFIX) === HOME_PHONE_PREFIX) {
    return new RegExp(`^[0-9]{${LIMITS.homePhoneDigits}}$`).test(digits) ? undefined : messages.phone;
  }
  const { otherPhoneMinDigits: min, otherPhoneMaxDigits: max } = LIMITS;
  return new RegExp(`^[0-9]{${min},${max}}$`).test(digits) ? undefined : withValues(messages.phoneOther, { min, max });
}

export interface PhoneErrors {
  prefix?: ValidationResult;
  number?: ValidationResult;
}

/**
 * A whole phone field (prefix select + number input). An empty number passes unless `required`;
 * the prefix is checked only when there is a number to go with it.
 */
export function validatePhone(
  phone: PhoneValue | null | undefined,
  options: { allowedPrefixes: readonly string[]; required?: boolean },
): PhoneErrors {
  if (!isPhoneFilled(phone)) return options.required ? { number: messages.required } : {};
  const prefix = phone?.prefix || HOME_PHONE_PREFIX;
  const errors: PhoneErrors = {};
  const prefixError = validatePhonePrefix(prefix, options.allowedPrefixes);
  if (prefixError) errors.prefix = prefixError;
  const numberError = validatePhoneNumber(phone?.number, prefix);
  if (numberError) errors.number = numberError;
  return errors;
}
