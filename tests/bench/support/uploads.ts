/**
 * The upload rows, in Chromium on a phone (390 x 844, touch) against the bench server:
 *
 * - five 4 MB phone photos (12 MP JPEGs drawn in the page) picked at once on a mobile link (CDP
 *   network emulation: 1.6 Mbit/s up, 150 ms latency): the time until the five rows say
 *   "uploaded", against the floor: the same five files sent unchanged by the page (one-request
 *   uploads, upload-attachment, one after another) on the same link, in the same run;
 * - a 15 MB video whose connection is cut at 60 % (tests/support/cutting-proxy.ts in front of the
 *   server): the bytes the browser sent in all, against the file's size.
 */
import type { Browser, Page } from 'playwright-core';
import { scope1CascoSteps } from '../../support/journey-data.ts';
import { startCuttingProxy } from '../../support/cutting-proxy.ts';
import { drawPhoto, mp4Video } from '../../support/photos.ts';

const MOBILE_LINK = { offline: false, latency: 150, uploadThroughput: 1_600_000 / 8, downloadThroughput: 4_000_000 / 8 };
const PHOTOS = 5;
const MB = 1024 * 1024;

/** A report filled through the API up to /additional-attachments, opened on a phone. */
async function attachmentScreen(
  browser: Browser,
  baseUrl: string,
  apiUrl: string,
): Promise<{ page: Page; id: string; close(): Promise<void> }> {
  const call = async (method: string, path: string, body: object) => {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ id?: string }>;
  };
  const { id } = await call('POST', '/v1/incident-report/create', { productCategory: 'MOTOR', context: 'WEB' });
  for (const step of [...scope1CascoSteps, { meta: { lastRoute: '/additional-attachments' } }]) {
    await call('PATCH', `/v1/incident-report/${id}/update`, step);
  }
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: 'sk-SK',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/motor/?id=${id}`);
  await page.getByRole('heading', { level: 1, name: 'Prílohy' }).waitFor();
  return { page, id: id!, close: () => context.close() };
}

const doneRows = (page: Page) => page.locator('li.attachment-row--done').count();

export interface PhotoUploadFigures {
  photoMegabytes: number[];
  /** From the pick to the five rows "uploaded", photos made smaller in the browser. */
  shrunkMs: number;
  /** The same five files sent unchanged on the same link. */
  unchangedMs: number;
  /** The rows' sizes: what was sent of each photo. */
  sentSizes: string[];
}

export async function photoUploadTimes(browser: Browser, serverUrl: string): Promise<PhotoUploadFigures> {
  const { page, id, close } = await attachmentScreen(browser, serverUrl, serverUrl);
  try {
    const photos: Buffer[] = [];
    for (let seed = 1; seed <= PHOTOS; seed += 1) photos.push(await drawPhoto(page, { seed }));
    const files = photos.map((buffer, index) => ({ name: `IMG_2026051${index}_1432.jpg`, mimeType: 'image/jpeg', buffer }));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', MOBILE_LINK);

    // The floor: the five files as they are, uploaded by the page itself one after another. At once
    // they would share the link too, and each would take longer than the server's 60 s for a
    // request (REQUEST_TIMEOUT_MS: 408); one after another the link is as busy and each one fits.
    await page.evaluate(() => {
      const input = Object.assign(document.createElement('input'), { type: 'file', multiple: true, id: 'bench-floor' });
      input.hidden = true;
      document.body.append(input);
    });
    await page.locator('#bench-floor').setInputFiles(files);
    const unchangedMs = await page.evaluate(async (reportId) => {
      const input = document.querySelector<HTMLInputElement>('#bench-floor')!;
      const started = performance.now();
      for (const file of Array.from(input.files!)) {
        const form = new FormData();
        form.append('file', file, file.name);
        const response = await fetch(`/v1/incident-report/${reportId}/upload-attachment?type=PHOTO_DOC`, { method: 'POST', body: form });
        if (response.status !== 201) throw new Error(`unchanged upload: ${response.status}`);
      }
      return performance.now() - started;
    }, id);

    // The app: picked in the gallery, made smaller, sent resumably; timed in the page from the
    // input's change event (handing 22 MB of files to the page over the DevTools protocol is the
    // bench's own cost, not the reporter's) until the five rows say "uploaded".
    const before = await doneRows(page);
    await page.evaluate((count) => {
      const timing: { start?: number; end?: number } = {};
      (window as unknown as { __uploadTiming: typeof timing }).__uploadTiming = timing;
      document.addEventListener('change', () => (timing.start ??= performance.now()), { capture: true, once: true });
      new MutationObserver((_records, observer) => {
        if (document.querySelectorAll('li.attachment-row--done').length < count) return;
        timing.end = performance.now();
        observer.disconnect();
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    }, before + PHOTOS);
    await page.locator('input[type="file"][multiple]:not(#bench-floor)').setInputFiles(files);
    await page.waitForFunction(() => (window as unknown as { __uploadTiming: { end?: number } }).__uploadTiming.end !== undefined, null, {
      timeout: 600_000,
      polling: 250,
    });
    const shrunkMs = await page.evaluate(() => {
      const { start, end } = (window as unknown as { __uploadTiming: { start: number; end: number } }).__uploadTiming;
      return end - start;
    });
    const sizes = await page.locator('li.attachment-row--done .attachment-row__size').allTextContents();
    return {
      photoMegabytes: photos.map((photo) => Math.round((photo.length / MB) * 100) / 100),
      shrunkMs,
      unchangedMs,
      sentSizes: sizes.slice(before),
    };
  } finally {
    await close();
  }
}

export interface CutUploadFigures {
  fileBytes: number;
  sentBytes: number;
  cuts: number;
  ms: number;
}

export async function cutVideoUpload(browser: Browser, serverUrl: string): Promise<CutUploadFigures> {
  const proxy = await startCuttingProxy(serverUrl);
  const { page, close } = await attachmentScreen(browser, proxy.url, serverUrl);
  try {
    const video = mp4Video(15 * MB);
    proxy.reset(Math.round(0.6 * video.length));
    const started = Date.now();
    await page.locator('input[type="file"][multiple]').setInputFiles({ name: 'nehoda.mp4', mimeType: 'video/mp4', buffer: video });
    await page.locator('li.attachment-row--done').filter({ hasText: 'nehoda.mp4' }).waitFor({ timeout: 300_000 });
    return { fileBytes: video.length, sentBytes: proxy.sentBytes, cuts: proxy.cuts, ms: Date.now() - started };
  } finally {
    await close();
    await proxy.close();
  }
}
