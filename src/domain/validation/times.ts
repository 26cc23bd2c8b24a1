/**
 * The time of the incident (D23): optional, `HH:mm` on the 24-hour clock in Slovakia (SPEC §9
 * "time picker 24 hours, 60 minutes"). Together with the incident date it must not be in the
 * future. Like the dates, times are plain strings compared as strings; "now" is given by the
 * caller (`nowInSlovakia()` in production), so the browser and the server decide alike.
 */
import { parseDateInput, validateIncidentDate } from './dates.ts';
import { messages, type ValidationResult } from './messages.ts';
import { textField } from './schema-helpers.ts';
import { trimmed } from './text.ts';

export const HOURS_IN_DAY = 24;
export const MINUTES_IN_HOUR = 60;

/** `HH:mm` with leading zeros. */
export function toTime(hour: number, minute: number): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The hour and minute of a typed or stored time, or null when it is no time of day. */
export function timeParts(value: string | null | undefined): { hour: number; minute: number } | null {
  // `14:30`, `9:05`, `14.30` or `1430` (a phone's number pad has no colon); a space may follow the
  // separator. The pattern sits here, not at module level: mutation testing then runs only the
  // tests that reach it (stryker.config.mjs).
  const match = /^(\d{1,2})(?:[:.]\s*)?(\d{2})$/.exec(trimmed(value));
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour < HOURS_IN_DAY && minute < MINUTES_IN_HOUR ? { hour, minute } : null;
}

/** What the reporter typed (`9.05`, `0905`, `9:05`) as the API's `HH:mm` (`09:05`); null when it is no time. */
export function parseTimeInput(value: string | null | undefined): string | null {
  const parts = timeParts(value);
  return parts ? toTime(parts.hour, parts.minute) : null;
}

export interface IncidentTimeOptions {
  /** The incident date as typed or stored (`d.M.yyyy` or `yyyy-mm-dd`). */
  date: string | null | undefined;
  /** Today in Slovakia, `yyyy-mm-dd`. */
  today: string;
  /** The time now in Slovakia, `HH:mm`; without it a time on `today` is not compared. */
  now?: string;
}

/** D23: empty, or a time of day that, on the incident date, has already passed. */
export function validateIncidentTime(value: string | null | undefined, options: IncidentTimeOptions): ValidationResult {
  if (trimmed(value) === '') return undefined;
  const time = parseTimeInput(value);
  if (!time) return messages.timeFormat;
  // A date in the future has its own error; a time is "to come" only on today.
  const date = parseDateInput(options.date);
  return date === options.today && options.now !== undefined && time > options.now ? messages.timeInPast : undefined;
}

/**
 * The incident's date and optional time as the schemas of /general-info and
 * /responsible-party-details ask them (`incident.date`, `incident.time`).
 */
export function incidentWhenFields(context: { today: string; now?: () => string }) {
  return {
    date: textField((date) => validateIncidentDate(date, { today: context.today })),
    time: textField((time, { parent }) =>
      validateIncidentTime(time, { date: parent.date as string | null | undefined, today: context.today, now: context.now?.() }),
    ),
  };
}
