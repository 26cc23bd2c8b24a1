/**
 * Today's date on the insurer's calendar, the `today` every date rule is given (dates.ts). A module
 * of its own: every screen needs it, the date rules only some screens do.
 *
 * Slovakia keeps Central European Time, UTC+1, and summer time, UTC+2, from 01:00 UTC on the last
 * Sunday of March to 01:00 UTC on the last Sunday of October, as the whole EU does (Directive
 * 2000/84/EC). The rule is worked out here rather than asked of Intl with 'Europe/Bratislava':
 * a browser's first date formatter loads its calendar data, 15–45 ms in Chromium here and more on a
 * phone, which the first screen with a date would wait for. tests/domain/dates.test.ts checks the
 * rule against the time-zone database hour by hour, so a change of the law shows there.
 */

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based), when EU clocks change. */
function clockChange(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** The wall clock in Slovakia as an ISO text, `yyyy-mm-ddTHH:mm:…`. */
function slovakClock(now: Date): string {
  const time = now.getTime();
  const year = now.getUTCFullYear();
  const summer = time >= clockChange(year, 2) && time < clockChange(year, 9);
  return new Date(time + (summer ? 2 : 1) * HOUR_MS).toISOString();
}

/** The day's date in Slovakia as `yyyy-mm-dd` (an incident at 00:30 in Bratislava happened "today" there). */
export function todayInSlovakia(now: Date = new Date()): string {
  return slovakClock(now).slice(0, 10);
}

/** The date and the time (`HH:mm`) in Slovakia: an incident time later than this is in the future (D23). */
export function nowInSlovakia(now: Date = new Date()): { date: string; time: string } {
  const clock = slovakClock(now);
  return { date: clock.slice(0, 10), time: clock.slice(11, 16) };
}
