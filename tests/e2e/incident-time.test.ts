import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api.ts';
import { A_MINUTE_LATER, FIXED_NOW } from '../support/clock.ts';
import { scope1CascoSteps } from '../support/journey-data.ts';
import { axeViolations } from './support/axe.ts';
import { newPage } from './support/browser.ts';
import { e2eServerAndBrowser } from './support/server.ts';
import { arrive, pressContinue, resumeAt } from './support/wizard.ts';

/**
 * D23 in Chromium on a phone: /general-info asks the optional time of the incident, typed or chosen
 * with the time picker (24 hours, 60 minutes); a time still to come today is refused; /summary
 * shows "10. 5. 2026 14:30". In both languages.
 */

const TEXT = {
  sk: {
    continue: 'Pokračovať',
    plate: 'Evidenčné číslo vozidla',
    date: 'Kedy sa udalosť stala?',
    time: 'O koľkej sa udalosť stala? (nepovinné)',
    dialog: 'O koľkej sa udalosť stala?',
    pick: 'Vybrať čas',
    hour: 'Hodina',
    minute: 'Minúta',
    use: 'Použiť tento čas',
    future: 'Zadajte čas, ktorý už uplynul',
    dateRow: 'Dátum udalosti',
    when: '10. 5. 2026 14:30',
  },
  en: {
    continue: 'Continue',
    plate: 'Vehicle licence plate',
    date: 'When did it happen?',
    time: 'At what time did it happen? (optional)',
    dialog: 'At what time did it happen?',
    pick: 'Choose the time',
    hour: 'Hour',
    minute: 'Minute',
    use: 'Use this time',
    future: 'Enter a time that has already passed',
    dateRow: 'Date of the incident',
    when: '10 May 2026 14:30',
  },
} as const;

/** 10. 5. 2026 as /general-info's date input takes it, and the answers before /general-info. */
const TYPED_DATE = '10.5.2026';
const BEFORE_GENERAL_INFO = scope1CascoSteps.slice(0, 1);

const typedDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day}.${month}.${year}`;
};

describe('D23: the time of the incident in Chromium on a phone', () => {
  const e2e = e2eServerAndBrowser();

  it.each(['sk', 'en'] as const)('/general-info: the time chosen with the picker is sent with the date (%s)', async (lang) => {
    const t = TEXT[lang];
    const { page, problems, close } = await newPage(e2e.browser);
    try {
      const id = await resumeAt(page, e2e.server, BEFORE_GENERAL_INFO, '/general-info', { lang });
      await page.getByLabel(t.plate, { exact: true }).fill('BA111AA');
      await page.getByLabel(t.date).fill(TYPED_DATE);
      const time = page.getByLabel(t.time, { exact: true });
      expect(await time.getAttribute('inputmode')).toBe('numeric');

      await page.getByRole('button', { name: t.pick }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await dialog.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const hour = dialog.getByLabel(t.hour, { exact: true });
      // The hours list has focus, so a keyboard user goes on from there.
      await expect.poll(() => hour.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await hour.locator('option').allTextContents()).toEqual(Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')));
      expect(await dialog.getByLabel(t.minute, { exact: true }).locator('option').count()).toBe(60);
      await hour.selectOption('14');
      await dialog.getByLabel(t.minute, { exact: true }).selectOption('30');
      await dialog.getByRole('button', { name: t.use }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await time.inputValue()).toBe('14:30');

      await pressContinue(page, t.continue);
      await arrive(page, '/reporter-details');
      expect((await apiClient(e2e.server.app).load(id)).incident).toMatchObject({ date: '2026-05-10', time: '14:30' });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each(['sk', 'en'] as const)('/general-info: a time still to come today is refused, what was typed stays (%s)', async (lang) => {
    const t = TEXT[lang];
    const { page, problems, close } = await newPage(e2e.browser);
    try {
      // The page's clock stands at FIXED_NOW (its timers keep running): a minute later is still today.
      await page.clock.setFixedTime(FIXED_NOW);
      await resumeAt(page, e2e.server, BEFORE_GENERAL_INFO, '/general-info', { lang });
      const later = A_MINUTE_LATER;
      await page.getByLabel(t.plate, { exact: true }).fill('BA111AA');
      await page.getByLabel(t.date).fill(typedDate(later.date));
      await page.getByLabel(t.time, { exact: true }).fill(later.time.replace(':', ''));
      await pressContinue(page, t.continue);
      await page.locator('.field-error', { hasText: t.future }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/motor/general-info');
      // "1430" typed on the number pad reads 14:30 once the field is left.
      expect(await page.getByLabel(t.time, { exact: true }).inputValue()).toBe(later.time);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each(['sk', 'en'] as const)('/summary shows the date with the time, "10. 5. 2026 14:30" ("10 May 2026 14:30") (%s)', async (lang) => {
    const t = TEXT[lang];
    const { page, problems, close } = await newPage(e2e.browser);
    try {
      await resumeAt(page, e2e.server, [...scope1CascoSteps, { incident: { time: '14:30' } }], '/summary', { lang });
      const row = page.locator('.summary-list__row').filter({ has: page.locator('dt', { hasText: new RegExp(`^${t.dateRow}$`) }) });
      await expect.poll(() => row.locator('dd.summary-list__value').textContent()).toBe(t.when);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
