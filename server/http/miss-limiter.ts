import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http-errors.ts';

/**
 * Guessing report ids (ASVS 11.5.1): an id carries 144 random bits, and on top of that a client
 * address that asks for unknown reports more than `max` times within `windowMs` gets 429 with
 * `Retry-After` on every report-id route until the window ends. A person with a few stale drafts
 * never comes near the limit; a guesser gets a handful of tries per quarter of an hour. Counted by
 * @fastify/rate-limit in its store, as every other rate limit: in memory, or in Redis shared by
 * every instance when REDIS_URL is set (server/http/shared-limits.ts).
 */
export const REPORT_MISSES_PER_WINDOW = 100;
export const REPORT_MISS_WINDOW_MS = 15 * 60_000;
/** Addresses the in-memory store remembers at most (the least recently seen go first). */
const MAX_TRACKED_ADDRESSES = 100_000;

/** Routes that take a report id (path `{id}` or the `reportId` query). */
function takesReportId(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? '';
  return route.startsWith('/v1/incident-report/:id') || route === '/v1/lookup/bank-accounts';
}

export function registerMissLimiter(app: FastifyInstance, { max = REPORT_MISSES_PER_WINDOW, windowMs = REPORT_MISS_WINDOW_MS } = {}): void {
  // A miss is counted when a 404 is sent; a request is refused while its address's count is at `max`.
  // `cache` (the in-memory store's size) is passed on to the store, though the types of
  // createRateLimit leave it out.
  const options = {
    max,
    timeWindow: windowMs,
    cache: MAX_TRACKED_ADDRESSES,
    keyGenerator: (request: FastifyRequest) => `miss:${request.ip}`,
  };
  const misses = app.createRateLimit(options);

  app.addHook('onRequest', async (request, reply) => {
    if (!takesReportId(request)) return;
    const counted = await misses(request, { increment: false });
    if (counted.isAllowed || counted.remaining > 0 || counted.ttl <= 0) return;
    reply.header('Retry-After', String(Math.max(1, counted.ttlInSeconds)));
    throw new ApiError(429, 'TOO_MANY_REQUESTS');
  });

  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 404 && takesReportId(request)) await misses(request);
  });
}
