import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../support/api.ts';
import { scope1CascoSteps } from '../support/journey-data.ts';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, newPage, type Browser } from './support/browser.ts';
import { startE2eServer } from './support/server.ts';
import { arrive } from './support/wizard.ts';

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
