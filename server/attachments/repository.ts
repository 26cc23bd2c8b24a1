/** Every statement on the `attachment` table: the files a report holds, as rows. */
import type { Kysely } from 'kysely';
import type { Attachment } from '../../src/domain/report.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

const ATTACHMENT_COLUMNS = ['id', 'type', 'client_name', 'size', 'content_type'] as const;

const toApiAttachment = (row: { id: string; type: string; client_name: string; size: number; content_type: string }): Attachment => ({
  id: row.id,
  type: row.type as Attachment['type'],
  clientName: row.client_name,
  size: row.size,
  contentType: row.content_type,
});

/** The report's attachments as the API shows them, in the order they came. */
export async function listAttachments(db: Db, reportId: string): Promise<Attachment[]> {
  const rows = await db
    .selectFrom('attachment')
    .select(ATTACHMENT_COLUMNS)
    .where('report_id', '=', reportId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toApiAttachment);
}

/** One attachment of the report as the API shows it, or undefined (removed, or another report's). */
export async function findAttachment(
  db: Db,
  reportId: string,
  where: { id: string } | { idempotencyKey: string },
): Promise<Attachment | undefined> {
  const query = db.selectFrom('attachment').select(ATTACHMENT_COLUMNS).where('report_id', '=', reportId);
  const row = await (
    'id' in where ? query.where('id', '=', where.id) : query.where('idempotency_key', '=', where.idempotencyKey)
  ).executeTakeFirst();
  return row && toApiAttachment(row);
}

/** What a download of an attachment needs: where its file is stored, and how it is named and typed. */
export interface AttachmentFile {
  storage_key: string;
  client_name: string;
  content_type: string;
  size: number;
}

/** The attachment's file, or undefined; with `reportId` only through the report that owns it. */
export async function findAttachmentFile(db: Db, attachmentId: string, reportId?: string): Promise<AttachmentFile | undefined> {
  let query = db.selectFrom('attachment').select(['storage_key', 'client_name', 'content_type', 'size']).where('id', '=', attachmentId);
  if (reportId !== undefined) query = query.where('report_id', '=', reportId);
  return query.executeTakeFirst();
}

/** The report's attachment rows by id, with where each file is stored. */
export async function attachmentKeys(db: Db, reportId: string): Promise<Array<{ id: string; storage_key: string }>> {
  return db.selectFrom('attachment').select(['id', 'storage_key']).where('report_id', '=', reportId).execute();
}

export async function deleteAttachment(db: Db, attachmentId: string): Promise<void> {
  await db.deleteFrom('attachment').where('id', '=', attachmentId).execute();
}

export async function setAttachmentType(db: Db, attachmentId: string, type: Attachment['type']): Promise<void> {
  await db.updateTable('attachment').set({ type }).where('id', '=', attachmentId).execute();
}

/** The count and bytes of the report's attachment rows. */
export async function storedAttachmentUsage(db: Db, reportId: string): Promise<{ count: number; bytes: number }> {
  const row = await db
    .selectFrom('attachment')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes')])
    .where('report_id', '=', reportId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), bytes: Number(row.bytes) };
}

export interface NewAttachmentRow {
  attachment: Attachment;
  reportId: string;
  storageKey: string;
  sha256: string | null;
  idempotencyKey: string | null;
}

export async function insertAttachment(db: Db, row: NewAttachmentRow): Promise<void> {
  const { attachment } = row;
  await db
    .insertInto('attachment')
    .values({
      id: attachment.id,
      report_id: row.reportId,
      type: attachment.type,
      client_name: attachment.clientName,
      content_type: attachment.contentType,
      size: attachment.size,
      storage_key: row.storageKey,
      sha256: row.sha256,
      idempotency_key: row.idempotencyKey,
    })
    .execute();
}
