import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http-errors.ts';

/**
 * A route's rate limit per report (the `{id}` of its path), on top of its limit per client
 * address (the route's `config.rateLimit`, server/app.ts RATE_LIMITS): one report's updates from
 * many addresses are limited too. Counted by @fastify/rate-limit in its store, as every other
 * rate limit (so a shared store later covers this one as well).
 */
export function perReportRateLimit(app: FastifyInstance, maxPerMinute: number) {
  const limiter = app.createRateLimit({
    max: maxPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `report:${(request.params as { id?: string }).id ?? ''}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('Retry-After', String(result.ttlInSeconds));
    throw new ApiError(429, 'TOO_MANY_REQUESTS');
  };
}
