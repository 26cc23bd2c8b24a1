import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/schema.ts';
import {
  createOutboxWorker,
  outboxStatus,
  retryDelayMs,
  type OutboxLog,
  type OutboxWorkerOptions,
} from '../../server/services/outbox-worker.ts';
import { createPgliteTestDatabase, createPostgresTestDatabase, postgresUrl, type TestDatabase } from './test-database.ts';

// --- a stand-in for the core system -------------------------------------------------------------

interface CoreRequest {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

interface CoreSystem {
  url: string;
  requests: CoreRequest[];
  close(): Promise<void>;
}

/** A local HTTP server; `respond` picks the status of each request (and may take its time). */
async function startCoreSystem(respond: (request: { key: string; nth: number }) => number | Promise<number>): Promise<CoreSystem> {
  const requests: CoreRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const key = String(req.headers['idempotency-key']);
      const nth = requests.filter((r) => r.headers['idempotency-key'] === key).length + 1;
      const status = await respond({ key, nth });
      requests.push({ headers: req.headers, body, status });
      // Echo the payload in the error body: it must never end up in last_error or the log.
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status >= 300 ? `rejected: ${body}` : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/claims`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const successes = (core: CoreSystem) =>
  core.requests.filter((r) => r.status >= 200 && r.status < 300).map((r) => String(r.headers['idempotency-key']));

// --- data ---------------------------------------------------------------------------------------

const payloadOf = (claimId: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<claim id="${claimId}"><reporter>Ján Novák</reporter><iban>SK3112000000198742637541</iban></claim>\n`;

async function enqueue(db: Kysely<Database>, claimIds: string[]): Promise<void> {
  const reportId = `report-${claimIds[0]}-${claimIds.length}`;
  await db.insertInto('incident_report').values({ id: reportId, context: 'WEB', document: '{}' }).execute();
  await db
    .insertInto('outbox_message')
    .values(claimIds.map((claimId) => ({ claim_id: claimId, message_key: claimId, report_id: reportId, payload: payloadOf(claimId) })))
    .execute();
}

const row = (db: Kysely<Database>, claimId: string) =>
  db.selectFrom('outbox_message').selectAll().where('claim_id', '=', claimId).executeTakeFirstOrThrow();

const claimIds = (from: number, count: number) => Array.from({ length: count }, (_, i) => String(from + i));

function collectingLog() {
  const entries: Array<{ level: string; details: object; message: string }> = [];
  const log: OutboxLog = {
    info: (details, message) => entries.push({ level: 'info', details, message }),
    warn: (details, message) => entries.push({ level: 'warn', details, message }),
    error: (details, message) => entries.push({ level: 'error', details, message }),
  };
  return { log, entries };
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
}

// --- the same behaviour on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL -------------

const backends: Array<[string, () => Promise<TestDatabase>]> = [['PGlite', createPgliteTestDatabase]];
if (postgresUrl) {
  const url = postgresUrl;
  backends.push(['PostgreSQL', () => createPostgresTestDatabase(url)]);
}

describe.each(backends)('outbox worker on %s', (_name, createDatabase) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let outboxDir: string;
  let core: CoreSystem | undefined;

  // One migrated database per backend (creating one takes a second or more), emptied before each test.
  beforeAll(async () => {
    database = await createDatabase();
    db = database.handle.db;
  });

  afterAll(async () => {
    await database?.close();
  });

  beforeEach(async () => {
    await sql`TRUNCATE outbox_message, incident_report RESTART IDENTITY CASCADE`.execute(db);
    outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'outbox-')), 'core');
  });

  afterEach(async () => {
    await core?.close();
    core = undefined;
    await rm(path.dirname(outboxDir), { recursive: true, force: true });
  });

  const worker = (options: Partial<OutboxWorkerOptions> = {}) =>
    createOutboxWorker({ db, outboxDir, pollMs: 1000, log: collectingLog().log, ...options });

  describe('into a directory (no CORE_SYSTEM_URL)', () => {
    it('delivers each message once as <claim_id>.xml, and a second run delivers nothing', async () => {
      await enqueue(db, ['5000001', '5000002']);
      const outbox = worker();
      expect(await outbox.runOnce()).toBe(2);
      expect(await outbox.runOnce()).toBe(0);

      expect((await readdir(outboxDir)).sort()).toEqual(['5000001.xml', '5000002.xml']); // no temp files
      expect(await readFile(path.join(outboxDir, '5000001.xml'), 'utf8')).toBe(payloadOf('5000001'));
      for (const claimId of ['5000001', '5000002']) {
        const message = await row(db, claimId);
        expect(message.delivered_at).toBeInstanceOf(Date);
        expect(message.attempts).toBe(1);
        expect(message.last_error).toBeNull();
      }
    });

    it('counts a file already there as delivered (a crash between writing and recording)', async () => {
      await enqueue(db, ['5000003']);
      await mkdir(outboxDir, { recursive: true });
      await writeFile(path.join(outboxDir, '5000003.xml'), 'written before the crash');

      expect(await worker().runOnce()).toBe(1);
      expect(await readFile(path.join(outboxDir, '5000003.xml'), 'utf8')).toBe('written before the crash');
      expect((await row(db, '5000003')).delivered_at).toBeInstanceOf(Date);
    });

    it('never lets a message key pick a path outside the directory', async () => {
      await enqueue(db, ['../escape']);
      expect(await worker().runOnce()).toBe(0);
      const message = await row(db, '../escape');
      expect(message.delivered_at).toBeNull();
      expect(message.last_error).toBe('message key is not a safe file name');
      expect(await readdir(path.dirname(outboxDir))).toEqual([]);
    });
  });

  describe('over HTTP (CORE_SYSTEM_URL)', () => {
    it('retries a failing core system with backoff and delivers exactly once, with the Idempotency-Key', async () => {
      core = await startCoreSystem(({ nth }) => (nth === 1 ? 500 : 200));
      await enqueue(db, ['5000010']);
      let clock = Date.now() + 1000; // ahead of the database clock that stamped the row
      const { log, entries } = collectingLog();
      const outbox = worker({ coreSystemUrl: core.url, log, now: () => new Date(clock) });

      expect(await outbox.runOnce()).toBe(0);
      const failed = await row(db, '5000010');
      expect(failed.delivered_at).toBeNull();
      expect(failed.attempts).toBe(1);
      expect(failed.last_error).toBe('HTTP 500'); // nothing of the echoed payload
      expect(new Date(failed.next_attempt_at).getTime()).toBe(clock + retryDelayMs(1));
      expect(JSON.stringify(entries)).not.toContain('Novák');

      // Not due yet: nothing is sent.
      clock += retryDelayMs(1) - 1000;
      expect(await outbox.runOnce()).toBe(0);
      expect(core.requests).toHaveLength(1);

      clock += 1000;
      expect(await outbox.runOnce()).toBe(1);
      clock += 60 * 60_000;
      expect(await outbox.runOnce()).toBe(0);

      expect(core.requests.map((r) => r.status)).toEqual([500, 200]);
      for (const request of core.requests) {
        expect(request.headers['idempotency-key']).toBe('5000010');
        expect(request.headers['content-type']).toMatch(/^application\/xml/);
        expect(request.body).toBe(payloadOf('5000010'));
      }
      const delivered = await row(db, '5000010');
      expect(delivered.delivered_at).toBeInstanceOf(Date);
      expect(delivered.attempts).toBe(2);
      expect(delivered.last_error).toBeNull();
    });

    it('records an unreachable core system without personal data', async () => {
      core = await startCoreSystem(() => 200);
      const url = core.url;
      await core.close();
      core = undefined;
      await enqueue(db, ['5000011']);
      expect(await worker({ coreSystemUrl: url }).runOnce()).toBe(0);
      expect((await row(db, '5000011')).last_error).toBe('network error ECONNREFUSED');
    });

    it('does not hand a message being delivered to a second worker (the lease)', async () => {
      core = await startCoreSystem(async () => {
        await sleep(300);
        return 200;
      });
      await enqueue(db, ['5000012']);
      const first = worker({ coreSystemUrl: core.url }).runOnce();
      await waitFor(async () => (await row(db, '5000012')).next_attempt_at.getTime() > Date.now());
      const other = createOutboxWorker({
        db: (await database.connect()).db,
        outboxDir,
        coreSystemUrl: core.url,
        pollMs: 1000,
        log: collectingLog().log,
      });
      expect(await other.runOnce()).toBe(0);
      expect(await first).toBe(1);
      expect(successes(core)).toEqual(['5000012']);
    });

    it('renews the lease of a delivery in flight: a second worker never takes it while the first lives, however long it takes', async () => {
      let answer: (status: number) => void = () => undefined;
      let arrived = false;
      core = await startCoreSystem(
        () =>
          new Promise<number>((resolve) => {
            arrived = true;
            answer = resolve;
          }),
      );
      await enqueue(db, ['5000014']);
      // One clock for both workers, moved on 10 minutes while the core system keeps the first waiting:
      // longer than any lease, so only a renewed one keeps the second worker away.
      let virtual = 0;
      const now = () => new Date(Date.now() + virtual);
      const leaseMs = 600;
      const first = worker({ coreSystemUrl: core.url, leaseMs, now }).runOnce();
      await waitFor(() => arrived);
      virtual = 10 * 60_000;
      await waitFor(async () => (await row(db, '5000014')).next_attempt_at.getTime() > now().getTime());
      const other = createOutboxWorker({
        db: (await database.connect()).db,
        outboxDir,
        coreSystemUrl: core.url,
        pollMs: 1000,
        leaseMs,
        log: collectingLog().log,
        now,
      });
      expect(await other.runOnce()).toBe(0);
      answer(200);
      expect(await first).toBe(1);
      expect(core.requests.map((request) => request.headers['idempotency-key'])).toEqual(['5000014']);
    });

    it('holds no database connection while the core system is slow (PGlite has only one)', async () => {
      // The core system answers only once the transaction below is done: a delivery that held the
      // connection meanwhile would leave both waiting, and the test would time out.
      let answerCore!: () => void;
      const coreMayAnswer = new Promise<void>((resolve) => (answerCore = resolve));
      let reach!: () => void;
      const reachedCore = new Promise<void>((resolve) => (reach = resolve));
      core = await startCoreSystem(async () => {
        reach();
        await coreMayAnswer;
        return 200;
      });
      await enqueue(db, ['5000013']);
      const delivering = worker({ coreSystemUrl: core.url }).runOnce();
      await waitFor(async () => (await row(db, '5000013')).next_attempt_at.getTime() > Date.now());
      await reachedCore;
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('incident_report').values({ id: 'meanwhile', context: 'WEB', document: '{}' }).execute();
      });
      answerCore();
      expect(await delivering).toBe(1);
    });

    it('delivers every message exactly once with several workers running at the same time', async () => {
      core = await startCoreSystem(async () => {
        await sleep(Math.floor(Math.random() * 15));
        return 200;
      });
      const ids = claimIds(6000001, 45);
      await enqueue(db, ids);
      const workers = await Promise.all(
        Array.from({ length: 4 }, async () =>
          createOutboxWorker({
            db: (await database.connect()).db, // on PostgreSQL: its own connection pool, as a second instance
            outboxDir,
            coreSystemUrl: core!.url,
            pollMs: 1000,
            log: collectingLog().log,
          }),
        ),
      );
      const drain = async (outbox: (typeof workers)[number]) => {
        let delivered = 0;
        for (let n = await outbox.runOnce(); n > 0; n = await outbox.runOnce()) delivered += n;
        return delivered;
      };
      const perWorker = await Promise.all(workers.map(drain));

      expect(perWorker.reduce((a, b) => a + b, 0)).toBe(45);
      expect(successes(core).sort()).toEqual([...ids].sort());
      expect(core.requests).toHaveLength(45);
      expect(await outboxStatus(db)).toEqual({ pending: 0, failing: 0, oldestPendingSeconds: null });
    });
  });

  describe('polling', () => {
    it('delivers on its own after start(), and stop() ends polling', async () => {
      const outbox = worker({ pollMs: 20 });
      outbox.start();
      await enqueue(db, ['5000020']);
      await waitFor(async () => (await row(db, '5000020')).delivered_at !== null);
      await outbox.stop();

      await enqueue(db, ['5000021']);
      await sleep(150);
      expect((await row(db, '5000021')).delivered_at).toBeNull();
    });

    it('stop() waits for a delivery in progress', async () => {
      core = await startCoreSystem(async () => {
        await sleep(200);
        return 200;
      });
      await enqueue(db, ['5000022']);
      const outbox = worker({ coreSystemUrl: core.url, pollMs: 20 });
      outbox.start();
      await waitFor(async () => (await row(db, '5000022')).next_attempt_at.getTime() > Date.now());
      await outbox.stop();
      expect((await row(db, '5000022')).delivered_at).toBeInstanceOf(Date);
    });
  });

  describe('outboxStatus', () => {
    it('reports pending, failing and the age of the oldest pending message', async () => {
      expect(await outboxStatus(db)).toEqual({ pending: 0, failing: 0, oldestPendingSeconds: null });
      await enqueue(db, ['5000030', '5000031', '5000032']);
      await db
        .updateTable('outbox_message')
        .set({ created_at: new Date(Date.now() - 120_000), last_error: 'HTTP 503', attempts: 3 } as never)
        .where('claim_id', '=', '5000030')
        .execute();
      await db.updateTable('outbox_message').set({ delivered_at: new Date() }).where('claim_id', '=', '5000032').execute();

      const status = await outboxStatus(db);
      expect(status.pending).toBe(2);
      expect(status.failing).toBe(1);
      expect(status.oldestPendingSeconds).toBeGreaterThanOrEqual(119);
      expect(status.oldestPendingSeconds).toBeLessThan(180);
    });
  });
});

describe('retryDelayMs', () => {
  it('doubles from 5 s and stops at 10 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(8)).toBe(600_000);
    expect(retryDelayMs(50)).toBe(600_000);
  });
});
