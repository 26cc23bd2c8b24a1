import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { claimReportMachine } from '../../machines/claimReport.machine.ts';
import { screensAfter } from '../../machines/next-screens.ts';
import type { ScreenId } from '../../machines/screens.ts';
import { LOADING_SHOWN_AFTER_MS } from '../../src/app/layout/LoadingOverlay.tsx';
import { newPage, type Page } from './support/browser.ts';
import { cspDirectives } from '../support/csp.ts';
import { readMails } from '../support/mail.ts';
import { axeViolations } from './support/axe.ts';
import { e2eServerAndBrowser } from './support/server.ts';
import { arrive } from './support/wizard.ts';

/**
 * Plays what a screen's form sends when the user presses Continue, once the screen is idle: while
 * a screen still loads (its Continue disabled), the machine rightly ignores a SUBMIT.
 */
async function submit(page: Page, patch: object) {
  await page.waitForFunction(() => {
    const actor = window.__claimActor;
    return actor !== undefined && !Object.values(actor.getSnapshot().getMeta()).some((meta) => (meta as { loading?: string })?.loading);
  });
  await page.evaluate((value) => window.__claimActor!.send({ type: 'SUBMIT', patch: value as never }), patch);
}

/** The name Vite gives a screen's chunk: its component file's, src/screens/<route>/<Name>Screen.tsx. */
function screenChunkName(screen: ScreenId) {
  const file = readdirSync(new URL(`../../src/screens/${screen}/`, import.meta.url)).find((name) => name.endsWith('Screen.tsx'));
  if (!file) throw new Error(`no screen component in src/screens/${screen}/`);
  return file.replace(/\.tsx$/, '');
}

async function heading(page: Page) {
  return (await page.locator('main h1').textContent())?.trim();
}

/** The sidebar's current step number, or null when the screen has no sidebar. */
async function currentSection(page: Page) {
  const current = page.locator('nav.sidebar [aria-current="step"]');
  return (await current.count()) === 0 ? null : (await current.locator('.timeline__number').textContent())?.trim();
}

describe('the app shell follows the statechart in Chromium', () => {
  const e2e = e2eServerAndBrowser();

  it('starts on /incident-scope; URL, heading, sidebar and back button follow each step; browser back works', async () => {
    const { page, problems, close } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/motor/`);
    await arrive(page, '/incident-scope');
    expect(await heading(page)).toBe('Čo sa stalo?');
    expect(await currentSection(page)).toBe('1');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await page.getByRole('button', { name: 'Späť' }).count(), 'nothing to go back to').toBe(0);

    await submit(page, { incident: { scopesOfDamage: [{ objectId: 1 }] } });
    await page.waitForURL('**/motor/general-info');
    expect(await heading(page)).toBe('Základné údaje o udalosti');
    expect(await currentSection(page)).toBe('2');
    expect(await page.getByRole('button', { name: 'Späť' }).isVisible()).toBe(true);

    // BA111AA has PZP and CASCO on the demo date: scope 1 goes on to /reporter-details.
    await submit(page, { incident: { date: '2026-05-10', myVehicle: { hasLicensePlate: true, licensePlate: 'BA111AA' } } });
    await page.waitForURL('**/motor/reporter-details');
    expect(await heading(page)).toBe('Kontaktné údaje');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Kontaktné údaje');

    await page.goBack();
    await page.waitForURL('**/motor/general-info');
    expect(await heading(page)).toBe('Základné údaje o udalosti');

    await page.getByRole('button', { name: 'Späť' }).click();
    await arrive(page, '/incident-scope');
    expect(await currentSection(page)).toBe('1');
    expect(problems, problems.join('\n')).toEqual([]);
    await close();
  });

  it('paints the first screen from its HTML alone, and asks for the app only once it has painted', async () => {
    // No script runs here: what shows is the prerendered page, styled, with nothing else fetched.
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const noScript = await context.newPage();
    const fetched: string[] = [];
    noScript.on('request', (request) => fetched.push(`${request.resourceType()} ${new URL(request.url()).pathname}`));
    const response = await noScript.goto(`${e2e.server.url}/motor/incident-scope`);
    // (The prerendered page is inert, out of the accessibility tree, until the app takes over.)
    expect(await noScript.locator('main h1').textContent()).toBe('Čo sa stalo?');
    expect(await noScript.locator('main h1').isVisible()).toBe(true);
    expect(await noScript.locator('main button[type="submit"]').evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe(
      'rgb(239, 239, 239)',
    );
    expect(
      fetched.filter((request) => !/^(document|other) /.test(request)),
      'no stylesheet, no script before the paint',
    ).toEqual([]);
    // Its inline stylesheet and start script are allowed by their hashes, and nothing else inline.
    const policy = cspDirectives(response!.headers()['content-security-policy']);
    const html = await response!.text();
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(policy['style-src']).toEqual(["'self'", ...[...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => hash(css!))]);
    expect(policy['script-src']).toEqual(["'self'", ...[...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => hash(code!))]);
    expect(policy['script-src']).toHaveLength(2);
    await context.close();

    // With scripts: the app's first module is asked for after the first paint, and takes over.
    const { page, problems, close } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/motor/incident-scope`);
    await arrive(page, '/incident-scope');
    const timing = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.painted).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.painted!);
    expect(problems, 'no CSP violation, no error').toEqual([]);
    await close();

    // Any other address gets the page without a first screen: there the scripts are what paints.
    const shell = await (await fetch(`${e2e.server.url}/motor/summary`)).text();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toMatch(/<script type="module"[^>]*src="\/motor\/assets\//);
    expect(shell).not.toContain('<style>');
  });

  it('brings only the first screen’s messages with it, all it shows; the whole catalog comes with the next screens', async () => {
    // What the first screen shows, prerendered at build time with the whole catalog.
    const noScript = await e2e.browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const prerendered = await noScript.newPage();
    await prerendered.goto(`${e2e.server.url}/motor/incident-scope`);
    const shown = await prerendered.locator('#root').innerText();
    await noScript.close();

    const { page, problems, close } = await newPage(e2e.browser);
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    // A message of the damage tabs only (a build keeps message texts in the catalogs, not in the
    // screens' code): it is in the whole catalog, not in the first screen's share.
    const wholeCatalogFetched = () => scripts.some((script) => script.includes('(obsahuje chyby)'));
    await page.goto(`${e2e.server.url}/motor/incident-scope`);
    await arrive(page, '/incident-scope');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#root').innerText(), 'the live first screen, drawn with its share, says what the prerendered one said').toBe(
      shown,
    );
    expect(wholeCatalogFetched()).toBe(false);

    await page.keyboard.press('Tab');
    await expect.poll(wholeCatalogFetched).toBe(true);
    await submit(page, { incident: { scopesOfDamage: [{ objectId: 1 }] } });
    await arrive(page, '/general-info');
    expect(await heading(page)).toBe('Základné údaje o udalosti');
    expect(problems).toEqual([]);
    await close();
  });

  it('fetches the next screens once the person starts using a screen, not when it appears; Continue then needs no chunk', async () => {
    const { page, problems, close } = await newPage(e2e.browser);
    // The scripts whose answer arrived: a chunk asked for but still on its way is not yet there.
    const scripts: string[] = [];
    // And every script asked for: Continue must ask for none (one asked for ahead may still arrive).
    const requested: string[] = [];
    const isScript = (url: string) => url.includes('/assets/') && url.endsWith('.js');
    page.on('requestfinished', (request) => {
      if (isScript(request.url())) scripts.push(new URL(request.url()).pathname);
    });
    page.on('request', (request) => {
      if (isScript(request.url())) requested.push(new URL(request.url()).pathname);
    });
    // The chunks of the screens the first screen's Continue can lead to, named as Vite names them
    // (after src/screens/<route>/<Name>Screen.tsx): general-info, reporter-details and the SMP one.
    const next = screensAfter(claimReportMachine, 'incident-scope').map(screenChunkName);
    const fetchedAhead = () => next.filter((name) => scripts.some((path) => path.includes(`/${name}-`)));
    // The exit dialog, the accessibility statement and the privacy notice: the shell's parts no screen shows on arrival.
    const shellParts = () => scripts.filter((path) => /\/(ExitDialog|AccessibilityStatement|PrivacyNotice)-[\w-]+\.js$/.test(path));
    await page.goto(`${e2e.server.url}/motor/`);
    await arrive(page, '/incident-scope');
    await page.waitForLoadState('networkidle');
    expect(fetchedAhead(), 'only looked at: nothing fetched ahead').toEqual([]);
    expect(shellParts(), 'only looked at: no exit dialog, no statement, no notice').toEqual([]);

    // A key pressed on the screen (the person starts): the screens after it are fetched, and the
    // shell's parts. The chunks they import (the forms kit) are asked for with them, but may
    // arrive a moment later: what counts below is that Continue asks for no script.
    await page.keyboard.press('Tab');
    await expect.poll(fetchedAhead).toEqual(next);
    await expect.poll(shellParts).toHaveLength(3);
    const before = requested.length;
    await submit(page, { incident: { scopesOfDamage: [{ objectId: 1 }] } });
    await arrive(page, '/general-info');
    expect(requested.slice(before), 'scripts asked for on Continue').toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('covers the screen during a Continue at once, and veils it with the loading text only once the call is slow', async () => {
    const { page, problems, close } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/motor/`);
    await arrive(page, '/incident-scope');
    // The report's creation answers late, as on a poor mobile connection: once the veil is seen.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/v1/incident-report/create', async (route) => {
      await answered;
      await route.continue();
    });
    await page
      .locator('label.option-card__label')
      .filter({ hasText: /^Moje vozidlo bolo poškodené$/ })
      .click();
    const clicked = Date.now();
    await page.getByRole('button', { name: 'Pokračovať', exact: true }).click();
    await page.locator('.loading--active').waitFor();
    // At once: nothing of the form under it can be tapped (a tap hits the overlay, or the loading
    // text it holds once LOADING_SHOWN_AFTER_MS has passed, which a busy machine may reach first).
    expect(await page.evaluate(() => document.elementFromPoint(200, 400)?.closest('.loading--active') !== null)).toBe(true);
    const veiled = page.locator('.loading--shown').getByText('Ukladáme hlásenie poistnej udalosti…');
    await veiled.waitFor();
    // Not before LoadingOverlay's wait had passed since the Continue.
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(LOADING_SHOWN_AFTER_MS);
    answer();
    await arrive(page, '/general-info');
    await expect.poll(() => page.locator('.loading--active').count()).toBe(0);
    expect(await page.getByRole('status').filter({ hasText: 'Ukladáme' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('redirects a typed URL ahead of the journey to the machine’s screen', async () => {
    const { page, close } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/motor/summary`);
    await arrive(page, '/incident-scope');
    expect(await heading(page)).toBe('Čo sa stalo?');
    await close();
  });

  it('preselects scope 2 from ?scope=2 and opens /general-info', async () => {
    const { page, close } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/motor/?scope=2`);
    await page.waitForURL('**/motor/general-info');
    expect(await currentSection(page)).toBe('2');
    await close();
  });

  it('shows the not-found page for an unknown path, answered 404 and titled as such, with a way back', async () => {
    const { page, close } = await newPage(e2e.browser);
    const answer = await page.goto(`${e2e.server.url}/motor/nieco-ine`);
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Stránka sa nenašla' }).waitFor();
    await expect.poll(() => page.title()).toBe('Stránka sa nenašla – Nahlásenie poistnej udalosti');
    await page.getByRole('button', { name: 'Späť do hlásenia' }).click();
    await arrive(page, '/incident-scope');
    await close();
  });

  it('switches language where the user is and updates <html lang>', async () => {
    const { page, close } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/motor/`);
    await arrive(page, '/incident-scope');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Slovensky' }).waitFor();
    expect(page.url()).toMatch(/\/motor\/incident-scope$/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await close();
  });

  it('exit: e-mails a continue link that reopens the draft where the user left, then leaves', async () => {
    const { page, close } = await newPage(e2e.browser);
    await page.route('https://www.poistovna.example.sk/**', (route) => route.fulfill({ body: 'public site' }));
    await page.goto(`${e2e.server.url}/motor/`);
    await arrive(page, '/incident-scope');
    await submit(page, { incident: { scopesOfDamage: [{ objectId: 1 }] } });
    await page.waitForURL('**/motor/general-info');

    await page.getByRole('button', { name: 'Ukončiť' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chcete hlásenie ukončiť?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Poslať odkaz a ukončiť' }).click();
    await dialog.getByText('Zadajte, prosím, platnú e-mailovú adresu.').waitFor();
    await dialog.getByLabel('Váš e-mail').fill('jana@example.sk');
    await dialog.getByRole('button', { name: 'Poslať odkaz a ukončiť' }).click();
    // Where the link went, then the reporter leaves.
    await page.getByRole('dialog', { name: 'Odkaz sme vám poslali' }).getByRole('button', { name: 'Odísť zo stránky' }).click();
    await page.waitForURL('https://www.poistovna.example.sk/**');

    const mail = (await readMails(e2e.server.dataDir)).find((item) => item.to === 'jana@example.sk');
    const link = mail?.text.match(/http:\/\/\S+\/motor\/\?id=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    // The link names the configured public URL; open the same path on the test server.
    await page.goto(`${e2e.server.url}${new URL(link!).pathname}${new URL(link!).search}`);
    await page.waitForURL('**/motor/general-info');
    expect(await heading(page)).toBe('Základné údaje o udalosti');
    await close();
  });

  it.each([
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ])('has no axe violations in the frame, the exit dialog and the not-found page (%s)', async (_name, viewport) => {
    const { page, close } = await newPage(e2e.browser, { viewport });
    await page.goto(`${e2e.server.url}/motor/`);
    await arrive(page, '/incident-scope');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Ukončiť' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${e2e.server.url}/motor/nieco-ine`);
    await page.getByRole('heading', { name: 'Stránka sa nenašla' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The check itself can fail: an unlabelled field is reported.
    await page.evaluate(() => document.querySelector('main')!.append(document.createElement('input')));
    expect((await axeViolations(page)).map((violation) => violation.id)).toContain('label');
    await close();
  });

  it('on a phone Exit is an outline, quieter than Continue, and the timeline’s steps do not touch', async () => {
    const { page, close } = await newPage(e2e.browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${e2e.server.url}/motor/`);
    await arrive(page, '/incident-scope');
    const backgroundOf = (name: string) =>
      page.getByRole('button', { name, exact: true }).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await backgroundOf('Ukončiť')).toBe('rgba(0, 0, 0, 0)');
    expect(await backgroundOf('Pokračovať')).not.toBe('rgba(0, 0, 0, 0)');
    // Each step's box ends at least 4 px before the next one begins (the current one with its name).
    const gaps = await page
      .locator('.timeline > li')
      .evaluateAll((steps) =>
        steps.slice(1).map((step, index) => step.getBoundingClientRect().left - steps[index]!.getBoundingClientRect().right),
      );
    expect(gaps).toHaveLength(5);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(4);
    await close();
  });

  it('SPEC §9: a dialog fades in over 300 ms, and at once for a person who asks for less motion', async () => {
    const fades = async (reducedMotion: 'reduce' | 'no-preference') => {
      const { page, close } = await newPage(e2e.browser);
      await page.emulateMedia({ reducedMotion });
      await page.goto(`${e2e.server.url}/motor/`);
      await arrive(page, '/incident-scope');
      await page.getByRole('button', { name: 'Ukončiť' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // The style, not the running animation: on a busy machine the fade may be over before it is read.
      const animation = await dialog.evaluate((element) => {
        const style = getComputedStyle(element);
        return { name: style.animationName, duration: style.animationDuration };
      });
      // Whatever the animation, the dialog ends fully visible.
      await page.waitForFunction(() => getComputedStyle(document.querySelector('dialog[open]')!).opacity === '1');
      await close();
      return animation;
    };
    expect(await fades('no-preference')).toEqual({ name: 'fade-in', duration: '0.3s' });
    expect(await fades('reduce')).toEqual({ name: 'none', duration: '0s' });
  });

  it('hides the sidebar and the back button where the route table says so', async () => {
    const { page, close } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/motor/`);
    await arrive(page, '/incident-scope');
    await submit(page, { incident: { scopesOfDamage: [{ objectId: 1 }] } });
    await page.waitForURL('**/motor/general-info');
    // KE333CC has only mini-casco: scope 1 goes to the alert, which has no sidebar and no back button.
    await submit(page, { incident: { date: '2026-05-10', myVehicle: { hasLicensePlate: true, licensePlate: 'KE333CC' } } });
    await page.waitForURL('**/motor/alert-have-only-mini-casco');
    expect(await currentSection(page)).toBeNull();
    expect(await page.getByRole('button', { name: 'Späť' }).count()).toBe(0);
    await close();
  });
});
