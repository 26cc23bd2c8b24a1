import { sql, type Kysely } from 'kysely';

/**
 * The SHA-256 of each attachment, computed as it is uploaded: the claim XML gives it with each
 * file's download link, so that the core system can check what it fetched. Files
 * uploaded before this migration have none; the save computes theirs (server/reports/save.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE attachment ADD COLUMN sha256 text`.execute(db);
}
