import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api.ts';
import { axeViolations } from './support/axe.ts';
import { newPage } from './support/browser.ts';
import { e2eServerAndBrowser } from './support/server.ts';
import { arrive, asNewClient, continueTo, pressContinue, scope1ToReporterDetails } from './support/wizard.ts';

/**
 * /drafts in Chromium: a report started on this device is offered again when the wizard is
 * opened anew (SPEC "Start", §9: local storage, 7 days), loads where it was (D1), and "delete all"
 * removes it from the device and the server, after which its continue link says it is gone. Local
 * storage holds ids and dates only.
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
    await expect.poll(async () => (await apiClient(e2e.server.app).call({ method: 'GET', url: `/v1/incident-report/${id}/load` })).status).toBe(404);

    // Nothing left to offer: the next visit starts afresh.
    await page.goto(`${e2e.server.url}/motor/`);
    await arrive(page, '/incident-scope');
    await pressContinue(page);
    await page.getByRole('alert').waitFor();
    expect(problems).toEqual([]);

    // A continue link to the deleted report says it is gone, not that the connection failed.
    await page.goto(`${e2e.server.url}/motor/?id=${id}`);
    await arrive(page, '/incident-scope');
    await page.getByText('Toto rozpracované hlásenie už neexistuje: hlásenia, v ktorých sa dlho nepokračovalo, mažeme. Môžete začať nové.').waitFor();
    // Chromium reports the load's 404 in the console; nothing else may go wrong.
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    await close();
  });
});
