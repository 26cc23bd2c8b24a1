/**
 * SPEC "licence plate": required when present (the field is shown: the vehicle has a plate),
 * 1 to 7 letters or digits. Spaces and dashes are how people write plates ("BA-123 AB"); they
 * are dropped before counting, as `normalizeLicensePlate` drops them before the plate is stored.
 */
import { normalizeLicensePlate } from '../report.ts';
import { LIMITS } from './limits.ts';
import { messages, withValues, type ValidationResult } from './messages.ts';
import { isBlank } from './text.ts';

/**
 * Letters A–Z and digits only: Slovak and foreign plates carry no diacritics, and the register
 * lookup compares plain upper-case characters, so "Ž123" is a typo, not a plate.
 */
const PLATE = new RegExp(`^[A-Z0-9]{1,${LIMITS.licensePlateMaxLength}}$`);

export const isLicensePlate = (value: string | null | undefined): boolean => PLATE.test(normalizeLicensePlate(value ?? ''));

export function validateLicensePlate(value: string | null | undefined, options: { required?: boolean } = {}): ValidationResult {
  if (isBlank(value)) return options.required === false ? undefined : messages.required;
  return isLicensePlate(value) ? undefined : withValues(messages.licensePlate, { max: LIMITS.licensePlateMaxLength });
}
