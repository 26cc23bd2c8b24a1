import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { newPage, type Browser, type Page } from './support/browser.ts';
import { e2eServerAndBrowser, type E2eServer } from './support/server.ts';
import { arrive } from './support/wizard.ts';
import { signedEntry } from '../support/portal-entries.ts';

/**
 * /permission-confirmation-SMP, /reporter-details and /aggrieved-party-details in Chromium on the
 * real server. The steps before them are played through the e2e build's actor seam (their
 * screens are built alongside); these three are filled in through the page, as a person does,
 * and the next route is SPEC §2's for each scope, on WEB, SMP and KZ.
 */

const SMP_BA111AA = '?portal=SMP&code=SMP001&cislopz=4010000011&poistenie=pov&ecv=BA111AA';
const SMP_BA111AA_CASCO = '?portal=SMP&code=SMP001&cislopz=4010000011&poistenie=hav&ecv=BA111AA';
const SMP_BA222BB = '?portal=SMP&code=SMP001&cislopz=4010000022&poistenie=pov&ecv=BA222BB';

const scope = (...objectIds: number[]) => ({ incident: { scopesOfDamage: objectIds.map((objectId) => ({ objectId })) } });
const generalInfo = (licensePlate: string) => ({ incident: { date: '2026-05-10', myVehicle: { hasLicensePlate: true, licensePlate } } });
const policyType = (type: 'PZP' | 'CASCO') => ({ incident: { policyType: type } });

/** Waits until no step is loading, then plays what an earlier screen sends on Continue. */
async function submit(page: Page, patch: object) {
  await idle(page);
  await page.evaluate((value) => window.__claimActor!.send({ type: 'SUBMIT', patch: value as never }), patch);
}

async function idle(page: Page) {
  await page.waitForFunction(() => {
    const actor = window.__claimActor;
    return actor !== undefined && !Object.values(actor.getSnapshot().getMeta()).some((meta) => (meta as { loading?: string })?.loading);
  });
}

/** Opens the wizard, plays the earlier steps and waits for `route` with its form on the page. */
async function reach(page: Page, server: E2eServer, entry: string, steps: object[], route: string) {
  // A portal entry is signed by its partner (D28), when it is opened.
  await page.goto(`${server.url}/motor/${entry.includes('portal=') ? `?${signedEntry(entry.replace(/^\?/, ''))}` : entry}`);
  await arrive(page, '/incident-scope');
  for (const step of steps) await submit(page, step);
  await page.waitForURL(`**/motor${route}`);
  await page.getByRole('button', { name: 'Pokračovať' }).waitFor();
  await idle(page);
}

/** An option card is chosen by its label, as a finger taps it (the card's label covers the whole card). */
async function chooseCard(scope: Pick<Page, 'locator'>, name: string) {
  await scope
    .locator('label.option-card__label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
}

async function next(page: Page, route: string) {
  await page.getByRole('button', { name: 'Pokračovať' }).click();
  await page.waitForURL(`**/motor${route}`);
}

/** /reporter-details: the reporter's names and one contact, typed. */
async function fillReporter(page: Page, reporter: { firstName?: string; lastName?: string; email?: string; phone?: string } = {}) {
  const names = page.getByRole('group', { name: /^(Vaše meno|Kto škodu nahlasuje)$/ });
  await names.getByLabel('Meno', { exact: true }).fill(reporter.firstName ?? 'Ján');
  await names.getByLabel('Priezvisko', { exact: true }).fill(reporter.lastName ?? 'Novák');
  if (reporter.email !== '') await page.getByLabel('E-mail', { exact: true }).fill(reporter.email ?? 'jan.novak@example.sk');
  if (reporter.phone) await page.getByLabel('Telefónne číslo', { exact: true }).fill(reporter.phone);
}

/** /permission-confirmation-SMP: the injured party, its identification and the confirmation. */
async function fillPermission(page: Page, party: { business?: boolean; differentReporter?: boolean; dateOfBirth?: string } = {}) {
  if (party.business) {
    await chooseCard(page, 'Firma');
    await page.getByLabel('Názov firmy', { exact: true }).fill('Doprava Tatry, s.r.o.');
    await page.getByLabel('IČO', { exact: true }).fill('46312552');
  } else {
    await page.getByLabel('Meno', { exact: true }).fill('Eva');
    await page.getByLabel('Priezvisko', { exact: true }).fill('Malá');
    if (party.dateOfBirth) {
      await page.getByLabel('Poškodený nemá slovenské rodné číslo').check();
      // GOV.UK's date input: three number boxes in a fieldset named by its legend.
      const [day = '', month = '', year = ''] = party.dateOfBirth.split('.');
      const birthDate = page.getByRole('group', { name: 'Dátum narodenia' });
      await birthDate.getByLabel('Deň').fill(day);
      await birthDate.getByLabel('Mesiac').fill(month);
      await birthDate.getByLabel('Rok').fill(year);
    } else {
      await page.getByLabel('Rodné číslo', { exact: true }).fill('855123/1238');
    }
    if (party.differentReporter) await page.getByLabel('Škodu za poškodeného nahlasuje iná osoba').check();
  }
  await page.getByLabel('Potvrdzujem, že som overil(a) totožnosť poškodeného').check();
}

/** /aggrieved-party-details: the injured party's contacts. */
async function fillAggrievedContact(page: Page) {
  await page.getByLabel('E-mail', { exact: true }).fill('eva.mala@example.sk');
  await page.getByLabel('Telefónne číslo', { exact: true }).fill('905 123 456');
}

let clients = 0;
/** A page as another person would open it: its own client address (see beforeAll). */
async function personPage(browser: Browser, options: Parameters<typeof newPage>[1] = {}) {
  clients += 1;
  const opened = await newPage(browser, options);
  await opened.page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.0.${clients >> 8}.${clients & 255}` });
  return opened;
}

/** The report as the machine holds it now (what the last update sent to the server). */
const parties = (page: Page) => page.evaluate(() => window.__claimActor!.getSnapshot().context.report.parties);

describe('contact screens of section 2 in Chromium', () => {
  // Each journey is another person: with the proxy header trusted, each page gets an address of
  // its own, so the server's per-client rate limits (600 requests a minute, operator data 30)
  // count people, not this whole suite as one client.
  const e2e = e2eServerAndBrowser({ TRUST_PROXY: 'true' });

  /** A fresh page; no console error or page error may happen, except what the test provokes. */
  async function journey(test: (page: Page) => Promise<void>, expected: RegExp | null = null) {
    const { page, problems, close } = await personPage(e2e.browser);
    try {
      await test(page).catch(async (error: unknown) => {
        const where = await page
          .evaluate(() =>
            JSON.stringify([
              window.__claimActor?.getSnapshot().value,
              window.__claimActor?.getSnapshot().context.error,
              document.querySelector('.error-summary')?.textContent,
              [...document.querySelectorAll('input')].map((input) => `${input.id}=${input.value}`),
            ]),
          )
          .catch(() => '?');
        throw new Error(`${String(error)}\nmachine state: ${where}\nurl: ${page.url()}\nproblems: ${problems.join('; ')}`);
      });
      const unexpected = problems.filter((problem) => !expected?.test(problem));
      expect(unexpected, unexpected.join('\n')).toEqual([]);
    } finally {
      await close();
    }
  }

  describe('WEB: /reporter-details, then SPEC §2’s next step', () => {
    it('scope1 CASCO (BA111AA) -> /incident-map', () =>
      journey(async (page) => {
        await reach(page, e2e.server, '', [scope(1), generalInfo('BA111AA')], '/reporter-details');
        expect(await page.getByLabel('Škodu nahlasujem za niekoho iného').count(), 'no different aggrieved with CASCO').toBe(0);
        await fillReporter(page);
        await next(page, '/incident-map');
        expect((await parties(page)).reporter).toMatchObject({
          firstName: 'Ján',
          lastName: 'Novák',
          email: 'jan.novak@example.sk',
          isSameAsInsured: true,
        });
      }));

    it('scope1 PZP (BA222BB, PZP chosen on the alert) -> /responsible-party-details', () =>
      journey(async (page) => {
        await reach(page, e2e.server, '', [scope(1), generalInfo('BA222BB'), policyType('PZP')], '/reporter-details');
        await fillReporter(page, { email: '', phone: '0905 123 456' });
        await next(page, '/responsible-party-details');
        expect((await parties(page)).reporter).toMatchObject({ email: null, phone: { prefix: '+421', number: '905 123 456' } });
      }));

    it('scope2 (BA111AA) -> /incident-map', () =>
      journey(async (page) => {
        await reach(page, e2e.server, '', [scope(2), generalInfo('BA111AA')], '/reporter-details');
        expect(await page.getByLabel('Škodu nahlasujem za niekoho iného').count()).toBe(0);
        await fillReporter(page);
        await next(page, '/incident-map');
      }));

    it('scope12 (BA111AA) with a different insured (a business) -> /incident-map', () =>
      journey(async (page) => {
        await reach(page, e2e.server, '', [scope(1, 2), generalInfo('BA111AA')], '/reporter-details');
        await fillReporter(page);
        await page.getByLabel('Vozidlo je poistené na inú osobu alebo firmu').check();
        const insured = page.getByRole('group', { name: 'Poistený', exact: true });
        await chooseCard(insured, 'Firma');
        await insured.getByLabel('Názov firmy', { exact: true }).fill('Doprava Tatry, s.r.o.');
        await next(page, '/incident-map');
        const stored = await parties(page);
        expect(stored.reporter).toMatchObject({ isSameAsInsured: false });
        expect(stored.insured).toMatchObject({ partyType: 'BUSINESS', businessName: 'Doprava Tatry, s.r.o.' });
      }));

    it('scope13 (BA111AA, PZP on /policy-type) reporting for someone else -> /responsible-party-details', () =>
      journey(async (page) => {
        await reach(page, e2e.server, '', [scope(1, 3), generalInfo('BA111AA'), policyType('PZP')], '/reporter-details');
        await fillReporter(page);
        await page.getByLabel('Škodu nahlasujem za niekoho iného').check();
        const aggrieved = page.getByRole('group', { name: 'Poškodený', exact: true });
        await aggrieved.getByLabel('Meno', { exact: true }).fill('Eva');
        await aggrieved.getByLabel('Priezvisko', { exact: true }).fill('Nováková');
        await next(page, '/responsible-party-details');
        const stored = await parties(page);
        expect(stored.reporter).toMatchObject({ isSameAsAggrieved: false });
        expect(stored.aggrievedParty).toMatchObject({ partyType: 'PERSON', firstName: 'Eva', lastName: 'Nováková' });
      }));

    it('scope14 (BA222BB: liability only, PZP) -> /responsible-party-details', () =>
      journey(async (page) => {
        await reach(page, e2e.server, '', [scope(1, 4), generalInfo('BA222BB')], '/reporter-details');
        await page.getByLabel('Škodu nahlasujem za niekoho iného').waitFor();
        await fillReporter(page);
        await next(page, '/responsible-party-details');
      }));

    it('scope134 (BA111AA, CASCO on /policy-type) -> /incident-map', () =>
      journey(async (page) => {
        await reach(page, e2e.server, '', [scope(1, 3, 4), generalInfo('BA111AA'), policyType('CASCO')], '/reporter-details');
        await fillReporter(page);
        await next(page, '/incident-map');
      }));

    it.each([
      ['scope3', [3]],
      ['scope4', [4]],
      ['scope34', [3, 4]],
    ])('%s -> /responsible-party-details, no insured section', (_name, objects) =>
      journey(async (page) => {
        await reach(page, e2e.server, '', [scope(...objects)], '/reporter-details');
        expect(await page.getByLabel('Vozidlo je poistené na inú osobu alebo firmu').count()).toBe(0);
        await page.getByLabel('Škodu nahlasujem za niekoho iného').waitFor();
        await fillReporter(page);
        await next(page, '/responsible-party-details');
      }),
    );
  });

  describe('SMP (operator SMP001)', () => {
    it('scope1 CASCO (poistenie=hav): /reporter-details with the insured from the operator data -> /incident-map', () =>
      journey(async (page) => {
        await reach(page, e2e.server, SMP_BA111AA_CASCO, [scope(1), generalInfo('BA111AA')], '/reporter-details');
        const insured = page.getByRole('group', { name: 'Poistený', exact: true });
        expect(await insured.getByLabel('Meno', { exact: true }).inputValue()).toBe('Ján');
        expect(await insured.getByLabel('Priezvisko', { exact: true }).inputValue()).toBe('Novák');
        expect(await page.getByLabel('Škodu nahlasujem za niekoho iného').count(), 'hidden on SMP').toBe(0);
        await fillReporter(page, { firstName: 'Mária', lastName: 'Kováčová' });
        await next(page, '/incident-map');
        expect((await parties(page)).reporter).toMatchObject({ firstName: 'Mária', isSameAsInsured: false });
      }));

    it('scope1 PZP (poistenie=pov): /reporter-details -> /responsible-party-details', () =>
      journey(async (page) => {
        await reach(page, e2e.server, SMP_BA111AA, [scope(1), generalInfo('BA111AA')], '/reporter-details');
        await fillReporter(page);
        await next(page, '/responsible-party-details');
      }));

    it('scope1 PZP via the no-casco alert (BA222BB): the injured person reports -> /aggrieved-party-details -> /responsible-party-details', () =>
      journey(async (page) => {
        await reach(page, e2e.server, SMP_BA222BB, [scope(1), generalInfo('BA222BB'), policyType('PZP')], '/permission-confirmation-SMP');
        await fillPermission(page);
        await next(page, '/aggrieved-party-details');
        await page.getByText('Škodu nahlasujete v mene poškodeného: Eva Malá').waitFor();
        await fillAggrievedContact(page);
        await next(page, '/responsible-party-details');
        expect((await parties(page)).reporter).toMatchObject({
          firstName: 'Eva',
          lastName: 'Malá',
          isSameAsAggrieved: true,
          email: 'eva.mala@example.sk',
          phone: { prefix: '+421', number: '905 123 456' },
        });
      }));

    it('scope2 -> /reporter-details -> /incident-map', () =>
      journey(async (page) => {
        await reach(page, e2e.server, SMP_BA111AA, [scope(2), generalInfo('BA111AA')], '/reporter-details');
        await fillReporter(page);
        await next(page, '/incident-map');
      }));

    it('scope12 -> /reporter-details -> /incident-map', () =>
      journey(async (page) => {
        await reach(page, e2e.server, SMP_BA111AA, [scope(1, 2), generalInfo('BA111AA')], '/reporter-details');
        await fillReporter(page);
        await next(page, '/incident-map');
      }));

    it('scope13, PZP: someone else reports for the injured person -> /reporter-details -> /responsible-party-details', () =>
      journey(async (page) => {
        await reach(
          page,
          e2e.server,
          SMP_BA111AA,
          [scope(1, 3), generalInfo('BA111AA'), policyType('PZP')],
          '/permission-confirmation-SMP',
        );
        await fillPermission(page, { differentReporter: true });
        await next(page, '/reporter-details');
        await fillReporter(page, { firstName: 'Peter', lastName: 'Malý' });
        await next(page, '/responsible-party-details');
        const stored = await parties(page);
        expect(stored.reporter).toMatchObject({ firstName: 'Peter', lastName: 'Malý', isSameAsAggrieved: false });
        expect(stored.aggrievedParty).toMatchObject({ firstName: 'Eva', lastName: 'Malá', identificationNumber: '855123/1238' });
      }));

    it('scope14, CASCO: no different-reporter box (D6) -> /aggrieved-party-details -> /incident-map', () =>
      journey(async (page) => {
        await reach(
          page,
          e2e.server,
          SMP_BA111AA,
          [scope(1, 4), generalInfo('BA111AA'), policyType('CASCO')],
          '/permission-confirmation-SMP',
        );
        expect(await page.getByLabel('Škodu za poškodeného nahlasuje iná osoba').count()).toBe(0);
        await fillPermission(page);
        await next(page, '/aggrieved-party-details');
        await fillAggrievedContact(page);
        await next(page, '/incident-map');
      }));

    it('scope134 (BA222BB: no casco) a business -> /aggrieved-party-details -> /responsible-party-details', () =>
      journey(async (page) => {
        await reach(page, e2e.server, SMP_BA222BB, [scope(1, 3, 4), generalInfo('BA222BB')], '/permission-confirmation-SMP');
        await fillPermission(page, { business: true });
        await next(page, '/aggrieved-party-details');
        await page.getByText('Škodu nahlasujete v mene poškodeného: Doprava Tatry, s.r.o.').waitFor();
        await fillAggrievedContact(page);
        await next(page, '/responsible-party-details');
        expect((await parties(page)).aggrievedParty).toMatchObject({
          partyType: 'BUSINESS',
          businessName: 'Doprava Tatry, s.r.o.',
          identificationNumber: '46312552',
        });
      }));

    it('scope3: the injured person reports -> /aggrieved-party-details -> /responsible-party-details', () =>
      journey(async (page) => {
        await reach(page, e2e.server, SMP_BA111AA, [scope(3)], '/permission-confirmation-SMP');
        await fillPermission(page);
        await next(page, '/aggrieved-party-details');
        await fillAggrievedContact(page);
        await next(page, '/responsible-party-details');
      }));

    it('scope4: identified by the date of birth, someone else reports -> /reporter-details -> /responsible-party-details', () =>
      journey(async (page) => {
        await reach(page, e2e.server, SMP_BA111AA, [scope(4)], '/permission-confirmation-SMP');
        await fillPermission(page, { dateOfBirth: '23.1.1985', differentReporter: true });
        await next(page, '/reporter-details');
        expect(await page.getByRole('group', { name: 'Poistený', exact: true }).count(), 'no insured for scope 4').toBe(0);
        await fillReporter(page);
        await next(page, '/responsible-party-details');
        expect((await parties(page)).aggrievedParty).toMatchObject({
          useAlternativeIdentification: true,
          identificationNumber: null,
          dateOfBirth: '1985-01-23',
        });
      }));

    it('scope34: a business -> /aggrieved-party-details -> /responsible-party-details', () =>
      journey(async (page) => {
        await reach(page, e2e.server, SMP_BA111AA, [scope(3, 4)], '/permission-confirmation-SMP');
        await fillPermission(page, { business: true });
        await next(page, '/aggrieved-party-details');
        await fillAggrievedContact(page);
        await next(page, '/responsible-party-details');
      }));
  });

  describe('KZ', () => {
    it('KZ001: the reporter is prefilled from the portal (the insured); Continue as it stands -> /responsible-party-details', () =>
      journey(async (page) => {
        await reach(page, e2e.server, '?portal=KZ&code=KZ001', [scope(3)], '/reporter-details');
        await page.getByText('Údaje sme predvyplnili z portálu').waitFor();
        await page.getByText('Škodu nahlasujete ako poistený (Jana Molnárová).', { exact: false }).waitFor();
        expect(await page.getByLabel('Meno', { exact: true }).inputValue()).toBe('Jana');
        expect(await page.getByLabel('Priezvisko', { exact: true }).inputValue()).toBe('Molnárová');
        expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe('jana.molnarova@example.sk');
        expect(await page.getByLabel('Telefónne číslo', { exact: true }).inputValue()).toBe('903111222');
        expect(await page.getByLabel('Vozidlo je poistené na inú osobu alebo firmu').count()).toBe(0);
        await next(page, '/responsible-party-details');
      }));

    it('KZ001 scope1 CASCO (poistenie=hav, BA111AA) -> /incident-map', () =>
      journey(async (page) => {
        await reach(
          page,
          e2e.server,
          '?portal=KZ&code=KZ001&poistenie=hav&ecv=BA111AA',
          [scope(1), generalInfo('BA111AA')],
          '/reporter-details',
        );
        expect(await page.getByLabel('Meno', { exact: true }).inputValue()).toBe('Jana');
        await next(page, '/incident-map');
      }));
  });

  it('an invalid Continue shows the error summary, focuses the first invalid field and keeps everything typed', () =>
    journey(async (page) => {
      await reach(page, e2e.server, '', [scope(3)], '/reporter-details');
      await page.getByLabel('Meno', { exact: true }).fill('Ján');
      await page.getByLabel('E-mail', { exact: true }).fill('jan@@example.sk');
      await page.getByLabel('Telefónne číslo', { exact: true }).fill('905 123 456');
      await page.getByRole('button', { name: 'Pokračovať' }).click();
      const summary = page.getByRole('alert');
      await summary.getByText('Skontrolujte, prosím, formulár').waitFor();
      expect(await summary.getByRole('link').allTextContents()).toEqual([
        'Priezvisko – Povinné pole',
        'E-mail – Zadajte, prosím, platnú e-mailovú adresu',
      ]);
      await page.waitForFunction(() => document.activeElement?.id === 'parties-reporter-lastName');
      expect(page.url()).toMatch(/\/reporter-details$/);
      expect(await page.getByLabel('Meno', { exact: true }).inputValue()).toBe('Ján');
      expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe('jan@@example.sk');
      expect(await page.getByLabel('Telefónne číslo', { exact: true }).inputValue()).toBe('905 123 456');
      // The summary's link takes the user to the field.
      await summary.getByRole('link', { name: 'Zadajte, prosím, platnú e-mailovú adresu' }).click();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('parties-reporter-email');
      await page.getByLabel('Priezvisko', { exact: true }).fill('Novák');
      await page.getByLabel('E-mail', { exact: true }).fill('jan@example.sk');
      await next(page, '/responsible-party-details');
    }));

  it('a failed save says so, keeps everything typed, and Continue tries again', () =>
    journey(async (page) => {
      await reach(page, e2e.server, SMP_BA111AA, [scope(3)], '/permission-confirmation-SMP');
      await fillPermission(page);
      // A lost connection is tried again for about a minute (D34): a refusal is shown at once.
      await page.route('**/v1/incident-report/*/update', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"INTERNAL","message":"boom"}' }),
      );
      await page.getByRole('button', { name: 'Pokračovať' }).click();
      await page.getByText('Vaše odpovede sa nám nepodarilo uložiť', { exact: false }).waitFor();
      expect(page.url()).toMatch(/\/permission-confirmation-SMP$/);
      expect(await page.getByLabel('Meno', { exact: true }).inputValue()).toBe('Eva');
      expect(await page.getByLabel('Rodné číslo', { exact: true }).inputValue()).toBe('855123/1238');
      expect(await page.getByLabel('Potvrdzujem, že som overil(a) totožnosť poškodeného').isChecked()).toBe(true);
      await page.unroute('**/v1/incident-report/*/update');
      await next(page, '/aggrieved-party-details');
    }, /status of 500/));

  it('in English: labels, hints and messages are translated', () =>
    journey(async (page) => {
      await reach(page, e2e.server, '', [scope(3)], '/reporter-details');
      // An error summary shown in Slovak follows the switch: messages and the fields' names alike.
      await page.getByRole('button', { name: 'Pokračovať' }).click();
      const summary = page.getByRole('alert');
      await summary.getByText('Skontrolujte, prosím, formulár').waitFor();
      expect(await summary.getByRole('link').first().textContent()).toBe('Meno – Povinné pole');
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('button', { name: 'Slovensky' }).waitFor();
      await page.getByRole('group', { name: 'How can we contact you?' }).waitFor();
      await page.getByText('An email or a phone number is enough; you can also give both.', { exact: false }).waitFor();
      await summary.getByText('Please check the form').waitFor();
      const english = [
        'First name – Mandatory field',
        'Last name – Mandatory field',
        'Email – Please provide at least one contact information',
        'Phone number – Please provide at least one contact information',
      ];
      expect(await summary.getByRole('link').allTextContents()).toEqual(english);
      await page.getByRole('button', { name: 'Continue' }).click();
      await summary.getByText('Please check the form').waitFor();
      // Each message names its field in English too.
      expect(await summary.getByRole('link').allTextContents()).toEqual(english);
      await page.getByLabel('First name', { exact: true }).fill('John');
      await page.getByLabel('Last name', { exact: true }).fill('Smith');
      await page.getByLabel('Phone number', { exact: true }).fill('905 123 45');
      await page.getByLabel('Phone number', { exact: true }).blur();
      await page.getByText('Please, enter valid mobile number format (9** *** ***)').first().waitFor();
      await page.getByLabel('Phone number', { exact: true }).fill('905 123 456');
      await page.getByLabel('I am reporting the claim for someone else').check();
      await page.getByRole('group', { name: 'The injured party is' }).waitFor();
      await page.getByLabel('I am reporting the claim for someone else').uncheck();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/motor/responsible-party-details');
    }));

  describe.each([
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ])('axe-core: no violations (%s)', (_name, viewport) => {
    async function axeJourney(test: (page: Page) => Promise<void>) {
      const { page, problems, close } = await personPage(e2e.browser, { viewport });
      try {
        await test(page).catch(async (error: unknown) => {
          const where = await page
            .evaluate(() =>
              JSON.stringify([
                window.__claimActor?.getSnapshot().value,
                window.__claimActor?.getSnapshot().context.error,
                document.querySelector('.error-summary')?.textContent,
                [...document.querySelectorAll('input')].map((input) => `${input.id}=${input.value}`),
              ]),
            )
            .catch(() => '?');
          throw new Error(`${String(error)}\nmachine state: ${where}\nurl: ${page.url()}\nproblems: ${problems.join('; ')}`);
        });
        expect(problems, problems.join('\n')).toEqual([]);
      } finally {
        await close();
      }
    }

    it('/permission-confirmation-SMP: as shown, with the alternative identification, a business, and after an invalid Continue', () =>
      axeJourney(async (page) => {
        await reach(page, e2e.server, SMP_BA111AA, [scope(3)], '/permission-confirmation-SMP');
        expect(await axeViolations(page)).toEqual([]);
        await page.getByLabel('Poškodený nemá slovenské rodné číslo').check();
        await page.getByRole('button', { name: 'Pokračovať' }).click();
        await page.getByRole('alert').waitFor();
        expect(await axeViolations(page)).toEqual([]);
        // The birth date is typed as day, month and year (SPEC §5): a day the month does not have.
        const birthDate = page.getByRole('group', { name: 'Dátum narodenia' });
        await birthDate.getByLabel('Deň').fill('31');
        await birthDate.getByLabel('Mesiac').fill('2');
        await birthDate.getByLabel('Rok').fill('1980');
        await page.getByRole('button', { name: 'Pokračovať' }).click();
        await page.getByRole('alert').filter({ hasText: 'Dátum narodenia' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await chooseCard(page, 'Firma');
        expect(await axeViolations(page)).toEqual([]);
      }));

    it('/reporter-details: WEB with both sections open and errors; SMP with the insured; KZ prefilled', () =>
      axeJourney(async (page) => {
        await reach(
          page,
          e2e.server,
          '',
          [scope(1, 3), { incident: { date: '2026-05-10', myVehicle: { hasLicensePlate: true, licensePlate: 'BA222BB' } } }],
          '/reporter-details',
        );
        expect(await axeViolations(page)).toEqual([]);
        await page.getByLabel('Vozidlo je poistené na inú osobu alebo firmu').check();
        await page.getByLabel('Škodu nahlasujem za niekoho iného').check();
        await page.getByRole('button', { name: 'Pokračovať' }).click();
        await page.getByRole('alert').waitFor();
        expect(await axeViolations(page)).toEqual([]);

        await reach(page, e2e.server, SMP_BA111AA, [scope(1), generalInfo('BA111AA')], '/reporter-details');
        expect(await axeViolations(page)).toEqual([]);

        await reach(page, e2e.server, '?portal=KZ&code=KZ002', [scope(4)], '/reporter-details');
        await page.getByText('Údaje sme predvyplnili z portálu').waitFor();
        expect(await axeViolations(page)).toEqual([]);
      }));

    it('/aggrieved-party-details: as shown and after an invalid Continue', () =>
      axeJourney(async (page) => {
        await reach(page, e2e.server, SMP_BA111AA, [scope(4)], '/permission-confirmation-SMP');
        await fillPermission(page);
        await next(page, '/aggrieved-party-details');
        await page.getByLabel('E-mail', { exact: true }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Pokračovať' }).click();
        await page.getByRole('alert').waitFor();
        expect(await axeViolations(page)).toEqual([]);
      }));
  });
});
