import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_ATTACHMENT_BYTES, type AttachmentType } from '../../src/domain/attachments.ts';
import { ApiError, notFound, reportCompleted } from '../http-errors.ts';
import { getReport } from '../reports/repository.ts';
import { contentDispositionAttachment } from '../services/attachment-store.ts';
import { attachmentUsage, checkRoom, storeAttachment } from '../attachments/intake.ts';
import { findAttachment, findAttachmentFile, type AttachmentFile } from '../attachments/repository.ts';

type Params = { Params: { id: string } };

export const attachmentHandlers = {
  async uploadAttachment(
    request: FastifyRequest<Params & { Querystring: { type?: AttachmentType }; Headers: { 'idempotency-key'?: string } }>,
    reply: FastifyReply,
  ) {
    const { db, attachments: store } = request.server;
    const { id } = request.params;
    const idempotencyKey = request.headers['idempotency-key'];
    // Refuse before reading the body: a saved report or a full one never costs a 15 MB upload.
    const report = await getReport(db, id);
    // A repeat of a request that was stored (the client never got its answer) gets that answer
    // again, its body unread: one file, one attachment.
    const earlier = idempotencyKey === undefined ? undefined : await findAttachment(db, id, { idempotencyKey });
    if (earlier) return reply.code(201).header('Connection', 'close').send(earlier);
    if (report.status === 'completed') throw reportCompleted();
    const usage = await attachmentUsage(db, id);
    // A full report refuses before reading the body; one byte short of full cannot take a file.
    checkRoom(usage, 1);

    // Busboy throws a plain Error for a multipart body it cannot read at all (no boundary in the
    // content type: "Multipart: Boundary not found"), which would be answered as a 500; such a body carries no file field, so it is the client's 400.
    const part = await request.file({ limits: { fileSize: MAX_ATTACHMENT_BYTES + 1, files: 1, fields: 0 } }).catch((error: unknown) => {
      if (error instanceof Error && !('statusCode' in error) && /^(Multipart|Malformed|Unexpected end)/i.test(error.message))
        return undefined;
      throw error;
    });
    if (!part || part.fieldname !== 'file') {
      throw new ApiError(400, 'NO_FILE');
    }
    const attachment = await storeAttachment(db, store, {
      reportId: id,
      source: part.file,
      fileName: part.filename ?? '',
      type: request.query.type ?? 'PHOTO_DOC',
      usage,
      idempotencyKey,
      // Two copies of one request at once: the second to reach the report's lock answers the first's.
      ...(idempotencyKey !== undefined && { repeatOf: (trx) => findAttachment(trx, id, { idempotencyKey }) }),
    });
    return reply.code(201).send(attachment);
  },

  async viewAttachment(request: FastifyRequest<{ Params: { id: string; attachmentId: string } }>, reply: FastifyReply) {
    // Only through the report that owns it: another report's id finds nothing (404, not 403).
    const row = await findAttachmentFile(request.server.db, request.params.attachmentId, request.params.id);
    return sendAttachment(request, reply, row);
  },

  async downloadAttachmentByLink(
    request: FastifyRequest<{ Params: { attachmentId: string }; Querystring: { expires: number; signature: string } }>,
    reply: FastifyReply,
  ) {
    const { attachmentId } = request.params;
    // The signature first: a forged link learns nothing, not even whether the attachment exists.
    request.server.attachmentLinks.verify(attachmentId, request.query.expires, request.query.signature);
    return sendAttachment(request, reply, await findAttachmentFile(request.server.db, attachmentId));
  },
};

/** The file of an attachment row as a download, never shown: the same headers wherever it is fetched from. */
async function sendAttachment(request: FastifyRequest, reply: FastifyReply, row: AttachmentFile | undefined) {
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
