import { afterEach, describe, expect, it } from 'vitest';
import type { IncidentReport } from '../../src/domain/report.ts';
import { PdfCache } from '../../server/pdf/pdf-cache.ts';
import {
  createRenderPool,
  MAX_WAITING_RENDERS_PER_CLIENT,
  PdfClientQueueFull,
  PdfRendererBusy,
  PdfRenderFailed,
  type RenderPool,
} from '../../server/pdf/render-pool.ts';
import { loadConfig } from '../../server/config.ts';
import { createSummaryPdfService, summaryCacheKey } from '../../server/pdf/summary-pdf.ts';
import { extractText, flat } from './support/pdf-tools.ts';

const report = {
  meta: {
    id: 'PoolTestPoolTestPoolTest',
    context: 'WEB',
    version: 1,
    createdAt: '2026-05-10T08:00:00Z',
    updatedAt: '2026-05-10T08:00:00Z',
    saved: null,
  },
  parties: { reporter: { firstName: 'Ľubomír', lastName: 'Šťastný' } },
  incident: { scopesOfDamage: [{ objectId: 3 }], date: '2026-05-10' },
  attachments: [],
  availableBankAccounts: [],
} as unknown as IncidentReport;
const input = { report, dataMatrixPrefix: 'MOTOR', generatedAt: '2026-05-10T10:00:00Z' };
const CLIENT = '192.0.2.1';

let pools: RenderPool[] = [];
const pool = (options: Parameters<typeof createRenderPool>[0] = {}) => {
  const created = createRenderPool(options);
  pools.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(pools.map((item) => item.close()));
  pools = [];
});

describe('the render worker pool', () => {
  it('renders in a worker thread and keeps that worker for the next render', async () => {
    const renderer = pool();
    const first = await renderer.render(input, CLIENT);
    expect(flat(await extractText(first))).toContain('Ľubomír Šťastný');
    await renderer.render(input, CLIENT);
    expect(renderer.renderCount).toBe(2);
    expect(renderer.workersStarted).toBe(1);
  });

  it('keeps every letter in the documents after one that embedded "Ľ"', async () => {
    // Embedding "Ľ" makes fontkit cache its component "L" without a character: a later document
    // printed "Lukáš" as text that copies and searches as "ukáš".
    const renderer = pool();
    const named = (firstName: string, lastName: string) => ({
      ...input,
      report: { ...report, parties: { reporter: { firstName, lastName } } } as IncidentReport,
    });
    expect(flat(await extractText(await renderer.render(named('Ľubomír', 'Ťažký'), CLIENT)))).toContain('Ľubomír Ťažký');
    for (const lastName of ['Lipták', 'Lukáč']) {
      expect(flat(await extractText(await renderer.render(named('Lukáš', lastName), CLIENT)))).toContain(`Lukáš ${lastName}`);
    }
    expect(renderer.workersStarted).toBe(1);
  });

  it('fails the job of a worker that dies, and starts a new worker for the next', async () => {
    const renderer = pool({ workerUrl: new URL('./fixtures/dying-worker.mjs', import.meta.url) });
    const failure = await renderer.render(input, CLIENT).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PdfRenderFailed);
    expect((failure as PdfRenderFailed).reason).toBe('worker-died');
    await expect(renderer.render(input, CLIENT)).rejects.toBeInstanceOf(PdfRenderFailed);
    expect(renderer.workersStarted).toBe(2);
  });

  it('gives up a render that hangs and replaces its worker', async () => {
    const renderer = pool({ workerUrl: new URL('./fixtures/hanging-worker.mjs', import.meta.url), timeoutMs: 300 });
    const failure = await renderer.render(input, CLIENT).catch((error: unknown) => error);
    expect((failure as PdfRenderFailed).reason).toBe('timeout');
    await renderer.render(input, CLIENT).catch(() => undefined);
    expect(renderer.workersStarted).toBe(2);
  });

  it('refuses at once when too many renders wait', async () => {
    const renderer = pool({ size: 1, workerUrl: new URL('./fixtures/hanging-worker.mjs', import.meta.url), timeoutMs: 2_000, maxQueue: 2 });
    const jobs = [renderer.render(input, CLIENT), renderer.render(input, CLIENT), renderer.render(input, CLIENT)].map((job) =>
      job.catch((error: unknown) => error),
    );
    // One runs, two wait; the fourth finds the queue full.
    await expect(renderer.render(input, CLIENT)).rejects.toBeInstanceOf(PdfRendererBusy);
    await renderer.close();
    for (const outcome of await Promise.all(jobs)) expect(outcome).toBeInstanceOf(Error);
  });
});

describe('the render queue, in turns per client (D30)', () => {
  const echoWorker = new URL('./fixtures/echo-worker.mjs', import.meta.url);
  const hangingWorker = new URL('./fixtures/hanging-worker.mjs', import.meta.url);
  const job = (id: string) => ({ ...input, report: { ...report, meta: { ...report.meta, id } } as IncidentReport });

  /** Asks for each [client, id] at once (in this order) and answers the ids in the order they were rendered. */
  async function renderOrder(renderer: RenderPool, asks: Array<[client: string, id: string]>): Promise<string[]> {
    const order: string[] = [];
    await Promise.all(asks.map(([client, id]) => renderer.render(job(id), client).then((pdf) => order.push(pdf.toString()))));
    return order;
  }

  it("starts a newly arriving client's render next, before the backlog of a client with many waiting", async () => {
    const renderer = pool({ size: 1, workerUrl: echoWorker });
    const order = await renderOrder(renderer, [
      ['198.51.100.1', 'A1'],
      ['198.51.100.1', 'A2'],
      ['198.51.100.1', 'A3'],
      ['198.51.100.1', 'A4'],
      ['203.0.113.9', 'B1'],
    ]);
    expect(order).toEqual(['A1', 'B1', 'A2', 'A3', 'A4']);
  });

  it('serves clients with renders waiting in turns, newcomers before those already served', async () => {
    const renderer = pool({ size: 1, workerUrl: echoWorker });
    const order = await renderOrder(renderer, [
      ['A', 'A1'],
      ['A', 'A2'],
      ['A', 'A3'],
      ['A', 'A4'],
      ['B', 'B1'],
      ['B', 'B2'],
      ['B', 'B3'],
      ['C', 'C1'],
    ]);
    expect(order).toEqual(['A1', 'B1', 'C1', 'A2', 'B2', 'A3', 'B3', 'A4']);
  });

  it(`lets one client have ${MAX_WAITING_RENDERS_PER_CLIENT} renders waiting, refuses its next at once, and still takes another client's`, async () => {
    const renderer = pool({ size: 1, workerUrl: hangingWorker, timeoutMs: 5_000 });
    // The first starts (and hangs); the next MAX_WAITING_RENDERS_PER_CLIENT wait.
    const accepted = Array.from({ length: 1 + MAX_WAITING_RENDERS_PER_CLIENT }, () =>
      renderer.render(input, 'A').catch((error: unknown) => error),
    );
    expect(renderer.waiting).toBe(MAX_WAITING_RENDERS_PER_CLIENT);
    await expect(renderer.render(input, 'A')).rejects.toBeInstanceOf(PdfClientQueueFull);
    const other = renderer.render(input, 'B').catch((error: unknown) => error);
    expect(renderer.waiting).toBe(MAX_WAITING_RENDERS_PER_CLIENT + 1);
    // What the server owes (a completion e-mail's PDF) waits beyond the share.
    const owed = renderer.render(input, 'A', { queueBeyondShare: true }).catch((error: unknown) => error);
    expect(renderer.waiting).toBe(MAX_WAITING_RENDERS_PER_CLIENT + 2);
    await renderer.close();
    // Closing ends them all as errors; none of the accepted was refused as over the client's share.
    for (const outcome of await Promise.all([...accepted, other, owed])) {
      expect(outcome).toBeInstanceOf(Error);
      expect(outcome).not.toBeInstanceOf(PdfClientQueueFull);
    }
  });
});

describe('the summary PDF service', () => {
  it('renders a report version once, and shares one render among concurrent requests', async () => {
    const renderer = pool();
    const service = createSummaryPdfService({ pool: renderer });
    const [a, b] = await Promise.all([service.pdfFor(report, CLIENT), service.pdfFor(report, CLIENT)]);
    expect(a.equals(b)).toBe(true);
    await service.pdfFor(structuredClone(report), CLIENT);
    expect(renderer.renderCount).toBe(1);
    await service.pdfFor({ ...report, meta: { ...report.meta, version: 2 } }, CLIENT);
    expect(renderer.renderCount).toBe(2);
    // The same version in the other language is another PDF (D26), rendered once too.
    await service.pdfFor(report, CLIENT, { locale: 'en' });
    await service.pdfFor(report, CLIENT, { locale: 'en' });
    expect(renderer.renderCount).toBe(3);
  });

  it('keys the cache by id, version, status, language, content and the verified policies', () => {
    const key = summaryCacheKey(report, 'MOTOR');
    expect(key).toMatch(/^PoolTestPoolTestPoolTest:v1:draft:sk:[A-Za-z0-9_-]{22}$/);
    expect(summaryCacheKey(report, 'MOTOR', 'en')).not.toBe(key);
    // A policy found in the register since (or one no longer there) is a PDF of its own.
    expect(summaryCacheKey(report, 'MOTOR', 'sk', [{ policyId: '4010000011', product: 'PZP', holder: 'own' }])).not.toBe(key);
    expect(
      summaryCacheKey(
        { ...report, attachments: [{ id: 'x'.repeat(16), type: 'PHOTO_DOC', clientName: 'a.jpg', size: 1, contentType: 'image/jpeg' }] },
        'MOTOR',
      ),
    ).not.toBe(key);
    expect(summaryCacheKey(report, 'OTHER')).not.toBe(key);
  });

  it('evicts the least recently used PDFs beyond its bounds', () => {
    const cache = new PdfCache(2, 1000);
    cache.set('a', Buffer.alloc(10));
    cache.set('b', Buffer.alloc(10));
    cache.get('a');
    cache.set('c', Buffer.alloc(10));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, true]);
    cache.set('big', Buffer.alloc(995));
    expect(cache.size).toBe(1);
  });

  it('reads DATAMATRIX_PREFIX, refusing separators', () => {
    expect(loadConfig({}).dataMatrixPrefix).toBe('MOTOR');
    expect(loadConfig({ DATAMATRIX_PREFIX: 'POI-SK1' }).dataMatrixPrefix).toBe('POI-SK1');
    expect(() => loadConfig({ DATAMATRIX_PREFIX: 'A_B' })).toThrow(/DATAMATRIX_PREFIX must be/);
    expect(() => loadConfig({ DATAMATRIX_PREFIX: 'A;B' })).toThrow(/DATAMATRIX_PREFIX must be/);
  });
});
