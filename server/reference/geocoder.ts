/**
 * Address look-ups through a Nominatim-compatible geocoder when GEOCODER_URL is set (DESIGN.md §2),
 * with the embedded gazetteer as the answer whenever the geocoder fails, is slow or answers
 * something that is not Nominatim's JSON: the address pickers keep working either way.
 *
 * Requests: GET {url}/search?format=jsonv2&addressdetails=1&limit=10&q=…[&countrycodes=sk] and
 * GET {url}/reverse?format=jsonv2&addressdetails=1&lat=…&lon=…, with a User-Agent naming the
 * application (Nominatim's usage policy asks for one) and the user's language.
 *
 * What is typed and where the map was clicked are personal data: they are never logged, not even
 * on failure (the warning says which look-up failed and why, nothing else).
 */
import { readFileSync } from 'node:fs';
import type { components } from '../../src/domain/openapi.gen.ts';
import type { Config } from '../config.ts';
import {
  countryAlpha2,
  countryAlpha3,
  REGISTER_NUMBER_COUNTRIES,
  reverseAddress as gazetteerReverse,
  searchAddresses as gazetteerSearch,
  type Address,
} from './gazetteer.ts';

export type { Address };
type LocatedAddress = components['schemas']['LocatedAddress'];

export interface GeocoderSettings {
  /** GEOCODER_URL: the base the paths /search and /reverse are added to. */
  url: string;
  /** GEOCODER_TIMEOUT_MS: the whole call, answer body included. */
  timeoutMs: number;
  userAgent: string;
  /** e.g. "sk, en;q=0.5": the names the user reads, where the geocoder has them. */
  acceptLanguage: string;
}

export type GeocoderFailure = 'timeout' | 'unreachable' | 'status' | 'invalid-answer';

export class GeocoderError extends Error {
  constructor(
    readonly reason: GeocoderFailure,
    /** The HTTP status ('status'), or the network error's code ('unreachable', e.g. ECONNREFUSED). */
    readonly detail?: number | string,
  ) {
    super(detail ? `geocoder ${reason} ${detail}` : `geocoder ${reason}`);
    this.name = 'GeocoderError';
  }
}

/** Whatever logs the warning: pino's (request.log) or a test's. */
export interface WarningLog {
  warn(object: Record<string, unknown>, message: string): void;
}

export const SEARCH_LIMIT = 10;
/** Nominatim's answers are a few kilobytes; more is not an answer to read. */
const MAX_ANSWER_BYTES = 1024 * 1024;
/** Longer values are not an address field but something else. */
const MAX_FIELD_LENGTH = 200;
// What the report stores of an address (openapi.yaml IncidentAddress): a longer value would be
// refused on save, so it is left for the user to type instead.
const LIMITS = { street: 100, town: 100, houseNumber: 41, postalCode: 12 } as const;
// The plain json format writes N, W and R.
const OSM_TYPES: Record<string, string> = { n: 'node', w: 'way', r: 'relation', node: 'node', way: 'way', relation: 'relation' };

// Nominatim's address keys, most specific first (https://nominatim.org/release-docs/latest/api/Output/).
const STREET_KEYS = ['road', 'pedestrian', 'footway', 'path', 'cycleway', 'bridleway', 'steps', 'square'] as const;
const TOWN_KEYS = ['city', 'town', 'village', 'municipality', 'hamlet'] as const;
const SLASHED_NUMBER = /^(\d+[A-Za-z]?)\s*\/\s*(\d+\s?[A-Za-z]?)$/;

// --- reading Nominatim's answer ---------------------------------------------------------------

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string field of the answer, trimmed; null when absent, empty or longer than `max`. */
function field(record: Record<string, unknown>, key: string, max = MAX_FIELD_LENGTH): string | null {
  const value = record[key];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().replace(/\s+/g, ' ');
  return trimmed && trimmed.length <= max ? trimmed : null;
}

/** Nominatim's coordinates are strings ("48.1486"); some compatible servers send numbers. */
function coordinate(value: unknown, limit: number): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/** "1234/5" -> register 1234, building 5 in Slovakia and Czechia; otherwise one building number. */
export function splitHouseNumber(
  houseNumber: string | null,
  country: string,
): { registerNumber: string | null; buildingNumber: string | null } {
  if (!houseNumber) return { registerNumber: null, buildingNumber: null };
  const slashed = REGISTER_NUMBER_COUNTRIES.has(country) ? SLASHED_NUMBER.exec(houseNumber) : null;
  return slashed
    ? { registerNumber: slashed[1]!, buildingNumber: slashed[2]!.replace(/\s/g, '') }
    : { registerNumber: null, buildingNumber: houseNumber };
}

/** Slovak and Czech postal codes are written "010 01". */
function postalCodeOf(postcode: string | null, country: string): string {
  if (!postcode) return '';
  const digits = postcode.replace(/\s/g, '');
  if (REGISTER_NUMBER_COUNTRIES.has(country) && /^\d{5}$/.test(digits)) return `${digits.slice(0, 3)} ${digits.slice(3)}`;
  return postcode;
}

function idOf(place: Record<string, unknown>): string | null {
  const osmType = field(place, 'osm_type');
  const osmId = field(place, 'osm_id');
  const type = osmType ? OSM_TYPES[osmType.toLowerCase()] : undefined;
  if (type && osmId && /^\d{1,20}$/.test(osmId)) return `osm:${type}:${osmId}`;
  const placeId = field(place, 'place_id');
  if (placeId && /^\d{1,20}$/.test(placeId)) return `place:${placeId}`;
  return null;
}

/**
 * One place of Nominatim's jsonv2 answer as the contract's LocatedAddress; null when it lacks what
 * an address needs (coordinates, a country ISO 3166 knows, an id).
 */
export function fromNominatim(place: unknown): LocatedAddress | null {
  if (!isRecord(place)) return null;
  const details = isRecord(place.address) ? place.address : {};
  const lat = coordinate(place.lat, 90);
  const lon = coordinate(place.lon, 180);
  const countryCode = field(details, 'country_code');
  const country = countryCode && /^[a-z]{2}$/i.test(countryCode) ? countryAlpha3(countryCode) : undefined;
  const id = idOf(place);
  if (lat === null || lon === null || !country || !id) return null;
  const street = STREET_KEYS.map((key) => field(details, key, LIMITS.street)).find(Boolean) ?? null;
  const town = TOWN_KEYS.map((key) => field(details, key, LIMITS.town)).find(Boolean) ?? '';
  const numbers = splitHouseNumber(field(details, 'house_number', LIMITS.houseNumber), country);
  return {
    id,
    street,
    // 20 characters each (IncidentAddress).
    registerNumber: numbers.registerNumber && numbers.registerNumber.length <= 20 ? numbers.registerNumber : null,
    buildingNumber: numbers.buildingNumber && numbers.buildingNumber.length <= 20 ? numbers.buildingNumber : null,
    town,
    postalCode: postalCodeOf(field(details, 'postcode', LIMITS.postalCode), country),
    country,
    lat,
    lon,
  };
}

// --- calling the geocoder ---------------------------------------------------------------------

/** The body as JSON, read within the size limit; GeocoderError when it is not. */
async function readJson(response: Response): Promise<unknown> {
  if (!response.body) throw new GeocoderError('invalid-answer');
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new GeocoderError('invalid-answer');
    }
    chunks.push(value);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new GeocoderError('invalid-answer');
  }
}

async function call(settings: GeocoderSettings, path: 'search' | 'reverse', parameters: Record<string, string>): Promise<unknown> {
  const base = settings.url.endsWith('/') ? settings.url : `${settings.url}/`;
  const url = new URL(path, base);
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
  const signal = AbortSignal.timeout(settings.timeoutMs);
  try {
    const response = await fetch(url, {
      headers: { 'User-Agent': settings.userAgent, 'Accept-Language': settings.acceptLanguage, Accept: 'application/json' },
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new GeocoderError('status', response.status);
    }
    return await readJson(response);
  } catch (error) {
    if (error instanceof GeocoderError) throw error;
    // An abort by the timeout surfaces as a TimeoutError or AbortError, in fetch or in the body.
    if (signal.aborted) throw new GeocoderError('timeout');
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    throw new GeocoderError('unreachable', typeof code === 'string' && /^[A-Z_]{2,40}$/.test(code) ? code : undefined);
  }
}

/**
 * Nominatim's search: the places it found, best first, as LocatedAddresses. Places without a town
 * (a country, a region, a river) are left out. Throws GeocoderError when the answer is not a list.
 */
export async function geocoderSearch(
  settings: GeocoderSettings,
  query: string,
  options: { country?: string } = {},
): Promise<LocatedAddress[]> {
  const parameters: Record<string, string> = { format: 'jsonv2', addressdetails: '1', limit: String(SEARCH_LIMIT), q: query };
  if (options.country) {
    const alpha2 = countryAlpha2(options.country);
    // A code ISO 3166 does not assign is no country anyone is in.
    if (!alpha2) return [];
    parameters.countrycodes = alpha2.toLowerCase();
  }
  const answer = await call(settings, 'search', parameters);
  if (!Array.isArray(answer)) throw new GeocoderError('invalid-answer');
  const addresses = answer.map(fromNominatim);
  // A list of which not one entry is a place is not Nominatim's answer.
  if (answer.length > 0 && addresses.every((address) => address === null)) throw new GeocoderError('invalid-answer');
  const seen = new Set<string>();
  return addresses.filter((address): address is LocatedAddress => {
    if (!address || !address.town || seen.has(address.id)) return false;
    seen.add(address.id);
    return true;
  });
}

/**
 * Nominatim's reverse look-up: the address at the point, null where there is none (Nominatim
 * answers `{"error": "Unable to geocode"}` in the sea). Throws GeocoderError on anything else.
 */
export async function geocoderReverse(settings: GeocoderSettings, lat: number, lon: number): Promise<LocatedAddress | null> {
  const answer = await call(settings, 'reverse', { format: 'jsonv2', addressdetails: '1', lat: String(lat), lon: String(lon) });
  if (isRecord(answer) && typeof answer.error === 'string' && answer.lat === undefined) return null;
  const address = fromNominatim(answer);
  if (!address) throw new GeocoderError('invalid-answer');
  return address;
}

let userAgent: string | undefined;

/**
 * The geocoder settings for a request in the user's language, or undefined when GEOCODER_URL is
 * not set. The User-Agent names the application, its version and where it runs.
 */
export function geocoderSettings(config: Config, locale: 'sk' | 'en'): GeocoderSettings | undefined {
  if (!config.geocoderUrl) return undefined;
  if (!userAgent) {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { name: string; version: string };
    userAgent = `${pkg.name}/${pkg.version}`;
  }
  return {
    url: config.geocoderUrl,
    timeoutMs: config.geocoderTimeoutMs,
    userAgent: `${userAgent} (+${config.publicUrl})`,
    acceptLanguage: locale === 'en' ? 'en, sk;q=0.5' : 'sk, en;q=0.5',
  };
}

// --- with the gazetteer behind it -------------------------------------------------------------

export interface AddressLookup {
  search(query: string, options?: { country?: string }): Promise<LocatedAddress[]>;
  reverse(lat: number, lon: number): Promise<LocatedAddress | null>;
  /** Where the answers come from. */
  source: 'geocoder' | 'gazetteer';
}

function warnFallback(log: WarningLog, lookup: 'search' | 'reverse', error: unknown): void {
  const failure =
    error instanceof GeocoderError ? { reason: error.reason, ...(error.detail ? { detail: error.detail } : {}) } : { reason: 'error' };
  // No query text, no coordinates, no URL (it carries both): only which look-up and why.
  log.warn({ geocoder: lookup, ...failure }, 'geocoder failed, answered from the embedded gazetteer');
}

/**
 * The address look-ups of the API: the geocoder when one is configured, else (and whenever it
 * fails) the embedded gazetteer.
 */
export function addressLookup(settings: GeocoderSettings | undefined, log: WarningLog): AddressLookup {
  const fromGazetteer = {
    search: async (query: string, options: { country?: string } = {}) =>
      gazetteerSearch(query, { ...(options.country ? { country: options.country } : {}), limit: SEARCH_LIMIT }),
    reverse: async (lat: number, lon: number) => gazetteerReverse(lat, lon),
  };
  if (!settings) return { ...fromGazetteer, source: 'gazetteer' };
  return {
    source: 'geocoder',
    async search(query, options = {}) {
      try {
        return await geocoderSearch(settings, query, options);
      } catch (error) {
        warnFallback(log, 'search', error);
        return fromGazetteer.search(query, options);
      }
    },
    async reverse(lat, lon) {
      try {
        return await geocoderReverse(settings, lat, lon);
      } catch (error) {
        warnFallback(log, 'reverse', error);
        return fromGazetteer.reverse(lat, lon);
      }
    },
  };
}
