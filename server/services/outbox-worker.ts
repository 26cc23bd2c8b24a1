/**
 * Transactional outbox delivery (DESIGN.md §2, §6, §8). The save route writes one
 * `outbox_message` per claim in the same transaction as the report; this worker hands each to the
 * core system, on as many instances as run, sharing the work with SKIP LOCKED under a lease it
 * renews while the claim is in flight (leased-jobs.ts). Delivery is at least once: a worker killed
 * after the core system took a claim and before the delivery was recorded leaves it to be sent
 * again once its lease has run out, with the same Idempotency-Key (the claim id), so the core
 * system can recognise the repeat; a file delivery counts a file already there as delivered.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createLeasedJobs, DEFAULT_LEASE_MS, pendingStatus, type JobLog } from './leased-jobs.ts';
import { directoryDelivery, httpDelivery, type Deliver } from './outbox-delivery.ts';

export { retryDelayMs } from './leased-jobs.ts';
export type OutboxLog = JobLog;

export type DeliveryOutcome = 'delivered' | 'failed';

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  /** POST target; without it claims are written to `outboxDir`. */
  coreSystemUrl?: string | undefined;
  outboxDir: string;
  pollMs: number;
  /** How long a claim taken for delivery stays with its worker unless renewed (OUTBOX_LEASE_MS). */
  leaseMs?: number;
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

// Delivered in parallel, each call capped at 60 s (outbox-delivery.ts).
const BATCH_SIZE = 10;

interface ClaimMessage {
  id: number;
  attempts: number;
  claim_id: string;
  message_key: string;
  payload: string;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const deliver: Deliver = options.coreSystemUrl ? httpDelivery(options.coreSystemUrl) : directoryDelivery(options.outboxDir);
  return createLeasedJobs<ClaimMessage>({
    db: options.db,
    table: 'outbox_message',
    doneColumn: 'delivered_at',
    columns: ['claim_id', 'message_key', 'payload'],
    batchSize: BATCH_SIZE,
    leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
    pollMs: options.pollMs,
    now: options.now,
    log: options.log,
    describe: (message) => ({
      claimId: message.claim_id,
      ...(message.message_key !== message.claim_id && { message: message.message_key }),
    }),
    messages: { done: 'outbox message delivered', retry: 'outbox delivery failed, will retry' },
    async run(message) {
      try {
        await deliver({ claimId: message.claim_id, idempotencyKey: message.message_key, payload: message.payload });
      } catch (error) {
        options.onAttempt?.('failed');
        throw error;
      }
      options.onAttempt?.('delivered');
    },
  });
}

export type { PendingStatus as OutboxStatus } from './leased-jobs.ts';

/** For GET /ready and /metrics: how many claims wait for the core system and for how long. */
export const outboxStatus = (db: Kysely<Database>) => pendingStatus(db, 'outbox_message', 'delivered_at');
