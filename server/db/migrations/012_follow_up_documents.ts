import { sql, type Kysely } from 'kysely';

/**
 * The documents a reporter adds on the claim's own page after the report was saved
 * (server/claims/follow-up-documents.ts): each goes to the core system as a message of its own per
 * claim, through the same outbox as the claims.
 *
 * - `outbox_message.message_key`: the message's Idempotency-Key (and its file name in the outbox
 *   directory): the claim id for the claim itself, `<claimId>-document-<attachmentId>` for a
 *   document added later. A claim now has several messages, so the key, not the claim id, is unique.
 * - `outbox_message.attachment_id`: the document a follow-up message carries (null for the claim),
 *   so the page can say when it reached the core system.
 */
const statements = [
  `ALTER TABLE outbox_message ADD COLUMN message_key text`,
  `UPDATE outbox_message SET message_key = claim_id`,
  `ALTER TABLE outbox_message ALTER COLUMN message_key SET NOT NULL`,
  `ALTER TABLE outbox_message DROP CONSTRAINT outbox_message_claim_id_key`,
  `CREATE UNIQUE INDEX outbox_message_key_idx ON outbox_message (message_key)`,
  `ALTER TABLE outbox_message ADD COLUMN attachment_id text`,
  `CREATE INDEX outbox_message_attachment_idx ON outbox_message (attachment_id) WHERE attachment_id IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
