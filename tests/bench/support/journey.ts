/**
 * Step time: a whole journey in Chromium (scope 1, CASCO, BA111AA, self repair, as a person on a
 * phone does it: tiles tapped, fields typed, Continue pressed), timing each Continue inside the page
 * from the click to the next screen's heading being visible (and to its body, the lazily loaded
 * screen, being there).
 */
import type { Browser, Page } from 'playwright-core';

export interface StepTime {
  from: string;
  to: string;
  headingMs: number;
  screenMs: number;
}

const card = (page: Page, name: string) =>
  page
    .locator('label.option-card__label')
    .filter({ hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .click();

/** What each screen of the journey needs before Continue. */
export const FILL: Record<string, (page: Page) => Promise<void>> = {
  '/incident-scope': (page) => card(page, 'Moje vozidlo bolo poškodené'),
  '/general-info': async (page) => {
    await page.getByLabel('Evidenčné číslo vozidla', { exact: true }).fill('BA111AA');
    await page.getByLabel('Kedy sa udalosť stala?').fill('10.5.2026');
  },
  '/reporter-details': async (page) => {
    const names = page.getByRole('group', { name: 'Vaše meno', exact: true });
    await names.getByLabel('Meno', { exact: true }).fill('Ján');
    await names.getByLabel('Priezvisko', { exact: true }).fill('Novák');
    await page.getByLabel('E-mail', { exact: true }).fill('jan.novak@example.sk');
    await page.getByLabel('Telefónne číslo', { exact: true }).fill('905 123 456');
  },
  '/incident-map': async (page) => {
    await page.locator('.leaflet-container').waitFor();
    await page.getByLabel('Vyhľadať adresu').fill('Žilina');
    await page.getByRole('button', { name: 'Hľadať', exact: true }).click();
    await page
      .getByRole('list', { name: 'Nájdené adresy' })
      .getByRole('button', { name: /Žilina/ })
      .first()
      .click();
    // The picked town fills the fields; the street, which the look-up does not know, stays open.
    await page.waitForFunction(() => Boolean(document.querySelector<HTMLInputElement>('input[name$=".town"]')?.value));
    await page.getByLabel('Ulica').fill('Hlavná');
    await page.getByLabel(/Orientačné číslo/).fill('12');
  },
  '/incident-reason-group': (page) => card(page, 'Dopravná nehoda'),
  '/incident-reason': (page) => card(page, 'Nehoda počas jazdy'),
  '/incident-details': async (page) => {
    await page
      .getByLabel('Popíšte, ako k udalosti došlo')
      .fill('Pri predbiehaní na okresnej ceste som zachytil zvodidlo a poškodil pravý bok vozidla.');
    await card(page, 'Nikto iný');
    for (const [question, yes] of [
      ['Spísali účastníci spoločný záznam o nehode?', false],
      ['Spísala nehodu polícia?', true],
      ['Bola privolaná asistenčná služba?', false],
    ] as const) {
      await page
        .getByRole('group', { name: new RegExp(`^${question.replace(/[?]/g, '\\?')}`) })
        .getByText(yes ? 'Áno' : 'Nie', { exact: true })
        .click();
    }
  },
  '/incident-resolve-type': (page) => card(page, 'Opravu si zabezpečím sám'),
  // BA111AA's policy has one saved account; the saved-account choice is preselected.
  '/additional-bank': (page) =>
    page
      .getByRole('group', { name: /^Vyberte účet/ })
      .locator('label.option-card__label')
      .first()
      .click(),
  '/additional-attachments': async () => undefined,
  '/summary': async (page) => {
    await page.getByLabel('Vyhlasujem, že všetky údaje v hlásení sú pravdivé a úplné, a súhlasím s vyhlásením ohlasovateľa.').check();
  },
};
export const CONTINUE: Record<string, string> = { '/incident-map': 'Potvrdiť adresu a pokračovať', '/summary': 'Odoslať hlásenie' };

/**
 * Installed before each Continue (as source text: the bench's compiled functions carry helpers the
 * page does not have): from the click (capture phase) to the next route's heading visible, then to
 * the screen's body, checked every animation frame.
 */
const timerScript = (start: string) => `
  window.__stepTiming = new Promise((resolve) => {
    const timing = { click: 0, heading: 0, screen: 0 };
    document.addEventListener('click', () => { timing.click = performance.now(); }, { capture: true, once: true });
    const check = () => {
      const moved = location.pathname !== ${JSON.stringify(start)} && timing.click > 0;
      const heading = document.querySelector('#root:not([inert]) main h1');
      if (moved && !timing.heading && heading && heading.checkVisibility()) timing.heading = performance.now();
      if (timing.heading && document.querySelector('#root:not([inert]) main h1 ~ *')) {
        timing.screen = performance.now();
        resolve(timing);
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
    // A Continue that goes nowhere (a refusal, a missing answer) ends the journey, not the bench.
    setTimeout(() => resolve({ ...timing, stuck: true }), 20000);
  });
  undefined; // the script's value: evaluate() must not wait for the promise here
`;

export const route = (page: Page) => new URL(page.url()).pathname.replace(/^\/motor/, '');

/** The live app's screen (not the prerendered picture) with its body drawn, and no call running. */
export async function screenReady(page: Page) {
  await page.locator('#root:not([inert]) main h1 ~ *').first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => !document.querySelector('.loading--active'), undefined, { timeout: 30_000 });
}

/** With `send: false` the journey ends on /summary: nothing is saved (the warm-up, which must not
 * make the timed journey's report a duplicate of its own). */
export async function journeyStepTimes(
  browser: Browser,
  baseUrl: string,
  { send = true } = {},
): Promise<{ steps: StepTime[]; error?: string }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'sk-SK', serviceWorkers: 'block' });
  const page = await context.newPage();
  const steps: StepTime[] = [];
  try {
    await page.goto(`${baseUrl}/motor/`);
    await page.waitForURL('**/motor/incident-scope');
    await screenReady(page);
    for (let guard = 0; guard < 20 && route(page) !== '/confirm' && (send || route(page) !== '/summary'); guard += 1) {
      const from = route(page);
      const fill = FILL[from];
      if (!fill) throw new Error(`the bench's journey does not know ${from}`);
      await fill(page);
      // Timed inside the page: from the click (capture phase) to the next route's heading painted
      // (a frame after it is in the DOM and visible), then to the screen's body.
      await page.evaluate(timerScript(`/motor${from}`));
      await page.getByRole('button', { name: CONTINUE[from] ?? 'Pokračovať', exact: true }).click();
      const timing = (await page.evaluate('window.__stepTiming')) as { click: number; heading: number; screen: number; stuck?: boolean };
      if (timing.stuck) {
        const shown = await page
          .locator('[role=alert], .error-summary')
          .allInnerTexts()
          .catch(() => []);
        throw new Error(`Continue on ${from} went nowhere in 20 s: ${shown.join(' | ').slice(0, 300)}`);
      }
      steps.push({ from, to: route(page), headingMs: timing.heading - timing.click, screenMs: timing.screen - timing.click });
      await screenReady(page);
    }
    return { steps };
  } catch (error) {
    return { steps, error: `${(error as Error).message.split('\n')[0]} (at ${route(page)})` };
  } finally {
    await context.close();
  }
}
