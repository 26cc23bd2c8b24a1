import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api.ts';
import { axeViolations } from './support/axe.ts';
import { newPage, type Page } from './support/browser.ts';
import { e2eServerAndBrowser } from './support/server.ts';
import { keptUnsentAnswers } from './support/unsent-answers.ts';
import { arrive, asNewClient, continueTo, pressContinue, routeOf, scope1ToReporterDetails } from './support/wizard.ts';

/**
 * D33 on a phone with the network cut (`context.setOffline`): what is typed stays on the phone
 * across Back, a reload and the closed tab; a Continue with no signal stays on its screen saying so
 * (sk and en, a polite live region, axe-clean) and goes on by itself when the signal returns; the
 * answers are then on the server. With no service worker on this build a reload cannot load the
 * page with no signal, so the reload and the reopened tab come once the signal is back.
 */

const TYPED = { firstName: 'Zuzana', lastName: 'Horáková', email: 'zuzana.horakova@example.sk' };

const names = (page: Page) => page.getByRole('group', { name: /^(Vaše meno|Kto škodu nahlasuje)$/ });
async function typedOnReporterDetails(page: Page) {
  return {
    firstName: await names(page).getByLabel('Meno', { exact: true }).inputValue(),
    lastName: await names(page).getByLabel('Priezvisko', { exact: true }).inputValue(),
    email: await page.getByLabel('E-mail', { exact: true }).inputValue(),
  };
}

describe('D33: answers typed with no signal', () => {
  const e2e = e2eServerAndBrowser({ TRUST_PROXY: 'true' });

  it('stay on the phone across Back, a reload and a closed tab, wait for the signal and reach the server without a tap (sk, en)', async () => {
    const { page, close } = await newPage(e2e.browser);
    const context = page.context();
    const api = apiClient(e2e.server.app);
    try {
      await asNewClient(page);
      await scope1ToReporterDetails(page, e2e.server.url);
      const id = JSON.parse((await page.evaluate(() => localStorage.getItem('motor.drafts'))) ?? '[]')[0].id as string;

      // Typed with no signal, then Continue: the screen stays, says why, and the button waits.
      await context.setOffline(true);
      await names(page).getByLabel('Meno', { exact: true }).fill(TYPED.firstName);
      await names(page).getByLabel('Priezvisko', { exact: true }).fill(TYPED.lastName);
      await page.getByLabel('E-mail', { exact: true }).fill(TYPED.email);
      await pressContinue(page);
      const region = page.locator('[data-no-signal]');
      expect(await region.getAttribute('aria-live')).toBe('polite');
      await region.getByText('Bez signálu', { exact: true }).waitFor();
      expect(await region.textContent()).toContain(
        'Overíme to hneď, ako budete opäť online. Všetko, čo ste vyplnili, zostáva v tomto telefóne.',
      );
      expect(await region.textContent()).not.toMatch(/Pokračovať ešte raz|e-mail/i);
      expect(routeOf(page)).toBe('/reporter-details');
      expect(await page.getByRole('button', { name: 'Pokračovať', exact: true }).isDisabled()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      // Back with no signal, then a reload once it is back: the tab resumes where it was, and the
      // screen typed on shows what was typed, although the server never had it.
      await page.goBack();
      await arrive(page, '/general-info');
      await context.setOffline(false);
      expect((await api.load(id)).parties.reporter?.firstName ?? null).toBeNull();
      await page.reload();
      await arrive(page, '/general-info');
      await continueTo(page, '/reporter-details');
      expect(await typedOnReporterDetails(page)).toEqual(TYPED);

      // The tab closed and another opened on the report's link: it resumes where the server's
      // last answer was sent from (D1), and the screen after it shows what was typed.
      await page.close();
      const reopened = await context.newPage();
      await reopened.goto(`${e2e.server.url}/motor/?id=${id}`);
      await arrive(reopened, '/general-info');
      await continueTo(reopened, '/reporter-details');
      expect(await typedOnReporterDetails(reopened)).toEqual(TYPED);

      // In English, Continue with no signal once more: the English words; the signal back, it goes
      // on to the next screen by itself and the server has the answers.
      await reopened.getByRole('button', { name: 'English' }).click();
      await reopened.locator('html[lang="en"]').waitFor();
      await context.setOffline(true);
      await pressContinue(reopened, 'Continue');
      const regionEn = reopened.locator('[data-no-signal]');
      await regionEn.getByText('No signal', { exact: true }).waitFor();
      expect(await regionEn.textContent()).toContain(
        'We will check this as soon as you are back online; everything you typed stays on this phone.',
      );
      expect(await axeViolations(reopened)).toEqual([]);
      await context.setOffline(false);
      await arrive(reopened, '/incident-map');
      expect(await regionEn.textContent()).toBe('');
      const stored = await api.load(id);
      expect(stored.parties.reporter).toMatchObject(TYPED);
      expect(stored.meta.lastRoute).toBe('/reporter-details');
      // Acknowledged, the phone's copy is gone: Back shows what the server holds, the same answers.
      await reopened.getByRole('button', { name: 'Back', exact: true }).click();
      await arrive(reopened, '/reporter-details');
      expect(await keptUnsentAnswers(reopened)).toBe('{}');
    } finally {
      await close();
    }
  }, 120_000);
});
