/**
 * The private link of a saved report's own page, `/motor/claim/<token>` (one per report, valid
 * while the report is kept; a new one ends the old). The token is HMAC-SHA256, under a key of the
 * server's, of 128 random bits drawn for the link (`nonce`): 256 bits as 43 base64url characters.
 * The database keeps the nonce and the token's SHA-256, never the token: a copy of the table opens
 * no page, while the save's answer, a reload of /confirm and the confirmation e-mail's job, on any
 * instance and however often each is repeated, all give the same link.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { claimPagePath, isClaimPageToken } from '../../src/domain/claim-page-route.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http-errors.ts';
import { currentNonce, insertLinkUnlessCurrent, linkOfHash, replaceLink } from './repository.ts';

const NONCE_BYTES = 16;

export interface ClaimPageTokens {
  /** The token of the report's link in force, made at the first ask. */
  current(reportId: string): Promise<string>;
  /** The full URL of that link, for e-mails. */
  linkFor(reportId: string): Promise<string>;
  /** A new link for the report; the old one opens nothing from now on (once `trx`, when given, commits). */
  replace(reportId: string, now?: Date, trx?: Kysely<Database>): Promise<string>;
  /** The report of a token in force or replaced; 404 NOT_FOUND for one that never existed. */
  linkOf(token: string): Promise<{ reportId: string; replaced: boolean }>;
  /**
   * The report a token opens: 404 NOT_FOUND for one that never existed (counted by the unknown-id
   * limiter, as report ids are), 410 CLAIM_LINK_REPLACED for one a newer link ended.
   */
  reportOf(token: string): Promise<string>;
}

export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export function createClaimPageTokens(options: { db: Kysely<Database>; secret: string; publicUrl: string }): ClaimPageTokens {
  const { db, secret, publicUrl } = options;
  // The purpose is part of what is signed: no other signature of this key (attachment links) can pass for a token.
  const tokenOf = (nonce: string) => createHmac('sha256', secret).update(`claim-page-token\n${nonce}`).digest('base64url');
  const newLink = (reportId: string) => {
    const nonce = randomBytes(NONCE_BYTES).toString('hex');
    return { reportId, nonce, tokenHash: tokenHash(tokenOf(nonce)) };
  };

  async function current(reportId: string): Promise<string> {
    let nonce = await currentNonce(db, reportId);
    if (!nonce) {
      await insertLinkUnlessCurrent(db, newLink(reportId));
      nonce = await currentNonce(db, reportId);
    }
    if (!nonce) throw new Error('the claim page link of a report was not recorded');
    return tokenOf(nonce);
  }

  async function linkOf(token: string) {
    const link = isClaimPageToken(token) ? await linkOfHash(db, tokenHash(token)) : undefined;
    if (!link) throw new ApiError(404, 'NOT_FOUND');
    return link;
  }

  return {
    current,
    async linkFor(reportId) {
      return `${publicUrl.replace(/\/+$/, '')}/motor${claimPagePath(await current(reportId))}`;
    },
    async replace(reportId, now = new Date(), trx = db) {
      const link = newLink(reportId);
      await replaceLink(trx, link, now);
      return tokenOf(link.nonce);
    },
    linkOf,
    async reportOf(token) {
      const link = await linkOf(token);
      if (link.replaced) throw new ApiError(410, 'CLAIM_LINK_REPLACED');
      return link.reportId;
    },
  };
}
