import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, flat } from '../pdf/support/pdf-tools.ts';
import { apiClient } from '../support/api.ts';
import { scope1CascoSteps } from '../support/journey-data.ts';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, newPage, type Browser, type Page } from './support/browser.ts';
import { startE2eServer } from './support/server.ts';
import { arrive, chooseCard, continueTo } from './support/wizard.ts';

/** The PDF's title in each language (src/domain/summary-labels.ts 'print.title'). */
const PDF_TITLE = { sk: 'Hlásenie poistnej udalosti – súhrn', en: 'Claim report – summary' } as const;

/** Dark pixels on the preview's canvas: pdf.js has drawn the page once there are many. */
const inkOf = (page: Page) =>
  page.locator('.pdf-preview canvas').evaluate((element: HTMLCanvasElement) => {
    const pixels = element.getContext('2d')!.getImageData(0, 0, element.width, element.height).data;
    let dark = 0;
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 128) dark += 1;
    return dark;
  });

type Server = Awaited<ReturnType<typeof startE2eServer>>;

describe('the confirmation in Chromium: claim numbers, the PDF preview and its download', () => {
  let server: Server;
  let browser: Browser;
  let id: string;
  let claimId: string;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    const api = apiClient(server.app);
    id = await api.create();
    for (const step of scope1CascoSteps) expect((await api.update(id, step)).status).toBe(200);
    const saved = await api.save(id);
    expect(saved.status).toBe(200);
    claimId = saved.body.claimIds[0];
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('opens a saved report on /confirm with its numbers, a rendered preview and a working download', async () => {
    const { page, problems, close } = await newPage(browser);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${server.url}/motor/?id=${id}`);
    await page.waitForURL('**/motor/confirm');
    await page.getByText(claimId).waitFor();
    expect(await page.locator('main').textContent()).toContain('10. 5. 2026');

    // The preview draws the PDF's first page on a canvas with pdf.js's worker.
    const canvas = page.locator('.pdf-preview canvas');
    await canvas.waitFor();
    // The canvas is there before pdf.js has drawn the page on it: wait for the ink.
    const inked = () =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const pixels = element.getContext('2d')!.getImageData(0, 0, element.width, element.height).data;
        let dark = 0;
        for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 128) dark += 1;
        return dark;
      });
    await expect.poll(inked, { timeout: 15_000 }).toBeGreaterThan(1000);
    expect(requests.some((url) => url.includes('pdf.worker'))).toBe(true);

    const href = await page.getByRole('link', { name: 'Stiahnuť súhrn (PDF)' }).getAttribute('href');
    const download = await page.request.get(`${server.url}${href}`);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('on a phone, the PDF a busy server answers 503 for is fetched again by itself; busy for over a minute, it says so (in English) and Try again brings it', async () => {
    const answerBusy = (route: Route) =>
      route.fulfill({
        status: 503,
        headers: { 'Retry-After': '1', 'Content-Type': 'application/json' },
        body: JSON.stringify({ code: 'SERVER_BUSY', message: 'Server je práve preťažený. Skúste to, prosím, o chvíľu.' }),
      });
    {
      const { page, problems, close } = await newPage(browser, { mobile: true });
      let busyAnswers = 0;
      await page.route('**/summary.pdf?*', (route) => (++busyAnswers <= 2 ? answerBusy(route) : route.continue()));
      await page.goto(`${server.url}/motor/?id=${id}`);
      await page.waitForURL('**/motor/confirm');
      await expect.poll(() => inkOf(page), { timeout: 15_000 }).toBeGreaterThan(1000);
      expect(busyAnswers).toBe(3);
      expect(await page.getByText('Súhrn (PDF) zatiaľ nemáme').count()).toBe(0);
      // The download saves the PDF already here: no second render.
      const saving = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Stiahnuť súhrn (PDF)' }).click();
      const download = await saving;
      expect(download.suggestedFilename()).toMatch(/^hlasenie-.+\.pdf$/);
      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
      expect(busyAnswers).toBe(3);
      expect(problems.filter((problem) => !problem.startsWith('console: Failed to load resource:'))).toEqual([]);
      await close();
    }
    {
      const { page, close } = await newPage(browser, { mobile: true });
      await page.addInitScript(() => localStorage.setItem('motor.locale', 'en'));
      // The page's clock stands in for the minute of retries: it is moved on, not waited for.
      await page.clock.install();
      let busy = true;
      let firstBusy!: () => void;
      const answeredBusy = new Promise<void>((resolve) => (firstBusy = resolve));
      await page.route('**/summary.pdf?*', (route) => {
        if (!busy) return route.continue();
        firstBusy();
        return answerBusy(route);
      });
      await page.goto(`${server.url}/motor/?id=${id}`);
      await page.waitForURL('**/motor/confirm');
      await answeredBusy;
      await page.clock.fastForward(61_000);
      const notice = page.getByRole('status').filter({ hasText: 'We do not have the summary (PDF) yet' });
      await notice.waitFor({ timeout: 30_000 });
      expect(await notice.textContent()).toContain(
        'The server has been overloaded for a while, so we cannot prepare the summary (PDF) right now. Your report has been received. Wait a few minutes and press Try again.',
      );
      expect(await axeViolations(page)).toEqual([]);
      busy = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => inkOf(page), { timeout: 15_000 }).toBeGreaterThan(1000);
      await close();
    }
  });

  // D26: the browser (newPage) prefers Slovak; the person chose English. The page, its preview and
  // its download are English; switched to Slovak, the preview and the download are Slovak.
  it('previews and downloads the PDF in the language the page shows, and in the other one after a switch', async () => {
    const { page, problems, close } = await newPage(browser);
    // English chosen on an earlier visit (the app keeps the choice); the page is loaded once.
    await page.addInitScript(() => localStorage.setItem('motor.locale', 'en'));
    const previews: string[] = [];
    const asked = () => [...new Set(previews.map((url) => new URL(url).search))];
    page.on('request', (request) => {
      if (request.url().includes('/summary.pdf')) previews.push(request.url());
    });
    const pdfTextAt = async (href: string | null) => flat(await extractText(await (await page.request.get(`${server.url}${href}`)).body()));

    await page.goto(`${server.url}/motor/?id=${id}`);
    await page.waitForURL('**/motor/confirm');
    await page.getByText(claimId).waitFor();
    await page.getByRole('heading', { name: 'Assigned numbers' }).waitFor();
    await expect.poll(() => inkOf(page), { timeout: 15_000 }).toBeGreaterThan(1000);
    expect(asked()).toEqual(['?locale=en']);
    const english = await pdfTextAt(await page.getByRole('link', { name: 'Download the summary (PDF)' }).getAttribute('href'));
    expect(english).toContain(PDF_TITLE.en);
    expect(english).not.toContain(PDF_TITLE.sk);

    await page.getByRole('button', { name: 'Slovensky' }).click();
    await page.locator('html[lang="sk"]').waitFor();
    await expect.poll(asked, { timeout: 15_000 }).toEqual(['?locale=en', '?locale=sk']);
    await expect.poll(() => inkOf(page), { timeout: 15_000 }).toBeGreaterThan(1000);
    const slovak = await pdfTextAt(await page.getByRole('link', { name: 'Stiahnuť súhrn (PDF)' }).getAttribute('href'));
    expect(slovak).toContain(PDF_TITLE.sk);
    expect(slovak).not.toContain(PDF_TITLE.en);
    expect(problems).toEqual([]);
    await close();
  });

  // D26: every update carries the language the wizard shows, not the browser's (Slovak) preference,
  // and the report keeps it: its PDF, asked for without a language, is English.
  it('tells the server the wizard’s language with each update', async () => {
    const { page, problems, close } = await newPage(browser);
    const updates: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/update')) updates.push(request.postDataJSON());
    });
    let reportId: string | undefined;
    page.on('response', async (response) => {
      if (response.url().endsWith('/v1/incident-report/create') && response.status() === 201)
        reportId = ((await response.json()) as { id: string }).id;
    });
    await page.goto(`${server.url}/motor/`);
    await arrive(page, '/incident-scope');
    await page.getByRole('button', { name: 'English' }).click();
    await page.locator('html[lang="en"]').waitFor();
    await chooseCard(page, 'My vehicle was damaged');
    await continueTo(page, '/general-info', 'Continue');
    expect(updates.length).toBeGreaterThan(0);
    for (const body of updates) expect(body).toMatchObject({ meta: { locale: 'en' } });
    expect(reportId).toBeDefined();
    const pdf = await apiClient(server.app).call({
      method: 'GET',
      url: `/v1/incident-report/${reportId}/summary.pdf`,
      headers: { 'accept-language': 'sk' },
    });
    expect(pdf.status).toBe(200);
    expect(flat(await extractText(pdf.raw.rawPayload))).toContain(PDF_TITLE.en);
    expect(problems).toEqual([]);
    await close();
  });

  it('does not load react-pdf or the pdf.js worker on other screens', async () => {
    const { page, close } = await newPage(browser);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${server.url}/motor/`);
    await arrive(page, '/incident-scope');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(requests.filter((url) => /pdf\.worker|SummaryPreview/.test(url))).toEqual([]);
    await close();
  });
});
