import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
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
 * out (its worker renews it while alive) the next server delivers them again with the same
 * Idempotency-Key, and the core system, which deduplicates by that key (the claim id), has each
 * claim once: delivery is at least once, and only a claim in flight at the kill is repeated.
 */

const quietLog: OutboxLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const MINUTE = 60_000;

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms`);
    await sleep(20);
  }
}

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
    'a server killed (SIGKILL) mid-delivery: every claim is delivered, repeated only if it was in flight, with the same Idempotency-Key and bytes',
    async () => {
      const REPORTS = scale(6, 26);
      // Short, so that what the killed server leaves behind is taken over in a second, not in minutes.
      const LEASE_MS = 1_000;
      core = await startCoreSystem('hold');
      const data = await tempDataDir('motor-kill-');
      cleanups.push(() => data.remove());
      const postgres = mode === 'postgres' ? await isolatedPostgres() : undefined;
      if (postgres) cleanups.push(() => postgres.drop());
      const env = { CORE_SYSTEM_URL: core.url, OUTBOX_POLL_MS: '50', OUTBOX_LEASE_MS: String(LEASE_MS), TRUST_PROXY: 'true' };
      let child = await startServerProcess({ dataDir: data.dir, databaseUrl: postgres?.url, env });
      cleanups.push(() => child.kill());

      // Reports saved over real HTTP, each from a client address of its own. A server just started
      // on a busy machine may shed load (503 SERVER_BUSY, Retry-After: 1): a client tries again.
      const call = async (method: string, url: string, headers: Record<string, string>, body?: unknown): Promise<Response> => {
        for (let attempt = 0; ; attempt += 1) {
          const answer = await fetch(`${child.url}${url}`, {
            method,
            headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          if (answer.status !== 503 || attempt === 30) return answer;
          await sleep(1_000);
        }
      };
      const claimIds: string[] = [];
      for (let i = 0; i < REPORTS; i += 1) {
        const headers = { 'x-forwarded-for': nextClientAddress() };
        const created = await call('POST', '/v1/incident-report/create', headers, { productCategory: 'MOTOR', context: 'WEB' });
        expect(created.status).toBe(201);
        const { id } = (await created.json()) as { id: string };
        const update = completeScope1Update(incidentDateNumber(500 + i), { email: false });
        expect((await call('PATCH', `/v1/incident-report/${id}/update`, headers, update)).status).toBe(200);
        const saved = await call('POST', `/v1/incident-report/${id}/save`, headers);
        expect(saved.status).toBe(200);
        claimIds.push(...((await saved.json()) as { claimIds: string[] }).claimIds);
      }

      // The core system has taken the claims the worker was sending and holds its answers back; the
      // server dies waiting. (That a live worker keeps a claim however long it is in flight is
      // tests/services/outbox-worker.test.ts "renews the lease ...", with two workers and a clock.)
      await waitFor(() => core!.held > 0, 30_000);
      expect(core.requests.filter((request) => request.repeat)).toEqual([]);
      const inFlight = [...core.created.keys()];
      await child.kill();
      expect(child.child.signalCode).toBe('SIGKILL');

      // The next server on the same database: once the killed worker's lease has run out, what it
      // had in flight goes again, with the same key and the same bytes; the rest goes once.
      core.mode = 'up';
      const restartedAt = Date.now();
      child = await startServerProcess({ dataDir: data.dir, databaseUrl: postgres?.url, env });
      const pending = async () => (await (await fetch(`${child.url}/ready`)).json()).outbox.pending as number;
      await waitFor(async () => (await pending()) === 0, 60_000);
      const tookOverSeconds = ((Date.now() - restartedAt) / 1000).toFixed(1);
      await child.stop();

      const repeats = core.requests.filter((request) => request.repeat);
      reportFigure(
        `server killed mid-delivery (${mode})`,
        `${core.created.size} of ${claimIds.length} claims at the core system; ${inFlight.length} in flight at the kill; ` +
          `${repeats.length} repeats, all of claims in flight: ${repeats.every((r) => inFlight.includes(r.key!))}, ` +
          `${repeats.filter((r) => r.payloadDiffers).length} with other bytes; all delivered ${tookOverSeconds} s after the restart began`,
      );
      expect([...core.created.keys()].sort()).toEqual([...claimIds].sort());
      expect(repeats.every((request) => inFlight.includes(request.key!))).toBe(true);
      expect(repeats.every((request) => !request.payloadDiffers)).toBe(true);
      // No claim was POSTed more than once after the restart, and none in flight was left out.
      expect(repeats.map((request) => request.key).sort()).toEqual([...inFlight].sort());
    },
    scale(150_000, 600_000),
  );
});
