/** Every statement on `mail_log`: the continue-link e-mails sent for a report, which its limit counts. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/** How many continue links went out for the report in the last day, and when the oldest of them went. */
export async function continueLinksOfLastDay(db: Db, reportId: string): Promise<{ sent: number; oldest: Date | null }> {
  const { rows } = await sql<{ sent: number; oldest: Date | null }>`
    SELECT count(*)::int AS sent, min(sent_at) AS oldest FROM mail_log
    WHERE report_id = ${reportId} AND kind = 'continue-link' AND sent_at > now() - interval '1 day'`.execute(db);
  return rows[0]!;
}

/** Logs a continue link as sent; returns the entry's id. */
export async function logContinueLink(db: Db, reportId: string): Promise<number> {
  const log = await db
    .insertInto('mail_log')
    .values({ report_id: reportId, kind: 'continue-link' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return log.id;
}

export async function deleteMailLogEntry(db: Db, logId: number): Promise<void> {
  await db.deleteFrom('mail_log').where('id', '=', logId).execute();
}

/** Deletes every entry of the report's log. */
export async function deleteMailLog(db: Db, reportId: string): Promise<void> {
  await db.deleteFrom('mail_log').where('report_id', '=', reportId).execute();
}
