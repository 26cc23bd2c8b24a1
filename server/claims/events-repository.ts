/**
 * The SQL of the claims' status events (migration 010): who a claim belongs to, what was reported
 * of it, and recording a new event.
 */
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** server/db/migrations/010_claim_events.ts */
export interface ClaimEventTable {
  event_id: string;
  claim_id: string;
  report_id: string;
  type: string;
  occurred_at: ColumnType<Date, Date, never>;
  details: ColumnType<unknown, string, never>;
  received_at: Generated<Date>;
}

type ClaimEventTables = { claim_event: ClaimEventTable };

type Db = Kysely<Database>;
const withEvents = (db: Db) => db.withTables<ClaimEventTables>();

export interface StoredEvent {
  eventId: string;
  claimId: string;
  type: string;
  occurredAt: Date;
  details: Record<string, unknown>;
  receivedAt: Date;
}

/** The report a claim number was given to, locked until the caller's transaction ends: one event of its claims at a time. */
export async function lockReportOfClaim(trx: Db, claimId: string): Promise<string | undefined> {
  const claim = await trx.selectFrom('outbox_message').select('report_id').where('claim_id', '=', claimId).limit(1).executeTakeFirst();
  if (!claim) return undefined;
  const report = await trx.selectFrom('incident_report').select('id').where('id', '=', claim.report_id).forUpdate().executeTakeFirst();
  return report?.id;
}

export async function findEvent(db: Db, eventId: string): Promise<{ claimId: string } | undefined> {
  const row = await withEvents(db).selectFrom('claim_event').select('claim_id').where('event_id', '=', eventId).executeTakeFirst();
  return row && { claimId: row.claim_id };
}

/** When the claim's latest event happened, if it has one. */
export async function latestOccurrence(db: Db, claimId: string): Promise<Date | undefined> {
  const row = await withEvents(db)
    .selectFrom('claim_event')
    .select('occurred_at')
    .where('claim_id', '=', claimId)
    .orderBy('occurred_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.occurred_at;
}

export async function insertEvent(
  db: Db,
  event: { eventId: string; claimId: string; reportId: string; type: string; occurredAt: Date; details: Record<string, unknown> },
): Promise<void> {
  await withEvents(db)
    .insertInto('claim_event')
    .values({
      event_id: event.eventId,
      claim_id: event.claimId,
      report_id: event.reportId,
      type: event.type,
      occurred_at: event.occurredAt,
      details: JSON.stringify(event.details),
    })
    .execute();
}

/** Every event of the report's claims, in the order they happened. */
export async function reportEvents(db: Db, reportId: string): Promise<StoredEvent[]> {
  const rows = await withEvents(db)
    .selectFrom('claim_event')
    .selectAll()
    .where('report_id', '=', reportId)
    .orderBy('occurred_at')
    .orderBy('received_at')
    .execute();
  return rows.map((row) => ({
    eventId: row.event_id,
    claimId: row.claim_id,
    type: row.type,
    occurredAt: row.occurred_at,
    details: row.details as Record<string, unknown>,
    receivedAt: row.received_at,
  }));
}
