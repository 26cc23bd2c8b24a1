/**
 * A resumable upload (server/routes/resumable-uploads.ts) from its announcement, which takes its
 * room in the report, to its end: the whole file has arrived and goes to the attachment store
 * through the same door as a one-request upload (intake.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AttachmentType } from '../../src/domain/attachments.ts';
import type { Attachment } from '../../src/domain/report.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http-errors.ts';
import type { AttachmentStore } from '../services/attachment-store.ts';
import { readPieces } from '../services/upload-pieces.ts';
import { getReport } from '../reports/repository.ts';
import { attachmentUsage, requireRoom, storeAttachment, type IntakeStage } from './intake.ts';
import { findAttachment } from './repository.ts';
import {
  deleteUnfinishedUpload,
  deleteUploadPieces,
  findUploadIdByKey,
  insertUpload,
  linkUpload,
  uploadLink,
  type UploadRow,
} from './upload-repository.ts';

/**
 * Records an announced file; returns the upload's id. The room is checked and taken in one turn
 * at the report's lock: announcements sent at once are accepted only as far as they fit, each
 * refused one before a byte of it is sent. A repeat of an announcement (the same `idempotencyKey`
 * on the same report) answers the upload the first one made, under the same lock.
 */
export async function announceUpload(
  db: Kysely<Database>,
  upload: { reportId: string; type: AttachmentType; clientName: string; length: number; idempotencyKey?: string | undefined },
  stage: IntakeStage = 'draft',
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const report = await getReport(trx, upload.reportId, { forUpdate: true });
    const announced = upload.idempotencyKey ? await findUploadIdByKey(trx, upload.reportId, upload.idempotencyKey) : undefined;
    if (announced) return announced;
    await requireRoom(trx, report, upload.length, undefined, stage);
    const id = randomBytes(18).toString('base64url');
    await insertUpload(trx, { id, ...upload });
    return id;
  });
}

/** The attachment the upload became; undefined while it has not; a 404 once it was given up or refused. */
export async function finishedAttachment(db: Kysely<Database>, upload: UploadRow): Promise<Attachment | undefined> {
  const row = await uploadLink(db, upload.id);
  if (!row) throw notFound();
  return row.attachment_id === null ? undefined : findAttachment(db, upload.report_id, { id: row.attachment_id });
}

/**
 * The whole file has arrived: it goes through the attachment store's checks as one stream of its parts; the attachment
 * row, the upload's link to it and the parts' deletion are one transaction. A refusal deletes the
 * upload with its parts. Idempotent: a repeat (the last PATCH again, its answer lost, here or on
 * another instance) that finds the file finished, or finishing under the report's lock, ends with
 * that attachment, never a second one.
 */
export interface FinishOptions {
  stage: IntakeStage;
  /** Runs in the transaction that records the attachment (a saved report's document is owed to the core system there). */
  onStored?: (trx: Kysely<Database>, attachmentId: string) => Promise<void>;
}

export async function finishUpload(
  db: Kysely<Database>,
  store: AttachmentStore,
  upload: UploadRow,
  options: FinishOptions = { stage: 'draft' },
): Promise<void> {
  if (upload.attachment_id !== null) return;
  try {
    await storeAttachment(db, store, {
      reportId: upload.report_id,
      source: readPieces(db, upload.id),
      fileName: upload.client_name,
      type: upload.type as AttachmentType,
      usage: await attachmentUsage(db, upload.report_id, upload.id),
      exceptUpload: upload.id,
      stage: options.stage,
      repeatOf: (trx) => finishedAttachment(trx, upload),
      inTransaction: async (trx, attachmentId) => {
        // Given up (DELETE) while it was being checked: no attachment for it.
        if (!(await linkUpload(trx, upload.id, attachmentId))) throw notFound();
        await deleteUploadPieces(trx, upload.id);
        await options.onStored?.(trx, attachmentId);
      },
    });
  } catch (error) {
    // A repeat that read the parts while the finish it repeats removed them: that finish stands.
    const row = await uploadLink(db, upload.id);
    if (row?.attachment_id) return;
    await deleteUnfinishedUpload(db, upload.id);
    throw error;
  }
}
