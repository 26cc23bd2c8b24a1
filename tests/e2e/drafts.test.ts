import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api.ts';
import { axeViolations } from './support/axe.ts';
import { newPage } from './support/browser.ts';
import { e2eServerAndBrowser } from './support/server.ts';
import { arrive, asNewClient, continueTo, pressContinue, routeOf, scope1ToReporterDetails } from './support/wizard.ts';

/**
 * /drafts in Chromium: a report started on this device is offered again when the wizard is
 * opened anew (SPEC "Start", §9: local storage, 7 days), loads where it was (D1), and "delete all"
 * removes it from the device and the server, after which its continue link says it is gone. Local
 * storage holds ids and dates only. What was typed on a screen and not sent yet survives a reload
 * of the page (a phone's browser drops a page hidden behind the camera), in this tab's session
 * storage until Continue.
 */

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

    // The wizard opened again on this device.
    await page.goto(`${e2e.server.url}/motor/`);
    await arrive(page, '/drafts');
    expect(await axeViolations(page)).toEqual([]);
    const option = page.getByRole('radio', { name: /^Hlásenie začaté \d{1,2}\. \d{1,2}\. \d{4}/ });
    expect(await option.count()).toBe(1);
    // The first 4 characters of the id tell drafts apart (SPEC /drafts).
    expect(await page.getByText(`Označenie hlásenia: ${id.slice(0, 4)}`, { exact: true }).count()).toBe(1);
    await page.locator('label.option-card__label', { hasText: /^Hlásenie začaté/ }).click();
    expect(await option.isChecked()).toBe(true);
    // It resumes at the last screen whose answers were saved (lastRoute, D1), with them filled in.
    await continueTo(page, '/general-info');
    expect(await page.getByLabel('Evidenčné číslo vozidla').inputValue()).toBe('BA111AA');
    await continueTo(page, '/reporter-details');

    await page.goto(`${e2e.server.url}/motor/`);
    await arrive(page, '/drafts');
    await page.getByRole('button', { name: 'Vymazať všetky rozpracované hlásenia' }).click();
    await page.getByRole('button', { name: 'Áno, vymazať všetky' }).click();
    await arrive(page, '/incident-scope');
    expect(await page.evaluate(() => localStorage.getItem('motor.drafts'))).toBeNull();
    await expect
      .poll(async () => (await apiClient(e2e.server.app).call({ method: 'GET', url: `/v1/incident-report/${id}/load` })).status)
      .toBe(404);

    // Nothing left to offer: the next visit starts afresh.
    await page.goto(`${e2e.server.url}/motor/`);
    await arrive(page, '/incident-scope');
    await pressContinue(page);
    await page.getByRole('alert').waitFor();
    expect(problems).toEqual([]);

    // A continue link to the deleted report says it is gone, not that the connection failed.
    await page.goto(`${e2e.server.url}/motor/?id=${id}`);
    await arrive(page, '/incident-scope');
    await page
      .getByText('Toto rozpracované hlásenie už neexistuje: hlásenia, v ktorých sa dlho nepokračovalo, mažeme. Môžete začať nové.')
      .waitFor();
    // Chromium reports the load's 404 in the console; nothing else may go wrong.
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    await close();
  });

  it('what was typed and not sent comes back after the page is reloaded, until Continue sends it', async () => {
    const { page, problems, close } = await newPage(e2e.browser);
    await asNewClient(page);
    await scope1ToReporterDetails(page, e2e.server.url);
    const names = page.getByRole('group', { name: 'Vaše meno' });
    await names.getByLabel('Meno', { exact: true }).fill('Zuzana');
    await names.getByLabel('Priezvisko', { exact: true }).fill('Horáková');
    await page.getByLabel('E-mail', { exact: true }).fill('zuzana.horakova@example.sk');
    await page.getByLabel('Telefónne číslo', { exact: true }).fill('905 111 222');

    // The browser drops the page and loads it again; the report is reopened from /drafts at the
    // last screen it saved, and Continue leads back to the screen being filled in.
    await page.reload();
    await arrive(page, '/drafts');
    await page.locator('label.option-card__label', { hasText: /^Hlásenie začaté/ }).click();
    await continueTo(page, '/general-info');
    await continueTo(page, '/reporter-details');
    expect(await names.getByLabel('Meno', { exact: true }).inputValue()).toBe('Zuzana');
    expect(await names.getByLabel('Priezvisko', { exact: true }).inputValue()).toBe('Horáková');
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe('zuzana.horakova@example.sk');
    expect(await page.getByLabel('Telefónne číslo', { exact: true }).inputValue()).toBe('905 111 222');

    // Sent with Continue: stored on the server, and nothing is kept in the browser any more.
    await continueTo(page, '/incident-map');
    const id = (JSON.parse((await page.evaluate(() => localStorage.getItem('motor.drafts'))) ?? '[]') as Array<{ id: string }>)[0]!.id;
    const report = await apiClient(e2e.server.app).call({ method: 'GET', url: `/v1/incident-report/${id}/load` });
    expect(report.body.parties.reporter).toMatchObject({ firstName: 'Zuzana', lastName: 'Horáková', email: 'zuzana.horakova@example.sk' });
    expect(await page.evaluate(() => sessionStorage.getItem('motor.unsaved'))).toBeNull();
    expect(routeOf(page)).toBe('/incident-map');
    expect(problems).toEqual([]);
    await close();
  });

  it('a draft the server has deleted meanwhile is said to be gone when chosen, and leaves this device', async () => {
    const { page, problems, close } = await newPage(e2e.browser);
    await asNewClient(page);
    await scope1ToReporterDetails(page, e2e.server.url);
    const id = (JSON.parse((await page.evaluate(() => localStorage.getItem('motor.drafts'))) ?? '[]') as Array<{ id: string }>)[0]!.id;
    // Deleted on the server, as the retention job deletes a draft not continued for RETENTION_DAYS.
    expect((await apiClient(e2e.server.app).call({ method: 'DELETE', url: `/v1/incident-report/${id}` })).status).toBe(204);

    await page.goto(`${e2e.server.url}/motor/`);
    await arrive(page, '/drafts');
    await page.locator('label.option-card__label', { hasText: /^Hlásenie začaté/ }).click();
    await continueTo(page, '/incident-scope');
    await page
      .getByText('Toto rozpracované hlásenie už neexistuje: hlásenia, v ktorých sa dlho nepokračovalo, mažeme. Môžete začať nové.')
      .waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('motor.drafts'))).toBeNull();
    // The next visit starts afresh instead of offering it again.
    await page.goto(`${e2e.server.url}/motor/`);
    await arrive(page, '/incident-scope');
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    await close();
  });
});
