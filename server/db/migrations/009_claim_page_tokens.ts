import { sql, type Kysely } from 'kysely';

/**
 * The private links of the claims' own pages (`/motor/claim/<token>`, server/claims/claim-page-tokens.ts).
 *
 * - `token_hash`: SHA-256 of the token (hex), the only way a token is looked up; the token itself
 *   is never stored.
 * - `nonce`: the 128 random bits the token is made from, with the server's key (HMAC): the save's
 *   answer, a reload of /confirm and the confirmation e-mail's job, on any instance, all give the
 *   one link of the report, and a copy of this table alone opens no page.
 * - `replaced_at`: set when the reporter asks for a new link; the old one then opens nothing.
 * At most one link of a report is in force (the partial unique index). The rows go with their report.
 */
const statements = [
  `CREATE TABLE claim_page_token (
     token_hash   text PRIMARY KEY,
     report_id    text NOT NULL REFERENCES incident_report (id) ON DELETE CASCADE,
     nonce        text NOT NULL,
     created_at   timestamptz NOT NULL DEFAULT now(),
     replaced_at  timestamptz
   )`,
  `CREATE UNIQUE INDEX claim_page_token_current_idx ON claim_page_token (report_id) WHERE replaced_at IS NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
