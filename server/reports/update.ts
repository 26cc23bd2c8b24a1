/**
 * An update of a draft (PUT …/update): the formats checked, what was sent merged into the stored
 * document, verified, and written over the version it was read at, with the attachment list
 * applied in the same write.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { UpdateReportRequest, UpdateReportResponse } from '../../src/domain/report.ts';
import { nowInSlovakia } from '../../src/domain/validation/today.ts';
import { removeStoredFiles } from '../attachments/remove-files.ts';
import { attachmentKeys, deleteAttachment, setAttachmentType } from '../attachments/repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http-errors.ts';
import { DETAIL_MESSAGES } from '../http/messages.ts';
import { phonePrefixCodes } from '../reference/registers.ts';
import type { AttachmentStore } from '../services/attachment-store.ts';
import { refuseTooManyDamagedObjects } from './damaged-object-limit.ts';
import { appliedBefore, applyUpdate } from './document.ts';
import type { DraftCache, KnownDraft } from './draft-cache.ts';
import type { InTurn } from './in-turn.ts';
import { resolveReferences } from './references.ts';
import { getDraft, storeDocument } from './repository.ts';
import { updateResponse } from './update-response.ts';
import { validateUpdateBody } from './validate.ts';
import { needsVerification, recomputeVerification } from './verification.ts';

/** What an update works with: the app's decorations of the same names (server/fastify.d.ts). */
export interface UpdateContext {
  db: Kysely<Database>;
  attachments: AttachmentStore;
  drafts: DraftCache;
  updatesInTurn: InTurn;
  log: FastifyBaseLogger;
}

/**
 * The formats openapi.yaml cannot express (IBAN check digits, birth numbers, phone prefixes,
 * dates not in the future ...), checked with the same rules as the browser's forms (SPEC §5),
 * answered in the request's language.
 */
function checkFormats(body: UpdateReportRequest): void {
  const now = nowInSlovakia();
  const details = validateUpdateBody(body, {
    phonePrefixes: phonePrefixCodes(),
    today: now.date,
    now: now.time,
  });
  if (details.length > 0) throw new ApiError(400, 'VALIDATION_FAILED', details);
}

/** What updateOnce gives for an update whose Idempotency-Key the report has applied already. */
const REPEATED = 'repeated' as const;

/**
 * One go at an update: read the draft (or take the version this process last wrote, `known`),
 * merge what was sent, verify, and write over that version (storeDocument). Undefined when another
 * write came first; with `lock` (inside a transaction) the row is locked from the read on, so that
 * cannot happen. Without it nothing is locked while merging and verifying, and an update without
 * an attachment list is one read and one write, or with `known` one write.
 */
async function updateOnce(
  db: Kysely<Database>,
  id: string,
  body: UpdateReportRequest,
  { lock = false, known, idempotencyKey }: { lock?: boolean; known?: KnownDraft | undefined; idempotencyKey?: string | undefined } = {},
) {
  const row = known ?? (await getDraft(db, id, { forUpdate: lock }));
  if (appliedBefore(row.document, idempotencyKey)) return REPEATED;
  const document = applyUpdate(row.document, body, idempotencyKey);
  refuseTooManyDamagedObjects(document);
  if (needsVerification(row.document, document)) await recomputeVerification(db, document);
  await resolveReferences(db, body, document);
  const write = async (trx: Kysely<Database>) => {
    const stored = await storeDocument(trx, id, row.version, document);
    if (!stored) return undefined;
    const removedKeys = body.attachments ? await applyAttachmentList(trx, id, body.attachments) : [];
    return { document, stored, removedKeys };
  };
  // The attachment rows change with the document or not at all.
  return body.attachments && !db.isTransaction ? db.transaction().execute(write) : write(db);
}

/**
 * Makes the report's attachment rows the list sent: unknown ids are refused (400), rows not listed
 * are deleted, listed types are set. Returns the storage keys of the deleted rows' files.
 */
async function applyAttachmentList(
  trx: Kysely<Database>,
  id: string,
  list: NonNullable<UpdateReportRequest['attachments']>,
): Promise<string[]> {
  const stored = await attachmentKeys(trx, id);
  const keep = new Map(list.map((ref) => [ref.id, ref]));
  list.forEach((ref, index) => {
    if (!stored.some((row) => row.id === ref.id)) {
      throw new ApiError(400, 'UNKNOWN_ATTACHMENT', [{ path: `/attachments/${index}/id`, message: DETAIL_MESSAGES.unknownAttachment }]);
    }
  });
  const removedKeys: string[] = [];
  for (const row of stored) {
    const ref = keep.get(row.id);
    if (!ref) {
      await deleteAttachment(trx, row.id);
      removedKeys.push(row.storage_key);
    } else if (ref.type) {
      await setAttachmentType(trx, row.id, ref.type);
    }
  }
  return removedKeys;
}

/**
 * Updates the draft `id` with `body`; answers what the server computed from the stored result. An
 * update sent again with the same `idempotencyKey` (a queued answer whose reply was lost) writes
 * nothing: it is answered from the report as it stands.
 */
export async function updateReport(
  context: UpdateContext,
  id: string,
  body: UpdateReportRequest,
  idempotencyKey?: string,
): Promise<UpdateReportResponse> {
  const { db, drafts } = context;
  checkFormats(body);
  // One update of a draft at a time in this process, so each starts from the version the one
  // before it wrote. Cheapest first: over the version this process last wrote (one statement);
  // if another write came in between (another server process, a save), read and write with
  // nothing locked; if yet another write came first, once more with the report locked, which
  // cannot miss.
  const written = await context.updatesInTurn(id, async () => {
    const known = drafts.read(id);
    const result =
      (known && (await updateOnce(db, id, body, { known, idempotencyKey }))) ||
      (await updateOnce(db, id, body, { idempotencyKey })) ||
      (await db.transaction().execute((trx) => updateOnce(trx, id, body, { lock: true, idempotencyKey })));
    if (!result) throw new Error('an update of a locked report found it changed');
    if (result === REPEATED) return result;
    // Only now: the write (and its transaction, with an attachment list) is committed.
    drafts.remember(id, result.stored.version, result.document, result.stored.documentChars);
    return result;
  });
  if (written === REPEATED) {
    const row = await getDraft(db, id);
    return updateResponse({ document: row.document, version: row.version, updatedAt: row.updated_at });
  }
  await removeStoredFiles(context.attachments, written.removedKeys, context.log);
  return updateResponse({ document: written.document, ...written.stored });
}
