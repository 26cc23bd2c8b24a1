import { sql, type Kysely } from 'kysely';

/**
 * One file, one upload: the announcement of a resumable upload (tus POST) may carry an
 * `Idempotency-Key`, kept with the upload it made, so a repeat whose first answer was lost (a busy
 * proxy's 503, a dropped connection) on the same report answers that upload's address instead of
 * opening a second one that nothing would ever finish (server/routes/resumable-uploads.ts).
 * Unique per report; null for announcements sent without one.
 */
const statements = [
  `ALTER TABLE upload ADD COLUMN idempotency_key text`,
  `CREATE UNIQUE INDEX upload_idempotency_idx ON upload (report_id, idempotency_key) WHERE idempotency_key IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
