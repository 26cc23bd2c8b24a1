/**
 * With REDIS_URL every limit is one count for all instances (two apps on the real
 * Redis, each with a database of its own: the limits meet only in Redis), its keys under the
 * prefix with TTLs; and a Redis that goes away never costs a reporter a 5xx (a redis-server the
 * test starts, pauses, kills and starts again).
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { REPORT_MISSES_PER_WINDOW } from '../../server/http/miss-limiter.ts';
import { CONTINUE_LINKS_PER_RECIPIENT_PER_HOUR } from '../../src/domain/request-limits.ts';
import { apiClient } from '../support/api.ts';
import { TEST_REDIS_URL, dropKeys, keysUnder, redisServerProcess, uniqueKeyPrefix } from '../support/redis.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** createIncidentReport's limit per client address and minute (server/plugins/app/openapi-routes.ts RATE_LIMITS). */
const CREATES_PER_MINUTE = 30;

const create = (server: TestServer, address: string) =>
  server.app.inject({
    method: 'POST',
    url: '/v1/incident-report/create',
    payload: { productCategory: 'MOTOR', context: 'WEB' },
    remoteAddress: address,
  });

const unknownReport = (server: TestServer, address: string, id = randomBytes(18).toString('base64url')) =>
  server.app.inject({ method: 'GET', url: `/v1/incident-report/${id}/load`, remoteAddress: address });

const mail = (server: TestServer, id: string, email: string, address: string) =>
  server.app.inject({
    method: 'POST',
    url: `/v1/incident-report/${id}/send-continue-link-email`,
    payload: { email },
    remoteAddress: address,
  });

it('REDIS_URL, REDIS_KEY_PREFIX and REDIS_FAIL_OPEN_MS are checked at start; unset, the limits stay in memory', () => {
  expect(loadConfig({})).toMatchObject({ redisUrl: undefined, redisKeyPrefix: 'motor:', redisFailOpenMs: 60_000 });
  expect(
    loadConfig({ REDIS_URL: 'rediss://:secret@redis.internal:6380/2', REDIS_KEY_PREFIX: 'motor-prod:', REDIS_FAIL_OPEN_MS: '0' }),
  ).toMatchObject({ redisUrl: 'rediss://:secret@redis.internal:6380/2', redisKeyPrefix: 'motor-prod:', redisFailOpenMs: 0 });
  expect(() => loadConfig({ REDIS_URL: 'http://redis.internal:6379' })).toThrow(
    new ConfigError('REDIS_URL must use redis: or rediss:, got "http:"'),
  );
  expect(() => loadConfig({ REDIS_KEY_PREFIX: 'motor prod' })).toThrow(/REDIS_KEY_PREFIX must be 1 to 64 letters/);
  expect(() => loadConfig({ REDIS_FAIL_OPEN_MS: 'a minute' })).toThrow(/REDIS_FAIL_OPEN_MS must be a whole number from 0 to 3600000/);
});

describe('limits shared by two instances through Redis', () => {
  const prefix = uniqueKeyPrefix();
  let instances: TestServer[];
  beforeAll(async () => {
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix };
    instances = [await startTestServer('pglite', env), await startTestServer('pglite', env)];
  });
  afterAll(async () => {
    await Promise.all((instances ?? []).map((instance) => instance.close()));
    await dropKeys(TEST_REDIS_URL, prefix);
  });

  it('a route limit counts the requests on both: 30 creates a minute from one address, whichever instance answers', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < CREATES_PER_MINUTE; index += 1)
      statuses.push((await create(instances[index % 2]!, '192.0.2.50')).statusCode);
    expect(new Set(statuses)).toEqual(new Set([201]));
    for (const instance of instances) {
      const refused = await create(instance, '192.0.2.50');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
    }
    expect((await create(instances[1]!, '192.0.2.51')).statusCode).toBe(201);
  });

  it('unknown report ids: the misses on both instances add up, then 429 with Retry-After on both', async () => {
    const own = await apiClient(instances[1]!.app).create();
    for (let index = 0; index < REPORT_MISSES_PER_WINDOW; index += 1) {
      expect((await unknownReport(instances[index % 2]!, '192.0.2.60')).statusCode).toBe(404);
    }
    expect((await unknownReport(instances[0]!, '192.0.2.60')).statusCode).toBe(429);
    // Even a report that exists, on the other instance: the guesser's address is refused.
    const refused = await unknownReport(instances[1]!, '192.0.2.60', own);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect((await unknownReport(instances[1]!, '192.0.2.61', own)).statusCode).toBe(200);
  });

  it('continue-link e-mails to one address: 3 an hour across both instances, the 4th is 429 EMAIL_LIMIT_REACHED on either', async () => {
    const reports = await Promise.all(instances.map((instance) => apiClient(instance.app).create()));
    const statuses: number[] = [];
    for (let index = 0; index < CONTINUE_LINKS_PER_RECIPIENT_PER_HOUR; index += 1) {
      statuses.push(
        (await mail(instances[index % 2]!, reports[index % 2]!, 'shared.victim@example.sk', `192.0.2.${70 + index}`)).statusCode,
      );
    }
    expect(statuses).toEqual([202, 202, 202]);
    for (const [index, instance] of instances.entries()) {
      const refused = await mail(instance, reports[index]!, 'Shared.Victim@example.sk', '192.0.2.79');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('EMAIL_LIMIT_REACHED');
    }
  });

  it('every key is under the prefix, holds no e-mail address and no report id, and expires with its window', async () => {
    const api = apiClient(instances[0]!.app);
    const id = await api.create();
    expect((await api.update(id, { meta: { lastRoute: '/incident-scope' } })).status).toBe(200);
    const keys = await keysUnder(TEST_REDIS_URL, prefix);
    const names = [...keys.keys()];
    // The per-report limit counts under the id's digest: the id itself is the capability to read the report.
    expect(names.some((key) => key.startsWith(`${prefix}rl:report:`))).toBe(true);
    expect(names.filter((key) => key.includes(id) || key.includes(id.slice(0, 12)))).toEqual([]);
    expect(names.some((key) => key.startsWith(`${prefix}rl:POST/v1/incident-report/create-`))).toBe(true);
    expect(names.some((key) => key.startsWith(`${prefix}rl:miss:`))).toBe(true);
    const mailKeys = names.filter((key) => key.startsWith(`${prefix}limit:continue-link:`));
    expect(mailKeys).toHaveLength(1);
    expect(mailKeys[0]).not.toMatch(/victim|example/i);
    for (const [key, ttl] of keys) {
      expect({ key, expires: ttl > 0 && ttl <= 3_600_000 }).toEqual({ key, expires: true });
    }
  });
});

describe('limits while Redis goes away and comes back', () => {
  it('no 5xx and no wait beyond the command timeout; an error logged; counted in memory after REDIS_FAIL_OPEN_MS; shared again once Redis is back', async () => {
    const redis = await redisServerProcess();
    const prefix = uniqueKeyPrefix();
    const failOpenMs = 2_000;
    const server = await startTestServer(
      'pglite',
      { REDIS_URL: redis.url, REDIS_KEY_PREFIX: prefix, REDIS_FAIL_OPEN_MS: String(failOpenMs) },
      { captureLogs: true },
    );
    const statuses: number[] = [];
    const recordedCreate = async (address: string) => {
      const response = await create(server, address);
      statuses.push(response.statusCode);
      return { status: response.statusCode };
    };
    const logged = (pattern: RegExp) => server.logLines.filter((line) => pattern.test(line));
    const outageLogged = () => logged(/"level":50.*Redis does not answer/);
    try {
      for (let index = 0; index < CREATES_PER_MINUTE; index += 1) await recordedCreate('192.0.2.90');
      expect((await recordedCreate('192.0.2.90')).status).toBe(429);

      // Hung: connected, but no answer. The limit gives up after its timeout and lets the request through.
      redis.pause();
      const hung = await recordedCreate('192.0.2.90');
      expect(hung.status).toBe(201);
      // Answered while Redis still hangs, because the command's timeout fired: the log says which.
      expect(outageLogged().at(-1)).toMatch(/"message":"Command timed out"/);
      redis.resume();
      expect((await recordedCreate('192.0.2.90')).status).toBe(429);

      // Gone: the exhausted address and the e-mail limit pass, at once.
      await redis.kill();
      const id = (await create(server, '192.0.2.91')).json().id as string;
      for (let index = 0; index < 5; index += 1) {
        expect((await recordedCreate('192.0.2.90')).status).toBe(201);
      }
      for (let index = 0; index < CONTINUE_LINKS_PER_RECIPIENT_PER_HOUR + 1; index += 1) {
        expect((await mail(server, id, 'outage@example.sk', `192.0.2.${100 + index}`)).statusCode).toBe(202);
      }
      // At once: the client refuses a command while the connection is down (no offline queue)
      // rather than holding it until its timeout or a reconnect.
      expect(outageLogged().at(-1)).not.toMatch(/timed out/);
      expect(logged(/"level":50.*Redis does not answer; limits are not enforced for up to 2 s/).length).toBeGreaterThan(0);

      // Past REDIS_FAIL_OPEN_MS of the outage: each instance counts in its memory.
      await sleep(failOpenMs);
      for (let index = 0; index < CREATES_PER_MINUTE; index += 1) expect((await recordedCreate('192.0.2.92')).status).toBe(201);
      expect((await recordedCreate('192.0.2.92')).status).toBe(429);
      expect(logged(/"level":50.*counts its limits in its own memory/).length).toBeGreaterThan(0);

      // Back (empty, as a restarted Redis without persistence is): counted in Redis again once the client has reconnected.
      await redis.start();
      const sharedKey = `${prefix}rl:POST/v1/incident-report/create-192.0.2.93`;
      for (let attempt = 0; attempt < 100 && !(await keysUnder(redis.url, prefix)).has(sharedKey); attempt += 1) {
        await recordedCreate('192.0.2.93');
        await sleep(100);
      }
      expect((await keysUnder(redis.url, prefix)).get(sharedKey)).toBeGreaterThan(0);
      expect(logged(/Redis answers again/).length).toBeGreaterThan(0);
      let answer = await recordedCreate('192.0.2.93');
      for (let count = 0; count < CREATES_PER_MINUTE && answer.status === 201; count += 1) answer = await recordedCreate('192.0.2.93');
      expect(answer.status).toBe(429);

      expect(statuses.filter((status) => status >= 500)).toEqual([]);
    } finally {
      await server.close();
      await redis.kill();
    }
  }, 120_000);
});
