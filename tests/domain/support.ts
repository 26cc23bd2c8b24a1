import type { ValidationResult } from '../../src/domain/validation/messages.ts';

/** The fixed "today" of the validation tests (a Sunday; 2026 is not a leap year). */
export const TODAY = '2026-05-10';
export const TOMORROW = '2026-05-11';

/** A subset of the server's prefixes, +421 first. */
export const PREFIXES = ['+421', '+420', '+43', '+49', '+44', '+380'];

/** The id of a validator's answer, or null when the value is valid: what the tables compare. */
export const idOf = (result: ValidationResult): string | null => result?.id ?? null;

/**
 * An IBAN with correct mod-97 check digits for any country and BBAN (ISO 13616): move the country
 * and "00" behind the BBAN, letters to numbers (A = 10 … Z = 35), check = 98 − (that mod 97).
 * Whether the result is valid then depends only on the country's length, structure and national
 * check digits, which is what the invalid cases isolate.
 */
export function ibanWithCheckDigits(country: string, bban: string): string {
  const digits = `${bban}${country}00`.toUpperCase().replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`;
}

/**
 * A 10-digit birth number `YYMMDD/SSSC` with the check digit C that makes it divisible by 11.
 * Throws for serials whose remainder needs the historic exception (tested on its own).
 */
export function birthNumber(yymmdd: string, serial: string): string {
  const base = Number(`${yymmdd}${serial}`);
  const check = (11 - ((base * 10) % 11)) % 11;
  if (check === 10) throw new Error(`no check digit for ${yymmdd}${serial}: choose another serial`);
  return `${yymmdd}/${serial}${check}`;
}
