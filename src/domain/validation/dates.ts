/**
 * Calendar dates: the incident date (SPEC §5 "date of incident": required, not in the future,
 * input d.M.yyyy) and the birth date (day, month and year inputs; "empty or valid"; sent as
 * yyyy-mm-dd without time).
 *
 * Dates are plain `yyyy-mm-dd` strings, compared as strings, never `Date` objects: a calendar
 * date has no time zone, and "today" is given by the caller (`todayInSlovakia()` in production,
 * a fixed day in tests), so the browser and the server decide "in the future" alike.
 */
import { messages, type ValidationResult } from './messages.ts';
import { trimmed } from './text.ts';

function pad(value: number, length = 2) {
  return String(value).padStart(length, '0');
}

/** True when year, month and day name a day of the Gregorian calendar (no 31 April, no 29 Feb 2026). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (![year, month, day].every(Number.isInteger) || year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

export function toIsoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** `2026-03-05` when it is a calendar date, else null. */
export function parseIsoDate(value: string | null | undefined): string | null {
  // The pattern sits in the function that uses it, not at module level: mutation testing then runs
  // only the tests that reach it (stryker.config.mjs).
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed(value));
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return isCalendarDate(year, month, day) ? toIsoDate(year, month, day) : null;
}

/** The input format of SPEC §5: `5.3.2026`, `05.03.2026` or `5. 3. 2026` → `2026-03-05`; else null. */
export function parseDisplayDate(value: string | null | undefined): string | null {
  // d.M.yyyy with 1 or 2 digit day and month, spaces allowed after the dots: `5.3.2026`, `05. 03. 2026`.
  const match = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})$/.exec(trimmed(value));
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  return isCalendarDate(year, month, day) ? toIsoDate(year, month, day) : null;
}

/** `2026-03-05` → `5.3.2026`, the date input's format; '' for no or no valid date. */
export function formatDisplayDate(value: string | null | undefined): string {
  const iso = parseIsoDate(value);
  if (!iso) return '';
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${day}.${month}.${year}`;
}

/**
 * What a date field holds may be what the reporter typed (`5.3.2026`) or what the API sent
 * (`2026-03-05`, a loaded report, the server's own check): both are read.
 */
export function parseDateInput(value: string | null | undefined): string | null {
  return parseIsoDate(value) ?? parseDisplayDate(value);
}

/** SPEC "date of incident": required, a real date, not after today (today itself is allowed). */
export function validateIncidentDate(value: string | null | undefined, options: { today: string; required?: boolean }): ValidationResult {
  if (trimmed(value) === '') return options.required === false ? undefined : messages.required;
  const date = parseDateInput(value);
  if (!date) return messages.dateFormat;
  return date > options.today ? messages.dateInPast : undefined;
}

/** The three inputs of a birth date, as typed (strings) or as numbers. */
export interface BirthDateParts {
  day?: string | number | null;
  month?: string | number | null;
  year?: string | number | null;
}

/** Birth dates before this year are taken for typos (a 3-digit year, 1066 for 1966). */
const EARLIEST_BIRTH_YEAR = 1900;

function partText(part: string | number | null | undefined) {
  return trimmed(part === null || part === undefined ? '' : String(part));
}

/**
 * SPEC "input day, month, year builds a date when all three present": `yyyy-mm-dd` when all three
 * are filled and make a calendar date; null when any is missing or they make no date.
 */
export function birthDateFromParts(parts: BirthDateParts | null | undefined): string | null {
  const day = partText(parts?.day);
  const month = partText(parts?.month);
  const year = partText(parts?.year);
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return null;
  return isCalendarDate(Number(year), Number(month), Number(day)) ? toIsoDate(Number(year), Number(month), Number(day)) : null;
}

/** The three inputs of a birth date as the form holds them. */
export interface BirthDateInput {
  day: string;
  month: string;
  year: string;
}

/** `2026-03-05` → `{ day: '5', month: '3', year: '2026' }`, to fill the three inputs from a loaded report. */
export function birthDateToParts(value: string | null | undefined): BirthDateInput {
  const iso = parseIsoDate(value);
  if (!iso) return { day: '', month: '', year: '' };
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { day: String(day), month: String(month), year: String(year) };
}

function isEmptyBirthDate(value: string | BirthDateParts | null | undefined) {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' ? trimmed(value) === '' : [value.day, value.month, value.year].every((part) => partText(part) === ''))
  );
}

/**
 * SPEC "birth date": empty (unless `required`) or a valid date, not after today and not before
 * 1900. The value is either the three inputs or the `yyyy-mm-dd` of the API. Partly filled
 * inputs are invalid: no date can be built from them, and dropping what was typed would hide it.
 */
export function validateBirthDate(
  value: string | BirthDateParts | null | undefined,
  options: { today: string; required?: boolean },
): ValidationResult {
  if (isEmptyBirthDate(value)) return options.required ? messages.required : undefined;
  const date = typeof value === 'string' ? parseDateInput(value) : birthDateFromParts(value);
  if (!date || Number(date.slice(0, 4)) < EARLIEST_BIRTH_YEAR || date > options.today) return messages.birthDate;
  return undefined;
}
