import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { createOutboxWorker, type OutboxLog } from '../../server/services/outbox-worker.ts';
import { databaseModes, isolatedPostgres } from '../support/databases.ts';
import { reportFigure, scale } from '../support/fault-scale.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startCoreSystem, type CoreSystem } from './support/core-system.ts';
import { completeScope1Update, createFilledReport, incidentDateNumber, nextClientAddress } from './support/reports.ts';
import { startServerProcess, tempDataDir } from './support/processes.ts';

/**
 * The core system is down (DESIGN.md §2, §6; docs/decisions.md "Core-system hand-off"): claims wait in the
 * outbox, the failures show in GET /ready, and after recovery every claim arrives, each once. The
 * server is killed (SIGKILL) while the core system holds its requests open: after the lease runs
 * out another worker delivers them again with the same Idempotency-Key, and the core system, which
 * deduplicates by that key (the claim id), has each claim once.
 */

const quietLog: OutboxLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const MINUTE = 60_000;
const LEASE_MS = 5 * MINUTE; // outbox-worker.ts

async function ready(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/ready' });
  return { status: response.statusCode, body: response.json() };
}

async function savedClaimIds(app: FastifyInstance, count: number, offset: number): Promise<string[]> {
  const claimIds: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const address = nextClientAddress();
    const id = await createFilledReport(app, completeScope1Update(incidentDateNumber(offset + i), { email: false }), address);
    const saved = await app.inject({ method: 'POST', url: `/v1/incident-report/${id}/save`, remoteAddress: address });
    expect(saved.statusCode, saved.body).toBe(200);
    claimIds.push(...(saved.json().claimIds as string[]));
  }
  return claimIds;
}

describe.each(databaseModes)('core system down, on %s', (mode) => {
  let core: CoreSystem | undefined;
  let server: TestServer | undefined;
  const cleanups: Array<() => Promise<void>> = [];

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
    await server?.close();
    server = undefined;
    await core?.close();
    core = undefined;
  });

  it(
    'down for 10 minutes: the failures show in /ready, and after recovery every claim is delivered, each once',
    async () => {
      const REPORTS = scale(4, 60);
      core = await startCoreSystem('down');
      server = await startTestServer(mode, { CORE_SYSTEM_URL: core.url });
      const { app } = server;
      const claimIds = await savedClaimIds(app, REPORTS, 0);

      // The worker's own clock, moved on in 1-minute steps: 10 minutes of outage in a few seconds.
      let virtual = 1000;
      const worker = createOutboxWorker({
        db: app.db,
        coreSystemUrl: core.url,
        outboxDir: path.join(server.dataDir, 'outbox', 'core'),
        pollMs: 1000,
        log: quietLog,
        now: () => new Date(Date.now() + virtual),
      });
      const step = 60_000;
      let attemptsDuringOutage = 0;
      for (; virtual <= 10 * MINUTE; virtual += step) attemptsDuringOutage += (await worker.runOnce()) === 0 ? 0 : 1;
      expect(attemptsDuringOutage, 'nothing is delivered while the core system is down').toBe(0);
      expect(core.created.size).toBe(0);
      const retries = core.requests.length;
      expect(retries, 'each claim was retried during the outage (back-off from 5 s to 10 min)').toBeGreaterThanOrEqual(claimIds.length * 5);

      // The operator sees it: every claim pending and failing, with the reason (never personal data).
      const during = await ready(app);
      expect(during.status).toBe(200);
      expect(during.body.outbox).toMatchObject({ pending: claimIds.length, failing: claimIds.length });
      expect(during.body.outbox.lastError).toMatch(/^(HTTP 503|network error \w+)$/);
      reportFigure(`core system down (${mode}): /ready during the outage`, JSON.stringify(during.body.outbox));

      // The core system is back: within the longest back-off (10 min) everything is delivered.
      core.mode = 'up';
      const recoveredAt = virtual;
      while (virtual <= recoveredAt + 11 * MINUTE) {
        await worker.runOnce();
        const pending = (await ready(app)).body.outbox.pending;
        if (pending === 0) break;
        virtual += step;
      }
      const delivered = await app.db.selectFrom('outbox_message').select(['claim_id', 'delivered_at']).execute();
      const deliveredShare = delivered.filter((row) => row.delivered_at !== null).length / claimIds.length;
      const createdOnce = claimIds.filter((claimId) => core!.created.has(claimId)).length;
      reportFigure(
        `core system down (${mode}): delivered after recovery`,
        `${(deliveredShare * 100).toFixed(0)}% (${createdOnce} of ${claimIds.length} claims at the core system, ${core.requests.filter((r) => r.repeat).length} repeats, ${Math.round((virtual - recoveredAt) / 1000)} s after recovery)`,
      );
      expect(deliveredShare).toBe(1);
      expect(createdOnce).toBe(claimIds.length);
      expect(core.created.size).toBe(claimIds.length);
      expect(core.requests.every((request) => request.key !== undefined && claimIds.includes(request.key))).toBe(true);
      const after = await ready(app);
      expect(after.body.outbox).toMatchObject({ pending: 0, failing: 0, oldestPendingSeconds: null });
      expect(after.body.outbox.lastError).toBeUndefined();
    },
    scale(90_000, 600_000),
  );

  it(
    'the server killed (SIGKILL) mid-send: after the lease another worker delivers, and the core system has each claim once',
    async () => {
      const REPORTS = scale(3, 25);
      core = await startCoreSystem('hold');
      const data = await tempDataDir('motor-kill-');
      cleanups.push(() => data.remove());
      const dataDir = data.dir;
      const postgres = mode === 'postgres' ? await isolatedPostgres() : undefined;
      if (postgres) cleanups.push(() => postgres.drop());
      const child = await startServerProcess({
        dataDir,
        databaseUrl: postgres?.url,
        env: { CORE_SYSTEM_URL: core.url, OUTBOX_POLL_MS: '50', TRUST_PROXY: 'true' },
      });
      cleanups.push(() => child.kill());

      // Reports saved over real HTTP, each from a client address of its own. A server just started
      // on a busy machine may shed load (503 SERVER_BUSY, Retry-After: 1): a client tries again.
      const notBusy = async (call: () => Promise<Response>): Promise<Response> => {
        for (let attempt = 0; ; attempt += 1) {
          const answer = await call();
          if (answer.status !== 503 || attempt === 30) return answer;
          await new Promise((resolve) => setTimeout(resolve, 1_000));
        }
      };
      const claimIds: string[] = [];
      for (let i = 0; i < REPORTS; i += 1) {
        const headers = { 'content-type': 'application/json', 'x-forwarded-for': nextClientAddress() };
        const created = await notBusy(() =>
          fetch(`${child.url}/v1/incident-report/create`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ productCategory: 'MOTOR', context: 'WEB' }),
          }),
        );
        expect(created.status).toBe(201);
        const { id } = (await created.json()) as { id: string };
        const updated = await notBusy(() =>
          fetch(`${child.url}/v1/incident-report/${id}/update`, {
            method: 'PATCH',
            headers,
            body: JSON.stringify(completeScope1Update(incidentDateNumber(500 + i), { email: false })),
          }),
        );
        expect(updated.status, await updated.clone().text()).toBe(200);
        const saved = await notBusy(() =>
          fetch(`${child.url}/v1/incident-report/${id}/save`, {
            method: 'POST',
            headers: { 'x-forwarded-for': headers['x-forwarded-for'] },
          }),
        );
        expect(saved.status).toBe(200);
        claimIds.push(...((await saved.json()) as { claimIds: string[] }).claimIds);
      }

      // The core system has taken the claims the worker was sending and holds the answers back (the
      // worker waits for its batch); the server dies waiting. Others may still wait in the outbox.
      const deadline = Date.now() + 30_000;
      while (core.held === 0 && Date.now() < deadline) await sleep(20);
      await sleep(200);
      const heldKeys = [...core.created.keys()];
      expect(heldKeys.length, 'a claim was in flight at the kill').toBeGreaterThan(0);
      await child.kill();
      expect(child.child.signalCode).toBe('SIGKILL');

      // Another instance (this process) on the same database: within the lease the claims in flight
      // are not sent again (their worker might still live), the others are; once the lease has run
      // out, the ones in flight are sent again, with the same key and the same bytes.
      core.mode = 'up';
      const database = await openDatabase({ url: postgres?.url, pgliteDir: path.join(dataDir, 'db'), onConnectionError: () => undefined });
      cleanups.push(() => database.close());
      await migrateToLatest(database.db);
      const outboxDir = path.join(dataDir, 'outbox', 'core');
      const early = createOutboxWorker({ db: database.db, coreSystemUrl: core.url, outboxDir, pollMs: 1000, log: quietLog });
      let deliveredEarly = 0;
      for (let run = 0; run < 10; run += 1) deliveredEarly += await early.runOnce();
      expect(deliveredEarly).toBe(claimIds.length - heldKeys.length);
      expect(
        core.requests.filter((request) => request.repeat),
        'a leased message is not sent twice while its worker may live',
      ).toEqual([]);

      const later = createOutboxWorker({
        db: database.db,
        coreSystemUrl: core.url,
        outboxDir,
        pollMs: 1000,
        log: quietLog,
        now: () => new Date(Date.now() + LEASE_MS + 5_000),
      });
      let deliveredLater = 0;
      for (let run = 0; run < 10 && deliveredEarly + deliveredLater < claimIds.length; run += 1) deliveredLater += await later.runOnce();
      const rows = await database.db.selectFrom('outbox_message').select(['claim_id', 'delivered_at']).execute();
      const repeats = core.requests.filter((request) => request.repeat);
      reportFigure(
        `worker killed mid-send (${mode}): claims at the core system`,
        `${core.created.size} of ${claimIds.length}, each once (${heldKeys.length} in flight at the kill; ${repeats.length} repeats deduplicated by Idempotency-Key, ${repeats.filter((r) => r.payloadDiffers).length} with other bytes)`,
      );
      expect(
        rows
          .filter((row) => row.delivered_at !== null)
          .map((row) => row.claim_id)
          .sort(),
      ).toEqual([...claimIds].sort());
      expect([...core.created.keys()].sort()).toEqual([...claimIds].sort());
      expect(repeats.map((request) => request.key).sort()).toEqual([...heldKeys].sort());
      expect(repeats.every((request) => !request.payloadDiffers)).toBe(true);
    },
    scale(120_000, 600_000),
  );
});
