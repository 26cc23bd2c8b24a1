/**
 * The e-mail that tells the reporter of a status change that asks something of them: documents
 * requested, an inspection planned, a payment made. At most one per claim an hour: a change that
 * comes while the claim's next e-mail is still waiting joins it, and one that comes after an
 * e-mail was written waits for the next, due an hour after it (`due_at`). Owed in the transaction
 * that records the event, under the report's row lock, and sent by the e-mail jobs
 * (server/services/completion-mail.ts), which take the changes it tells under the same lock.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { StoredEvent } from './events-repository.ts';

/** The changes the reporter is told of by e-mail: each asks them to do or check something. */
export const REPORTER_EVENTS = ['DOCUMENTS_REQUESTED', 'INSPECTION_PLANNED', 'PAID'] as const;

const HOUR_MS = 3_600_000;

export const asksReporter = (type: string) => (REPORTER_EVENTS as readonly string[]).includes(type);

/**
 * Owes the claim a status e-mail unless one not yet written waits already (the change joins it).
 * `trx` holds the report's row lock. Due now, or an hour after the claim's previous e-mail.
 */
export async function oweStatusMail(trx: Kysely<Database>, input: { reportId: string; claimId: string; now: Date }): Promise<void> {
  const { rows } = await sql<{ waiting: number; last_due: Date | null }>`
    SELECT count(*) FILTER (
             WHERE m.sent_at IS NULL AND NOT EXISTS (SELECT 1 FROM claim_event e WHERE e.status_mail_id = m.id)
           )::int AS waiting,
           max(m.due_at) AS last_due
    FROM mail_outbox m
    WHERE m.kind = 'status' AND m.claim_id = ${input.claimId}`.execute(trx);
  const { waiting, last_due: lastDue } = rows[0]!;
  if (waiting > 0) return;
  const due = lastDue ? new Date(Math.max(input.now.getTime(), new Date(lastDue).getTime() + HOUR_MS)) : input.now;
  await trx
    .insertInto('mail_outbox')
    .values({
      report_id: input.reportId,
      kind: 'status',
      claim_id: input.claimId,
      due_at: due,
      next_attempt_at: due,
      // Its age on GET /ready and /metrics counts from when it is due: an e-mail held for the hour is not late.
      created_at: due,
    })
    .execute();
}

/**
 * The changes the e-mail `mailId` tells, in the order they happened: those of its claim no earlier
 * e-mail told, taken for it now (a retry of it takes them again, with any that came meanwhile).
 */
export async function takeStatusChanges(
  db: Kysely<Database>,
  mail: { id: number; reportId: string; claimId: string },
): Promise<Array<Pick<StoredEvent, 'type' | 'occurredAt' | 'details'>>> {
  return db.transaction().execute(async (trx) => {
    // The report's row lock: an event being recorded either joins this e-mail or sees it taken.
    await trx.selectFrom('incident_report').select('id').where('id', '=', mail.reportId).forUpdate().execute();
    const { rows } = await sql<{ type: string; occurred_at: Date; details: Record<string, unknown> }>`
      UPDATE claim_event SET status_mail_id = ${mail.id}
      WHERE claim_id = ${mail.claimId}
        AND type IN (${sql.join([...REPORTER_EVENTS])})
        AND (status_mail_id IS NULL OR status_mail_id = ${mail.id})
      RETURNING type, occurred_at, details`.execute(trx);
    return rows
      .map((row) => ({ type: row.type, occurredAt: new Date(row.occurred_at), details: row.details }))
      .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  });
}
