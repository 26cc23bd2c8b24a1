/**
 * SPEC "business ID": 8 digits for a business (IČO), and the identification number field that is
 * a birth number for a person and an IČO for a business.
 *
 * Only the 8 digits are checked, not the weighted mod-11 check digit most Slovak IČOs carry: an
 * insurer must not refuse a real company because of an old or irregular number, and the register
 * lookups that would need a check digit happen in the core system, not here.
 */
import { validateBirthNumber } from './birth-number.ts';
import { LIMITS } from './limits.ts';
import { messages, withValues, type ValidationResult } from './messages.ts';
import { trimmed } from './text.ts';

/** `46 312 552` → `46312552`: IČOs are often written in groups. */
export function normalizeBusinessId(value: string | null | undefined): string {
  return trimmed(value).replace(/\s+/g, '');
}

export function isBusinessId(value: string | null | undefined): boolean {
  return new RegExp(`^[0-9]{${LIMITS.businessIdLength}}$`).test(normalizeBusinessId(value));
}

export function validateBusinessId(value: string | null | undefined, options: { required?: boolean } = {}): ValidationResult {
  if (trimmed(value) === '') return options.required ? messages.required : undefined;
  return isBusinessId(value) ? undefined : withValues(messages.businessId, { length: LIMITS.businessIdLength });
}

/**
 * A party's identification number by its type: a person's birth number, a business's IČO
 * (SPEC: the birth number is "person only"). A party of unknown type (a partial update that does
 * not say) may hold either.
 */
export function validateIdentificationNumber(
  value: string | null | undefined,
  options: { partyType: string | null | undefined; today: string; required?: boolean },
): ValidationResult {
  if (options.partyType === 'BUSINESS') return validateBusinessId(value, options);
  const asBirthNumber = validateBirthNumber(value, options);
  if (options.partyType === 'PERSON' || !asBirthNumber) return asBirthNumber;
  return isBusinessId(value) ? undefined : asBirthNumber;
}
