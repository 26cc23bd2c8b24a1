import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http-errors.ts';
import { sendContinueLink } from '../reports/continue-link.ts';

export const mailHandlers = {
  async sendContinueLinkEmail(
    request: FastifyRequest<{ Params: { id: string }; Body: { email: string; locale?: 'sk' | 'en' } }>,
    reply: FastifyReply,
  ) {
    const refused = await sendContinueLink(request.server, request.params.id, request.body);
    if (refused) {
      reply.header('Retry-After', String(refused.retryAfterSeconds));
      throw new ApiError(429, 'EMAIL_LIMIT_REACHED');
    }
    return reply.code(202).send({ sent: true });
  },
};
