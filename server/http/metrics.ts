/**
 * The operator's view: what `GET /metrics` tells Prometheus, with prom-client,
 * one registry per app (tests build several apps in one process). Labels carry route patterns
 * (`/v1/incident-report/:id/update`), methods, status codes and fixed reasons, never a URL, a
 * report id, an address or anything a person typed.
 *
 * - requests and their latency by route (`motor_http_requests_total`, `motor_http_request_duration_seconds`);
 * - the outbox (the whole database's backlog, read at each scrape; this instance's delivery attempts);
 * - the PDF queue (waiting and running renders, renders started, workers);
 * - load shedding's refusals by reason; the database pool's use;
 * - with REDIS_URL, whether Redis answers and how many limit checks fell back while it did not;
 * - Node's own process metrics (prom-client's defaults: CPU, memory, event-loop lag, GC).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/schema.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { RenderPool } from '../pdf/render-pool.ts';
import { outboxStatus, type DeliveryOutcome } from '../services/outbox-worker.ts';
import type { ShedReason } from './load-shedding.ts';
import type { RedisOutage } from './redis-outage.ts';

export interface Metrics {
  /** Absent without METRICS_TOKEN: nothing is counted, and GET /metrics is 404. */
  readonly registry: Registry | undefined;
  /** A request refused by load shedding (server/http/load-shedding.ts). */
  shed(reason: ShedReason): void;
  /** A delivery attempt of the outbox worker (server/services/outbox-worker.ts). */
  outboxAttempt(outcome: DeliveryOutcome): void;
}

export interface MetricSources {
  db: Kysely<Database>;
  poolUse: DatabaseHandle['poolUse'];
  /** The process's PDF render pool, asked at each scrape (it is made on first use). */
  renderPool: () => RenderPool;
  outage: RedisOutage | undefined;
}

/** Requests that matched no route (a 404, an unknown method) share one label. */
const UNMATCHED_ROUTE = '(unmatched)';

/** A counter whose value lives elsewhere (a render count): read at each scrape. */
function countOf(read: () => number) {
  return function collect(this: Counter) {
    this.reset();
    this.inc(read());
  };
}

/** A gauge read at each scrape, one sample per `state` label (waiting, running, ...), or one value. */
function readAtScrape(
  registry: Registry,
  name: string,
  help: string,
  read: () => number | Record<string, number> | Promise<Record<string, number>>,
) {
  new Gauge({
    name,
    help,
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const value = await read();
      if (typeof value === 'number') this.set(value);
      else for (const [state, sample] of Object.entries(value)) this.set({ state }, sample);
    },
  });
}

/**
 * The app's metrics, counted only when someone may read them (METRICS_TOKEN): without it the
 * server is as it was, with no collectors, timers or hooks of prom-client's.
 */
export function registerMetrics(app: FastifyInstance, sources: MetricSources): Metrics {
  if (!app.config.metricsToken) return { registry: undefined, shed: () => undefined, outboxAttempt: () => undefined };
  const metrics = createMetrics(sources);
  registerRequestMetrics(app, metrics.registry);
  return metrics;
}

function createMetrics(sources: MetricSources): Metrics & { registry: Registry } {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const shed = new Counter({
    name: 'motor_load_shed_total',
    help: 'Requests refused with 503 SERVER_BUSY by load shedding, by reason.',
    labelNames: ['reason'] as const,
    registers,
  });
  const attempts = new Counter({
    name: 'motor_outbox_delivery_attempts_total',
    help: "This instance's attempts to hand a claim to the core system, by outcome.",
    labelNames: ['outcome'] as const,
    registers,
  });
  // Both known label values from the start, so a rate() sees the first failure.
  for (const reason of ['in_flight', 'event_loop'] as const) shed.inc({ reason }, 0);
  for (const outcome of ['delivered', 'failed'] as const) attempts.inc({ outcome }, 0);

  const oldestPending = new Gauge({
    name: 'motor_outbox_oldest_pending_seconds',
    help: 'Age of the oldest claim not yet delivered (0 when none waits).',
    registers,
  });
  readAtScrape(
    registry,
    'motor_outbox_messages',
    'Claims not yet delivered to the core system (the whole database), and those of them whose last attempt failed.',
    async () => {
      const status = await outboxStatus(sources.db);
      oldestPending.set(status.oldestPendingSeconds ?? 0);
      return { pending: status.pending, failing: status.failing };
    },
  );

  readAtScrape(registry, 'motor_pdf_renders', 'Summary PDF renders waiting for a worker and running in one.', () => {
    const pool = sources.renderPool();
    return { waiting: pool.waiting, running: pool.running };
  });
  readAtScrape(registry, 'motor_pdf_render_workers', 'Worker threads that render summary PDFs.', () => sources.renderPool().size);
  new Counter({
    name: 'motor_pdf_renders_started_total',
    help: 'Summary PDF renders started in a worker (cache hits are not renders).',
    registers,
    collect: countOf(() => sources.renderPool().renderCount),
  });

  readAtScrape(
    registry,
    'motor_db_pool_connections',
    'Database connections in use and the most there may be (PGlite: one), and queries waiting for one.',
    () => {
      const use = sources.poolUse();
      return { in_use: use.inUse, max: use.max, waiting: use.waiting };
    },
  );

  const { outage } = sources;
  if (outage) {
    readAtScrape(registry, 'motor_redis_up', 'Whether Redis answered the last limit check (1) or not (0).', () => (outage.up ? 1 : 0));
    new Counter({
      name: 'motor_limit_fallbacks_total',
      help: 'Limit checks Redis did not answer: let through unenforced (open) or counted in this instance (local).',
      labelNames: ['mode'] as const,
      registers,
      collect() {
        this.reset();
        for (const mode of ['open', 'local'] as const) this.inc({ mode }, outage.fallbacks[mode]);
      },
    });
  }

  return {
    registry,
    shed: (reason) => shed.inc({ reason }),
    outboxAttempt: (outcome) => attempts.inc({ outcome }),
  };
}

/** Counts every answered request by route pattern, method and status, and times it. */
function registerRequestMetrics(app: FastifyInstance, registry: Registry): void {
  const registers = [registry];
  const requests = new Counter({
    name: 'motor_http_requests_total',
    help: 'Requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'motor_http_request_duration_seconds',
    help: 'Time from the request to its response, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE) };
    requests.inc({ ...labels, status_code: String(reply.statusCode) });
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}
