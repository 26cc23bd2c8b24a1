/**
 * The continue-link e-mail (POST …/send-continue-link): the link to a draft, to an address the
 * reporter gives, within two limits: per recipient (whatever the report and the client) and per
 * report (counted in mail_log).
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CONTINUE_LINKS_PER_RECIPIENT_PER_HOUR, CONTINUE_LINKS_PER_REPORT_PER_DAY } from '../../src/domain/request-limits.ts';
import type { Locale } from '../../src/domain/report.ts';
import { normalizeEmail } from '../../src/domain/validation/email-text.ts';
import { messages } from '../../src/domain/validation/messages.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, reportCompleted } from '../http-errors.ts';
import type { LimitStore } from '../http/limit-store.ts';
import type { Catalogs } from '../i18n.ts';
import { continueLinkMessage, isSingleEmailAddress, type Mailer } from '../services/mailer.ts';
import { reporterLocale } from './document.ts';
import { continueLinksOfLastDay, deleteMailLogEntry, logContinueLink } from './mail-log-repository.ts';
import { getReport } from './repository.ts';

/** How long the continue-link limits look back. */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The key of a recipient's continue-link count: the address as a mail server delivers it (trimmed,
 * lower case), hashed, so the store (one day Redis) holds no e-mail address.
 */
export function recipientKey(email: string): string {
  return `continue-link:${createHash('sha256').update(normalizeEmail(email).toLowerCase()).digest('base64url')}`;
}

export interface ContinueLinkContext {
  db: Kysely<Database>;
  mailer: Mailer;
  config: Config;
  limits: LimitStore;
  i18n: Catalogs;
}

/** A limit reached: nothing was sent, and the client may ask again after this many seconds. */
export interface ContinueLinkRefused {
  retryAfterSeconds: number;
}

/**
 * Per report, counted in mail_log under the report's row lock, so 20 simultaneous requests cannot
 * all see "0 sent" (and the count survives a restart and is shared by every server process).
 */
async function reserveForReport(db: Kysely<Database>, id: string): Promise<{ logId: number } | ContinueLinkRefused> {
  return db.transaction().execute(async (trx) => {
    const locked = await getReport(trx, id, { forUpdate: true });
    if (locked.status === 'completed') throw reportCompleted();
    const { sent, oldest } = await continueLinksOfLastDay(trx, id);
    if (sent >= CONTINUE_LINKS_PER_REPORT_PER_DAY) {
      return {
        retryAfterSeconds: oldest ? Math.max(1, Math.ceil((new Date(oldest).getTime() + DAY_MS - Date.now()) / 1000)) : DAY_MS / 1000,
      };
    }
    return { logId: await logContinueLink(trx, id) };
  });
}

/** Sends the draft's continue link to `email`; undefined once it went, the wait when a limit refuses it. */
export async function sendContinueLink(
  context: ContinueLinkContext,
  id: string,
  { email, locale }: { email: string; locale?: Locale | undefined },
): Promise<ContinueLinkRefused | undefined> {
  const { db, mailer, config, limits } = context;
  const row = await getReport(db, id);
  if (row.status === 'completed') throw reportCompleted();
  // A malformed or multiple address is the client's mistake, not a spent attempt.
  if (!isSingleEmailAddress(email)) {
    throw new ApiError(400, 'INVALID_EMAIL', [{ path: '/email', message: messages.email }]);
  }

  // Per recipient (one victim's address from many reports and addresses was 20 e-mails a
  // minute), taken first; then per report.
  const recipient = await limits.take(recipientKey(email), CONTINUE_LINKS_PER_RECIPIENT_PER_HOUR, HOUR_MS);
  if (!recipient.taken) return { retryAfterSeconds: Math.ceil(recipient.retryAfterMs / 1000) };
  let reserved: { logId: number } | ContinueLinkRefused;
  try {
    reserved = await reserveForReport(db, id);
  } catch (error) {
    await recipient.use.release();
    throw error;
  }
  if (!('logId' in reserved)) {
    // Refused for the report: the recipient got nothing, so nothing of theirs is spent.
    await recipient.use.release();
    return reserved;
  }

  const link = `${config.publicUrl}/motor/?id=${encodeURIComponent(id)}`;
  try {
    await mailer.send(
      continueLinkMessage(context.i18n[locale ?? reporterLocale(row.document)], { to: email, link, keptDays: config.retentionDays }),
    );
  } catch (error) {
    // An e-mail that did not go out spends neither the report's nor the recipient's.
    await deleteMailLogEntry(db, reserved.logId);
    await recipient.use.release();
    throw error;
  }
  return undefined;
}
