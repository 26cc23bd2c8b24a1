import { describe, expect, it } from 'vitest';
import type { UpdateReportRequest } from '../../src/domain/report.ts';
import { formatDateTime } from '../../src/domain/format.ts';
import { apiClient } from '../support/api.ts';
import { readMails } from '../support/mail.ts';
import { newPage, type Page } from './support/browser.ts';
import {
  answer,
  attachPhoto,
  axeOncePerRoute,
  chooseWhatHappened,
  confirmedNumbers,
  describeIncident,
  fillGeneralInfo,
  fillNewBankAccount,
  fillReporter,
  fillResponsibleParty,
  openWizard,
  pickIncidentAddress,
  question,
  reportIdOnConfirm,
  sendReport,
  summarySection,
  type Reporter,
} from './support/full-journey-others.ts';
import { DESCRIPTION, SECTION_2, ZILINA, incidentDate } from './support/journeys.ts';
import { e2eServerAndBrowser } from './support/server.ts';
import { arrive, asNewClient, chooseCard, continueTo, resumeAt, routeOf } from './support/wizard.ts';

/**
 * Whole journeys in Chromium, from the first screen to the claim numbers on /confirm, for the
 * reports about other parties' damage: scope2 (my vehicle caused damage to another vehicle, a
 * property and two persons), scope3 (another vehicle damaged my property), scopes 4 and 34 (I was
 * injured); then what can go wrong at the end: the same incident reported twice, a save that
 * fails, and a report left half-way and resumed from the e-mailed link on another device. Every
 * screen is filled in through the page as a person does it, on the real server and the demo data
 * (README "Demo data"); the server's stored report is checked where it matters.
 */

const JOURNEY_TIMEOUT = 120_000;

const MARIA: Reporter = { firstName: 'Mária', lastName: 'Kováčová', email: 'maria.kovacova@example.sk', phone: '905 222 333' };
const PETER: Reporter = { firstName: 'Peter', lastName: 'Sloboda', email: 'peter.sloboda@example.sk', phone: '904 111 222' };
const ANNA: Reporter = { firstName: 'Anna', lastName: 'Bieliková', email: 'anna.bielikova@example.sk', phone: '903 444 555' };

const NEW_ACCOUNT = { iban: 'SK31 1200 0000 1987 4263 7541', holderBirthNumber: '800101/0006' };

/** "Vozidlo KE123AB – Číslo poistnej udalosti: 17" → the number, checking the object's words. */
function claimNumberOf(line: string | undefined, object: string) {
  const match = new RegExp(`^${object} – Číslo poistnej udalosti: (\\d+)$`).exec(line ?? '');
  expect(match, `"${line}" names ${object} with a claim number`).not.toBeNull();
  return match![1]!;
}

/** /confirm's numbered next steps. */
const nextStepsTable = (page: Page) => page.getByRole('table', { name: /^(Čo bude nasledovať|What happens next)$/ });

describe('whole journeys about other parties’ damage, in Chromium to /confirm', () => {
  const e2e = e2eServerAndBrowser({ TRUST_PROXY: 'true' });
  const axe = axeOncePerRoute();
  /** Journey 1's saved report: the duplicate journey reports its plate and date again. */
  let firstScope2: { id: string; claimIds: string[]; reportNumber: string; savedAt: string; nextSteps: string } | undefined;

  /** A fresh phone-sized page; console errors fail the journey, except those it provokes on purpose. */
  async function journey(run: (page: Page) => Promise<void>, options: { expectedProblems?: RegExp } = {}) {
    const { page, problems, close } = await newPage(e2e.browser);
    page.on('response', (response) => {
      if (response.status() >= 400)
        problems.push(`http ${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    });
    try {
      await run(page).catch(async (error: Error) => {
        const main = await page
          .locator('main')
          .innerText({ timeout: 1000 })
          .catch(() => '?');
        throw new Error(`${error.message}\nat ${page.url()}\nmain: ${main.slice(0, 1500)}\nproblems: ${problems.join('; ')}`, {
          cause: error,
        });
      });
      const unexpected = problems.filter((problem) => !options.expectedProblems?.test(problem));
      expect(unexpected, unexpected.join('\n')).toEqual([]);
    } finally {
      await close();
    }
  }

  it(
    '1. scope2 (BA222BB): my vehicle caused it; another vehicle, a fence and two persons (injured, killed) -> four claim numbers',
    () =>
      journey(async (page) => {
        await openWizard(page, e2e.server);
        await axe.check(page);
        await chooseWhatHappened(page, [2], '/general-info');
        await axe.check(page);
        await fillGeneralInfo(page, 'BA222BB', '/reporter-details');
        await axe.check(page);
        await fillReporter(page, MARIA, '/incident-map');
        await axe.check(page);
        await pickIncidentAddress(page, 'Žilina', 'Hlavná', '/incident-details');

        await axe.check(page);
        await describeIncident(page, 'Pri vyhýbaní sa chodcovi som narazil do auta, plota a dvoch ľudí na chodníku.');
        await chooseCard(page, 'Moje vozidlo');
        await answer(page, 'Spísali účastníci spoločný záznam o nehode?', true);
        await continueTo(page, '/other-damage');

        await axe.check(page);
        // Scope2 has no "only my vehicle" box (scope1 only).
        expect(await page.getByLabel('Poškodené bolo iba moje vozidlo').count()).toBe(0);
        await chooseCard(page, 'Iné vozidlo');
        await chooseCard(page, 'Majetok');
        await chooseCard(page, 'Zdravie osôb');
        await continueTo(page, '/other-damage-vehicle');

        await axe.check(page);
        const vehicle = page.getByRole('tabpanel', { name: 'Vozidlo 1' });
        await vehicle.getByLabel('Evidenčné číslo poškodeného vozidla').fill('ke123ab');
        await vehicle.getByLabel('Meno', { exact: true }).fill('Tomáš');
        await vehicle.getByLabel('Priezvisko', { exact: true }).fill('Horák');
        await vehicle.getByLabel(/^Čo je na vozidle poškodené\?/).fill('Preliačené predné ľavé dvere a blatník.');
        await continueTo(page, '/other-damage-property');

        await axe.check(page);
        const property = page.getByRole('tabpanel', { name: 'Majetok 1' });
        await property.getByLabel(/^Čo bolo poškodené\?/).fill('Drevený plot pri chodníku, dve polia.');
        await chooseCard(property, 'Firma');
        await property.getByLabel('Názov firmy', { exact: true }).fill('Správa ciest Žilina, s.r.o.');
        await continueTo(page, '/other-damage-health');

        const injured = page.getByRole('tabpanel', { name: 'Osoba 1' });
        await chooseCard(injured, 'Zranenie');
        await injured.getByText('Zranenú osobu budeme kontaktovať').waitFor();
        await injured.getByLabel('Meno', { exact: true }).fill('Eva');
        await injured.getByLabel('Priezvisko', { exact: true }).fill('Horáková');
        await injured.getByLabel(/^Aké zranenie osoba utrpela\?/).fill('Zlomená ruka a otras mozgu.');
        await page.getByRole('button', { name: 'Pridať ďalšiu osobu' }).click();
        const killed = page.getByRole('tabpanel', { name: 'Osoba 2' });
        await killed.waitFor();
        expect(await page.getByRole('tab', { name: 'Osoba 2' }).getAttribute('aria-selected')).toBe('true');
        await chooseCard(killed, 'Úmrtie');
        await killed.getByText('Prijmite našu úprimnú sústrasť').waitFor();
        await killed.getByText('Na vybavenie škody budeme potrebovať úmrtný list a kontakt na pozostalých.', { exact: false }).waitFor();
        // A death has no injury description, and its contact is the bereaved's.
        expect(await killed.getByLabel(/^Aké zranenie osoba utrpela\?/).count()).toBe(0);
        await killed.getByRole('group', { name: /^Kontakt na pozostalých/ }).waitFor();
        await killed.getByLabel('Meno', { exact: true }).fill('Karol');
        await killed.getByLabel('Priezvisko', { exact: true }).fill('Horák');
        await axe.check(page);
        await continueTo(page, '/additional-attachments');

        await axe.check(page);
        await attachPhoto(page, 'nehoda-zilina.png');
        await continueTo(page, '/summary');

        await axe.check(page);
        const damagedVehicle = await summarySection(page, 'Poškodené vozidlo');
        expect(damagedVehicle).toContain('KE123AB');
        expect(damagedVehicle).toContain('Tomáš Horák');
        expect(damagedVehicle).toContain('Preliačené predné ľavé dvere a blatník.');
        const damagedProperty = await summarySection(page, 'Poškodený majetok');
        expect(damagedProperty).toContain('Správa ciest Žilina, s.r.o.');
        expect(damagedProperty).toContain('Drevený plot pri chodníku, dve polia.');
        const person1 = await summarySection(page, 'Ujma na zdraví 1');
        expect(person1).toContain('Zranenie');
        expect(person1).toContain('Eva Horáková');
        expect(person1).toContain('Zlomená ruka a otras mozgu.');
        const person2 = await summarySection(page, 'Ujma na zdraví 2');
        expect(person2).toContain('Úmrtie');
        expect(person2).toContain('Karol Horák');
        expect(await summarySection(page, 'Prílohy')).toContain('nehoda-zilina.png');

        const save = await sendReport(page);
        expect(save.status, JSON.stringify(save.body)).toBe(200);
        await arrive(page, '/confirm');
        const numbers = await confirmedNumbers(page);
        expect(numbers).toHaveLength(4);
        const claimIds = [
          claimNumberOf(numbers[0], 'Vozidlo KE123AB'),
          claimNumberOf(numbers[1], 'Majetok'),
          claimNumberOf(numbers[2], 'Zdravie'),
          claimNumberOf(numbers[3], 'Zdravie'),
        ];
        expect(new Set(claimIds).size).toBe(4);
        await page.getByText('Súhrn hlásenia sme poslali na e-mail maria.kovacova@example.sk.').waitFor();
        await page.locator('.pdf-preview canvas').waitFor();
        await axe.check(page);

        const id = await reportIdOnConfirm(page);
        const stored = await apiClient(e2e.server.app).load(id);
        expect(stored.meta.saved).toMatchObject({ isCompleted: true, isDuplicate: false, claimIds });
        expect(stored.incident.damagedVehicles).toMatchObject([
          { hasLicensePlate: true, licensePlate: 'KE123AB', firstName: 'Tomáš', lastName: 'Horák' },
        ]);
        expect(stored.incident.damagedProperties).toMatchObject([{ partyType: 'BUSINESS', businessName: 'Správa ciest Žilina, s.r.o.' }]);
        expect(stored.incident.damagedHealths).toMatchObject([
          { healthDamageType: 'injury', firstName: 'Eva', lastName: 'Horáková', description: 'Zlomená ruka a otras mozgu.' },
          { healthDamageType: 'death', firstName: 'Karol', lastName: 'Horák', description: null },
        ]);
        firstScope2 = {
          id,
          claimIds,
          reportNumber: stored.meta.saved!.incidentReportIds[0]!,
          savedAt: stored.meta.saved!.savedAt!,
          nextSteps: await nextStepsTable(page).innerText(),
        };
      }),
    JOURNEY_TIMEOUT,
  );

  it(
    '2. scope3: another vehicle (BA888HH, verified) damaged my fence; date asked with it; a new IBAN with the holder’s birth number -> one claim',
    () =>
      journey(async (page) => {
        await openWizard(page, e2e.server);
        await chooseWhatHappened(page, [3], '/reporter-details');
        await fillReporter(page, PETER, '/responsible-party-details');
        await axe.check(page);
        await fillResponsibleParty(page, { plate: 'BA888HH' }, '/incident-map');
        await pickIncidentAddress(page, 'Trnava', 'Hlavná', '/incident-details');

        // D9: scopes 3, 4, 34 are not asked who caused it.
        expect(await page.getByText('Kto udalosť zavinil?').count()).toBe(0);
        await describeIncident(page, 'Vodič iného auta pri cúvaní narazil do môjho plotu a zničil ho.');
        await answer(page, 'Spísali účastníci spoločný záznam o nehode?', false);
        await answer(page, 'Spísala nehodu polícia?', true);
        await continueTo(page, '/additional-bank');

        await axe.check(page);
        // No own vehicle, no saved accounts: the new-account fields are there at once.
        expect(await page.getByText('Účet evidovaný pri poistnej zmluve').count()).toBe(0);
        await fillNewBankAccount(page, NEW_ACCOUNT, '/additional-attachments');
        await attachPhoto(page, 'plot.png');
        await continueTo(page, '/summary');

        const bank = await summarySection(page, 'Bankový účet na výplatu');
        expect(bank).toContain('SK31 1200 0000 1987 4263 7541');
        expect(bank).toContain('800101/0006');
        expect(await summarySection(page, 'Zodpovedná strana')).toContain('BA888HH');
        expect(await summarySection(page, 'Miesto a čas udalosti')).toContain('Trnava');

        const save = await sendReport(page);
        expect(save.status, JSON.stringify(save.body)).toBe(200);
        await arrive(page, '/confirm');
        const numbers = await confirmedNumbers(page);
        expect(numbers).toHaveLength(1);
        const claimId = claimNumberOf(numbers[0], 'Majetok');

        const stored = await apiClient(e2e.server.app).load(await reportIdOnConfirm(page));
        expect(stored.meta.saved).toMatchObject({ isCompleted: true, isDuplicate: false, claimIds: [claimId] });
        expect(stored.incident.date).toBe('2026-05-10');
        expect(stored.parties.otherResponsibleParty).toMatchObject({
          hasLicensePlate: true,
          licensePlate: 'BA888HH',
          licensePlateIsVerified: true,
        });
        expect(stored.incident.bankAccount).toMatchObject({ value: 'SK3112000000198742637541' });
        expect(stored.incident.bankAccount?.holderIdentificationNumber?.replace('/', '')).toBe('8001010006');
        expect(stored.attachments.map((attachment) => attachment.clientName)).toEqual(['plot.png']);
      }),
    JOURNEY_TIMEOUT,
  );

  it(
    '3. scope34: injured and my property damaged, the other party known by its policy number (4010000098) -> a claim for my property and one for my health',
    () =>
      journey(async (page) => {
        await openWizard(page, e2e.server);
        await chooseWhatHappened(page, [3, 4], '/reporter-details');
        await fillReporter(page, ANNA, '/responsible-party-details');
        await fillResponsibleParty(page, { policy: '4010000098' }, '/incident-map');
        await pickIncidentAddress(page, 'Nitra', 'Štefánikova', '/incident-details');

        await describeIncident(page, 'Auto vošlo na chodník, zrazilo ma a poškodilo môj bicykel.');
        // Object 4: the kind of my own health damage, with a description of the injury.
        await chooseCard(page, 'Zranenie');
        await page.getByLabel(/Popíšte zranenie/).fill('Odreté koleno a pomliaždené rameno.');
        // A person was injured (object 4): the police question is asked.
        await answer(page, 'Vyšetruje udalosť polícia?', true);
        await answer(page, 'Spísali účastníci spoločný záznam o nehode?', false);
        await answer(page, 'Spísala nehodu polícia?', true);
        await continueTo(page, '/additional-bank');
        await fillNewBankAccount(page, { iban: 'SK89 7500 0000 0000 1234 5671', holderBirthNumber: '' }, '/additional-attachments');
        await continueTo(page, '/summary');

        expect(await summarySection(page, 'Okolnosti udalosti')).toContain('Auto vošlo na chodník, zrazilo ma a poškodilo môj bicykel.');
        // The kind of my health damage is required to save (docs/decisions.md "Completeness at save") and
        // shown in "Rozsah poškodenia"; a journey through the screens must have been asked it.
        expect(await summarySection(page, 'Rozsah poškodenia')).toMatch(/Druh ujmy na zdraví\s*Zranenie/);

        const save = await sendReport(page);
        expect(save.status, `save answered ${JSON.stringify(save.body)}`).toBe(200);
        await arrive(page, '/confirm');
        const numbers = await confirmedNumbers(page);
        expect(numbers).toHaveLength(2);
        claimNumberOf(numbers[0], 'Majetok');
        claimNumberOf(numbers[1], 'Zdravie');
      }),
    JOURNEY_TIMEOUT,
  );

  it(
    '4. the same plate and date reported again right after journey 1: a duplicate, the first report’s numbers, no PDF download',
    async () => {
      expect(firstScope2, 'journey 1 saved the first report of BA222BB on 10. 5. 2026').toBeDefined();
      await journey(async (page) => {
        const again: UpdateReportRequest[] = [
          ...SECTION_2.scope2.steps,
          ZILINA,
          { incident: { description: DESCRIPTION, responsibleParty: 'myVehicle', specificAnswers: { accidentReportWritten: true } } },
          { incident: { otherDamage: ['VEHICLE'], onlyMyVehicle: false } },
          {
            incident: {
              damagedVehicles: [
                { hasLicensePlate: true, licensePlate: 'KE123AB', partyType: 'PERSON', firstName: 'Tomáš', lastName: 'Horák' },
              ],
            },
          },
        ];
        const id = await resumeAt(page, e2e.server, again, '/summary');
        expect(await summarySection(page, 'Poistenie a vozidlo')).toContain('BA222BB');

        const save = await sendReport(page);
        expect(save.status).toBe(200);
        expect(save.body).toMatchObject({ isDuplicate: true });
        await arrive(page, '/confirm');
        // Which report it repeats, by number and the date it was sent, and that
        // this one's answers were not added to it; the first thing on the page.
        const notice = page.getByRole('region', { name: 'Táto udalosť už bola nahlásená' });
        await notice.waitFor();
        const sent = formatDateTime(firstScope2!.savedAt, 'sk');
        expect(await notice.innerText()).toContain(
          `Udalosť z 10. 5. 2026 s tým istým vozidlom alebo poistnou zmluvou sme prijali už ${sent} v hlásení č. ${firstScope2!.reportNumber}.`,
        );
        expect(await notice.innerText()).toContain('Odpovede z tohto hlásenia sme k pôvodnému nepridali');
        expect(await notice.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(true);
        await page.getByRole('heading', { name: 'Čísla pôvodného hlásenia' }).waitFor();
        // The next steps are the first report's, as its reporter read them.
        expect(await nextStepsTable(page).innerText()).toBe(firstScope2!.nextSteps);
        expect(await page.getByText('Súhrn hlásenia sme poslali na e-mail', { exact: false }).count()).toBe(0);
        expect(await page.getByRole('link', { name: 'Stiahnuť súhrn (PDF)' }).count()).toBe(0);
        expect(await page.locator('.pdf-preview').count()).toBe(0);
        // The numbers shown are the first report's.
        const shown = (await confirmedNumbers(page)).map((line) => /(\d+)$/.exec(line)?.[1]);
        expect(shown).toEqual(firstScope2!.claimIds);
        await axe.check(page, '/confirm (duplicate)');

        const stored = await apiClient(e2e.server.app).load(id);
        expect(stored.meta.saved).toMatchObject({ isCompleted: true, isDuplicate: true, claimIds: firstScope2!.claimIds });

        // The same in English, after the header's switch.
        await page.getByRole('button', { name: 'English' }).click();
        const english = page.getByRole('region', { name: 'This incident has already been reported' });
        await english.waitFor();
        expect(await english.innerText()).toContain(
          `The incident of 10 May 2026 with the same vehicle or policy was already reported on ${formatDateTime(firstScope2!.savedAt, 'en')}, in report no. ${firstScope2!.reportNumber}.`,
        );
        await page.getByRole('heading', { name: 'Numbers of the original report' }).waitFor();
        await axe.check(page, '/confirm (duplicate, English)');
      });
    },
    JOURNEY_TIMEOUT,
  );

  it(
    '5. a save that fails: the danger banner, still on /summary, nothing completed; the second try -> /confirm',
    () =>
      journey(
        async (page) => {
          const scope3: UpdateReportRequest[] = [
            ...SECTION_2.scope3.steps,
            incidentDate(),
            { parties: { otherResponsibleParty: { hasLicensePlate: true, licensePlate: 'BA888HH' } } },
            ZILINA,
            {
              incident: {
                description: 'Iné auto pri parkovaní narazilo do mojej garážovej brány.',
                specificAnswers: { accidentReportWritten: true },
              },
            },
            // The account the payout goes to (/additional-bank), which the save requires.
            {
              incident: {
                bankAccount: { id: null, value: 'SK3112000000198742637541', bic: null, holderIdentificationNumber: '800101/0006' },
              },
            },
          ];
          const id = await resumeAt(page, e2e.server, scope3, '/summary');
          const api = apiClient(e2e.server.app);

          const summaryCopy = () => page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/save-summary'));
          await page.route('**/v1/incident-report/*/save', (route) =>
            // A server error, not a busy answer (503), which the browser would try again for a minute first (D34).
            route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"INTERNAL_ERROR","message":"Internal error"}' }),
          );
          // SPEC §4: after a failed save the summary's copy is still attempted (for the draft).
          const draftCopy = summaryCopy();
          const failed = await sendReport(page);
          expect(failed.status).toBe(500);
          expect((await draftCopy).status(), 'the draft’s copy of the summary').toBe(204);
          const banner = page.getByRole('alert').filter({ hasText: 'Pri ukladaní hlásenia nastala chyba' });
          await banner.waitFor();
          expect(await banner.textContent()).toContain('Nič z toho, čo ste vyplnili, sa nestratilo.');
          // The banner takes the focus, so the user hears it and is at the top.
          await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('summary-banner'))).toBe(true);
          await axe.check(page, '/summary with the save error');
          expect(routeOf(page)).toBe('/summary');
          expect((await api.load(id)).meta.saved ?? null).toBeNull();
          // Everything is still on the page, the declaration still ticked.
          expect(await summarySection(page, 'Okolnosti udalosti')).toContain('Iné auto pri parkovaní narazilo do mojej garážovej brány.');
          expect(await page.getByLabel(/^Vyhlasujem, že všetky údaje v hlásení sú pravdivé/).isChecked()).toBe(true);

          await page.unroute('**/v1/incident-report/*/save');
          const archiveCopy = summaryCopy();
          const saved = await sendReport(page);
          expect(saved.status, JSON.stringify(saved.body)).toBe(200);
          await arrive(page, '/confirm');
          // README: save-summary "may be sent for a draft (overwritten each time) and once after the
          // report is saved": the saved report's archive copy replaces the draft's.
          expect((await archiveCopy).status(), 'the saved report’s archive copy').toBe(204);
          const claimId = claimNumberOf((await confirmedNumbers(page))[0], 'Majetok');
          expect((await api.load(id)).meta.saved).toMatchObject({ isCompleted: true, claimIds: [claimId] });
        },
        { expectedProblems: /\b500\b/ },
      ),
    JOURNEY_TIMEOUT,
  );

  it(
    '6. scope4 left half-way with "Ukončiť" and a link by e-mail; opened on another device it resumes where it was, with everything typed; on to /confirm',
    async () => {
      let link = '';
      await journey(async (page) => {
        await page.route('https://www.poistovna.example.sk/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>Poisťovňa</title>' }),
        );
        await openWizard(page, e2e.server);
        await chooseWhatHappened(page, [4], '/reporter-details');
        await fillReporter(
          page,
          { firstName: 'Jana', lastName: 'Lehotská', email: 'jana.lehotska@example.sk', phone: '905 777 888' },
          '/responsible-party-details',
        );
        await fillResponsibleParty(page, { plate: 'BA888HH' }, '/incident-map');
        await pickIncidentAddress(page, 'Poprad', 'Námestie svätého Egídia', '/incident-details');
        await describeIncident(page, 'Na priechode pre chodcov ma zrazilo auto a zranilo mi koleno.');
        await chooseCard(page, 'Zranenie');
        await answer(page, 'Vyšetruje udalosť polícia?', true);
        await answer(page, 'Spísali účastníci spoločný záznam o nehode?', true);
        await continueTo(page, '/additional-bank');

        await page.getByRole('button', { name: 'Ukončiť' }).click();
        const dialog = page.getByRole('dialog', { name: 'Chcete hlásenie ukončiť?' });
        await dialog.waitFor();
        await axe.check(page, 'the exit dialog');
        await dialog.getByLabel('Váš e-mail').fill('jana.lehotska@example.sk');
        await dialog.getByRole('button', { name: 'Poslať odkaz a ukončiť' }).click();
        await page.getByRole('dialog', { name: 'Odkaz sme vám poslali' }).getByRole('button', { name: 'Odísť zo stránky' }).click();
        await page.waitForURL('https://www.poistovna.example.sk/**');

        const mails = await readMails(e2e.server.dataDir);
        const mail = mails.find((item) => item.to.includes('jana.lehotska@example.sk'));
        expect(mail, `a mail to jana.lehotska@example.sk among ${JSON.stringify(mails.map((item) => item.to))}`).toBeDefined();
        link = /https?:\/\/\S+\/motor\/\?id=[\w-]+/.exec(mail!.text)?.[0] ?? '';
        expect(link).not.toBe('');
      });

      // Another device: a new browser context, nothing in its storage.
      await journey(async (page) => {
        await asNewClient(page);
        const url = new URL(link);
        // The link names the configured public URL; the same path and id on the test server.
        await page.goto(`${e2e.server.url}${url.pathname}${url.search}`);
        await arrive(page, '/additional-bank');
        // One step back shows the incident details as typed on the first device.
        await page.getByRole('button', { name: 'Späť', exact: true }).click();
        await arrive(page, '/incident-details');
        expect(await page.getByLabel('Popíšte, ako k udalosti došlo').inputValue()).toBe(
          'Na priechode pre chodcov ma zrazilo auto a zranilo mi koleno.',
        );
        expect(await question(page, 'Vyšetruje udalosť polícia?').getByRole('radio', { name: 'Áno' }).isChecked()).toBe(true);
        expect(await page.getByRole('radio', { name: /^Zranenie/ }).isChecked()).toBe(true);
        await continueTo(page, '/additional-bank');
        await fillNewBankAccount(page, { iban: 'SK31 1200 0000 1987 4263 7541', holderBirthNumber: '' }, '/additional-attachments');
        await continueTo(page, '/summary');

        const reporter = await summarySection(page, 'Ohlasovateľ');
        expect(reporter).toContain('Jana Lehotská');
        expect(reporter).toContain('jana.lehotska@example.sk');
        const place = await summarySection(page, 'Miesto a čas udalosti');
        expect(place).toContain('Poprad');
        expect(place).toContain('10. 5. 2026');
        expect(await summarySection(page, 'Zodpovedná strana')).toContain('BA888HH');
        expect(await summarySection(page, 'Okolnosti udalosti')).toContain('Na priechode pre chodcov ma zrazilo auto a zranilo mi koleno.');
        const save = await sendReport(page);
        expect(save.status, `save answered ${JSON.stringify(save.body)}`).toBe(200);
        await arrive(page, '/confirm');
        claimNumberOf((await confirmedNumbers(page))[0], 'Zdravie');
      });
    },
    JOURNEY_TIMEOUT,
  );

  it(
    '7. scope134 (KE333CC, liability and mini-casco, D3): my vehicle, my property and my health; the responsible plate verified, clear fault, self repair to the saved account -> three claims',
    () =>
      journey(async (page) => {
        await openWizard(page, e2e.server);
        await chooseWhatHappened(page, [1, 3, 4], '/general-info');
        await fillGeneralInfo(page, 'KE333CC', '/reporter-details');
        await fillReporter(page, PETER, '/responsible-party-details');
        await fillResponsibleParty(page, { plate: 'BA888HH' }, '/incident-map');
        await pickIncidentAddress(page, 'Trnava', 'Hlavná', '/incident-details');
        await describeIncident(page, 'Dodávka nedala prednosť, narazila do môjho auta a zničila mi aj vozík s nákladom.');
        await chooseCard(page, 'Iné vozidlo');
        await chooseCard(page, 'Zranenie');
        await answer(page, 'Je jasné, kto nehodu zavinil?', true);
        await answer(page, 'Vyšetruje udalosť polícia?', true);
        await answer(page, 'Spísali účastníci spoločný záznam o nehode?', true);
        await answer(page, 'Bola privolaná asistenčná služba?', false);
        // Clear fault, my own plate: the way of settling.
        await continueTo(page, '/incident-resolve-type');
        await chooseCard(page, 'Opravu si zabezpečím sám');
        await continueTo(page, '/additional-bank');
        // KE333CC's policy has one saved account.
        await chooseCard(page, 'SK** **** **** **** **** 0005');
        await continueTo(page, '/additional-attachments');
        await continueTo(page, '/summary');
        const save = await sendReport(page);
        expect(save.status, `save answered ${JSON.stringify(save.body)}`).toBe(200);
        await arrive(page, '/confirm');
        const numbers = await confirmedNumbers(page);
        expect(numbers).toHaveLength(3);
        claimNumberOf(numbers[0], 'Vozidlo KE333CC');
        claimNumberOf(numbers[1], 'Majetok');
        claimNumberOf(numbers[2], 'Zdravie');
      }),
    JOURNEY_TIMEOUT,
  );
});
