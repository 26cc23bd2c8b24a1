import type { BrowserContextOptions, CDPSession } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { newPage, type Page } from './support/browser.ts';
import { SECTION_2, TO_REPAIR_SHOP, ZILINA_POINT } from './support/journeys.ts';
import { e2eServerAndBrowser } from './support/server.ts';
import { continueTo, pressContinue, resumeAt } from './support/wizard.ts';

/**
 * The map screens in Chromium, on a phone (390 x 844, a touch screen) and
 * the real server without a tile server (the default): the map's own basemap, "use my location",
 * a pin that only a deliberate gesture moves, the repair-shop map around the incident place with
 * clusters, the screens' fit on a phone, and "address unspecified". Touch gestures are real touch
 * events (the DevTools protocol's Input.dispatchTouchEvent), as a finger makes them.
 */

const PHONE = { width: 390, height: 844 };
const TOUCH: BrowserContextOptions = { hasTouch: true, isMobile: true };
// Žilina's centre, where the demo gazetteer names the place "Žilina".

const stored = (page: Page) => page.evaluate(() => window.__claimActor!.getSnapshot().context.report);
const map = (page: Page) => page.locator('.leaflet-container').first();
/** D36: the map screens' Continue confirms the address shown. */
const CONFIRM_AND_CONTINUE = 'Potvrdiť adresu a pokračovať';
const townValue = (page: Page) => page.locator('input[name="incident.address.town"]').inputValue();

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on the page`);
  return found;
}

/** A point inside the map (scrolled into view first, as a finger needs it), as fractions of its width and height. */
async function mapPoint(page: Page, fx: number, fy: number) {
  await map(page).scrollIntoViewIfNeeded();
  const { x, y, width, height } = await box(page, '.leaflet-container');
  return { x: Math.round(x + width * fx), y: Math.round(y + height * fy) };
}

type TouchPoint = { x: number; y: number };

/** One finger or two, through the DevTools protocol: start, moves in steps, end. */
async function gesture(cdp: CDPSession, from: TouchPoint[], to: TouchPoint[], options: { steps?: number; holdMs?: number } = {}) {
  const points = (at: TouchPoint[]) => at.map((point, id) => ({ x: point.x, y: point.y, id }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(from) });
  const steps = options.steps ?? 12;
  for (let step = 1; step <= steps; step += 1) {
    const at = from.map((start, index) => ({
      x: start.x + ((to[index]!.x - start.x) * step) / steps,
      y: start.y + ((to[index]!.y - start.y) * step) / steps,
    }));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(at) });
  }
  // How long the finger rests before it lifts: the gesture itself, not a wait for the page.
  if (options.holdMs) await new Promise((resolve) => setTimeout(resolve, options.holdMs));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const longPress = (cdp: CDPSession, at: TouchPoint) => gesture(cdp, [at], [at], { steps: 1, holdMs: 900 });

async function searchAndPick(page: Page, query: string, result: RegExp) {
  await page.getByLabel('Vyhľadať adresu').fill(query);
  await page.getByRole('button', { name: 'Hľadať', exact: true }).click();
  await page.getByRole('list', { name: 'Nájdené adresy' }).getByRole('button', { name: result }).first().click();
}

/** The boxes of the place names on the map, and whether any two overlap. */
async function placeNames(page: Page) {
  return page.evaluate(() => {
    const container = document.querySelector('.leaflet-container')!.getBoundingClientRect();
    const boxes = [...document.querySelectorAll('.map-place__name')]
      .map((element) => ({ name: element.textContent ?? '', rect: element.getBoundingClientRect() }))
      .filter(
        ({ rect }) =>
          rect.right > container.left && rect.left < container.right && rect.bottom > container.top && rect.top < container.bottom,
      );
    const overlaps: string[] = [];
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        const apart =
          a.rect.right <= b.rect.left || b.rect.right <= a.rect.left || a.rect.bottom <= b.rect.top || b.rect.bottom <= a.rect.top;
        if (!apart) overlaps.push(`${a.name} / ${b.name}`);
      }),
    );
    return { names: boxes.map(({ name }) => name), overlaps };
  });
}

describe('the map screens on a phone', () => {
  const e2e = e2eServerAndBrowser({ TRUST_PROXY: 'true' });

  async function journey(run: (page: Page, cdp: CDPSession) => Promise<void>, context: BrowserContextOptions = {}) {
    const { page, problems, close } = await newPage(e2e.browser, { viewport: PHONE, context: { ...TOUCH, ...context } });
    try {
      const cdp = await page.context().newCDPSession(page);
      await run(page, cdp);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  }

  it('1. without a tile server the map draws Slovakia, its borders and its towns, names never overlapping at any zoom', async () => {
    await journey(async (page) => {
      const basemap: Array<{ encoding: string | undefined; bytes: number }> = [];
      page.on('response', async (response) => {
        if (!response.url().endsWith('/v1/lookup/basemap')) return;
        const headers = await response.allHeaders();
        basemap.push({ encoding: headers['content-encoding'], bytes: Number(headers['content-length'] ?? (await response.body()).length) });
      });
      await resumeAt(page, e2e.server, SECTION_2.scope1Casco.steps, '/incident-map');
      await page.locator('.map-view--basemap').waitFor();
      // Slovakia and the borders around it are vector paths; no tile is fetched from anywhere.
      expect(await page.locator('.leaflet-overlay-pane path').count()).toBe(2);
      expect(await page.locator('.leaflet-tile').count()).toBe(0);
      expect(basemap).toEqual([{ encoding: 'gzip', bytes: expect.any(Number) }]);
      expect(basemap[0]!.bytes).toBeLessThan(40 * 1024);
      expect(await page.locator('.leaflet-control-attribution').textContent()).toContain('GeoNames');

      // The whole country: its cities by name, none over another.
      await expect.poll(async () => (await placeNames(page)).names).toEqual(expect.arrayContaining(['Bratislava', 'Košice', 'Žilina']));
      expect((await placeNames(page)).overlaps).toEqual([]);

      // Around Žilina (the search moves the view there, zoom 13), then out step by step: towns and
      // villages come and go, never over each other.
      await searchAndPick(page, 'Žilina', /Žilina/);
      await expect.poll(async () => (await placeNames(page)).names).toContain('Žilina');
      const counts: number[] = [];
      for (let zoomOut = 0; zoomOut < 5; zoomOut += 1) {
        await page.getByRole('button', { name: 'Oddialiť mapu' }).click();
        await page.waitForFunction(() => !document.querySelector('.leaflet-zoom-anim'));
        const { names, overlaps } = await placeNames(page);
        expect(overlaps).toEqual([]);
        counts.push(names.length);
      }
      // At zoom 10 and 11 the villages around Žilina are named too.
      expect(Math.max(...counts)).toBeGreaterThan(8);
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it('2. "Použiť moju polohu": the phone’s position fills the address for confirmation, the basemap zoomed no deeper than it draws; a refusal and a timeout are said in words', async () => {
    await journey(
      async (page) => {
        await resumeAt(page, e2e.server, SECTION_2.scope1Casco.steps, '/incident-map');
        await page.getByRole('button', { name: 'Použiť moju polohu' }).click();
        await page.getByText('Adresu sme doplnili podľa miesta na mape. Skontrolujte ju a potvrďte.').waitFor();
        expect(await townValue(page)).toBe('Žilina');
        await page.locator('.map-marker--pin').waitFor();
        // The built-in basemap has no streets: the view stops where it can still draw, and says why.
        await page.getByText('Táto mapa ukazuje obce, nie ulice', { exact: false }).waitFor();
        expect(await page.getByText('MAP_TILE_URL', { exact: false }).count()).toBe(1);
        expect(await page.getByRole('button', { name: 'Priblížiť mapu' }).getAttribute('aria-disabled')).toBe('true');
        expect((await placeNames(page)).names).toContain('Žilina');
        expect(await axeViolations(page)).toEqual([]);
        // Filled for a check; Continue confirms it.
        await continueTo(page, '/incident-reason-group', CONFIRM_AND_CONTINUE);
        const address = (await stored(page)).incident.address;
        expect(address).toMatchObject({ town: 'Žilina', isUnspecified: false });
        expect(address?.lat).toBeCloseTo(ZILINA_POINT.latitude, 3);
        expect(address?.lon).toBeCloseTo(ZILINA_POINT.longitude, 3);
      },
      { permissions: ['geolocation'], geolocation: ZILINA_POINT },
    );

    // No permission: the browser refuses, the page says so and nothing is picked.
    await journey(async (page) => {
      await resumeAt(page, e2e.server, SECTION_2.scope1Casco.steps, '/incident-map');
      await page.getByRole('button', { name: 'Použiť moju polohu' }).click();
      await page
        .getByText('Prístup k polohe nie je povolený. Povoľte ho v nastaveniach prehliadača, alebo miesto vyhľadajte či označte na mape.')
        .waitFor();
      expect(await page.locator('.map-marker--pin').count()).toBe(0);
    });

    // Allowed, but no position comes (no fix indoors): after the timeout the page says so.
    await journey(
      async (page, cdp) => {
        await resumeAt(page, e2e.server, SECTION_2.scope1Casco.steps, '/incident-map');
        await cdp.send('Emulation.clearGeolocationOverride');
        await page.getByRole('button', { name: 'Použiť moju polohu' }).click();
        await page.getByText('Zisťujeme vašu polohu…').waitFor();
        await page
          .getByText(
            'Zisťovanie polohy trvalo príliš dlho. Skúste to znova vonku alebo pri okne, alebo miesto vyhľadajte či označte na mape.',
          )
          .waitFor({ timeout: 20_000 });
        expect(await page.locator('.map-marker--pin').count()).toBe(0);
      },
      { permissions: ['geolocation'] },
    );
  });

  it('3. a picked address stays through a stray tap, a pan and a pinch; a long press or a drag of the pin moves it', async () => {
    await journey(async (page, cdp) => {
      await resumeAt(page, e2e.server, SECTION_2.scope1Casco.steps, '/incident-map');
      await map(page).waitFor();
      // Before anything is picked a tap places the pin (nothing to lose).
      await page.touchscreen.tap(...(Object.values(await mapPoint(page, 0.5, 0.5)) as [number, number]));
      await expect.poll(() => townValue(page), { timeout: 10_000 }).not.toBe('');
      const town = await townValue(page);
      const pinAt = await box(page, '.map-marker--pin');

      // A stray tap elsewhere: nothing moves, and the page says how to move the pin.
      await page.touchscreen.tap(...(Object.values(await mapPoint(page, 0.8, 0.8)) as [number, number]));
      await page.getByText('Miesto sa ťuknutím nezmenilo.', { exact: false }).waitFor();
      expect(await townValue(page)).toBe(town);

      // A pan with one finger and a pinch with two move and zoom the map, never the address.
      await gesture(cdp, [await mapPoint(page, 0.7, 0.6)], [await mapPoint(page, 0.3, 0.4)]);
      await expect.poll(async () => (await box(page, '.map-marker--pin')).x).not.toBeCloseTo(pinAt.x, -1);
      const centre = await mapPoint(page, 0.5, 0.5);
      await gesture(
        cdp,
        [
          { x: centre.x - 30, y: centre.y },
          { x: centre.x + 30, y: centre.y },
        ],
        [
          { x: centre.x - 110, y: centre.y },
          { x: centre.x + 110, y: centre.y },
        ],
      );
      await page.waitForFunction(() => !document.querySelector('.leaflet-zoom-anim'));
      expect(await townValue(page)).toBe(town);
      expect((await stored(page)).incident.address ?? null).toBeNull();

      // A long press is deliberate: the pin goes there and the address is looked up again.
      const before = await box(page, '.map-marker--pin');
      await longPress(cdp, await mapPoint(page, 0.25, 0.75));
      await page.getByText('Adresu sme doplnili podľa miesta na mape.', { exact: false }).waitFor();
      await map(page).scrollIntoViewIfNeeded();
      await expect
        .poll(async () => {
          const held = await box(page, '.map-marker--pin');
          return Math.abs(held.x - before.x) + Math.abs(held.y - before.y);
        })
        .toBeGreaterThan(40);

      // So is dragging the pin.
      const pin = await box(page, '.map-marker--pin');
      const from = { x: pin.x + pin.width / 2, y: pin.y + pin.height / 3 };
      await gesture(cdp, [from], [{ x: from.x + 60, y: from.y - 50 }], { steps: 20 });
      await expect.poll(async () => Math.abs((await box(page, '.map-marker--pin')).x - pin.x)).toBeGreaterThan(30);
    });
  });

  it('4. /car-repair-map opens around the incident place: nearest shops first with distances, clusters, list and map in step', async () => {
    await journey(async (page) => {
      await resumeAt(page, e2e.server, TO_REPAIR_SHOP, '/car-repair-map');
      const shops = page.getByRole('region', { name: 'Zmluvné servisy' }).locator('li.shop-card');
      await shops.first().waitFor();
      // Nearest the incident (Žilina) first, each with its distance, growing down the list.
      expect(await shops.first().textContent()).toContain('Žilina');
      const distances = (await shops.locator('dd').filter({ hasText: /km$/ }).allTextContents()).map((text) =>
        Number(text.replace(/\s*km$/, '').replace(',', '.')),
      );
      expect(distances.length).toBe(10);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));

      // The view is around Žilina, not all Slovakia: the incident's place is on the map, Bratislava's shops are not.
      const inMap = async (selector: string) =>
        page.evaluate((sel) => {
          const area = document.querySelector('.leaflet-container')!.getBoundingClientRect();
          return [...document.querySelectorAll(sel)].filter((element) => {
            const rect = element.getBoundingClientRect();
            return rect.left >= area.left && rect.right <= area.right && rect.top >= area.top && rect.bottom <= area.bottom;
          }).length;
        }, selector);
      await expect.poll(() => inMap('.map-marker--place')).toBe(1);
      expect(await page.locator('.map-marker--shop[title^="Karoséria Ružinov"]').count()).toBe(0);
      await expect.poll(() => axeViolations(page), { timeout: 10_000 }).toEqual([]);

      // Zoomed out, shops close together become one numbered cluster; pressing it parts them.
      // (Each zoom's animations end first: markers fading in or out are not what a person reads.)
      const settled = () => page.waitForFunction(() => !document.querySelector('.leaflet-zoom-anim, .leaflet-cluster-anim'));
      for (let zoomOut = 0; zoomOut < 3; zoomOut += 1) {
        await page.getByRole('button', { name: 'Oddialiť mapu' }).click();
        await settled();
      }
      const cluster = page.locator('.map-cluster').first();
      await cluster.waitFor();
      expect(await cluster.getAttribute('role')).toBe('button');
      expect(await cluster.textContent()).toMatch(/^\d+Servisy blízko seba: \d+\. Stlačením mapu priblížite\.$/);
      // The clusters are drawn in chunks after a zoom: axe reads the map once they have settled
      // (a cluster removed while axe reads it has no place on the page, and no size).
      await expect.poll(() => axeViolations(page), { timeout: 10_000 }).toEqual([]);
      const clustersBefore = await page.locator('.map-cluster').count();
      const markersBefore = await page.locator('.map-marker--shop').count();
      await cluster.tap();
      await settled();
      await expect
        .poll(
          async () =>
            (await page.locator('.map-marker--shop').count()) -
            markersBefore +
            clustersBefore -
            (await page.locator('.map-cluster').count()),
        )
        .toBeGreaterThan(0);

      // From the list to the map: the shop's marker is shown and marked.
      const far = shops.nth(6);
      const name = (await far.getByRole('heading').textContent())!.trim();
      await far.getByRole('button', { name: /^Ukázať na mape/ }).tap();
      const marker = page.locator(`.map-marker--shop[title="${name}"]`);
      await expect.poll(() => inMap(`.map-marker--shop.map-marker--selected[title="${name}"]`)).toBe(1);
      await settled();
      // From the map to the list: a marker leads to its shop. The shown shop fills the view; a
      // person zooms out until another one is in sight (the clusters draw only what is in view).
      const other = page.locator('.map-marker--shop:not(.map-marker--selected)').first();
      for (let zoomOut = 0; zoomOut < 6 && (await other.count()) === 0; zoomOut += 1) {
        await page.getByRole('button', { name: 'Oddialiť mapu' }).click();
        await settled();
      }
      const otherName = await other.getAttribute('title');
      await other.tap();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(otherName);
      expect(await marker.count()).toBe(1);
    });
  });

  it('5. on a phone the map is a fixed part of the screen and Continue is near once an address is picked', async () => {
    await journey(async (page) => {
      await resumeAt(page, e2e.server, SECTION_2.scope1Casco.steps, '/incident-map');
      const height = (await box(page, '.leaflet-container')).height;
      expect(height).toBeGreaterThanOrEqual(PHONE.height * 0.3);
      expect(height).toBeLessThanOrEqual(PHONE.height * 0.5);

      await searchAndPick(page, 'Žilina', /Žilina/);
      // What the look-up filled folds into one line with "Upraviť adresu"; it knew no street, so the
      // street and its numbers stay open to be typed.
      expect(await page.getByLabel('Obec', { exact: true }).isVisible()).toBe(false);
      expect(await page.getByLabel('Ulica').isVisible()).toBe(true);
      expect(await page.locator('.address-folded').textContent()).toContain('Žilina');
      const continueButton = page.getByRole('button', { name: CONFIRM_AND_CONTINUE, exact: true });
      const top = await continueButton.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      // The place folded, Continue follows the street and its numbers: about two screens down, where
      // with every field open it is 2,300 px.
      expect(top).toBeLessThan(PHONE.height * 2.1);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel('Ulica').fill('Hlavná');
      // "Upraviť adresu" opens the rest for a correction; Continue moves down past them.
      await page.getByRole('button', { name: 'Upraviť adresu' }).click();
      expect(await page.getByLabel('Obec', { exact: true }).isVisible()).toBe(true);
      const topOpen = await continueButton.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      expect(topOpen).toBeGreaterThan(top + 200);
      await continueTo(page, '/incident-reason-group', CONFIRM_AND_CONTINUE);
      expect((await stored(page)).incident.address).toMatchObject({ street: 'Hlavná', town: 'Žilina' });
    });
  });

  it('9. "Presnú adresu neviem určiť": a place on the map is enough (no confirmation); without one, the town', async () => {
    await journey(async (page, cdp) => {
      await resumeAt(page, e2e.server, SECTION_2.scope1Casco.steps, '/incident-map');
      await page.getByText('Presnú adresu neviem určiť').click();
      // Nothing marked and no town: refused with its own message, not "confirm the address".
      await pressContinue(page, CONFIRM_AND_CONTINUE);
      await page.getByRole('alert').getByRole('link', { name: 'Označte miesto na mape, alebo napíšte aspoň obec' }).waitFor();
      expect(await page.getByRole('alert').getByText('Vyberte a potvrďte adresu na mape').count()).toBe(0);

      await longPress(cdp, await mapPoint(page, 0.55, 0.45));
      await page.getByText('Adresu neuvedieme, uložíme miesto označené na mape.').waitFor();
      await continueTo(page, '/incident-reason-group', CONFIRM_AND_CONTINUE);
      const address = (await stored(page)).incident.address;
      expect(address).toMatchObject({ isUnspecified: true, street: null });
      expect(address?.lat).toBeGreaterThan(47.7);
      expect(address?.lat).toBeLessThan(49.7);
    });

    await journey(async (page) => {
      await resumeAt(page, e2e.server, SECTION_2.scope1Casco.steps, '/incident-map');
      await page.getByText('Presnú adresu neviem určiť').click();
      await page.getByLabel('Obec', { exact: true }).fill('Brezno');
      await continueTo(page, '/incident-reason-group', CONFIRM_AND_CONTINUE);
      expect((await stored(page)).incident.address).toMatchObject({ isUnspecified: true, town: 'Brezno', lat: null, lon: null });
    });
  });
});
