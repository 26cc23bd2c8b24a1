import { sql, type Kysely } from 'kysely';

// One statement per entry: PGlite runs parameterised queries one statement at a time.
const statements = [
  `CREATE SEQUENCE incident_report_number_seq START 1000001`,
  `CREATE SEQUENCE claim_number_seq START 5000001`,
  `CREATE TABLE incident_report (
     id            text PRIMARY KEY,
     status        text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'completed')),
     context       text NOT NULL CHECK (context IN ('WEB', 'SMP', 'KZ')),
     document      jsonb NOT NULL,
     license_plate text,
     policy_id     text,
     incident_date date,
     version       integer NOT NULL DEFAULT 1,
     saved         jsonb,
     duplicate_of  text REFERENCES incident_report (id),
     summary_html  text,
     created_at    timestamptz NOT NULL DEFAULT now(),
     updated_at    timestamptz NOT NULL DEFAULT now(),
     completed_at  timestamptz
   )`,
  `CREATE INDEX incident_report_status_idx ON incident_report (status, updated_at)`,
  `CREATE INDEX incident_report_duplicate_idx ON incident_report (incident_date, license_plate, policy_id)
     WHERE status = 'completed'`,
  `CREATE TABLE attachment (
     id           text PRIMARY KEY,
     report_id    text NOT NULL REFERENCES incident_report (id) ON DELETE CASCADE,
     type         text NOT NULL,
     client_name  text NOT NULL,
     content_type text NOT NULL,
     size         integer NOT NULL,
     storage_key  text NOT NULL,
     created_at   timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX attachment_report_idx ON attachment (report_id)`,
  `CREATE TABLE outbox_message (
     id              bigserial PRIMARY KEY,
     claim_id        text NOT NULL UNIQUE,
     report_id       text NOT NULL REFERENCES incident_report (id),
     payload         text NOT NULL,
     attempts        integer NOT NULL DEFAULT 0,
     next_attempt_at timestamptz NOT NULL DEFAULT now(),
     last_error      text,
     delivered_at    timestamptz,
     created_at      timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX outbox_pending_idx ON outbox_message (next_attempt_at) WHERE delivered_at IS NULL`,
  `CREATE TABLE mail_log (
     id         bigserial PRIMARY KEY,
     report_id  text NOT NULL REFERENCES incident_report (id) ON DELETE CASCADE,
     kind       text NOT NULL,
     sent_at    timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX mail_log_report_idx ON mail_log (report_id, kind, sent_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
