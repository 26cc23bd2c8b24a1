/**
 * The text rules of SPEC §5: required, numbers, names, descriptions (the choices are choices.ts). Pure functions:
 * each returns the message of the first rule the value breaks, or `undefined` when it is valid.
 */
import { LIMITS } from './limits.ts';
import { messages, withValues, type ValidationResult } from './messages.ts';

type Text = string | null | undefined;

/** The value as the reporter meant it: surrounding spaces never count (SPEC §5 "after trimming"). */
export const trimmed = (value: Text): string => (value ?? '').trim();

export const isBlank = (value: Text): boolean => trimmed(value) === '';

const maxLength = (max: number) => withValues(messages.maxLength, { max });

/** SPEC "required": a text field that is filled (spaces alone are not). */
export function validateRequired(value: Text): ValidationResult {
  return isBlank(value) ? messages.required : undefined;
}

/** SPEC "number": digits only (the policy number); empty is left to `required`. */
export function validateNumber(value: Text): ValidationResult {
  const text = trimmed(value);
  if (text === '') return undefined;
  return /^[0-9]+$/.test(text) ? undefined : messages.number;
}

/** A policy number: digits only, at most 20 of them (openapi.yaml `PolicyId`). */
export function validatePolicyNumber(value: Text, options: { required?: boolean } = {}): ValidationResult {
  if (isBlank(value)) return options.required ? messages.required : undefined;
  return (
    validateNumber(value) ?? (trimmed(value).length > LIMITS.policyNumberMaxLength ? maxLength(LIMITS.policyNumberMaxLength) : undefined)
  );
}

/**
 * SPEC "name": required, at least 2 characters after trimming (and at most openapi.yaml's 100).
 * `required: false` is for optional names (the inspection contact's first name, any name on the
 * server's partial update): empty passes, a filled one must still be a name.
 */
export function validateName(value: Text, options: { required?: boolean } = {}): ValidationResult {
  const text = trimmed(value);
  if (text === '') return options.required === false ? undefined : messages.required;
  if ([...text].length < LIMITS.nameMinLength) return withValues(messages.nameMinLength, { min: LIMITS.nameMinLength });
  if (text.length > LIMITS.nameMaxLength) return maxLength(LIMITS.nameMaxLength);
  return undefined;
}

/** SPEC "business name": required for a BUSINESS party; a person's is not checked. */
export function validateBusinessName(value: Text, partyType: string | null | undefined): ValidationResult {
  if (partyType !== 'BUSINESS') return undefined;
  if (isBlank(value)) return messages.required;
  return trimmed(value).length > LIMITS.nameMaxLength ? maxLength(LIMITS.nameMaxLength) : undefined;
}

/**
 * A word is a run of non-spaces with at least one letter or digit in it, so "- - - - -" or a row
 * of dots does not pass for a description of five words.
 */
export function countWords(value: Text): number {
  return trimmed(value)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** At most 950 characters once trimmed (SPEC §5, §9); empty passes. */
export function validateMaxDescriptionLength(value: Text): ValidationResult {
  return trimmed(value).length > LIMITS.descriptionMaxLength ? maxLength(LIMITS.descriptionMaxLength) : undefined;
}

/** SPEC "description": required, at least 5 words, at most 950 characters after trimming. */
export function validateDescription(value: Text): ValidationResult {
  if (isBlank(value)) return messages.required;
  if (countWords(value) < LIMITS.descriptionMinWords) return withValues(messages.descriptionWords, { min: LIMITS.descriptionMinWords });
  return validateMaxDescriptionLength(value);
}

/** SPEC "additional description": optional, at most 950 characters. */
export function validateAdditionalDescription(value: Text): ValidationResult {
  return validateMaxDescriptionLength(value);
}

/**
 * SPEC "vehicle description: required when no plate". The description of a vehicle without a
 * plate ("a blue scooter"), not of the damage: any text, up to the description limit.
 */
export function validateVehicleDescription(value: Text, hasLicensePlate: boolean | null | undefined): ValidationResult {
  if (hasLicensePlate !== false) return undefined;
  if (isBlank(value)) return messages.required;
  return validateMaxDescriptionLength(value);
}
