/**
 * The bench's server process (a child of tests/bench/bench.ts, so the load generator and the browser
 * never share a thread with it): the real server (server/start.ts, as `npm start` runs it) on the
 * database mode asked for, plus on a second port the floor: a bare Fastify 5 endpoint doing one
 * INSERT + SELECT of a jsonb body on the SAME database handle, and the bench's probes (the event
 * loop's longest stall, the PDF worker's render count). Prints one JSON line when listening:
 * { "url": …, "floorUrl": … }. Environment: BENCH_DB (pglite | postgres), BENCH_DATABASE_URL,
 * WEB_DIR, DATA_DIR.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { loadConfig } from '../../../server/config.ts';
import { summaryPdfService } from '../../../server/pdf/summary-pdf.ts';
import { startServer } from '../../../server/start.ts';

const config = loadConfig({
  DATA_DIR: process.env.DATA_DIR!,
  WEB_DIR: process.env.WEB_DIR!,
  LOG_LEVEL: 'silent',
  // Each simulated client sends an address of its own (X-Forwarded-For), as many people would.
  TRUST_PROXY: 'true',
  PORT: '0',
  // The bench drives the server at its capacity on purpose (50 connections without a pause): load
  // shedding by the event loop would turn the requests it measures into 503 refusals.
  MAX_EVENT_LOOP_UTILIZATION: '100',
  // It also sends each of its 50 reports hundreds of updates a second, which no person does: the
  // per-report limit (UPDATES_PER_REPORT_PER_MINUTE, 120) would turn them into 429s.
  UPDATES_PER_REPORT_PER_MINUTE: '1000000',
  ...(process.env.BENCH_DB === 'postgres' ? { DATABASE_URL: process.env.BENCH_DATABASE_URL! } : {}),
});
const server = await startServer(config, { listen: false });
const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
// The render worker starts now, as the server would have it by the time anyone downloads.
summaryPdfService(config.dataMatrixPrefix).pool.warmUp();

const db = server.database.db;
await sql`CREATE TABLE IF NOT EXISTS bench_floor (id bigserial PRIMARY KEY, body jsonb NOT NULL)`.execute(db);

const floor = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
floor.post('/floor', async (request) => {
  const inserted = await sql<{
    id: number;
  }>`INSERT INTO bench_floor (body) VALUES (${JSON.stringify(request.body)}::jsonb) RETURNING id`.execute(db);
  const row = await sql<{ body: unknown }>`SELECT body FROM bench_floor WHERE id = ${inserted.rows[0]!.id}`.execute(db);
  return row.rows[0]!.body;
});

// The longest event-loop stall since the last reset, in ms. The histogram records the time between
// two ticks of a timer set to RESOLUTION_MS, so a loop that never stalls reads RESOLUTION_MS (an
// idle process: p50 5.2 ms): the stall is what exceeds it, as @fastify/under-pressure computes its
// eventLoopDelay.
const RESOLUTION_MS = 5;
const loop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
const stallMs = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS);
loop.enable();
floor.post('/probe/stall/reset', async () => {
  loop.reset();
  return { ok: true };
});
floor.get('/probe/stall', async () => ({ maxMs: stallMs(loop.max), p99Ms: stallMs(loop.percentile(99)) }));
floor.get('/probe/pdf', async () => {
  const { pool } = summaryPdfService(config.dataMatrixPrefix);
  return { renders: pool.renderCount, workers: pool.size };
});

const floorUrl = await floor.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ url, floorUrl })}\n`);

const stop = async () => {
  await floor.close();
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
