/**
 * The two ways a claim's XML reaches the core system (DESIGN.md §2): an HTTP POST to
 * CORE_SYSTEM_URL, or a file in `data/outbox/core/` when none is configured. Both are idempotent
 * per claim id, because a crash between delivering and recording the delivery makes the worker
 * deliver again (at least once: repeats carry the same Idempotency-Key).
 */
import { randomBytes } from 'node:crypto';
import { access, link, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { RetryLater } from './leased-jobs.ts';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from './private-files.ts';

export interface OutboxDelivery {
  claimId: string;
  /** The claim id for the claim's own message; `<claimId>-document-<attachmentId>` for a document added later. */
  idempotencyKey: string;
  payload: string;
}

export type Deliver = (message: OutboxDelivery) => Promise<void>;

/**
 * A failed delivery. The message is stored in `outbox_message.last_error` and logged, so it is
 * short and never carries personal data (no response body, no payload).
 */
export class DeliveryError extends RetryLater {}

const CORE_SYSTEM_TIMEOUT_MS = 60_000; // SPEC §9 request timeout

function describeFetchError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `timeout after ${timeoutMs / 1000} s`;
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return `network error ${cause.code}`;
  return `network error ${error instanceof Error ? error.name : 'unknown'}`;
}

/** POSTs the XML; any 2xx is delivered. The message's Idempotency-Key lets the receiver drop repeats. */
export function httpDelivery(url: string, timeoutMs = CORE_SYSTEM_TIMEOUT_MS): Deliver {
  return async ({ idempotencyKey, payload }) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Idempotency-Key': idempotencyKey },
        body: payload,
        signal: AbortSignal.timeout(timeoutMs),
        // A redirect would re-send personal data to wherever it points.
        redirect: 'error',
      });
    } catch (error) {
      throw new DeliveryError(describeFetchError(error, timeoutMs));
    }
    // Free the connection; the body is not needed and may echo personal data.
    await response.body?.cancel().catch(() => undefined);
    if (!response.ok) throw new DeliveryError(`HTTP ${response.status}`);
  };
}

// Claim ids come from a database sequence and attachment ids are base64url; anything else never becomes a file name.
const SAFE_CLAIM_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** `.<claimId>.<12 hex>.tmp`: a claim being written; one still there after the write was left by a killed process. */
export const OUTBOX_TEMP_FILE = /^\.[A-Za-z0-9_-]{1,64}\.[0-9a-f]{12}\.tmp$/;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Writes `<dir>/<idempotencyKey>.xml` (the claim's `<claimId>.xml`) atomically: a temp file (flushed to disk), then a hard link to the
 * final name, which fails if the file exists, so a repeat never rewrites a delivered claim and a
 * reader never sees a half-written one. A file already there counts as delivered.
 */
export function directoryDelivery(dir: string): Deliver {
  return async ({ idempotencyKey, payload }) => {
    if (!SAFE_CLAIM_ID.test(idempotencyKey)) throw new DeliveryError('message key is not a safe file name');
    const final = path.join(dir, `${idempotencyKey}.xml`);
    const temp = path.join(dir, `.${idempotencyKey}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      // A claim is personal data: readable by the server's user only (the mails and files are too).
      await mkdir(dir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
      const handle = await open(temp, 'wx', PRIVATE_FILE_MODE);
      try {
        await handle.writeFile(payload, 'utf8');
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await link(temp, final);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST') return;
        // File systems without hard links: check, then rename (not atomic against a concurrent
        // writer of the same claim, which the lease on the row already rules out).
        if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw error;
        if (!(await exists(final))) await rename(temp, final);
      }
    } catch (error) {
      if (error instanceof DeliveryError) throw error;
      throw new DeliveryError(`file error ${(error as NodeJS.ErrnoException).code ?? 'unknown'}`);
    } finally {
      await rm(temp, { force: true });
    }
  };
}
