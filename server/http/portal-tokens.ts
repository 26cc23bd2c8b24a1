import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http-errors.ts';
import { entryParameterString, type PortalEntryParameters } from './portal-signature.ts';

/**
 * DECISIONS D31: a signed portal entry is good only until its `exp`. Its check when the frame opens
 * (get-operator-data) answers with a portal token, and `create` takes the token, never the bare
 * signature: a URL captured from a log or a browser's history starts nothing once it has expired.
 * Tokens live in the database (migration 006), so the check and the create may reach different
 * instances and a token is used once across all of them.
 */

/** How long a token may start its report: the frame may stay open on its first screen over lunch. */
export const PORTAL_TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

/** 32 random bytes (256 bits) from the CSPRNG, as 43 base64url characters. */
const TOKEN_BYTES = 32;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

type Db = Kysely<Database>;
type Portal = 'SMP' | 'KZ';

/** A new token for a checked entry of `portal` with these signed parameters, valid for 8 hours from `now`. */
export async function issuePortalToken(db: Db, portal: Portal, parameters: PortalEntryParameters, now = new Date()): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db
    .insertInto('portal_token')
    .values({
      token_hash: hashOf(token),
      portal,
      parameters: entryParameterString(parameters),
      expires_at: new Date(now.getTime() + PORTAL_TOKEN_LIFETIME_SECONDS * 1000),
    })
    .execute();
  return token;
}

/**
 * The signed parameters a token was given for, after checking that it is one (401
 * PORTAL_TOKEN_REQUIRED without one, PORTAL_TOKEN_INVALID for an unknown token or one of another
 * portal), within its 8 hours (PORTAL_TOKEN_EXPIRED) and not used (PORTAL_TOKEN_USED).
 */
export async function requirePortalToken(
  db: Db,
  portal: Portal,
  token: string | undefined,
  now = new Date(),
): Promise<PortalEntryParameters> {
  if (!token) throw new ApiError(401, 'PORTAL_TOKEN_REQUIRED');
  const row = TOKEN.test(token)
    ? await db.selectFrom('portal_token').selectAll().where('token_hash', '=', hashOf(token)).executeTakeFirst()
    : undefined;
  if (!row || row.portal !== portal) throw new ApiError(401, 'PORTAL_TOKEN_INVALID');
  if (row.used_at) throw new ApiError(401, 'PORTAL_TOKEN_USED');
  if (row.expires_at.getTime() <= now.getTime()) throw new ApiError(401, 'PORTAL_TOKEN_EXPIRED');
  return Object.fromEntries(new URLSearchParams(row.parameters)) as PortalEntryParameters;
}

/** Refuses (401 PORTAL_TOKEN_INVALID) a token given for other signed parameters than these. */
export function requireSameEntry(given: PortalEntryParameters, signed: PortalEntryParameters): void {
  if (entryParameterString(given) !== entryParameterString(signed)) throw new ApiError(401, 'PORTAL_TOKEN_INVALID');
}

/**
 * Uses the token for its one `create`, in the caller's transaction: one statement that only the
 * first of any number of simultaneous creates, on any instance, finds unused (401 PORTAL_TOKEN_USED
 * for the others).
 */
export async function usePortalToken(db: Db, token: string, now = new Date()): Promise<void> {
  const used = await db
    .updateTable('portal_token')
    .set({ used_at: now })
    .where('token_hash', '=', hashOf(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw new ApiError(401, 'PORTAL_TOKEN_USED');
}

/** Deletes the tokens that can start nothing any more (the retention job). */
export async function purgeExpiredPortalTokens(db: Db, now = new Date()): Promise<number> {
  const deleted = await db.deleteFrom('portal_token').where('expires_at', '<=', now).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
