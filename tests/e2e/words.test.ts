import { describe, expect, it } from 'vitest';
import type { UpdateReportRequest } from '../../src/domain/report.ts';
import { apiClient } from '../support/api.ts';
import { axeViolations } from './support/axe.ts';
import { newPage, type Page } from './support/browser.ts';
import { summarySection } from './support/full-journey-others.ts';
import { DESCRIPTION, incidentDate, myPlate, policyType, scopes, SECTION_2, ZILINA } from './support/journeys.ts';
import { e2eServerAndBrowser } from './support/server.ts';
import { keptUnsentAnswers } from './support/unsent-answers.ts';
import { arrive, continueTo, playSubmit, pressContinue, resumeAt } from './support/wizard.ts';

/**
 * Words a claimant reads, in Chromium on a phone: each item in one language through the screens,
 * the other language by its texts. A continue link with a mangled id and scope 2's Slovak name;
 * a hit-and-run (scope 3, plate and culprit unknown) through /summary and its declaration dialog
 * to /confirm; the additional description asked once and a date changed from /summary; the exit
 * dialog's options and its e-mail becoming the reporter's; "Nikto iný" after the culprit's plate
 * and the hint for a damaged vehicle's owner.
 */

const SKP_STEP = {
  sk: 'Škodu spôsobenú nezisteným vozidlom uhrádza garančný fond Slovenskej kancelárie poisťovateľov (SKP). Uplatniť ju treba tam: www.skp.sk.',
  en: "Damage caused by an unidentified vehicle is paid by the guarantee fund of the Slovak Insurers' Bureau (SKP). The claim is made there: www.skp.sk.",
};
const FIND_INSURER_STEP =
  'We will check the insurance of the vehicle that caused the damage. If it is not insured with us, we will say where the claim should be made.';

/** Continues a report in this page as its continue link opens it, at `route`. */
async function reopen(page: Page, url: string, id: string, route: string) {
  await page.goto(`${url}/motor/?id=${id}`);
  await arrive(page, route);
}

describe('words a claimant reads, in Chromium on a phone', () => {
  const e2e = e2eServerAndBrowser({ TRUST_PROXY: 'true' });

  /** A fresh phone-sized page; console errors and CSP violations (but `allowed`) fail the test. */
  async function onPhone(run: (page: Page) => Promise<void>, allowed?: RegExp) {
    const { page, problems, close } = await newPage(e2e.browser);
    try {
      await run(page);
      expect(problems.filter((problem) => !allowed?.test(problem))).toEqual([]);
    } finally {
      await close();
    }
  }

  it('a continue link with a mangled id says the link is not valid or the draft deleted and offers a new report; scope 2 reads "Moje vozidlo spôsobilo škodu"', () =>
    onPhone(
      async (page) => {
        await page.goto(`${e2e.server.url}/motor/?id=AbCdEfGhIjKl-mangled`);
        await arrive(page, '/incident-scope');
        const notice = page.getByText(
          'Tento odkaz nie je platný alebo rozpracované hlásenie už bolo vymazané: hlásenia, v ktorých sa dlho nepokračovalo, mažeme. Začnite nové hlásenie: nižšie vyberte, čo sa stalo.',
        );
        await notice.waitFor();
        expect(await page.getByText(/pripojenie na internet/).count()).toBe(0);
        await page.getByText('Moje vozidlo spôsobilo škodu', { exact: true }).waitFor();
        expect(await page.getByText(/som spôsobil/).count()).toBe(0);
        expect(await axeViolations(page)).toEqual([]);

        await page.getByRole('button', { name: 'English' }).click();
        await page
          .getByText(
            'This link is not valid, or the saved report has been deleted: we delete reports that have not been continued for a long time. Start a new report: choose below what happened.',
          )
          .waitFor();
        // The offer stands: a tile and Continue start the new report.
        await page
          .locator('label.option-card__label')
          .filter({ hasText: /^My vehicle caused damage$/ })
          .click();
        await continueTo(page, '/general-info', 'Continue');
      },
      // Chromium reports the refused load in the console.
      /status of 40[04]/,
    ));

  it('hit-and-run, scope 3: one "don\'t know" for a vehicle that drove off, in words that fit it (sk, en); /summary says its plate is unknown; the declaration closes at its top and by Escape; /confirm names SKP', () =>
    onPhone(async (page) => {
      const id = await resumeAt(page, e2e.server, [...SECTION_2.scope3.steps, incidentDate()], '/responsible-party-details');
      // Slovak: the one box says what happened; "plate unknown" comes ticked with it, SKP is named.
      await page.getByLabel('Vozidlo z miesta odišlo a nepoznám ho', { exact: true }).check();
      await page.getByText('Škodu spôsobenú nezisteným vozidlom uhrádza garančný fond', { exact: true }).waitFor();
      const plateUnknown = page.getByLabel('Evidenčné číslo vozidla vinníka nepoznám', { exact: true });
      expect(await plateUnknown.isChecked()).toBe(true);
      expect(await plateUnknown.isDisabled()).toBe(true);
      expect(await page.getByText(/potrebujeme údaje o vinníkovi/).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'English' }).click();
      await page.locator('html[lang="en"]').waitFor();
      expect(await page.getByLabel("The vehicle drove off and I don't know it", { exact: true }).isChecked()).toBe(true);
      await page.getByText('Damage caused by an unidentified vehicle is paid by the guarantee fund', { exact: true }).waitFor();
      expect(await page.getByText(/we need the at-fault party's details/i).count()).toBe(0);
      // Said once: no screen after it asks who it was.
      await continueTo(page, '/incident-map', 'Continue');
      expect((await apiClient(e2e.server.app).load(id)).parties.otherResponsibleParty).toMatchObject({
        hasLicensePlate: false,
        isUnknown: true,
      });

      // The screens between are tested elsewhere: their answers through the seam.
      await playSubmit(page, ZILINA);
      await arrive(page, '/incident-details');
      await playSubmit(page, {
        incident: {
          description: DESCRIPTION,
          specificAnswers: { accidentReportWritten: true },
          myProperty: { damageDescription: 'Zrazená poštová schránka.' },
        },
      });
      await arrive(page, '/additional-bank');
      await playSubmit(page, {
        incident: { bankAccount: { id: null, value: 'SK3112000000198742637541', bic: null, holderIdentificationNumber: '8551231238' } },
      });
      await arrive(page, '/additional-attachments');
      await playSubmit(page, { attachments: [], incident: { descriptionAdditional: null } });
      await arrive(page, '/summary');

      const responsible = await summarySection(page, 'Responsible party');
      expect(responsible).toContain("Vehicle's licence plateUnknown");
      expect(responsible).toContain('Who it wasUnknown (the reporter does not know who it was)');
      expect(responsible).not.toMatch(/No licence plate/);

      // The declaration: a close button at its top, in sight without scrolling; Escape; focus back on the link.
      const link = page.getByRole('button', { name: 'Read the full declaration' });
      await link.click();
      const dialog = page.getByRole('dialog', { name: "The reporter's declaration" });
      const topClose = dialog.getByRole('button', { name: 'Close the declaration', exact: true });
      await topClose.waitFor();
      const box = await topClose.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(844);
      expect(await axeViolations(page)).toEqual([]);
      await topClose.click();
      await dialog.waitFor({ state: 'detached' });
      expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
      await link.click();
      await topClose.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);

      await page.getByLabel(/^I declare that all the information in the report is true and complete/).check();
      await pressContinue(page, 'Send the report');
      await arrive(page, '/confirm');
      await page.getByText(SKP_STEP.en, { exact: true }).waitFor();
      expect(await page.getByText(FIND_INSURER_STEP).count()).toBe(0);
      // Slovak by its text.
      await page.getByRole('button', { name: 'Slovensky' }).click();
      await page.getByText(SKP_STEP.sk, { exact: true }).waitFor();
    }));

  it('the additional description is one answer: /additional-attachments shows what /incident-details took and /summary lists it once; the date’s Change opens /general-info', () =>
    onPhone(async (page) => {
      const toDetails: UpdateReportRequest[] = [
        ...SECTION_2.scope1Casco.steps,
        ZILINA,
        {
          incident: {
            reasonGroupIndex: 0,
            reason: { id: '1_ACCIDENT_PARKED', label: { sk: 'Poškodenie zaparkovaného vozidla', en: 'Damage to a parked vehicle' } },
          },
        },
      ];
      const id = await resumeAt(page, e2e.server, toDetails, '/incident-details');
      const additional = 'Chcete k hláseniu ešte niečo doplniť? (nepovinné)';
      await page.getByLabel('Popíšte, ako k udalosti došlo').fill(DESCRIPTION);
      await page.getByLabel(additional, { exact: true }).fill('Svedkom bol sused z čísla 14.');
      await playSubmit(page, {
        incident: {
          description: DESCRIPTION,
          descriptionAdditional: await page.getByLabel(additional, { exact: true }).inputValue(),
          responsibleParty: 'myVehicle',
          specificAnswers: { accidentReportWritten: false, accidentRecordMade: false, assistanceServicesCalled: false },
        },
      });
      await arrive(page, '/incident-resolve-type');
      const api = apiClient(e2e.server.app);
      for (const step of [
        { incident: { resolveType: 'selfRepair' as const, inspectionAddressIsTheSame: true } },
        { incident: { bankAccount: { id: null, value: 'SK3112000000198742637541', bic: null } } },
        { meta: { lastRoute: '/additional-attachments' } },
      ])
        expect((await api.update(id, step)).status).toBe(200);
      await reopen(page, e2e.server.url, id, '/additional-attachments');

      // The same question in the same words, with what was typed on /incident-details.
      const field = page.getByLabel(additional, { exact: true });
      expect(await field.inputValue()).toBe('Svedkom bol sused z čísla 14.');
      await continueTo(page, '/summary');
      await page.locator('.summary-document').waitFor();
      expect(await page.locator('.summary-document').getByText('Svedkom bol sused z čísla 14.', { exact: true }).count()).toBe(1);

      // The place's Change opens the map; the date's its own screen.
      const place = page.getByRole('region', { name: 'Miesto a čas udalosti', exact: true });
      await place.getByRole('button', { name: 'Zmeniť údaje v časti Miesto a čas udalosti' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'English' }).click();
      await page
        .getByRole('region', { name: 'Place and time of the incident', exact: true })
        .getByRole('button', { name: 'Change Date of the incident' })
        .click();
      await arrive(page, '/general-info');
      await page.getByLabel('When did it happen?', { exact: true }).waitFor();
    }));

  it('the exit dialog words each option once; its e-mail becomes the reporter’s empty e-mail, on /reporter-details under the dialog, after a reload and when the link is opened', () =>
    onPhone(async (page) => {
      const id = await resumeAt(page, e2e.server, [scopes(1), myPlate('BA111AA'), policyType('CASCO')], '/reporter-details');
      expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe('');
      // A name typed and not sent yet: the form's own answers are kept on the phone beside the e-mail.
      await page.getByLabel('Meno', { exact: true }).fill('Eva');
      await page.getByRole('button', { name: 'Ukončiť' }).click();
      const dialog = page.getByRole('dialog', { name: 'Chcete hlásenie ukončiť?' });
      await dialog
        .getByText('Hlásenie uložíme a na e-mail vám pošleme odkaz, cez ktorý v ňom neskôr pokračujete.', { exact: true })
        .waitFor();
      await dialog.getByText('Ak hlásenie ukončíte bez uloženia, vyplnené údaje sa stratia.', { exact: true }).waitFor();
      expect(await dialog.getByText(/Pošleme vám však/).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('button', { name: 'Exit' }).click();
      const dialogEn = page.getByRole('dialog', { name: 'Do you want to leave the report?' });
      await dialogEn.getByText('We save your report and e-mail you a link to continue it later.', { exact: true }).waitFor();
      await dialogEn.getByText('If you leave without saving, what you have filled in is lost.', { exact: true }).waitFor();
      await dialogEn.getByLabel('Your email').fill('eva.mala@example.sk');
      await dialogEn.getByRole('button', { name: 'Send the link and leave' }).click();
      const sent = page.getByRole('dialog', { name: 'We have sent you the link' });
      await sent.waitFor();
      expect((await apiClient(e2e.server.app).load(id)).parties.reporter).toMatchObject({ email: 'eva.mala@example.sk' });

      // Staying on: the form under the dialog shows the address, and still the name typed; so does a reload of this tab.
      await sent.getByRole('button', { name: 'Continue the report' }).click();
      await sent.waitFor({ state: 'hidden' });
      const email = page.getByLabel('Email', { exact: true });
      await expect.poll(() => email.inputValue()).toBe('eva.mala@example.sk');
      // Reloaded once the phone keeps it with the name typed, as it does by the time a person reloads.
      await expect.poll(() => keptUnsentAnswers(page)).toContain('eva.mala@example.sk');
      await page.reload();
      await arrive(page, '/reporter-details');
      expect(await email.inputValue()).toBe('eva.mala@example.sk');
      expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('Eva');

      // Another device, nothing in its storage: the link opens /reporter-details with the e-mail filled in.
      const other = await newPage(e2e.browser);
      try {
        await reopen(other.page, e2e.server.url, id, '/reporter-details');
        expect(await other.page.getByLabel('E-mail', { exact: true }).inputValue()).toBe('eva.mala@example.sk');
        expect(other.problems).toEqual([]);
      } finally {
        await other.close();
      }
    }));

  it('scope 1 from the culprit’s liability cover does not offer "Nikto iný"; a damaged vehicle’s owner gets no culprit’s hint', () =>
    onPhone(async (page) => {
      const culprit = { parties: { otherResponsibleParty: { hasLicensePlate: true, licensePlate: 'BA888HH' } } };
      await resumeAt(page, e2e.server, [...SECTION_2.scope1Pzp.steps, culprit, ZILINA], '/incident-details');
      const who = page
        .getByRole('radiogroup', { name: 'Kto udalosť zavinil?' })
        .or(page.getByRole('group', { name: 'Kto udalosť zavinil?' }));
      await who.getByText('Iné vozidlo alebo iná osoba', { exact: true }).waitFor();
      expect(await who.getByText('Nikto iný', { exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByText('Another vehicle or another person', { exact: true }).waitFor();
      expect(await page.getByText('Nobody else', { exact: true }).count()).toBe(0);

      const scope2OtherVehicle: UpdateReportRequest[] = [
        ...SECTION_2.scope2.steps,
        ZILINA,
        { incident: { description: DESCRIPTION, responsibleParty: 'myVehicle', specificAnswers: { accidentReportWritten: true } } },
        { incident: { otherDamage: ['VEHICLE'], onlyMyVehicle: false } },
      ];
      // The language chosen stays: English first here, then Slovak.
      await resumeAt(page, e2e.server, scope2OtherVehicle, '/other-damage-vehicle');
      await page
        .getByRole('tabpanel', { name: 'Vehicle 1' })
        .getByText(
          "For example when the owner did not turn up and you don't know who they are. You then leave out the name and the contact.",
        )
        .waitFor();
      await page.getByRole('button', { name: 'Slovensky' }).click();
      const vehicle = page.getByRole('tabpanel', { name: 'Vozidlo 1' });
      await vehicle.getByText('Napríklad keď sa majiteľ na mieste neukázal a nepoznáte ho. Meno a kontakt potom nevypĺňate.').waitFor();
      expect(await vehicle.getByText(/vinník z miesta odišiel/).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    }));
});
