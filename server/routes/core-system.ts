import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applyCoreEvent, type CoreSystemEvent } from '../claims/core-events.ts';
import { CORE_SIGNATURE_HEADER, requireCoreSignature, requireFreshEvent } from '../claims/core-signature.ts';
import { rawJsonBody } from '../http/json-body.ts';

const EVENTS_ROUTE = '/v1/core-system/claims/:claimId/events';

/**
 * The core system's signature is checked before anything reads its event: an unsigned or altered
 * request is a 401 whatever its body holds, and is told nothing about it.
 */
export function registerCoreSystemSignature(app: FastifyInstance, secret: string): void {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.url !== EVENTS_ROUTE) return;
    requireCoreSignature(secret, rawJsonBody(request), request.headers[CORE_SIGNATURE_HEADER]);
  });
}

export const coreSystemHandlers = {
  async postCoreSystemEvent(request: FastifyRequest<{ Params: { claimId: string }; Body: CoreSystemEvent }>, reply: FastifyReply) {
    const { server } = request;
    requireFreshEvent(request.body.sentAt, new Date());
    const { mailOwed } = await applyCoreEvent(server.db, request.params.claimId, request.body);
    // Sent once the answer is out when it is due now (a later one by whichever worker polls then).
    if (mailOwed) server.afterResponse('status e-mail', async () => void (await server.completionMails.runOnce()));
    return reply.code(204).send();
  },
};
