import { describe, expect, it } from 'vitest';
import type { UpdateReportRequest } from '../../src/domain/report.ts';
import { apiClient } from '../support/api.ts';
import { signedEntry } from '../support/portal-entries.ts';
import { axeViolations } from './support/axe.ts';
import { newPage, type Page } from './support/browser.ts';
import { DESCRIPTION, myPlate, SECTION_2, scopes, ZILINA } from './support/journeys.ts';
import { e2eServerAndBrowser } from './support/server.ts';
import { arrive, continueTo, playSubmit, pressContinue, resumeAt } from './support/wizard.ts';

/**
 * In Chromium on a phone, in Slovak and English: the date field's number
 * pad and its year pages, the IBAN message that names what is wrong, the /additional-bank heading
 * of scope 13 and its single saved account already chosen, the bank holder's birth date as three
 * boxes, the question on /additional-attachments, and the SMP alert that speaks about the client.
 */

const TEXT = {
  sk: {
    continue: 'Pokračovať',
    incidentDate: 'Kedy sa udalosť stala?',
    openCalendar: 'Vybrať dátum v kalendári',
    chooseYear: /, vybrať rok$/,
    previousMonth: 'Predchádzajúci mesiac',
    scope13Title: 'Kam vám máme poslať plnenie za vozidlo a poškodený majetok?',
    savedAccount: 'Účet evidovaný pri poistnej zmluve',
    newAccount: 'Iný účet',
    errorSummary: 'Skontrolujte, prosím, formulár',
    ibanLength: 'IBAN – IBAN krajiny SK má 24 znakov, zadali ste 23',
    ibanChecksum: 'IBAN – IBAN nesedí s kontrolnými číslicami: skontrolujte, či ste ho opísali presne',
    noBirthNumber: 'Majiteľ účtu nemá slovenské rodné číslo',
    holderBirthDate: /^Dátum narodenia majiteľa účtu/,
    day: 'Deň',
    month: 'Mesiac',
    year: 'Rok',
    moreToAdd: /^Chcete k hláseniu ešte niečo doplniť\?/,
    section5: 'Doplňujúce informácie',
    smpCasco: 'Má klient u nás havarijné poistenie? Zadáte číslo zmluvy a my ho overíme.',
    smpPzp: 'Ak škodu klientovi spôsobil iný vodič, uhradí ju jeho povinné zmluvné poistenie.',
    webCasco: 'Máte u nás havarijné poistenie? Zadáte číslo zmluvy a my ho overíme.',
    webPzp: 'Ak vám škodu spôsobil iný vodič, uhradí ju jeho povinné zmluvné poistenie.',
  },
  en: {
    continue: 'Continue',
    incidentDate: 'When did it happen?',
    openCalendar: 'Choose a date from the calendar',
    chooseYear: /, choose a year$/,
    previousMonth: 'Previous month',
    scope13Title: 'Where should we send the payment for your vehicle and property?',
    savedAccount: 'The account held for the insurance policy',
    newAccount: 'Another account',
    errorSummary: 'Please check the form',
    ibanLength: 'IBAN – An IBAN of SK has 24 characters; you entered 23',
    ibanChecksum: 'IBAN – The IBAN does not match its check digits: check that you copied it exactly',
    noBirthNumber: 'The account holder has no Slovak birth number',
    holderBirthDate: /^Account holder's date of birth/,
    day: 'Day',
    month: 'Month',
    year: 'Year',
    moreToAdd: /^Is there anything else you want to add to your report\?/,
    section5: 'Additional information',
    smpCasco: 'Does the client have comprehensive (CASCO) insurance with us? Enter the policy number and we will check it.',
    smpPzp: 'If another driver caused the client’s damage, their motor liability insurance pays for it.',
    webCasco: 'Do you have comprehensive insurance with us? Enter the policy number and we’ll check it.',
    webPzp: 'If another driver caused the damage, their motor liability insurance pays for it.',
  },
} as const;

/** BA111AA's PZP policy has one saved account in the demo register (policy-bank-accounts.csv). */
const SAVED_MASK = 'SK** **** **** **** **** 0007';

/**
 * Scope 13 with PZP chosen (BA111AA): BA888HH, insured with us, caused it, clearly; in Žilina;
 * repaired by the reporter: /additional-bank, payout not forced and no shop chosen.
 */
const SCOPE13_TO_BANK: UpdateReportRequest[] = [
  ...SECTION_2.scope13Pzp.steps,
  { parties: { otherResponsibleParty: { hasLicensePlate: true, licensePlate: 'BA888HH' } } },
  ZILINA,
  {
    incident: {
      description: DESCRIPTION,
      responsibleParty: 'otherVehicle',
      specificAnswers: { didAccidentHaveClearFault: true, accidentReportWritten: true, assistanceServicesCalled: false },
    },
  },
  { incident: { resolveType: 'selfRepair' } },
];

describe('small things in Chromium on a phone', () => {
  const e2e = e2eServerAndBrowser({ TRUST_PROXY: 'true' });

  /** A fresh phone-sized page; console errors and CSP violations fail the test. */
  async function onPhone(run: (page: Page) => Promise<void>) {
    const { page, problems, close } = await newPage(e2e.browser);
    try {
      await run(page);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  }

  it.each(['sk', 'en'] as const)(
    '/general-info: the date opens the number pad; the calendar title opens ten years; a year, a month and a day fill the field (%s)',
    (lang) =>
      onPhone(async (page) => {
        const t = TEXT[lang];
        await resumeAt(page, e2e.server, [scopes(1)], '/general-info', { lang });
        const date = page.getByLabel(t.incidentDate, { exact: true });
        expect(await date.getAttribute('inputmode')).toBe('numeric');

        await page.getByRole('button', { name: t.openCalendar }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: t.chooseYear }).click();
        const thisYear = new Date().getFullYear();
        const first = Math.floor(thisYear / 10) * 10;
        await dialog.getByRole('heading', { name: `${first} – ${first + 9}` }).waitFor();
        const years = dialog.getByRole('button', { name: /^\d{4}$/ });
        expect(await years.allTextContents()).toEqual(Array.from({ length: 10 }, (_, index) => String(first + index)));
        expect(await axeViolations(page)).toEqual([]);

        // A year of the page, then the month before today's in that year, then its 15th.
        const year = first;
        await dialog.getByRole('button', { name: String(year), exact: true }).click();
        const today = new Date();
        const month = new Date(Date.UTC(year, today.getMonth() - 1, 15));
        const monthTitle = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(month);
        await dialog.getByRole('button', { name: t.previousMonth }).click();
        await dialog.getByRole('heading', { name: new RegExp(`^${monthTitle}`, 'i') }).waitFor();
        const iso = month.toISOString().slice(0, 10);
        await dialog.locator(`[data-date="${iso}"]`).click();
        await dialog.waitFor({ state: 'detached' });
        expect(await date.inputValue()).toBe(`15.${month.getUTCMonth() + 1}.${month.getUTCFullYear()}`);
        expect(await axeViolations(page)).toEqual([]);
      }),
  );

  it.each(['sk', 'en'] as const)(
    '/additional-bank, scope 13: the heading names what is paid; the one saved account is chosen; a wrong IBAN says what is wrong; the holder’s birth date in three boxes is stored as yyyy-mm-dd; /additional-attachments asks what to add (%s)',
    (lang) =>
      onPhone(async (page) => {
        const t = TEXT[lang];
        const id = await resumeAt(page, e2e.server, SCOPE13_TO_BANK, '/additional-bank', { lang });
        await page.getByRole('heading', { level: 1, name: t.scope13Title, exact: true }).waitFor();

        // The only saved account is already chosen.
        expect(await page.getByLabel(t.savedAccount, { exact: true }).isChecked()).toBe(true);
        expect(await page.getByRole('radio', { name: SAVED_MASK }).isChecked()).toBe(true);
        expect(await axeViolations(page)).toEqual([]);

        await page.getByLabel(t.newAccount, { exact: true }).check();
        const iban = page.getByLabel('IBAN', { exact: true });
        const errors = page.getByRole('alert').filter({ hasText: t.errorSummary });

        // One character short: the length Slovakia's IBANs have and what was typed.
        await iban.fill('SK31 1200 0000 1987 4263 754');
        await pressContinue(page, t.continue);
        await errors.waitFor();
        expect(await errors.getByRole('link').allTextContents()).toEqual([t.ibanLength]);
        expect(await axeViolations(page)).toEqual([]);

        // Wrong check digits.
        await iban.fill('SK00 0900 0000 0050 1230 0003');
        await pressContinue(page, t.continue);
        await expect.poll(() => errors.getByRole('link').allTextContents()).toEqual([t.ibanChecksum]);

        await iban.fill('SK3309000000005012300003');
        await page.getByLabel(t.noBirthNumber, { exact: true }).check();
        const birthDate = page.getByRole('group', { name: t.holderBirthDate });
        await birthDate.getByLabel(t.day, { exact: true }).fill('23');
        await birthDate.getByLabel(t.month, { exact: true }).fill('1');
        await birthDate.getByLabel(t.year, { exact: true }).fill('1985');
        expect(await axeViolations(page)).toEqual([]);
        await continueTo(page, '/additional-attachments', t.continue);

        expect((await apiClient(e2e.server.app).load(id)).incident.bankAccount).toMatchObject({
          id: null,
          value: 'SK3309000000005012300003',
          holderDateOfBirth: '1985-01-23',
        });

        await page.getByLabel(t.moreToAdd).waitFor();
        expect(await page.getByText(t.section5, { exact: true }).count()).toBe(1);
        expect(await axeViolations(page)).toEqual([]);
      }),
  );

  it.each(['sk', 'en'] as const)('SMP /alert-dont-have-casco speaks to the agent about the client (%s)', (lang) =>
    onPhone(async (page) => {
      const t = TEXT[lang];
      // A portal shows no language switch; the browser keeps the language chosen on the web form before.
      if (lang === 'en') {
        await page.goto(`${e2e.server.url}/motor/`);
        await arrive(page, '/incident-scope');
        await page.getByRole('button', { name: 'English' }).click();
        await page.locator('html[lang="en"]').waitFor();
      }
      await page.goto(`${e2e.server.url}/motor/?${signedEntry('portal=SMP&code=SMP001')}`);
      await arrive(page, '/incident-scope');
      await page.locator(`html[lang="${lang}"]`).waitFor();
      await playSubmit(page, scopes(1));
      await arrive(page, '/general-info');
      // BA222BB has only PZP with us.
      await playSubmit(page, myPlate('BA222BB'));
      await arrive(page, '/alert-dont-have-casco');

      await page.getByText(t.smpCasco, { exact: true }).waitFor();
      await page.getByText(t.smpPzp, { exact: true }).waitFor();
      expect(await page.getByText(t.webCasco, { exact: true }).count()).toBe(0);
      expect(await page.getByText(t.webPzp, { exact: true }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    }),
  );
});
