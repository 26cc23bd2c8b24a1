import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { newPage, type Page } from './support/browser.ts';
import { e2eServerAndBrowser, type E2eServer } from './support/server.ts';
import { signedEntry } from '../support/portal-entries.ts';

/**
 * Section 1 and the general-info / alert / policy-type part of section 2 through the real screens:
 * tiles are clicked, fields typed, Continue pressed, on the real server's demo data (README
 * "Demo data"), in real Chromium. No actor seam: what the machine does is seen in the URL.
 */

type Lang = 'sk' | 'en';

const INCIDENT_DATE = '10.5.2026';

const TILES: Record<Lang, Record<number, string>> = {
  sk: {
    1: 'Moje vozidlo bolo poškodené',
    2: 'Moje vozidlo spôsobilo škodu',
    3: 'Iné vozidlo poškodilo môj majetok',
    4: 'Iné vozidlo mi spôsobilo zranenie',
  },
  en: {
    1: 'My vehicle was damaged',
    2: 'My vehicle caused damage',
    3: 'Another vehicle damaged my property',
    4: 'Another vehicle injured me',
  },
};
const SMP_TILES: Record<number, string> = {
  1: 'Vozidlo klienta bolo poškodené',
  2: 'Vozidlom klienta bola spôsobená škoda',
  3: 'Iné vozidlo poškodilo majetok poškodeného',
  4: 'Iné vozidlo spôsobilo poškodenému zranenie',
};

const TEXT = {
  sk: {
    continue: 'Pokračovať',
    plate: 'Evidenčné číslo vozidla',
    noPlate: 'Nemám evidenčné číslo',
    description: 'Popis vozidla',
    date: 'Kedy sa udalosť stala?',
    casco: 'Havarijné poistenie',
    // "… (PZP)" (scope 12: one's own cover) or "… vinníka" (scope 1: of whoever caused it).
    pzp: 'Povinné zmluvné poistenie',
    cascoNumber: 'Číslo zmluvy havarijného poistenia',
    d4: 'Pre toto číslo sme k dátumu udalosti nenašli platnú zmluvu',
  },
  en: {
    continue: 'Continue',
    plate: 'Vehicle licence plate',
    noPlate: 'I don’t have a licence plate',
    description: 'Description of the vehicle',
    date: 'When did it happen?',
    casco: 'Comprehensive (CASCO) insurance',
    pzp: 'Motor liability insurance',
    cascoNumber: 'Comprehensive (CASCO) policy number',
    d4: 'No valid policy for this number on the incident date',
  },
} as const;

const heading = async (page: Page) => (await page.locator('main h1').textContent())?.trim();
const route = (page: Page) => new URL(page.url()).pathname.replace(/^\/motor/, '');

async function arrive(page: Page, path: string) {
  await page.waitForURL(`**/motor${path}`);
  await page.locator('main h1').waitFor();
}

/** Clicks a card (the label covers it, as a finger would) by its visible title. */
async function clickCard(page: Page, title: string) {
  await page.locator('.option-card__label', { hasText: title }).first().click();
}

async function pressContinue(page: Page, lang: Lang = 'sk') {
  await page.getByRole('button', { name: TEXT[lang].continue, exact: true }).click();
}

interface Start {
  lang?: Lang;
  /** SMP portal entry (operator SMP001). */
  smp?: boolean;
}

async function start(page: Page, server: E2eServer, options: Start = {}) {
  await page.goto(`${server.url}/motor/${options.smp ? `?${signedEntry('portal=SMP&code=SMP001')}` : ''}`);
  await arrive(page, '/incident-scope');
  if (options.lang === 'en') {
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Slovensky' }).waitFor();
  }
}

/** /incident-scope: the tiles of the scope set (e.g. [1, 3, 4]), then Continue. */
async function chooseScope(page: Page, objectIds: number[], options: Start = {}) {
  const lang = options.lang ?? 'sk';
  const tiles = options.smp ? SMP_TILES : TILES[lang];
  await page.locator('.option-card').first().waitFor();
  for (const id of objectIds) await clickCard(page, tiles[id]!);
  await pressContinue(page, lang);
}

/** /general-info with a plate (or `null`: the no-plate checkbox and a description) and the demo date. */
async function generalInfo(page: Page, plate: string | null, lang: Lang = 'sk') {
  const text = TEXT[lang];
  if (plate === null) {
    await page.getByLabel(text.noPlate).check();
    await page.getByLabel(text.description, { exact: false }).fill('Modrá elektrická kolobežka');
  } else {
    await page.getByLabel(text.plate).fill(plate);
  }
  await page.getByLabel(text.date).fill(INCIDENT_DATE);
  await pressContinue(page, lang);
}

/** /alert-dont-have-casco: CASCO with the number, or PZP. */
async function cascoAlert(page: Page, choice: { casco: string } | 'PZP', lang: Lang = 'sk') {
  const text = TEXT[lang];
  if (choice === 'PZP') {
    await clickCard(page, text.pzp);
  } else {
    await clickCard(page, text.casco);
    await page.getByLabel(text.cascoNumber).fill(choice.casco);
  }
  await pressContinue(page, lang);
}

describe('sections 1–2: scope, general info, alerts and policy type in Chromium', () => {
  // Each journey is another person: behind the (trusted) proxy each gets its own address, so the
  // server's per-client rate limits (README; 30 new reports a minute) do not refuse the suite.
  const e2e = e2eServerAndBrowser({ TRUST_PROXY: 'true' });

  let person = 0;

  /** A journey on a fresh phone-sized page, as another person; console errors fail it. */
  async function journey(run: (page: Page) => Promise<void>, options: { viewport?: { width: number; height: number } } = {}) {
    const { page, problems, close } = await newPage(e2e.browser, options);
    person += 1;
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${person % 250}` });
    try {
      await run(page);
      expect(problems, problems.join('\n')).toEqual([]);
    } catch (error) {
      // Where the journey stood, for the report.
      const main = await page
        .locator('main')
        .textContent({ timeout: 1000 })
        .catch(() => null);
      throw new Error(`${(error as Error).message}\nat ${page.url()}\nmain: ${main}\n${problems.join('\n')}`, { cause: error });
    } finally {
      await close();
    }
  }

  // Every scope set with every product answer is routed by the machine suite
  // (tests/machine/routing/section1-2.cases.ts) and each screen is reached in Chromium along the
  // model's paths (model-paths.test.ts). Here one case per destination, through the tiles and the
  // real server's demo plates (README "Demo data").
  describe('the scope tiles and /general-info reach each next route of SPEC §2 (WEB)', () => {
    it.each([
      // [scope set, plate ('no plate': the checkbox), the route after /general-info, tiles]
      ['scope1', 'BA111AA', '/reporter-details', [1]],
      // D3: mini-casco is not CASCO for scope12.
      ['scope12', 'KE333CC', '/alert-dont-have-casco', [1, 2]],
      ['scope134', 'BA111AA', '/policy-type', [1, 3, 4]],
      // D3: scopes 13, 14, 134 without a casco product follow the second rule.
      ['scope14', 'KE333CC', '/reporter-details', [1, 4]],
      ['scope1', 'KE333CC', '/alert-have-only-mini-casco', [1]],
      ['scope2', 'ZA444DD', '/alert-dont-have-liability', [2]],
      ['scope13', 'no plate', '/alert-dont-have-license-plate', [1, 3]],
    ] as const)('%s, %s: /general-info goes to %s', async (_scope, plate, next, objectIds) => {
      await journey(async (page) => {
        await start(page, e2e.server);
        await chooseScope(page, [...objectIds]);
        await arrive(page, '/general-info');
        expect(await heading(page)).toBe('Základné údaje o udalosti');
        await generalInfo(page, plate === 'no plate' ? null : plate);
        await arrive(page, next);
      });
    });

    it.each([['scope34', [3, 4]]] as const)('%s goes from /incident-scope straight to /reporter-details', async (_scope, objectIds) => {
      await journey(async (page) => {
        await start(page, e2e.server);
        await chooseScope(page, [...objectIds]);
        await arrive(page, '/reporter-details');
        expect(await heading(page)).toBe('Kontaktné údaje');
      });
    });
  });

  describe('the alerts and /policy-type go on to the next route', () => {
    it('scope1, KE333CC: only mini-casco, CASCO chosen -> /reporter-details', async () => {
      await journey(async (page) => {
        await start(page, e2e.server);
        await chooseScope(page, [1]);
        await arrive(page, '/general-info');
        await generalInfo(page, 'KE333CC');
        await arrive(page, '/alert-have-only-mini-casco');
        await page.getByText('Vozidlo KE333CC má v našej poisťovni iba mini havarijné poistenie', { exact: false }).waitFor();
        await clickCard(page, 'Mini havarijné poistenie');
        await pressContinue(page);
        await arrive(page, '/reporter-details');
      });
    });

    it('scope1, BA222BB: no casco; D4 refuses a number that does not verify, then 5010000099 goes on', async () => {
      await journey(async (page) => {
        await start(page, e2e.server);
        await chooseScope(page, [1]);
        await arrive(page, '/general-info');
        await generalInfo(page, 'BA222BB');
        await arrive(page, '/alert-dont-have-casco');
        // 4010000022 is BA222BB's liability policy: verified as CASCO it is no valid policy.
        await cascoAlert(page, { casco: '4010000022' });
        const number = page.getByLabel(TEXT.sk.cascoNumber);
        await page.locator('#incident-policyId-error').getByText(TEXT.sk.d4).waitFor();
        expect(route(page)).toBe('/alert-dont-have-casco');
        expect(await number.inputValue()).toBe('4010000022');
        expect(await number.evaluate((element) => element === document.activeElement)).toBe(true);
        // The same number again is refused on the spot.
        await pressContinue(page);
        await page.getByRole('alert').getByRole('link', { name: TEXT.sk.d4 }).waitFor();
        await number.fill('5010000099');
        await pressContinue(page);
        await arrive(page, '/reporter-details');
      });
    });

    it('scope1, BA000ZZ: no casco, PZP chosen -> /reporter-details', async () => {
      await journey(async (page) => {
        await start(page, e2e.server);
        await chooseScope(page, [1]);
        await arrive(page, '/general-info');
        await generalInfo(page, 'BA000ZZ');
        await arrive(page, '/alert-dont-have-casco');
        await cascoAlert(page, 'PZP');
        await arrive(page, '/reporter-details');
      });
    });

    it('scope12, KE333CC: the more-info toggle, PZP -> /reporter-details', async () => {
      await journey(async (page) => {
        await start(page, e2e.server);
        await chooseScope(page, [1, 2]);
        await arrive(page, '/general-info');
        await generalInfo(page, 'KE333CC');
        await arrive(page, '/alert-dont-have-casco');
        const more = page.getByText('Prečo z povinného zmluvného poistenia neuhradíme škodu na vašom vozidle?');
        const body = page.getByText('Povinné zmluvné poistenie (PZP) uhrádza iba škody', { exact: false });
        expect(await body.isVisible()).toBe(false);
        await more.click();
        await body.waitFor();
        await cascoAlert(page, 'PZP');
        await arrive(page, '/reporter-details');
      });
    });

    it('scope2, ZA444DD: no liability; D4 refuses 5010000044, then 4010000098 -> /reporter-details', async () => {
      await journey(async (page) => {
        await start(page, e2e.server);
        await chooseScope(page, [2]);
        await arrive(page, '/general-info');
        await generalInfo(page, 'ZA444DD');
        await arrive(page, '/alert-dont-have-liability');
        await page
          .getByText('Tu môžete nahlásiť iba škodu, ktorú spôsobilo toto vozidlo alebo iné vozidlo poistené v našej poisťovni.')
          .waitFor();
        const number = page.getByLabel('Číslo zmluvy povinného zmluvného poistenia');
        await number.fill('5010000044');
        await pressContinue(page);
        await page.locator('#incident-policyId-error').getByText(TEXT.sk.d4).waitFor();
        expect(route(page)).toBe('/alert-dont-have-liability');
        expect(await number.inputValue()).toBe('5010000044');
        await number.fill('4010000098');
        await pressContinue(page);
        await arrive(page, '/reporter-details');
      });
    });

    it.each([
      ['scope1', [1]],
      ['scope12', [1, 2]],
      ['scope13', [1, 3]],
      ['scope14', [1, 4]],
      ['scope134', [1, 3, 4]],
    ] as const)('%s without a plate: the no-plate alert links out and goes on to /reporter-details', async (_scope, objectIds) => {
      await journey(async (page) => {
        await start(page, e2e.server);
        await chooseScope(page, [...objectIds]);
        await arrive(page, '/general-info');
        await generalInfo(page, null);
        await arrive(page, '/alert-dont-have-license-plate');
        const link = page.getByRole('link', { name: 'Nahlásenie škody (otvorí sa v novom okne)' });
        expect(await link.getAttribute('href')).toBe('https://www.poistovna.example.sk/nahlasenie-skody');
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
        await pressContinue(page);
        await arrive(page, '/reporter-details');
      });
    });

    it.each([
      ['scope13', 'Havarijné poistenie', [1, 3]],
      ['scope14', 'Povinné zmluvné poistenie vinníka', [1, 4]],
      ['scope134', 'Havarijné poistenie', [1, 3, 4]],
    ] as const)('%s, BA111AA: /policy-type, "%s" -> /reporter-details', async (_scope, choice, objectIds) => {
      await journey(async (page) => {
        await start(page, e2e.server);
        await chooseScope(page, [...objectIds]);
        await arrive(page, '/general-info');
        await generalInfo(page, 'BA111AA');
        await arrive(page, '/policy-type');
        expect(await heading(page)).toBe('Z ktorého poistenia chcete škodu riešiť?');
        await pressContinue(page);
        await page.getByRole('alert').getByRole('link', { name: 'Vyberte, prosím, z ponúkaných možností' }).waitFor();
        expect(route(page)).toBe('/policy-type');
        await clickCard(page, choice);
        await pressContinue(page);
        await arrive(page, '/reporter-details');
      });
    });
  });

  describe('on SMP (operator SMP001)', () => {
    it('scope13, BA111AA: SMP tiles, /policy-type with the SMP lead, then /permission-confirmation-SMP (D5)', async () => {
      await journey(async (page) => {
        await start(page, e2e.server, { smp: true });
        await chooseScope(page, [1, 3], { smp: true });
        await arrive(page, '/general-info');
        await generalInfo(page, 'BA111AA');
        await arrive(page, '/policy-type');
        await page
          .getByText('Vozidlo klienta má v našej poisťovni havarijné poistenie. Vyberte, z ktorého poistenia chce klient škodu riešiť.')
          .waitFor();
        await clickCard(page, 'Povinné zmluvné poistenie vinníka');
        await pressContinue(page);
        await arrive(page, '/permission-confirmation-SMP');
      });
    });

    it('scope1, KE333CC: mini-casco alert, PZP -> /permission-confirmation-SMP', async () => {
      await journey(async (page) => {
        await start(page, e2e.server, { smp: true });
        await chooseScope(page, [1], { smp: true });
        await arrive(page, '/general-info');
        await generalInfo(page, 'KE333CC');
        await arrive(page, '/alert-have-only-mini-casco');
        await clickCard(page, 'Povinné zmluvné poistenie vinníka');
        await pressContinue(page);
        await arrive(page, '/permission-confirmation-SMP');
      });
    });

    it('scope1 without a plate: the no-plate alert goes to /permission-confirmation-SMP (D20)', async () => {
      await journey(async (page) => {
        await start(page, e2e.server, { smp: true });
        await chooseScope(page, [1], { smp: true });
        await arrive(page, '/general-info');
        await generalInfo(page, null);
        await arrive(page, '/alert-dont-have-license-plate');
        await pressContinue(page);
        await arrive(page, '/permission-confirmation-SMP');
      });
    });

    it('scope34 goes straight to /permission-confirmation-SMP', async () => {
      await journey(async (page) => {
        await start(page, e2e.server, { smp: true });
        await chooseScope(page, [3, 4], { smp: true });
        await arrive(page, '/permission-confirmation-SMP');
      });
    });
  });

  describe('in English', () => {
    it('scope1, BA111AA -> /reporter-details', async () => {
      await journey(async (page) => {
        await start(page, e2e.server, { lang: 'en' });
        expect(await heading(page)).toBe('What happened?');
        await chooseScope(page, [1], { lang: 'en' });
        await arrive(page, '/general-info');
        expect(await heading(page)).toBe('Basic details of the incident');
        await generalInfo(page, 'BA111AA', 'en');
        await arrive(page, '/reporter-details');
      });
    });

    it('scope12, KE333CC -> /alert-dont-have-casco, D4 in English, then 5010000099 -> /reporter-details', async () => {
      await journey(async (page) => {
        await start(page, e2e.server, { lang: 'en' });
        await chooseScope(page, [1, 2], { lang: 'en' });
        await arrive(page, '/general-info');
        await generalInfo(page, 'KE333CC', 'en');
        await arrive(page, '/alert-dont-have-casco');
        await page.getByText('We found no comprehensive (CASCO) insurance with us for vehicle KE333CC', { exact: false }).waitFor();
        await page.getByText('Why doesn’t motor liability insurance pay for damage to your vehicle?').click();
        await cascoAlert(page, { casco: '6010000033' }, 'en');
        await page.locator('#incident-policyId-error').getByText(TEXT.en.d4).waitFor();
        await page.getByLabel(TEXT.en.cascoNumber).fill('5010000099');
        await pressContinue(page, 'en');
        await arrive(page, '/reporter-details');
      });
    });

    it('scope12 with no plate -> the no-plate alert in English -> /reporter-details', async () => {
      await journey(async (page) => {
        await start(page, e2e.server, { lang: 'en' });
        await chooseScope(page, [1, 2], { lang: 'en' });
        await arrive(page, '/general-info');
        await generalInfo(page, null, 'en');
        await arrive(page, '/alert-dont-have-license-plate');
        await page.getByRole('link', { name: 'Report a claim (opens in a new tab)' }).waitFor();
        await pressContinue(page, 'en');
        await arrive(page, '/reporter-details');
      });
    });
  });

  describe('errors', () => {
    it('/incident-scope: nothing chosen shows the error summary and focuses the first tile; a tile that cannot be combined is disabled', async () => {
      await journey(async (page) => {
        await start(page, e2e.server);
        await page.locator('.option-card').first().waitFor();
        await pressContinue(page);
        const summary = page.getByRole('alert');
        await summary.getByRole('link', { name: 'Vyberte jednu alebo viac možností' }).waitFor();
        await summary.getByText('Skontrolujte, prosím, formulár').waitFor();
        expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('1');
        await clickCard(page, TILES.sk[2]!);
        expect(await page.getByRole('checkbox', { name: TILES.sk[3] }).isDisabled()).toBe(true);
        await page.getByText('Nedá sa vybrať spolu s tým, čo ste už označili.').first().waitFor();
        expect(await page.getByRole('checkbox', { name: TILES.sk[1] }).isDisabled()).toBe(false);
      });
    });

    it('/general-info: a wrong date shows the summary, focuses the date, keeps everything typed; fixed, it goes on', async () => {
      await journey(async (page) => {
        await start(page, e2e.server);
        await chooseScope(page, [1]);
        await arrive(page, '/general-info');
        await page.getByLabel(TEXT.sk.plate).fill('ba111aa');
        expect(await page.getByLabel(TEXT.sk.plate).inputValue()).toBe('BA111AA');
        await page.getByLabel(TEXT.sk.date).fill('31.2.2026');
        // Straight from the field to Continue, as a thumb does: the first press must submit, even
        // though leaving the field shows its error and moves the button.
        await pressContinue(page);
        await page.getByRole('alert').getByRole('link', { name: 'Zadajte platný dátum v tvare DD.MM.RRRR' }).waitFor();
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('incident-date');
        expect(route(page)).toBe('/general-info');
        expect(await page.getByLabel(TEXT.sk.plate).inputValue()).toBe('BA111AA');
        expect(await page.getByLabel(TEXT.sk.date).inputValue()).toBe('31.2.2026');

        // An empty plate with the no-plate box: the description is required, the plate kept cleared.
        await page.getByLabel(TEXT.sk.noPlate).check();
        await page.getByLabel(TEXT.sk.date).fill(INCIDENT_DATE);
        await pressContinue(page);
        await page.getByRole('alert').getByRole('link', { name: 'Povinné pole' }).waitFor();
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('incident-myVehicle-description');
        await page.getByLabel(TEXT.sk.noPlate).uncheck();
        expect(await page.getByLabel(TEXT.sk.plate).inputValue()).toBe('');
        await page.getByLabel(TEXT.sk.plate).fill('BA111AA');
        await pressContinue(page);
        await arrive(page, '/reporter-details');
      });
    });
  });

  describe('accessibility (axe-core, WCAG 2.2 AA and best practice)', () => {
    async function expectNoViolations(page: Page, where: string) {
      const violations = await axeViolations(page);
      expect(violations, `${where}: ${JSON.stringify(violations)}`).toEqual([]);
    }

    it.each([
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1280, height: 800 }],
    ])('has no violations on the routes of this part (%s)', async (_name, viewport) => {
      await journey(
        async (page) => {
          // /incident-scope, fresh, then with disabled tiles and with the error summary.
          await start(page, e2e.server);
          await page.locator('.option-card').first().waitFor();
          await expectNoViolations(page, '/incident-scope');
          await pressContinue(page);
          await page.getByRole('alert').waitFor();
          await clickCard(page, TILES.sk[2]!);
          await expectNoViolations(page, '/incident-scope with errors and disabled tiles');
          await clickCard(page, TILES.sk[2]!);
          await clickCard(page, TILES.sk[1]!);
          await clickCard(page, TILES.sk[2]!);
          await pressContinue(page);
          // /general-info, with errors, then without a plate.
          await arrive(page, '/general-info');
          await expectNoViolations(page, '/general-info');
          await pressContinue(page);
          await page.getByRole('alert').waitFor();
          await expectNoViolations(page, '/general-info with errors');
          await page.getByLabel(TEXT.sk.noPlate).check();
          await expectNoViolations(page, '/general-info without a plate');
          await page.getByLabel(TEXT.sk.noPlate).uncheck();
          await generalInfo(page, 'KE333CC');
          // /alert-dont-have-casco, with the more-info toggle open and D4's error.
          await arrive(page, '/alert-dont-have-casco');
          await expectNoViolations(page, '/alert-dont-have-casco');
          await page.getByText('Prečo z povinného zmluvného poistenia neuhradíme škodu na vašom vozidle?').click();
          await cascoAlert(page, { casco: '4010000033' });
          await page.locator('#incident-policyId-error').waitFor();
          await expectNoViolations(page, '/alert-dont-have-casco with D4');
        },
        { viewport },
      );

      await journey(
        async (page) => {
          await start(page, e2e.server);
          await chooseScope(page, [1]);
          await arrive(page, '/general-info');
          await generalInfo(page, 'KE333CC');
          await arrive(page, '/alert-have-only-mini-casco');
          await expectNoViolations(page, '/alert-have-only-mini-casco');
          await pressContinue(page);
          await page.getByRole('alert').waitFor();
          await expectNoViolations(page, '/alert-have-only-mini-casco with errors');
        },
        { viewport },
      );

      await journey(
        async (page) => {
          await start(page, e2e.server);
          await chooseScope(page, [2]);
          await arrive(page, '/general-info');
          await generalInfo(page, 'ZA444DD');
          await arrive(page, '/alert-dont-have-liability');
          await expectNoViolations(page, '/alert-dont-have-liability');
          await page.getByLabel('Číslo zmluvy povinného zmluvného poistenia').fill('5010000044');
          await pressContinue(page);
          await page.locator('#incident-policyId-error').waitFor();
          await expectNoViolations(page, '/alert-dont-have-liability with D4');
        },
        { viewport },
      );

      await journey(
        async (page) => {
          await start(page, e2e.server);
          await chooseScope(page, [1, 3]);
          await arrive(page, '/general-info');
          await generalInfo(page, 'BA111AA');
          await arrive(page, '/policy-type');
          await expectNoViolations(page, '/policy-type');
          await page.goBack();
          await arrive(page, '/general-info');
          await generalInfo(page, null);
          await arrive(page, '/alert-dont-have-license-plate');
          await expectNoViolations(page, '/alert-dont-have-license-plate');
        },
        { viewport },
      );
    });
  });
});
