import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http-errors.ts';

/** Why a request was refused: too many in flight, or the event loop busy for too long. */
export type ShedReason = 'in_flight' | 'event_loop';

export interface LoadSheddingLimits {
  /** Requests being served at once; the next one is refused. */
  maxInFlight: number;
  /** The event loop's utilisation (0–1) above which, held for 1.5 s, new requests are refused; 1 = never. */
  maxEventLoopUtilization: number;
  /** Told of each refusal and its reason (GET /metrics). */
  onShed?: (reason: ShedReason) => void;
}

/** How often the event loop's utilisation is read (the window it is measured over). */
const SAMPLE_MS = 250;
/** How long the loop must have had no idle time before requests are refused: not a moment's work. */
const SUSTAINED_MS = 1500;

/**
 * Load shedding (beyond capacity 503, never a crash): a new request is
 * answered at once with 503 `SERVER_BUSY` and `Retry-After: 1`, before any other work, instead of
 * joining a queue and holding memory and a socket there, when either
 *
 * - `maxInFlight` requests are already being served (counted from `onRequest`, before the body is
 *   read, to the response's `close`, which Node emits once for every response, sent or abandoned).
 *   This is what fills up on PostgreSQL, where requests wait for the pool of 20 connections;
 * - or the event loop has been busy for more than `maxEventLoopUtilization` of the time for the
 *   last 1.5 s (sampled every 250 ms; a shorter stretch, such as start-up work, refuses nothing).
 *   PGlite runs in this thread and answers without yielding, so on PGlite a flood is served one request
 *   after another while the rest wait unread in the sockets, never "in flight"
 *   (tests/faults/overload.test.ts saw at most one in flight during a 600-client burst): a loop
 *   with no idle time left is how the server is past its capacity there. Ordinary traffic leaves
 *   it mostly idle (50 people at once: p99 tens of milliseconds).
 *
 * `/health` is never refused: it says the process is alive, and a load balancer that took a busy
 * instance for a dead one would restart it and lose its work in flight. Nor is `/metrics`: an
 * overload is when the operator needs them. `/ready` is refused like the rest, which takes a
 * saturated instance out of rotation for a moment.
 *
 * The utilisation is measured only while the server listens (`onListen`): before that, start-up
 * work would count, and an app driven by `inject` (the in-process tests) shares its loop with
 * the test runner, whose work says nothing about the server's.
 */
export function registerLoadShedding(app: FastifyInstance, limits: LoadSheddingLimits): void {
  let saturated = false;
  if (limits.maxEventLoopUtilization < 1) {
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onListen', (done) => {
      let previous: EventLoopUtilization = performance.eventLoopUtilization();
      let busyMs = 0;
      timer = setInterval(() => {
        const current = performance.eventLoopUtilization();
        const window = performance.eventLoopUtilization(current, previous);
        previous = current;
        // A window with idle time left ends a busy stretch; a long block is one long window.
        busyMs = window.utilization > limits.maxEventLoopUtilization ? busyMs + (window.idle + window.active) : 0;
        saturated = busyMs >= SUSTAINED_MS;
      }, SAMPLE_MS).unref();
      done();
    });
    app.addHook('onClose', (_instance, done) => {
      clearInterval(timer);
      done();
    });
  }

  let inFlight = 0;
  app.addHook('onRequest', (request, reply, done) => {
    // Liveness is always answered: a probe refused under load would have the instance restarted.
    // So are the metrics: an overload is when the operator needs them most.
    if (request.url === '/health' || request.url === '/metrics') return done();
    if (saturated || inFlight >= limits.maxInFlight) {
      limits.onShed?.(saturated ? 'event_loop' : 'in_flight');
      reply.header('Retry-After', '1');
      return done(new ApiError(503, 'SERVER_BUSY'));
    }
    inFlight++;
    reply.raw.once('close', () => {
      inFlight--;
    });
    done();
  });
}
