/**
 * How the product shows dates, times, bank accounts, addresses, phones and names (SPEC §3
 * "Address display", §9). Pure: the /summary screen, the /confirm screen and the server's PDF use
 * the same functions, so a value reads the same everywhere.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { answerLabel } from './option-labels.ts';
import { summaryLabel, type SummaryLocale } from './summary-labels.ts';

/** The insurer's time zone: a report saved at 23:30 UTC was saved "tomorrow" in Slovakia. */
export const DISPLAY_TIME_ZONE = 'Europe/Bratislava';

/** Slovakia, the home country (SPEC §9): its addresses are shown without a country. */
export const HOME_COUNTRY = 'SVK';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** Year … minute of an instant on the wall clock in Slovakia. */
// One formatter for all calls: making one costs about a millisecond, and the summary PDF and
// screens format many dates (the PDF's render spent ~4 % of its time here).
let localFormat: Intl.DateTimeFormat | undefined;

function localParts(instant: Date): LocalParts {
  localFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts = localFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value ?? NaN);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

function toInstant(value: string | Date): Date | undefined {
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

let englishMonth: Intl.DateTimeFormat | undefined;

/**
 * A calendar day as a reader of the language reads it: Slovak `10. 5. 2026` (SPEC §9 "day. month.
 * year"), English `10 May 2026` (day first, as in Slovakia, with the month in words so that no
 * English reader takes it for 5 October).
 */
function dayText(year: number, month: number, day: number, locale: SummaryLocale): string {
  if (locale === 'sk') return `${day}. ${month}. ${year}`;
  englishMonth ??= new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });
  return `${day} ${englishMonth.format(Date.UTC(2000, month - 1, 1))} ${year}`;
}

/**
 * `2026-05-10` → `10. 5. 2026` (or `10 May 2026` in English). A calendar date is shown as it is
 * (no time zone applies to it); an instant is shown as the date in Slovakia. Empty for no value or
 * one that is not a date.
 */
export function formatDate(value: string | Date | null | undefined, locale: SummaryLocale): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value);
    if (match) {
      const [, year, month, day] = match;
      return dayText(Number(year), Number(month), Number(day), locale);
    }
  }
  const instant = toInstant(value);
  if (!instant) return '';
  const { year, month, day } = localParts(instant);
  return dayText(year, month, day, locale);
}

/** `HH:mm` on the 24-hour clock in Slovakia (SPEC §9 "hours:minutes"). */
export function formatTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = toInstant(value);
  if (!instant) return '';
  const { hour, minute } = localParts(instant);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** `10. 5. 2026 14:05` (`10 May 2026 14:05`). */
export function formatDateTime(value: string | Date | null | undefined, locale: SummaryLocale): string {
  const date = formatDate(value, locale);
  return date ? `${date} ${formatTime(value)}` : '';
}

/**
 * When the incident happened (D23): its calendar date and, if the reporter gave it, its time on
 * the clock in Slovakia, `13. 5. 2026 14:30`; the date alone without a time.
 */
export function formatIncidentWhen(incident: { date?: string | null; time?: string | null }, locale: SummaryLocale): string {
  const date = formatDate(incident.date, locale);
  return date && incident.time ? `${date} ${incident.time}` : date;
}

/** An IBAN in groups of four characters (SPEC §9): `SK31 1200 0000 1987 4263 7541`. */
export function formatIban(value: string | null | undefined): string {
  const compact = (value ?? '').replace(/\s+/g, '').toUpperCase();
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}

export interface DisplayAddress {
  street?: string | null;
  buildingNumber?: string | null;
  registerNumber?: string | null;
  town?: string | null;
  postalCode?: string | null;
  country?: string | null;
  isUnspecified?: boolean | null;
}

/** Names of the countries a Slovak report mostly meets; any other shows its ISO code. */
const COUNTRY_NAMES: Record<string, MessageDescriptor> = {
  CZE: msg`Česko`,
  AUT: msg`Rakúsko`,
  HUN: msg`Maďarsko`,
  POL: msg`Poľsko`,
  UKR: msg`Ukrajina`,
  DEU: msg`Nemecko`,
  ITA: msg`Taliansko`,
  HRV: msg`Chorvátsko`,
  SVN: msg`Slovinsko`,
};

export function countryName(code: string, i18n: I18n): string {
  const name = COUNTRY_NAMES[code.toUpperCase()];
  return name ? i18n._(name) : code.toUpperCase();
}

const text = (value: string | null | undefined) => (value ?? '').trim();

/**
 * SPEC §3 "Address display": street with the register/building number ("Hlavná 123/12"), postal
 * code and town, the country when it is not Slovakia; "address unspecified" when the reporter
 * marked it so. A village without streets reads "Višňové 123, 013 23 Višňové", as Slovak post does.
 */
export function formatAddress(address: DisplayAddress | null | undefined, i18n: I18n): string {
  if (!address) return '';
  if (address.isUnspecified) return summaryLabel('address.unspecified', i18n);
  const number = [text(address.registerNumber), text(address.buildingNumber)].filter(Boolean).join('/');
  const street = text(address.street) || (number ? text(address.town) : '');
  const line = [street, number].filter(Boolean).join(' ');
  const town = [text(address.postalCode), text(address.town)].filter(Boolean).join(' ');
  const country = address.country && address.country.toUpperCase() !== HOME_COUNTRY ? countryName(address.country, i18n) : '';
  return [line, town, country].filter(Boolean).join(', ');
}

export interface DisplayPhone {
  prefix?: string | null;
  number?: string | null;
}

/**
 * The phone with its prefix: `+421 905 123 456`. A Slovak number of 9 digits is grouped by three
 * (SPEC §8's "9** *** ***"); others keep the reporter's own spacing, since their groupings differ.
 */
export function formatPhone(phone: DisplayPhone | null | undefined): string {
  const number = text(phone?.number).replace(/\s+/g, ' ');
  if (!number) return '';
  const rawPrefix = text(phone?.prefix) || '+421';
  const prefix = rawPrefix.startsWith('+') ? rawPrefix : `+${rawPrefix}`;
  const digits = number.replace(/\s/g, '');
  const grouped = prefix === '+421' && /^\d{9}$/.test(digits) ? digits.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3') : number;
  return `${prefix} ${grouped}`;
}

export interface DisplayParty {
  partyType?: 'PERSON' | 'BUSINESS' | null;
  firstName?: string | null;
  lastName?: string | null;
  businessName?: string | null;
}

/** A person's first and last name, or a business's name (its names when the name is missing). */
export function formatPartyName(party: DisplayParty | null | undefined): string {
  if (!party) return '';
  const person = [text(party.firstName), text(party.lastName)].filter(Boolean).join(' ');
  if (party.partyType === 'BUSINESS') return text(party.businessName) || person;
  return person;
}

/** A yes/no answer as the question's radios offered it (option-labels.ts); empty when unanswered. */
export function formatYesNo(value: boolean | null | undefined, i18n: I18n): string {
  if (value === null || value === undefined) return '';
  return i18n._(answerLabel(value).label);
}
