/**
 * Yup schemas for the parts that recur on many screens: a phone, the email-or-phone pair, a
 * party (person or business), the inspection contact person. Each screen schema and each
 * other-damage item is put together from these.
 */
import * as yup from 'yup';
import { isContactMissing } from './contact.ts';
import { validateEmail, validateOptionalEmail } from './email.ts';
import { normalizeEmail } from './email-text.ts';
import { HOME_PHONE_PREFIX } from './limits.ts';
import { messages } from './messages.ts';
import { isPhoneFilled, validatePhonePrefix, validatePhoneNumber, type PhoneValue } from './phone.ts';
import { textField, valueField } from './schema-helpers.ts';
import { validateBusinessName, validateName } from './text.ts';
import { validateRequiredOption } from './choices.ts';

export interface PhoneSchemaOptions {
  /** The prefixes the server offers (get-phone-prefixes), e.g. `['+421', '+420', …]`. */
  allowedPrefixes: readonly string[];
  /** The number must be filled. */
  required?: boolean;
  /**
   * The phone is one half of an email-or-phone pair: with both empty, the number gets "Please
   * provide at least one contact information" (the pair's object is the phone's parent).
   */
  partOfContact?: boolean;
}

/** `{ prefix, number }`: the prefix among the allowed ones, the number of the right length. */
export function phoneSchema(options: PhoneSchemaOptions) {
  return yup.object({
    prefix: textField((prefix, { parent }) =>
      isPhoneFilled(parent as PhoneValue) ? validatePhonePrefix(prefix || HOME_PHONE_PREFIX, options.allowedPrefixes) : undefined,
    ),
    number: textField((number, { parent, grandparent }) => {
      if (!isPhoneFilled(parent as PhoneValue)) {
        if (options.partOfContact && isContactMissing(grandparent)) return messages.contactRequired;
        return options.required ? messages.required : undefined;
      }
      return validatePhoneNumber(number, (parent as PhoneValue).prefix);
    }),
  });
}

/** An e-mail text: checked, and cast, as it is stored (normalizeEmail, the server's rule too). */
function emailField(rule: Parameters<typeof textField>[0]) {
  return textField(rule).transform((value: string | null | undefined) => normalizeEmail(value));
}

/** An e-mail field: strict (required) or weak (empty allowed). */
export function emailSchema(options: { required?: boolean } = {}) {
  return emailField((email) => (options.required ? validateEmail(email) : validateOptionalEmail(email)));
}

/**
 * SPEC "email-or-phone": the `email` and `phone` fields of an object, at least one filled, each
 * filled one valid. Both carry the message when both are empty.
 */
export function contactFields(options: { allowedPrefixes: readonly string[] }) {
  return {
    email: emailField((email, { parent }) => (isContactMissing(parent) ? messages.contactRequired : validateOptionalEmail(email))),
    phone: phoneSchema({ allowedPrefixes: options.allowedPrefixes, partOfContact: true }),
  };
}

/** E-mail and phone that may both stay empty, each valid when filled (other-damage entries). */
export function optionalContactFields(options: { allowedPrefixes: readonly string[] }) {
  return {
    email: emailSchema(),
    phone: phoneSchema({ allowedPrefixes: options.allowedPrefixes }),
  };
}

const isBusiness = (parent: Record<string, unknown>) => parent.partyType === 'BUSINESS';

/**
 * A party by its type (SPEC §3: PERSON by default, or BUSINESS): a person's first and last name
 * (SPEC "name"), a business's name (SPEC "business name"). The other kind's fields are not checked:
 * the form clears them when the type changes.
 */
export function partyFields() {
  return {
    partyType: valueField((partyType) => validateRequiredOption(partyType)),
    firstName: textField((name, { parent }) => (isBusiness(parent) ? undefined : validateName(name))),
    lastName: textField((name, { parent }) => (isBusiness(parent) ? undefined : validateName(name))),
    businessName: textField((name, { parent }) => validateBusinessName(name, parent.partyType as string | undefined)),
  };
}

/** A party with its names and, when `contact` is given, the email-or-phone pair. */
export function partySchema(options: { contact?: { allowedPrefixes: readonly string[] } } = {}) {
  return yup.object({ ...partyFields(), ...(options.contact ? contactFields(options.contact) : {}) });
}

/**
 * SPEC "separate contact person" (/incident-inspection-address): when `isSeparate`, a last name
 * (the first name is optional, a name when given) plus an e-mail or a phone; otherwise nothing.
 */
export function inspectionContactPersonSchema(options: { allowedPrefixes: readonly string[] }) {
  return yup.lazy((value: { isSeparate?: boolean } | null | undefined) =>
    value?.isSeparate
      ? yup.object({
          isSeparate: yup.boolean(),
          firstName: textField((name) => validateName(name, { required: false })),
          lastName: textField((name) => validateName(name)),
          ...contactFields(options),
        })
      : yup.object({ isSeparate: yup.boolean().nullable() }),
  );
}

/**
 * D22: another party the reporter may not know ("Neviem, kto to bol", `isUnknown`). `always` holds
 * what is asked of it either way (its plate or vehicle description, a health damage's kind);
 * `known` its names, type and contact, waived while it is unknown.
 */
export function partyOrUnknown(always: yup.ObjectShape, known: yup.ObjectShape) {
  return yup.lazy((value: { isUnknown?: boolean | null } | null | undefined) =>
    yup.object({ isUnknown: yup.boolean().nullable(), ...always, ...(value?.isUnknown === true ? {} : known) }),
  );
}
