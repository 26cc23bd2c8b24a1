/**
 * Work the server owes and keeps in a table until it is done: the claims for the core system
 * (outbox-worker.ts) and the confirmation e-mails (completion-mail.ts). Written in the transaction
 * that made them owed, taken by any instance's worker, retried with backoff until done.
 *
 * No transaction stays open while a job runs: on PGlite there is one connection, and an HTTP call
 * or an SMTP dialogue of up to a minute inside a transaction would stall every request. Instead a
 * worker takes rows in one short UPDATE that pushes `next_attempt_at` a lease ahead and writes its
 * own token into `leased_by`; FOR UPDATE SKIP LOCKED in its subquery makes concurrent workers take
 * disjoint rows. While a job runs its worker renews the lease every third of it, so a live worker
 * never loses a slow job to another; a worker that dies leaves its rows to others once the lease
 * (OUTBOX_LEASE_MS, 30 s by default) has run out. That makes delivery at least once: a job whose
 * worker died after doing it and before recording it is done again, so every job is idempotent
 * where it lands (an Idempotency-Key, a Message-ID).
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** How long a taken row stays with its worker unless renewed (OUTBOX_LEASE_MS). */
export const DEFAULT_LEASE_MS = 30_000;
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 10 * 60_000;
const MAX_ERROR_LENGTH = 200;

/** 5 s, 10 s, 20 s ... doubling per failed attempt, never more than 10 minutes. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1));
}

/**
 * A job that did not get done this time. `reason` is stored in `last_error` and logged, so it is
 * short and never carries personal data; `delayMs` overrides the backoff (a busy renderer is asked
 * again soon, whatever the attempts so far).
 */
export class RetryLater extends Error {
  constructor(
    reason: string,
    readonly delayMs?: number,
  ) {
    super(reason);
  }
}

/** A point in time `offsetMs` from now, on the given clock or else on the database's. */
type Clock = (offsetMs?: number) => RawBuilder<Date>;

/**
 * Without `now` every time is the database's now(): one clock for all instances, the same one that
 * stamped the row. Tests pass their own to move on to a retry or past a lease.
 */
export function clockOf(now: (() => Date) | undefined): Clock {
  if (now) return (offsetMs = 0) => sql<Date>`${new Date(now().getTime() + offsetMs)}::timestamptz`;
  return (offsetMs = 0) => sql<Date>`now() + ${offsetMs}::double precision * interval '1 millisecond'`;
}

/** For logs: what kind of error, never its text (a database error can quote row values). */
export function errorName(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown';
}

export interface LeasedRow {
  id: number;
  attempts: number;
}

export interface LeasedJobsOptions<Row extends LeasedRow> {
  db: Kysely<Database>;
  table: 'outbox_message' | 'mail_outbox';
  /** Set once the job is done; null while it is owed. */
  doneColumn: 'delivered_at' | 'sent_at';
  /** The row's columns the job needs, besides id and attempts. */
  columns: ReadonlyArray<string>;
  batchSize: number;
  leaseMs: number;
  pollMs: number;
  now?: (() => Date) | undefined;
  log: JobLog;
  /** Does the job; a rejection makes it wait for another attempt (RetryLater says why and when). */
  run(row: Row): Promise<void>;
  /** What names a row in the log (never personal data). */
  describe(row: Row): object;
  messages: { done: string; retry: string };
}

export interface LeasedJobs {
  start(): void;
  /** Stops polling and waits for a run in progress. */
  stop(): Promise<void>;
  /** Does what is due now, batch after batch; resolves to the number of jobs done. */
  runOnce(): Promise<number>;
}

function reasonOf(error: unknown): string {
  const reason = error instanceof RetryLater ? error.message : `unexpected ${error instanceof Error ? error.name : 'error'}`;
  return reason.slice(0, MAX_ERROR_LENGTH);
}

export function createLeasedJobs<Row extends LeasedRow>(options: LeasedJobsOptions<Row>): LeasedJobs {
  const { db, log, pollMs, leaseMs, batchSize } = options;
  const at = clockOf(options.now);
  const table = sql.table(options.table);
  const done = sql.ref(options.doneColumn);
  // Whose lease a row is under: only its holder renews it or puts it back for a retry, so a worker
  // that lost a lease (its process stalled past it) cannot cut short the lease of the one that took over.
  const token = randomBytes(12).toString('base64url');

  async function take(): Promise<Row[]> {
    const { rows } = await sql<Row>`
      UPDATE ${table} SET next_attempt_at = ${at(leaseMs)}, leased_by = ${token}
      WHERE id IN (
        SELECT id FROM ${table}
        WHERE ${done} IS NULL AND next_attempt_at <= ${at()}
        ORDER BY next_attempt_at, id
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, attempts, ${sql.join(options.columns.map((column) => sql.ref(column)))}`.execute(db);
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  async function renew(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await sql`
      UPDATE ${table} SET next_attempt_at = ${at(leaseMs)}
      WHERE id IN (${sql.join(ids)}) AND ${done} IS NULL AND leased_by = ${token}`.execute(db);
  }

  async function markDone(row: Row): Promise<void> {
    await sql`
      UPDATE ${table} SET ${done} = ${at()}, attempts = ${row.attempts + 1}, last_error = NULL
      WHERE id = ${row.id} AND ${done} IS NULL`.execute(db);
    log.info(options.describe(row), options.messages.done);
  }

  async function markRetry(row: Row, error: unknown): Promise<void> {
    const attempts = row.attempts + 1;
    const reason = reasonOf(error);
    const delayMs = (error instanceof RetryLater ? error.delayMs : undefined) ?? retryDelayMs(attempts);
    await sql`
      UPDATE ${table} SET attempts = ${attempts}, last_error = ${reason}, next_attempt_at = ${at(delayMs)}
      WHERE id = ${row.id} AND ${done} IS NULL AND leased_by = ${token}`.execute(db);
    log.warn({ ...options.describe(row), attempts, reason }, options.messages.retry);
  }

  /** True when done and recorded. A failure to record is only logged: the lease runs out and the job is done again. */
  async function runOne(row: Row): Promise<boolean> {
    let ran = false;
    try {
      await options.run(row);
      ran = true;
      await markDone(row);
      return true;
    } catch (error) {
      if (ran) {
        log.error({ ...options.describe(row), err: errorName(error) }, `${options.messages.done}: not recorded, will repeat`);
        return false;
      }
      await markRetry(row, error).catch((markError: unknown) =>
        log.error({ ...options.describe(row), err: errorName(markError) }, `${options.messages.retry}: not recorded`),
      );
      return false;
    }
  }

  /** Renews the leases of the rows still running every third of the lease, until `running` is empty. */
  function keepLeases(running: Set<number>): () => void {
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const next = () => {
      if (stopped) return;
      timer = setTimeout(() => {
        renew([...running])
          .catch((error: unknown) => log.error({ err: errorName(error) }, `${options.table} lease not renewed`))
          .finally(next);
      }, leaseMs / 3);
      timer.unref();
    };
    next();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }

  async function runBatch(): Promise<{ taken: number; done: number }> {
    const rows = await take();
    if (rows.length === 0) return { taken: 0, done: 0 };
    const running = new Set(rows.map((row) => row.id));
    const stopRenewing = keepLeases(running);
    try {
      const results = await Promise.all(rows.map((row) => runOne(row).finally(() => running.delete(row.id))));
      return { taken: rows.length, done: results.filter(Boolean).length };
    } finally {
      stopRenewing();
    }
  }

  // Runs are chained so they never overlap, whether started by the timer or by runOnce().
  let chain: Promise<unknown> = Promise.resolve();
  const enqueue = () => {
    const run = chain.then(runBatch);
    chain = run.catch(() => undefined);
    return run;
  };

  let polling = false;
  let timer: NodeJS.Timeout | undefined;

  function schedule(delayMs: number) {
    if (!polling) return;
    timer = setTimeout(tick, delayMs);
    // Polling alone must not keep the process alive (tests, graceful shutdown).
    timer.unref();
  }

  async function tick() {
    timer = undefined;
    let fullBatch = false;
    try {
      fullBatch = (await enqueue()).taken === batchSize;
    } catch (error) {
      log.error({ err: errorName(error) }, `${options.table} run failed`);
    }
    // A full batch means more may be waiting: go again at once instead of after pollMs.
    schedule(fullBatch ? 0 : pollMs);
  }

  return {
    start() {
      if (polling) return;
      polling = true;
      schedule(0);
    },
    async stop() {
      polling = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await chain;
    },
    async runOnce() {
      let count = 0;
      for (;;) {
        const batch = await enqueue();
        count += batch.done;
        if (batch.taken < batchSize) return count;
      }
    },
  };
}

export interface PendingStatus {
  pending: number;
  /** Pending jobs whose last attempt failed. */
  failing: number;
  oldestPendingSeconds: number | null;
  /** Why the most recent failed attempt of a pending job failed ("HTTP 503", "network error
   *  ECONNREFUSED", "SMTP 421", "summary PDF: renderer busy"); never personal data. Absent when nothing is failing. */
  lastError?: string;
}

/** For GET /ready and /metrics: how much work is owed and for how long. */
export async function pendingStatus(
  db: Kysely<Database>,
  table: LeasedJobsOptions<LeasedRow>['table'],
  doneColumn: LeasedJobsOptions<LeasedRow>['doneColumn'],
): Promise<PendingStatus> {
  // Only rows not done are read, which each table's partial index of pending rows covers.
  const { rows } = await sql<{ pending: number; failing: number; oldest: number | null; last_error: string | null }>`
    SELECT count(*)::int AS pending,
           count(*) FILTER (WHERE last_error IS NOT NULL)::int AS failing,
           EXTRACT(EPOCH FROM now() - min(created_at))::float8 AS oldest,
           (array_agg(last_error ORDER BY attempts DESC, id DESC) FILTER (WHERE last_error IS NOT NULL))[1] AS last_error
    FROM ${sql.table(table)}
    WHERE ${sql.ref(doneColumn)} IS NULL`.execute(db);
  const row = rows[0];
  return {
    pending: Number(row?.pending ?? 0),
    failing: Number(row?.failing ?? 0),
    oldestPendingSeconds: row?.oldest == null ? null : Math.max(0, Math.floor(Number(row.oldest))),
    ...(row?.last_error ? { lastError: row.last_error } : {}),
  };
}
