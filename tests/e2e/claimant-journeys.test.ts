import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/domain/format.ts';
import { apiClient } from '../support/api.ts';
import { readMails } from '../support/mail.ts';
import { axeViolations } from './support/axe.ts';
import { newPage } from './support/browser.ts';
import { DESCRIPTION, ZILINA } from './support/journeys.ts';
import { e2eServerAndBrowser } from './support/server.ts';
import {
  arrive,
  asNewClient,
  chooseCard,
  continueTo,
  pressContinue,
  resumeAt,
  routeOf,
  scope1ToReporterDetails,
} from './support/wizard.ts';

/**
 * In Chromium on a phone (390×844), each item in Slovak and in English:
 * 2. "Zmeniť" on /summary (D24); 3. a reload stays where it was (D25), /drafts describes the
 * drafts; 4. a failed Continue's message is seen (focused, in view, announced); 7. saving for later
 * says where the link went and until when the draft is kept.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** RETENTION_DAYS of the test server (the default). */
const RETENTION_DAYS = 30;

const TEXT = {
  sk: {
    english: false,
    change: (block: string) => `Zmeniť údaje v časti ${block}`,
    reporterBlock: 'Ohlasovateľ',
    circumstancesBlock: 'Okolnosti udalosti',
    otherToBlame: 'Iné vozidlo alebo iná osoba',
    jointReport: 'Spísali účastníci spoločný záznam o nehode?',
    yes: 'Áno',
    responsiblePlate: 'Evidenčné číslo vozidla vinníka',
    names: 'Vaše meno',
    firstName: 'Meno',
    lastName: 'Priezvisko',
    email: 'E-mail',
    continue: 'Pokračovať',
    back: 'Späť',
    stepFailed: 'Vaše odpovede sa nám nepodarilo uložiť',
    exit: 'Ukončiť',
    exitDialog: 'Chcete hlásenie ukončiť?',
    yourEmail: 'Váš e-mail',
    send: 'Poslať odkaz a ukončiť',
    sent: 'Odkaz sme vám poslali',
    sentTo: (email: string) => `Odkaz na pokračovanie v hlásení sme poslali na adresu ${email}.`,
    keptUntil: (date: string) => `Rozpracované hlásenie u nás uchováme do ${date}.`,
    leave: 'Odísť zo stránky',
    draftLabel: 'Moje vozidlo bolo poškodené, BA111AA',
    draftDetails: ['Dátum udalosti: 10. 5. 2026', 'Rozpracovaný krok: Základné údaje o udalosti'],
    lastChanged: /^Naposledy zmenené: \d{1,2}\. \d{1,2}\. \d{4} \d{2}:\d{2}$/,
  },
  en: {
    english: true,
    change: (block: string) => `Change the details in ${block}`,
    reporterBlock: 'Reporter',
    circumstancesBlock: 'Circumstances of the incident',
    otherToBlame: 'Another vehicle or another person',
    jointReport: 'Did the people involved fill in a joint accident report?',
    yes: 'Yes',
    responsiblePlate: "At-fault vehicle's licence plate",
    names: 'Your name',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    continue: 'Continue',
    back: 'Back',
    stepFailed: 'We couldn’t save your answers',
    exit: 'Exit',
    exitDialog: 'Do you want to leave the report?',
    yourEmail: 'Your email',
    send: 'Send the link and leave',
    sent: 'We have sent you the link',
    sentTo: (email: string) => `We have sent the link to continue the report to ${email}.`,
    keptUntil: (date: string) => `We will keep the report in progress until ${date}.`,
    leave: 'Leave the page',
    draftLabel: 'My vehicle was damaged, BA111AA',
    draftDetails: ['Date of the incident: 10 May 2026', 'Step reached: Basic details of the incident'],
    lastChanged: /^Last changed: \d{1,2} [A-Z][a-z]+ \d{4} \d{2}:\d{2}$/,
  },
} as const;

type Lang = keyof typeof TEXT;
const LANGS: Lang[] = ['sk', 'en'];

async function inLanguage(page: Page, lang: Lang) {
  if (lang !== 'en') return;
  await page.getByRole('button', { name: 'English' }).click();
  await page.locator('html[lang="en"]').waitFor();
}

/** scope 1, BA111AA with CASCO, repaired by the reporter: every answer up to /summary, through the API. */
const TO_SUMMARY = [
  {
    incident: {
      scopesOfDamage: [{ objectId: 1 as const }],
      date: '2026-05-10',
      myVehicle: { hasLicensePlate: true, licensePlate: 'BA111AA' },
    },
  },
  {
    parties: {
      reporter: { firstName: 'Ján', lastName: 'Novák', email: 'jan.novak@example.sk', phone: { prefix: '+421', number: '905 123 456' } },
    },
  },
  ZILINA,
  {
    incident: {
      policyType: 'CASCO' as const,
      reasonGroupIndex: 0,
      reason: { id: '1_ACCIDENT_PARKED', label: { sk: 'Nehoda zaparkovaného vozidla', en: 'Accident while parked' } },
    },
  },
  {
    incident: {
      description: DESCRIPTION,
      responsibleParty: 'myVehicle' as const,
      specificAnswers: { damagedWindshieldOnly: false, policeInvestigated: false, assistanceServicesCalled: false },
    },
  },
  { incident: { resolveType: 'selfRepair' as const, bankAccount: { id: null, value: 'SK3112000000198742637541', bic: null } } },
];

/**
 * /motor/ to /reporter-details through the real screens (scope 1, BA111AA), then in `lang` the
 * reporter's names and e-mail typed, not sent. Returns the first name's field.
 */
async function typeReporter(
  page: Page,
  server: { url: string },
  lang: Lang,
  reporter: { firstName: string; lastName?: string; email: string },
) {
  const text = TEXT[lang];
  await asNewClient(page);
  await scope1ToReporterDetails(page, server.url);
  await inLanguage(page, lang);
  const names = page.getByRole('group', { name: text.names });
  const firstName = names.getByLabel(text.firstName, { exact: true });
  await firstName.fill(reporter.firstName);
  if (reporter.lastName) await names.getByLabel(text.lastName, { exact: true }).fill(reporter.lastName);
  await page.getByLabel(text.email, { exact: true }).fill(reporter.email);
  return firstName;
}

/** The element that has focus is inside the failed step's notice, and the notice is on the phone's screen. */
async function stepErrorSeen(page: Page) {
  return page.evaluate(() => {
    const notice = document.querySelector('[data-step-error]');
    if (!notice) return 'no notice';
    if (!notice.contains(document.activeElement)) return `focus on ${document.activeElement?.outerHTML.slice(0, 80)}`;
    const box = notice.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight ? 'seen' : `off screen: ${box.top}..${box.bottom} of ${window.innerHeight}`;
  });
}

describe('claimant journeys on a phone', () => {
  const e2e = e2eServerAndBrowser({ TRUST_PROXY: 'true' });

  for (const lang of LANGS) {
    const text = TEXT[lang];

    it(`[${lang}] item 2: "Zmeniť" on /summary opens the block's screen; unchanged way back to /summary, newly needed screens first, Back returns`, async () => {
      const { page, problems, close } = await newPage(e2e.browser);
      try {
        const id = await resumeAt(page, e2e.server, TO_SUMMARY, '/summary', { lang });
        expect(await axeViolations(page)).toEqual([]);

        // The reporter's e-mail, changed: Continue returns to /summary at once.
        const changeReporter = page.getByRole('button', { name: text.change(text.reporterBlock) });
        await changeReporter.focus();
        await page.keyboard.press('Enter');
        await arrive(page, '/reporter-details');
        const email = page.getByLabel(text.email, { exact: true });
        expect(await email.inputValue()).toBe('jan.novak@example.sk');
        await email.fill('jan.novak@posta.example.sk');
        await continueTo(page, '/summary', text.continue);
        await page.getByText('jan.novak@posta.example.sk', { exact: true }).waitFor();
        expect((await apiClient(e2e.server.app).load(id)).parties.reporter?.email).toBe('jan.novak@posta.example.sk');

        // Back from a screen opened by "Zmeniť" returns to /summary.
        await page.getByRole('button', { name: text.change(text.circumstancesBlock) }).click();
        await arrive(page, '/incident-details');
        await page.getByRole('button', { name: text.back, exact: true }).click();
        await arrive(page, '/summary');

        // Another vehicle or person to blame: /responsible-party-details is newly needed, then /summary.
        await page.getByRole('button', { name: text.change(text.circumstancesBlock) }).click();
        await arrive(page, '/incident-details');
        await chooseCard(page, text.otherToBlame);
        await page
          .getByRole('group', { name: new RegExp(`^${text.jointReport.replace(/[?.]/g, '\\$&')}`) })
          .getByText(text.yes, { exact: true })
          .click();
        await continueTo(page, '/responsible-party-details', text.continue);
        await page.getByLabel(text.responsiblePlate, { exact: true }).fill('BA888HH');
        await continueTo(page, '/summary', text.continue);
        const report = await apiClient(e2e.server.app).load(id);
        expect(report.incident.responsibleParty).toBe('otherVehicleOrPerson');
        expect(report.parties.otherResponsibleParty?.licensePlate).toBe('BA888HH');
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });

    it(`[${lang}] item 3: a reload resumes the same screen with what was typed, no /drafts; a new tab lists the draft by scope, plate, date, step and last change`, async () => {
      const { page, problems, close } = await newPage(e2e.browser);
      try {
        const firstName = await typeReporter(page, e2e.server, lang, { firstName: 'Zuzana', email: 'zuzana@example.sk' });

        await page.reload();
        await arrive(page, '/reporter-details');
        // Read as the screen is drawn again: a read that meets the screen being replaced is asked again.
        const shown = (field: Locator) => expect.poll(() => field.inputValue({ timeout: 2_000 }).catch(() => null), { timeout: 30_000 });
        await shown(firstName).toBe('Zuzana');
        await shown(page.getByLabel(text.email, { exact: true })).toBe('zuzana@example.sk');
        // Back still knows the way it came.
        expect(await page.getByRole('button', { name: text.back, exact: true }).count()).toBe(1);

        // Another tab of this browser has no report in progress: /drafts, with the draft described.
        const other = await page.context().newPage();
        await other.goto(`${e2e.server.url}/motor/`);
        await arrive(other, '/drafts');
        const option = other.getByRole('radio', { name: text.draftLabel });
        expect(await option.count()).toBe(1);
        const details = other.locator('.draft-details').first();
        const lines = await details.locator(':scope > span').allTextContents();
        expect(lines.slice(0, 2)).toEqual(text.draftDetails);
        expect(lines[2]).toMatch(text.lastChanged);
        expect(lines[3]).toMatch(/^(Označenie hlásenia|Report reference): [\w-]{4}$/);
        expect(await axeViolations(other)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });

    it(`[${lang}] item 4: a Continue whose call fails (500; a timeout or the server down past the minute of retries) shows its message in view, focused and announced, keeping what was typed`, async () => {
      const { page, problems, close } = await newPage(e2e.browser);
      try {
        // The page's clock (Playwright's) stands in for the minute of retries (D34): moved on, not waited for.
        await page.clock.install();
        const firstName = await typeReporter(page, e2e.server, lang, {
          firstName: 'Zuzana',
          lastName: 'Horáková',
          email: 'zuzana@example.sk',
        });

        // [name, the answer, whether it is tried again for a minute before it is shown]
        const failures: Array<[string, Parameters<Page['route']>[1], boolean]> = [
          [
            'a 500',
            (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"INTERNAL","message":"boom"}' }),
            false,
          ],
          ['a timeout', (route) => route.abort('timedout'), true],
          ['the server down', (route) => route.abort('connectionrefused'), true],
        ];
        for (const [name, answer, retried] of failures) {
          let tries = 0;
          const fail: Parameters<Page['route']>[1] = (route, request) => {
            tries += 1;
            return answer(route, request);
          };
          await page.route('**/v1/incident-report/*/update', fail);
          await page.getByRole('button', { name: text.continue, exact: true }).scrollIntoViewIfNeeded();
          await pressContinue(page, text.continue);
          if (retried) {
            await expect.poll(() => tries, { message: `${name}: tried again` }).toBeGreaterThan(1);
            expect(await page.getByRole('status').filter({ hasText: text.stepFailed }).count(), `${name}: shown before the minute`).toBe(0);
            await page.clock.fastForward(61_000);
          }
          const notice = page.getByRole('status').filter({ hasText: text.stepFailed });
          await notice.waitFor();
          await expect.poll(() => stepErrorSeen(page), { message: name }).toBe('seen');
          expect(routeOf(page)).toBe('/reporter-details');
          expect(await firstName.inputValue(), name).toBe('Zuzana');
          expect(await axeViolations(page)).toEqual([]);
          await page.unroute('**/v1/incident-report/*/update', fail);
        }
        await continueTo(page, '/incident-map', text.continue);
        expect(problems.filter((problem) => !/status of 500|ERR_TIMED_OUT|ERR_CONNECTION_REFUSED|Failed to fetch/.test(problem))).toEqual(
          [],
        );
      } finally {
        await close();
      }
    });

    it(`[${lang}] item 7: the exit dialog e-mails the link to the reporter's e-mail (prefilled), says where it went and until when the draft is kept, then leaves`, async () => {
      const { page, problems, close } = await newPage(e2e.browser);
      try {
        await page.route('https://www.poistovna.example.sk/**', (route) => route.fulfill({ body: 'public site' }));
        const address = `${lang}.reporter@example.sk`;
        await typeReporter(page, e2e.server, lang, { firstName: 'Zuzana', lastName: 'Horáková', email: address });
        await continueTo(page, '/incident-map', text.continue);

        await page.getByRole('button', { name: text.exit, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: text.exitDialog });
        await dialog.waitFor();
        expect(await dialog.getByLabel(text.yourEmail).inputValue()).toBe(address);
        await dialog.getByRole('button', { name: text.send }).click();

        const sent = page.getByRole('dialog', { name: text.sent });
        await sent.waitFor();
        const until = formatDate(new Date(Date.now() + RETENTION_DAYS * DAY_MS), lang);
        await sent.getByText(text.sentTo(address), { exact: false }).waitFor();
        await sent.getByText(text.keptUntil(until), { exact: false }).waitFor();
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(text.sent);
        expect(routeOf(page)).toBe('/incident-map');
        expect(await axeViolations(page)).toEqual([]);
        const mails = await readMails(e2e.server.dataDir);
        expect(mails.some((mail) => mail.to.includes(address))).toBe(true);

        await sent.getByRole('button', { name: text.leave }).click();
        await page.waitForURL('https://www.poistovna.example.sk/**');
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
