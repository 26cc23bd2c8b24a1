import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api.ts';
import { readMails } from '../support/mail.ts';
import { axeViolations } from './support/axe.ts';
import { newPage } from './support/browser.ts';
import { e2eServerAndBrowser } from './support/server.ts';
import { asNewClient, routeOf, scope1ToReporterDetails } from './support/wizard.ts';

/**
 * In Chromium on a phone: the continue-link e-mails to one address are limited
 * (3 an hour), and the exit dialog says in words that the link was already sent, not that
 * something failed.
 */

describe('continue-link limit in Chromium', () => {
  const e2e = e2eServerAndBrowser({ TRUST_PROXY: 'true' });

  it('the exit dialog says the link was already sent and to check the inbox, and stays open, when the address has had its 3 e-mails this hour', async () => {
    const { page, problems, close } = await newPage(e2e.browser);
    await asNewClient(page);
    await scope1ToReporterDetails(page, e2e.server.url);

    // Three links to this address this hour already, from other reports.
    const api = apiClient(e2e.server.app);
    for (let index = 0; index < 3; index += 1) {
      const sent = await api.call({
        method: 'POST',
        url: `/v1/incident-report/${await api.create()}/send-continue-link-email`,
        payload: { email: 'vera.kralova@example.sk' },
      });
      expect(sent.status).toBe(202);
    }

    await page.getByRole('button', { name: 'Ukončiť' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chcete hlásenie ukončiť?' });
    await dialog.waitFor();
    // The same address as a person may type it: the limit counts it as one.
    await dialog.getByLabel('Váš e-mail').fill('Vera.Kralova@example.sk');
    await dialog.getByRole('button', { name: 'Poslať odkaz a ukončiť' }).click();
    await dialog
      .getByText(
        'Odkaz na pokračovanie sme vám už poslali. Pozrite si, prosím, svoju e-mailovú schránku (aj priečinok nevyžiadanej pošty). Ďalší e-mail vám môžeme poslať až neskôr: na jednu adresu posielame najviac 3 e-maily za hodinu.',
      )
      .waitFor();
    // Still in the wizard, the dialog open: the person can quit without it, or go on.
    expect(await dialog.isVisible()).toBe(true);
    expect(routeOf(page)).toBe('/reporter-details');
    expect(await dialog.getByLabel('Váš e-mail').getAttribute('aria-describedby')).toBeTruthy();
    expect(await axeViolations(page)).toEqual([]);
    const mails = (await readMails(e2e.server.dataDir)).filter((mail) => mail.to.toLowerCase() === 'vera.kralova@example.sk');
    expect(mails).toHaveLength(3);
    // Chromium reports the refused request (429) in the console; nothing else may go wrong.
    expect(problems.filter((problem) => !/status of 429/.test(problem))).toEqual([]);
    await close();
  });
});
