import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api.ts';
import { axeViolations } from './support/axe.ts';
import { newPage, type Page } from './support/browser.ts';
import { e2eServerAndBrowser } from './support/server.ts';
import { keptUnsentAnswers } from './support/unsent-answers.ts';
import { arrive, asNewClient, continueTo, pressContinue, routeOf, scope1ToReporterDetails } from './support/wizard.ts';

/**
 * D33 on a phone with the network cut (`context.setOffline`): a Continue with no signal goes on
 * where the next screen needs nothing from the server, a status line counting the answers that
 * wait (sk and en, a status region, axe-clean), and the queue sends them by itself, each once, when
 * the signal returns; a screen whose next one needs the server stays, saying so, and goes on by
 * itself. What is typed stays on the phone across Back, a reload and the closed tab until the
 * server has it. With no service worker on this build a reload cannot load the page with no signal,
 * so the reload comes with the signal back and the server cut off by the test.
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

      // Once there and Back with the signal (this build has no service worker to keep the map's
      // code for a first visit with no signal), then typed with no signal and Continue:
      // /incident-map needs nothing from the server, so the journey goes on; a status line counts
      // the answers waiting and says they are safe here.
      await names(page).getByLabel('Meno', { exact: true }).fill('Jana');
      await names(page).getByLabel('Priezvisko', { exact: true }).fill('Malá');
      await page.getByLabel('E-mail', { exact: true }).fill('jana.mala@example.sk');
      await continueTo(page, '/incident-map');
      await page.goBack();
      await arrive(page, '/reporter-details');
      const before = (await api.load(id)).meta.version;
      await context.setOffline(true);
      await names(page).getByLabel('Meno', { exact: true }).fill(TYPED.firstName);
      await names(page).getByLabel('Priezvisko', { exact: true }).fill(TYPED.lastName);
      await page.getByLabel('E-mail', { exact: true }).fill(TYPED.email);
      await continueTo(page, '/incident-map');
      const status = page.getByRole('status').filter({ hasText: 'čakajú na odoslanie' });
      expect(await status.textContent()).toBe('Odpovede z 1 obrazovky čakajú na odoslanie. Sú bezpečne uložené v tomto telefóne.');
      expect(await page.locator('[data-no-signal]').textContent()).toBe('');
      expect((await api.load(id)).parties.reporter?.firstName).toBe('Jana');
      expect(await axeViolations(page)).toEqual([]);

      // Back and Continue again with no signal: still one screen's answers waiting, now twice
      // queued, in order. The signal back, the queue goes by itself and each update arrives once.
      await page.goBack();
      await arrive(page, '/reporter-details');
      expect(await typedOnReporterDetails(page)).toEqual(TYPED);
      await continueTo(page, '/incident-map');
      expect(await status.textContent()).toContain('Odpovede z 1 obrazovky');
      await context.setOffline(false);
      await expect.poll(async () => (await api.load(id)).meta.version).toBe(before + 2);
      await page.locator('[data-answers-waiting="0"]').waitFor({ state: 'attached' });
      const sent = await api.load(id);
      expect(sent.parties.reporter).toMatchObject(TYPED);
      expect(sent.meta.lastRoute).toBe('/reporter-details');
      expect(sent.meta.version).toBe(before + 2);
      expect(await keptUnsentAnswers(page)).toBe('{}');

      // Typed with no signal and the answers still unsent when the page reloads (the server
      // unreachable, the queue in its retries): the screen shows what was typed after the reload,
      // from the phone, although the server never had it.
      await page.goBack();
      await arrive(page, '/reporter-details');
      await context.setOffline(true);
      await page.getByLabel('E-mail', { exact: true }).fill(`x.${TYPED.email}`);
      await continueTo(page, '/incident-map');
      await context.route('**/v1/incident-report/*/update', (route) => route.abort('connectionrefused'));
      await context.setOffline(false);
      await page.reload();
      await arrive(page, '/incident-map');
      await context.unroute('**/v1/incident-report/*/update');
      expect((await api.load(id)).parties.reporter?.email).toBe(TYPED.email);
      await page.getByRole('button', { name: 'Späť', exact: true }).click();
      await arrive(page, '/reporter-details');
      expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(`x.${TYPED.email}`);
      await page.getByLabel('E-mail', { exact: true }).fill(TYPED.email);
      await continueTo(page, '/incident-map');
      await page.goBack();
      await arrive(page, '/reporter-details');

      // Typed with no signal and the tab closed before Continue; another opened on the report's
      // link once the signal is back resumes where the server's last answer was sent from (D1), and
      // that screen shows what was typed, from the phone.
      await context.setOffline(true);
      await names(page).getByLabel('Priezvisko', { exact: true }).fill('Horáková-Malá');
      await expect.poll(() => keptUnsentAnswers(page)).toContain('Horáková-Malá');
      await page.close();
      await context.setOffline(false);
      const reopened = await context.newPage();
      await reopened.goto(`${e2e.server.url}/motor/?id=${id}`);
      await arrive(reopened, '/reporter-details');
      expect(await typedOnReporterDetails(reopened)).toEqual({ ...TYPED, lastName: 'Horáková-Malá' });
      await names(reopened).getByLabel('Priezvisko', { exact: true }).fill(TYPED.lastName);

      // In English, /general-info with no signal: its next screen depends on what the server
      // finds for the plate, so it waits there with the English words, and goes on by itself.
      await reopened.getByRole('button', { name: 'English' }).click();
      await reopened.locator('html[lang="en"]').waitFor();
      await reopened.getByRole('button', { name: 'Back', exact: true }).click();
      await arrive(reopened, '/general-info');
      await context.setOffline(true);
      await pressContinue(reopened, 'Continue');
      const regionEn = reopened.locator('[data-no-signal]');
      await regionEn.getByText('No signal', { exact: true }).waitFor();
      expect(await regionEn.textContent()).toContain(
        'We will check this as soon as you are back online; everything you typed stays on this phone.',
      );
      expect(routeOf(reopened)).toBe('/general-info');
      expect(await axeViolations(reopened)).toEqual([]);
      await context.setOffline(false);
      await arrive(reopened, '/reporter-details');
      expect(await regionEn.textContent()).toBe('');
      // And an answer that goes on with no signal: the English status line.
      const sentBefore = (await api.load(id)).meta.version;
      await context.setOffline(true);
      await continueTo(reopened, '/incident-map', 'Continue');
      expect(await reopened.getByRole('status').filter({ hasText: 'waiting to be sent' }).textContent()).toBe(
        'Answers from 1 screen are waiting to be sent. They are safe on this phone.',
      );
      expect(await axeViolations(reopened)).toEqual([]);
      await context.setOffline(false);
      await expect.poll(async () => (await api.load(id)).meta.version).toBe(sentBefore + 1);
      await reopened.locator('[data-answers-waiting="0"]').waitFor({ state: 'attached' });
      const stored = await api.load(id);
      expect(stored.parties.reporter).toMatchObject(TYPED);
      expect(stored.meta.lastRoute).toBe('/reporter-details');
      expect(await keptUnsentAnswers(reopened)).toBe('{}');
    } finally {
      await close();
    }
  }, 120_000);
});
