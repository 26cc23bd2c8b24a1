import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, newPage, type Browser, type Page } from './support/browser.ts';
import { startE2eServer } from './support/server.ts';
import { arrive, asNewClient, idle } from './support/wizard.ts';

/**
 * The keyboard alone (keyboard.press / keyboard.type, never a click) through the first screens,
 * focus on each new screen's heading, the error summary announced on an invalid submit, and the
 * accessibility statement linked from the footer.
 */

type Server = Awaited<ReturnType<typeof startE2eServer>>;

/** Presses Tab until the focused element matches (at most 80 presses, as a person would). */
async function tabTo(page: Page, describe: string, matches: (element: Element) => boolean) {
  for (let press = 0; press < 80; press++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${matches.toString()})(document.activeElement)`)) return;
  }
  throw new Error(`Tab never reached ${describe}`);
}

const focused = (page: Page) => page.evaluate(() => ({ tag: document.activeElement?.tagName, text: document.activeElement?.textContent?.trim(), id: document.activeElement?.id }));

describe('keyboard only, the error summary and the accessibility statement', () => {
  let server: Server;
  let browser: Browser;

  beforeAll(async () => {
    server = await startE2eServer({ TRUST_PROXY: 'true' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('keyboard: focus on each new heading; an invalid submit announces the summary and focuses the first field', async () => {
    const { page, problems, close } = await newPage(browser);
    try {
      await asNewClient(page);
      await page.goto(`${server.url}/motor/`);
      await arrive(page, '/incident-scope');
      expect(await focused(page)).toMatchObject({ tag: 'H1', text: 'Čo sa stalo?' });

      // The first tile by Tab and Space, then Continue by Tab and Enter.
      await tabTo(page, 'the first scope tile', (element) => element instanceof HTMLInputElement && !!element.closest('.option-card') && !element.disabled);
      await page.keyboard.press('Space');
      await tabTo(page, 'Continue', (element) => element.textContent?.trim() === 'Pokračovať');
      await idle(page);
      await page.keyboard.press('Enter');
      await arrive(page, '/general-info');
      expect(await focused(page)).toMatchObject({ tag: 'H1', text: 'Základné údaje o udalosti' });

      // Continue with nothing filled: the summary (role=alert) lists the errors, focus on the first field (SPEC §5).
      await tabTo(page, 'Continue', (element) => element.textContent?.trim() === 'Pokračovať');
      await page.keyboard.press('Enter');
      const alert = page.locator('.error-summary [role="alert"]');
      await alert.waitFor();
      expect(await alert.getByRole('heading', { level: 2 }).textContent()).toBe('Skontrolujte, prosím, formulár');
      expect(await alert.getByRole('link').count()).toBeGreaterThan(0);
      const first = await focused(page);
      expect(first.tag).toBe('INPUT');
      expect(await alert.getByRole('link').first().getAttribute('href')).toBe(`#${first.id}`);

      // Fill by keyboard from the focused field: the plate, then the date.
      await page.keyboard.type('BA111AA');
      await tabTo(page, 'the date', (element) => element instanceof HTMLInputElement && (element.labels?.[0]?.textContent ?? '').startsWith('Kedy sa udalosť stala?'));
      await page.keyboard.type('10.5.2026');
      await tabTo(page, 'Continue', (element) => element.textContent?.trim() === 'Pokračovať');
      await page.keyboard.press('Enter');
      await arrive(page, '/reporter-details');
      expect(await focused(page)).toMatchObject({ tag: 'H1', text: 'Kontaktné údaje' });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the footer links to the accessibility statement, outside the journey: no axe violations, and back to the same screen', async () => {
    const { page, problems, close } = await newPage(browser);
    try {
      await asNewClient(page);
      await page.goto(`${server.url}/motor/`);
      await arrive(page, '/incident-scope');
      await tabTo(page, 'the statement link', (element) => element.getAttribute('href') === '/motor/accessibility');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/motor/accessibility');
      expect(await focused(page)).toMatchObject({ tag: 'H1', text: 'Vyhlásenie o prístupnosti' });
      const text = await page.locator('main').textContent();
      expect(text).toContain('WCAG 2.2');
      expect(text).toContain('pristupnost@poistovna.example.sk');
      expect(text).toContain('21. novembra 2026');
      for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
        await page.setViewportSize(viewport);
        expect(await axeViolations(page)).toEqual([]);
      }
      // The machine stayed where it was.
      expect(await page.evaluate(() => JSON.stringify(window.__claimActor!.getSnapshot().value))).toContain('incident-scope');
      await tabTo(page, 'back to the report', (element) => element.textContent?.trim() === 'Späť do hlásenia');
      await page.keyboard.press('Enter');
      await arrive(page, '/incident-scope');
      expect(await focused(page)).toMatchObject({ tag: 'H1', text: 'Čo sa stalo?' });

      // Opened directly (a bookmarked link), the statement shows and the journey is not started over it.
      await page.goto(`${server.url}/motor/accessibility`);
      await page.getByRole('heading', { level: 1, name: 'Vyhlásenie o prístupnosti' }).waitFor();
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe('/motor/accessibility');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
