/**
 * Resumable uploads: the tus 1.0.0 protocol's core and its creation and
 * termination extensions (https://tus.io/protocols/resumable-upload), which the browser speaks
 * with tus-js-client. A phone whose connection drops asks how much the server has (HEAD) and sends
 * the rest (PATCH), instead of the whole file again.
 *
 * Why not @tus/server: its stores keep the parts on one disk, in S3 or GCS, and its default locker
 * in one process's memory; here the parts live in the database every instance shares
 * (server/services/upload-pieces.ts), a compare-and-set on the received length stands in for the
 * lock, and every request and answer goes through openapi.yaml and the API's error shape like the
 * rest. The finished file goes to the attachment store through the same door as a one-request
 * upload (server/attachments/intake.ts): the same limits, the same content checks, and a
 * refused file leaves nothing behind, neither its parts nor a file in the store.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileRefusal, isAttachmentType } from '../../src/domain/attachments.ts';
import type { Attachment } from '../../src/domain/report.ts';
import { DETAIL_MESSAGES } from '../http/messages.ts';
import { invalidText, requireKeptText } from '../http/text-input.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http-errors.ts';
import { getReport } from '../reports/repository.ts';
import { appendPiece, storePieces } from '../services/upload-pieces.ts';
import { requireStage, type IntakeStage } from '../attachments/intake.ts';
import { announceUpload, finishUpload, type FinishOptions } from '../attachments/resumable-upload.ts';
import { findAttachment } from '../attachments/repository.ts';
import { deleteUpload, findUpload } from '../attachments/upload-repository.ts';

export const TUS_VERSION = '1.0.0';

type UploadParams = { Params: { uploadId: string } };

const UNSUPPORTED_FILE_TYPE = () => new ApiError(415, 'UNSUPPORTED_FILE_TYPE');

/** tus answers every request, refusals included, with the protocol version it speaks. */
function requireTusVersion(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('Tus-Resumable', TUS_VERSION);
  if (request.headers['tus-resumable'] !== TUS_VERSION) {
    reply.header('Tus-Version', TUS_VERSION);
    throw new ApiError(412, 'TUS_VERSION_UNSUPPORTED');
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * `Upload-Metadata`: comma-separated `key base64(value)` pairs (a key alone has an empty value).
 * A value is text like any other the API takes (D29): one that is not UTF-8, or holds a character
 * the report does not keep (U+0000, another control character), is refused naming its key.
 */
export function parseUploadMetadata(header: string | undefined): Map<string, string> {
  const metadata = new Map<string, string>();
  for (const pair of (header ?? '').split(',')) {
    const [key, value = ''] = pair.trim().split(' ');
    if (!key) continue;
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value)) {
      throw new ApiError(400, 'VALIDATION_FAILED', [
        { path: '/headers/upload-metadata', message: DETAIL_MESSAGES.uploadMetadataNotBase64 },
      ]);
    }
    const path = `/headers/upload-metadata/${key}`;
    let text: string;
    try {
      text = strictUtf8.decode(Buffer.from(value, 'base64'));
    } catch {
      throw invalidText(path, DETAIL_MESSAGES.uploadMetadataInvalidText);
    }
    requireKeptText(path, text, DETAIL_MESSAGES.uploadMetadataInvalidText);
    metadata.set(key, text);
  }
  return metadata;
}

/**
 * The PATCH requests of this server instance still storing what they read (and finishing the
 * file, when they brought its last byte), by upload. After a cut the browser asks (HEAD) within a
 * second, while the cut request may still be writing its last pieces: HEAD and the next PATCH
 * wait for it (at most WRITER_WAIT_MS), so the answer counts those bytes and the browser does not
 * send them again, and a repeated last PATCH finds the file finished. Only a wait: the bytes and
 * the offset are in the database, and a request reaching another instance is still right, only
 * perhaps a piece later. Kept per app, so two apps in one process are two instances.
 */
const writersOf = new WeakMap<FastifyInstance, Map<string, Promise<unknown>>>();
const WRITER_WAIT_MS = 10_000;

function writers(app: FastifyInstance): Map<string, Promise<unknown>> {
  let map = writersOf.get(app);
  if (!map) writersOf.set(app, (map = new Map()));
  return map;
}

async function writerDone(request: FastifyRequest<UploadParams>): Promise<void> {
  const writer = writers(request.server).get(request.params.uploadId);
  if (!writer) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([writer, new Promise((resolve) => (timer = setTimeout(resolve, WRITER_WAIT_MS)))]);
  clearTimeout(timer);
}

/** The byte count of a request's body, when it says (`Content-Length`). */
const bodyLength = (request: FastifyRequest) => {
  const header = request.headers['content-length'];
  return header === undefined ? Number.NaN : Number(header);
};

/**
 * Checks made before a PATCH's body is read. A refusal closes the connection after the answer:
 * otherwise Node reads the unread body to the end to keep the connection, and the phone sends its
 * request of 1 MiB (at 1.6 Mbit/s, five seconds) for nothing before it hears the answer.
 */
async function refuseBeforeReading<T>(reply: FastifyReply, checks: () => Promise<T>): Promise<T> {
  try {
    return await checks();
  } catch (error) {
    reply.header('Connection', 'close');
    throw error;
  }
}

/**
 * Where a way in for resumable uploads takes its files: the draft's routes (by report id) or a
 * saved report's claim page (by its token), each with the uploads' addresses under its own path.
 */
export interface UploadTarget<P> {
  stage: IntakeStage;
  /** The report the request's path names; refuses one it cannot reach (404, 410). */
  reportOf(request: FastifyRequest<{ Params: P }>): Promise<string>;
  uploadUrl(request: FastifyRequest<{ Params: P }>, uploadId: string): string;
  /** Runs in the transaction that records the finished file. */
  onStored?(request: FastifyRequest<{ Params: P }>, trx: Kysely<Database>, attachmentId: string): Promise<void>;
}

/** The tus handlers of one way in (its routes in openapi.yaml). */
export function resumableUploads<P extends object>(target: UploadTarget<P>) {
  type ReportParams = { Params: P };
  type UploadParams = { Params: P & { uploadId: string } };
  const finishOptions = (request: FastifyRequest<UploadParams>): FinishOptions => ({
    stage: target.stage,
    ...(target.onStored && { onStored: (trx, attachmentId) => target.onStored!(request, trx, attachmentId) }),
  });
  const uploadOf = async (request: FastifyRequest<UploadParams>) =>
    findUpload(request.server.db, await target.reportOf(request), (request.params as { uploadId: string }).uploadId);
  return {
    /** POST: announces a file (its length, name and document type); answers where to send it. */
    async createUpload(request: FastifyRequest<ReportParams>, reply: FastifyReply) {
      requireTusVersion(request, reply);
      const { db } = request.server;
      const id = await target.reportOf(request);
      const length = Number(request.headers['upload-length']);
      const metadata = parseUploadMetadata(request.headers['upload-metadata'] as string | undefined);
      const fileName = metadata.get('filename') ?? '';
      const type = metadata.get('type') || 'PHOTO_DOC';
      if (!isAttachmentType(type)) {
        throw new ApiError(400, 'VALIDATION_FAILED', [
          { path: '/headers/upload-metadata/type', message: DETAIL_MESSAGES.unknownDocumentType },
        ]);
      }
      // Refused before a byte is sent: what the name or the length already tells.
      const refusal = fileRefusal({ name: fileName, size: length });
      if (refusal === 'type') throw UNSUPPORTED_FILE_TYPE();
      if (refusal === 'empty') throw new ApiError(400, 'EMPTY_FILE');
      if (refusal === 'size') {
        throw new ApiError(413, 'FILE_TOO_LARGE');
      }
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      const uploadId = await announceUpload(db, { reportId: id, type, clientName: fileName, length, idempotencyKey }, target.stage);
      return reply.code(201).header('Location', target.uploadUrl(request, uploadId)).send();
    },

    /** HEAD: how many bytes the server has (where the next PATCH must start) and of how many. */
    async getUploadOffset(request: FastifyRequest<UploadParams>, reply: FastifyReply) {
      requireTusVersion(request, reply);
      await writerDone(request);
      const upload = await uploadOf(request);
      return reply
        .code(200)
        .header('Upload-Offset', String(upload.received))
        .header('Upload-Length', String(upload.length))
        .header('Cache-Control', 'no-store')
        .send();
    },

    /**
     * PATCH: the bytes from `Upload-Offset` on. They are stored as they arrive; a body that breaks
     * off keeps what came through. The request that brings the last byte hands the file to the store.
     */
    async appendUpload(request: FastifyRequest<UploadParams>, reply: FastifyReply) {
      const { db } = request.server;
      const { upload, repeat } = await refuseBeforeReading(reply, async () => {
        requireTusVersion(request, reply);
        await writerDone(request);
        const found = await uploadOf(request);
        const offset = Number(request.headers['upload-offset']);
        // The request that brought the last byte, again (its answer was lost on the way): the
        // file is whole, so its bytes are not read; it gets the finish's answer.
        if (found.received === found.length && offset + bodyLength(request) === found.length) return { upload: found, repeat: true };
        if (found.attachment_id === null) {
          requireStage(await getReport(db, found.report_id), target.stage);
        }
        if (offset !== found.received || found.attachment_id !== null) {
          throw new ApiError(409, 'UPLOAD_OFFSET_MISMATCH');
        }
        return { upload: found, repeat: false };
      });
      if (repeat) {
        if (bodyLength(request) > 0) reply.header('Connection', 'close');
        await finishUpload(db, request.server.attachments, upload, finishOptions(request));
        return reply.code(204).header('Upload-Offset', String(upload.length)).send();
      }
      const offset = upload.received;
      let received = offset;
      const storing = storePieces(request.raw, async (piece) => {
        if (received + piece.length > upload.length) {
          throw new ApiError(413, 'FILE_TOO_LARGE');
        }
        if (!(await appendPiece(db, upload.id, received, piece))) {
          throw new ApiError(409, 'UPLOAD_OFFSET_MISMATCH');
        }
        received += piece.length;
      });
      const finishing = storing.then(() =>
        received === upload.length
          ? finishUpload(db, request.server.attachments, { ...upload, received }, finishOptions(request))
          : undefined,
      );
      const settled = finishing.catch(() => undefined);
      const inFlight = writers(request.server);
      inFlight.set(upload.id, settled);
      void settled.then(() => {
        if (inFlight.get(upload.id) === settled) inFlight.delete(upload.id);
      });
      try {
        await storing;
      } catch (error) {
        if (error instanceof ApiError) {
          // Its body was left unread: the connection goes with the answer (refuseBeforeReading).
          reply.header('Connection', 'close');
          throw error;
        }
        // The connection broke off: what arrived is stored, and nobody is listening for an answer.
        request.log.info({ received }, 'upload interrupted');
        return reply;
      }
      await finishing;
      return reply.code(204).header('Upload-Offset', String(received)).send();
    },

    /** DELETE: the reporter removed the file before it arrived; its parts go at once. */
    async cancelUpload(request: FastifyRequest<UploadParams>, reply: FastifyReply) {
      requireTusVersion(request, reply);
      const { db } = request.server;
      const upload = await uploadOf(request);
      // A finished upload is an attachment now: it goes when an update leaves it out of the list.
      if (upload.attachment_id === null) await deleteUpload(db, upload.id);
      return reply.code(204).send();
    },

    /** GET …/attachment: the attachment a finished upload became (409 while bytes are missing). */
    async getUploadAttachment(request: FastifyRequest<UploadParams>, reply: FastifyReply): Promise<Attachment> {
      const { db } = request.server;
      const upload = await uploadOf(request);
      const attachment =
        upload.attachment_id === null ? undefined : await findAttachment(db, upload.report_id, { id: upload.attachment_id });
      if (!attachment) throw new ApiError(409, 'UPLOAD_INCOMPLETE');
      return reply.send(attachment);
    },
  };
}

/** The draft's resumable uploads, `/v1/incident-report/{id}/uploads…`: the report id is the draft's capability. */
const draftUploads = resumableUploads<{ id: string }>({
  stage: 'draft',
  reportOf: async (request) => request.params.id,
  uploadUrl: (request, uploadId) => `/v1/incident-report/${request.params.id}/uploads/${uploadId}`,
});

export const resumableUploadHandlers = {
  createUpload: draftUploads.createUpload,
  getUploadOffset: draftUploads.getUploadOffset,
  appendUpload: draftUploads.appendUpload,
  cancelUpload: draftUploads.cancelUpload,
  getUploadAttachment: draftUploads.getUploadAttachment,
};
