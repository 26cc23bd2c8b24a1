import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scope1CascoSteps } from '../support/journey-data.ts';
import { launchBrowser, newPage, type Browser } from './support/browser.ts';
import { startE2eServer } from './support/server.ts';
import { arrive, chooseCard, continueTo, resumeAt } from './support/wizard.ts';

type Server = Awaited<ReturnType<typeof startE2eServer>>;

/** BA111AA's saved account in the demo register (policy-bank-accounts.csv). */
const IBAN = 'SK2611000000002620110007';
const MASK = 'SK** **** **** **** **** 0007';

describe('D27 in Chromium (phone): a saved account is shown by its mask, never its IBAN', () => {
  let server: Server;
  let browser: Browser;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('/additional-bank offers the mask; chosen, the summary shows the mask; the IBAN is in no response the page received', async () => {
    const { page, close } = await newPage(browser);
    const bodies: string[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/v1/')) bodies.push(await response.text().catch(() => ''));
    });
    // Up to /additional-bank of a scope-1 CASCO report of BA111AA, with no account chosen yet.
    const steps = scope1CascoSteps.filter((step) => !step.incident?.bankAccount);
    await resumeAt(page, server, steps, '/additional-bank');

    const card = page.locator('label.option-card__label').filter({ hasText: MASK });
    await card.waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain(MASK);
    expect(text).not.toContain('0026 2011');
    expect(text.replace(/\s/g, '')).not.toContain(IBAN.slice(2));

    await chooseCard(page, MASK);
    await continueTo(page, '/additional-attachments');
    await continueTo(page, '/summary');
    await arrive(page, '/summary');
    const summary = (await page.locator('main').textContent()) ?? '';
    expect(summary).toContain(MASK);
    expect(summary.replace(/\s/g, '')).not.toContain(IBAN.slice(2));
    expect(bodies.join('\n')).not.toContain(IBAN.slice(2));
    await close();
  });
});
