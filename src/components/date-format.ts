/**
 * Calendar dates without time zones. The form keeps `yyyy-mm-dd`; people type and read `d.M.yyyy`
 * (SPEC §5, §9). All arithmetic is on UTC dates so daylight-saving changes never shift a day.
 */

export interface CalendarDate {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
// Dots as in Slovak ("5.3.2026", also "5. 3. 2026"); slashes, dashes, commas and spaces are
// forgiven (a phone's number pad offers "," or no separator at all, hence also "05032026").
const DISPLAY = /^\s*(\d{1,2})\s*[./,\- ]\s*(\d{1,2})\s*[./,\- ]\s*(\d{4})\s*$|^\s*(\d{2})(\d{2})(\d{4})\s*$/;

// Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear does not.
const toUtc = ({ year, month, day }: CalendarDate) => {
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(year, month - 1, day);
  return date;
};
const fromUtc = (date: Date): CalendarDate => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });

/** The date if it exists in the calendar (no 31 April, 29 February only in leap years). */
export function validDate(year: number, month: number, day: number): CalendarDate | null {
  if (month < 1 || month > 12 || day < 1 || year < 1) return null;
  return day <= daysInMonth(year, month) ? { year, month, day } : null;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function parseIso(value: unknown): CalendarDate | null {
  const match = typeof value === 'string' ? ISO.exec(value) : null;
  return match ? validDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

export const toIso = ({ year, month, day }: CalendarDate) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** `5.3.2026` -> 2026-03-05; null unless the text is a whole, real date with a four-digit year. */
export function parseDisplay(text: string): CalendarDate | null {
  const match = DISPLAY.exec(text);
  if (!match) return null;
  const [day, month, year] = match[1] ? [match[1], match[2], match[3]] : [match[4], match[5], match[6]];
  return validDate(Number(year), Number(month), Number(day));
}

// A day and a month with no year ("10.5", "10.5.", "10,5"), as the field's hint offers.
const DAY_MONTH = /^\s*(\d{1,2})\s*[./,\- ]\s*(\d{1,2})\s*[./,\- ]?\s*$/;

/**
 * `10.5.` with no year: the latest 10 May not after `latest` (the field's last allowed day, today
 * for an incident), so a date of this year costs no year typed; null for anything else.
 */
export function parseDayMonth(text: string, latest: CalendarDate): CalendarDate | null {
  const match = DAY_MONTH.exec(text);
  if (!match) return null;
  const [day, month] = [Number(match[1]), Number(match[2])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  // A 29 February looks back to the last leap year; a 31 April finds none.
  for (let year = latest.year; year > latest.year - 8; year -= 1) {
    const date = validDate(year, month, day);
    if (date && compareDates(date, latest) <= 0) return date;
  }
  return null;
}

export const formatDisplay = ({ year, month, day }: CalendarDate) => `${day}.${month}.${year}`;

/** The text to show for a form value: a stored date in d.M.yyyy, anything else as it is. */
export function displayOfValue(value: unknown): string {
  const date = parseIso(value);
  if (date) return formatDisplay(date);
  return typeof value === 'string' ? value : '';
}

/** The form value for typed text: the ISO date once complete, until then the text itself. */
export function valueOfDisplay(text: string): string {
  const date = parseDisplay(text);
  return date ? toIso(date) : text;
}

export const compareDates = (a: CalendarDate, b: CalendarDate) => toUtc(a).getTime() - toUtc(b).getTime();

export const addDays = (date: CalendarDate, days: number) => fromUtc(new Date(toUtc(date).getTime() + days * 86_400_000));

/** Same day in another month, or that month's last day (31 January + 1 month = 28/29 February). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** 0 = Monday ... 6 = Sunday: the week starts on Monday (SPEC §9). */
export const weekdayIndex = (date: CalendarDate) => (toUtc(date).getUTCDay() + 6) % 7;

export const startOfWeek = (date: CalendarDate) => addDays(date, -weekdayIndex(date));
export const endOfWeek = (date: CalendarDate) => addDays(date, 6 - weekdayIndex(date));

/** The month as weeks of seven cells, Monday first; days of other months are null. */
export function monthWeeks(year: number, month: number): Array<Array<CalendarDate | null>> {
  const first = { year, month, day: 1 };
  const cells: Array<CalendarDate | null> = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export function clampDate(date: CalendarDate, min: CalendarDate | null, max: CalendarDate | null): CalendarDate {
  if (max && compareDates(date, max) > 0) return max;
  if (min && compareDates(date, min) < 0) return min;
  return date;
}

/** Today in the user's own time zone: "max today" means their today, not UTC's. */
export function today(now = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** A Date at UTC midnight of the day, for Intl formatting with `timeZone: 'UTC'`. */
export const utcDate = toUtc;
