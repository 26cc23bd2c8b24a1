/**
 * The rate limits (@fastify/rate-limit): 600 API requests a minute per client address, the
 * operations' own limits (server/plugins/app/openapi-routes.ts), and the limiters of unknown
 * report ids and refused metrics requests (server/http/miss-limiter.ts).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerMetricsRefusalLimiter, registerMissLimiter } from '../../http/miss-limiter.ts';

async function rateLimits(app: FastifyInstance) {
  const store = app.sharedLimits.rateLimitStore;
  await app.register(rateLimit, {
    // In Redis when REDIS_URL is set, shared by every instance (server/http/shared-limits.ts).
    ...(store ? { store } : {}),
    max: 600,
    timeWindow: '1 minute',
    // The API is what can be abused; the app's static files and pages are not worth counting
    // (a phone loads a dozen assets per visit, and an office of agents shares one address).
    allowList: (request) => !request.url.startsWith('/v1/'),
    errorResponseBuilder: (_request, context) => {
      const error = new Error('Too many requests.') as FastifyError;
      error.statusCode = context.statusCode;
      return error;
    },
  });
  registerMissLimiter(app);
  registerMetricsRefusalLimiter(app);
}

// Shared with the parent: the limits count the requests of every route.
export default fp(rateLimits, { name: 'rate-limit', dependencies: ['decorations'] });
