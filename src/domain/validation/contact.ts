/**
 * SPEC "email-or-phone" (requiredContactField): at least one contact; the filled one valid.
 * Used for the reporter, the inspection contact person and the other parties.
 */
import { validateOptionalEmail } from './email.ts';
import { messages, type ValidationResult } from './messages.ts';
import { isPhoneFilled, validatePhone, type PhoneErrors, type PhoneValue } from './phone.ts';
import { isBlank } from './text.ts';

export interface ContactValue {
  email?: string | null;
  phone?: PhoneValue | null;
}

export interface ContactErrors {
  email?: ValidationResult;
  phone?: PhoneErrors;
}

/** True when neither an e-mail nor a phone number is given. */
export const isContactMissing = (contact: ContactValue | null | undefined): boolean =>
  isBlank(contact?.email) && !isPhoneFilled(contact?.phone);

/**
 * Both fields empty: "Please provide at least one contact information" on both (either one fixes
 * it, and the reporter sees the message at whichever field they look at). Otherwise each filled
 * field is checked on its own, so a valid e-mail never excuses a malformed phone number.
 */
export function validateContact(contact: ContactValue | null | undefined, options: { allowedPrefixes: readonly string[] }): ContactErrors {
  if (isContactMissing(contact)) return { email: messages.contactRequired, phone: { number: messages.contactRequired } };
  const errors: ContactErrors = {};
  const email = validateOptionalEmail(contact?.email);
  if (email) errors.email = email;
  const phone = validatePhone(contact?.phone, { allowedPrefixes: options.allowedPrefixes });
  if (phone.prefix || phone.number) errors.phone = phone;
  return errors;
}
