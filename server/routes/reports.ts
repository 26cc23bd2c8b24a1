import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CreateReportRequest, UpdateReportRequest, UpdateReportResponse } from '../../src/domain/report.ts';
import { listAttachments } from '../attachments/repository.ts';
import type { Locale } from '../http/locale.ts';
import { inlineDisposition, summaryPdfForRequest } from '../pdf/pdf-http.ts';
import { loadStoredReport } from '../pdf/summary-pdf.ts';
import { createReport } from '../reports/create.ts';
import { deleteDraft } from '../reports/delete.ts';
import { getReport, toApiReport } from '../reports/repository.ts';
import { saveReportOnce } from '../reports/save.ts';
import { offeredBankAccounts } from '../reports/saved-accounts.ts';
import { archiveSummary } from '../reports/summary-archive.ts';
import { updateReport } from '../reports/update.ts';
import { withClaimPageToken } from './claim-page.ts';

type WithId = { Params: { id: string } };

export const reportHandlers = {
  async createIncidentReport(request: FastifyRequest<{ Body: CreateReportRequest }>, reply: FastifyReply) {
    const id = await createReport(request.server, request.body);
    return reply.code(201).send({ id });
  },

  async loadIncidentReport(request: FastifyRequest<WithId>) {
    const { db } = request.server;
    const row = await getReport(db, request.params.id);
    const report = toApiReport(row, await listAttachments(db, request.params.id));
    // A reload of /confirm shows the claim page's link as the save's answer did.
    if (report.meta.saved) report.meta.saved = await withClaimPageToken(request.server, row.id, report.meta.saved);
    return report;
  },

  async updateIncidentReport(
    request: FastifyRequest<WithId & { Body: UpdateReportRequest; Headers: { 'idempotency-key'?: string } }>,
  ): Promise<UpdateReportResponse> {
    const { db, attachments, drafts, updatesInTurn } = request.server;
    const context = { db, attachments, drafts, updatesInTurn, log: request.log };
    return updateReport(context, request.params.id, request.body, request.headers['idempotency-key']);
  },

  async saveIncidentReport(request: FastifyRequest<WithId>) {
    const { db } = request.server;
    // Whether THIS save completed the report is known only inside its transaction: a status read
    // before it let each of several parallel saves send the completion e-mail (double submit).
    const { attachments: store, attachmentLinks: links } = request.server;
    const { result, completedNow } = await saveReportOnce(db, request.params.id, { store, links }, new Date());
    // A saved report takes no more updates; its copy would only hold personal data longer.
    request.server.drafts.forget(request.params.id);
    // The claims and the confirmation e-mail's job are committed: the answer goes now, and this
    // instance's mail worker is woken to send the e-mail (with its PDF, about a second of
    // rendering) at once, so the reporter is not kept waiting for it on the last click. Whatever
    // stops it (a busy renderer, the mail server, a crash) leaves the job to a later attempt.
    if (completedNow && !result.isDuplicate)
      request.server.afterResponse('completion e-mail', async () => void (await request.server.completionMails.runOnce()));
    return withClaimPageToken(request.server, request.params.id, result);
  },

  async deleteIncidentReport(request: FastifyRequest<WithId>, reply: FastifyReply) {
    const { db, attachments, drafts } = request.server;
    await deleteDraft({ db, attachments, drafts, log: request.log }, request.params.id);
    return reply.code(204).send();
  },

  async saveSummary(request: FastifyRequest<WithId & { Body: { html: string } }>, reply: FastifyReply) {
    await archiveSummary(request.server.db, request.params.id, request.body.html);
    return reply.code(204).send();
  },

  async getBankAccounts(request: FastifyRequest<{ Querystring: { reportId: string } }>) {
    const row = await getReport(request.server.db, request.query.reportId);
    return { bankAccounts: offeredBankAccounts(row.document) };
  },

  /**
   * The summary PDF of the STORED report, rendered off the request thread (server/pdf/), in the
   * language asked for (/confirm asks for the one the page shows), else the reporter's (D26).
   */
  async getSummaryPdf(request: FastifyRequest<WithId & { Querystring: { locale?: Locale } }>, reply: FastifyReply) {
    const { report, locale: stored, verifiedPolicies } = await loadStoredReport(request.server.db, request.params.id);
    const pdf = await summaryPdfForRequest(request, reply, report, { locale: request.query.locale ?? stored, verifiedPolicies });
    return reply.code(200).header('Content-Type', 'application/pdf').header('Content-Disposition', inlineDisposition(report)).send(pdf);
  },
};
