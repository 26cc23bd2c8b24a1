/**
 * SPEC "email": required, an e-mail pattern with exactly one @; a weak variant accepts empty.
 */
import { LIMITS } from './limits.ts';
import { messages, type ValidationResult } from './messages.ts';
import { normalizeEmail } from './email-text.ts';
import { trimmed } from './text.ts';

/**
 * A pattern for addresses people really type, not the whole of RFC 5322: a local part of the
 * usual characters without a leading, trailing or double dot; exactly one @; a domain of dotted
 * labels (letters, digits, inner hyphens, so also punycode) ending in a top-level domain of at
 * least two letters. Quoted local parts and IP-address domains are refused on purpose: they are
 * typos far more often than real addresses.
 */
const LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(`^${LOCAL}@(?:${LABEL}\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$`);

/** True for an address of the pattern above, at most 254 characters, once normalised (normalizeEmail: spaces around do not count). */
export function isEmail(value: string | null | undefined): boolean {
  const text = normalizeEmail(value ?? '');
  return text.length <= LIMITS.emailMaxLength && EMAIL.test(text);
}

/** The strict variant: required and well-formed. */
export function validateEmail(value: string | null | undefined): ValidationResult {
  if (trimmed(value) === '') return messages.required;
  return isEmail(value) ? undefined : messages.email;
}

/** The weak variant: empty passes; a filled address must be well-formed. */
export function validateOptionalEmail(value: string | null | undefined): ValidationResult {
  if (trimmed(value) === '') return undefined;
  return isEmail(value) ? undefined : messages.email;
}
