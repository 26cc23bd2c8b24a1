/** Every statement on the `upload` table of the resumable uploads (its pieces: server/services/upload-pieces.ts). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http-errors.ts';

type Db = Kysely<Database>;

export interface UploadRow {
  id: string;
  report_id: string;
  type: string;
  client_name: string;
  length: number;
  received: number;
  attachment_id: string | null;
}

/** The upload, only through the report it belongs to (another report's id finds nothing). */
export async function findUpload(db: Db, reportId: string, uploadId: string): Promise<UploadRow> {
  const row = await db
    .selectFrom('upload')
    .select(['id', 'report_id', 'type', 'client_name', 'length', 'received', 'attachment_id'])
    .where('id', '=', uploadId)
    .where('report_id', '=', reportId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function insertUpload(
  db: Db,
  upload: { id: string; reportId: string; type: string; clientName: string; length: number; idempotencyKey?: string | undefined },
): Promise<void> {
  await db
    .insertInto('upload')
    .values({
      id: upload.id,
      report_id: upload.reportId,
      type: upload.type,
      client_name: upload.clientName,
      length: upload.length,
      idempotency_key: upload.idempotencyKey ?? null,
      updated_at: new Date(),
    })
    .execute();
}

/** The upload a report's announcement with `idempotencyKey` made, if any. */
export async function findUploadIdByKey(db: Db, reportId: string, idempotencyKey: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('upload')
    .select('id')
    .where('report_id', '=', reportId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return row?.id;
}

/** The count and announced bytes of the report's uploads not yet finished, but for `exceptUpload`. */
export async function pendingUploadUsage(db: Db, reportId: string, exceptUpload?: string): Promise<{ count: number; bytes: number }> {
  let pending = db
    .selectFrom('upload')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.coalesce(eb.fn.sum<number>('length'), eb.lit(0)).as('bytes')])
    .where('report_id', '=', reportId)
    .where('attachment_id', 'is', null);
  if (exceptUpload) pending = pending.where('id', '!=', exceptUpload);
  const row = await pending.executeTakeFirstOrThrow();
  return { count: Number(row.count), bytes: Number(row.bytes) };
}

/** The row of the upload: undefined once it is gone; its attachment_id null while it is unfinished. */
export async function uploadLink(db: Db, uploadId: string): Promise<{ attachment_id: string | null } | undefined> {
  return db.selectFrom('upload').select('attachment_id').where('id', '=', uploadId).executeTakeFirst();
}

/** Marks the unfinished upload as become `attachmentId`; false when it is gone or finished already. */
export async function linkUpload(db: Db, uploadId: string, attachmentId: string): Promise<boolean> {
  const linked = await db
    .updateTable('upload')
    .set({ attachment_id: attachmentId })
    .where('id', '=', uploadId)
    .where('attachment_id', 'is', null)
    .executeTakeFirst();
  return Number(linked.numUpdatedRows) === 1;
}

export async function deleteUploadPieces(db: Db, uploadId: string): Promise<void> {
  await db.deleteFrom('upload_chunk').where('upload_id', '=', uploadId).execute();
}

/** Deletes the upload (its pieces with it) unless it became an attachment. */
export async function deleteUnfinishedUpload(db: Db, uploadId: string): Promise<void> {
  await db.deleteFrom('upload').where('id', '=', uploadId).where('attachment_id', 'is', null).execute();
}

export async function deleteUpload(db: Db, uploadId: string): Promise<void> {
  await db.deleteFrom('upload').where('id', '=', uploadId).execute();
}
