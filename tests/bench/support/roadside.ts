/**
 * The roadside rows (D33, D34): the bench's scope-1 journey (journey.ts) with two 12 MP photos on
 * /additional-attachments, in Chromium on a phone, from the first screen to /confirm, three times
 * in one run, after a journey that warms the server:
 * - on a steady link (the floor);
 * - on a link that drops for 10 s every 30 s, the first drop 4 s in (the browser offline, as
 *   `context.setOffline` makes it);
 * - against a server that answers every third API request 503 `SERVER_BUSY` with `Retry-After: 1`.
 * Each journey taps only what a person fills in and Continue: a "try again" it would need stops it
 * (so a finished journey needed none). Afterwards the server's report is read back: the answers
 * every journey typed, and the attachments (two photos, each once).
 */
import type { Browser, Page } from 'playwright-core';
import { drawPhoto } from '../../support/photos.ts';
import { CONTINUE, FILL, route, screenReady } from './journey.ts';

export interface RoadsideJourney {
  ms: number;
  /** Answers the journey typed that the server's report does not hold. */
  answersLost: string[];
  /** Attachments the server holds beyond one per photo picked. */
  duplicateAttachments: number;
  error?: string;
}

type Condition = 'steady' | 'dropping' | 'busy';

const DROP_EVERY_MS = 30_000;
const DROP_FOR_MS = 10_000;
/** The first drop comes this soon: the journey takes less than one period, and must meet a drop. */
const FIRST_DROP_MS = 4_000;

/** What the journey typed, as the server's report must hold it. */
function answersLost(report: {
  parties: { reporter?: { firstName?: string | null; email?: string | null } };
  incident: { description?: string | null; address?: { town?: string | null } | null; resolveType?: string | null };
}): string[] {
  const expected: Array<[string, unknown, unknown]> = [
    ['reporter.firstName', report.parties.reporter?.firstName, 'Ján'],
    ['reporter.email', report.parties.reporter?.email, 'jan.novak@example.sk'],
    ['incident.address.town', report.incident.address?.town, 'Žilina'],
    ['incident.description', report.incident.description?.startsWith('Pri predbiehaní') ?? false, true],
    ['incident.resolveType', report.incident.resolveType, 'selfRepair'],
  ];
  return expected.filter(([, actual, wanted]) => actual !== wanted).map(([name]) => name);
}

async function oneJourney(browser: Browser, baseUrl: string, photos: Buffer[], condition: Condition): Promise<RoadsideJourney> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: 'sk-SK',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  // Every journey's API calls pass the same interception, so only the 503s differ.
  let calls = 0;
  await context.route('**/v1/**', (request) => {
    calls += 1;
    if (condition === 'busy' && calls % 3 === 0) {
      return request.fulfill({
        status: 503,
        headers: { 'retry-after': '1', 'content-type': 'application/json' },
        body: JSON.stringify({ code: 'SERVER_BUSY', message: 'Server je práve preťažený.' }),
      });
    }
    return request.continue();
  });
  const timers: NodeJS.Timeout[] = [];
  const started = performance.now();
  if (condition === 'dropping') {
    const drop = () => {
      void context.setOffline(true).catch(() => undefined);
      timers.push(setTimeout(() => void context.setOffline(false).catch(() => undefined), DROP_FOR_MS));
    };
    timers.push(
      setTimeout(() => {
        drop();
        timers.push(setInterval(drop, DROP_EVERY_MS));
      }, FIRST_DROP_MS),
    );
  }
  try {
    await page.goto(`${baseUrl}/motor/`);
    await page.waitForURL('**/motor/incident-scope');
    await screenReady(page);
    // The report's id, read while it is a draft of this device (a saved one leaves the list).
    let id: string | undefined;
    for (let guard = 0; guard < 20 && route(page) !== '/confirm'; guard += 1) {
      const from = route(page);
      id ??= JSON.parse((await page.evaluate(() => localStorage.getItem('motor.drafts'))) ?? '[]')[0]?.id;
      const fill = from === '/additional-attachments' ? pickPhotos(photos) : FILL[from];
      if (!fill) throw new Error(`the bench's journey does not know ${from}`);
      await fill(page);
      await page.getByRole('button', { name: CONTINUE[from] ?? 'Pokračovať', exact: true }).click();
      await page.waitForURL((url) => url.pathname !== `/motor${from}`, { timeout: 120_000 });
      await screenReady(page);
    }
    const ms = performance.now() - started;
    const report = await (await fetch(`${baseUrl}/v1/incident-report/${id}/load`)).json();
    return { ms, answersLost: answersLost(report), duplicateAttachments: report.attachments.length - photos.length };
  } catch (error) {
    return { ms: NaN, answersLost: [], duplicateAttachments: 0, error: `${(error as Error).message.split('\n')[0]} (at ${route(page)})` };
  } finally {
    timers.forEach((timer) => clearTimeout(timer));
    await context.close();
  }
}

/** /additional-attachments: the photos picked in the gallery; Continue once both rows are uploaded. */
const pickPhotos = (photos: Buffer[]) => async (page: Page) => {
  const files = photos.map((buffer, index) => ({ name: `IMG_2026051${index}_1432.jpg`, mimeType: 'image/jpeg', buffer }));
  await page.locator('input[type="file"][multiple]').setInputFiles(files);
  await page.waitForFunction((count) => document.querySelectorAll('li.attachment-row--done').length >= count, photos.length, {
    timeout: 300_000,
    polling: 250,
  });
};

export async function roadsideJourneys(browser: Browser, baseUrl: string): Promise<Record<Condition, RoadsideJourney>> {
  const drawing = await browser.newPage();
  const photos = [await drawPhoto(drawing, { seed: 1 }), await drawPhoto(drawing, { seed: 2 })];
  await drawing.close();
  // A first journey warms the server (its handlers run cold until V8 has compiled them): not timed.
  await oneJourney(browser, baseUrl, photos, 'steady');
  return {
    steady: await oneJourney(browser, baseUrl, photos, 'steady'),
    dropping: await oneJourney(browser, baseUrl, photos, 'dropping'),
    busy: await oneJourney(browser, baseUrl, photos, 'busy'),
  };
}
