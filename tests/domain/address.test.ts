import { describe, expect, it } from 'vitest';
import {
  EMPTY_ADDRESS,
  addressAtPoint,
  addressFormValue,
  addressFromLocated,
  addressKey,
  carRepairServiceOf,
  formatDistance,
  formatPostalCode,
  incidentAddressPatch,
  inspectionAddressPatch,
  isAddressConfirmed,
  isConfirmable,
  isUnspecifiedPlaced,
  isHomeCountry,
  isStoredAddress,
  isValidPostalCode,
  pointOf,
  suggestedRepairKinds,
  type AddressFormValue,
  type LocatedAddress,
  type RepairShop,
} from '../../src/domain/address.ts';
import { addressFieldsSchema, incidentMapSchema, inspectionAddressSchema } from '../../src/domain/validation/address-schemas.ts';
import { collectErrors } from '../../src/domain/validation/schema-helpers.ts';
import { PREFIXES } from './support.ts';

/** A place as the embedded gazetteer answers it: a town, no street. */
const BRATISLAVA: LocatedAddress = {
  id: 'SVK-Bratislava-bratislava',
  street: null,
  buildingNumber: null,
  registerNumber: null,
  town: 'Bratislava',
  postalCode: '811 01',
  country: 'SVK',
  lat: 48.1486,
  lon: 17.1077,
};
const KOSICE: LocatedAddress = { ...BRATISLAVA, id: 'SVK-Kosice-kosice', town: 'Košice', postalCode: '040 01', lat: 48.7164, lon: 21.2611 };
const HLAVNA_KOSICE: LocatedAddress = {
  ...KOSICE,
  id: 'SVK-Kosice-hlavna',
  street: 'Hlavná',
  registerNumber: '1234',
  buildingNumber: '12',
};

const typed = (fields: Partial<AddressFormValue>): AddressFormValue => ({ ...EMPTY_ADDRESS, ...fields });

describe('addresses from the look-ups', () => {
  it('a search result fills every field and the point, and takes back "address unspecified"', () => {
    expect(addressFromLocated(HLAVNA_KOSICE)).toEqual({
      id: 'SVK-Kosice-hlavna',
      street: 'Hlavná',
      buildingNumber: '12',
      registerNumber: '1234',
      town: 'Košice',
      postalCode: '040 01',
      country: 'SVK',
      lat: 48.7164,
      lon: 21.2611,
      isUnspecified: false,
    });
  });

  it('a point in the same town keeps the street and numbers typed by hand (the gazetteer knows no streets)', () => {
    const current = typed({
      id: BRATISLAVA.id,
      street: 'Obchodná',
      buildingNumber: '5',
      town: 'bratislava',
      postalCode: '',
      lat: 48.1486,
      lon: 17.1077,
    });
    expect(addressAtPoint(current, { lat: 48.15, lon: 17.11 }, BRATISLAVA)).toEqual({
      id: BRATISLAVA.id,
      street: 'Obchodná',
      buildingNumber: '5',
      registerNumber: '',
      town: 'Bratislava',
      postalCode: '811 01',
      country: 'SVK',
      lat: 48.15,
      lon: 17.11,
      isUnspecified: false,
    });
  });

  it('a point in another town replaces every field', () => {
    const current = typed({ street: 'Obchodná', buildingNumber: '5', town: 'Bratislava', postalCode: '811 01' });
    expect(addressAtPoint(current, { lat: 48.72, lon: 21.26 }, KOSICE)).toMatchObject({
      id: KOSICE.id,
      street: '',
      buildingNumber: '',
      town: 'Košice',
      postalCode: '040 01',
      lat: 48.72,
      lon: 21.26,
    });
  });

  it('a point the look-up knows a street for takes that street, even in the same town', () => {
    const current = typed({ street: 'Mlynská', buildingNumber: '1', town: 'Košice' });
    expect(addressAtPoint(current, { lat: 48.72, lon: 21.26 }, HLAVNA_KOSICE)).toMatchObject({
      street: 'Hlavná',
      registerNumber: '1234',
      buildingNumber: '12',
    });
  });

  it('a point where nothing is known (or the look-up failed) moves the pin and keeps the fields', () => {
    const current = typed({ id: KOSICE.id, street: 'Hlavná', town: 'Košice', lat: 1, lon: 2 });
    expect(addressAtPoint(current, { lat: 48.5, lon: 20.1 }, null)).toEqual({ ...current, id: '', lat: 48.5, lon: 20.1 });
  });

  it('moving the point of an unspecified address keeps it unspecified', () => {
    expect(addressAtPoint(typed({ isUnspecified: true }), { lat: 48.5, lon: 20.1 }, KOSICE).isUnspecified).toBe(true);
  });
});

describe('stored addresses', () => {
  it.each([
    [undefined, false],
    [null, false],
    [{}, false],
    [{ town: '  ' }, false],
    [{ town: 'Nitra' }, true],
    // Unspecified needs a place on the map or, failing that, the town.
    [{ isUnspecified: true }, false],
    [{ isUnspecified: true, lat: 48.3, lon: 18.1 }, true],
    [{ isUnspecified: true, town: 'Nitra' }, true],
  ])('%j counts as picked: %s', (stored, expected) => {
    expect(isStoredAddress(stored)).toBe(expected);
  });

  it('fills the fields from a stored address (null as empty text, SVK when no country)', () => {
    expect(addressFormValue({ id: 'x', street: null, town: 'Nitra', postalCode: '949 01', lat: 48.3, lon: 18.1 })).toEqual({
      id: 'x',
      street: '',
      buildingNumber: '',
      registerNumber: '',
      town: 'Nitra',
      postalCode: '949 01',
      country: 'SVK',
      lat: 48.3,
      lon: 18.1,
      isUnspecified: false,
    });
    expect(addressFormValue(null)).toEqual(EMPTY_ADDRESS);
  });

  it.each([
    [
      { lat: 48.1, lon: 17.1 },
      { lat: 48.1, lon: 17.1 },
    ],
    [
      { lat: 0, lon: 0 },
      { lat: 0, lon: 0 },
    ],
    [{ lat: null, lon: 17.1 }, null],
    [{ lat: 48.1 }, null],
    [null, null],
  ])('the point of %j is %j', (address, point) => {
    expect(pointOf(address)).toEqual(point);
  });
});

describe('SPEC "Home country SVK"', () => {
  it.each([
    ['SVK', true],
    ['svk', true],
    ['', true],
    [null, true],
    ['AUT', false],
    ['CZE', false],
  ])('%j is Slovakia: %s', (country, expected) => {
    expect(isHomeCountry(country)).toBe(expected);
  });
});

describe('postal codes', () => {
  it.each([
    ['81101', 'SVK', '811 01', true],
    ['811 01', 'SVK', '811 01', true],
    ['  040 01 ', 'SVK', '040 01', true],
    ['', 'SVK', '', true],
    ['8110', 'SVK', '8110', false],
    ['811 011', 'SVK', '811 011', false],
    ['SW1A 1AA', 'SVK', 'SW1A 1AA', false],
    ['1010', 'AUT', '1010', true],
    ['SW1A 1AA', 'GBR', 'SW1A 1AA', true],
    ['1234567890123', 'AUT', '1234567890123', false],
  ])('%j in %s is written %j, valid: %s', (code, country, written, valid) => {
    expect(formatPostalCode(code, country)).toBe(written);
    expect(isValidPostalCode(code, country)).toBe(valid);
  });
});

describe('what "Potvrdiť adresu" accepts and what is stored', () => {
  it.each([
    [typed({}), false],
    [typed({ street: 'Hlavná', buildingNumber: '12' }), false],
    [typed({ town: ' ' }), false],
    [typed({ town: 'Košice' }), true],
  ])('%j is confirmable: %s', (address, expected) => {
    expect(isConfirmable(address)).toBe(expected);
  });

  it.each([
    [typed({ isUnspecified: true }), false],
    [typed({ isUnspecified: true, town: ' ' }), false],
    [typed({ isUnspecified: true, lat: 48.7, lon: 21.2 }), true],
    [typed({ isUnspecified: true, town: 'Košice' }), true],
    [typed({ town: 'Košice', lat: 48.7, lon: 21.2 }), false],
  ])('%j is an unspecified address with its place: %s', (address, expected) => {
    expect(isUnspecifiedPlaced(address)).toBe(expected);
  });

  it('stores the fields trimmed, empty ones as null, the postal code written the Slovak way', () => {
    const address = typed({
      id: 'SVK-x',
      street: ' Hlavná ',
      buildingNumber: '12',
      town: 'Košice ',
      postalCode: '04001',
      lat: 48.7,
      lon: 21.2,
    });
    expect(incidentAddressPatch(address)).toEqual({
      id: 'SVK-x',
      street: 'Hlavná',
      buildingNumber: '12',
      registerNumber: null,
      town: 'Košice',
      postalCode: '040 01',
      country: 'SVK',
      lat: 48.7,
      lon: 21.2,
      isUnspecified: false,
    });
    expect(inspectionAddressPatch(address)).not.toHaveProperty('id');
  });

  it('an unspecified address keeps only its point, its town and its country', () => {
    const address = typed({ id: 'SVK-x', street: 'Hlavná', town: 'Košice', country: 'AUT', lat: 48.7, lon: 21.2, isUnspecified: true });
    expect(incidentAddressPatch(address)).toEqual({
      id: null,
      street: null,
      buildingNumber: null,
      registerNumber: null,
      town: 'Košice',
      postalCode: null,
      country: 'AUT',
      lat: 48.7,
      lon: 21.2,
      isUnspecified: true,
    });
  });

  it('an address stays confirmed until a stored part of it changes', () => {
    const address = typed({ street: 'Hlavná', town: 'Košice', lat: 48.7, lon: 21.2 });
    const key = addressKey(address);
    expect(isAddressConfirmed(address, key)).toBe(true);
    expect(isAddressConfirmed({ ...address, street: ' Hlavná ' }, key)).toBe(true);
    expect(isAddressConfirmed({ ...address, street: 'Mlynská' }, key)).toBe(false);
    expect(isAddressConfirmed({ ...address, lat: 48.71 }, key)).toBe(false);
    expect(isAddressConfirmed({ ...address, isUnspecified: true }, key)).toBe(false);
    expect(isAddressConfirmed(address, null)).toBe(false);
  });
});

describe('address schemas', () => {
  const ids = async (schema: Parameters<typeof collectErrors>[0], values: unknown) =>
    Object.fromEntries(Object.entries(await collectErrors(schema, values)).map(([path, message]) => [path, message.id]));

  it('the town is required unless the address is unspecified; the lengths are the contract’s', async () => {
    expect(await ids(addressFieldsSchema(), typed({}))).toEqual({ town: 'validation.required' });
    expect(await ids(addressFieldsSchema(), typed({ isUnspecified: true }))).toEqual({});
    expect(
      await ids(
        addressFieldsSchema(),
        typed({ town: 'x'.repeat(101), street: 'x'.repeat(101), buildingNumber: '1'.repeat(21), postalCode: '123' }),
      ),
    ).toEqual({
      town: 'validation.maxLength',
      street: 'validation.maxLength',
      buildingNumber: 'validation.maxLength',
      postalCode: 'validation.invalid',
    });
    expect(await ids(addressFieldsSchema(), typed({ town: 'Wien', country: 'AUT', postalCode: '1010' }))).toEqual({});
    expect(await ids(addressFieldsSchema(), typed({ town: 'Wien', country: '' }))).toEqual({ country: 'validation.requiredOption' });
  });

  it('/incident-map needs an address picked (SPEC §8); Continue confirms the one shown (D36)', async () => {
    const address = typed({ town: 'Košice' });
    expect(await ids(incidentMapSchema(), { incident: { address: typed({}) }, addressConfirmed: null })).toEqual({
      'incident.address.town': 'validation.required',
      addressConfirmed: 'validation.addressNotConfirmed',
    });
    expect(await ids(incidentMapSchema(), { incident: { address }, addressConfirmed: null })).toEqual({});
    // Unspecified needs no confirmation, only a place on the map or the town.
    const unspecified = typed({ isUnspecified: true });
    expect(await ids(incidentMapSchema(), { incident: { address: unspecified }, addressConfirmed: null })).toEqual({
      addressConfirmed: 'validation.unspecifiedAddressPlace',
    });
    for (const placed of [
      { ...unspecified, lat: 48.7, lon: 21.2 },
      { ...unspecified, town: 'Košice' },
    ]) {
      expect(await ids(incidentMapSchema(), { incident: { address: placed }, addressConfirmed: null })).toEqual({});
    }
  });

  it('/incident-inspection-address: a choice; another address needs its fields and confirmation; a separate contact person needs a last name and a contact', async () => {
    const schema = inspectionAddressSchema({ allowedPrefixes: PREFIXES });
    const nobody = { isSeparate: false, firstName: '', lastName: '', email: '', phone: { prefix: '+421', number: '' } };
    const address = typed({});
    expect(
      await ids(schema, {
        inspectionPlace: null,
        incident: { inspectionAddress: address },
        addressConfirmed: null,
        parties: { inspectionContactPerson: nobody },
      }),
    ).toEqual({
      inspectionPlace: 'validation.requiredOption',
    });
    expect(
      await ids(schema, {
        inspectionPlace: 'incident',
        incident: { inspectionAddress: address },
        addressConfirmed: null,
        parties: { inspectionContactPerson: nobody },
      }),
    ).toEqual({});
    expect(
      await ids(schema, {
        inspectionPlace: 'other',
        incident: { inspectionAddress: address },
        addressConfirmed: null,
        parties: { inspectionContactPerson: nobody },
      }),
    ).toEqual({
      'incident.inspectionAddress.town': 'validation.required',
      addressConfirmed: 'validation.addressNotConfirmed',
    });
    const someone = { ...nobody, isSeparate: true };
    expect(
      await ids(schema, {
        inspectionPlace: 'incident',
        incident: { inspectionAddress: address },
        addressConfirmed: null,
        parties: { inspectionContactPerson: someone },
      }),
    ).toEqual({
      'parties.inspectionContactPerson.lastName': 'validation.required',
      'parties.inspectionContactPerson.email': 'validation.contactRequired',
      'parties.inspectionContactPerson.phone.number': 'validation.contactRequired',
    });
  });
});

describe('repair shops', () => {
  const shop: RepairShop = {
    id: 'RS001',
    companyName: 'Karoséria Ružinov, s.r.o.',
    address: { street: 'Galvaniho', buildingNumber: '17', town: 'Bratislava', postalCode: '821 04', country: 'SVK' },
    phone: '+421 2 4333 1001',
    email: 'servis@example.sk',
    lat: 48.1685,
    lon: 17.188,
    services: ['GENERAL', 'HAIL'],
    options: ['REPLACEMENT_VEHICLE', 'TOWING'],
    distanceKm: 2.3,
  };

  it('choosing a shop stores its id, name, address and phone (openapi CarRepairService)', () => {
    expect(carRepairServiceOf(shop)).toEqual({
      objId: 'RS001',
      companyName: 'Karoséria Ružinov, s.r.o.',
      address: { street: 'Galvaniho', buildingNumber: '17', town: 'Bratislava', postalCode: '821 04', country: 'SVK' },
      phone: '+421 2 4333 1001',
    });
  });

  it.each([
    [2.3, 'sk', '2,3\u00a0km'],
    [0.4, 'sk', '0,4\u00a0km'],
    [12, 'en', '12.0\u00a0km'],
  ])('%s km in %s reads %j', (km, locale, expected) => {
    expect(formatDistance(km, locale)).toBe(expected);
  });

  it.each([
    ['1_GLASS', ['GLASS']],
    ['1_LIABILITY_GLASS', ['GLASS']],
    ['1_HAIL', ['HAIL']],
    ['1_LIABILITY_HAIL', ['HAIL']],
    ['1_ACCIDENT_MOVING', []],
    [null, []],
  ])('reason %j starts the list filtered by %j', (reason, kinds) => {
    expect(suggestedRepairKinds(reason)).toEqual(kinds);
  });
});
