/**
 * The reporter's confirmation e-mail is owed from the moment the save commits (DESIGN.md §2): a
 * renderer too busy to take its PDF, an SMTP server that is down, or a server killed between the
 * save and the e-mail delays it and never drops it or its PDF. Each e-mail carries a Message-ID
 * derived from its report, so one transmitted twice (the server took it, its answer was lost) is
 * recognisably one message.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { BroadcastChannel } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { createRenderPool } from '../../server/pdf/render-pool.ts';
import { createSummaryPdfService, setSummaryPdfService, summaryPdfService } from '../../server/pdf/summary-pdf.ts';
import { completionMessageId, createCompletionMails } from '../../server/services/completion-mail.ts';
import type { JobLog } from '../../server/services/leased-jobs.ts';
import { databaseModes, isolatedPostgres } from '../support/databases.ts';
import { reportFigure, scale } from '../support/fault-scale.ts';
import { readMails, type ReadMail } from '../support/mail.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startSmtpServer, type SmtpServer } from '../support/smtp.ts';
import { completeScope1Update, createFilledReport, incidentDateNumber, nextClientAddress } from './support/reports.ts';
import { startServerProcess, tempDataDir, type ServerProcess } from './support/processes.ts';

const quietLog: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const COMPLETION_SUBJECT = 'Potvrdenie o prijatí hlásenia poistnej udalosti';

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not in ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** The gate of tests/pdf/fixtures/gated-worker.mjs: its renders wait until it opens. */
function renderGate() {
  const channel = new BroadcastChannel('render-gate');
  let isOpen = false;
  channel.onmessage = (event) => {
    if ((event as { data?: unknown }).data === 'state?' && isOpen) channel.postMessage('open');
  };
  return {
    open() {
      isOpen = true;
      channel.postMessage('open');
    },
    close: () => channel.close(),
  };
}

async function savedReport(app: FastifyInstance, day: number): Promise<string> {
  const address = nextClientAddress();
  const id = await createFilledReport(app, completeScope1Update(incidentDateNumber(day)), address);
  const saved = await app.inject({ method: 'POST', url: `/v1/incident-report/${id}/save`, remoteAddress: address });
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

const hasPdf = (mail: { attachments: Array<{ contentType: string; content: Buffer }> }) =>
  mail.attachments.length === 1 &&
  mail.attachments[0]!.contentType === 'application/pdf' &&
  mail.attachments[0]!.content.subarray(0, 5).toString() === '%PDF-';

const pendingMails = async (app: FastifyInstance) =>
  (await app.db.selectFrom('mail_outbox').select('id').where('sent_at', 'is', null).execute()).length;

describe.each(databaseModes)('confirmation e-mails on %s', (mode) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it(
    'a burst of saves while the renderer is saturated: every confirmation e-mail arrives with its PDF',
    async () => {
      const BURST = scale(80, 366);
      const gate = renderGate();
      cleanups.push(() => gate.close());
      // Two renders at once and 8 waiting, held until the gate opens: a renderer saturated by a burst.
      const pdfs = createSummaryPdfService({
        pool: createRenderPool({ size: 2, maxQueue: 8, workerUrl: new URL('../pdf/fixtures/gated-worker.mjs', import.meta.url) }),
      });
      const previous = setSummaryPdfService(pdfs);
      cleanups.push(async () => {
        setSummaryPdfService(previous);
        await pdfs.close();
      });
      const server: TestServer = await startTestServer(mode, {}, { captureLogs: true });
      cleanups.push(() => server.close());
      const { app } = server;

      // Other reporters' downloads fill the renderer; one more is refused (503).
      const downloaders = await Promise.all(
        Array.from({ length: 11 }, async (_, n) => {
          const address = nextClientAddress();
          return { address, id: await createFilledReport(app, completeScope1Update(incidentDateNumber(900 + n)), address) };
        }),
      );
      const download = ({ id, address }: { id: string; address: string }) =>
        app.inject({ method: 'GET', url: `/v1/incident-report/${id}/summary.pdf`, remoteAddress: address });
      const downloads = downloaders.slice(0, 10).map(download);
      await waitFor(() => pdfs.pool.running === 2 && pdfs.pool.waiting === 8, 10_000, 'the renderer saturated');
      expect((await download(downloaders[10]!)).statusCode).toBe(503);

      // The burst: every save answers at once, and every e-mail waits for the renderer.
      const ids = await Promise.all(Array.from({ length: BURST }, (_, n) => savedReport(app, 200 + n)));
      await app.afterResponseSettled();
      expect(await readMails(server.dataDir), 'no e-mail goes without its PDF').toEqual([]);
      expect(await pendingMails(app)).toBe(BURST);
      const refusals = server.logLines.filter((line) => line.includes('completion e-mail not sent yet'));
      expect(refusals.length).toBeGreaterThanOrEqual(BURST);
      expect(refusals.every((line) => line.includes('"reason":"summary PDF: renderer busy"'))).toBe(true);
      expect(server.logLines.filter((line) => line.includes('unexpected'))).toEqual([]);

      // The burst is over: the downloads get their PDFs, and the e-mails theirs at their next attempt
      // (a clock a minute ahead instead of a minute's wait).
      gate.open();
      for (const answer of await Promise.all(downloads)) expect(answer.statusCode).toBe(200);
      const mails = createCompletionMails({
        db: app.db,
        mailer: app.mailer,
        i18n: app.i18n,
        pdf: () => pdfs,
        mailFrom: server.config.mailFrom,
        pollMs: 1000,
        log: quietLog,
        now: () => new Date(Date.now() + 60_000),
      });
      expect(await mails.runOnce()).toBe(BURST);
      expect(await mails.runOnce(), 'each e-mail is sent once').toBe(0);

      const sent: ReadMail[] = (await readMails(server.dataDir)).filter((mail) => mail.subject === COMPLETION_SUBJECT);
      const withoutPdf = sent.filter((mail) => !hasPdf(mail)).length;
      reportFigure(
        `burst of ${BURST} saves with the renderer saturated (${mode})`,
        `${withoutPdf} of ${sent.length} e-mails without a PDF`,
      );
      expect(sent).toHaveLength(BURST);
      expect(withoutPdf).toBe(0);
      expect(sent.map((mail) => mail.messageId).sort()).toEqual(ids.map((id) => completionMessageId(id, server.config.mailFrom)).sort());
      expect(await pendingMails(app)).toBe(0);
    },
    scale(240_000, 1_800_000),
  );

  it(
    'an SMTP outage delays the confirmation e-mail; it goes out when the server is back, under one Message-ID however often it was transmitted',
    async () => {
      const smtp: SmtpServer = await startSmtpServer('down');
      cleanups.push(() => smtp.close());
      const server = await startTestServer(mode, { SMTP_URL: smtp.url });
      cleanups.push(() => server.close());
      const { app } = server;
      const id = await savedReport(app, 700);
      await app.afterResponseSettled();
      const job = () => app.db.selectFrom('mail_outbox').selectAll().where('report_id', '=', id).executeTakeFirstOrThrow();
      expect(await job()).toMatchObject({ sent_at: null, attempts: 1, last_error: 'SMTP 421' });

      // Down for 10 minutes, on the worker's clock moved on in 1-minute steps.
      let virtual = 0;
      const mails = createCompletionMails({
        db: app.db,
        mailer: app.mailer,
        i18n: app.i18n,
        pdf: () => summaryPdfService(server.config.dataMatrixPrefix),
        mailFrom: server.config.mailFrom,
        pollMs: 1000,
        log: quietLog,
        now: () => new Date(Date.now() + virtual),
      });
      for (virtual = 60_000; virtual <= 10 * 60_000; virtual += 60_000) expect(await mails.runOnce()).toBe(0);
      const duringOutage = await job();
      expect(duringOutage.sent_at).toBeNull();
      expect(duringOutage.attempts).toBeGreaterThanOrEqual(5);
      expect(smtp.received).toEqual([]);
      // The operator sees it in GET /ready (never the recipient).
      const ready = (await app.inject({ method: 'GET', url: '/ready' })).json();
      expect(ready.mail).toMatchObject({ pending: 1, failing: 1, lastError: 'SMTP 421' });

      // Back, but the answer to the message is lost: it was transmitted, and is sent again later.
      smtp.mode = 'lose-answer';
      virtual += 11 * 60_000;
      expect(await mails.runOnce()).toBe(0);
      expect((await job()).last_error).toBe('SMTP 451');
      smtp.mode = 'up';
      virtual += 11 * 60_000;
      expect(await mails.runOnce()).toBe(1);
      virtual += 11 * 60_000;
      expect(await mails.runOnce(), 'sent once').toBe(0);
      expect((await app.inject({ method: 'GET', url: '/ready' })).json().mail).toEqual({
        pending: 0,
        failing: 0,
        oldestPendingSeconds: null,
      });

      const [mail, ...more] = await smtp.taken();
      expect(more).toEqual([]);
      expect(mail!.subject).toBe(COMPLETION_SUBJECT);
      expect(hasPdf(mail!)).toBe(true);
      const transmitted = await Promise.all(smtp.received.map(({ raw }) => simpleParser(raw)));
      expect(new Set(transmitted.map((copy) => copy.messageId))).toEqual(new Set([completionMessageId(id, server.config.mailFrom)]));
      reportFigure(
        `SMTP down for 10 minutes (${mode})`,
        `1 e-mail sent with its PDF after ${(await job()).attempts} attempts; ${transmitted.length} transmissions, one Message-ID`,
      );
    },
    scale(120_000, 600_000),
  );

  it(
    'a server killed between the save and its e-mail: the next server on the same database sends it, once, with its PDF',
    async () => {
      const smtp = await startSmtpServer('hold');
      cleanups.push(() => smtp.close());
      const data = await tempDataDir('motor-mail-kill-');
      cleanups.push(() => data.remove());
      const postgres = mode === 'postgres' ? await isolatedPostgres() : undefined;
      if (postgres) cleanups.push(() => postgres.drop());
      const env = { SMTP_URL: smtp.url, OUTBOX_LEASE_MS: '1000', OUTBOX_POLL_MS: '100' };
      const start = () => startServerProcess({ dataDir: data.dir, databaseUrl: postgres?.url, env });
      let server: ServerProcess = await start();
      cleanups.push(() => server.kill());

      const call = async (method: string, url: string, body?: unknown) => {
        for (let attempt = 0; ; attempt += 1) {
          const answer = await fetch(`${server.url}${url}`, {
            method,
            ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
          });
          // A server just started on a busy machine may shed load (503, Retry-After: 1).
          if (answer.status !== 503 || attempt === 30) return answer;
          await sleep(1_000);
        }
      };
      const created = await call('POST', '/v1/incident-report/create', { productCategory: 'MOTOR', context: 'WEB' });
      const { id } = (await created.json()) as { id: string };
      expect((await call('PATCH', `/v1/incident-report/${id}/update`, completeScope1Update(incidentDateNumber(800)))).status).toBe(200);
      expect((await call('POST', `/v1/incident-report/${id}/save`)).status).toBe(200);

      // The e-mail is on its way (its PDF rendered, the mail server reached) when the server dies.
      await waitFor(() => smtp.connections > 0, 60_000, 'the mail server reached');
      await server.kill();
      expect(smtp.received).toEqual([]);

      smtp.mode = 'up';
      server = await start();
      await waitFor(() => smtp.received.length > 0, 60_000, 'the e-mail sent by the next server');
      await server.stop();
      const [mail, ...more] = await smtp.taken();
      reportFigure(
        `server killed before the e-mail (${mode})`,
        `${smtp.received.length} e-mail sent by the next server, with its PDF: ${hasPdf(mail!)}`,
      );
      expect(more).toEqual([]);
      expect(hasPdf(mail!)).toBe(true);
      expect(mail!.messageId).toBe(completionMessageId(id, loadConfig({}).mailFrom));
    },
    scale(180_000, 600_000),
  );
});
