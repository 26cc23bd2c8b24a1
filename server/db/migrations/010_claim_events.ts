import { sql, type Kysely } from 'kysely';

/**
 * The status events of the claims, as the core system reported them (server/claims/core-events.ts).
 *
 * - `event_id`: the core system's own id of the event; a repeat of it changes nothing.
 * - `occurred_at`: when the change happened in the core system: a claim's events are taken in
 *   this order, and one older than the claim's latest is refused.
 * - `details`: what the event carries beyond its type (the inspection's date and place, the
 *   document types asked for), as JSON.
 * The rows go with their report.
 */
const statements = [
  `CREATE TABLE claim_event (
     event_id     text PRIMARY KEY,
     claim_id     text NOT NULL,
     report_id    text NOT NULL REFERENCES incident_report (id) ON DELETE CASCADE,
     type         text NOT NULL,
     occurred_at  timestamptz NOT NULL,
     details      jsonb NOT NULL,
     received_at  timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX claim_event_claim_idx ON claim_event (claim_id, occurred_at)`,
  `CREATE INDEX claim_event_report_idx ON claim_event (report_id)`,
  `CREATE INDEX outbox_message_claim_idx ON outbox_message (claim_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
