/**
 * Today's date on the insurer's calendar, the `today` every date rule is given (dates.ts). A module
 * of its own: every screen needs it, the date rules only some screens do.
 */

/** The insurer's calendar: an incident at 00:30 in Bratislava happened "today" there. */
const INSURER_TIME_ZONE = 'Europe/Bratislava';

// en-CA formats as yyyy-mm-dd. The server asks on every update: the formatter is made once
// (building one costs about 0.2 ms), and its answer kept for the UTC minute (formatting in a time
// zone showed as 1.2–1.6 % of update CPU under load). Slovakia's midnight falls on a whole minute
// (its UTC offsets are whole hours), so within one UTC minute the answer cannot change.
// It is made when first asked for, not when this module loads: a browser's first date formatter
// loads its calendar data (15–45 ms in Chromium here), which the app's start must not wait for.
let insurerDay: Intl.DateTimeFormat | undefined;
let lastMinute = NaN;
let lastDay = '';

/** The day's date in Slovakia as `yyyy-mm-dd`. */
export function todayInSlovakia(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute) {
    insurerDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: INSURER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    lastDay = insurerDay.format(now);
    lastMinute = minute;
  }
  return lastDay;
}
