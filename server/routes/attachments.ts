import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENT_BYTES_PER_REPORT,
  MAX_ATTACHMENTS_PER_REPORT,
  type AttachmentType,
} from '../../src/domain/attachments.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, notFound, reportCompleted } from '../http-errors.ts';
import { getReport } from '../reports/repository.ts';
import { checkNameMatchesContent, contentDispositionAttachment, safeDownloadName } from '../services/attachment-store.ts';
import { randomBytes } from 'node:crypto';

type Params = { Params: { id: string } };

const tooMany = () => new ApiError(409, 'TOO_MANY_ATTACHMENTS');

const quotaReached = () => new ApiError(409, 'ATTACHMENT_QUOTA_REACHED');

/** The report's attachments as they stand: those removed by an update are gone from the table. */
async function attachmentUsage(db: Kysely<Database>, reportId: string): Promise<{ count: number; bytes: number }> {
  const row = await db
    .selectFrom('attachment')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes')])
    .where('report_id', '=', reportId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), bytes: Number(row.bytes) };
}

/** Refuses a file the report has no room for: one more file, or `size` more bytes. */
function checkRoom(usage: { count: number; bytes: number }, size: number): void {
  if (usage.count >= MAX_ATTACHMENTS_PER_REPORT) throw tooMany();
  if (usage.bytes + size > MAX_ATTACHMENT_BYTES_PER_REPORT) throw quotaReached();
}

export const attachmentHandlers = {
  async uploadAttachment(request: FastifyRequest<Params & { Querystring: { type?: AttachmentType } }>, reply: FastifyReply) {
    const { db, attachments: store } = request.server;
    const { id } = request.params;
    // Refuse before reading the body: a saved report or a full one never costs a 15 MB upload.
    const report = await getReport(db, id);
    if (report.status === 'completed') throw reportCompleted();
    const usage = await attachmentUsage(db, id);
    // A full report refuses before reading the body; one byte short of full cannot take a file.
    checkRoom(usage, 1);

    // Busboy throws a plain Error for a multipart body it cannot read at all (no boundary in the
    // content type: "Multipart: Boundary not found"), which was answered as a 500 (found by the
    // unknown-input fuzz test); such a body carries no file field, so it is the client's 400.
    const part = await request.file({ limits: { fileSize: MAX_ATTACHMENT_BYTES + 1, files: 1, fields: 0 } }).catch((error: unknown) => {
      if (error instanceof Error && !('statusCode' in error) && /^(Multipart|Malformed|Unexpected end)/i.test(error.message))
        return undefined;
      throw error;
    });
    if (!part || part.fieldname !== 'file') {
      throw new ApiError(400, 'NO_FILE');
    }
    // A file larger than the report's room is cut off as it arrives, like one over 15 MB.
    const room = MAX_ATTACHMENT_BYTES_PER_REPORT - usage.bytes;
    const stored = await store.save(part.file, { maxBytes: Math.min(MAX_ATTACHMENT_BYTES, room) }).catch((error: unknown) => {
      if (room < MAX_ATTACHMENT_BYTES && error instanceof ApiError && error.code === 'FILE_TOO_LARGE') throw quotaReached();
      throw error;
    });
    // Kept for display and download only: no path part, no control or bidi characters, capped.
    const clientName = safeDownloadName(part.filename ?? '').utf8;
    if (!checkNameMatchesContent(part.filename ?? '', stored.detected.ext)) {
      await store.remove(stored.key);
      throw new ApiError(415, 'FILE_NAME_MISMATCH');
    }

    const attachmentId = randomBytes(18).toString('base64url');
    const type = request.query.type ?? 'PHOTO_DOC';
    try {
      await db.transaction().execute(async (trx) => {
        const row = await getReport(trx, id, { forUpdate: true });
        if (row.status === 'completed') throw reportCompleted();
        // Again under the report's lock: parallel uploads may have filled it meanwhile.
        checkRoom(await attachmentUsage(trx, id), stored.size);
        await trx
          .insertInto('attachment')
          .values({
            id: attachmentId,
            report_id: id,
            type,
            client_name: clientName,
            content_type: stored.detected.mime,
            size: stored.size,
            storage_key: stored.key,
            sha256: stored.sha256,
          })
          .execute();
      });
    } catch (error) {
      await store.remove(stored.key);
      throw error;
    }
    return reply.code(201).send({
      id: attachmentId,
      type,
      clientName,
      size: stored.size,
      contentType: stored.detected.mime,
    });
  },

  async viewAttachment(request: FastifyRequest<{ Params: { id: string; attachmentId: string } }>, reply: FastifyReply) {
    // Only through the report that owns it: another report's id finds nothing (404, not 403).
    const row = await request.server.db
      .selectFrom('attachment')
      .select(['storage_key', 'client_name', 'content_type', 'size'])
      .where('id', '=', request.params.attachmentId)
      .where('report_id', '=', request.params.id)
      .executeTakeFirst();
    return sendAttachment(request, reply, row);
  },

  async downloadAttachmentByLink(
    request: FastifyRequest<{ Params: { attachmentId: string }; Querystring: { expires: number; signature: string } }>,
    reply: FastifyReply,
  ) {
    const { attachmentId } = request.params;
    // The signature first: a forged link learns nothing, not even whether the attachment exists.
    request.server.attachmentLinks.verify(attachmentId, request.query.expires, request.query.signature);
    const row = await request.server.db
      .selectFrom('attachment')
      .select(['storage_key', 'client_name', 'content_type', 'size'])
      .where('id', '=', attachmentId)
      .executeTakeFirst();
    return sendAttachment(request, reply, row);
  },
};

/** The file of an attachment row as a download, never shown: the same headers wherever it is fetched from. */
async function sendAttachment(
  request: FastifyRequest,
  reply: FastifyReply,
  row: { storage_key: string; client_name: string; content_type: string; size: number } | undefined,
) {
  if (!row) throw notFound();
  const stream = await request.server.attachments.open(row.storage_key);
  return reply
    .header('Content-Type', row.content_type)
    .header('Content-Length', String(row.size))
    .header('Content-Disposition', contentDispositionAttachment(row.client_name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "sandbox; default-src 'none'")
    .header('Cache-Control', 'private, no-store')
    .send(stream);
}
