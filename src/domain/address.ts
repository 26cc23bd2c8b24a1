/**
 * The addresses of the map screens (SPEC §2 /incident-map, /car-repair-map,
 * /incident-inspection-address; docs/decisions.md "Map screens"): between what the look-ups find
 * (`LocatedAddress`), what the address fields hold, and what the document stores (`IncidentAddress`,
 * `Address`). Pure: no React, no Leaflet, no calls.
 */
import { HOME_COUNTRY } from './format.ts';
import type { components } from './openapi.gen.ts';

type Schemas = components['schemas'];

/** A place found by the address search or the reverse look-up. */
export type LocatedAddress = Schemas['LocatedAddress'];
/** The incident's address: an Address with the id of the place picked on the map. */
export type IncidentAddress = Schemas['IncidentAddress'];
/** The inspection address, a repair shop's address. */
export type Address = Schemas['Address'];
export type RepairShop = Schemas['RepairShop'];
/** The maps' own basemap when no tile server is configured (GET /v1/lookup/basemap). */
export type Basemap = Schemas['Basemap'];
export type CarRepairService = Schemas['CarRepairService'];
export type RepairServiceKind = RepairShop['services'][number];
export type RepairOption = RepairShop['options'][number];

export { HOME_COUNTRY };

export interface Point {
  lat: number;
  lon: number;
}

/** openapi.yaml's lengths of the address fields (`ShortText`, `IncidentAddress`). */
export const ADDRESS_LIMITS = {
  street: 100,
  buildingNumber: 20,
  registerNumber: 20,
  town: 100,
  postalCode: 12,
} as const;

/**
 * The countries the country select offers: Slovakia and the countries a Slovak report mostly
 * meets (its neighbours and the usual holiday routes). A look-up that finds a place elsewhere
 * adds that country to the select.
 */
export const COUNTRY_CHOICES = ['SVK', 'CZE', 'AUT', 'HUN', 'POL', 'UKR', 'DEU', 'ITA', 'HRV', 'SVN'] as const;

/** The services of a contracted repair shop and its options, in the order the screen lists them. */
export const REPAIR_SERVICE_KINDS: readonly RepairServiceKind[] = ['GENERAL', 'GLASS', 'HAIL'];
export const REPAIR_OPTIONS: readonly RepairOption[] = ['REPLACEMENT_VEHICLE', 'CLIENT_PICKUP', 'TOWING'];

/**
 * The address as the fields of the picker hold it: text in every input ('' for none), the point
 * of the map (null before one is picked) and the id of the place the look-up named.
 */
export interface AddressFormValue {
  id: string;
  street: string;
  buildingNumber: string;
  registerNumber: string;
  town: string;
  postalCode: string;
  /** ISO 3166-1 alpha-3. */
  country: string;
  lat: number | null;
  lon: number | null;
  /**
   * "Adresa neurčená": the point (or, failing that, the town) is kept, the other fields are not
   * asked for (docs/decisions.md "Map screens").
   */
  isUnspecified: boolean;
}

type Text = string | null | undefined;
const text = (value: Text): string => (value ?? '').trim();
const orNull = (value: Text): string | null => text(value) || null;

/** Text compared as a person reads it: case, diacritics and spacing do not count. */
export function foldText(value: Text): string {
  return text(value)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

export const EMPTY_ADDRESS: AddressFormValue = {
  id: '',
  street: '',
  buildingNumber: '',
  registerNumber: '',
  town: '',
  postalCode: '',
  country: HOME_COUNTRY,
  lat: null,
  lon: null,
  isUnspecified: false,
};

const isCoordinate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The point of an address, when it has one. */
export function pointOf(address: { lat?: number | null; lon?: number | null } | null | undefined): Point | null {
  return address && isCoordinate(address.lat) && isCoordinate(address.lon) ? { lat: address.lat, lon: address.lon } : null;
}

/** SPEC "Home country SVK": true for Slovakia (and for an address that names no country). */
export function isHomeCountry(country: Text): boolean {
  const code = text(country).toUpperCase();
  return code === '' || code === HOME_COUNTRY;
}

/**
 * A stored address that was picked and confirmed: with a town, or marked unspecified with a place
 * on the map instead. The server's completeness check asks the same.
 */
export function isStoredAddress(address: (Address & { id?: string | null }) | null | undefined): boolean {
  if (!address) return false;
  return text(address.town) !== '' || (address.isUnspecified === true && pointOf(address) !== null);
}

/** The fields' values for a stored address (the incident's, the inspection's), or empty ones. */
export function addressFormValue(stored: (Address & { id?: string | null }) | null | undefined): AddressFormValue {
  if (!stored) return { ...EMPTY_ADDRESS };
  const point = pointOf(stored);
  return {
    id: stored.id ?? '',
    street: stored.street ?? '',
    buildingNumber: stored.buildingNumber ?? '',
    registerNumber: stored.registerNumber ?? '',
    town: stored.town ?? '',
    postalCode: stored.postalCode ?? '',
    country: text(stored.country).toUpperCase() || HOME_COUNTRY,
    lat: point?.lat ?? null,
    lon: point?.lon ?? null,
    isUnspecified: stored.isUnspecified === true,
  };
}

/**
 * A search result picked from the list: every field and the point from the result. Picking a
 * named address also takes back "address unspecified" (the reporter has just named one).
 */
export function addressFromLocated(located: LocatedAddress): AddressFormValue {
  return {
    id: located.id,
    street: located.street ?? '',
    buildingNumber: located.buildingNumber ?? '',
    registerNumber: located.registerNumber ?? '',
    town: located.town,
    postalCode: located.postalCode,
    country: text(located.country).toUpperCase() || HOME_COUNTRY,
    lat: located.lat,
    lon: located.lon,
    isUnspecified: false,
  };
}

/**
 * A point picked on the map (a click, the pin dragged), with what the reverse look-up found there:
 * - nothing found, or the look-up failed (`null`): the point moves, the fields stay as they are
 *   (the reporter checks and corrects them; nothing typed is lost);
 * - the same town as the fields hold, and the look-up knows no street (the embedded gazetteer never
 *   does): the town's postal code and country are taken, the street and numbers the reporter typed
 *   stay — moving the pin a few metres must not wipe them;
 * - otherwise: every field from the look-up.
 * "Address unspecified" stays as it was: its point is what moves.
 */
export function addressAtPoint(current: AddressFormValue, point: Point, located: LocatedAddress | null): AddressFormValue {
  if (!located) return { ...current, id: '', lat: point.lat, lon: point.lon };
  const found = addressFromLocated(located);
  const sameTown =
    foldText(found.town) === foldText(current.town) && found.country === (text(current.country).toUpperCase() || HOME_COUNTRY);
  const keepStreet = sameTown && text(located.street) === '';
  return {
    ...found,
    street: keepStreet ? current.street : found.street,
    buildingNumber: keepStreet ? current.buildingNumber : found.buildingNumber,
    registerNumber: keepStreet ? current.registerNumber : found.registerNumber,
    postalCode: found.postalCode || (sameTown ? current.postalCode : ''),
    lat: point.lat,
    lon: point.lon,
    isUnspecified: current.isUnspecified,
  };
}

/** A Slovak postal code as the post writes it: "81101" and "811 01" are "811 01". */
export function formatPostalCode(postalCode: Text, country: Text): string {
  const value = text(postalCode);
  if (!isHomeCountry(country)) return value;
  const match = /^(\d{3})\s*(\d{2})$/.exec(value);
  return match ? `${match[1]} ${match[2]}` : value;
}

/** A Slovak postal code is five digits ("811 01"); elsewhere any text up to the limit. */
export function isValidPostalCode(postalCode: Text, country: Text): boolean {
  const value = text(postalCode);
  if (value === '') return true;
  if (!isHomeCountry(country)) return value.length <= ADDRESS_LIMITS.postalCode;
  return /^\d{3}\s?\d{2}$/.test(value);
}

/**
 * Whether "Potvrdiť adresu" can confirm these values: they need a town (typed by hand when the
 * search does not work, docs/decisions.md "Map screens"). The field formats are the schema's
 * (address-schemas.ts). An address marked unspecified needs no confirmation (`isUnspecifiedPlaced`).
 */
export function isConfirmable(address: AddressFormValue): boolean {
  return text(address.town) !== '';
}

/**
 * An address marked unspecified is enough with a place marked on the map or,
 * failing that, the town; nothing else is asked and "Potvrdiť adresu" is not needed.
 */
export function isUnspecifiedPlaced(address: AddressFormValue): boolean {
  return address.isUnspecified && (pointOf(address) !== null || text(address.town) !== '');
}

/**
 * What /incident-map stores (openapi `IncidentAddress`): the fields trimmed (null when empty), the
 * Slovak postal code written "811 01". An unspecified address keeps only its point, its town (when
 * known: the look-up's, or typed where no point was marked) and its country.
 */
export function incidentAddressPatch(address: AddressFormValue): Required<IncidentAddress> {
  const unspecified = address.isUnspecified;
  const country = text(address.country).toUpperCase() || HOME_COUNTRY;
  const point = pointOf(address);
  return {
    id: unspecified ? null : orNull(address.id),
    street: unspecified ? null : orNull(address.street),
    buildingNumber: unspecified ? null : orNull(address.buildingNumber),
    registerNumber: unspecified ? null : orNull(address.registerNumber),
    town: orNull(address.town),
    postalCode: unspecified ? null : orNull(formatPostalCode(address.postalCode, country)),
    country,
    lat: point?.lat ?? null,
    lon: point?.lon ?? null,
    isUnspecified: unspecified,
  };
}

/** What /incident-inspection-address stores (openapi `Address`): as the incident's, without the place id. */
export function inspectionAddressPatch(address: AddressFormValue): Required<Address> {
  const { id: _id, ...rest } = incidentAddressPatch(address);
  return rest;
}

/**
 * One string per address as it would be stored: "Potvrdiť adresu" remembers it, and the address
 * counts as confirmed while the fields still give the same string. Any change of the point or of
 * a field that is stored therefore asks for confirmation again.
 */
export function addressKey(address: AddressFormValue): string {
  return JSON.stringify(incidentAddressPatch(address));
}

/** True when `confirmedKey` (what "Potvrdiť adresu" remembered) still matches the address. */
export function isAddressConfirmed(address: AddressFormValue, confirmedKey: string | null | undefined): boolean {
  return !!confirmedKey && confirmedKey === addressKey(address);
}

// --- repair shops -------------------------------------------------------------------------

/** What choosing a shop stores (openapi `CarRepairService`). */
export function carRepairServiceOf(shop: RepairShop): CarRepairService {
  return { objId: shop.id, companyName: shop.companyName, address: shop.address, phone: shop.phone };
}

/** "2,3 km" / "2.3 km": a distance to 100 m in the reader's language. */
export function formatDistance(km: number, locale: string): string {
  const number = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'sk-SK', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    km,
  );
  return `${number}\u00a0km`;
}

/**
 * The service filter the shop list starts with: glass damage (reasons `1_GLASS`,
 * `1_LIABILITY_GLASS`) looks for car-glass shops, hail damage (`1_HAIL`, `1_LIABILITY_HAIL`) for
 * hail repairs; any other reason, or none, starts without a filter. The reporter may untick it.
 */
export function suggestedRepairKinds(reasonId: string | null | undefined): RepairServiceKind[] {
  if (reasonId === '1_GLASS' || reasonId === '1_LIABILITY_GLASS') return ['GLASS'];
  if (reasonId === '1_HAIL' || reasonId === '1_LIABILITY_HAIL') return ['HAIL'];
  return [];
}
