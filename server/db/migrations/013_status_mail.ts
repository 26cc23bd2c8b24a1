import { sql, type Kysely } from 'kysely';

/**
 * The e-mail telling the reporter of a status change that asks something of them (documents
 * requested, an inspection planned, a payment): server/claims/status-mail.ts.
 *
 * - `mail_outbox.kind` 'status', one row per e-mail; `claim_id` is the claim it is about and
 *   `due_at` the earliest it may go: an hour after the claim's previous one, so a claim gets at most
 *   one an hour and the changes in between wait for the next.
 * - `claim_event.status_mail_id`: the e-mail that told the reporter of the event (taken when the
 *   e-mail is written), so each change is told once, in the first e-mail written after it.
 */
const statements = [
  `ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check`,
  `ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN ('completion', 'claim-link', 'status'))`,
  `ALTER TABLE mail_outbox ADD COLUMN claim_id text`,
  `ALTER TABLE mail_outbox ADD COLUMN due_at timestamptz`,
  `CREATE INDEX mail_outbox_status_idx ON mail_outbox (claim_id, due_at) WHERE kind = 'status'`,
  `ALTER TABLE claim_event ADD COLUMN status_mail_id bigint`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
