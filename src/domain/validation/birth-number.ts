/**
 * SPEC "national ID (Slovak birth number)", rodné číslo: YYMMDD, an optional slash, then 3 digits
 * (issued before 1954) or 4 digits (the last one a check digit).
 *
 * - Month: +50 for women; since 2004 +20 (men) and +70 (women) when a day's numbers run out.
 * - Century (SPEC "two-digit year pivots at current year"): a 9-digit number is from 19YY, and only
 *   before 1954; a 10-digit one is from 19YY when YY is after this year's two digits, else 20YY.
 * - The date must be a calendar date and not in the future.
 * - 10 digits: the whole number divisible by 11, or (numbers of the 1954–1985 rule) the first nine
 *   digits leave 10 and the check digit is 0.
 * Only a person has one; a business is identified by its IČO (business-id.ts).
 */
import { isCalendarDate, toIsoDate } from './dates.ts';
import { todayInSlovakia } from './today.ts';
import { messages, type ValidationResult } from './messages.ts';
import { trimmed } from './text.ts';

/** 9-digit numbers were issued until the end of 1953. */
const LAST_NINE_DIGIT_YEAR = 1953;

export interface BirthNumberInfo {
  /** `yyyy-mm-dd` encoded in the number. */
  birthDate: string;
  sex: 'male' | 'female';
  /** `YYMMDD/XXXX` (or `/XXX`): the written form, slash included. */
  normalized: string;
}

/** The parts of the shape: 6 digits, optional slash, 3 or 4 digits; null when it is another shape. */
function formatParts(value: string | null | undefined): RegExpExecArray | null {
  // The pattern sits in the function that uses it, not at module level: mutation testing then runs
  // only the tests that reach it (stryker.config.mjs).
  return /^(\d{2})(\d{2})(\d{2})\/?(\d{3,4})$/.exec(trimmed(value));
}

/** True when the value has the shape: 6 digits, optional slash, 3 or 4 digits. */
export function hasBirthNumberFormat(value: string | null | undefined): boolean {
  return formatParts(value) !== null;
}

/** `8551231238` or `855123/1238` → `855123/1238`; null when the shape is wrong. */
export function normalizeBirthNumber(value: string | null | undefined): string | null {
  const match = formatParts(value);
  return match ? `${match[1]}${match[2]}${match[3]}/${match[4]}` : null;
}

/** The 10-digit check: divisible by 11, or the historic remainder-10-with-0 exception. */
export function passesModulo11(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  // Ten digits stay well below 2^53: plain numbers are exact.
  if (Number(digits) % 11 === 0) return true;
  return Number(digits.slice(0, 9)) % 11 === 10 && digits[9] === '0';
}

/**
 * What a valid number says (birth date, sex, written form), or null when it is not a valid birth
 * number on `today` (`yyyy-mm-dd`, also the pivot year of the two-digit year).
 */
export function parseBirthNumber(value: string | null | undefined, today: string): BirthNumberInfo | null {
  const match = formatParts(value);
  if (!match) return null;
  const [, yy, mm, dd, tail] = match as unknown as [string, string, string, string, string];
  const tenDigits = tail.length === 4;
  const twoDigitYear = Number(yy);
  const currentTwoDigitYear = Number(today.slice(2, 4));
  const year = !tenDigits || twoDigitYear > currentTwoDigitYear ? 1900 + twoDigitYear : 2000 + twoDigitYear;
  if (!tenDigits && year > LAST_NINE_DIGIT_YEAR) return null;

  const codedMonth = Number(mm);
  let month = codedMonth;
  let sex: BirthNumberInfo['sex'] = 'male';
  if (month > 70) {
    month -= 70;
    sex = 'female';
  } else if (month > 50) {
    month -= 50;
    sex = 'female';
  } else if (month > 20) {
    month -= 20;
  }
  // +20 and +70 came with the 2004 amendment, long after the last 9-digit number.
  const extraOffset = codedMonth > 70 || (codedMonth > 20 && codedMonth <= 50);
  if (extraOffset && !tenDigits) return null;

  const day = Number(dd);
  if (!isCalendarDate(year, month, day)) return null;
  const birthDate = toIsoDate(year, month, day);
  if (birthDate > today) return null;
  if (tenDigits && !passesModulo11(`${yy}${mm}${dd}${tail}`)) return null;
  return { birthDate, sex, normalized: `${yy}${mm}${dd}/${tail}` };
}

/**
 * Empty passes unless `required` (the flag of SPEC: "may be empty unless required by a flag").
 * A wrong shape is "Enter Personal ID in correct format"; the right shape with an impossible date,
 * a future date or a failed check digit is "Enter valid Personal ID".
 */
export function validateBirthNumber(value: string | null | undefined, options: { today: string; required?: boolean }): ValidationResult {
  if (trimmed(value) === '') return options.required ? messages.required : undefined;
  if (!hasBirthNumberFormat(value)) return messages.birthNumberFormat;
  return parseBirthNumber(value, options.today) ? undefined : messages.birthNumberInvalid;
}

/** SPEC: "Sent only if it passes, else null": the written form of a valid number, else null. */
export function birthNumberForApi(value: string | null | undefined, today: string = todayInSlovakia()): string | null {
  return parseBirthNumber(value, today)?.normalized ?? null;
}
