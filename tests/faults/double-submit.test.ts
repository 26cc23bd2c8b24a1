import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxWorker } from '../../server/services/outbox-worker.ts';
import { databaseModes } from '../support/databases.ts';
import { reportFigure, scale } from '../support/fault-scale.ts';
import { readMails } from '../support/mail.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { completeScope1Update, createFilledReport, incidentDateNumber, nextClientAddress } from './support/reports.ts';

/**
 * Double submit (Stripe's idempotent requests; IETF draft "The Idempotency-Key HTTP Header Field"):
 * a reporter taps "Send" twenty times at once, or a proxy repeats the request, or the browser
 * retries an hour later. The save of one report must make exactly one set of claims (one report
 * number, one claim number per damaged object, one core-system message per claim, one completion
 * e-mail), and every answer, now or an hour later, must be the same.
 */

const PARALLEL_SAVES = 20;
const RUNS = scale(2, 1_000);

describe.each(databaseModes)('double submit on %s', (mode) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(mode);
  });
  afterAll(async () => {
    await server?.close();
  });

  it(
    `${PARALLEL_SAVES} parallel saves of one report make one set of claims, and a replay an hour later answers the same (${RUNS} runs)`,
    async () => {
      const { app, dataDir } = server;
      const worker = createOutboxWorker({
        db: app.db,
        outboxDir: path.join(dataDir, 'outbox', 'core'),
        pollMs: 60_000,
        log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      });
      let exactlyOnce = 0;
      let mailsBefore = (await readMails(dataDir)).length;
      for (let run = 0; run < RUNS; run += 1) {
        const address = nextClientAddress();
        // Every 10th report has an e-mail (a completion e-mail, with its PDF, is the slow part of a
        // save): exactly one may be sent for it however many saves run at once.
        const withEmail = run % 10 === 0;
        const id = await createFilledReport(app, completeScope1Update(incidentDateNumber(run), { email: withEmail }), address);
        const save = () => app.inject({ method: 'POST', url: `/v1/incident-report/${id}/save`, remoteAddress: address });
        const answers = await Promise.all(Array.from({ length: PARALLEL_SAVES }, save));

        expect(answers.map((answer) => answer.statusCode)).toEqual(Array(PARALLEL_SAVES).fill(200));
        const first = answers[0]!.json();
        expect(first).toMatchObject({ isCompleted: true, isDuplicate: false });
        for (const answer of answers) expect(answer.json()).toEqual(first);

        // One set of claims: one report number, one message per claim id, all of this report.
        const messages = await app.db.selectFrom('outbox_message').select(['claim_id']).where('report_id', '=', id).execute();
        const claimIds = messages.map((message) => message.claim_id);
        const allClaimIds = await app.db.selectFrom('outbox_message').select('claim_id').execute();
        const reportNumbers = await app.db
          .selectFrom('incident_report')
          .select(sql<string>`saved->'incidentReportIds'->>0`.as('number'))
          .where('status', '=', 'completed')
          .execute();
        await app.afterResponseSettled();
        const mails = await readMails(dataDir);
        const newMails = mails.length - mailsBefore;
        mailsBefore = mails.length;
        const once =
          first.claimIds.length > 0 &&
          claimIds.length === first.claimIds.length &&
          [...claimIds].sort().join() === [...first.claimIds].sort().join() &&
          new Set(allClaimIds.map((row) => row.claim_id)).size === allClaimIds.length &&
          reportNumbers.filter((row) => row.number === first.incidentReportIds[0]).length === 1 &&
          newMails === (withEmail ? 1 : 0);
        if (once) exactlyOnce += 1;
        else expect.soft({ run, claimIds, answer: first.claimIds, newMails }).toBeUndefined();

        // An hour later (the stored times moved back an hour), after the worker has delivered the
        // claims: the repeated save, again twenty at once, answers exactly what the first did.
        await worker.runOnce();
        await sql`UPDATE incident_report SET completed_at = completed_at - interval '1 hour', updated_at = updated_at - interval '1 hour',
                  created_at = created_at - interval '1 hour' WHERE id = ${id}`.execute(app.db);
        await sql`UPDATE outbox_message SET created_at = created_at - interval '1 hour',
                  delivered_at = delivered_at - interval '1 hour' WHERE report_id = ${id}`.execute(app.db);
        const delivered = await app.db.selectFrom('outbox_message').select('delivered_at').where('report_id', '=', id).execute();
        expect(delivered.every((row) => row.delivered_at !== null)).toBe(true);
        const replays = await Promise.all(Array.from({ length: PARALLEL_SAVES }, save));
        for (const replay of replays) {
          expect(replay.statusCode).toBe(200);
          expect(replay.json()).toEqual(first);
        }
        expect((await app.db.selectFrom('outbox_message').select('claim_id').where('report_id', '=', id).execute()).length).toBe(
          claimIds.length,
        );
        await app.afterResponseSettled();
        expect((await readMails(dataDir)).length, 'no second completion e-mail').toBe(mailsBefore);
      }
      reportFigure(`double submit (${mode}): runs with exactly one set of claims`, `${exactlyOnce} of ${RUNS}`);
      expect(exactlyOnce).toBe(RUNS);
    },
    scale(60_000, 3_600_000),
  );
});
