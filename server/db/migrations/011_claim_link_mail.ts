import { sql, type Kysely } from 'kysely';

/**
 * The e-mail with a new link to a claim's own page (server/claims/new-claim-link.ts), owed in the
 * transaction that replaced the link and sent by the worker of the confirmation e-mails.
 *
 * - `mail_outbox.kind` 'claim-link': one row per request, so a report may have several; the rows
 *   of the last day are what its limit counts. The confirmation stays one per report (the partial
 *   unique index in place of the unique (report_id, kind)).
 */
const statements = [
  `ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_report_id_kind_key`,
  `ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check`,
  `ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN ('completion', 'claim-link'))`,
  `CREATE UNIQUE INDEX mail_outbox_completion_idx ON mail_outbox (report_id) WHERE kind = 'completion'`,
  `CREATE INDEX mail_outbox_report_kind_idx ON mail_outbox (report_id, kind, created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
