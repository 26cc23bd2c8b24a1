/**
 * The operator's view: GET /metrics (Prometheus's text format) only with
 * METRICS_TOKEN, by route pattern and without personal data or report ids; X-Request-Id from a
 * trusted proxy or made up, on every response and in every log line of its request.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { METRICS_REFUSALS_PER_WINDOW } from '../../server/http/miss-limiter.ts';
import { createOutboxWorker } from '../../server/services/outbox-worker.ts';
import { fullJourney, PERSON, randomReportId } from '../security/api-support.ts';
import { databaseModes } from '../support/databases.ts';
import { scope1CascoSteps } from '../support/journey-data.ts';
import { TEST_REDIS_URL, dropKeys, uniqueKeyPrefix } from '../support/redis.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const TOKEN = 'metrics-token-of-the-tests-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const scrape = (server: TestServer, authorization = `Bearer ${TOKEN}`, locale = 'sk') =>
  server.app.inject({ method: 'GET', url: '/metrics', headers: { authorization, 'accept-language': locale } });

/** The value of one sample (`name{labels} value`), or undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((item) => item.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

it('METRICS_TOKEN must be at least 32 printable characters without spaces, and the error does not echo it', () => {
  expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
  for (const bad of ['short-token', `${TOKEN} with spaces`]) {
    expect(() => loadConfig({ METRICS_TOKEN: bad })).toThrow(
      /^METRICS_TOKEN must be at least 32 printable characters without spaces, got \d+ characters$/,
    );
  }
});

it('without METRICS_TOKEN there are no metrics (404), as before the metrics existed', async () => {
  const server = await startTestServer(databaseModes[0]!);
  try {
    const response = await scrape(server);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  } finally {
    await server.close();
  }
}, 90_000);

describe.each(databaseModes)('GET /metrics (%s)', (mode) => {
  let server: TestServer;
  beforeAll(async () => {
    // An unreachable core system: the claims of the saved report wait, and each attempt fails.
    server = await startTestServer(mode, { METRICS_TOKEN: TOKEN, CORE_SYSTEM_URL: 'http://127.0.0.1:9/core' });
  });
  afterAll(() => server?.close());

  it('asks for the token: 401 METRICS_UNAUTHORIZED with WWW-Authenticate, in Slovak or English, for none or a wrong one', async () => {
    for (const authorization of ['', `Bearer ${TOKEN}x`, `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`, TOKEN]) {
      const refused = await scrape(server, authorization);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.json()).toEqual({ code: 'METRICS_UNAUTHORIZED', message: expect.stringMatching(/^Metriky sú prístupné len/) });
      expect(refused.body).not.toContain('motor_');
    }
    expect((await scrape(server, '', 'en')).json().message).toMatch(/^The metrics are available only with the access token/);
  });

  it('an address that sent a wrong token 10 times in 15 minutes gets 429 with Retry-After, even with the right one; other addresses do not', async () => {
    const from = (remoteAddress: string, authorization: string) =>
      server.app.inject({ method: 'GET', url: '/metrics', headers: { authorization }, remoteAddress });
    for (let attempt = 1; attempt <= METRICS_REFUSALS_PER_WINDOW; attempt += 1) {
      expect((await from('10.9.0.1', `Bearer guess-${attempt}-0123456789abcdef0123456789`)).statusCode, `guess ${attempt}`).toBe(401);
    }
    for (const authorization of ['Bearer one-more-guess-0123456789abcdef0123456789', `Bearer ${TOKEN}`]) {
      const limited = await from('10.9.0.1', authorization);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.body).not.toContain('motor_');
    }
    expect((await from('10.9.0.2', `Bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it('counts requests by route pattern and status, the outbox, the PDF queue and the pool, with no report id or personal data', async () => {
    const { id } = await fullJourney(server.app);
    // fullJourney's updates: the scope-1 journey's steps and one for the aggrieved party.
    const updates = scope1CascoSteps.length + 1;
    const missing = randomReportId();
    expect((await server.app.inject({ method: 'GET', url: `/v1/incident-report/${missing}/load` })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/no/such/page' })).statusCode).toBe(404);
    // Outbox delivery as server/start.ts wires it, against the unreachable core system.
    const worker = createOutboxWorker({
      db: server.database.db,
      coreSystemUrl: server.config.coreSystemUrl,
      outboxDir: path.join(server.dataDir, 'outbox', 'core'),
      pollMs: 60_000,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      onAttempt: server.app.metrics.outboxAttempt,
    });
    await worker.runOnce();

    const response = await scrape(server);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(sample(text, 'motor_http_requests_total{method="PATCH",route="/v1/incident-report/:id/update",status_code="200"}')).toBe(
      updates,
    );
    expect(sample(text, 'motor_http_requests_total{method="POST",route="/v1/incident-report/:id/save",status_code="200"}')).toBe(1);
    expect(sample(text, 'motor_http_requests_total{method="GET",route="/v1/incident-report/:id/load",status_code="404"}')).toBe(1);
    expect(sample(text, 'motor_http_requests_total{method="GET",route="(unmatched)",status_code="404"}')).toBe(1);
    expect(sample(text, 'motor_http_request_duration_seconds_count{method="PATCH",route="/v1/incident-report/:id/update"}')).toBe(updates);
    // One claim, not delivered: the core system does not answer.
    expect(sample(text, 'motor_outbox_messages{state="pending"}')).toBe(1);
    expect(sample(text, 'motor_outbox_messages{state="failing"}')).toBe(1);
    expect(sample(text, 'motor_outbox_delivery_attempts_total{outcome="failed"}')).toBe(1);
    expect(sample(text, 'motor_outbox_delivery_attempts_total{outcome="delivered"}')).toBe(0);
    expect(sample(text, 'motor_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'motor_pdf_renders{state="waiting"}')).toBe(0);
    expect(sample(text, 'motor_pdf_render_workers')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'motor_pdf_renders_started_total')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'motor_load_shed_total{reason="in_flight"}')).toBe(0);
    expect(sample(text, 'motor_db_pool_connections{state="max"}')).toBe(mode === 'pglite' ? 1 : 20);
    // The scrape's own outbox query may be in flight, even queued for a tick in pg's pool.
    expect(sample(text, 'motor_db_pool_connections{state="in_use"}')).toBeLessThanOrEqual(
      sample(text, 'motor_db_pool_connections{state="max"}')!,
    );
    expect(sample(text, 'motor_db_pool_connections{state="waiting"}')).toBeLessThanOrEqual(1);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    // Without REDIS_URL there is no Redis to report.
    expect(text).not.toContain('motor_redis_up');
    // Route patterns only: neither ids nor what the reporter typed.
    for (const secret of [id, id.slice(0, 8), missing, PERSON.email, PERSON.lastName, PERSON.iban, PERSON.phone]) {
      expect(text).not.toContain(secret);
    }
  });
});

it('with REDIS_URL, whether Redis answers', async () => {
  const prefix = uniqueKeyPrefix();
  const server = await startTestServer(databaseModes[0]!, { METRICS_TOKEN: TOKEN, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
  try {
    await server.app.inject({ method: 'POST', url: '/v1/incident-report/create', payload: { productCategory: 'MOTOR', context: 'WEB' } });
    const text = (await scrape(server)).body;
    expect(sample(text, 'motor_redis_up')).toBe(1);
    expect(sample(text, 'motor_limit_fallbacks_total{mode="open"}')).toBe(0);
  } finally {
    await server.close();
    await dropKeys(TEST_REDIS_URL, prefix);
  }
}, 90_000);

describe('X-Request-Id', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The test's requests come from 127.0.0.1 (inject's default), the proxy TRUST_PROXY names.
    server = await startTestServer(databaseModes[0]!, { TRUST_PROXY: '127.0.0.1' }, { captureLogs: true });
  });
  afterAll(() => server?.close());

  it('is made up when none comes, and returned on every kind of answer', async () => {
    const answers = [
      await server.app.inject({ method: 'POST', url: '/v1/incident-report/create', payload: { productCategory: 'MOTOR', context: 'WEB' } }),
      await server.app.inject({ method: 'GET', url: `/v1/incident-report/${randomReportId()}/load` }),
      await server.app.inject({ method: 'GET', url: '/v1/incident-report/%E0%A4%A/load' }),
      await server.app.inject({ method: 'POST', url: '/v1/incident-report/create', payload: { productCategory: 'BOAT' } }),
      await server.app.inject({ method: 'GET', url: '/health' }),
      await server.app.inject({ method: 'GET', url: '/nothing-here' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 404, 400, 400, 200, 404]);
    const ids = answers.map((answer) => answer.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("a trusted proxy's id is kept and is in every log line of its request; a client's own or a malformed one is replaced", async () => {
    // With a run of 10 digits, which the log's scrubbing of numbers must leave alone in an id.
    const proxyId = 'lb-7f3a9c21-0b4e-4d7a-9a55-0123456789ab';
    const traced = await server.app.inject({
      method: 'GET',
      url: `/v1/incident-report/${randomReportId()}/load`,
      headers: { 'x-request-id': proxyId },
    });
    expect(traced.headers['x-request-id']).toBe(proxyId);
    const lines = server.logLines
      .filter((line) => line.includes(proxyId))
      .map((line) => JSON.parse(line) as { reqId?: string; msg: string });
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    for (const line of lines) expect(line.reqId).toBe(proxyId);
    // Every line a request causes carries its id.
    const requestLines = server.logLines.map((line) => JSON.parse(line) as { req?: unknown; res?: unknown; reqId?: string });
    for (const line of requestLines.filter((item) => item.req || item.res)) expect(line.reqId).toBeTruthy();

    const notTrusted = await server.app.inject({
      method: 'GET',
      url: '/health',
      remoteAddress: '203.0.113.9',
      headers: { 'x-request-id': proxyId },
    });
    expect(notTrusted.headers['x-request-id']).toMatch(UUID);
    const malformed = await server.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'two "words"' } });
    expect(malformed.headers['x-request-id']).toMatch(UUID);
  });
});
