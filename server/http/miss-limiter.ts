import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http-errors.ts';

/**
 * Guessing report ids (ASVS 11.5.1): an id carries 144 random bits, and on top of that a client
 * address that asks for unknown reports more than `max` times within `windowMs` gets 429 with
 * `Retry-After` on every report-id route until the window ends. A person with a few stale drafts
 * never comes near the limit; a guesser gets a handful of tries per quarter of an hour. Counted
 * per instance in memory, like the other rate limits.
 */
export const REPORT_MISSES_PER_WINDOW = 100;
export const REPORT_MISS_WINDOW_MS = 15 * 60_000;
/** Addresses remembered at most; expired entries are dropped first, then the oldest. */
const MAX_TRACKED_ADDRESSES = 100_000;

/** Routes that take a report id (path `{id}` or the `reportId` query). */
function takesReportId(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? '';
  return route.startsWith('/v1/incident-report/:id') || route === '/v1/lookup/bank-accounts';
}

export function registerMissLimiter(
  app: FastifyInstance,
  { max = REPORT_MISSES_PER_WINDOW, windowMs = REPORT_MISS_WINDOW_MS, now = () => Date.now() } = {},
): void {
  const misses = new Map<string, { count: number; resetAt: number }>();

  const prune = (time: number) => {
    for (const [address, entry] of misses) if (entry.resetAt <= time) misses.delete(address);
    for (const address of misses.keys()) {
      if (misses.size < MAX_TRACKED_ADDRESSES) break;
      misses.delete(address);
    }
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!takesReportId(request)) return;
    const entry = misses.get(request.ip);
    if (!entry) return;
    const time = now();
    if (entry.resetAt <= time) {
      misses.delete(request.ip);
      return;
    }
    if (entry.count >= max) {
      reply.header('Retry-After', String(Math.max(1, Math.ceil((entry.resetAt - time) / 1000))));
      throw new ApiError(429, 'TOO_MANY_REQUESTS');
    }
  });

  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 404 || !takesReportId(request)) return;
    const time = now();
    const entry = misses.get(request.ip);
    if (entry && entry.resetAt > time) {
      entry.count += 1;
      return;
    }
    if (misses.size >= MAX_TRACKED_ADDRESSES) prune(time);
    misses.set(request.ip, { count: 1, resetAt: time + windowMs });
  });
}
