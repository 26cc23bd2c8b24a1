import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { newPage, type Page } from './support/browser.ts';
import { REPORTER, SECTION_2, ZILINA_POINT } from './support/journeys.ts';
import { e2eServerAndBrowser, startE2eServer } from './support/server.ts';
import { arrive, chooseCard, continueTo, playSubmit, resumeAt, routeOf, screenShown } from './support/wizard.ts';

/**
 * The wizard with no signal (D32), on a phone: the service worker keeps the app and the look-ups
 * that are the same for everyone, never anything personal; the map screens take a pin and an
 * address with no signal and look the address up by themselves when it returns; a screen's code
 * or styles lost to an outage are fetched again.
 */

const PHONE = { width: 390, height: 844 };

/**
 * The phone's connection, on and off: the browser's offline mode (what the page is told) and
 * every request of the context cut, the service worker's own included, which the offline mode
 * alone may let through.
 */
async function connection(context: BrowserContext) {
  let cut = false;
  const cutByWorker: string[] = [];
  await context.route('**/*', (route) => {
    if (!cut) return route.fallback();
    if (route.request().serviceWorker()) cutByWorker.push(new URL(route.request().url()).pathname);
    return route.abort('internetdisconnected');
  });
  return {
    cutByWorker,
    async set(on: boolean) {
      cut = !on;
      await context.setOffline(!on);
    },
  };
}

/** Every cache of the origin and every URL in it (path and query). */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      all[name] = requests.map((request) => {
        const url = new URL(request.url);
        return `${url.pathname}${url.search}`;
      });
    }
    return all;
  });

const workerActive = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 30_000 });

const townValue = (page: Page) => page.locator('input[name="incident.address.town"]').inputValue();

describe('with no signal', () => {
  const e2e = e2eServerAndBrowser({ TRUST_PROXY: 'true' });

  it('after one visit the app opens from the phone; a pin and an address go in offline and the look-up runs when the signal returns; nothing personal is kept (sk, en)', async () => {
    const { page, problems, close } = await newPage(e2e.browser, {
      viewport: PHONE,
      mobile: true,
      context: { serviceWorkers: 'allow', permissions: ['geolocation'], geolocation: ZILINA_POINT },
    });
    const context = page.context();
    const signal = await connection(context);
    try {
      // The worker and the manifest, as the server sends them.
      const worker = await page.request.get(`${e2e.server.url}/motor/sw.js`);
      expect(worker.status()).toBe(200);
      expect(worker.headers()['cache-control']).toBe('no-cache');
      const manifest = await page.request.get(`${e2e.server.url}/motor/manifest.webmanifest`);
      expect(await manifest.json()).toMatchObject({
        short_name: 'Poisťovňa',
        lang: 'sk',
        start_url: '/motor/',
        scope: '/motor/',
        display: 'standalone',
        icons: [
          expect.objectContaining({ src: '/motor/favicon.svg' }),
          expect.objectContaining({ src: '/motor/icons/icon-192.png', sizes: '192x192', type: 'image/png' }),
          expect.objectContaining({ src: '/motor/icons/icon-512.png', sizes: '512x512', type: 'image/png' }),
          expect.objectContaining({ src: '/motor/icons/icon-maskable-512.png', sizes: '512x512', purpose: 'maskable' }),
        ],
      });
      // Each PNG is what it says: its header's width and height (IHDR, bytes 16 to 24).
      for (const icon of ((await manifest.json()) as { icons: Array<{ src: string; sizes: string; type: string }> }).icons) {
        if (icon.type !== 'image/png') continue;
        const png = await (await page.request.get(`${e2e.server.url}${icon.src}`)).body();
        expect(png.subarray(1, 4).toString()).toBe('PNG');
        expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
      }

      // One visit: a report resumed on the map screen; the worker comes once the page has loaded.
      await resumeAt(page, e2e.server, SECTION_2.scope1Casco.steps, '/incident-map');
      await workerActive(page);
      const csp = (await page.request.get(`${e2e.server.url}/motor/`)).headers()['content-security-policy'];
      expect(csp).toContain("manifest-src 'self'");
      expect(csp).toContain("worker-src 'self'");
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/motor/manifest.webmanifest');
      await page.locator('.map-view--basemap').waitFor();

      // No signal: a tap puts the pin, and the page says the address follows once back online.
      await signal.set(false);
      const map = page.locator('.leaflet-container').first();
      await map.scrollIntoViewIfNeeded();
      const box = (await map.boundingBox())!;
      await page.touchscreen.tap(box.x + box.width * 0.3, box.y + box.height * 0.3);
      await page.locator('.map-marker--pin').waitFor();
      const offlineNote = page.getByText(
        'Bez signálu: adresu vybraného miesta doplníme, hneď ako budete opäť online. Môžete ju vyplniť aj ručne.',
      );
      await offlineNote.waitFor();
      // "Use my location" works with no signal too (GPS needs none): the pin moves to the phone's
      // position, which the map centres.
      const pinAt = async () => (await page.locator('.map-marker--pin').boundingBox())!;
      const tapped = await pinAt();
      await page.getByRole('button', { name: 'Použiť moju polohu' }).click();
      await expect
        .poll(async () => Math.round((await pinAt()).x - tapped.x) !== 0 || Math.round((await pinAt()).y - tapped.y) !== 0)
        .toBe(true);
      await offlineNote.waitFor();
      // The fields are open to type the address by hand.
      await expect.poll(() => page.locator('input[name="incident.address.town"]').isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      // The other language's texts come from the phone as well.
      await page.getByRole('button', { name: 'English' }).click();
      await page
        .getByText('No signal: we will fill in the address of the selected place as soon as you are back online. You can also type it in.')
        .waitFor();
      await page.getByRole('button', { name: 'Slovensky' }).click();
      await offlineNote.waitFor();

      // The signal returns: the look-up runs by itself.
      await signal.set(true);
      await page.getByText('Adresu sme doplnili podľa miesta na mape. Skontrolujte ju a potvrďte.').waitFor();
      expect(await townValue(page)).toBe('Žilina');

      // What the worker keeps: the whole build, and the look-ups that are the same for everyone.
      const caches = await cachedUrls(page);
      // Workbox keys a file without a hash in its name by its revision (?__WB_REVISION__=…).
      const precache = (Object.entries(caches).find(([name]) => name.startsWith('workbox-precache'))?.[1] ?? []).map((url) =>
        url.replace(/\?__WB_REVISION__=\w+$/, ''),
      );
      const built = (await readdir(`${inject('e2eWebDir')}/assets`)).filter((file) => /\.(js|css)$/.test(file));
      expect(built.length).toBeGreaterThan(20);
      expect(precache).toEqual(expect.arrayContaining(built.map((file) => `/motor/assets/${file}`)));
      expect(precache).toEqual(expect.arrayContaining(['/motor/index.html', '/motor/shell.html', '/motor/manifest.webmanifest']));
      expect(caches['motor-lookups']).toEqual(
        expect.arrayContaining(['/v1/lookup/scopes-of-damage', '/v1/lookup/map-settings', '/v1/lookup/basemap']),
      );
      const everyUrl = Object.values(caches).flat();
      const notShared = everyUrl.filter(
        (url) =>
          !url.startsWith('/motor/') &&
          !/^\/v1\/lookup\/(scopes-of-damage|get-permissible-combinations|reason-groups|get-phone-prefixes|map-settings|basemap|car-repair-services)(\?|$)/.test(
            url,
          ),
      );
      expect(notShared).toEqual([]);
      expect(
        everyUrl.filter(
          (url) =>
            url.startsWith('/v1/') && /incident-report|claim-page|verify|operator|bank-accounts|portal|attachment|address|near=/.test(url),
        ),
      ).toEqual([]);
      // Of /motor/ only the build's files: no page (a claim page, a portal entry, a report's link).
      expect(
        everyUrl
          .filter((url) => url.startsWith('/motor/') && !url.startsWith('/motor/assets/'))
          .map((url) => url.replace(/\?.*$/, ''))
          .sort(),
      ).toEqual([
        '/motor/favicon.svg',
        '/motor/icons/icon-192.png',
        '/motor/icons/icon-512.png',
        '/motor/icons/icon-maskable-512.png',
        '/motor/index.html',
        '/motor/manifest.webmanifest',
        '/motor/shell.html',
        '/motor/sw-lookups.js',
      ]);

      // A new tab with no signal: the wizard opens from the phone.
      await signal.set(false);
      const again = await context.newPage();
      await again.goto(`${e2e.server.url}/motor/`);
      await screenShown(again);
      await again.getByRole('heading', { level: 1 }).waitFor();
      // The report begun on this phone is offered first (its draft, /drafts), else the scopes' tiles.
      expect(['/drafts', '/incident-scope']).toContain(routeOf(again));
      expect(await again.locator('label.option-card__label').count()).toBeGreaterThanOrEqual(2);
      expect(await again.locator('.screen-retry').count()).toBe(0);
      // The worker's own requests were cut too (its look-ups asked the network first).
      expect(signal.cutByWorker.filter((path) => path.startsWith('/v1/lookup/'))).not.toEqual([]);
      await again.close();
      expect(problems.filter((problem) => !problem.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a changed service worker waits while a journey goes on and takes over at the next start', async () => {
    // A copy of the build of its own, whose worker is changed on the server half-way.
    const webDir = await mkdtemp(path.join(tmpdir(), 'motor-web-'));
    await cp(inject('e2eWebDir'), webDir, { recursive: true });
    const server = await startE2eServer({ WEB_DIR: webDir, TRUST_PROXY: 'true' });
    const { page, problems, close } = await newPage(e2e.browser, { viewport: PHONE, mobile: true, context: { serviceWorkers: 'allow' } });
    // The changed worker answers one address of its own: which version serves a page.
    const VERSION_URL = '/motor/__worker-version';
    const versionOf = (tab: Page) =>
      tab.evaluate((url) => fetch(url).then(async (response) => response.headers.get('x-worker-version') ?? 'first'), VERSION_URL);
    try {
      await page.goto(`${server.url}/motor/`);
      await arrive(page, '/incident-scope');
      await workerActive(page);
      expect(await versionOf(page)).toBe('first');

      // Mid-journey a new version is published, and the phone finds it.
      await chooseCard(page, /^Moje vozidlo bolo poškodené/);
      await continueTo(page, '/general-info');
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const worker = await readFile(path.join(webDir, 'sw.js'), 'utf8');
      await writeFile(
        path.join(webDir, 'sw.js'),
        `${worker}\nself.addEventListener('fetch', (event) => { if (new URL(event.request.url).pathname === '${VERSION_URL}') event.respondWith(new Response('', { headers: { 'x-worker-version': 'second' } })); });\n`,
      );
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
      await page.waitForFunction(() =>
        navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting?.state === 'installed'),
      );

      // It waits: the journey goes on with the code it started with, in the same page.
      expect(await versionOf(page)).toBe('first');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(routeOf(page)).toBe('/general-info');
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

      // The tab is closed; the next start runs the new version.
      const context = page.context();
      await page.close();
      const next = await context.newPage();
      await next.goto(`${server.url}/motor/`);
      await screenShown(next);
      await expect.poll(() => versionOf(next), { timeout: 15_000 }).toBe('second');
      await next.getByRole('heading', { level: 1 }).waitFor();
      await next.close();
      // The first version has no answer of its own for the probe: the server's 404, twice.
      expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
    } finally {
      await close();
      await server.close();
      await rm(webDir, { recursive: true, force: true });
    }
  });

  it("a screen's code and styles fetched ahead during an outage are fetched again: the map screen is whole", async () => {
    const { page, problems, close } = await newPage(e2e.browser, { viewport: PHONE, mobile: true });
    const signal = await connection(page.context());
    try {
      await resumeAt(page, e2e.server, SECTION_2.scope1Casco.steps.slice(0, -1), '/reporter-details');
      const failed: string[] = [];
      page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
      // No signal as the person starts typing: the next screens' chunks are asked for and lost.
      await signal.set(false);
      await page.locator('main h1').tap();
      await expect.poll(() => failed.some((file) => /IncidentMapScreen.*\.js$/.test(file))).toBe(true);
      await expect.poll(() => failed.some((file) => /\.css$/.test(file))).toBe(true);
      await signal.set(true);
      await playSubmit(page, REPORTER);
      await arrive(page, '/incident-map');
      await page.locator('.map-view--basemap').waitFor();
      // Leaflet's and the map's styles are there: the map has its height and its zoom buttons their place.
      await expect.poll(async () => (await page.locator('.leaflet-container').first().boundingBox())?.height ?? 0).toBeGreaterThan(200);
      expect(await page.locator('.leaflet-control-zoom').evaluate((element) => getComputedStyle(element).position)).not.toBe('static');
      expect(problems.filter((problem) => !problem.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    } finally {
      await close();
    }
  });
});
