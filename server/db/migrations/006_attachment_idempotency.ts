import { sql, type Kysely } from 'kysely';

/**
 * One file, one attachment: a one-request upload may carry an `Idempotency-Key` (the client's
 * retry of a request whose answer it never got), kept with the attachment it made, so a repeat
 * with the same key on the same report answers that attachment instead of storing a second one
 * (server/routes/attachments.ts). Unique per report; null for uploads sent without one.
 */
const statements = [
  `ALTER TABLE attachment ADD COLUMN idempotency_key text`,
  `CREATE UNIQUE INDEX attachment_idempotency_idx ON attachment (report_id, idempotency_key) WHERE idempotency_key IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
