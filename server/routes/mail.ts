import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { SaveResult } from '../../src/domain/report.ts';
import { ApiError, reportCompleted } from '../http-errors.ts';
import { requestLocale } from '../http/locale.ts';
import { getReport } from '../reports/repository.ts';
import { completionMessage, continueLinkMessage } from '../services/mailer.ts';

/** Continue links per report and hour: enough for a typo or two, too few to spam someone. */
export const CONTINUE_LINKS_PER_HOUR = 3;

/** Best effort after the save committed: the claims exist whether or not the e-mail goes out. */
export async function sendCompletionMail(request: FastifyRequest<{ Params: { id: string } }>, result: SaveResult): Promise<void> {
  const row = await getReport(request.server.db, request.params.id);
  const to = row.document.parties.reporter?.email;
  if (!to) return;
  try {
    await request.server.mailer.send(
      completionMessage({
        to,
        locale: requestLocale(request),
        reportNumbers: result.incidentReportIds,
        claimNumbers: result.claimIds,
      }),
    );
    await request.server.db.insertInto('mail_log').values({ report_id: row.id, kind: 'completion' }).execute();
  } catch (error) {
    request.log.error({ err: error }, 'completion e-mail not sent');
  }
}

export const mailHandlers = {
  async sendContinueLinkEmail(
    request: FastifyRequest<{ Params: { id: string }; Body: { email: string; locale?: 'sk' | 'en' } }>,
    reply: FastifyReply,
  ) {
    const { db, mailer, config } = request.server;
    const { id } = request.params;
    const row = await getReport(db, id);
    if (row.status === 'completed') throw reportCompleted();

    const { rows } = await sql<{ sent: number; oldest: Date | null }>`
      SELECT count(*)::int AS sent, min(sent_at) AS oldest FROM mail_log
      WHERE report_id = ${id} AND kind = 'continue-link' AND sent_at > now() - interval '1 hour'`.execute(db);
    const { sent, oldest } = rows[0]!;
    if (sent >= CONTINUE_LINKS_PER_HOUR) {
      const retryAfter = oldest ? Math.max(1, Math.ceil((new Date(oldest).getTime() + 3_600_000 - Date.now()) / 1000)) : 3600;
      reply.header('Retry-After', String(retryAfter));
      throw new ApiError(429, 'TOO_MANY_EMAILS', 'Too many e-mails for this report. Try again later.');
    }

    const link = `${config.publicUrl}/motor/?id=${encodeURIComponent(id)}`;
    await mailer.send(continueLinkMessage({ to: request.body.email, link, locale: request.body.locale ?? requestLocale(request) }));
    await db.insertInto('mail_log').values({ report_id: id, kind: 'continue-link' }).execute();
    return reply.code(202).send({ sent: true });
  },
};
