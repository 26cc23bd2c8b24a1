import { afterEach, describe, expect, it } from 'vitest';
import type { IncidentReport } from '../../src/domain/report.ts';
import { PdfCache } from '../../server/pdf/pdf-cache.ts';
import { createRenderPool, PdfRendererBusy, PdfRenderFailed, type RenderPool } from '../../server/pdf/render-pool.ts';
import { loadConfig } from '../../server/config.ts';
import { createSummaryPdfService, summaryCacheKey } from '../../server/pdf/summary-pdf.ts';
import { extractText, flat } from './support/pdf-tools.ts';

const report = {
  meta: { id: 'PoolTestPoolTestPoolTest', context: 'WEB', version: 1, createdAt: '2026-05-10T08:00:00Z', updatedAt: '2026-05-10T08:00:00Z', saved: null },
  parties: { reporter: { firstName: 'Ľubomír', lastName: 'Šťastný' } },
  incident: { scopesOfDamage: [{ objectId: 3 }], date: '2026-05-10' },
  attachments: [],
  availableBankAccounts: [],
} as unknown as IncidentReport;
const input = { report, dataMatrixPrefix: 'MOTOR', generatedAt: '2026-05-10T10:00:00Z' };

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
    const first = await renderer.render(input);
    expect(flat(await extractText(first))).toContain('Ľubomír Šťastný');
    await renderer.render(input);
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
    expect(flat(await extractText(await renderer.render(named('Ľubomír', 'Ťažký'))))).toContain('Ľubomír Ťažký');
    for (const lastName of ['Lipták', 'Lukáč']) {
      expect(flat(await extractText(await renderer.render(named('Lukáš', lastName))))).toContain(`Lukáš ${lastName}`);
    }
    expect(renderer.workersStarted).toBe(1);
  });

  it('fails the job of a worker that dies, and starts a new worker for the next', async () => {
    const renderer = pool({ workerUrl: new URL('./fixtures/dying-worker.mjs', import.meta.url) });
    const failure = await renderer.render(input).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PdfRenderFailed);
    expect((failure as PdfRenderFailed).reason).toBe('worker-died');
    await expect(renderer.render(input)).rejects.toBeInstanceOf(PdfRenderFailed);
    expect(renderer.workersStarted).toBe(2);
  });

  it('gives up a render that hangs and replaces its worker', async () => {
    const renderer = pool({ workerUrl: new URL('./fixtures/hanging-worker.mjs', import.meta.url), timeoutMs: 300 });
    const failure = await renderer.render(input).catch((error: unknown) => error);
    expect((failure as PdfRenderFailed).reason).toBe('timeout');
    await renderer.render(input).catch(() => undefined);
    expect(renderer.workersStarted).toBe(2);
  });

  it('refuses at once when too many renders wait', async () => {
    const renderer = pool({ workerUrl: new URL('./fixtures/hanging-worker.mjs', import.meta.url), timeoutMs: 2_000, maxQueue: 2 });
    const jobs = [renderer.render(input), renderer.render(input), renderer.render(input)].map((job) => job.catch((error: unknown) => error));
    // One runs, two wait; the fourth finds the queue full.
    await expect(renderer.render(input)).rejects.toBeInstanceOf(PdfRendererBusy);
    await renderer.close();
    for (const outcome of await Promise.all(jobs)) expect(outcome).toBeInstanceOf(Error);
  });
});

describe('the summary PDF service', () => {
  it('renders a report version once, and shares one render among concurrent requests', async () => {
    const renderer = pool();
    const service = createSummaryPdfService({ pool: renderer });
    const [a, b] = await Promise.all([service.pdfFor(report), service.pdfFor(report)]);
    expect(a.equals(b)).toBe(true);
    await service.pdfFor(structuredClone(report));
    expect(renderer.renderCount).toBe(1);
    await service.pdfFor({ ...report, meta: { ...report.meta, version: 2 } });
    expect(renderer.renderCount).toBe(2);
  });

  it('keys the cache by id, version, status and content', () => {
    const key = summaryCacheKey(report, 'MOTOR');
    expect(key).toMatch(/^PoolTestPoolTestPoolTest:v1:draft:[A-Za-z0-9_-]{22}$/);
    expect(summaryCacheKey({ ...report, attachments: [{ id: 'x'.repeat(16), type: 'PHOTO_DOC', clientName: 'a.jpg', size: 1, contentType: 'image/jpeg' }] }, 'MOTOR')).not.toBe(key);
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
