/**
 * Retention of unfinished reports (ASVS 14.2.7): a draft nobody has touched for RETENTION_DAYS
 * (30 by default) is deleted with its attachment files and its mail log. "Touched" is the last
 * update, upload or continue-link e-mail, so a reporter who is still at it, or who has just been
 * sent a link, keeps the draft. Completed reports are the insurer's records and are kept.
 *
 * The server runs the purge at start and then every hour (createRetentionJob, server/start.ts);
 * tests call purgeExpiredDrafts with a clock of their own. The same run gives up resumable uploads
 * left unfinished for UNFINISHED_UPLOAD_MS (a report's own go with it, by the foreign key), and
 * deletes the accident statements never sealed and untouched for RETENTION_DAYS (a sealed one is
 * the drivers' signed record and is kept). Several instances may purge at once:
 * each batch locks its rows with SKIP LOCKED, and a report being changed or saved at that moment
 * (its row locked by the request) is left for the next run.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AttachmentStore } from '../services/attachment-store.ts';
import { periodicJob, type PeriodicJob, type PeriodicJobLog } from '../services/periodic-job.ts';
import { purgeExpiredPortalTokens } from '../http/portal-tokens.ts';
import { deleteUnsealedBefore } from '../statements/repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH_SIZE = 100;
/** Once an hour: a draft outlives its period by an hour at most. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/**
 * A resumable upload nobody has added to for a day is given up (migration 004): its parts go. A
 * phone that comes back later sends the file again from the start.
 */
export const UNFINISHED_UPLOAD_MS = 24 * 60 * 60 * 1000;

export interface PurgeResult {
  reports: number;
  files: number;
  /** Unfinished resumable uploads given up, with their parts. */
  uploads: number;
  /** Portal tokens past their 8 hours (D31): they can start nothing. */
  portalTokens: number;
  /** Accident statements never sealed and untouched for as long as a draft is kept (D35). */
  statements: number;
}

export interface RetentionLog extends PeriodicJobLog {
  info(details: object, message: string): void;
}

/** Deletes drafts untouched since `now - retentionDays`, their attachments' files and orphan files. */
export async function purgeExpiredDrafts(
  db: Kysely<Database>,
  store: AttachmentStore,
  { retentionDays, now = new Date() }: { retentionDays: number; now?: Date },
): Promise<PurgeResult> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let reports = 0;
  let files = 0;
  for (;;) {
    const keys = await db.transaction().execute(async (trx) => {
      // Re-checked under the row lock: a draft updated or saved meanwhile no longer qualifies.
      // A draft is never changed before it is created, so `created_at` finds the same drafts, by
      // their index (server/db/migrations/003_hot_updates.ts: none holds `updated_at`).
      const { rows } = await sql<{ id: string }>`
        SELECT r.id FROM incident_report r
        WHERE r.status = 'draft' AND r.created_at < ${cutoff} AND r.updated_at < ${cutoff}
          AND NOT EXISTS (SELECT 1 FROM attachment a WHERE a.report_id = r.id AND a.created_at >= ${cutoff})
          AND NOT EXISTS (SELECT 1 FROM mail_log m WHERE m.report_id = r.id AND m.sent_at >= ${cutoff})
        ORDER BY r.created_at
        LIMIT ${BATCH_SIZE}
        FOR UPDATE OF r SKIP LOCKED`.execute(trx);
      if (rows.length === 0) return undefined;
      const ids = rows.map((row) => row.id);
      const attachments = await trx.selectFrom('attachment').select('storage_key').where('report_id', 'in', ids).execute();
      await trx.deleteFrom('attachment').where('report_id', 'in', ids).execute();
      await trx.deleteFrom('mail_log').where('report_id', 'in', ids).execute();
      await trx.deleteFrom('incident_report').where('id', 'in', ids).where('status', '=', 'draft').execute();
      reports += ids.length;
      return attachments.map((row) => row.storage_key);
    });
    if (keys === undefined) break;
    // Files go only after the rows are gone for good (as on delete): a crash here leaves an orphan
    // file, which the sweep below removes on a later run.
    for (const key of keys) {
      await store.remove(key);
      files += 1;
    }
  }
  files += await removeOrphanFiles(db, store, cutoff);
  const abandoned = await db
    .deleteFrom('upload')
    .where('attachment_id', 'is', null)
    .where('updated_at', '<', new Date(now.getTime() - UNFINISHED_UPLOAD_MS))
    .executeTakeFirst();
  return {
    reports,
    files,
    uploads: Number(abandoned.numDeletedRows),
    portalTokens: await purgeExpiredPortalTokens(db, now),
    statements: await deleteUnsealedBefore(db, cutoff),
  };
}

/** Files older than the cutoff that no attachment row names (a crash between file and row). */
async function removeOrphanFiles(db: Kysely<Database>, store: AttachmentStore, cutoff: Date): Promise<number> {
  const candidates = (await store.listOlderThan?.(cutoff)) ?? [];
  if (candidates.length === 0) return 0;
  let removed = 0;
  for (let start = 0; start < candidates.length; start += 500) {
    const chunk = candidates.slice(start, start + 500);
    const known = new Set(
      (await db.selectFrom('attachment').select('storage_key').where('storage_key', 'in', chunk).execute()).map((row) => row.storage_key),
    );
    for (const key of chunk) {
      if (known.has(key)) continue;
      await store.remove(key);
      removed += 1;
    }
  }
  return removed;
}

export type RetentionJob = PeriodicJob<PurgeResult>;

/** The server's periodic purge: once at start, then every `intervalMs`. */
export function createRetentionJob(options: {
  db: Kysely<Database>;
  store: AttachmentStore;
  retentionDays: number;
  log: RetentionLog;
  intervalMs?: number;
  now?: () => Date;
}): RetentionJob {
  const { db, store, retentionDays, log, intervalMs = RETENTION_INTERVAL_MS, now = () => new Date() } = options;
  return periodicJob(() => purgeExpiredDrafts(db, store, { retentionDays, now: now() }), {
    intervalMs,
    log,
    failure: 'retention purge failed, will retry',
    onDone(result) {
      if (result.reports > 0 || result.files > 0 || result.uploads > 0 || result.statements > 0)
        log.info({ ...result, retentionDays }, 'expired drafts purged');
    },
  });
}
