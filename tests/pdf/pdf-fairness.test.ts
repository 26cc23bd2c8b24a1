import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRenderPool, MAX_WAITING_RENDERS_PER_CLIENT } from '../../server/pdf/render-pool.ts';
import { createSummaryPdfService, setSummaryPdfService, type SummaryPdfService } from '../../server/pdf/summary-pdf.ts';
import { apiClient } from '../support/api.ts';
import { renderingDatabaseModes } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createScopeReport, SCOPE_CASES } from './support/scope-reports.ts';

/** One client downloading many PDFs at once (DECISIONS D30): the address its proxy names. */
const LOOPING_CLIENT = '198.51.100.7';
const OTHER_REPORTER = '203.0.113.20';
const LOOPING_DOWNLOADS = 10;

describe.each(renderingDatabaseModes)("one client's PDF downloads and another reporter's first PDF (%s)", (mode) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let service: SummaryPdfService;
  let previous: SummaryPdfService | undefined;

  beforeAll(async () => {
    // Behind a proxy, as deployed: the client is the address X-Forwarded-For names.
    server = await startTestServer(mode, { TRUST_PROXY: 'true' });
    api = apiClient(server.app);
    previous = setSummaryPdfService(undefined);
  });
  // One worker, as on a small machine: the order in which renders start is then the order in which
  // they finish. Not warmed up, so the first render (the worker loading react-pdf) holds the worker
  // while the other downloads of the first client queue up.
  beforeEach(() => {
    service = createSummaryPdfService({ pool: createRenderPool({ size: 1 }) });
    setSummaryPdfService(service);
  });
  afterEach(() => service.close());
  afterAll(async () => {
    setSummaryPdfService(previous);
    await server?.close();
  });

  const getPdf = (id: string, client: string, headers: Record<string, string> = {}) =>
    api.call({ method: 'GET', url: `/v1/incident-report/${id}/summary.pdf`, headers: { 'x-forwarded-for': client, ...headers } });

  it("serves another reporter's PDF before the backlog of a client downloading many, and refuses that client's excess with 429", async () => {
    const loopingIds = await Promise.all(Array.from({ length: LOOPING_DOWNLOADS }, () => api.create()));
    const reporterId = await api.create();
    // A report of the looping client's not yet asked for (one being rendered would share that render).
    const oneMoreId = await api.create();

    const finished: string[] = [];
    const download = (id: string, client: string, name: string, headers?: Record<string, string>) =>
      getPdf(id, client, headers).then((response) => {
        finished.push(name);
        return response;
      });
    const looping = loopingIds.map((id, index) => download(id, LOOPING_CLIENT, `A${index + 1}`));
    // The looping client's share of the queue is full before the other reporter asks.
    await expect.poll(() => service.pool.waiting, { timeout: 10_000, interval: 5 }).toBeGreaterThanOrEqual(MAX_WAITING_RENDERS_PER_CLIENT);
    const english = getPdf(oneMoreId, LOOPING_CLIENT, { 'accept-language': 'en' });
    const reporter = download(reporterId, OTHER_REPORTER, 'B');

    const reporterResponse = await reporter;
    expect(reporterResponse.status).toBe(200);
    expect(reporterResponse.headers['content-type']).toBe('application/pdf');
    const loopingResponses = await Promise.all(looping);
    const served = loopingResponses.flatMap((response, index) => (response.status === 200 ? [`A${index + 1}`] : []));
    // Its render started as soon as the worker was free: every download of the looping client that
    // was waiting then finished after it (a first-come queue served it last).
    const servedAfter = served.filter((name) => finished.indexOf(name) > finished.indexOf('B'));
    expect(servedAfter.length, `finished in the order ${finished.join(', ')}`).toBeGreaterThanOrEqual(MAX_WAITING_RENDERS_PER_CLIENT - 1);

    // The looping client's downloads beyond its share were refused at once, in its language.
    const refused = loopingResponses.filter((response) => response.status !== 200);
    expect(refused.length).toBeGreaterThan(0);
    for (const response of refused) {
      expect(response.status).toBe(429);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body).toEqual({
        code: 'TOO_MANY_PDFS',
        message: 'Niekoľko vašich súhrnov v PDF sa práve pripravuje. Skúste to, prosím, o chvíľu.',
      });
    }
    const englishResponse = await english;
    expect(englishResponse.status).toBe(429);
    expect(englishResponse.body).toEqual({
      code: 'TOO_MANY_PDFS',
      message: 'Several of your PDF summaries are being made. Please try again in a moment.',
    });
  });

  it("still attaches the PDF to a completion e-mail when the saving client's share of waiting renders is full", async () => {
    const id = await createScopeReport(api, { ...SCOPE_CASES[0]!, uploads: [] });
    expect((await api.update(id, { parties: { reporter: { email: 'plny.podiel@example.sk' } } })).status).toBe(200);
    // The api client's requests come from 127.0.0.1 (no X-Forwarded-For): the same client.
    const drafts = await Promise.all(Array.from({ length: 1 + MAX_WAITING_RENDERS_PER_CLIENT }, () => api.create()));
    const downloads = drafts.map((draft) => getPdf(draft, '127.0.0.1'));
    await expect.poll(() => service.pool.waiting, { timeout: 10_000, interval: 5 }).toBeGreaterThanOrEqual(MAX_WAITING_RENDERS_PER_CLIENT);

    expect((await api.save(id)).status).toBe(200);
    await server.app.afterResponseSettled();
    for (const download of await Promise.all(downloads)) expect(download.status).toBe(200);
    const mail = await mailTo(server.dataDir, 'plny.podiel@example.sk');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

async function mailTo(dataDir: string, to: string) {
  const dir = path.join(dataDir, 'outbox', 'mail');
  for (const file of await readdir(dir)) {
    const mail = await simpleParser(await readFile(path.join(dir, file)));
    if ((Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text) === to) return mail;
  }
  throw new Error(`no e-mail to ${to}`);
}
