import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api.ts';
import { axeViolations } from './support/axe.ts';
import { newPage, type Page } from './support/browser.ts';
import { e2eServerAndBrowser } from './support/server.ts';
import { keptUnsentAnswers } from './support/unsent-answers.ts';
import { arrive, asNewClient, continueTo, pressContinue, routeOf, scope1ToReporterDetails } from './support/wizard.ts';

/**
 * /drafts in Chromium: a report started on this device is offered again when the wizard is
 * opened anew in another tab (SPEC "Start", §9: local storage, 7 days; D25: described by the
 * server), loads where it was (D1), and "delete all" removes it from the device and the server,
 * after which its continue link says it is gone. Local storage holds ids and dates only. A reload
 * of the tab (a phone's browser drops a page hidden behind the camera) stays on its screen with
 * what was typed and not sent yet, kept in this tab's session storage until Continue (D25).
 */

/** Another tab of the same browser: the same local storage, a session storage of its own (D25). */
const newTab = (page: Page) => page.context().newPage();

describe('local drafts in Chromium', () => {
  const e2e = e2eServerAndBrowser({ TRUST_PROXY: 'true' });

  it('a report started here is offered on /drafts, resumes at its step, and "delete all" removes it everywhere (its link then says so)', async () => {
    const { page, problems, close } = await newPage(e2e.browser);
    await asNewClient(page);
    await scope1ToReporterDetails(page, e2e.server.url);

    const stored = await page.evaluate(() => localStorage.getItem('motor.drafts'));
    const drafts = JSON.parse(stored ?? '[]') as Array<Record<string, string>>;
    expect(drafts).toHaveLength(1);
    expect(Object.keys(drafts[0]!).sort()).toEqual(['createdAt', 'id']);
    const id = drafts[0]!.id!;

    // The wizard opened again on this device, in another tab (the tab the report was started in
    // resumes it instead, D25).
    const second = await newTab(page);
    await second.goto(`${e2e.server.url}/motor/`);
    await arrive(second, '/drafts');
    expect(await axeViolations(second)).toEqual([]);
    // D25: listed by its scope and plate, from the server's load.
    const option = second.getByRole('radio', { name: 'Moje vozidlo bolo poškodené, BA111AA' });
    expect(await option.count()).toBe(1);
    // The first 4 characters of the id tell drafts apart (SPEC /drafts).
    expect(await second.getByText(`Označenie hlásenia: ${id.slice(0, 4)}`, { exact: true }).count()).toBe(1);
    await second.locator('label.option-card__label', { hasText: /^Moje vozidlo bolo poškodené/ }).click();
    expect(await option.isChecked()).toBe(true);
    // It resumes at the last screen whose answers were saved (lastRoute, D1), with them filled in.
    await continueTo(second, '/general-info');
    expect(await second.getByLabel('Evidenčné číslo vozidla').inputValue()).toBe('BA111AA');
    await continueTo(second, '/reporter-details');

    const third = await newTab(page);
    await third.goto(`${e2e.server.url}/motor/`);
    await arrive(third, '/drafts');
    await third.getByRole('button', { name: 'Vymazať všetky rozpracované hlásenia' }).click();
    await third.getByRole('button', { name: 'Áno, vymazať všetky' }).click();
    await arrive(third, '/incident-scope');
    expect(await third.evaluate(() => localStorage.getItem('motor.drafts'))).toBeNull();
    await expect
      .poll(async () => (await apiClient(e2e.server.app).call({ method: 'GET', url: `/v1/incident-report/${id}/load` })).status)
      .toBe(404);

    // Nothing left to offer: the next visit starts afresh.
    await third.goto(`${e2e.server.url}/motor/`);
    await arrive(third, '/incident-scope');
    await pressContinue(third);
    await third.getByRole('alert').waitFor();
    expect(problems).toEqual([]);

    // A continue link to the deleted report says it is gone, not that the connection failed.
    await third.goto(`${e2e.server.url}/motor/?id=${id}`);
    await arrive(third, '/incident-scope');
    await third
      .getByText(
        'Tento odkaz nie je platný alebo rozpracované hlásenie už bolo vymazané: hlásenia, v ktorých sa dlho nepokračovalo, mažeme. Začnite nové hlásenie: nižšie vyberte, čo sa stalo.',
      )
      .waitFor();
    // Chromium reports the load's 404 in the console; nothing else may go wrong.
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    await close();
  });

  it('D25: a reload stays on the screen, with what was typed and not sent, until Continue sends it', async () => {
    const { page, problems, close } = await newPage(e2e.browser);
    await asNewClient(page);
    await scope1ToReporterDetails(page, e2e.server.url);
    const names = page.getByRole('group', { name: 'Vaše meno' });
    await names.getByLabel('Meno', { exact: true }).fill('Zuzana');
    await names.getByLabel('Priezvisko', { exact: true }).fill('Horáková');
    await page.getByLabel('E-mail', { exact: true }).fill('zuzana.horakova@example.sk');
    await page.getByLabel('Telefónne číslo', { exact: true }).fill('905 111 222');

    // The browser drops the page and loads it again: the tab resumes its report on the same
    // screen (D25), no /drafts on the way.
    await page.reload();
    await arrive(page, '/reporter-details');
    expect(await names.getByLabel('Meno', { exact: true }).inputValue()).toBe('Zuzana');
    expect(await names.getByLabel('Priezvisko', { exact: true }).inputValue()).toBe('Horáková');
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe('zuzana.horakova@example.sk');
    expect(await page.getByLabel('Telefónne číslo', { exact: true }).inputValue()).toBe('905 111 222');

    // Sent with Continue: stored on the server, and nothing is kept in the browser any more.
    await continueTo(page, '/incident-map');
    const id = (JSON.parse((await page.evaluate(() => localStorage.getItem('motor.drafts'))) ?? '[]') as Array<{ id: string }>)[0]!.id;
    const report = await apiClient(e2e.server.app).call({ method: 'GET', url: `/v1/incident-report/${id}/load` });
    expect(report.body.parties.reporter).toMatchObject({ firstName: 'Zuzana', lastName: 'Horáková', email: 'zuzana.horakova@example.sk' });
    await expect.poll(() => keptUnsentAnswers(page)).toBe('{}');
    expect(routeOf(page)).toBe('/incident-map');
    expect(problems).toEqual([]);
    await close();
  });

  it('a draft the server has deleted meanwhile leaves this device, and its tab says it is gone', async () => {
    const { page, problems, close } = await newPage(e2e.browser);
    await asNewClient(page);
    await scope1ToReporterDetails(page, e2e.server.url);
    const id = (JSON.parse((await page.evaluate(() => localStorage.getItem('motor.drafts'))) ?? '[]') as Array<{ id: string }>)[0]!.id;
    // Deleted on the server, as the retention job deletes a draft not continued for RETENTION_DAYS.
    expect((await apiClient(e2e.server.app).call({ method: 'DELETE', url: `/v1/incident-report/${id}` })).status).toBe(204);

    // Another tab: /drafts asks the server about the draft, finds it gone and has nothing to offer (D25).
    const second = await newTab(page);
    await second.goto(`${e2e.server.url}/motor/`);
    await arrive(second, '/incident-scope');
    await expect.poll(() => second.evaluate(() => localStorage.getItem('motor.drafts'))).toBeNull();
    // The tab it was started in says it is gone when reloaded, and starts afresh.
    await page.reload();
    await arrive(page, '/incident-scope');
    await page
      .getByText(
        'Tento odkaz nie je platný alebo rozpracované hlásenie už bolo vymazané: hlásenia, v ktorých sa dlho nepokračovalo, mažeme. Začnite nové hlásenie: nižšie vyberte, čo sa stalo.',
      )
      .waitFor();
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    await close();
  });
});
