import { sql, type Kysely } from 'kysely';

/**
 * Portal tokens (DECISIONS D31, server/http/portal-tokens.ts). A signed portal entry is good only
 * until its `exp`; the check of the entry when the frame opens gives the frame a token, and that
 * token, not the entry's signature, starts the report. Kept in the database so that the check and
 * the `create` may reach different instances, and so that a token is used once across all of them.
 *
 * - `token_hash`: SHA-256 of the token (hex); the token itself is never stored, so a copy of the
 *   table starts nothing.
 * - `parameters`: the entry's signed parameters (without `exp`), as the canonical string they were
 *   signed as: the token is bound to them.
 * - `used_at`: set by the one `create` the token allows.
 * Expired tokens are deleted by the retention job.
 */
const statements = [
  `CREATE TABLE portal_token (
     token_hash  text PRIMARY KEY,
     portal      text NOT NULL,
     parameters  text NOT NULL,
     expires_at  timestamptz NOT NULL,
     used_at     timestamptz,
     created_at  timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX portal_token_expires_idx ON portal_token (expires_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
