/**
 * A document the reporter adds on the claim's own page, after the report was saved: it comes in
 * through the same intake as the wizard's files (server/attachments/, the report's 30 files and
 * 150 MB counted over everything it holds) and, in the transaction that records it, is owed to the
 * core system as a `claimDocument` message per claim of the report (the claim's own message lists
 * every file of the report too). Each message has its own Idempotency-Key, so however often the
 * upload's last request is repeated, and however often the outbox delivers, the core system is
 * told of the file once per claim.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http-errors.ts';
import { claimDocumentXml } from '../reports/claim-xml.ts';
import type { AttachmentLinks } from '../services/attachment-links.ts';
import { savedReport } from './repository.ts';

/** The Idempotency-Key (and the outbox file's name) of a document's message to one claim. */
export const followUpMessageKey = (claimId: string, attachmentId: string) => `${claimId}-document-${attachmentId}`;

/** Owes the core system the attachment, one message per claim of the report, in `trx` (the attachment's own transaction). */
export async function oweFollowUpDocument(
  trx: Kysely<Database>,
  links: AttachmentLinks,
  input: { attachmentId: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  // Everything through `trx`: on PGlite its one connection is the transaction's until it ends.
  const row = await trx
    .selectFrom('attachment')
    .select(['id', 'report_id', 'type', 'client_name', 'size', 'content_type', 'storage_key', 'sha256'])
    .where('id', '=', input.attachmentId)
    .executeTakeFirst();
  const report = row && (await savedReport(trx, row.report_id));
  if (!row?.sha256 || !report) throw notFound();
  const reportId = row.report_id;
  const link = await links.linkFor(
    { id: row.id, storageKey: row.storage_key, clientName: row.client_name, contentType: row.content_type },
    now,
  );
  const attachment = {
    id: row.id,
    type: row.type,
    fileName: row.client_name,
    contentType: row.content_type,
    size: row.size,
    sha256: row.sha256,
    downloadUrl: link.url,
    downloadUrlExpiresAt: link.expiresAt,
  };
  const reportNumber = report.saved.incidentReportIds[0] ?? '';
  const messages = report.saved.results.flatMap((result) =>
    result.claimId
      ? [
          {
            claim_id: result.claimId,
            message_key: followUpMessageKey(result.claimId, row.id),
            attachment_id: row.id,
            report_id: reportId,
            payload: claimDocumentXml({ claimId: result.claimId, reportNumber, reportId, attachment, sentAt: now }),
          },
        ]
      : [],
  );
  if (messages.length === 0) return;
  await trx
    .insertInto('outbox_message')
    .values(messages)
    .onConflict((conflict) => conflict.column('message_key').doNothing())
    .execute();
}

/** When each of the report's documents added on its page reached the core system: null while a claim still waits for it. */
export async function followUpDeliveries(db: Kysely<Database>, reportId: string): Promise<Map<string, Date | null>> {
  const rows = await db
    .selectFrom('outbox_message')
    .select(['attachment_id', 'delivered_at'])
    .where('report_id', '=', reportId)
    .where((eb) => eb.not(eb('attachment_id', 'is', null)))
    .execute();
  const deliveries = new Map<string, Date | null>();
  for (const row of rows) {
    const id = row.attachment_id!;
    const earlier = deliveries.get(id);
    if (!row.delivered_at || earlier === null) deliveries.set(id, null);
    else deliveries.set(id, earlier && earlier > row.delivered_at ? earlier : row.delivered_at);
  }
  return deliveries;
}
