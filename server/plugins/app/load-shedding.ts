import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerLoadShedding } from '../../http/load-shedding.ts';

/** Beyond capacity: 503 with Retry-After, before any other work (server/http/load-shedding.ts). */
async function loadShedding(app: FastifyInstance) {
  registerLoadShedding(app, {
    maxInFlight: app.config.maxInFlightRequests,
    maxEventLoopUtilization: app.config.maxEventLoopUtilization,
    onShed: app.metrics.shed,
  });
}

// Shared with the parent: it counts and refuses every request.
export default fp(loadShedding, { name: 'load-shedding', dependencies: ['decorations', 'observability'] });
