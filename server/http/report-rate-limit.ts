import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http-errors.ts';

/**
 * A route's rate limit per report (the `{id}` of its path), on top of its limit per client
 * address (the route's `config.rateLimit`, server/plugins/app/openapi-routes.ts RATE_LIMITS): one report's updates from
 * many addresses are limited too. Counted by @fastify/rate-limit in its store, as every other
 * rate limit (in Redis with REDIS_URL, server/http/shared-limits.ts). The key holds the id's
 * digest, not the id: the id is the capability to read the report, and a Redis key is seen by
 * whoever administers Redis.
 */
export function perReportRateLimit(app: FastifyInstance, maxPerMinute: number) {
  const limiter = app.createRateLimit({
    max: maxPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) =>
      `report:${createHash('sha256')
        .update((request.params as { id?: string }).id ?? '')
        .digest('base64url')}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('Retry-After', String(result.ttlInSeconds));
    throw new ApiError(429, 'TOO_MANY_REQUESTS');
  };
}
