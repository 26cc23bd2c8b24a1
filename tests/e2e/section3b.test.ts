import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { newPage, type Page } from './support/browser.ts';
import { SECTION_2, TO_REPAIR_SHOP } from './support/journeys.ts';
import { e2eServerAndBrowser, startE2eServer } from './support/server.ts';
import { arrive, asNewClient, continueTo, pressContinue, resumeAt } from './support/wizard.ts';

/**
 * The three map screens in Chromium on the real server: the embedded gazetteer answers the address
 * search, the demo repair shops fill the list. Leaflet is fetched only on these screens, and they
 * work without any tile server (the default) and with one that does not answer.
 */

/** D36: the map screens' Continue confirms the address shown. */
const CONFIRM_AND_CONTINUE = 'Potvrdiť adresu a pokračovať';
const LEAFLET_CHUNK = /\/assets\/leaflet-[\w-]+\.js$/;

async function searchAddress(page: Page, query: string) {
  await page.getByLabel('Vyhľadať adresu').fill(query);
  await page.getByRole('button', { name: 'Hľadať', exact: true }).click();
}

async function pickResult(page: Page, text: RegExp) {
  await page.getByRole('list', { name: 'Nájdené adresy' }).getByRole('button', { name: text }).first().click();
}

const stored = (page: Page) => page.evaluate(() => window.__claimActor!.getSnapshot().context.report);

describe('the map screens in Chromium', () => {
  const e2e = e2eServerAndBrowser({ TRUST_PROXY: 'true' });

  async function journey(
    run: (page: Page) => Promise<void>,
    options: {
      viewport?: { width: number; height: number };
      ignore?: RegExp;
      context?: NonNullable<Parameters<typeof newPage>[1]>['context'];
    } = {},
  ) {
    const { page, problems, close } = await newPage(e2e.browser, options);
    try {
      await run(page);
      expect(problems.filter((problem) => !options.ignore?.test(problem))).toEqual([]);
    } finally {
      await close();
    }
  }

  it('the first screen does not fetch Leaflet; /incident-map does', async () => {
    await journey(async (page) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await asNewClient(page);
      await page.goto(`${e2e.server.url}/motor/`);
      await arrive(page, '/incident-scope');
      expect(requests.filter((url) => LEAFLET_CHUNK.test(url))).toEqual([]);
      expect(requests.some((url) => url.includes('leaflet'))).toBe(false);
      expect(requests.some((url) => url.includes('/v1/lookup/basemap'))).toBe(false);

      await resumeAt(page, e2e.server, SECTION_2.scope1Casco.steps, '/incident-map');
      await page.locator('.leaflet-container').waitFor();
      expect(requests.some((url) => LEAFLET_CHUNK.test(url))).toBe(true);
      // Without a tile server (the default) the map screen fetches its own basemap.
      await page.locator('.map-view--basemap').waitFor();
      expect(requests.filter((url) => url.endsWith('/v1/lookup/basemap'))).toHaveLength(1);
    });
  });

  it('/incident-map: nothing found, Continue refused until an address is picked; then Žilina picked, corrected, and Continue confirms it (D36)', async () => {
    await journey(async (page) => {
      await resumeAt(page, e2e.server, SECTION_2.scope1Casco.steps, '/incident-map');
      await page.locator('.leaflet-container').waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await pressContinue(page, CONFIRM_AND_CONTINUE);
      await page.getByRole('alert').getByRole('link', { name: 'Vyberte a potvrďte adresu na mape' }).waitFor();

      await searchAddress(page, 'Xyzzyqwv');
      await page.getByText('Nenašli sme žiadnu adresu pre „Xyzzyqwv“', { exact: false }).waitFor();
      expect(await page.getByLabel('Vyhľadať adresu').inputValue()).toBe('Xyzzyqwv');

      await searchAddress(page, 'Žilina');
      await pickResult(page, /Žilina/);
      expect(await page.getByLabel('Obec', { exact: true }).inputValue()).toBe('Žilina');
      // On a phone the fields a look-up filled are folded; they open for a correction.
      await page.getByRole('button', { name: 'Upraviť adresu' }).click();
      await page.getByLabel('Ulica').fill('Hlavná');
      await page.getByLabel(/Orientačné číslo/).fill('12');
      await page.getByLabel('Ulica').fill('Národná');
      expect(await page.getByRole('button', { name: 'Potvrdiť adresu', exact: true }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await continueTo(page, '/incident-reason-group', CONFIRM_AND_CONTINUE);

      const address = (await stored(page)).incident.address;
      expect(address).toMatchObject({ street: 'Národná', buildingNumber: '12', town: 'Žilina', country: 'SVK', isUnspecified: false });
      expect(address?.lat).toBeCloseTo(49.22, 1);
    });
  });

  it('/incident-map in English on a desktop: a click on the map fills the address from the reverse look-up', async () => {
    await journey(
      async (page) => {
        await resumeAt(page, e2e.server, SECTION_2.scope2.steps, '/incident-map', { lang: 'en' });
        const map = page.locator('.leaflet-container');
        await map.waitFor();
        await map.click();
        const town = page.getByLabel('Town', { exact: true });
        await expect.poll(() => town.inputValue(), { timeout: 10_000 }).not.toBe('');
        const picked = await town.inputValue();
        await page.getByRole('button', { name: 'Confirm the address and continue', exact: true }).click();
        await arrive(page, '/incident-details');
        const address = (await stored(page)).incident.address;
        expect(address?.town).toBe(picked);
        expect(address?.lat).toBeGreaterThan(47.7);
        expect(address?.lat).toBeLessThan(49.7);
      },
      { viewport: { width: 1280, height: 900 } },
    );
  });

  it('with a tile server that does not answer, the map still works: search, pick, confirm, continue', async () => {
    const broken = await startE2eServer({
      TRUST_PROXY: 'true',
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Test tiles',
    });
    try {
      await journey(
        async (page) => {
          const requests: string[] = [];
          page.on('request', (request) => requests.push(request.url()));
          await resumeAt(page, broken, SECTION_2.scope2.steps, '/incident-map');
          await page.getByText('© Test tiles').waitFor();
          // The tile server's map is used instead of the basemap, which is not even fetched.
          expect(requests.some((url) => url.includes('/v1/lookup/basemap'))).toBe(false);
          expect(await page.locator('.map-view--basemap').count()).toBe(0);
          // With a tile server "Použiť moju polohu" goes to street level, and the map can go deeper still.
          await page.getByRole('button', { name: 'Použiť moju polohu' }).click();
          await page.getByText('Adresu sme doplnili podľa miesta na mape.', { exact: false }).waitFor();
          expect(await page.getByRole('button', { name: 'Priblížiť mapu' }).getAttribute('aria-disabled')).not.toBe('true');
          expect(await page.getByText('Táto mapa ukazuje obce, nie ulice', { exact: false }).count()).toBe(0);
          await searchAddress(page, 'Trnava');
          await pickResult(page, /Trnava/);
          await continueTo(page, '/incident-details', CONFIRM_AND_CONTINUE);
        },
        {
          ignore: /Failed to load resource|ERR_CONNECTION_REFUSED/,
          context: { permissions: ['geolocation'], geolocation: { latitude: 48.3774, longitude: 17.5872 } },
        },
      );
    } finally {
      await broken.close();
    }
  });

  it('/car-repair-map: shops nearest the incident first, filtered to car glass, a shop chosen -> /force-payout-to-aggrieved', async () => {
    await journey(async (page) => {
      await resumeAt(page, e2e.server, TO_REPAIR_SHOP, '/car-repair-map');
      const shops = page.getByRole('region', { name: 'Zmluvné servisy' }).locator('li.shop-card');
      await shops.first().waitFor();
      expect(await shops.first().textContent()).toContain('Žilina');
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel('Autosklo', { exact: true }).check();
      await expect.poll(async () => (await shops.allTextContents()).every((text) => text.includes('Autosklo'))).toBe(true);

      await page.getByLabel('Hľadať servis podľa názvu alebo adresy').fill('Trnava');
      await page.getByRole('button', { name: 'Hľadať', exact: true }).click();
      await expect.poll(async () => shops.first().textContent()).toContain('Trnava');
      const first = shops.first();
      const name = (await first.getByRole('heading').textContent())?.trim();
      await first.getByRole('button', { name: /Vybrať tento servis/ }).click();
      await arrive(page, '/force-payout-to-aggrieved');
      expect((await stored(page)).incident.carRepairService?.companyName).toBe(name);
    });
  });

  it('/car-repair-map left while the map still zooms: no script error after the map is gone', async () => {
    await journey(async (page) => {
      await resumeAt(page, e2e.server, TO_REPAIR_SHOP, '/car-repair-map');
      await page.getByRole('region', { name: 'Zmluvné servisy' }).locator('li.shop-card').first().waitFor();
      // The Continue's answer reaches the page only once the map has begun to zoom, so the screen
      // goes within Leaflet's 250 ms zoom, as after a quick tap on a phone or on a slow one.
      let answered!: () => void;
      const serverAnswered = new Promise<void>((resolve) => (answered = resolve));
      let deliver!: () => void;
      const delivered = new Promise<void>((resolve) => (deliver = resolve));
      await page.route('**/v1/incident-report/*/update', async (route) => {
        const response = await route.fetch();
        answered();
        await delivered;
        await route.fulfill({ response });
      });
      await page.getByRole('button', { name: 'Pokračovať bez výberu servisu' }).click();
      await serverAnswered;
      // In the page, as each zoom lasts only 250 ms: zoom in and out by turns, a new zoom as each
      // ends, until the map is gone, so one is under way whenever that happens.
      await page.evaluate(
        () =>
          new Promise<void>((resolve, reject) => {
            const pane = document.querySelector('.leaflet-map-pane')!;
            const controls = ['.leaflet-control-zoom-in', '.leaflet-control-zoom-out'].map((selector) =>
              document.querySelector<HTMLElement>(selector)!,
            );
            let turn = 0;
            // Each zoom ends 250 ms after it began (Leaflet's timer); the first turn that finds the
            // map gone comes 260 ms after the last zoom began, so after that zoom's end.
            let stopped!: () => void;
            (window as unknown as { mapZoomsEnded: Promise<void> }).mapZoomsEnded = new Promise<void>((resolve) => (stopped = resolve));
            const zoom = () => {
              if (pane.isConnected) return controls[turn++ % 2]!.click();
              clearInterval(zooming);
              stopped();
            };
            const zooming = setInterval(zoom, 260);
            const watch = new MutationObserver(() => {
              if (!pane.classList.contains('leaflet-zoom-anim')) return;
              watch.disconnect();
              resolve();
            });
            watch.observe(pane, { attributes: true, attributeFilter: ['class'] });
            zoom();
            setTimeout(() => reject(new Error('the map did not begin to zoom')), 5000);
          }),
      );
      deliver();
      await arrive(page, '/incident-inspection-address');
      // A script error of the zoom under way would come by its end.
      await page.evaluate(() => (window as unknown as { mapZoomsEnded: Promise<void> }).mapZoomsEnded);
    });
  });

  it('/car-repair-map without a shop -> /incident-inspection-address: an address abroad is refused, one in Slovakia with a contact person -> /additional-bank', async () => {
    await journey(async (page) => {
      await resumeAt(page, e2e.server, TO_REPAIR_SHOP, '/car-repair-map');
      await page.getByRole('button', { name: 'Pokračovať bez výberu servisu' }).click();
      await arrive(page, '/incident-inspection-address');
      expect((await stored(page)).incident.carRepairService ?? null).toBeNull();
      expect(await axeViolations(page)).toEqual([]);

      await page.locator('label.option-card__label').filter({ hasText: 'Na inej adrese' }).click();
      await searchAddress(page, 'Wien');
      await pickResult(page, /Wien/);
      await pressContinue(page, CONFIRM_AND_CONTINUE);
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('Obhliadku vozidla vieme zabezpečiť iba na Slovensku');
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Pokračovať' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/motor/incident-inspection-address');

      await searchAddress(page, 'Trnava');
      await pickResult(page, /Trnava/);
      await page.getByText('Obhliadku dohodne iná kontaktná osoba').click();
      await page.getByLabel('Priezvisko', { exact: true }).fill('Nováková');
      await pressContinue(page, CONFIRM_AND_CONTINUE);
      await page.getByRole('alert').getByRole('link', { name: 'Zadajte, prosím, aspoň jeden kontaktný údaj' }).first().waitFor();
      await page
        .getByRole('group', { name: /Ako môžeme kontaktnú osobu zastihnúť/ })
        .getByLabel(/Telefón/)
        .fill('905 222 333');
      await continueTo(page, '/additional-bank', CONFIRM_AND_CONTINUE);

      const report = await stored(page);
      expect(report.incident.inspectionAddress).toMatchObject({ town: 'Trnava', country: 'SVK' });
      expect(report.parties.inspectionContactPerson).toMatchObject({ isSeparate: true, lastName: 'Nováková' });
    });
  });

  it('/incident-inspection-address at the incident address (Žilina) -> /additional-bank', async () => {
    await journey(async (page) => {
      await resumeAt(page, e2e.server, TO_REPAIR_SHOP, '/car-repair-map');
      await page.getByRole('button', { name: 'Pokračovať bez výberu servisu' }).click();
      await arrive(page, '/incident-inspection-address');
      await page.locator('label.option-card__label').filter({ hasText: 'Na adrese udalosti' }).click();
      await continueTo(page, '/additional-bank', CONFIRM_AND_CONTINUE);
      const incident = (await stored(page)).incident;
      expect(incident.inspectionAddressIsTheSame).toBe(true);
      expect(incident.inspectionAddress).toMatchObject({ town: 'Žilina', country: 'SVK' });
    });
  });
});
