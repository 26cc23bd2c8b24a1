import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http-errors.ts';

/**
 * Limits on refusals, counted by client address: a request is answered 429 with `Retry-After` while
 * its address has been refused `max` times within `windowMs`. Counted by @fastify/rate-limit in
 * its store, as every other rate limit: in memory, or in Redis shared by every instance when
 * REDIS_URL is set (server/http/shared-limits.ts).
 *
 * - Guessing report ids (ASVS 11.5.1): an id carries 144 random bits, and on top of that an
 *   address that asks for unknown reports (404) more than REPORT_MISSES_PER_WINDOW times gets 429
 *   on every report-id route. A person with a few stale drafts never comes near the limit; a
 *   guesser gets a handful of tries per quarter of an hour.
 * - Guessing METRICS_TOKEN: `/metrics` answers an address that sent a wrong token (401)
 *   METRICS_REFUSALS_PER_WINDOW times with 429 until the window ends. Prometheus with the right
 *   token is never refused; one with a wrong token is broken anyway.
 */
export const REPORT_MISSES_PER_WINDOW = 100;
export const REPORT_MISS_WINDOW_MS = 15 * 60_000;
export const METRICS_REFUSALS_PER_WINDOW = 10;
export const METRICS_REFUSAL_WINDOW_MS = 15 * 60_000;
/** Addresses the in-memory store remembers at most (the least recently seen go first). */
const MAX_TRACKED_ADDRESSES = 100_000;

/** Routes that take a report id (path `{id}` or the `reportId` query) or a token that is one too (a claim page's, a statement's driver's or join code). */
function takesReportId(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? '';
  return (
    route.startsWith('/v1/incident-report/:id') ||
    route === '/v1/lookup/bank-accounts' ||
    route.startsWith('/v1/claim-page/:token') ||
    route.startsWith('/v1/accident-statement/')
  );
}

const isMetrics = (request: FastifyRequest) => request.routeOptions.url === '/metrics';

function registerRefusalLimit(
  app: FastifyInstance,
  limit: { name: string; applies(request: FastifyRequest): boolean; refusal: number; max: number; windowMs: number },
): void {
  // A refusal is counted when it is sent; a request is refused while its address's count is at `max`.
  // `cache` (the in-memory store's size) is passed on to the store, though the types of
  // createRateLimit leave it out.
  const options = {
    max: limit.max,
    timeWindow: limit.windowMs,
    cache: MAX_TRACKED_ADDRESSES,
    keyGenerator: (request: FastifyRequest) => `${limit.name}:${request.ip}`,
    // Not the global limit's list of what it leaves uncounted (everything outside /v1/, /metrics too).
    allowList: () => false,
  };
  const refusals = app.createRateLimit(options);

  app.addHook('onRequest', async (request, reply) => {
    if (!limit.applies(request)) return;
    const counted = await refusals(request, { increment: false });
    if (counted.isAllowed || counted.remaining > 0 || counted.ttl <= 0) return;
    reply.header('Retry-After', String(Math.max(1, counted.ttlInSeconds)));
    throw new ApiError(429, 'TOO_MANY_REQUESTS');
  });

  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === limit.refusal && limit.applies(request)) await refusals(request);
  });
}

export function registerMissLimiter(app: FastifyInstance, { max = REPORT_MISSES_PER_WINDOW, windowMs = REPORT_MISS_WINDOW_MS } = {}): void {
  registerRefusalLimit(app, { name: 'miss', applies: takesReportId, refusal: 404, max, windowMs });
}

export function registerMetricsRefusalLimiter(app: FastifyInstance): void {
  registerRefusalLimit(app, {
    name: 'metrics-refused',
    applies: isMetrics,
    refusal: 401,
    max: METRICS_REFUSALS_PER_WINDOW,
    windowMs: METRICS_REFUSAL_WINDOW_MS,
  });
}
