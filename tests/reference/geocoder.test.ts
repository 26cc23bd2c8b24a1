import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressLookup,
  fromNominatim,
  geocoderReverse,
  geocoderSearch,
  GeocoderError,
  splitHouseNumber,
  type GeocoderSettings,
} from '../../server/reference/geocoder.ts';
import { loadGazetteer } from '../../server/reference/gazetteer.ts';

// Nominatim's jsonv2 answers as its documentation shows them (shortened).
const KOSICE_HOUSE = {
  place_id: 123456,
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
  osm_type: 'node',
  osm_id: 2937482913,
  lat: '48.7205102',
  lon: '21.2577610',
  category: 'place',
  type: 'house',
  place_rank: 30,
  addresstype: 'place',
  name: '',
  display_name: '1234/12, Hlavná, Staré Mesto, Košice, okres Košice I, Košický kraj, 040 01, Slovensko',
  address: {
    house_number: '1234/12',
    road: 'Hlavná',
    suburb: 'Staré Mesto',
    city: 'Košice',
    county: 'okres Košice I',
    state: 'Košický kraj',
    'ISO3166-2-lvl4': 'SK-KI',
    postcode: '04001',
    country: 'Slovensko',
    country_code: 'sk',
  },
  boundingbox: ['48.7204602', '48.7205602', '21.2577110', '21.2578110'],
};

const VIENNA_HOUSE = {
  place_id: 987654,
  osm_type: 'way',
  osm_id: 41233188,
  lat: '48.2084',
  lon: '16.3725',
  address: {
    house_number: '12/3',
    road: 'Stephansplatz',
    city_district: 'Innere Stadt',
    city: 'Wien',
    postcode: '1010',
    country: 'Österreich',
    country_code: 'at',
  },
};

const VILLAGE_SQUARE = {
  place_id: 555,
  lat: '49.1',
  lon: '18.5',
  address: { pedestrian: 'Námestie SNP', village: 'Lietavská Lúčka', postcode: '013 11', country_code: 'sk' },
};

const COUNTRY = {
  place_id: 7,
  osm_type: 'relation',
  osm_id: 14296,
  lat: '48.7',
  lon: '19.7',
  address: { country: 'Slovensko', country_code: 'sk' },
};

describe('fromNominatim', () => {
  it('maps a Slovak house: register/building number, town, postal code "040 01", alpha-3 country, numbers', () => {
    expect(fromNominatim(KOSICE_HOUSE)).toEqual({
      id: 'osm:node:2937482913',
      street: 'Hlavná',
      registerNumber: '1234',
      buildingNumber: '12',
      town: 'Košice',
      postalCode: '040 01',
      country: 'SVK',
      lat: 48.7205102,
      lon: 21.257761,
    });
  });

  it('keeps an Austrian "12/3" (house 12, door 3) as one building number', () => {
    expect(fromNominatim(VIENNA_HOUSE)).toMatchObject({
      id: 'osm:way:41233188',
      street: 'Stephansplatz',
      registerNumber: null,
      buildingNumber: '12/3',
      town: 'Wien',
      postalCode: '1010',
      country: 'AUT',
    });
  });

  it('takes the street from a pedestrian way and the town from a village; the place id when no OSM id', () => {
    expect(fromNominatim(VILLAGE_SQUARE)).toEqual({
      id: 'place:555',
      street: 'Námestie SNP',
      registerNumber: null,
      buildingNumber: null,
      town: 'Lietavská Lúčka',
      postalCode: '013 11',
      country: 'SVK',
      lat: 49.1,
      lon: 18.5,
    });
  });

  it('leaves town and postal code empty where Nominatim has none', () => {
    expect(fromNominatim(COUNTRY)).toMatchObject({ id: 'osm:relation:14296', street: null, town: '', postalCode: '', country: 'SVK' });
  });

  it("reads the plain json format's N/W/R, and leaves out values too long for the report", () => {
    expect(fromNominatim({ ...KOSICE_HOUSE, osm_type: 'W', osm_id: 42 })).toMatchObject({ id: 'osm:way:42' });
    const long = fromNominatim({
      ...KOSICE_HOUSE,
      address: { ...KOSICE_HOUSE.address, road: 'R'.repeat(101), house_number: '1;2;3;4;5;6;7;8;9;10;11', postcode: '0400100000000' },
    });
    expect(long).toMatchObject({ street: null, registerNumber: null, buildingNumber: null, postalCode: '', town: 'Košice' });
  });

  it('refuses what is not a place', () => {
    expect(fromNominatim(null)).toBeNull();
    expect(fromNominatim('Košice')).toBeNull();
    expect(fromNominatim({ ...KOSICE_HOUSE, lat: 'north' })).toBeNull();
    expect(fromNominatim({ ...KOSICE_HOUSE, lon: '200' })).toBeNull();
    expect(fromNominatim({ ...KOSICE_HOUSE, address: { ...KOSICE_HOUSE.address, country_code: 'zz' } })).toBeNull();
    expect(fromNominatim({ ...KOSICE_HOUSE, address: { city: 'Košice' } })).toBeNull();
    expect(fromNominatim({ lat: '48.7', lon: '21.2', address: { city: 'Košice', country_code: 'sk' } })).toBeNull();
  });
});

describe('splitHouseNumber', () => {
  it('splits súpisné/orientačné číslo in Slovakia and Czechia only', () => {
    expect(splitHouseNumber('1234/5', 'SVK')).toEqual({ registerNumber: '1234', buildingNumber: '5' });
    expect(splitHouseNumber('1234 / 5B', 'SVK')).toEqual({ registerNumber: '1234', buildingNumber: '5B' });
    expect(splitHouseNumber('559/12a', 'CZE')).toEqual({ registerNumber: '559', buildingNumber: '12a' });
    expect(splitHouseNumber('12/3', 'AUT')).toEqual({ registerNumber: null, buildingNumber: '12/3' });
    expect(splitHouseNumber('12', 'SVK')).toEqual({ registerNumber: null, buildingNumber: '12' });
    expect(splitHouseNumber('5-7', 'SVK')).toEqual({ registerNumber: null, buildingNumber: '5-7' });
    expect(splitHouseNumber(null, 'SVK')).toEqual({ registerNumber: null, buildingNumber: null });
  });
});

// --- against a fake Nominatim ------------------------------------------------------------------

interface Seen {
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
}

type Behaviour = (request: IncomingMessage, response: ServerResponse, url: URL) => void;

const json =
  (body: unknown, status = 200): Behaviour =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };

/** A Nominatim on 127.0.0.1 whose answer each test sets; it remembers the requests. */
function fakeNominatim() {
  const seen: Seen[] = [];
  let behaviour: Behaviour = json([]);
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    seen.push({ path: url.pathname, query: url.searchParams, headers: request.headers });
    behaviour(request, response, url);
  });
  return {
    seen,
    answer(next: Behaviour) {
      behaviour = next;
    },
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const fake = fakeNominatim();
let settings: GeocoderSettings;

beforeAll(async () => {
  const url = await fake.start();
  settings = {
    url: `${url}/nominatim`,
    timeoutMs: 300,
    userAgent: 'motor-claim-wizard/test (+http://localhost)',
    acceptLanguage: 'sk, en;q=0.5',
  };
  loadGazetteer();
});
afterAll(() => fake.stop());

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as GeocoderError;
  }
  throw new Error('expected the call to fail');
};

describe('geocoderSearch', () => {
  it('asks /search for jsonv2 with address details, ten results, the user agent and language', async () => {
    fake.answer(json([KOSICE_HOUSE]));
    const addresses = await geocoderSearch(settings, 'Hlavná 12, Košice');
    expect(addresses).toEqual([expect.objectContaining({ id: 'osm:node:2937482913', town: 'Košice', country: 'SVK' })]);
    const request = fake.seen.at(-1)!;
    expect(request.path).toBe('/nominatim/search');
    expect(Object.fromEntries(request.query)).toEqual({ format: 'jsonv2', addressdetails: '1', limit: '10', q: 'Hlavná 12, Košice' });
    expect(request.headers['user-agent']).toBe('motor-claim-wizard/test (+http://localhost)');
    expect(request.headers['accept-language']).toBe('sk, en;q=0.5');
  });

  it('passes the country as an alpha-2 country code, and asks nothing for a code that is no country', async () => {
    fake.answer(json([VIENNA_HOUSE]));
    expect(await geocoderSearch(settings, 'Stephansplatz', { country: 'AUT' })).toEqual([
      expect.objectContaining({ town: 'Wien', country: 'AUT' }),
    ]);
    expect(fake.seen.at(-1)!.query.get('countrycodes')).toBe('at');
    const before = fake.seen.length;
    expect(await geocoderSearch(settings, 'Stephansplatz', { country: 'XYZ' })).toEqual([]);
    expect(fake.seen).toHaveLength(before);
  });

  it('leaves out places without a town, and the same place twice', async () => {
    fake.answer(json([COUNTRY, KOSICE_HOUSE, VILLAGE_SQUARE, KOSICE_HOUSE]));
    expect((await geocoderSearch(settings, 'Slovensko')).map((address) => address.id)).toEqual(['osm:node:2937482913', 'place:555']);
  });

  it('answers an empty list when Nominatim finds nothing', async () => {
    fake.answer(json([]));
    expect(await geocoderSearch(settings, 'Xyzzyville')).toEqual([]);
  });

  it('fails with a reason on an error status, garbage, a stall or no server', async () => {
    fake.answer(json({ error: 'overloaded' }, 503));
    expect(await failure(geocoderSearch(settings, 'Košice'))).toMatchObject({ reason: 'status', detail: 503 });

    fake.answer((_request, response) => response.end('<html>Bad gateway</html>'));
    expect(await failure(geocoderSearch(settings, 'Košice'))).toMatchObject({ reason: 'invalid-answer' });

    fake.answer(json({ places: [KOSICE_HOUSE] }));
    expect(await failure(geocoderSearch(settings, 'Košice'))).toMatchObject({ reason: 'invalid-answer' });

    fake.answer(json([{ nonsense: true }, 42]));
    expect(await failure(geocoderSearch(settings, 'Košice'))).toMatchObject({ reason: 'invalid-answer' });

    fake.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(`[${'"x",'.repeat(300_000)}"x"]`);
    });
    expect(await failure(geocoderSearch(settings, 'Košice'))).toMatchObject({ reason: 'invalid-answer' });

    fake.answer(() => undefined); // never answers
    expect(await failure(geocoderSearch(settings, 'Košice'))).toMatchObject({ reason: 'timeout' });

    // Headers sent, then the body stalls: the timeout covers the body too.
    fake.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('[');
    });
    expect(await failure(geocoderSearch(settings, 'Košice'))).toMatchObject({ reason: 'timeout' });

    expect(await failure(geocoderSearch({ ...settings, url: 'http://127.0.0.1:9' }, 'Košice'))).toMatchObject({ reason: 'unreachable' });
  });
});

describe('geocoderReverse', () => {
  it('asks /reverse for the point and maps the answer', async () => {
    fake.answer(json(VIENNA_HOUSE));
    expect(await geocoderReverse(settings, 48.2084, 16.3725)).toMatchObject({ town: 'Wien', country: 'AUT', buildingNumber: '12/3' });
    const request = fake.seen.at(-1)!;
    expect(request.path).toBe('/nominatim/reverse');
    expect(Object.fromEntries(request.query)).toEqual({ format: 'jsonv2', addressdetails: '1', lat: '48.2084', lon: '16.3725' });
  });

  it('answers null where Nominatim finds nothing, and fails on garbage', async () => {
    fake.answer(json({ error: 'Unable to geocode' }));
    expect(await geocoderReverse(settings, 43, 15)).toBeNull();
    fake.answer(json([VIENNA_HOUSE]));
    expect(await failure(geocoderReverse(settings, 48.2, 16.37))).toMatchObject({ reason: 'invalid-answer' });
  });
});

describe('addressLookup', () => {
  const warnings: Array<{ object: Record<string, unknown>; message: string }> = [];
  const log = { warn: (object: Record<string, unknown>, message: string) => warnings.push({ object, message }) };

  it('uses the gazetteer when no geocoder is configured', async () => {
    const lookup = addressLookup(undefined, log);
    expect(lookup.source).toBe('gazetteer');
    expect((await lookup.search('Žilina'))[0]).toMatchObject({ town: 'Žilina', country: 'SVK' });
    expect(await lookup.reverse(48.2082, 16.3738)).toMatchObject({ town: 'Wien', country: 'AUT' });
  });

  it('answers from the geocoder while it works', async () => {
    fake.answer(json([KOSICE_HOUSE]));
    const lookup = addressLookup(settings, log);
    expect(await lookup.search('Hlavná 12, Košice')).toEqual([expect.objectContaining({ id: 'osm:node:2937482913' })]);
  });

  it('answers from the gazetteer when the geocoder fails, warning without the query or the point', async () => {
    warnings.length = 0;
    const lookup = addressLookup(settings, log);
    fake.answer(json({ error: 'down' }, 500));
    expect((await lookup.search('Rajecké Teplice'))[0]).toMatchObject({ town: 'Rajecké Teplice', country: 'SVK' });
    fake.answer(() => undefined);
    expect(await lookup.reverse(48.1486, 17.1077)).toMatchObject({ town: 'Bratislava', country: 'SVK' });
    expect(warnings.map(({ object }) => object)).toEqual([
      { geocoder: 'search', reason: 'status', detail: 500 },
      { geocoder: 'reverse', reason: 'timeout' },
    ]);
    const logged = JSON.stringify(warnings);
    for (const secret of ['Rajeck', 'rajeck', '48.1486', '17.1077', '127.0.0.1']) expect(logged).not.toContain(secret);
  });
});
