import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { newPage, type Page } from './support/browser.ts';
import { e2eServerAndBrowser } from './support/server.ts';
import { TINY_JPEG } from './support/full-journey.ts';
import { arrive, asNewClient, idle } from './support/wizard.ts';

/**
 * The keyboard alone (keyboard.press / keyboard.type, never a click) from /motor/ to /confirm,
 * focus on each new screen's heading, the error summary announced on an invalid submit, and the
 * accessibility statement linked from the footer.
 */

/** A test of the focused element, run in the page (serialised: it may use only its arguments). */
type Matches = (element: Element, text: string) => boolean;

/** Presses Tab until the focused element matches (at most 80 presses, as a person would). */
async function tabTo(page: Page, describe: string, matches: Matches, text = '') {
  for (let press = 0; press < 80; press++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${matches.toString()})(document.activeElement, ${JSON.stringify(text)})`)) return;
  }
  throw new Error(`Tab never reached ${describe}`);
}

const focused = (page: Page) =>
  page.evaluate(() => ({
    tag: document.activeElement?.tagName,
    text: document.activeElement?.textContent?.trim(),
    id: document.activeElement?.id,
  }));

const isButton: Matches = (element, text) =>
  (element.tagName === 'BUTTON' || element.tagName === 'A') && element.textContent?.trim() === text;
const isField: Matches = (element, text) =>
  (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) &&
  (element.labels?.[0]?.textContent ?? '').trim().startsWith(text);
/** A tile's input (radio or checkbox) whose card reads `text`. */
const isCard: Matches = (element, text) =>
  element instanceof HTMLInputElement && (element.closest('.option-card')?.textContent ?? '').includes(text);
/** Any radio of the group (fieldset) whose legend starts with `text`. */
const isInGroup: Matches = (element, text) =>
  element instanceof HTMLInputElement &&
  element.type === 'radio' &&
  (element.closest('fieldset')?.querySelector('legend')?.textContent ?? '').trim().startsWith(text);

/** Tab to a field by its label and type into it. */
async function typeInto(page: Page, label: string, value: string) {
  await tabTo(page, `the field "${label}"`, isField, label);
  await page.keyboard.type(value);
}

/**
 * A radio choice as the keyboard makes it: Tab into the group (which lands on its checked or first
 * radio), then the arrow keys, which move and select, until the wanted option is selected.
 */
async function chooseRadio(page: Page, describe: string, enter: Matches, enterText: string, option: string) {
  await tabTo(page, describe, enter, enterText);
  for (let press = 0; press < 12; press++) {
    const here = await page.evaluate(() => {
      const input = document.activeElement as HTMLInputElement;
      return {
        text:
          (input.closest('.option-card') ?? input.closest('label') ?? input.labels?.[0])?.textContent ??
          input.labels?.[0]?.textContent ??
          '',
        checked: input.checked,
      };
    });
    if (here.text.includes(option)) {
      if (!here.checked) await page.keyboard.press('Space');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no option "${option}" in ${describe}`);
}

/** A checkbox tile (or the only tile of its group) ticked by Space. */
async function tickCard(page: Page, text: string) {
  await tabTo(page, `the tile "${text}"`, isCard, text);
  await page.keyboard.press('Space');
}

/** Continue (or another button) by Tab and Enter, then the next screen with focus on its heading. */
async function pressOn(page: Page, button: string, route: string, heading: string) {
  await idle(page);
  await tabTo(page, `the button "${button}"`, isButton, button);
  await page.keyboard.press('Enter');
  await arrive(page, route);
  expect(await focused(page), `focus on ${route}`).toMatchObject({ tag: 'H1', text: heading });
}

describe('keyboard only, the error summary and the accessibility statement', () => {
  const e2e = e2eServerAndBrowser({ TRUST_PROXY: 'true' });

  it('keyboard only from /motor/ to /confirm: focus on each new heading; an invalid submit announces the summary and focuses the first field', async () => {
    const { page, problems, close } = await newPage(e2e.browser);
    try {
      await asNewClient(page);
      // Every pointer event the page sees; the keyboard makes none (its "click" on a button is not one).
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { pointerEvents: string[] }).pointerEvents = seen;
        for (const type of ['pointerdown', 'mousedown', 'touchstart']) document.addEventListener(type, () => seen.push(type), true);
      });
      await page.goto(`${e2e.server.url}/motor/`);
      await arrive(page, '/incident-scope');
      expect(await focused(page)).toMatchObject({ tag: 'H1', text: 'Čo sa stalo?' });

      // The first tile by Tab and Space, then Continue by Tab and Enter.
      await tickCard(page, 'Moje vozidlo bolo poškodené');
      await pressOn(page, 'Pokračovať', '/general-info', 'Základné údaje o udalosti');

      // Continue with nothing filled: the summary (role=alert) lists the errors, focus on the first field (SPEC §5).
      await tabTo(page, 'Continue', isButton, 'Pokračovať');
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
      await typeInto(page, 'Kedy sa udalosť stala?', '10.5.2026');
      await pressOn(page, 'Pokračovať', '/reporter-details', 'Kontaktné údaje');

      await typeInto(page, 'Meno', 'Ján');
      await typeInto(page, 'Priezvisko', 'Novák');
      await typeInto(page, 'E-mail', 'jan.novak@example.sk');
      await typeInto(page, 'Telefónne číslo', '905123456');
      await pressOn(page, 'Pokračovať', '/incident-map', 'Kde sa udalosť stala?');

      // The place: searched (Enter in the box searches), a result chosen, street and number typed, confirmed.
      await typeInto(page, 'Vyhľadať adresu', 'Žilina');
      await page.keyboard.press('Enter');
      await page.getByRole('list', { name: 'Nájdené adresy' }).waitFor();
      await tabTo(
        page,
        'the first address found',
        (element, text) =>
          element.tagName === 'BUTTON' && !!element.closest(`[aria-label="${text}"]`) && (element.textContent ?? '').includes('Žilina'),
        'Nájdené adresy',
      );
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByLabel('Obec', { exact: true }).inputValue()).toBe('Žilina');
      // The look-up knew no street: on a phone the place is folded and Tab goes on past "Upraviť
      // adresu" to the street, open to be typed.
      await typeInto(page, 'Ulica', 'Hlavná');
      await typeInto(page, 'Orientačné číslo', '12');
      await pressOn(page, 'Potvrdiť adresu a pokračovať', '/incident-reason-group', 'Čo bolo príčinou udalosti?');

      await chooseRadio(page, 'the reason groups', isCard, 'Dopravná nehoda', 'Dopravná nehoda');
      await pressOn(page, 'Pokračovať', '/incident-reason', 'Upresnite príčinu udalosti');
      await chooseRadio(page, 'the reasons', isCard, '', 'Nehoda počas jazdy');
      await pressOn(page, 'Pokračovať', '/incident-details', 'Popis udalosti');

      await typeInto(page, 'Popíšte, ako k udalosti došlo', 'Pri predbiehaní som zachytil zvodidlo a poškodil pravý bok vozidla.');
      await chooseRadio(page, 'who caused it', isCard, 'Nikto iný', 'Nikto iný');
      for (const [question, answer] of [
        ['Spísali účastníci spoločný záznam o nehode?', 'Nie'],
        ['Spísala nehodu polícia?', 'Áno'],
        ['Bola privolaná asistenčná služba?', 'Nie'],
      ] as const) {
        await chooseRadio(page, question, isInGroup, question, answer);
      }
      await pressOn(page, 'Pokračovať', '/incident-resolve-type', 'Ako chcete škodu riešiť?');

      await chooseRadio(page, 'the ways of settling', isCard, '', 'Opravu si zabezpečím sám');
      await pressOn(page, 'Pokračovať', '/additional-bank', 'Kam vám máme poslať peniaze?');
      await chooseRadio(page, 'the saved accounts', isCard, 'SK** ****', 'SK** **** **** **** **** 0007');
      await pressOn(page, 'Pokračovať', '/additional-attachments', 'Prílohy');

      // A photo, picked in the file chooser opened from the keyboard.
      const chooser = page.waitForEvent('filechooser');
      await tabTo(page, 'the file input', (element) => element instanceof HTMLInputElement && element.type === 'file');
      await page.keyboard.press('Space');
      await (await chooser).setFiles([{ name: 'bok.jpg', mimeType: 'image/jpeg', buffer: TINY_JPEG }]);
      await expect.poll(() => page.locator('li.attachment-row--done').count()).toBe(1);
      await pressOn(page, 'Pokračovať', '/summary', 'Súhrn hlásenia');

      await tabTo(page, 'the declaration', isField, 'Vyhlasujem, že všetky údaje');
      await page.keyboard.press('Space');
      await pressOn(page, 'Odoslať hlásenie', '/confirm', 'Hlásenie sme prijali');
      await page.getByRole('heading', { name: 'Pridelené čísla' }).waitFor();

      expect(await page.evaluate(() => (window as unknown as { pointerEvents: string[] }).pointerEvents), 'pointer events').toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('the footer links to the accessibility statement, outside the journey: no axe violations, and back to the same screen', async () => {
    const { page, problems, close } = await newPage(e2e.browser);
    try {
      await asNewClient(page);
      await page.goto(`${e2e.server.url}/motor/`);
      await arrive(page, '/incident-scope');
      await tabTo(page, 'the statement link', (element) => element.getAttribute('href') === '/motor/accessibility');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/motor/accessibility');
      // The statement is a chunk of its own: it may still be on its way when the URL has changed.
      await page.getByRole('heading', { level: 1, name: 'Vyhlásenie o prístupnosti' }).waitFor();
      expect(await focused(page)).toMatchObject({ tag: 'H1', text: 'Vyhlásenie o prístupnosti' });
      const text = await page.locator('main').textContent();
      expect(text).toContain('WCAG 2.2');
      // On a phone, the address and the number to report a barrier to are a tap away.
      const main = page.locator('main');
      expect(await main.getByRole('link', { name: 'pristupnost@poistovna.example.sk' }).getAttribute('href')).toBe(
        'mailto:pristupnost@poistovna.example.sk',
      );
      expect(await main.getByRole('link', { name: '0800 123 456' }).getAttribute('href')).toBe('tel:+421800123456');
      expect(text).toContain('21. novembra 2026');
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 900 },
      ]) {
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
      await page.goto(`${e2e.server.url}/motor/accessibility`);
      await page.getByRole('heading', { level: 1, name: 'Vyhlásenie o prístupnosti' }).waitFor();
      // A journey started over the statement would move the address once the machine has its first
      // screen, on the render that follows: wait for that screen, then for a frame.
      await page.waitForFunction(() =>
        Object.values(window.__claimActor?.getSnapshot().getMeta() ?? {}).some((meta) => (meta as { route?: string } | undefined)?.route),
      );
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(new URL(page.url()).pathname).toBe('/motor/accessibility');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
