/**
 * Transactional outbox delivery (DESIGN.md §2, §6, §8). The save route writes one
 * `outbox_message` per claim in the same transaction as the report; this worker hands each to the
 * core system exactly once, on as many instances as run, sharing the work with SKIP LOCKED.
 *
 * No transaction stays open while a message is delivered: on PGlite there is one connection, and
 * an HTTP call of up to 60 s inside a transaction would stall every request. Instead a row is
 * claimed by pushing `next_attempt_at` into the future (a lease) in one short statement, delivered
 * with no database connection held, then marked in another short statement. If the process dies
 * in between, the lease runs out and another run delivers again; both delivery modes are
 * idempotent per claim id, so the core system still gets each claim once.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DeliveryError, directoryDelivery, httpDelivery, type Deliver } from './outbox-delivery.ts';

export interface OutboxLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type DeliveryOutcome = 'delivered' | 'failed';

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  /** POST target; without it claims are written to `outboxDir`. */
  coreSystemUrl?: string | undefined;
  outboxDir: string;
  pollMs: number;
  log: OutboxLog;
  /**
   * Replaces the database clock (tests move it forward to reach a retry). Without it every time is
   * the database's now(): one clock for all instances, the same one that stamped the row at save.
   */
  now?: () => Date;
  /** Told of each delivery attempt's outcome (GET /metrics). */
  onAttempt?: (outcome: DeliveryOutcome) => void;
}

export interface OutboxWorker {
  start(): void;
  /** Stops polling and waits for a run in progress. */
  stop(): Promise<void>;
  /** Delivers what is due now; resolves to the number of messages delivered. */
  runOnce(): Promise<number>;
}

const BATCH_SIZE = 10;
// Longer than one batch can take: the batch is delivered in parallel, each call capped at 60 s.
const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 10 * 60_000;
const MAX_ERROR_LENGTH = 200;

/** 5 s, 10 s, 20 s ... doubling per failed attempt, never more than 10 minutes. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1));
}

interface ClaimedMessage {
  id: number;
  claim_id: string;
  payload: string;
  attempts: number;
}

/** A point in time `offsetMs` from now, on the given clock or else on the database's. */
type Clock = (offsetMs?: number) => RawBuilder<Date>;

function clockOf(now: (() => Date) | undefined): Clock {
  if (now) return (offsetMs = 0) => sql<Date>`${new Date(now().getTime() + offsetMs)}::timestamptz`;
  return (offsetMs = 0) => sql<Date>`now() + ${offsetMs}::double precision * interval '1 millisecond'`;
}

/**
 * Takes up to BATCH_SIZE due messages by moving their `next_attempt_at` past the lease. One UPDATE
 * is one short transaction; FOR UPDATE SKIP LOCKED in its subquery makes concurrent workers take
 * disjoint rows instead of waiting for each other.
 */
async function claimDue(db: Kysely<Database>, at: Clock): Promise<ClaimedMessage[]> {
  const { rows } = await sql<ClaimedMessage>`
    UPDATE outbox_message SET next_attempt_at = ${at(LEASE_MS)}
    WHERE id IN (
      SELECT id FROM outbox_message
      WHERE delivered_at IS NULL AND next_attempt_at <= ${at()}
      ORDER BY next_attempt_at, id
      LIMIT ${BATCH_SIZE}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, claim_id, payload, attempts`.execute(db);
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** For logs: what kind of error, never its text (a database error can quote row values). */
function errorName(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown';
}

function shortReason(error: unknown): string {
  const reason = error instanceof DeliveryError ? error.message : `unexpected ${error instanceof Error ? error.name : 'error'}`;
  return reason.slice(0, MAX_ERROR_LENGTH);
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, log, pollMs } = options;
  const at = clockOf(options.now);
  const deliver: Deliver = options.coreSystemUrl ? httpDelivery(options.coreSystemUrl) : directoryDelivery(options.outboxDir);

  async function markFailed(message: ClaimedMessage, error: unknown): Promise<void> {
    const attempts = message.attempts + 1;
    const reason = shortReason(error);
    await db
      .updateTable('outbox_message')
      .set({ attempts, last_error: reason, next_attempt_at: at(retryDelayMs(attempts)) })
      .where('id', '=', message.id)
      .where('delivered_at', 'is', null)
      .execute();
    log.warn({ claimId: message.claim_id, attempts, reason }, 'outbox delivery failed, will retry');
  }

  async function markDelivered(message: ClaimedMessage): Promise<void> {
    await db
      .updateTable('outbox_message')
      .set({ delivered_at: at(), attempts: message.attempts + 1, last_error: null })
      .where('id', '=', message.id)
      .where('delivered_at', 'is', null)
      .execute();
    log.info({ claimId: message.claim_id }, 'outbox message delivered');
  }

  /** True when delivered and recorded. A failure to record is only logged: the lease runs out and
   *  the message is delivered again, which both delivery modes absorb. */
  async function deliverOne(message: ClaimedMessage): Promise<boolean> {
    let delivered = false;
    try {
      await deliver({ claimId: message.claim_id, payload: message.payload });
      delivered = true;
      options.onAttempt?.('delivered');
      await markDelivered(message);
      return true;
    } catch (error) {
      if (delivered) {
        log.error({ claimId: message.claim_id, err: errorName(error) }, 'outbox delivery not recorded, will repeat');
        return false;
      }
      options.onAttempt?.('failed');
      await markFailed(message, error).catch((markError: unknown) =>
        log.error({ claimId: message.claim_id, err: errorName(markError) }, 'outbox failure not recorded'),
      );
      return false;
    }
  }

  async function runBatch(): Promise<{ claimed: number; delivered: number }> {
    const messages = await claimDue(db, at);
    const results = await Promise.all(messages.map(deliverOne));
    return { claimed: messages.length, delivered: results.filter(Boolean).length };
  }

  // Runs are chained so they never overlap, whether started by the timer or by runOnce().
  let chain: Promise<unknown> = Promise.resolve();
  const enqueue = () => {
    const run = chain.then(runBatch);
    chain = run.catch(() => undefined);
    return run;
  };

  let running = false;
  let timer: NodeJS.Timeout | undefined;

  function schedule(delayMs: number) {
    if (!running) return;
    timer = setTimeout(tick, delayMs);
    // Polling alone must not keep the process alive (tests, graceful shutdown).
    timer.unref();
  }

  async function tick() {
    timer = undefined;
    let fullBatch = false;
    try {
      const { claimed } = await enqueue();
      fullBatch = claimed === BATCH_SIZE;
    } catch (error) {
      log.error({ err: errorName(error) }, 'outbox run failed');
    }
    // A full batch means more may be waiting: go again at once instead of after pollMs.
    schedule(fullBatch ? 0 : pollMs);
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await chain;
    },
    async runOnce() {
      // Batch after batch until a batch is not full, as the timer goes on at once after a full one.
      let delivered = 0;
      for (;;) {
        const batch = await enqueue();
        delivered += batch.delivered;
        if (batch.claimed < BATCH_SIZE) return delivered;
      }
    },
  };
}

export interface OutboxStatus {
  pending: number;
  /** Pending messages whose last attempt failed. */
  failing: number;
  oldestPendingSeconds: number | null;
  /** Why the most recent failed attempt of a pending message failed ("HTTP 503", "network error
   *  ECONNREFUSED", "timeout after 60 s"); never personal data. Absent when nothing is failing. */
  lastError?: string;
}

/** For GET /ready: how much waits for the core system and for how long. */
export async function outboxStatus(db: Kysely<Database>): Promise<OutboxStatus> {
  // Only undelivered rows are read, which the partial index outbox_pending_idx covers.
  const { rows } = await sql<{ pending: number; failing: number; oldest: number | null; last_error: string | null }>`
    SELECT count(*)::int AS pending,
           count(*) FILTER (WHERE last_error IS NOT NULL)::int AS failing,
           EXTRACT(EPOCH FROM now() - min(created_at))::float8 AS oldest,
           (array_agg(last_error ORDER BY attempts DESC, id DESC) FILTER (WHERE last_error IS NOT NULL))[1] AS last_error
    FROM outbox_message
    WHERE delivered_at IS NULL`.execute(db);
  const row = rows[0];
  return {
    pending: Number(row?.pending ?? 0),
    failing: Number(row?.failing ?? 0),
    oldestPendingSeconds: row?.oldest == null ? null : Math.max(0, Math.floor(Number(row.oldest))),
    ...(row?.last_error ? { lastError: row.last_error } : {}),
  };
}
