import { describe, expect, it } from 'vitest';
import type { UpdateReportRequest } from '../../src/domain/report.ts';
import { apiClient } from '../support/api.ts';
import { axeViolations } from './support/axe.ts';
import { newPage, type Page } from './support/browser.ts';
import { confirmedNumbers, sendReport, summarySection } from './support/full-journey-others.ts';
import { DESCRIPTION, incidentDate, SECTION_2, ZILINA } from './support/journeys.ts';
import { e2eServerAndBrowser } from './support/server.ts';
import { arrive, chooseCard, continueTo, pressContinue, resumeAt } from './support/wizard.ts';

/**
 * D22 in Chromium on a phone, in Slovak and English: "I don't know who it was" on each party form
 * that asks names (/responsible-party-additional-details, /co-responsible-party-details and the
 * vehicle, property and health tabs of other damage). Ticked, it hides the names and the contact
 * and the report goes on with the party stored as unknown; the SKP guarantee-fund notice shows
 * where the unknown vehicle has no plate in a PZP branch; /summary says "unknown" for each such
 * party, and the saved claims' XML carries it.
 */

const TEXT = {
  sk: {
    continue: 'Pokračovať',
    unknown: 'Neviem, kto to bol',
    firstName: 'Meno',
    lastName: 'Priezvisko',
    optional: '(nepovinné)',
    notice: 'Škodu spôsobenú nezisteným vozidlom uhrádza garančný fond',
    otherPartyNames: 'Ďalší účastník',
    otherPartyContact: 'Kontakt na ďalšieho účastníka',
    otherPartyPlate: 'Evidenčné číslo vozidla ďalšieho účastníka',
    plateNotKnown: 'Evidenčné číslo nepoznám',
    vehicleTab: 'Vozidlo 1',
    vehicleOwner: 'Majiteľ vozidla',
    damagedPlate: 'Evidenčné číslo poškodeného vozidla',
    propertyTab: 'Majetok 1',
    propertyOwner: 'Majiteľ majetku',
    propertyWhat: /^Čo bolo poškodené\?/,
    healthTab: 'Osoba 1',
    injury: 'Zranenie',
    injuredPerson: 'Zranená osoba',
    coresponsibleSection: 'Spoluzodpovedná strana',
    vehicleSection: 'Poškodené vozidlo',
    propertySection: 'Poškodený majetok',
    healthSection: 'Ujma na zdraví',
    whoItWas: 'Kto to bol',
    unknownParty: 'Neznámy (ohlasovateľ nevie, kto to bol)',
  },
  en: {
    continue: 'Continue',
    unknown: "I don't know who it was",
    firstName: 'First name',
    lastName: 'Last name',
    optional: '(optional)',
    notice: 'Damage caused by an unidentified vehicle is paid by the guarantee fund',
    otherPartyNames: 'Other party',
    otherPartyContact: "Other party's contact details",
    otherPartyPlate: "Other party's licence plate",
    plateNotKnown: "I don't know the licence plate",
    vehicleTab: 'Vehicle 1',
    vehicleOwner: 'Owner of the vehicle',
    damagedPlate: 'Licence plate of the damaged vehicle',
    propertyTab: 'Property 1',
    propertyOwner: 'Owner of the property',
    propertyWhat: /^What was damaged\?/,
    healthTab: 'Person 1',
    injury: 'Injury',
    injuredPerson: 'The injured person',
    coresponsibleSection: 'Co-responsible party',
    vehicleSection: 'Damaged vehicle',
    propertySection: 'Damaged property',
    healthSection: 'Injured person',
    whoItWas: 'Who it was',
    unknownParty: 'Unknown (the reporter does not know who it was)',
  },
} as const;

const SKP_ADDRESS = 'Trnavská cesta 82, 821 02 Bratislava';

const PLATE_UNKNOWN = { parties: { otherResponsibleParty: { hasLicensePlate: false, licensePlate: null } } };

/** Scope 2 (BA222BB, PZP) up to /incident-details answered, the incident in Žilina; `responsible` is who caused it. */
const scope2Details = (responsible: 'myVehicle' | 'otherVehicle'): UpdateReportRequest[] => [
  ...SECTION_2.scope2.steps,
  ZILINA,
  { incident: { description: DESCRIPTION, responsibleParty: responsible, specificAnswers: { accidentReportWritten: true } } },
];

/** /other-damage answered: another vehicle, a property and a person were damaged. */
const ALL_OTHER_DAMAGE: UpdateReportRequest = { incident: { otherDamage: ['VEHICLE', 'PROPERTY', 'HEALTH'], onlyMyVehicle: false } };

/** What the wizard sends for a party nobody knows (src/screens/parties/form-values.ts UNKNOWN_PARTY). */
const UNKNOWN = {
  isUnknown: true,
  partyType: 'PERSON',
  firstName: null,
  lastName: null,
  businessName: null,
  email: null,
  phone: { prefix: '+421', number: null },
} as const;
/** The same for an injured person, who has no party type. */
const UNKNOWN_PERSON = { isUnknown: true, firstName: null, lastName: null, email: null, phone: { prefix: '+421', number: null } } as const;

/**
 * Scope 2 where another vehicle caused it: the co-responsible party without a plate and unknown,
 * and a damaged vehicle (its plate known), a property and an injured person, all three unknown;
 * every answer the save requires up to /summary.
 */
const UNKNOWN_EVERYWHERE: UpdateReportRequest[] = [
  ...scope2Details('otherVehicle'),
  { parties: { otherCoresponsibleParty: { hasLicensePlate: false, licensePlate: null, policyId: null, ...UNKNOWN } } },
  ALL_OTHER_DAMAGE,
  { incident: { damagedVehicles: [{ hasLicensePlate: true, licensePlate: 'KE123AB', vehicleDescription: null, ...UNKNOWN }] } },
  { incident: { damagedProperties: [{ description: 'Drevený plot pri chodníku.', ...UNKNOWN }] } },
  { incident: { damagedHealths: [{ healthDamageType: 'injury', description: 'Zlomená ruka.', ...UNKNOWN_PERSON }] } },
];

/** The value of a summary section's row by its label (the `<dt>`), e.g. "Kto to bol". */
async function summaryValue(page: Page, section: string, label: string) {
  await page.locator('.summary-document').waitFor();
  const row = page
    .getByRole('region', { name: section, exact: true })
    .locator('.summary-list__row')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
  expect(await row.count(), `"${label}" in "${section}"`).toBe(1);
  return (await row.locator('dd.summary-list__value').textContent())?.trim();
}

describe('D22: the other party nobody knows, in Chromium on a phone', () => {
  const e2e = e2eServerAndBrowser();

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

  it.each(['sk', 'en'] as const)('scope 3, PZP, culprit unknown: SKP notice, no names asked, the report goes on (%s)', (lang) =>
    onPhone(async (page) => {
      const t = TEXT[lang];
      const steps = [...SECTION_2.scope3.steps, incidentDate(), PLATE_UNKNOWN];
      const id = await resumeAt(page, e2e.server, steps, '/responsible-party-additional-details', { lang });
      await page.getByLabel(t.firstName, { exact: true }).waitFor();
      expect(await page.getByText(t.notice).count()).toBe(0);

      await page.getByLabel(t.unknown, { exact: true }).check();
      await page.getByText(t.notice).waitFor();
      expect(await page.getByText(SKP_ADDRESS).count()).toBe(1);
      expect(await page.getByLabel(t.firstName, { exact: true }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      await pressContinue(page, t.continue);
      await arrive(page, '/incident-map');
      expect((await apiClient(e2e.server.app).load(id)).parties.otherResponsibleParty).toMatchObject({
        isUnknown: true,
        firstName: null,
        lastName: null,
        email: null,
      });
    }),
  );

  it.each(['sk', 'en'] as const)(
    'scope 2, PZP, another vehicle caused it: /co-responsible-party-details hides names and contact; the SKP notice once the plate is not known either (%s)',
    (lang) =>
      onPhone(async (page) => {
        const t = TEXT[lang];
        const id = await resumeAt(page, e2e.server, scope2Details('otherVehicle'), '/co-responsible-party-details', { lang });
        await page.getByRole('group', { name: t.otherPartyNames, exact: true }).waitFor();
        await page.getByRole('group', { name: new RegExp(`^${t.otherPartyContact}`) }).waitFor();
        // The names here are optional: something typed before the box is ticked is not sent.
        const firstName = page.getByLabel(`${t.firstName} ${t.optional}`, { exact: true });
        const lastName = page.getByLabel(`${t.lastName} ${t.optional}`, { exact: true });
        await firstName.fill('Tomáš');
        await lastName.waitFor();

        await page.getByLabel(t.unknown, { exact: true }).check();
        expect(await firstName.count()).toBe(0);
        expect(await lastName.count()).toBe(0);
        expect(await page.getByRole('group', { name: t.otherPartyNames, exact: true }).count()).toBe(0);
        expect(await page.getByRole('group', { name: new RegExp(`^${t.otherPartyContact}`) }).count()).toBe(0);
        // The plate is still asked: with a plate typed the vehicle is identified, so no notice yet.
        await page.getByLabel(t.otherPartyPlate, { exact: true }).waitFor();
        expect(await page.getByText(t.notice).count()).toBe(0);
        expect(await axeViolations(page)).toEqual([]);

        await page.getByLabel(t.plateNotKnown, { exact: true }).check();
        await page.getByText(t.notice).waitFor();
        expect(await page.getByText(SKP_ADDRESS).count()).toBe(1);
        expect(await page.getByLabel(t.otherPartyPlate, { exact: true }).count()).toBe(0);
        expect(await axeViolations(page)).toEqual([]);

        await continueTo(page, '/other-damage', t.continue);
        expect((await apiClient(e2e.server.app).load(id)).parties.otherCoresponsibleParty).toMatchObject({
          hasLicensePlate: false,
          licensePlate: null,
          isUnknown: true,
          partyType: 'PERSON',
          firstName: null,
          lastName: null,
          email: null,
        });
      }),
  );

  it.each(['sk', 'en'] as const)(
    'scope 2, other damage: the vehicle, property and health tabs each take an owner or person nobody knows, and the report goes on (%s)',
    (lang) =>
      onPhone(async (page) => {
        const t = TEXT[lang];
        const id = await resumeAt(page, e2e.server, [...scope2Details('myVehicle'), ALL_OTHER_DAMAGE], '/other-damage-vehicle', { lang });

        const vehicle = page.getByRole('tabpanel', { name: t.vehicleTab });
        await vehicle.getByRole('group', { name: t.vehicleOwner, exact: true }).waitFor();
        await vehicle.getByLabel(t.unknown, { exact: true }).check();
        expect(await vehicle.getByRole('group', { name: t.vehicleOwner, exact: true }).count()).toBe(0);
        expect(await vehicle.getByLabel(t.firstName, { exact: true }).count()).toBe(0);
        // The plate stays asked (D22).
        await vehicle.getByLabel(t.damagedPlate, { exact: true }).fill('ke123ab');
        expect(await axeViolations(page)).toEqual([]);
        await continueTo(page, '/other-damage-property', t.continue);

        const property = page.getByRole('tabpanel', { name: t.propertyTab });
        await property.getByRole('group', { name: t.propertyOwner, exact: true }).waitFor();
        await property.getByLabel(t.propertyWhat).fill('Drevený plot pri chodníku.');
        await property.getByLabel(t.unknown, { exact: true }).check();
        expect(await property.getByRole('group', { name: t.propertyOwner, exact: true }).count()).toBe(0);
        expect(await property.getByLabel(t.firstName, { exact: true }).count()).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
        await continueTo(page, '/other-damage-health', t.continue);

        const health = page.getByRole('tabpanel', { name: t.healthTab });
        await chooseCard(health, t.injury);
        await health.getByRole('group', { name: t.injuredPerson, exact: true }).waitFor();
        await health.getByLabel(t.unknown, { exact: true }).check();
        expect(await health.getByRole('group', { name: t.injuredPerson, exact: true }).count()).toBe(0);
        expect(await health.getByLabel(t.firstName, { exact: true }).count()).toBe(0);
        expect(await health.getByLabel(t.lastName, { exact: true }).count()).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
        await continueTo(page, '/additional-attachments', t.continue);

        const { incident } = await apiClient(e2e.server.app).load(id);
        expect(incident.damagedVehicles).toMatchObject([
          { hasLicensePlate: true, licensePlate: 'KE123AB', isUnknown: true, firstName: null, lastName: null, businessName: null },
        ]);
        expect(incident.damagedProperties).toMatchObject([
          { description: 'Drevený plot pri chodníku.', isUnknown: true, firstName: null, lastName: null, businessName: null },
        ]);
        expect(incident.damagedHealths).toMatchObject([{ healthDamageType: 'injury', isUnknown: true, firstName: null, lastName: null }]);
      }),
  );

  it.each(['sk', 'en'] as const)(
    '/summary says "unknown" for the co-responsible party, the damaged vehicle’s and property’s owners and the injured person (%s)',
    (lang) =>
      onPhone(async (page) => {
        const t = TEXT[lang];
        await resumeAt(page, e2e.server, UNKNOWN_EVERYWHERE, '/summary', { lang });
        for (const section of [t.coresponsibleSection, t.vehicleSection, t.propertySection, t.healthSection]) {
          expect(await summaryValue(page, section, t.whoItWas), section).toBe(t.unknownParty);
        }
        // What is known is still shown: the damaged vehicle's plate.
        expect(await summarySection(page, t.vehicleSection)).toContain('KE123AB');
        expect(await axeViolations(page)).toEqual([]);
      }),
  );

  it('saved from /summary: each claim’s XML carries "unknown" for the co-responsible party and every damaged object', () =>
    onPhone(async (page) => {
      const id = await resumeAt(page, e2e.server, UNKNOWN_EVERYWHERE, '/summary');
      const save = await sendReport(page);
      expect(save.status, JSON.stringify(save.body)).toBe(200);
      await arrive(page, '/confirm');
      expect(await confirmedNumbers(page)).toHaveLength(3);

      const messages = await e2e.server.app.db.selectFrom('outbox_message').select('payload').where('report_id', '=', id).execute();
      expect(messages).toHaveLength(3);
      for (const { payload } of messages) {
        expect(payload).toMatch(/<otherCoresponsibleParty>[\s\S]*<isUnknown>true<\/isUnknown>[\s\S]*<\/otherCoresponsibleParty>/);
        for (const list of ['damagedVehicles', 'damagedProperties', 'damagedHealths']) {
          expect(payload).toMatch(new RegExp(`<${list}>\\s*<item>[\\s\\S]*<isUnknown>true</isUnknown>[\\s\\S]*</${list}>`));
        }
      }
    }));
});
