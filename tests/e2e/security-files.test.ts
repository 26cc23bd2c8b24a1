import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFigure } from '../support/fault-scale.ts';
import { createReport, startCanary, upload, type Canary } from '../security/files-support.ts';
import type { Request } from 'playwright-core';
import { launchBrowser, newPage, type Browser, type Page } from './support/browser.ts';
import { TINY_JPEG } from './support/full-journey.ts';
import {
  answer,
  attachPhoto,
  chooseWhatHappened,
  confirmedNumbers,
  describeIncident,
  fillNewBankAccount,
  fillReporter,
  fillResponsibleParty,
  openWizard,
  pickIncidentAddress,
  reportIdOnConfirm,
  sendReport,
  type Reporter,
} from './support/full-journey-others.ts';
import { startE2eServer } from './support/server.ts';
import { arrive, chooseCard, continueTo, routeOf } from './support/wizard.ts';

/**
 * The browser side of the file and header security, in real Chromium on the real server:
 * - polyglots (ASVS 5.4.1): a JPEG that is also an HTML page and a PDF that is also HTML and
 *   carries JavaScript, opened through view-attachment as the attachment links open them (a new
 *   tab) and embedded by the app's own page: answered as downloads with nosniff and a sandbox CSP,
 *   and no script of theirs ever runs (a loopback canary they would call counts 0 connections);
 * - headers and XSS (ASVS 3.4.x): a whole journey (scope 34, an injury, a new account with the
 *   holder's birth number, a photo) to /confirm with its PDF preview, collecting every
 *   `securitypolicyviolation` and console error: 0;
 * - browser storage (ASVS 14.3.3): local and session storage (and cookies, IndexedDB names) dumped
 *   after every step and after the save: no name, national id, IBAN, contact or health data; the
 *   drafts list holds only ids and dates.
 */

type Server = Awaited<ReturnType<typeof startE2eServer>>;

const JOURNEY_TIMEOUT = 120_000;

/** What a polyglot's script does when it runs: calls the canary, marks its opener/parent, retitles. */
function payload(canaryUrl: string, tag: string): string {
  return (
    `<html><body><img src="${canaryUrl}/${tag}-img"><script>` +
    `fetch("${canaryUrl}/${tag}-fetch",{mode:"no-cors"});new Image().src="${canaryUrl}/${tag}-script-img";` +
    `try{(window.opener||window.parent).__pwned=(window.opener||window.parent).__pwned||[];(window.opener||window.parent).__pwned.push("${tag}")}catch(e){}` +
    `document.title="PWNED";</script></body></html>`
  );
}

/** A valid JPEG (TINY_JPEG) with the page in a comment segment and again after the image's end. */
function jpegHtmlPolyglot(canaryUrl: string): Buffer {
  const html = Buffer.from(payload(canaryUrl, 'jpeg'));
  const comment = Buffer.alloc(4);
  comment.writeUInt16BE(0xfffe, 0);
  comment.writeUInt16BE(html.length + 2, 2);
  // TINY_JPEG: SOI (2 bytes), then APP0 (JFIF) of 2 + 16 bytes; the comment goes right after it.
  const app0End = 4 + TINY_JPEG.readUInt16BE(4);
  return Buffer.concat([TINY_JPEG.subarray(0, app0End), comment, html, TINY_JPEG.subarray(app0End), html]);
}

/** A valid PDF whose second line is an HTML page and whose OpenAction is JavaScript calling the canary. */
function pdfHtmlJsPolyglot(canaryUrl: string): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      `%${payload(canaryUrl, 'pdf')}`,
      '1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
      `4 0 obj << /S /JavaScript /JS (app.launchURL\\("${canaryUrl}/pdf-js", true\\); this.submitForm\\("${canaryUrl}/pdf-submit"\\);) >> endobj`,
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );
}

describe('file and header security in Chromium', () => {
  let server: Server;
  let browser: Browser;
  let canary: Canary;

  beforeAll(async () => {
    canary = await startCanary();
    server = await startE2eServer({ TRUST_PROXY: 'true' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await canary?.close();
  });

  it('polyglots (JPEG+HTML, PDF+HTML+JS) opened through view-attachment: downloads, nosniff, sandbox; 0 scripts run', async () => {
    const id = await createReport(server.app);
    const polyglots = [
      { name: 'fotka-nehody.jpg', content: jpegHtmlPolyglot(canary.url), type: 'image/jpeg' },
      { name: 'zapisnica.pdf', content: pdfHtmlJsPolyglot(canary.url), type: 'application/pdf' },
    ];
    const urls: string[] = [];
    for (const polyglot of polyglots) {
      // Both are what their names say (a JPEG, a PDF): the server accepts them, and must serve them safely.
      const stored = await upload(server.app, id, polyglot.content, { fileName: polyglot.name });
      expect(stored.status, JSON.stringify(stored.body)).toBe(201);
      expect(stored.body.contentType).toBe(polyglot.type);
      urls.push(`/v1/incident-report/${id}/view-attachment/${stored.body.id}`);
    }

    // The control: the same bytes served as a page without those headers do run (the canary hears them).
    const control = await serveAsHtml(polyglots[0]!.content);
    const { page, close } = await newPage(browser);
    try {
      const controlTab = await page.context().newPage();
      await controlTab.goto(control.url);
      await expect.poll(() => canary.connections(), { timeout: 5000 }).toBeGreaterThan(0);
      expect(await controlTab.title()).toBe('PWNED');
      await controlTab.close();
      await control.close();
      const controlHits = canary.connections();
      const before = canary.requests().length;

      await page.goto(`${server.url}/motor/`);
      await arrive(page, '/incident-scope');
      const headerLines: string[] = [];
      for (const [index, url] of urls.entries()) {
        // The headers as the browser gets them.
        const headers = await page.evaluate(async (href) => Object.fromEntries((await fetch(href)).headers.entries()), url);
        expect(headers['content-disposition'], url).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/);
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['content-security-policy']).toMatch(/^sandbox(;|$)/);
        expect(headers['content-type']).toBe(polyglots[index]!.type);
        headerLines.push(
          `${polyglots[index]!.name}: ${headers['content-disposition']!.split(';')[0]}, nosniff, CSP "${headers['content-security-policy']}"`,
        );

        // Opened as the attachment link opens it: a new tab, which gets a download, not a page.
        const tab = await page.context().newPage();
        const download = tab.waitForEvent('download', { timeout: 10_000 });
        await tab.goto(`${server.url}${url}`).catch(() => undefined);
        const file = await download;
        expect(file.suggestedFilename()).toBe(polyglots[index]!.name);
        expect(await tab.title()).not.toBe('PWNED');
        await tab.close();
      }

      // Embedded by the app's own page in every way a page can pull a file in, and waited for until
      // each has come and been dealt with: a script or an image fires load or error; a frame's
      // (and the PDF embed's) document ends as a download, never shown; no request for them is left.
      const asDocument = new Map<string, number>();
      const open = new Set<Request>();
      const attachmentPath = (request: Request) => urls.find((url) => request.url().endsWith(url));
      page.on('request', (request) => {
        if (attachmentPath(request)) open.add(request);
      });
      const ended = (request: Request) => {
        open.delete(request);
        const url = attachmentPath(request);
        if (url && request.resourceType() === 'document') asDocument.set(url, (asDocument.get(url) ?? 0) + 1);
      };
      page.on('requestfinished', ended);
      page.on('requestfailed', ended);
      const scriptsAndImages = await page.evaluate(
        (hrefs) =>
          Promise.all(
            hrefs.flatMap((href) =>
              (['iframe', 'script', 'img', 'embed'] as const).flatMap((tag) => {
                const element = document.createElement(tag);
                const settled =
                  tag === 'script' || tag === 'img'
                    ? [
                        new Promise<string>((resolve) => {
                          element.addEventListener('load', () => resolve(`${tag} loaded`));
                          element.addEventListener('error', () => resolve(`${tag} refused`));
                        }),
                      ]
                    : [];
                element.src = href;
                document.body.append(element);
                return settled;
              }),
            ),
          ),
        urls,
      );
      // nosniff: neither file runs as a script.
      expect(scriptsAndImages.filter((outcome) => outcome.startsWith('script'))).toEqual(['script refused', 'script refused']);
      await expect.poll(() => urls.map((url) => (asDocument.get(url) ?? 0) > 0)).toEqual(urls.map(() => true));
      await expect.poll(() => open.size).toBe(0);
      const pwned = await page.evaluate(() => (window as unknown as { __pwned?: string[] }).__pwned ?? []);
      const title = await page.title();
      const hits = canary.requests().slice(before);
      reportFigure('polyglots: headers on view-attachment', headerLines.join(' | '));
      reportFigure(
        'polyglots: scripts run / canary requests (control page without the headers)',
        `${pwned.length} / ${hits.length} (control: ${controlHits} connections)`,
      );
      expect(pwned).toEqual([]);
      expect(title).not.toBe('PWNED');
      expect(hits).toEqual([]);
    } finally {
      await close();
    }
  });

  const ANNA: Reporter = { firstName: 'Anna', lastName: 'Bieliková', email: 'anna.bielikova@example.sk', phone: '903 444 555' };
  const BIRTH_NUMBER = '800101/0006';
  const IBAN = 'SK89 7500 0000 0000 1234 5671';
  const INJURY = 'Odreté koleno a pomliaždené rameno.';
  const DESCRIPTION = 'Auto vošlo na chodník, zrazilo ma a poškodilo môj bicykel.';

  it(
    'a whole journey to /confirm: 0 CSP violations, 0 console errors; storage after every step holds no personal data, drafts only ids and dates',
    async () => {
      const { page, problems, close } = await newPage(browser);
      const violations: string[] = [];
      await page.context().exposeBinding('__cspViolation', (_source, violation: string) => {
        violations.push(violation);
      });
      await page.context().addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { __cspViolation(text: string): void }).__cspViolation(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
          );
        });
      });
      const dumps: Array<{ step: string; dump: StorageDump }> = [];
      const dump = async (step: string) => dumps.push({ step, dump: await storageOf(page) });
      let reportId = '';

      try {
        await openWizard(page, server);
        await dump('/incident-scope');
        await chooseWhatHappened(page, [3, 4], '/reporter-details');
        await dump(routeOf(page));
        await fillReporter(page, ANNA, '/responsible-party-details');
        await dump(routeOf(page));
        await fillResponsibleParty(page, { policy: '4010000098' }, '/incident-map');
        await dump(routeOf(page));
        await pickIncidentAddress(page, 'Nitra', 'Štefánikova', '/incident-details');
        await dump(routeOf(page));
        await describeIncident(page, DESCRIPTION);
        await chooseCard(page, 'Zranenie');
        await page.getByLabel(/Popíšte zranenie/).fill(INJURY);
        await answer(page, 'Vyšetruje udalosť polícia?', true);
        await answer(page, 'Spísali účastníci spoločný záznam o nehode?', false);
        await answer(page, 'Spísala nehodu polícia?', true);
        await dump('/incident-details (filled in)');
        await continueTo(page, '/additional-bank');
        await dump(routeOf(page));
        await page.getByLabel('IBAN', { exact: true }).fill(IBAN);
        await page.getByLabel(/^Rodné číslo majiteľa účtu/).fill(BIRTH_NUMBER);
        await dump('/additional-bank (filled in)');
        await fillNewBankAccount(page, { iban: IBAN, holderBirthNumber: BIRTH_NUMBER }, '/additional-attachments');
        await dump(routeOf(page));
        await attachPhoto(page, 'koleno.png');
        await dump('/additional-attachments (photo attached)');
        await continueTo(page, '/summary');
        await dump(routeOf(page));
        const save = await sendReport(page);
        expect(save.status, JSON.stringify(save.body)).toBe(200);
        await arrive(page, '/confirm');
        expect(await confirmedNumbers(page)).toHaveLength(2);
        reportId = await reportIdOnConfirm(page);
        // The PDF preview (pdf.js and its worker) is part of the page's policy too.
        await page.locator('.pdf-preview canvas').waitFor();
        // Drawn: pdf.js has fetched and run all it needs for the page.
        await page.waitForFunction(() => {
          const canvas = document.querySelector<HTMLCanvasElement>('.pdf-preview canvas');
          const pixels = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
          return pixels?.some((value, index) => index % 4 !== 3 && value < 128) ?? false;
        });
        await dump('/confirm (after save)');
      } catch (error) {
        throw new Error(
          `${(error as Error).message}\nat ${page.url()}\nproblems: ${problems.join('; ')}\nviolations: ${violations.join('; ')}`,
          { cause: error },
        );
      } finally {
        await close();
      }

      // The ids the drafts list held on the way.
      const reportIds = new Set<string>();
      const personal = [
        ANNA.firstName,
        ANNA.lastName,
        ANNA.email,
        ANNA.phone,
        '903444555',
        BIRTH_NUMBER,
        '8001010006',
        IBAN,
        INJURY,
        DESCRIPTION,
        'Štefánikova',
      ];
      const needles = personal.map((text) => text.replace(/\s+/g, '').toLowerCase());
      const leaks: string[] = [];
      const draftProblems: string[] = [];
      for (const { step, dump: state } of dumps) {
        const haystack = JSON.stringify(state).replace(/\s+/g, '').toLowerCase();
        // The stored JSON escapes non-ASCII letters as they are; compare both raw and escaped forms.
        for (const [index, needle] of needles.entries()) {
          if (haystack.includes(needle) || haystack.includes(JSON.stringify(needle).slice(1, -1)))
            leaks.push(`${step}: ${personal[index]}`);
        }
        const drafts = state.local['motor.drafts'];
        if (drafts !== undefined) {
          const list = JSON.parse(drafts) as Array<Record<string, unknown>>;
          for (const draft of list) {
            if (Object.keys(draft).sort().join(',') !== 'createdAt,id') draftProblems.push(`${step}: ${JSON.stringify(draft)}`);
            if (!/^[A-Za-z0-9_-]{24}$/.test(String(draft.id)) || Number.isNaN(Date.parse(String(draft.createdAt))))
              draftProblems.push(`${step}: ${JSON.stringify(draft)}`);
            reportIds.add(String(draft.id));
          }
        }
        const unknownKeys = Object.keys(state.local).filter((key) => !['motor.drafts', 'motor.locale'].includes(key));
        if (unknownKeys.length > 0 || Object.keys(state.session).length > 0) {
          // Any other key is allowed only if it holds nothing personal (checked above); list it in the figure.
          reportFigure(
            `storage keys besides drafts and locale at ${step}`,
            `${unknownKeys.join(', ')} | session: ${Object.keys(state.session).join(', ')}`,
          );
        }
      }
      const last = dumps.at(-1)!.dump;
      reportFigure('journey: CSP violations / console errors', `${violations.length} / ${problems.length}`);
      reportFigure(
        'browser storage: dumps / personal values found / dumps listing a draft',
        `${dumps.length} / ${leaks.length} / ${dumps.filter(({ dump: state }) => state.local['motor.drafts']).length}`,
      );
      reportFigure('browser storage after save', JSON.stringify(last));
      expect(violations).toEqual([]);
      expect(problems).toEqual([]);
      expect(leaks).toEqual([]);
      expect(draftProblems).toEqual([]);
      // The open report was listed as a draft on the way (its id and date only) and left the list once saved.
      expect([...reportIds]).toEqual([reportId]);
      expect(last.local['motor.drafts']).toBeUndefined();
      expect(last.cookies).toBe('');
    },
    JOURNEY_TIMEOUT,
  );
});

interface StorageDump {
  local: Record<string, string>;
  session: Record<string, string>;
  cookies: string;
  indexedDb: string[];
}

async function storageOf(page: Page): Promise<StorageDump> {
  return page.evaluate(async () => {
    const all = (storage: Storage) =>
      Object.fromEntries(Array.from({ length: storage.length }, (_, i) => storage.key(i)!).map((key) => [key, storage.getItem(key) ?? '']));
    const databases = 'databases' in indexedDB ? await indexedDB.databases() : [];
    return {
      local: all(localStorage),
      session: all(sessionStorage),
      cookies: document.cookie,
      indexedDb: databases.map((db) => db.name ?? ''),
    };
  });
}

/** The control for the polyglot test: the bytes served as an HTML page without any protective header. */
async function serveAsHtml(content: Buffer): Promise<{ url: string; close(): Promise<void> }> {
  const server: HttpServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(content);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
