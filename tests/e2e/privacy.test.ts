import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api.ts';
import { axeViolations } from './support/axe.ts';
import { newPage, type Page } from './support/browser.ts';
import { e2eServerAndBrowser } from './support/server.ts';
import { keptUnsentAnswers } from './support/unsent-answers.ts';
import { arrive, asNewClient, scope1ToReporterDetails } from './support/wizard.ts';

/**
 * In Chromium on a phone (390 x 844): the privacy notice, linked from the
 * footer of every page and from the first screen that asks for names, says how long a draft is
 * kept as the server is configured (RETENTION_DAYS, here 45 rather than the default 30) and what
 * the device keeps; and "Forget drafts on this device" on /drafts leaves nothing of the drafts in
 * this browser while the report stays on the server.
 */

const RETENTION_DAYS = '45';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** WCAG 2.1 1.4.10 Reflow: nothing scrolls sideways at 320 CSS pixels (as tests/e2e/a11y-routes.test.ts checks the screens). */
async function scrollsSideways(page: Page): Promise<boolean> {
  await page.setViewportSize({ width: 320, height: 844 });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
  await page.setViewportSize(PHONE);
  return wide;
}

const notice = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
const mainText = async (page: Page) => (await page.locator('main').textContent()) ?? '';

describe('privacy notice and forgetting drafts on this device', () => {
  const e2e = e2eServerAndBrowser({ TRUST_PROXY: 'true', RETENTION_DAYS });

  it('the footer opens the notice over the journey: the configured retention in days, the DPO’s address, what the device keeps; axe-clean in Slovak and English; back to the same screen', async () => {
    const { page, problems, close } = await newPage(e2e.browser, { viewport: PHONE });
    try {
      await asNewClient(page);
      await page.goto(`${e2e.server.url}/motor/`);
      await arrive(page, '/incident-scope');
      await page.locator('footer').getByRole('link', { name: 'Ochrana osobných údajov' }).click();
      await page.waitForURL('**/motor/privacy');
      await notice(page, 'Ochrana osobných údajov');
      // The retention comes from the server: asked for when the page opens.
      await page
        .getByText(`Rozpracované hlásenie, v ktorom ${RETENTION_DAYS} dní nepokračujete, vymažeme aj s prílohami.`, { exact: false })
        .waitFor();
      const slovak = await mainText(page);
      expect(slovak).toContain('Prevádzkovateľom je Poisťovňa');
      expect(slovak).toContain('lokálnom úložisku (local storage) 7 dní');
      expect(slovak).toContain('v úložisku IndexedDB tohto prehliadača');
      expect(slovak).toContain('Zabudnúť rozpracované hlásenia na tomto zariadení');
      expect(slovak).toContain('Úradu na ochranu osobných údajov Slovenskej republiky');
      expect(await page.locator('main').getByRole('link', { name: 'dpo@poistovna.example.sk' }).getAttribute('href')).toBe(
        'mailto:dpo@poistovna.example.sk',
      );
      expect(await page.title()).toBe('Ochrana osobných údajov – Nahlásenie poistnej udalosti');
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        expect(await axeViolations(page), `sk ${viewport.width}`).toEqual([]);
      }
      expect(await scrollsSideways(page), 'sk at 320 px').toBe(false);

      await page.getByRole('button', { name: 'English' }).click();
      await page.locator('html[lang="en"]').waitFor();
      await notice(page, 'Privacy notice');
      const english = await mainText(page);
      expect(english).toContain(`A draft report you do not continue for ${RETENTION_DAYS} days is deleted with its attachments.`);
      expect(english).toContain('for 7 days from the start of the report');
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        expect(await axeViolations(page), `en ${viewport.width}`).toEqual([]);
      }
      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: 'Slovensky' }).click();
      await page.locator('html[lang="sk"]').waitFor();

      // The journey stayed where it was, and "back to the report" returns to it.
      expect(await page.evaluate(() => JSON.stringify(window.__claimActor!.getSnapshot().value))).toContain('incident-scope');
      await page.getByRole('button', { name: 'Späť do hlásenia' }).click();
      await arrive(page, '/incident-scope');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('/reporter-details links to the notice before the names are asked, in a new tab: the notice shows there, and what was typed here stays', async () => {
    const { page, problems, close } = await newPage(e2e.browser, { viewport: PHONE });
    try {
      await asNewClient(page);
      await scope1ToReporterDetails(page, e2e.server.url);
      const names = page.getByRole('group', { name: 'Vaše meno' });
      await names.getByLabel('Meno', { exact: true }).fill('Zuzana');

      const opened = page.context().waitForEvent('page');
      await page.getByRole('link', { name: 'Ako spracúvame vaše údaje (otvorí sa na novej karte)' }).click();
      const tab = await opened;
      await tab.waitForURL('**/motor/privacy');
      await notice(tab, 'Ochrana osobných údajov');
      await tab.getByText(`v ktorom ${RETENTION_DAYS} dní nepokračujete`, { exact: false }).waitFor();

      expect(new URL(page.url()).pathname).toBe('/motor/reporter-details');
      expect(await names.getByLabel('Meno', { exact: true }).inputValue()).toBe('Zuzana');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the footer link from a screen with typed, unsent answers: the notice shows in its place, and back on the screen the answers are there', async () => {
    const { page, problems, close } = await newPage(e2e.browser, { viewport: PHONE });
    try {
      await asNewClient(page);
      await scope1ToReporterDetails(page, e2e.server.url);
      const firstName = () => page.getByRole('group', { name: 'Vaše meno' }).getByLabel('Meno', { exact: true });
      await firstName().fill('Zuzana');

      await page.locator('footer').getByRole('link', { name: 'Ochrana osobných údajov' }).click();
      await notice(page, 'Ochrana osobných údajov');
      await page.getByRole('button', { name: 'Späť do hlásenia' }).click();
      await arrive(page, '/reporter-details');
      expect(await firstName().inputValue()).toBe('Zuzana');

      // Still kept on the device until Continue has sent them, as after a reload.
      expect(await keptUnsentAnswers(page)).toContain('Zuzana');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('"Forget drafts on this device" empties the drafts in local storage and the unsent answers in IndexedDB, lands on /incident-scope, and the report stays on the server', async () => {
    const { page, problems, close } = await newPage(e2e.browser, { viewport: PHONE });
    try {
      await asNewClient(page);
      await scope1ToReporterDetails(page, e2e.server.url);
      const id = (JSON.parse((await page.evaluate(() => localStorage.getItem('motor.drafts'))) ?? '[]') as Array<{ id: string }>)[0]!.id;
      // Typed and not sent: kept on the device as typed (here: the wizard opened anew).
      await page.getByRole('group', { name: 'Vaše meno' }).getByLabel('Meno', { exact: true }).fill('Zuzana');
      // A tab with a report in progress resumes it (D25); /drafts is for a tab without one, as after
      // quitting the report: the unsent answers are still on the device then.
      await page.evaluate(() => sessionStorage.removeItem('motor.tab'));
      await page.goto(`${e2e.server.url}/motor/`);
      await arrive(page, '/drafts');
      expect(await keptUnsentAnswers(page)).toContain('Zuzana');

      await page.getByRole('button', { name: 'Zabudnúť rozpracované hlásenia na tomto zariadení' }).click();
      const question = page.getByRole('region', { name: 'Naozaj chcete zabudnúť rozpracované hlásenia na tomto zariadení?' });
      expect(await question.getByText('U nás hlásenia zostanú', { exact: false }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(await scrollsSideways(page), '/drafts at 320 px').toBe(false);
      await question.getByRole('button', { name: 'Áno, zabudnúť na tomto zariadení' }).click();
      await arrive(page, '/incident-scope');

      expect(await page.evaluate(() => localStorage.getItem('motor.drafts'))).toBeNull();
      await expect.poll(() => keptUnsentAnswers(page)).toBe('{}');
      // Not deleted on the server: its e-mailed link would still open it.
      expect((await apiClient(e2e.server.app).call({ method: 'GET', url: `/v1/incident-report/${id}/load` })).status).toBe(200);

      // The next visit on this device offers nothing.
      await page.goto(`${e2e.server.url}/motor/`);
      await arrive(page, '/incident-scope');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
