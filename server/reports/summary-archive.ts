import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notFound, reportCompleted } from '../http-errors.ts';
import { lockSummary, storeSummaryHtml } from './repository.ts';

/**
 * Keeps the summary's HTML as the browser showed it (POST …/save-summary). The archive copy of a
 * saved report is written once and then kept as it was.
 */
export async function archiveSummary(db: Kysely<Database>, id: string, html: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await lockSummary(trx, id);
    if (!row) throw notFound();
    if (row.status === 'completed' && row.summary_html !== null) throw reportCompleted();
    await storeSummaryHtml(trx, id, html);
  });
}
