import { sql, type Kysely } from 'kysely';

/**
 * Work the server owes, leased by one worker at a time (server/services/leased-jobs.ts).
 *
 * - `outbox_message.leased_by`: the token of the worker whose lease the row is under, so that only
 *   that worker renews the lease or puts the row back for a retry.
 * - `mail_outbox`: the confirmation e-mail of a saved report, written in the save's transaction and
 *   sent by a worker with retries (server/services/completion-mail.ts), so that a busy renderer, an
 *   SMTP outage or a crash between the save and the e-mail delays it and never loses it or its PDF.
 *   It holds no personal data: the recipient and the text come from the report when it is sent.
 *   One row per report and kind; it goes with its report.
 */
const statements = [
  `ALTER TABLE outbox_message ADD COLUMN leased_by text`,
  `CREATE TABLE mail_outbox (
     id              bigserial PRIMARY KEY,
     report_id       text NOT NULL REFERENCES incident_report (id) ON DELETE CASCADE,
     kind            text NOT NULL CHECK (kind IN ('completion')),
     attempts        integer NOT NULL DEFAULT 0,
     next_attempt_at timestamptz NOT NULL DEFAULT now(),
     leased_by       text,
     last_error      text,
     sent_at         timestamptz,
     created_at      timestamptz NOT NULL DEFAULT now(),
     UNIQUE (report_id, kind)
   )`,
  `CREATE INDEX mail_outbox_pending_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
