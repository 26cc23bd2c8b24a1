/** DELETE …/incident-report/{id}: a draft the reporter gives up goes with its attachments and their files. */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { removeStoredFiles } from '../attachments/remove-files.ts';
import { attachmentKeys } from '../attachments/repository.ts';
import type { Database } from '../db/schema.ts';
import type { AttachmentStore } from '../services/attachment-store.ts';
import type { DraftCache } from './draft-cache.ts';
import { deleteMailLog } from './mail-log-repository.ts';
import { deleteReportRow, getDraft } from './repository.ts';

export async function deleteDraft(
  context: { db: Kysely<Database>; attachments: AttachmentStore; drafts: DraftCache; log: FastifyBaseLogger },
  id: string,
): Promise<void> {
  const keys = await context.db.transaction().execute(async (trx) => {
    await getDraft(trx, id, { forUpdate: true });
    const rows = await attachmentKeys(trx, id);
    await deleteMailLog(trx, id);
    await deleteReportRow(trx, id);
    return rows.map((row) => row.storage_key);
  });
  context.drafts.forget(id);
  await removeStoredFiles(context.attachments, keys, context.log);
}
