import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Saved } from '../../src/domain/report.ts';
import { claimPageOf } from '../claims/claim-page.ts';
import type { ClaimPageTokens } from '../claims/claim-page-tokens.ts';

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

export const claimPageHandlers = {
  async getClaimPage(request: FastifyRequest<{ Params: { token: string } }>) {
    const { db, claimPages } = request.server;
    return claimPageOf(db, await claimPages.reportOf(request.params.token));
  },
};
