import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api.ts';
import { axeViolations } from './support/axe.ts';
import { newPage } from './support/browser.ts';
import { incidentDate, SECTION_2 } from './support/journeys.ts';
import { e2eServerAndBrowser } from './support/server.ts';
import { arrive, pressContinue, resumeAt } from './support/wizard.ts';

/**
 * D22 in Chromium on a phone: a hit-and-run of scope 3 (PZP). The culprit's plate is unknown, so
 * /responsible-party-additional-details asks who it was; "I don't know who it was" hides the names
 * and the contact, shows the SKP guarantee-fund notice with its address, and the report goes on.
 */

const TEXT = {
  sk: {
    continue: 'Pokračovať',
    unknown: 'Neviem, kto to bol',
    firstName: 'Meno',
    notice: 'Škodu spôsobenú nezisteným vozidlom uhrádza garančný fond',
  },
  en: {
    continue: 'Continue',
    unknown: "I don't know who it was",
    firstName: 'First name',
    notice: 'Damage caused by an unidentified vehicle is paid by the guarantee fund',
  },
} as const;

const PLATE_UNKNOWN = { parties: { otherResponsibleParty: { hasLicensePlate: false, licensePlate: null } } };

describe('D22: the other party nobody knows, in Chromium on a phone', () => {
  const e2e = e2eServerAndBrowser();

  it.each(['sk', 'en'] as const)('scope 3, PZP, culprit unknown: SKP notice, no names asked, the report goes on (%s)', async (lang) => {
    const t = TEXT[lang];
    const { page, problems, close } = await newPage(e2e.browser);
    try {
      const steps = [...SECTION_2.scope3.steps, incidentDate(), PLATE_UNKNOWN];
      const id = await resumeAt(page, e2e.server, steps, '/responsible-party-additional-details', { lang });
      await page.getByLabel(t.firstName, { exact: true }).waitFor();
      expect(await page.getByText(t.notice).count()).toBe(0);

      await page.getByLabel(t.unknown, { exact: true }).check();
      await page.getByText(t.notice).waitFor();
      expect(await page.getByText('Trnavská cesta 82, 821 02 Bratislava').count()).toBe(1);
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
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
