import type { FastifyInstance } from 'fastify';
import { requestLocale } from './locale.ts';
import { localizedMessage } from './messages.ts';

/**
 * Load shedding (issue 10 "overload": beyond capacity 503, never a crash): when `maxInFlight`
 * requests are already being served, a new one is answered at once with 503 `SERVER_BUSY` and
 * `Retry-After: 1`, before any other work, instead of joining the queue for the database
 * (PGlite's single connection, the PostgreSQL pool of 20) and holding memory and a socket there.
 *
 * Counted from `onRequest` (before the body is read) to the response's `close`, which Node emits
 * once for every response, whether it was sent or the client went away.
 *
 * Not covered: a flood of CPU-bound requests on one process queues in the sockets before any
 * request is "in flight" (tests/faults/overload.test.ts measured at most a few in flight during a
 * 600-client burst on PGlite): those are served late (seconds), not refused. A check of the
 * event-loop delay refused ordinary traffic too (the first save's warm-up, a busy machine), so
 * it was left out; a load balancer's queue limit is the place for that.
 */
export function registerLoadShedding(app: FastifyInstance, maxInFlight: number): void {
  let inFlight = 0;
  app.addHook('onRequest', (request, reply, done) => {
    if (inFlight >= maxInFlight) {
      const locale = requestLocale(request);
      const body = { code: 'SERVER_BUSY', message: localizedMessage('SERVER_BUSY', locale, 'The server is busy. Please try again in a moment.') };
      // A string body: it skips the response schemas (the refusal is the same for every route).
      reply.code(503).header('Retry-After', '1').type('application/json; charset=utf-8').send(JSON.stringify(body));
      return;
    }
    inFlight++;
    reply.raw.once('close', () => {
      inFlight--;
    });
    done();
  });
}
