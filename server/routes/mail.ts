import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { IncidentReport, SaveResult } from '../../src/domain/report.ts';
import { summaryFileName } from '../../src/domain/summary-saved.ts';
import { ApiError, reportCompleted } from '../http-errors.ts';
import { requestLocale } from '../http/locale.ts';
import { logRenderFailure } from '../pdf/pdf-http.ts';
import { loadStoredReport, summaryPdfService } from '../pdf/summary-pdf.ts';
import { getReport } from '../reports/repository.ts';
import { normalizeEmail } from '../../src/domain/validation/email-text.ts';
import { messages } from '../../src/domain/validation/messages.ts';
import { completionMessage, continueLinkMessage, isSingleEmailAddress, type MailAttachment } from '../services/mailer.ts';

/** Continue links per report and hour: enough for a typo or two, too few to spam someone. */
export const CONTINUE_LINKS_PER_HOUR = 3;

/**
 * The summary PDF as an e-mail attachment, or none: a PDF that cannot be made must not stop the
 * e-mail (it is logged without personal data; the reporter can still download it on /confirm).
 * Rendering here also fills the PDF cache for the download that usually follows.
 */
async function summaryPdfAttachment(request: FastifyRequest<{ Params: { id: string } }>): Promise<MailAttachment[] | undefined> {
  let report: IncidentReport | undefined;
  try {
    report = await loadStoredReport(request.server.db, request.params.id);
    // One per saved report, and saves are few: beyond the client's share of waiting renders (an
    // office behind one address saving several at once) it waits rather than go without its PDF.
    const content = await summaryPdfService(request.server.config.dataMatrixPrefix).pdfFor(report, request.ip, { queueBeyondShare: true });
    return [{ filename: summaryFileName(report), content, contentType: 'application/pdf' }];
  } catch (error) {
    if (report) logRenderFailure(request.log, report, error, 'completion e-mail sent without its summary PDF');
    else request.log.error({ err: { type: error instanceof Error ? error.name : typeof error } }, 'completion e-mail sent without its summary PDF');
    return undefined;
  }
}

/** Best effort after the save committed: the claims exist whether or not the e-mail goes out. */
export async function sendCompletionMail(request: FastifyRequest<{ Params: { id: string } }>, result: SaveResult): Promise<void> {
  const row = await getReport(request.server.db, request.params.id);
  // Drafts stored before e-mails were normalised at update may still carry spaces around theirs.
  const to = normalizeEmail(row.document.parties.reporter?.email);
  if (!to) return;
  try {
    const attachments = await summaryPdfAttachment(request);
    await request.server.mailer.send(
      completionMessage({
        to,
        locale: requestLocale(request),
        reportNumbers: result.incidentReportIds,
        claimNumbers: result.claimIds,
        ...(attachments ? { attachments } : {}),
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
    // A malformed or multiple address is the client's mistake, not a spent attempt.
    if (!isSingleEmailAddress(request.body.email)) {
      throw new ApiError(400, 'INVALID_EMAIL', 'Enter one valid e-mail address.', [
        { path: '/email', message: request.server.translate[requestLocale(request)](messages.email) },
      ]);
    }

    // Count and reserve in one transaction under the report's row lock: counting first and logging
    // after the send let 20 simultaneous requests all see "0 sent" and send 20 e-mails.
    const reserved = await db.transaction().execute(async (trx) => {
      const locked = await getReport(trx, id, { forUpdate: true });
      if (locked.status === 'completed') throw reportCompleted();
      const { rows } = await sql<{ sent: number; oldest: Date | null }>`
        SELECT count(*)::int AS sent, min(sent_at) AS oldest FROM mail_log
        WHERE report_id = ${id} AND kind = 'continue-link' AND sent_at > now() - interval '1 hour'`.execute(trx);
      const { sent, oldest } = rows[0]!;
      if (sent >= CONTINUE_LINKS_PER_HOUR) {
        return { retryAfter: oldest ? Math.max(1, Math.ceil((new Date(oldest).getTime() + 3_600_000 - Date.now()) / 1000)) : 3600 };
      }
      const log = await trx.insertInto('mail_log').values({ report_id: id, kind: 'continue-link' }).returning('id').executeTakeFirstOrThrow();
      return { logId: log.id };
    });
    if (reserved.logId === undefined) {
      reply.header('Retry-After', String(reserved.retryAfter));
      throw new ApiError(429, 'TOO_MANY_EMAILS', 'Too many e-mails for this report. Try again later.');
    }

    const link = `${config.publicUrl}/motor/?id=${encodeURIComponent(id)}`;
    try {
      await mailer.send(continueLinkMessage({ to: request.body.email, link, keptDays: config.retentionDays, locale: request.body.locale ?? requestLocale(request) }));
    } catch (error) {
      // An e-mail that did not go out does not spend one of the report's three.
      await db.deleteFrom('mail_log').where('id', '=', reserved.logId).execute();
      throw error;
    }
    return reply.code(202).send({ sent: true });
  },
};
