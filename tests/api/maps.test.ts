import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loggerOptions } from '../../server/server-options.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';
import type { components } from '../../src/domain/openapi.gen.ts';
import { apiClient } from '../support/api.ts';
import { cspDirectives } from '../support/csp.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/**
 * The look-ups of the map screens (docs/decisions.md "Map screens", DESIGN.md §2) through the real server on
 * PGlite. The settings that differ (tile server, geocoder) get apps of their own on the same
 * database, as a second instance behind a load balancer would be.
 */

type Basemap = components['schemas']['Basemap'];

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('pglite');
});
afterAll(() => server?.close());

/** Another instance of the app with these settings, on the test server's database. */
async function appWith(env: Record<string, string>, logLines?: string[]): Promise<FastifyInstance> {
  const config = loadConfig({ DATA_DIR: server.dataDir, LOG_LEVEL: 'silent', WEB_DIR: path.join(server.dataDir, 'web'), ...env });
  const logger = logLines ? loggerOptions('info', { write: (line: string) => logLines.push(line) }) : false;
  const app = await buildApp({ config, database: server.database, logger });
  await app.ready();
  return app;
}

// server/http/messages.ts: what a person reads for a refused request.
const VALIDATION_FAILED = {
  sk: 'Niektoré údaje nie sú v správnom tvare. Opravte, prosím, označené polia.',
  en: 'Some values are not in the right format. Please correct the fields listed.',
};

const search = (q: string, extra = '') => `/v1/lookup/search-address?q=${encodeURIComponent(q)}${extra}`;
const reverse = (lat: number | string, lon: number | string) => `/v1/lookup/reverse-address?lat=${lat}&lon=${lon}`;

describe('the look-ups without a tile server or geocoder (embedded gazetteer)', () => {
  let api: ReturnType<typeof apiClient>;

  beforeAll(() => {
    api = apiClient(server.app);
  });

  describe('map-settings', () => {
    it('answers no tile server and no attribution', async () => {
      const response = await api.call({ method: 'GET', url: '/v1/lookup/map-settings' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ tileUrl: null, attribution: null });
    });

    it('lets the page load images only from itself, data: and blob: URLs', async () => {
      const page = await api.call({ method: 'GET', url: '/motor/place-map' });
      expect(imgSrc(page.headers)).toEqual(["'self'", 'data:', 'blob:']);
    });
  });

  describe('basemap (a map without a tile server)', () => {
    it('draws Slovakia: its outline, the borders around it, and its towns and villages by size', async () => {
      const response = await api.call({ method: 'GET', url: '/v1/lookup/basemap' });
      expect(response.status).toBe(200);
      const { home, borders, places, attribution } = response.body as Basemap;
      expect(attribution).toContain('GeoNames');
      // The outline goes round Slovakia: its extremes are the country's (about 16.8–22.6 E, 47.7–49.6 N).
      const points = home.flat(2);
      const lons = points.map(([lon]) => lon!);
      const lats = points.map(([, lat]) => lat!);
      expect(Math.min(...lons)).toBeCloseTo(16.8, 0);
      expect(Math.max(...lons)).toBeCloseTo(22.56, 0);
      expect(Math.min(...lats)).toBeCloseTo(47.75, 0);
      expect(Math.max(...lats)).toBeCloseTo(49.6, 0);
      // Simplified for a phone: a few hundred points, not the world's borders.
      expect(points.length).toBeGreaterThan(200);
      expect(points.length + borders.flat().length).toBeLessThan(6000);
      expect(borders.length).toBeGreaterThan(0);
      // Every Slovak place of the gazetteer, then the towns abroad near the border, each the largest first.
      const names = places.map((place) => place.name);
      expect(names.indexOf('Bratislava')).toBeLessThan(names.indexOf('Košice'));
      expect(names.indexOf('Čierny Balog')).toBeLessThan(names.indexOf('Wien'));
      expect(names).toEqual(expect.arrayContaining(['Čierny Balog', 'Žilina', 'Wien', 'Brno']));
      expect(places.find((place) => place.name === 'Wien')?.home).toBe(false);
      expect(places.find((place) => place.name === 'Čierny Balog')).toMatchObject({ home: true, lat: expect.closeTo(48.75, 1) });
      for (const home of [true, false]) {
        const populations = places.filter((place) => place.home === home).map((place) => place.population);
        expect(populations).toEqual([...populations].sort((a, b) => b - a));
      }
      expect(places.findIndex((place) => !place.home)).toBe(places.filter((place) => place.home).length);
    });

    it('is sent gzipped to a browser that takes it: small enough for a phone', async () => {
      const plain = await api.call({ method: 'GET', url: '/v1/lookup/basemap' });
      const zipped = await server.app.inject({
        method: 'GET',
        url: '/v1/lookup/basemap',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['vary']).toContain('accept-encoding');
      expect(zipped.headers['content-type']).toContain('application/json');
      expect(zipped.rawPayload.length).toBeLessThan(40 * 1024);
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.body);
    });
  });

  describe('search-address', () => {
    it('finds a Slovak town with its postal code', async () => {
      const response = await api.call({ method: 'GET', url: search('Žilina') });
      expect(response.status).toBe(200);
      expect(response.body.addresses[0]).toEqual({
        id: expect.any(String),
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

    it('finds a town by postal code, and keeps a typed street and number', async () => {
      expect((await api.call({ method: 'GET', url: search('040 01') })).body.addresses.map((a: { town: string }) => a.town)).toContain(
        'Košice',
      );
      const { body } = await api.call({ method: 'GET', url: search('Hlavná 1234/12, Košice') });
      expect(body.addresses[0]).toMatchObject({
        street: 'Hlavná',
        registerNumber: '1234',
        buildingNumber: '12',
        town: 'Košice',
        postalCode: '040 01',
      });
    });

    it('finds a city abroad with its alpha-3 country, by its local or English name', async () => {
      for (const q of ['Wien', 'Vienna', 'Viedeň']) {
        const { status, body } = await api.call({ method: 'GET', url: search(q) });
        expect(status).toBe(200);
        expect(body.addresses[0], q).toMatchObject({ town: 'Wien', country: 'AUT', postalCode: '' });
      }
      expect((await api.call({ method: 'GET', url: search('Praha') })).body.addresses[0]).toMatchObject({ town: 'Praha', country: 'CZE' });
    });

    it('keeps to the country asked for', async () => {
      expect((await api.call({ method: 'GET', url: search('Wien', '&country=AUT') })).body.addresses[0]).toMatchObject({ country: 'AUT' });
      expect((await api.call({ method: 'GET', url: search('Wien', '&country=SVK') })).body).toEqual({ addresses: [] });
    });

    it('answers an empty list when nothing is found', async () => {
      const response = await api.call({ method: 'GET', url: search('Xyzzyville') });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ addresses: [] });
    });

    it('refuses a query of one character, in the language of the request', async () => {
      const sk = await api.call({ method: 'GET', url: search('Ž') });
      expect(sk.status).toBe(400);
      expect(sk.body).toEqual({
        code: 'VALIDATION_FAILED',
        message: VALIDATION_FAILED.sk,
        details: [{ path: '/querystring/q', message: expect.any(String) }],
      });
      const en = await api.call({ method: 'GET', url: search('Ž'), headers: { 'accept-language': 'en' } });
      expect(en.status).toBe(400);
      expect(en.body).toMatchObject({ code: 'VALIDATION_FAILED', message: VALIDATION_FAILED.en });
      expect(en.body.details[0].message).not.toBe(sk.body.details[0].message);
    });

    it('refuses a missing query and a country that is not alpha-3', async () => {
      expect((await api.call({ method: 'GET', url: '/v1/lookup/search-address' })).body).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: '/querystring/q' }],
      });
      const country = await api.call({ method: 'GET', url: search('Wien', '&country=Austria') });
      expect(country.status).toBe(400);
      expect(country.body.details).toEqual([{ path: '/querystring/country', message: expect.any(String) }]);
    });
  });

  describe('reverse-address', () => {
    it('names the Slovak place at a point in Slovakia', async () => {
      const response = await api.call({ method: 'GET', url: reverse(48.1486, 17.1077) });
      expect(response.status).toBe(200);
      expect(response.body.address).toMatchObject({ town: 'Bratislava', postalCode: '811 01', country: 'SVK' });
    });

    it('names the place abroad, with its country, at a point abroad', async () => {
      expect((await api.call({ method: 'GET', url: reverse(48.2082, 16.3738) })).body.address).toMatchObject({
        town: 'Wien',
        country: 'AUT',
      });
      // Just across the border from Bratislava.
      expect((await api.call({ method: 'GET', url: reverse(48.146, 16.94) })).body.address).toMatchObject({ country: 'AUT' });
    });

    it('answers null far from any known place', async () => {
      const response = await api.call({ method: 'GET', url: reverse(52.52, 13.405) });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ address: null });
    });

    it('refuses a latitude of 200 and a missing longitude', async () => {
      const response = await api.call({ method: 'GET', url: reverse(200, 17), headers: { 'accept-language': 'en' } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        code: 'VALIDATION_FAILED',
        message: VALIDATION_FAILED.en,
        details: [{ path: '/querystring/lat', message: expect.any(String) }],
      });
      const missing = await api.call({ method: 'GET', url: '/v1/lookup/reverse-address?lat=48.1' });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: VALIDATION_FAILED.sk,
        details: [{ path: '/querystring/lon' }],
      });
    });
  });

  describe('car-repair-services', () => {
    const services = async (query: string) => {
      const response = await api.call({ method: 'GET', url: `/v1/lookup/car-repair-services${query}` });
      expect(response.status).toBe(200);
      return response.body.services as Array<{
        id: string;
        companyName: string;
        address: { town: string };
        services: string[];
        options: string[];
        distanceKm?: number;
      }>;
    };

    it('finds shops by a part of the name, without diacritics', async () => {
      const found = await services(`?q=${encodeURIComponent('ruzinov')}`);
      expect(found.map((shop) => shop.companyName)).toEqual(['Karoséria Ružinov, s.r.o.']);
      expect(found[0]).not.toHaveProperty('distanceKm');
    });

    it('lists the shops nearest a point first, with their distance', async () => {
      const found = await services('?near=48.7164,21.2611');
      expect(found.length).toBeGreaterThan(20);
      expect(found[0]!.address.town).toBe('Košice');
      expect(found[0]!.distanceKm).toBeLessThan(3);
      const distances = found.map((shop) => shop.distanceKm!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(found.at(-1)!.distanceKm).toBeGreaterThan(300); // Bratislava
    });

    it('keeps only shops with every service and option asked for', async () => {
      const glass = await services('?kind=GLASS');
      expect(glass.length).toBeGreaterThan(0);
      expect(glass.every((shop) => shop.services.includes('GLASS'))).toBe(true);
      const both = await services('?kind=GENERAL,HAIL&options=TOWING&near=48.1486,17.1077');
      expect(both.length).toBeGreaterThan(0);
      expect(
        both.every((shop) => shop.services.includes('GENERAL') && shop.services.includes('HAIL') && shop.options.includes('TOWING')),
      ).toBe(true);
      expect(both.length).toBeLessThan(glass.length + (await services('')).length);
    });

    it('refuses an unknown kind of service and a malformed point', async () => {
      for (const query of ['?kind=PAINT', '?kind=GLASS,', '?options=VALET', '?near=Bratislava']) {
        const response = await api.call({ method: 'GET', url: `/v1/lookup/car-repair-services${query}` });
        expect(response.status, query).toBe(400);
        expect(response.body, query).toMatchObject({ code: 'VALIDATION_FAILED', message: VALIDATION_FAILED.sk });
      }
    });
  });

  describe('rate limits', () => {
    it('let a person type an address letter by letter, with a reverse look-up per click', async () => {
      // "Banská Bystrica, Nám. SNP 12" typed letter by letter: one search per letter from the
      // second on (no debounce), and ten clicks on the map.
      const typed = 'Banská Bystrica, Nám. SNP 12';
      const statuses: number[] = [];
      for (let length = 2; length <= typed.length; length += 1) {
        statuses.push((await api.call({ method: 'GET', url: search(typed.slice(0, length)) })).status);
      }
      for (let click = 0; click < 10; click += 1)
        statuses.push((await api.call({ method: 'GET', url: reverse(48.73 + click / 1000, 19.14) })).status);
      expect(statuses.every((status) => status === 200)).toBe(true);
      expect((await api.call({ method: 'GET', url: search(typed) })).body.addresses[0]).toMatchObject({
        town: 'Banská Bystrica',
        street: 'Nám. SNP',
      });
    });
  });
});

describe('the API-wide rate limit on look-ups', () => {
  let app: FastifyInstance;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    app = await appWith({});
    api = apiClient(app);
  });
  afterAll(() => app?.close());

  it('answers 429 in the error shape after 600 calls a minute from one address', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 600; call += 1)
      statuses.push((await app.inject({ method: 'GET', url: reverse(48.1486, 17.1077) })).statusCode);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const limited = await api.call({ method: 'GET', url: search('Žilina'), headers: { 'accept-language': 'en' } });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 'TOO_MANY_REQUESTS', message: expect.any(String) });
  });
});

describe('map-settings and the page policy with a tile server', () => {
  it('answers the template and attribution, and lets images come from every {s} subdomain', async () => {
    const app = await appWith({
      MAP_TILE_URL: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
    });
    try {
      const response = await apiClient(app).call({ method: 'GET', url: '/v1/lookup/map-settings' });
      expect(response.body).toEqual({
        tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
      });
      const page = await apiClient(app).call({ method: 'GET', url: '/motor/place-map' });
      expect(imgSrc(page.headers)).toEqual(["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org']);
    } finally {
      await app.close();
    }
  });

  it('allows exactly the origin of a template without {s}, port included; no attribution is null', async () => {
    const app = await appWith({ MAP_TILE_URL: 'https://tiles.poistovna.example.sk:8443/osm/{z}/{x}/{y}.png?key=demo' });
    try {
      const response = await apiClient(app).call({ method: 'GET', url: '/v1/lookup/map-settings' });
      expect(response.body).toEqual({ tileUrl: 'https://tiles.poistovna.example.sk:8443/osm/{z}/{x}/{y}.png?key=demo', attribution: null });
      const page = await apiClient(app).call({ method: 'GET', url: '/motor/place-map' });
      expect(imgSrc(page.headers)).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.poistovna.example.sk:8443']);
    } finally {
      await app.close();
    }
  });

  it('refuses a MAP_TILE_URL that is no tile template, or whose placeholders would allow any host', () => {
    const refused = (value: string) => () => loadConfig({ MAP_TILE_URL: value });
    expect(refused('tile.openstreetmap.org')).toThrow(ConfigError);
    expect(refused('https://tile.openstreetmap.org/map.png')).toThrow(
      /MAP_TILE_URL must be a tile URL template with \{z\}, \{x\} and \{y\}/,
    );
    expect(refused('ftp://tiles.example.sk/{z}/{x}/{y}.png')).toThrow(/MAP_TILE_URL must use http: or https:/);
    expect(refused('https://{s}.com/{z}/{x}/{y}.png')).toThrow(/MAP_TILE_URL's host must end in a fixed domain/);
    expect(loadConfig({ MAP_TILE_URL: 'http://{s}.tiles.example.sk/{z}/{x}/{-y}.png' }).mapTileUrl).toBe(
      'http://{s}.tiles.example.sk/{z}/{x}/{-y}.png',
    );
  });

  it('checks GEOCODER_TIMEOUT_MS like the other settings', () => {
    expect(loadConfig({}).geocoderTimeoutMs).toBe(3000);
    expect(loadConfig({ GEOCODER_TIMEOUT_MS: '800' }).geocoderTimeoutMs).toBe(800);
    expect(() => loadConfig({ GEOCODER_TIMEOUT_MS: 'soon' })).toThrow(
      /GEOCODER_TIMEOUT_MS must be a whole number from 100 to 30000, got "soon"/,
    );
    expect(() => loadConfig({ GEOCODER_TIMEOUT_MS: '0' })).toThrow(ConfigError);
  });
});

// --- with a geocoder ---------------------------------------------------------------------------

type Behaviour = (request: IncomingMessage, response: ServerResponse) => void;

const json =
  (body: unknown, status = 200): Behaviour =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };

// A house in Košice and one in Vienna, as Nominatim's jsonv2 answers them (shortened).
const KOSICE = {
  place_id: 1001,
  osm_type: 'node',
  osm_id: 2937482913,
  lat: '48.7205',
  lon: '21.2578',
  display_name: '1234/12, Hlavná, Košice, 040 01, Slovensko',
  address: {
    house_number: '1234/12',
    road: 'Hlavná',
    suburb: 'Staré Mesto',
    city: 'Košice',
    postcode: '04001',
    country: 'Slovensko',
    country_code: 'sk',
  },
};
const VIENNA = {
  place_id: 1002,
  osm_type: 'way',
  osm_id: 41233188,
  lat: '48.2084',
  lon: '16.3725',
  address: { house_number: '3', road: 'Stephansplatz', city: 'Wien', postcode: '1010', country: 'Österreich', country_code: 'at' },
};

describe('the look-ups with a Nominatim-compatible geocoder', () => {
  const requests: Array<{ path: string; query: URLSearchParams; headers: IncomingMessage['headers'] }> = [];
  let behaviour: Behaviour = json([]);
  const fake: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push({ path: url.pathname, query: url.searchParams, headers: request.headers });
    behaviour(request, response);
  });
  const logLines: string[] = [];
  let app: FastifyInstance;
  let api: ReturnType<typeof apiClient>;
  const TIMEOUT_MS = 400;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const port = (fake.address() as AddressInfo).port;
    app = await appWith({ GEOCODER_URL: `http://127.0.0.1:${port}`, GEOCODER_TIMEOUT_MS: String(TIMEOUT_MS) }, logLines);
    api = apiClient(app);
  });
  afterAll(async () => {
    await app?.close();
    fake.closeAllConnections();
    await new Promise((resolve) => fake.close(resolve));
  });

  const warnings = () =>
    logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'geocoder failed, answered from the embedded gazetteer');

  it('answers the geocoder’s addresses, mapped to the contract', async () => {
    behaviour = json([KOSICE]);
    const response = await api.call({ method: 'GET', url: search('Hlavná 12, Košice') });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      addresses: [
        {
          id: 'osm:node:2937482913',
          street: 'Hlavná',
          registerNumber: '1234',
          buildingNumber: '12',
          town: 'Košice',
          postalCode: '040 01',
          country: 'SVK',
          lat: 48.7205,
          lon: 21.2578,
        },
      ],
    });
    const request = requests.at(-1)!;
    expect(request.path).toBe('/search');
    expect(Object.fromEntries(request.query)).toEqual({ format: 'jsonv2', addressdetails: '1', limit: '10', q: 'Hlavná 12, Košice' });
    expect(request.headers['user-agent']).toMatch(/^motor-claim-wizard\/\d+\.\d+\.\d+ \(\+http:\/\/localhost:3000\)$/);
    expect(request.headers['accept-language']).toBe('sk, en;q=0.5');
  });

  it('passes the country and the user’s language', async () => {
    behaviour = json([VIENNA]);
    const response = await api.call({
      method: 'GET',
      url: search('Stephansplatz 3', '&country=AUT'),
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(response.body.addresses).toEqual([
      expect.objectContaining({ street: 'Stephansplatz', buildingNumber: '3', town: 'Wien', postalCode: '1010', country: 'AUT' }),
    ]);
    expect(requests.at(-1)!.query.get('countrycodes')).toBe('at');
    expect(requests.at(-1)!.headers['accept-language']).toBe('en, sk;q=0.5');
  });

  it('answers the reverse look-up from the geocoder, null where it finds nothing', async () => {
    behaviour = json(VIENNA);
    expect((await api.call({ method: 'GET', url: reverse(48.2084, 16.3725) })).body.address).toMatchObject({
      id: 'osm:way:41233188',
      town: 'Wien',
      country: 'AUT',
    });
    expect(Object.fromEntries(requests.at(-1)!.query)).toEqual({ format: 'jsonv2', addressdetails: '1', lat: '48.2084', lon: '16.3725' });
    behaviour = json({ error: 'Unable to geocode' });
    expect((await api.call({ method: 'GET', url: reverse(43, 15) })).body).toEqual({ address: null });
    expect(warnings()).toEqual([]);
  });

  it('answers from the gazetteer when the geocoder stalls', async () => {
    behaviour = () => undefined; // never answers
    const started = performance.now();
    const response = await api.call({ method: 'GET', url: search('Rajecké Teplice') });
    const took = performance.now() - started;
    expect(response.status).toBe(200);
    expect(response.body.addresses[0]).toMatchObject({ town: 'Rajecké Teplice', country: 'SVK' });
    // It waited for the geocoder as long as GEOCODER_TIMEOUT_MS allows, then answered without it.
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);

    const point = await api.call({ method: 'GET', url: reverse(48.2082, 16.3738) });
    expect(point.body.address).toMatchObject({ town: 'Wien', country: 'AUT' });
  });

  it('answers from the gazetteer when the geocoder answers 500 or garbage', async () => {
    behaviour = json({ error: 'Internal Server Error' }, 500);
    expect((await api.call({ method: 'GET', url: search('Žilina') })).body.addresses[0]).toMatchObject({
      town: 'Žilina',
      postalCode: '010 01',
    });
    behaviour = (_request, response) => response.end('<html>502 Bad Gateway</html>');
    expect((await api.call({ method: 'GET', url: reverse(48.1486, 17.1077) })).body.address).toMatchObject({ town: 'Bratislava' });
  });

  it('logs each fallback as a warning with the reason, never the query or the point', () => {
    expect(warnings().map(({ geocoder, reason, detail }) => ({ geocoder, reason, detail }))).toEqual([
      { geocoder: 'search', reason: 'timeout', detail: undefined },
      { geocoder: 'reverse', reason: 'timeout', detail: undefined },
      { geocoder: 'search', reason: 'status', detail: 500 },
      { geocoder: 'reverse', reason: 'invalid-answer', detail: undefined },
    ]);
    expect(warnings().every((entry) => entry.level === 40)).toBe(true);
    const everything = logLines.join('\n');
    for (const secret of ['Rajeck', 'Teplice', 'Stephansplatz', 'Hlavn', '48.2082', '16.3738', '48.1486'])
      expect(everything).not.toContain(secret);
  });
});

function imgSrc(headers: Record<string, unknown>): string[] {
  return cspDirectives(headers['content-security-policy'])['img-src'] ?? [];
}
