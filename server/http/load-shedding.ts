import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from './locale.ts';
import { localizedMessage } from './messages.ts';

export interface LoadSheddingLimits {
  /** Requests being served at once; the next one is refused. */
  maxInFlight: number;
  /** The event loop's mean delay over a second (ms) above which new requests are refused; 0 = never. */
  maxEventLoopDelayMs: number;
}

/**
 * Load shedding (issue 10 "overload": beyond capacity 503, never a crash): a new request is
 * answered at once with 503 `SERVER_BUSY` and `Retry-After: 1`, before any other work, instead of
 * joining the queue for the database (PGlite's single connection, the PostgreSQL pool of 20) and
 * holding memory and a socket there, when either
 *
 * - `maxInFlight` requests are already being served (counted from `onRequest`, before the body is
 *   read, to the response's `close`, which Node emits once for every response, sent or abandoned).
 *   This is what fills up on PostgreSQL, where requests wait on the pool without blocking the loop;
 * - or the event loop has been late by more than `maxEventLoopDelayMs` on average over the last
 *   second (@fastify/under-pressure). PGlite runs in this process and keeps the loop busy, so a
 *   flood queues in the sockets before it is ever "in flight": the loop's delay is what says the
 *   server is past its capacity there. The default (1 s) is far above anything ordinary traffic
 *   causes (the load test's p99 is tens of milliseconds), so only a flood is refused.
 */
export async function registerLoadShedding(app: FastifyInstance, limits: LoadSheddingLimits): Promise<void> {
  if (limits.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      pressureHandler: (request, reply) => refuse(request, reply),
    });
  }
  let inFlight = 0;
  app.addHook('onRequest', (request, reply, done) => {
    if (inFlight >= limits.maxInFlight) {
      refuse(request, reply);
      return;
    }
    inFlight++;
    reply.raw.once('close', () => {
      inFlight--;
    });
    done();
  });
}

function refuse(request: FastifyRequest, reply: FastifyReply): void {
  const locale = requestLocale(request);
  const body = { code: 'SERVER_BUSY', message: localizedMessage('SERVER_BUSY', locale, 'The server is busy. Please try again in a moment.') };
  // A string body: it skips the response schemas (the refusal is the same for every route).
  reply.code(503).header('Retry-After', '1').type('application/json; charset=utf-8').send(JSON.stringify(body));
}
