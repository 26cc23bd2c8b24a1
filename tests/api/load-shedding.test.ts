import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseModes } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/**
 * "overload", beyond capacity: a listening server whose event loop had no idle time left
 * for 1.5 s (a flood on PGlite, which runs in the server's thread) refuses new requests
 * with 503 `SERVER_BUSY`, a localised message and `Retry-After: 1`, still answers /health, and
 * serves again once the loop has idle time again. (The flood itself, and the in-flight
 * cap on PostgreSQL: tests/faults/overload.test.ts.)
 */
const TOKEN = 'metrics-token-of-the-tests-0123456789';

describe('load shedding on a saturated event loop', () => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(databaseModes[0]!, { MAX_EVENT_LOOP_UTILIZATION: '80', METRICS_TOKEN: TOKEN });
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server?.close());

  /** Keeps this thread — the server's event loop — busy for `ms`, as a flood of requests would. */
  function saturate(ms: number) {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      // busy
    }
  }

  it('refuses with 503 and Retry-After while saturated, keeps /health, and serves again once the loop is idle', async () => {
    const create = {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ productCategory: 'MOTOR', context: 'WEB' }),
    };
    expect((await fetch(`${base}/v1/incident-report/create`, create)).status).toBe(201);

    // A moment's work refuses nothing; 3 s without idle time (a flood) does.
    saturate(500);
    expect((await fetch(`${base}/v1/incident-report/create`, create)).status).toBe(201);
    saturate(3_000);
    const refused = await fetch(`${base}/v1/incident-report/create`, create);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await refused.json()).toEqual({ code: 'SERVER_BUSY', message: 'The server is busy. Please try again in a moment.' });
    const slovak = await fetch(`${base}/v1/lookup/get-phone-prefixes`, { headers: { 'accept-language': 'sk' } });
    expect(slovak.status).toBe(503);
    expect(((await slovak.json()) as { message: string }).message).toMatch(/^Server je práve preťažený/);
    expect((await fetch(`${base}/health`)).status).toBe(200);
    // The operator sees it: /metrics is answered while saturated, with both refusals counted.
    const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/^motor_load_shed_total\{reason="event_loop"\} 2$/m);

    // A client that retries as Retry-After says is served again once the loop has idle time.
    await expect
      .poll(async () => (await fetch(`${base}/v1/incident-report/create`, create)).status, { interval: 100, timeout: 5_000 })
      .toBe(201);
  }, 30_000);
});
