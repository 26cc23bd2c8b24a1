import exifr from 'exifr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LONG_SIDE_PX } from '../../src/screens/additional-attachments/shrink-rules.ts';
import { scope1CascoSteps } from '../support/journey-data.ts';
import { startCuttingProxy, type CuttingProxy } from '../support/cutting-proxy.ts';
import { drawPhoto, jpegSize, mp4Video, phonePhoto } from '../support/photos.ts';
import { axeViolations } from './support/axe.ts';
import type { Request, Route } from 'playwright-core';
import { newPage, type Page } from './support/browser.ts';
import { TINY_PDF } from './support/full-journey.ts';
import { e2eServerAndBrowser } from './support/server.ts';
import { arrive, continueTo, pressContinue, resumeAt } from './support/wizard.ts';

/**
 * In Chromium on a phone (390 x 844, touch): files picked first (several at
 * once, or from the camera), each row with its thumbnail, type, size and progress; photos made
 * smaller in the browser with their EXIF kept; uploads that try again by themselves and go on
 * after a cut connection where they stopped, counted from the server's side.
 */

const e2e = e2eServerAndBrowser();
const TIMEOUT = 120_000;
const MB = 1024 * 1024;

const galleryInput = (page: Page) => page.locator('input[type="file"][multiple]');
/** The free pick's camera button, not one of the guided list's. */
const cameraInput = (page: Page) => page.locator('.attachment-upload input[type="file"][capture]');
const row = (page: Page, fileName: string) => page.locator('li.attachment-row').filter({ hasText: fileName });
const doneRows = (page: Page) => page.locator('li.attachment-row--done');

/** A phone on /additional-attachments of a scope-1 CASCO report, opened through `baseUrl`. */
async function onAttachments(baseUrl = e2e.server.url) {
  const phone = await newPage(e2e.browser, { mobile: true });
  const id = await resumeAt(phone.page, { ...e2e.server, url: baseUrl }, scope1CascoSteps, '/additional-attachments');
  return { ...phone, id };
}

/** The stored file of the row of `fileName`, as its view link downloads it. */
async function storedFile(page: Page, fileName: string): Promise<Buffer> {
  const href = await row(page, fileName)
    .getByRole('link', { name: /^Zobraziť súbor/ })
    .getAttribute('href');
  const response = await page.request.get(`${e2e.server.url}${href}`);
  expect(response.status()).toBe(200);
  return Buffer.from(await response.body());
}

/** What the server kept of the report's uploads: one row per file it was sent (D34: one file, one row). */
const storedUploads = (id: string) =>
  e2e.server.app.db.selectFrom('upload').select(['client_name', 'received', 'length']).where('report_id', '=', id).execute();

/** The load shedding's answer (server/http/load-shedding.ts), as a proxy in front of the server would give it too. */
const answerBusy = (route: Route) =>
  route.fulfill({
    status: 503,
    headers: { 'Retry-After': '1', 'Tus-Resumable': '1.0.0', 'Content-Type': 'application/json' },
    body: JSON.stringify({ code: 'SERVER_BUSY', message: 'Server je práve preťažený. Skúste to, prosím, o chvíľu.' }),
  });

const storedAttachments = (id: string) =>
  e2e.server.app.db
    .selectFrom('attachment')
    .select(['client_name', 'type', 'size'])
    .where('report_id', '=', id)
    .orderBy('created_at')
    .execute();

describe('photos and files on a phone', () => {
  it(
    '6. several files picked at once: each row has a thumbnail (a PDF an icon), name, size and progress; the type comes from the file and is changed per row',
    async () => {
      const { page, problems, close, id } = await onAttachments();
      try {
        // The camera is offered beside the gallery.
        expect(await cameraInput(page).getAttribute('capture')).toBe('environment');
        expect(await cameraInput(page).getAttribute('accept')).toBe('image/*');
        const photos = [
          await drawPhoto(page, { width: 800, height: 600, seed: 2 }),
          await drawPhoto(page, { width: 600, height: 800, seed: 3 }),
        ];
        await galleryInput(page).setInputFiles([
          { name: 'predok.jpg', mimeType: 'image/jpeg', buffer: photos[0]! },
          { name: 'bok.jpg', mimeType: 'image/jpeg', buffer: photos[1]! },
          { name: 'zaznam.pdf', mimeType: 'application/pdf', buffer: TINY_PDF },
        ]);
        await expect.poll(() => doneRows(page).count(), { timeout: 30_000 }).toBe(3);
        expect(await page.locator('li.attachment-row .attachment-row__name').allTextContents()).toEqual([
          'predok.jpg',
          'bok.jpg',
          'zaznam.pdf',
        ]);
        expect(await row(page, 'predok.jpg').locator('.attachment-row__size').textContent()).toMatch(/^\d+ kB$/);
        expect(await row(page, 'predok.jpg').locator('.attachment-row__status').textContent()).toBe('Nahrané');

        // Thumbnails drawn in the browser (decoded, the photo's proportions); an icon for the PDF.
        for (const [name, landscape] of [
          ['predok.jpg', true],
          ['bok.jpg', false],
        ] as const) {
          const thumbnail = row(page, name).locator('img.attachment-row__thumbnail');
          await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
          const size = await thumbnail.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
          expect(Math.max(...size)).toBe(96);
          expect(size[0]! > size[1]!).toBe(landscape);
        }
        expect(await row(page, 'zaznam.pdf').locator('.attachment-row__icon').textContent()).toBe('PDF');

        // Photos are photo documentation; each row's type can be changed.
        expect(await row(page, 'predok.jpg').getByRole('combobox', { name: 'Typ dokumentu predok.jpg' }).inputValue()).toBe('PHOTO_DOC');
        await row(page, 'zaznam.pdf').getByRole('combobox', { name: 'Typ dokumentu zaznam.pdf' }).selectOption({ label: 'Správa polície' });
        await row(page, 'bok.jpg').getByRole('combobox', { name: 'Typ dokumentu bok.jpg' }).selectOption({ label: 'Znalecký posudok' });
        expect(await axeViolations(page)).toEqual([]);

        await continueTo(page, '/summary');
        const stored = await storedAttachments(id);
        expect(stored.map((item) => [item.client_name, item.type]).sort()).toEqual([
          ['bok.jpg', 'EXPERT_TESTIMONY'],
          ['predok.jpg', 'PHOTO_DOC'],
          ['zaznam.pdf', 'POLICE_REPORT'],
        ]);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    },
    TIMEOUT,
  );

  it(
    '6. a photo from the camera shows its progress while it goes up on a slow link',
    async () => {
      const { page, close } = await onAttachments();
      try {
        const photo = await drawPhoto(page, { width: 1600, height: 1200, seed: 4 });
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 50,
          downloadThroughput: 500_000,
          uploadThroughput: 100_000,
        });
        await cameraInput(page).setInputFiles({ name: 'kamera.jpg', mimeType: 'image/jpeg', buffer: photo });
        const progress = row(page, 'kamera.jpg').locator('progress');
        // Part of the way: neither 0 nor done.
        await expect
          .poll(async () => Number((await progress.getAttribute('value').catch(() => null)) ?? 0), { timeout: 30_000 })
          .toBeGreaterThan(0);
        expect(await row(page, 'kamera.jpg').locator('.attachment-row__status').textContent()).toMatch(/^Nahráva sa: \d+ %$/);
        expect(await progress.getAttribute('aria-labelledby')).toBeTruthy();
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
        await row(page, 'kamera.jpg').and(doneRows(page)).waitFor({ timeout: 30_000 });
        expect(await row(page, 'kamera.jpg').locator('progress').count()).toBe(0);
      } finally {
        await close();
      }
    },
    TIMEOUT,
  );

  it(
    '7. a 12 MP photo goes up made smaller (2560 px, a JPEG) with its capture date and camera, drawn upright; a small one and a HEIC the browser cannot decode go up as they are',
    async () => {
      const { page, close } = await onAttachments();
      try {
        // Taken with the phone upright: stored 4000 x 3000 with Orientation 6 (turn 90° clockwise).
        const original = await phonePhoto(page, { orientation: 6, dateTimeOriginal: '2026:05:10 14:32:07' }, { seed: 5 });
        expect(original.length).toBeGreaterThan(3 * MB);
        const small = await drawPhoto(page, { width: 1200, height: 900, seed: 6 });
        const heic = Buffer.concat([Buffer.from('00000018667479706865696300000000686569636d696631', 'hex'), Buffer.alloc(4000, 7)]);
        await galleryInput(page).setInputFiles([
          { name: 'IMG_20260510_143207.jpg', mimeType: 'image/jpeg', buffer: original },
          { name: 'detail.jpg', mimeType: 'image/jpeg', buffer: small },
          { name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: heic },
        ]);
        await expect.poll(() => doneRows(page).count(), { timeout: 60_000 }).toBe(3);

        const stored = await storedFile(page, 'IMG_20260510_143207.jpg');
        expect(stored.length).toBeLessThan(original.length / 2);
        expect(jpegSize(stored)).toEqual({ width: 1920, height: MAX_LONG_SIDE_PX });
        const exif = await exifr.parse(stored, { translateValues: false, reviveValues: false });
        expect(exif).toMatchObject({ DateTimeOriginal: '2026:05:10 14:32:07', Orientation: 1, Make: 'Samsung', Model: 'Galaxy A54' });
        expect([exif.ExifImageWidth, exif.ExifImageHeight]).toEqual([1920, 2560]);
        // The row says what went up: the smaller size.
        expect(await row(page, 'IMG_20260510_143207.jpg').locator('.attachment-row__size').textContent()).toMatch(/^(\d+ kB|1(,\d)? MB)$/);

        expect(Buffer.compare(await storedFile(page, 'detail.jpg'), small)).toBe(0);
        expect(Buffer.compare(await storedFile(page, 'IMG_0001.HEIC'), heic)).toBe(0);
        expect(await row(page, 'IMG_0001.HEIC').locator('.attachment-row__icon').textContent()).toBe('IMG');
      } finally {
        await close();
      }
    },
    TIMEOUT,
  );

  it(
    '8. a request that fails is tried again by itself, and the row says so until the file is there',
    async () => {
      const { page, close, id } = await onAttachments();
      try {
        let failed = 0;
        await page.route('**/v1/incident-report/*/uploads/*', async (route) => {
          if (route.request().method() === 'PATCH' && failed === 0) {
            failed += 1;
            await route.abort('connectionreset');
          } else await route.continue();
        });
        await galleryInput(page).setInputFiles({
          name: 'zadok.jpg',
          mimeType: 'image/jpeg',
          buffer: await drawPhoto(page, { width: 640, height: 480 }),
        });
        await row(page, 'zadok.jpg')
          .getByText(/^Spojenie sa prerušilo\. Skúšame to znova \(pokus 1 z \d+\) …$/)
          .waitFor();
        await row(page, 'zadok.jpg').and(doneRows(page)).waitFor({ timeout: 30_000 });
        expect(failed).toBe(1);
        expect((await storedAttachments(id)).map((item) => item.client_name)).toEqual(['zadok.jpg']);
        expect(await page.getByText('Niektoré súbory sme nepriložili').count()).toBe(0);
      } finally {
        await close();
      }
    },
    TIMEOUT,
  );

  it(
    '8. a busy server (503 SERVER_BUSY, Retry-After: 1) on every third call, a busy HEAD after a cut piece and a busy update: the photos go up and Continue goes on by themselves, each photo stored once',
    async () => {
      const { page, close, id, problems } = await onAttachments();
      try {
        const busyAnswered: string[] = [];
        let calls = 0;
        const firstOf = new Set<string>();
        await page.route('**/v1/incident-report/**', async (route) => {
          const request = route.request();
          const call = `${request.method()} ${new URL(request.url()).pathname.replace(/^.*\/incident-report\/[^/]+/, '')}`;
          const kind = request.method() === 'PATCH' && call.includes('/uploads/') ? 'piece' : request.method() === 'HEAD' ? 'head' : call;
          const first = !firstOf.has(kind);
          firstOf.add(kind);
          // The first piece is cut on the way; tus-js-client then asks where to go on (HEAD), and that
          // first HEAD is answered busy; the first update (Continue) too; and every third call besides.
          if (kind === 'piece' && first) return route.abort('connectionreset');
          calls += 1;
          if ((first && (kind === 'head' || kind === 'PATCH /update')) || calls % 3 === 0) {
            busyAnswered.push(call);
            return answerBusy(route);
          }
          return route.continue();
        });
        await galleryInput(page).setInputFiles([
          { name: 'predok.jpg', mimeType: 'image/jpeg', buffer: await drawPhoto(page, { width: 1600, height: 1200, seed: 7 }) },
          { name: 'zadok.jpg', mimeType: 'image/jpeg', buffer: await drawPhoto(page, { width: 1600, height: 1200, seed: 8 }) },
        ]);
        await expect.poll(() => doneRows(page).count(), { timeout: 60_000 }).toBe(2);
        expect(await page.getByText('Niektoré súbory sme nepriložili').count()).toBe(0);
        await continueTo(page, '/summary');
        expect(await page.locator('[data-step-error]').count()).toBe(0);

        expect(busyAnswered.filter((call) => call.startsWith('HEAD /uploads/'))).not.toEqual([]);
        expect(busyAnswered).toContain('PATCH /update');
        expect(busyAnswered.length).toBeGreaterThanOrEqual(3);
        // One upload and one attachment per photo, each whole: nothing sent again from byte zero.
        const uploads = await storedUploads(id);
        expect(uploads.map((upload) => upload.client_name).sort()).toEqual(['predok.jpg', 'zadok.jpg']);
        for (const upload of uploads) expect(upload.received).toBe(upload.length);
        expect((await storedAttachments(id)).map((item) => item.client_name).sort()).toEqual(['predok.jpg', 'zadok.jpg']);
        // Chromium logs each busy answer and the cut itself; nothing else went wrong on the page.
        expect(problems.filter((problem) => !problem.startsWith('console: Failed to load resource:'))).toEqual([]);
      } finally {
        await close();
      }
    },
    TIMEOUT,
  );

  it(
    '8. an announcement the server made but whose answer came back 503 (Retry-After: 1) is sent again and leaves no second upload',
    async () => {
      const { page, close, id } = await onAttachments();
      try {
        let announcements = 0;
        await page.route('**/v1/incident-report/*/uploads', async (route) => {
          if (route.request().method() !== 'POST' || ++announcements > 1) return route.continue();
          // The server announces the upload; the answer is lost on the way back (a busy proxy).
          await route.fetch();
          return answerBusy(route);
        });
        await galleryInput(page).setInputFiles({
          name: 'kapota.jpg',
          mimeType: 'image/jpeg',
          buffer: await drawPhoto(page, { width: 800, height: 600, seed: 12 }),
        });
        await row(page, 'kapota.jpg').and(doneRows(page)).waitFor({ timeout: 30_000 });
        expect(announcements).toBe(2);
        const uploads = await storedUploads(id);
        expect(uploads.map((upload) => upload.client_name)).toEqual(['kapota.jpg']);
        expect(uploads[0]!.received).toBe(uploads[0]!.length);
        expect((await storedAttachments(id)).map((item) => item.client_name)).toEqual(['kapota.jpg']);
      } finally {
        await close();
      }
    },
    TIMEOUT,
  );

  it(
    '8. in English: a server busy for over a minute is shown with what to do, and Try again goes on with the same upload',
    async () => {
      const { page, close } = await newPage(e2e.browser, { mobile: true });
      try {
        // The page's clock (Playwright's) stands in for the minute: it is moved on, not waited for.
        await page.clock.install();
        const id = await resumeAt(page, e2e.server, scope1CascoSteps, '/additional-attachments', { lang: 'en' });
        let busy = true;
        let firstBusy!: () => void;
        const answeredBusy = new Promise<void>((resolve) => (firstBusy = resolve));
        await page.route('**/v1/incident-report/*/uploads/*', async (route) => {
          if (!busy || route.request().method() !== 'PATCH') return route.continue();
          firstBusy();
          return answerBusy(route);
        });
        await galleryInput(page).setInputFiles({
          name: 'side.jpg',
          mimeType: 'image/jpeg',
          buffer: await drawPhoto(page, { width: 640, height: 480, seed: 9 }),
        });
        await answeredBusy;
        // Before the minute is up the row only says the file is going up.
        expect(await page.getByText('Some files were not attached').count()).toBe(0);
        await page.clock.fastForward(61_000);
        const problem = page.getByRole('alert').filter({ hasText: 'We cannot upload side.jpg right now' });
        await problem.waitFor({ timeout: 30_000 });
        expect(await problem.textContent()).toContain(
          'the server has been overloaded for a while. Wait a few minutes and press Try again; nothing you filled in is lost.',
        );
        expect(await axeViolations(page)).toEqual([]);

        busy = false;
        await page.getByRole('button', { name: 'Try again to upload file side.jpg' }).click();
        await row(page, 'side.jpg').and(doneRows(page)).waitFor({ timeout: 30_000 });
        // The upload the server already had was taken up again: still one upload, one attachment.
        expect((await storedUploads(id)).map((upload) => upload.client_name)).toEqual(['side.jpg']);
        expect((await storedAttachments(id)).map((item) => item.client_name)).toEqual(['side.jpg']);
      } finally {
        await close();
      }
    },
    TIMEOUT,
  );

  it(
    '7. a photo picked with no signal is kept on the phone made smaller, survives the closed tab, and goes up when the signal returns',
    async () => {
      const { page, close, id } = await onAttachments();
      const context = page.context();
      try {
        const original = await drawPhoto(page, { width: 4000, height: 3000, seed: 10 });
        // The screen started the worker that makes photos smaller; its code is on the phone once it runs.
        await expect.poll(() => page.workers().length).toBeGreaterThan(0);
        await page.workers()[0]!.evaluate(() => true);
        await context.setOffline(true);
        await galleryInput(page).setInputFiles({ name: 'bez-signalu.jpg', mimeType: 'image/jpeg', buffer: original });
        await row(page, 'bez-signalu.jpg')
          .getByText('Čaká na signál: súbor je uložený v tomto telefóne a odošleme ho sami, keď bude spojenie späť.')
          .waitFor({ timeout: 30_000 });
        expect(await page.getByText('Niektoré súbory sme nepriložili').count()).toBe(0);
        // Kept in IndexedDB: the smaller copy, not the 4000 px original.
        const kept = (tab: Page) =>
          tab.evaluate(
            () =>
              new Promise<number[]>((resolve, reject) => {
                const opening = indexedDB.open('motor-waiting-files');
                opening.onerror = () => reject(opening.error);
                opening.onsuccess = () => {
                  const all = opening.result.transaction('files').objectStore('files').getAll();
                  all.onsuccess = () => resolve((all.result as Array<{ file: File }>).map((entry) => entry.file.size));
                };
              }),
          );
        const sizes = await kept(page);
        expect(sizes).toHaveLength(1);
        expect(sizes[0]).toBeLessThan(original.length / 2);
        expect(await storedUploads(id)).toEqual([]);

        // The tab is closed with no signal; the report is opened again once the signal is back.
        await page.close();
        await context.setOffline(false);
        const again = await context.newPage();
        await again.goto(`${e2e.server.url}/motor/?id=${id}`);
        await arrive(again, '/additional-attachments');
        await row(again, 'bez-signalu.jpg').and(doneRows(again)).waitFor({ timeout: 30_000 });
        const stored = await storedAttachments(id);
        expect(stored.map((item) => item.client_name)).toEqual(['bez-signalu.jpg']);
        expect(stored[0]!.size).toBe(sizes[0]);
        // Once up, it is no longer kept on the phone.
        await expect.poll(() => kept(again)).toEqual([]);
      } finally {
        await close();
      }
    },
    TIMEOUT,
  );

  it(
    '7. a photo kept on the phone goes up from /summary, which says so and sends the report only once it is up',
    async () => {
      const { page, close, id, problems } = await onAttachments();
      const context = page.context();
      try {
        await expect.poll(() => page.workers().length).toBeGreaterThan(0);
        await page.workers()[0]!.evaluate(() => true);
        // Every upload's start waits for the gate: the photo is still on the phone when /summary opens.
        let openGate!: () => void;
        const gate = new Promise<void>((resolve) => (openGate = resolve));
        await page.route('**/v1/incident-report/*/uploads', async (route) => {
          await gate;
          await route.continue().catch(() => undefined);
        });
        await context.setOffline(true);
        await galleryInput(page).setInputFiles({
          name: 'na-ceste.jpg',
          mimeType: 'image/jpeg',
          buffer: await drawPhoto(page, { width: 1600, height: 1200, seed: 11 }),
        });
        await row(page, 'na-ceste.jpg')
          .getByText(/^Čaká na signál/)
          .waitFor({ timeout: 30_000 });
        // A file waiting for the signal does not hold Continue back.
        await pressContinue(page);
        expect(await page.getByText('Počkajte, kým sa dokončí nahrávanie súborov').count()).toBe(0);
        await context.setOffline(false);
        await arrive(page, '/summary');

        const waiting = page.locator('.info-box').filter({ hasText: 'Súbory čakajúce na nahratie: 1' });
        await waiting.getByText('na-ceste.jpg').waitFor();
        expect(await waiting.textContent()).toContain('Hlásenie odošleme, až keď budú nahrané.');
        await page.getByLabel(/^Vyhlasujem, že všetky údaje v hlásení sú pravdivé/).check();
        await pressContinue(page, 'Odoslať hlásenie');
        await waiting.getByText('Hlásenie odošleme sami, hneď ako budú tieto súbory nahrané.').waitFor();
        expect(await axeViolations(page)).toEqual([]);
        // Nothing is sent yet, so the way back and "Zmeniť" stay offered.
        expect(await page.getByRole('button', { name: 'Späť', exact: true }).isVisible()).toBe(true);
        expect(
          await page
            .getByRole('button', { name: /^Zmeniť/ })
            .first()
            .isEnabled(),
        ).toBe(true);
        // Nothing is sent while the photo is not up.
        expect(
          (await e2e.server.app.db.selectFrom('incident_report').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
        ).toBe('draft');

        openGate();
        await arrive(page, '/confirm');
        // One file: one upload, one attachment, in the report that was sent.
        expect((await storedUploads(id)).map((upload) => upload.client_name)).toEqual(['na-ceste.jpg']);
        expect((await storedAttachments(id)).map((item) => item.client_name)).toEqual(['na-ceste.jpg']);
        expect(problems.filter((problem) => !problem.startsWith('console: Failed to load resource:'))).toEqual([]);
      } finally {
        await close();
      }
    },
    TIMEOUT,
  );

  describe('8. a cut connection', () => {
    let proxy: CuttingProxy;
    beforeAll(async () => {
      proxy = await startCuttingProxy(e2e.server.url);
    });
    afterAll(() => proxy?.close());

    it(
      'a 15 MB video whose connection is cut at 60 % goes on where the server stopped, not from zero; the file arrives whole',
      async () => {
        const { page, close } = await onAttachments(proxy.url);
        try {
          const video = mp4Video(15 * MB);
          const calls: Array<{ method: string; offset: number; outcome: string }> = [];
          const record = (request: Request, outcome: string) =>
            calls.push({ method: request.method(), offset: Number(request.headers()['upload-offset'] ?? -1), outcome });
          page.on('requestfinished', (request) => void request.response().then((response) => record(request, String(response?.status()))));
          page.on('requestfailed', (request) => record(request, request.failure()?.errorText ?? 'failed'));
          proxy.reset(Math.round(0.6 * video.length));
          await galleryInput(page).setInputFiles({ name: 'nehoda.mp4', mimeType: 'video/mp4', buffer: video });
          await row(page, 'nehoda.mp4').and(doneRows(page)).waitFor({ timeout: 90_000 });
          expect(proxy.cuts).toBe(1);
          const trace = calls.map((call) => `${call.method} ${call.offset} ${call.outcome}`).join('\n');
          // The browser asked where to go on, and went on from there: past the start of the request
          // that was cut, whose bytes up to the cut the server had kept.
          const asked = calls.findIndex((call) => call.method === 'HEAD');
          expect(asked, trace).toBeGreaterThan(0);
          const cutRequest = calls.slice(0, asked).findLast((call) => call.method === 'PATCH')!;
          const resumed = calls.slice(asked).find((call) => call.method === 'PATCH')!;
          expect(resumed.offset, trace).toBeGreaterThan(cutRequest.offset);
          expect(resumed.offset, trace).toBeGreaterThanOrEqual(Math.round(0.6 * video.length) - 64 * 1024);
          // Every byte the browser sent, headers included: within the 1.2 x of the file (the
          // rest is the one request Chromium sends again by itself on a new connection when its
          // reused one breaks; the server refuses that copy at its headers, 409).
          const sent = proxy.sentBytes;
          expect(sent).toBeGreaterThanOrEqual(video.length);
          expect(sent, trace).toBeLessThanOrEqual(1.2 * video.length);
          expect(Buffer.compare(await storedFile(page, 'nehoda.mp4'), video)).toBe(0);
        } finally {
          await close();
        }
      },
      TIMEOUT,
    );
  });
});
