import { sql, type Kysely } from 'kysely';

/**
 * The joint accident statement (D35, server/statements/).
 *
 * - `accident_statement`: one row per statement. `token_a_hash` / `token_b_hash` are the SHA-256
 *   (hex) of each driver's secret token, `join_code_hash` that of the short code driver B joins
 *   with; none of the three is stored itself. `join_expires_at` ends the code 24 hours after the
 *   start; `joined_at` marks its single use.
 * - `sections`: `{ "<section id>": { "version": n, "value": {…} } }`; each section has a version
 *   of its own, so a write made from an older one is refused instead of overwriting a newer one.
 * - `signatures`: `{ "A"?: {…}, "B"?: {…} }`, emptied by any change; `withdrawn_at` says when a
 *   change last did that, so both drivers are told.
 * - `sealed_at` and `sha256`: set together when the second driver signs (the hash of the
 *   statement's canonical JSON); a sealed row never changes again.
 * - `revision`: counts every change, so a phone polling the statement knows when to redraw.
 */
const statements = [
  `CREATE TABLE accident_statement (
     id               text PRIMARY KEY,
     token_a_hash     text NOT NULL UNIQUE,
     token_b_hash     text UNIQUE,
     join_code_hash   text NOT NULL UNIQUE,
     join_expires_at  timestamptz NOT NULL,
     joined_at        timestamptz,
     sections         jsonb NOT NULL DEFAULT '{}'::jsonb,
     signatures       jsonb NOT NULL DEFAULT '{}'::jsonb,
     withdrawn_at     timestamptz,
     sealed_at        timestamptz,
     sha256           text,
     revision         integer NOT NULL DEFAULT 1,
     created_at       timestamptz NOT NULL DEFAULT now(),
     updated_at       timestamptz NOT NULL DEFAULT now(),
     CHECK ((sealed_at IS NULL) = (sha256 IS NULL))
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
