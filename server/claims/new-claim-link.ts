/**
 * A new link to a claim's own page, asked for on the page (POST /v1/claim-page/{token}/new-link).
 * It goes only to the reporter's e-mail of the report, never to an address in the request, so a
 * holder of a link learns nothing and can send nothing elsewhere. Also a replaced link may ask: a
 * person who lost the newest e-mail lands on the old link's page, and only the report's inbox gets
 * the new one (docs/decisions.md). The old link ends and the e-mail is owed in one transaction; the
 * worker of the confirmation e-mails sends it (server/services/completion-mail.ts) with the link in
 * force when it goes.
 */
import { sql, type Kysely } from 'kysely';
import { CLAIM_LINKS_PER_REPORT_PER_DAY, CLAIM_LINKS_PER_REPORT_PER_HOUR } from '../../src/domain/request-limits.ts';
import { normalizeEmail } from '../../src/domain/validation/email-text.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http-errors.ts';
import { getReport } from '../reports/repository.ts';
import type { ClaimPageTokens } from './claim-page-tokens.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Where the link went, masked as a person recognises their own address: `j…@e….sk`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const top = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}…@${host.slice(0, 1)}…${top}`;
}

/** A limit reached: nothing was sent or replaced; the client may ask again after this many seconds. */
export interface NewLinkRefused {
  retryAfterSeconds: number;
}

/** The seconds until the oldest request counted in a window leaves it. */
const secondsUntil = (oldest: Date | null, windowMs: number, now: Date) =>
  oldest ? Math.max(1, Math.ceil((new Date(oldest).getTime() + windowMs - now.getTime()) / 1000)) : windowMs / 1000;

export async function requestNewClaimLink(
  context: { db: Kysely<Database>; claimPages: ClaimPageTokens },
  token: string,
  now = new Date(),
): Promise<{ sentTo: string } | NewLinkRefused> {
  const { db, claimPages } = context;
  const { reportId } = await claimPages.linkOf(token);
  return db.transaction().execute(async (trx) => {
    // Under the report's row lock: simultaneous requests count each other.
    const report = await getReport(trx, reportId, { forUpdate: true });
    const to = normalizeEmail(report.document.parties.reporter?.email);
    if (!to) throw new ApiError(409, 'CLAIM_LINK_NO_EMAIL');
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const { rows } = await sql<{ day: number; hour: number; oldest_day: Date | null; oldest_hour: Date | null }>`
      SELECT count(*)::int AS day,
             count(*) FILTER (WHERE created_at > ${hourAgo})::int AS hour,
             min(created_at) AS oldest_day,
             min(created_at) FILTER (WHERE created_at > ${hourAgo}) AS oldest_hour
      FROM mail_outbox
      WHERE report_id = ${reportId} AND kind = 'claim-link' AND created_at > ${new Date(now.getTime() - DAY_MS)}`.execute(trx);
    const counted = rows[0]!;
    if (counted.hour >= CLAIM_LINKS_PER_REPORT_PER_HOUR) return { retryAfterSeconds: secondsUntil(counted.oldest_hour, HOUR_MS, now) };
    if (counted.day >= CLAIM_LINKS_PER_REPORT_PER_DAY) return { retryAfterSeconds: secondsUntil(counted.oldest_day, DAY_MS, now) };
    await claimPages.replace(reportId, now, trx);
    await trx.insertInto('mail_outbox').values({ report_id: reportId, kind: 'claim-link', created_at: now }).execute();
    return { sentTo: maskEmail(to) };
  });
}
