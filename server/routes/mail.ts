import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { CONTINUE_LINKS_PER_RECIPIENT_PER_HOUR, CONTINUE_LINKS_PER_REPORT_PER_DAY } from '../../src/domain/request-limits.ts';
import { ApiError, reportCompleted } from '../http-errors.ts';
import { reporterLocale } from '../reports/document.ts';
import { getReport } from '../reports/repository.ts';
import { normalizeEmail } from '../../src/domain/validation/email-text.ts';
import { messages } from '../../src/domain/validation/messages.ts';
import { continueLinkMessage, isSingleEmailAddress } from '../services/mailer.ts';

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

const emailLimitReached = () => new ApiError(429, 'EMAIL_LIMIT_REACHED');

export const mailHandlers = {
  async sendContinueLinkEmail(
    request: FastifyRequest<{ Params: { id: string }; Body: { email: string; locale?: 'sk' | 'en' } }>,
    reply: FastifyReply,
  ) {
    const { db, mailer, config, limits } = request.server;
    const { id } = request.params;
    const row = await getReport(db, id);
    if (row.status === 'completed') throw reportCompleted();
    // A malformed or multiple address is the client's mistake, not a spent attempt.
    if (!isSingleEmailAddress(request.body.email)) {
      throw new ApiError(400, 'INVALID_EMAIL', [{ path: '/email', message: messages.email }]);
    }

    // Per recipient (whatever the report and the client: one victim's address from many reports
    // and addresses was 20 e-mails a minute), taken first; per report, counted in mail_log under the
    // report's row lock, so 20 simultaneous requests cannot all see "0 sent" (and the count
    // survives a restart and is shared by every server process).
    const recipient = await limits.take(recipientKey(request.body.email), CONTINUE_LINKS_PER_RECIPIENT_PER_HOUR, HOUR_MS);
    if (!recipient.taken) {
      reply.header('Retry-After', String(Math.ceil(recipient.retryAfterMs / 1000)));
      throw emailLimitReached();
    }
    let reserved: { logId: number } | { retryAfter: number };
    try {
      reserved = await db.transaction().execute(async (trx) => {
        const locked = await getReport(trx, id, { forUpdate: true });
        if (locked.status === 'completed') throw reportCompleted();
        const { rows } = await sql<{ sent: number; oldest: Date | null }>`
          SELECT count(*)::int AS sent, min(sent_at) AS oldest FROM mail_log
          WHERE report_id = ${id} AND kind = 'continue-link' AND sent_at > now() - interval '1 day'`.execute(trx);
        const { sent, oldest } = rows[0]!;
        if (sent >= CONTINUE_LINKS_PER_REPORT_PER_DAY) {
          return { retryAfter: oldest ? Math.max(1, Math.ceil((new Date(oldest).getTime() + DAY_MS - Date.now()) / 1000)) : DAY_MS / 1000 };
        }
        const log = await trx
          .insertInto('mail_log')
          .values({ report_id: id, kind: 'continue-link' })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { logId: log.id };
      });
    } catch (error) {
      await recipient.use.release();
      throw error;
    }
    if (!('logId' in reserved)) {
      // Refused for the report: the recipient got nothing, so nothing of theirs is spent.
      await recipient.use.release();
      reply.header('Retry-After', String(reserved.retryAfter));
      throw emailLimitReached();
    }

    const link = `${config.publicUrl}/motor/?id=${encodeURIComponent(id)}`;
    try {
      await mailer.send(
        continueLinkMessage(request.server.i18n[request.body.locale ?? reporterLocale(row.document)], {
          to: request.body.email,
          link,
          keptDays: config.retentionDays,
        }),
      );
    } catch (error) {
      // An e-mail that did not go out spends neither the report's nor the recipient's.
      await db.deleteFrom('mail_log').where('id', '=', reserved.logId).execute();
      await recipient.use.release();
      throw error;
    }
    return reply.code(202).send({ sent: true });
  },
};
