/**
 * "overload": the real server process with 50 connections of mixed journeys (create, the
 * updates of a scope-1 CASCO report, a plate look-up, load, save, health) — 50 people filling in
 * the wizard at once, each taking a moment between screens — then a soak with the same load, then
 * a burst far beyond its capacity with no pause at all. Under the load: no 5xx and no error (the
 * p50 and p99 latencies are printed as figures; the bench, tests/bench, compares them with the
 * machine's floor); over the soak: resident memory grows less than 50 MB; beyond capacity: every request is either
 * served (within the 60 s timeout) or refused with 503 (load shedding, Retry-After), nothing else,
 * and the process never crashes and serves again right after.
 */
import { Agent, request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { UpdateReportRequest } from '../../src/domain/report.ts';
import { databaseModes, isolatedPostgres, type DatabaseMode } from '../support/databases.ts';
import { INCIDENT_DATE } from '../support/journey-data.ts';
import { reportFigure, scale } from '../support/fault-scale.ts';
import { call, clientAddress, journeySteps, startServerProcess, tempDataDir } from './support/processes.ts';

const CONNECTIONS = 50;
const LOAD_MS = scale(6_000, 60_000);
const SOAK_MS = scale(6_000, 600_000);
/** The pause of a person between two screens, on average (uniformly 0.5 to 1.5 times this). */
const THINK_MS = 3_000;
/** Far more requests at once than the server serves quickly (MAX_IN_FLIGHT_REQUESTS is 200). */
const BURST_CONNECTIONS = 600;
const BURST_MS = 3_000;
const MB = 1024 * 1024;

let nextClient = 1;

interface Answer {
  status: number;
  body: string;
  ms: number;
}

interface Tally {
  statuses: Record<string, number>;
  latencies: number[];
  errors: string[];
}

const newTally = (): Tally => ({ statuses: {}, latencies: [], errors: [] });

function send(agent: Agent, base: string, method: string, path: string, address: string, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          'x-forwarded-for': address,
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
        },
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

function record(tally: Tally, answer: Answer) {
  tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1;
  tally.latencies.push(answer.ms);
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
}

const count5xx = (statuses: Record<string, number>, except: string[] = []) =>
  Object.entries(statuses)
    .filter(([code]) => code.startsWith('5') && !except.includes(code))
    .reduce((sum, [, n]) => sum + n, 0);

/**
 * One person's journey: a client address of their own (as a load balancer forwards it), a random
 * past incident date (a date already saved makes a duplicate, the others claims and core-system
 * messages), and the contact by phone: with an e-mail each save would also queue a completion
 * e-mail, whose PDF takes the render worker about a second, and the flood would measure that.
 */
async function journey(agent: Agent, base: string, tally: Tally, until: number, thinkMs: number, withEmail: boolean) {
  const address = clientAddress(nextClient++);
  const n = Math.floor(Math.random() * 900);
  const steps: UpdateReportRequest[] = journeySteps(n).map((step, index) =>
    index === 2 && !withEmail ? { ...step, parties: { reporter: { ...step.parties!.reporter!, email: null } } } : step,
  );
  const think = () => (thinkMs > 0 ? sleep(thinkMs * (0.5 + Math.random())) : undefined);
  const expect2xx = (answer: Answer, what: string) => {
    record(tally, answer);
    if (answer.status >= 300 && tally.errors.length < 20) tally.errors.push(`${what}: ${answer.status} ${answer.body.slice(0, 200)}`);
    return answer.status < 300;
  };
  const created = await send(agent, base, 'POST', '/v1/incident-report/create', address, { productCategory: 'MOTOR', context: 'WEB' });
  if (!expect2xx(created, 'create')) return;
  const id = JSON.parse(created.body).id as string;
  const requests: Array<[string, string, unknown?]> = [
    ...steps.slice(0, 2).map((step): [string, string, unknown] => ['PATCH', `/v1/incident-report/${id}/update`, step]),
    ['GET', `/v1/lookup/verify-license-plate?licensePlate=BA111AA&incidentDate=${INCIDENT_DATE}&policyType=CASCO`],
    ...steps.slice(2).map((step): [string, string, unknown] => ['PATCH', `/v1/incident-report/${id}/update`, step]),
    ['GET', `/v1/incident-report/${id}/load`],
    ['POST', `/v1/incident-report/${id}/save`],
    ['GET', '/health'],
  ];
  for (const [method, path, body] of requests) {
    if (Date.now() > until) return;
    await think();
    if (!expect2xx(await send(agent, base, method, path, address, body), `${method} ${path.replace(id, ':id')}`)) return;
  }
}

/** `connections` people, each doing journey after journey until `ms` have passed. */
async function run(base: string, connections: number, ms: number, thinkMs: number, withEmail = false): Promise<Tally> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const tally = newTally();
  const until = Date.now() + ms;
  try {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        // Spread the first requests over the first think time, as people arrive.
        await sleep(Math.random() * thinkMs);
        while (Date.now() < until) {
          try {
            await journey(agent, base, tally, until, thinkMs, withEmail);
          } catch (error) {
            tally.errors.push(`connection: ${error instanceof Error ? error.message : String(error)}`);
            tally.statuses.error = (tally.statuses.error ?? 0) + 1;
            await sleep(100);
          }
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  return tally;
}

/**
 * Beyond capacity: `connections` clients each start a report, then all of them send updates with
 * no pause at all (an update is tens of milliseconds of validation, verification and a write, so
 * the queue grows faster than it drains).
 */
async function burst(base: string, connections: number, ms: number): Promise<Tally> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const tally = newTally();
  const note = (answer: Answer, what: string) => {
    record(tally, answer);
    if (answer.status >= 300 && answer.status !== 503 && tally.errors.length < 20)
      tally.errors.push(`${what}: ${answer.status} ${answer.body.slice(0, 200)}`);
  };
  const clients = Array.from({ length: connections }, () => ({
    address: clientAddress(nextClient++),
    id: undefined as string | undefined,
  }));
  try {
    // The reports, a few at a time (not part of the burst).
    for (let i = 0; i < clients.length; i += 25) {
      await Promise.all(
        clients.slice(i, i + 25).map(async (client) => {
          const created = await send(agent, base, 'POST', '/v1/incident-report/create', client.address, {
            productCategory: 'MOTOR',
            context: 'WEB',
          });
          if (created.status === 201) client.id = JSON.parse(created.body).id;
        }),
      );
    }
    const until = Date.now() + ms;
    await Promise.all(
      clients.map(async (client, index) => {
        const steps = journeySteps(index % 900);
        for (let step = 0; Date.now() < until; step = (step + 1) % steps.length) {
          try {
            note(await send(agent, base, 'PATCH', `/v1/incident-report/${client.id}/update`, client.address, steps[step]), 'update');
          } catch (error) {
            tally.errors.push(`connection: ${error instanceof Error ? error.message : String(error)}`);
            tally.statuses.error = (tally.statuses.error ?? 0) + 1;
          }
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  return tally;
}

describe.each(databaseModes)('overload on %s', (mode: DatabaseMode) => {
  it(
    `serves ${CONNECTIONS} connections of journeys without a 5xx, soaks without growing, and answers a burst with 2xx or 503 without crashing`,
    async () => {
      const data = await tempDataDir('motor-load-');
      const postgres = mode === 'postgres' ? await isolatedPostgres() : undefined;
      const server = await startServerProcess({
        dataDir: data.dir,
        databaseUrl: postgres?.url,
        env: { TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'error' },
      });
      try {
        // Warm-up: a server is taken into service warm (the first requests compile validators, start
        // the PDF worker, fill the JIT). Two journeys, one with the completion e-mail, not measured.
        const warm = newTally();
        const warmAgent = new Agent({ keepAlive: true });
        await journey(warmAgent, server.url, warm, Date.now() + 120_000, 0, true);
        await journey(warmAgent, server.url, warm, Date.now() + 120_000, 0, false);
        warmAgent.destroy();
        expect(warm.errors).toEqual([]);

        // Load: 50 people at once.
        const loaded = await run(server.url, CONNECTIONS, LOAD_MS, THINK_MS);
        const loadP99 = percentile(loaded.latencies, 99);
        reportFigure(`overload (${mode}): requests in ${LOAD_MS / 1000} s at ${CONNECTIONS} connections`, loaded.latencies.length);
        reportFigure(`overload (${mode}): status codes under load`, JSON.stringify(loaded.statuses));
        reportFigure(`overload (${mode}): 5xx under load`, count5xx(loaded.statuses));
        reportFigure(`overload (${mode}): p50 / p99 latency under load (ms)`, `${percentile(loaded.latencies, 50)} / ${loadP99}`);
        expect.soft(count5xx(loaded.statuses)).toBe(0);
        // Every request is answered as a browser's would be: no refusal, no error, no lost report.
        expect(loaded.errors).toEqual([]);

        // Soak: the same load for longer; resident memory after the load (warm) and at the end.
        const before = await server.rssBytes();
        const soaked = await run(server.url, CONNECTIONS, SOAK_MS, THINK_MS);
        await sleep(1_000);
        const after = await server.rssBytes();
        const soakP99 = percentile(soaked.latencies, 99);
        reportFigure(`overload (${mode}): soak of ${SOAK_MS / 1000} s, requests`, soaked.latencies.length);
        reportFigure(`overload (${mode}): 5xx in the soak`, count5xx(soaked.statuses));
        reportFigure(`overload (${mode}): p99 latency in the soak (ms)`, soakP99);
        reportFigure(`overload (${mode}): resident memory after the load (MB)`, (before / MB).toFixed(1));
        reportFigure(`overload (${mode}): resident memory growth over the soak (MB)`, ((after - before) / MB).toFixed(1));
        expect.soft(count5xx(soaked.statuses)).toBe(0);
        expect(soaked.errors).toEqual([]);
        expect.soft(after - before).toBeLessThan(50 * MB);

        // Beyond capacity: 600 clients at once, no pause between requests.
        const flood = await burst(server.url, BURST_CONNECTIONS, BURST_MS);
        reportFigure(`overload (${mode}): status codes of a ${BURST_CONNECTIONS}-connection burst`, JSON.stringify(flood.statuses));
        reportFigure(`overload (${mode}): p99 latency in the burst (ms)`, percentile(flood.latencies, 99));
        expect(count5xx(flood.statuses, ['503']), '5xx other than 503').toBe(0);
        expect(flood.errors, 'connections refused or broken, answers other than 2xx and 503').toEqual([]);
        reportFigure(`overload (${mode}): requests refused with 503 in the burst`, flood.statuses['503'] ?? 0);
        expect(flood.statuses['503'] ?? 0, 'beyond capacity, requests are refused with 503').toBeGreaterThan(0);
        // Whatever is not refused is served within the request timeout (60 s), never dropped.
        expect(Math.max(...flood.latencies)).toBeLessThan(60_000);
        expect(server.child.exitCode, 'the server is still running').toBeNull();
        expect((await call(server.url, 'GET', '/health')).status).toBe(200);
        // A client refused in the burst was told to come back after a second (Retry-After: 1); then it is served.
        await sleep(1_100);
        const create = await call(server.url, 'POST', '/v1/incident-report/create', {
          body: { productCategory: 'MOTOR', context: 'WEB' },
          clientAddress: clientAddress(nextClient++),
        });
        expect(create.status).toBe(201);
      } finally {
        await server.kill();
        await postgres?.drop();
        await data.remove();
      }
    },
    scale(180_000, 1_800_000),
  );
});
