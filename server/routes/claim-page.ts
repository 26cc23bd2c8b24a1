import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Saved } from '../../src/domain/report.ts';
import { claimPageOf } from '../claims/claim-page.ts';
import type { ClaimPageTokens } from '../claims/claim-page-tokens.ts';
import { oweFollowUpDocument } from '../claims/follow-up-documents.ts';
import { requestNewClaimLink } from '../claims/new-claim-link.ts';
import { ApiError } from '../http-errors.ts';
import { resumableUploads } from './resumable-uploads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The private links of the saved reports' own pages (server/claims/claim-page-tokens.ts). */
    claimPages: ClaimPageTokens;
  }
}

/**
 * A saved result with the link of its report's page: a report that made claims has one, a
 * duplicate (whose answers made none) and a draft do not.
 */
export async function withClaimPageToken<T extends Saved>(server: FastifyInstance, reportId: string, saved: T): Promise<T> {
  if (!saved.isCompleted || saved.isDuplicate || saved.claimIds.length === 0) return saved;
  return { ...saved, claimPageToken: await server.claimPages.current(reportId) };
}

/**
 * Documents added on the claim's page: the wizard's resumable uploads, reached through the page's
 * token (a replaced one is refused: 410), for the saved report, each owed to the core system as
 * it is recorded.
 */
const followUpUploads = resumableUploads<{ token: string }>({
  stage: 'saved',
  reportOf: (request) => request.server.claimPages.reportOf(request.params.token),
  uploadUrl: (request, uploadId) => `/v1/claim-page/${request.params.token}/uploads/${uploadId}`,
  onStored: (request, trx, attachmentId) => oweFollowUpDocument(trx, request.server.attachmentLinks, { attachmentId }),
});

export const claimPageHandlers = {
  createClaimPageUpload: followUpUploads.createUpload,
  getClaimPageUploadOffset: followUpUploads.getUploadOffset,
  appendClaimPageUpload: followUpUploads.appendUpload,
  cancelClaimPageUpload: followUpUploads.cancelUpload,
  getClaimPageUploadAttachment: followUpUploads.getUploadAttachment,

  async getClaimPage(request: FastifyRequest<{ Params: { token: string } }>) {
    const { db, claimPages } = request.server;
    return claimPageOf(db, await claimPages.reportOf(request.params.token));
  },

  async requestClaimPageLink(request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) {
    const { server } = request;
    const result = await requestNewClaimLink(server, request.params.token);
    if ('retryAfterSeconds' in result) {
      reply.header('Retry-After', String(result.retryAfterSeconds));
      throw new ApiError(429, 'CLAIM_LINK_LIMIT_REACHED');
    }
    // Sent once the answer is out, by this instance's worker if it is first (any other's otherwise).
    server.afterResponse('claim link e-mail', async () => void (await server.completionMails.runOnce()));
    return reply.code(202).send({ sent: true, sentTo: result.sentTo });
  },
};
