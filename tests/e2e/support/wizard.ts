import { expect } from 'vitest';
import type { UpdateReportRequest } from '../../../src/domain/report.ts';
import { apiClient } from '../../support/api.ts';
import type { Page, Surface } from './browser.ts';
import type { startE2eServer } from './server.ts';

/** What the browser suites share for moving through the wizard as a person does. */

type Server = Awaited<ReturnType<typeof startE2eServer>>;
type Scope = Pick<Surface, 'locator'>;

/** The path of the page under /motor, e.g. '/incident-map'. */
export const routeOf = (page: Surface) => new URL(page.url()).pathname.replace(/^\/motor/, '');

/** Waits until no step of the machine is loading (a Continue pressed before would be ignored). */
export async function idle(page: Surface) {
  await page.waitForFunction(() => {
    const actor = window.__claimActor;
    return actor !== undefined && !Object.values(actor.getSnapshot().getMeta()).some((meta) => (meta as { loading?: string })?.loading);
  });
}

/** Waits for `route` with its heading on the page and the machine idle. */
export async function arrive(page: Surface, route: string) {
  await page.waitForURL(`**/motor${route}`, { timeout: 15_000 }).catch(async (error: Error) => {
    // Say where the journey went instead: the route, the machine's state and any message shown.
    const where = await page
      .evaluate(() => {
        const snapshot = window.__claimActor?.getSnapshot();
        const alerts = [...document.querySelectorAll('[role=alert], .error-summary, .notice')].map((element) =>
          element.textContent?.trim(),
        );
        return JSON.stringify({ value: snapshot?.value, error: snapshot?.context.error, alerts });
      })
      .catch(() => '?');
    throw new Error(`expected ${route}, still at ${routeOf(page)}: ${where}\n${error.message}`);
  });
  await screenShown(page);
}

/**
 * Waits for the live app's screen. /motor/ may arrive with the first screen prerendered (inert,
 * scripts/prerender) while the live app, off the page, has already moved the URL on; it takes the
 * prerendered one's place once it shows a screen, which may be another one (/drafts). Until then
 * the prerendered heading and tiles would answer every locator below, and axe skips inert content.
 */
export async function screenShown(page: Surface) {
  await page.locator('#root[data-prerendered]').waitFor({ state: 'detached' });
  await page.locator('main h1').waitFor();
  // The shell draws the heading at once; the screen itself is a chunk loaded after it.
  await page.locator('main h1 ~ *').first().waitFor();
  await idle(page);
}

/** Plays what an earlier screen (built and tested elsewhere) sends on Continue, through the e2e build's actor seam. */
export async function playSubmit(page: Surface, patch: object) {
  await idle(page);
  await page.evaluate((value) => window.__claimActor!.send({ type: 'SUBMIT', patch: value as never }), patch);
}

/** An option card is chosen by its label, as a finger taps it (the label covers the whole card). */
export async function chooseCard(scope: Scope, name: string | RegExp) {
  await scope
    .locator('label.option-card__label')
    .filter({ hasText: typeof name === 'string' ? new RegExp(`^${escapeRegExp(name)}$`) : name })
    .click();
}

export async function pressContinue(page: Surface, name = 'Pokračovať') {
  await idle(page);
  await page.getByRole('button', { name, exact: true }).click();
}

/** Continue, then the route the machine went to. */
export async function continueTo(page: Surface, route: string, name = 'Pokračovať') {
  await pressContinue(page, name);
  await arrive(page, route);
}

let clients = 0;

/**
 * Gives the page an address of its own (TEST-NET-3), as if each journey were another person: the
 * server (started with TRUST_PROXY=true) then counts its per-IP rate limits per journey.
 */
export async function asNewClient(page: Page): Promise<string> {
  clients += 1;
  const ip = `203.0.113.${(clients % 250) + 1}`;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
}

/**
 * Resumes a report at `route` as a person opening the e-mailed continue link does (D1): the
 * report is created and filled through the API with the answers of the screens before, then
 * opened with `?id=`; the machine replays those answers to `route`.
 */
export async function resumeAt(
  page: Page,
  server: Server,
  steps: UpdateReportRequest[],
  route: string,
  options: { lang?: 'sk' | 'en' } = {},
) {
  const api = apiClient(server.app);
  const ip = await asNewClient(page);
  const created = await api.call({
    method: 'POST',
    url: '/v1/incident-report/create',
    payload: { productCategory: 'MOTOR', context: 'WEB' },
    headers: { 'x-forwarded-for': ip },
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  for (const step of steps) expect((await api.update(id, step)).status).toBe(200);
  expect((await api.update(id, { meta: { lastRoute: route } })).status).toBe(200);
  await page.goto(`${server.url}/motor/?id=${id}`);
  await arrive(page, route);
  if (options.lang === 'en') {
    await page.getByRole('button', { name: 'English' }).click();
    await page.locator('html[lang="en"]').waitFor();
  }
  return id;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * /motor/ as typed in, then scope 1 by its tile and BA111AA on 10. 5. 2026 typed on /general-info,
 * through the real screens to /reporter-details (a report now exists, and a local draft).
 */
export async function scope1ToReporterDetails(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/motor/`);
  await arrive(page, '/incident-scope');
  await chooseCard(page, 'Moje vozidlo bolo poškodené');
  await continueTo(page, '/general-info');
  await page.getByLabel('Evidenčné číslo vozidla').fill('BA111AA');
  await page.getByLabel('Kedy sa udalosť stala?').fill('10.5.2026');
  await continueTo(page, '/reporter-details');
}

/**
 * On a phone the address fields a look-up filled are folded into one line; "Upraviť
 * adresu" opens them. Wider, they are always open and the button is not shown.
 */
export async function openAddressFields(page: Surface, name = 'Upraviť adresu') {
  const edit = page.getByRole('button', { name, exact: true });
  if (await edit.isVisible()) await edit.click();
}
