/**
 * What every way in for a file shares (the one-request upload, server/routes/attachments.ts, and
 * the resumable one, server/routes/resumable-uploads.ts with server/attachments/finish-upload.ts): the report's room (30 files, 150 MB,
 * src/domain/attachments.ts) and the hand-over of the bytes to the attachment store, with its
 * size and content checks, the name check and the attachment row. A refused file leaves nothing.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_BYTES_PER_REPORT, MAX_ATTACHMENTS_PER_REPORT } from '../../src/domain/attachments.ts';
import type { Attachment } from '../../src/domain/report.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, notFound, reportCompleted } from '../http-errors.ts';
import { getReport, type ReportRow } from '../reports/repository.ts';
import { checkNameMatchesContent, safeDownloadName, type AttachmentStore } from '../services/attachment-store.ts';
import { insertAttachment, storedAttachmentUsage } from './repository.ts';
import { pendingUploadUsage } from './upload-repository.ts';

// The messages name the limits (server/http/messages.ts).
export const tooManyAttachments = () => new ApiError(409, 'TOO_MANY_ATTACHMENTS');

export const attachmentQuotaReached = () => new ApiError(409, 'ATTACHMENT_QUOTA_REACHED');

export interface AttachmentUsage {
  count: number;
  bytes: number;
}

/**
 * The report's attachments as they stand (those removed by an update are gone from the table),
 * plus the files still being sent in pieces, by the length they announced: a file on its way holds
 * its place, so ten resumable uploads started at once cannot all pass the check and overfill the
 * report. `exceptUpload` leaves out the upload being finished (it is about to become a row).
 */
export async function attachmentUsage(db: Kysely<Database>, reportId: string, exceptUpload?: string): Promise<AttachmentUsage> {
  const stored = await storedAttachmentUsage(db, reportId);
  const sending = await pendingUploadUsage(db, reportId, exceptUpload);
  return { count: stored.count + sending.count, bytes: stored.bytes + sending.bytes };
}

/** Refuses a file the report has no room for: one more file, or `size` more bytes. */
export function checkRoom(usage: AttachmentUsage, size: number): void {
  if (usage.count >= MAX_ATTACHMENTS_PER_REPORT) throw tooManyAttachments();
  if (usage.bytes + size > MAX_ATTACHMENT_BYTES_PER_REPORT) throw attachmentQuotaReached();
}

/** The largest file the report can still take: 15 MB, or less when its 150 MB are nearly used. */
export const roomForOneFile = (usage: AttachmentUsage) => Math.min(MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_BYTES_PER_REPORT - usage.bytes);

/**
 * Which reports a way in takes files for: a draft's (the wizard's /additional-attachments), or a
 * saved report's (its claim page: a document for its claims, server/claims/follow-up-documents.ts).
 * The room is the same 30 files and 150 MB, counted over everything the report holds.
 */
export type IntakeStage = 'draft' | 'saved';

/** Refuses a report the way in does not take files for: a saved one through the draft's routes, a draft through its claim page. */
export function requireStage(report: Pick<ReportRow, 'status'>, stage: IntakeStage): void {
  if (stage === 'draft' && report.status === 'completed') throw reportCompleted();
  // A claim page exists only for a saved report: its draft is nothing the page can reach.
  if (stage === 'saved' && report.status !== 'completed') throw notFound();
}

/**
 * Refuses a file the report has no room for, as it stands in the transaction `trx`, which holds
 * the report's row lock (`getReport(trx, id, { forUpdate: true })`): a saved report, one more file
 * than 30, or more bytes than 150 MB. Every check of the room followed by a write is made so:
 * requests of one report that run at once take turns at the lock, and each sees what the one
 * before it wrote (an announced upload holds its place, a stored file its bytes).
 */
export async function requireRoom(
  trx: Kysely<Database>,
  report: ReportRow,
  size: number,
  exceptUpload?: string,
  stage: IntakeStage = 'draft',
): Promise<void> {
  requireStage(report, stage);
  checkRoom(await attachmentUsage(trx, report.id, exceptUpload), size);
}

/**
 * Streams `source` into the store and records it as an attachment of the report: the store's
 * size limit and content check, the file name against the content (415), then the row, with the
 * room checked again under the report's lock (parallel uploads may have filled it meanwhile).
 * `inTransaction` runs in that transaction after the row is written (the resumable upload marks
 * itself finished there). Whatever is refused, the stored file is removed again.
 *
 * One file, one attachment: `repeatOf` tells, under the same lock, which attachment an earlier
 * request for the same file already made (a client's retry of a request whose answer it lost, or
 * two copies of it at once). That attachment is the answer then, and this copy of the file goes.
 */
export async function storeAttachment(
  db: Kysely<Database>,
  store: AttachmentStore,
  options: {
    reportId: string;
    source: Readable;
    fileName: string;
    type: Attachment['type'];
    usage: AttachmentUsage;
    stage?: IntakeStage;
    exceptUpload?: string;
    idempotencyKey?: string | undefined;
    repeatOf?: (trx: Kysely<Database>) => Promise<Attachment | undefined>;
    inTransaction?: (trx: Kysely<Database>, attachmentId: string) => Promise<void>;
  },
): Promise<Attachment> {
  const { reportId, usage } = options;
  const room = roomForOneFile(usage);
  const stored = await store.save(options.source, { maxBytes: room }).catch((error: unknown) => {
    // A file larger than the report's room is cut off as it arrives, like one over 15 MB.
    if (room < MAX_ATTACHMENT_BYTES && error instanceof ApiError && error.code === 'FILE_TOO_LARGE') throw attachmentQuotaReached();
    throw error;
  });
  // Kept for display and download only: no path part, no control or bidi characters, capped.
  const clientName = safeDownloadName(options.fileName).utf8;
  if (!checkNameMatchesContent(options.fileName, stored.detected.ext)) {
    await store.remove(stored.key);
    throw new ApiError(415, 'FILE_NAME_MISMATCH');
  }
  const attachment: Attachment = {
    id: randomBytes(18).toString('base64url'),
    type: options.type,
    clientName,
    size: stored.size,
    contentType: stored.detected.mime,
  };
  let answer: Attachment;
  try {
    answer = await db.transaction().execute(async (trx) => {
      const report = await getReport(trx, reportId, { forUpdate: true });
      const earlier = await options.repeatOf?.(trx);
      if (earlier) return earlier;
      await requireRoom(trx, report, stored.size, options.exceptUpload, options.stage);
      await insertAttachment(trx, {
        attachment,
        reportId,
        storageKey: stored.key,
        sha256: stored.sha256,
        idempotencyKey: options.idempotencyKey ?? null,
      });
      await options.inTransaction?.(trx, attachment.id);
      return attachment;
    });
  } catch (error) {
    await store.remove(stored.key);
    throw error;
  }
  if (answer !== attachment) await store.remove(stored.key);
  return answer;
}
