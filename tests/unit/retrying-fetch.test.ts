import { describe, expect, it } from 'vitest';
import { backoffMs, nextRetryDelay, retryAfterMs, retryDelaysWithin, RETRY_BUDGET_MS } from '../../src/api/retry-policy.ts';
import { retryingFetch, type RetryEnvironment } from '../../src/api/retrying-fetch.ts';

/** A clock that moves only when the code under test sleeps, and a chosen "random" number. */
function fakeEnvironment({ random = 0.5, online = true } = {}) {
  const slept: number[] = [];
  let now = Date.parse('2026-06-15T08:00:00Z');
  const environment: RetryEnvironment = {
    now: () => now,
    random: () => random,
    sleep: async (ms, signal) => {
      if (signal.aborted) throw signal.reason;
      slept.push(ms);
      now += ms;
    },
    online: () => online,
  };
  return { environment, slept, elapsed: () => slept.reduce((sum, ms) => sum + ms, 0) };
}

/** A server that answers from a list, then 200 for ever; records each request it got. */
function scriptedServer(answers: Array<() => Response>) {
  const seen: Array<{ method: string; path: string; body: string }> = [];
  const fetch = async (request: Request) => {
    seen.push({ method: request.method, path: new URL(request.url).pathname, body: await request.text() });
    const next = answers.shift();
    return next ? next() : Response.json({ ok: true });
  };
  return { fetch, seen };
}

const busy = (retryAfter?: string) =>
  new Response(JSON.stringify({ code: 'SERVER_BUSY' }), { status: 503, headers: retryAfter ? { 'Retry-After': retryAfter } : {} });
const networkError = () => {
  throw new TypeError('Failed to fetch');
};

describe('the back-off (D34)', () => {
  it('doubles from 0.5 s up to 16 s, half of it random', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => backoffMs(attempt, () => 0))).toEqual([250, 500, 1000, 2000, 4000, 8000, 8000]);
    expect([0, 1, 5, 9].map((attempt) => backoffMs(attempt, () => 0.999999))).toEqual([
      expect.closeTo(500, 0),
      expect.closeTo(1000, 0),
      expect.closeTo(16_000, 0),
      expect.closeTo(16_000, 0),
    ]);
  });

  it('waits at least what Retry-After asks, in seconds or as a date', () => {
    const now = Date.parse('2026-06-15T08:00:00Z');
    expect(retryAfterMs('1', now)).toBe(1000);
    expect(retryAfterMs('Mon, 15 Jun 2026 08:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
    expect(nextRetryDelay({ attempt: 0, elapsedMs: 0, retryAfterMs: 1000, random: () => 0 })).toBe(1000);
    expect(nextRetryDelay({ attempt: 6, elapsedMs: 0, retryAfterMs: 1000, random: () => 0 })).toBe(8000);
  });

  it('gives up once the next try would start more than a minute after the first', () => {
    expect(nextRetryDelay({ attempt: 3, elapsedMs: RETRY_BUDGET_MS - 2000, random: () => 0 })).toBe(2000);
    expect(nextRetryDelay({ attempt: 3, elapsedMs: RETRY_BUDGET_MS - 1999, random: () => 0 })).toBeNull();
  });

  it('lists pauses for tus-js-client that together last about a minute', () => {
    for (const random of [0, 0.5, 0.99]) {
      const delays = retryDelaysWithin(() => random);
      const total = delays.reduce((sum, ms) => sum + ms, 0);
      expect(total).toBeGreaterThanOrEqual(RETRY_BUDGET_MS);
      expect(total - delays.at(-1)!).toBeLessThan(RETRY_BUDGET_MS);
    }
  });
});

describe('the API client tries a passing fault again by itself (D34)', () => {
  it('sends a busy update again after Retry-After, with the same body, and returns the answer', async () => {
    const { environment, slept } = fakeEnvironment({ random: 0 });
    const server = scriptedServer([() => busy('1'), () => busy('1')]);
    const fetch = retryingFetch(server.fetch, { timeoutMs: 60_000, environment });
    const response = await fetch(new Request('http://api/v1/incident-report/R1/update', { method: 'PATCH', body: '{"a":1}' }));
    expect(response.status).toBe(200);
    expect(slept).toEqual([1000, 1000]);
    expect(server.seen).toEqual(Array(3).fill({ method: 'PATCH', path: '/v1/incident-report/R1/update', body: '{"a":1}' }));
  });

  it('tries a network error again with growing pauses, and gives the last busy answer after about a minute', async () => {
    const { environment, slept, elapsed } = fakeEnvironment({ random: 0 });
    const server = scriptedServer([networkError, networkError, ...Array<() => Response>(30).fill(() => busy())]);
    const fetch = retryingFetch(server.fetch, { timeoutMs: 60_000, environment });
    const response = await fetch(new Request('http://api/v1/lookup/verify-license-plate?licensePlate=BA111AA'));
    expect(response.status).toBe(503);
    expect(slept.slice(0, 4)).toEqual([250, 500, 1000, 2000]);
    expect(elapsed()).toBeLessThanOrEqual(RETRY_BUDGET_MS);
    expect(elapsed()).toBeGreaterThan(RETRY_BUDGET_MS - 8000);
  });

  it('answers a 429 without Retry-After (a limit a minute does not lift) at once, and waits out one with it', async () => {
    const limited = fakeEnvironment();
    const mail = scriptedServer([() => new Response('{"code":"EMAIL_LIMIT_REACHED"}', { status: 429 })]);
    const request = () => new Request('http://api/v1/incident-report/R1/send-continue-link-email', { method: 'POST', body: '{}' });
    expect((await retryingFetch(mail.fetch, { timeoutMs: 60_000, environment: limited.environment })(request())).status).toBe(429);
    expect(limited.slept).toEqual([]);

    const slowDown = fakeEnvironment({ random: 0 });
    const server = scriptedServer([() => new Response('{}', { status: 429, headers: { 'Retry-After': '2' } })]);
    expect((await retryingFetch(server.fetch, { timeoutMs: 60_000, environment: slowDown.environment })(request())).status).toBe(200);
    expect(slowDown.slept).toEqual([2000]);
  });

  it('answers a refusal (4xx) and a server error at once', async () => {
    for (const status of [400, 404, 409, 500]) {
      const { environment, slept } = fakeEnvironment();
      const server = scriptedServer([() => new Response('{}', { status })]);
      const response = await retryingFetch(server.fetch, { timeoutMs: 60_000, environment })(new Request('http://api/x'));
      expect(response.status).toBe(status);
      expect(slept).toEqual([]);
    }
  });

  it('repeats a create only after a refusal that did nothing, never after a lost answer', async () => {
    const create = () => new Request('http://api/v1/incident-report/create', { method: 'POST', body: '{}' });
    const busyFirst = fakeEnvironment();
    const refused = scriptedServer([() => busy('1')]);
    expect((await retryingFetch(refused.fetch, { timeoutMs: 60_000, environment: busyFirst.environment })(create())).status).toBe(200);
    expect(refused.seen).toHaveLength(2);

    const lost = scriptedServer([networkError]);
    await expect(retryingFetch(lost.fetch, { timeoutMs: 60_000, environment: fakeEnvironment().environment })(create())).rejects.toThrow(
      'Failed to fetch',
    );
    expect(lost.seen).toHaveLength(1);
  });

  it('repeats a save after a lost answer (a repeat answers the stored result)', async () => {
    const server = scriptedServer([networkError]);
    const fetch = retryingFetch(server.fetch, { timeoutMs: 60_000, environment: fakeEnvironment().environment });
    expect((await fetch(new Request('http://api/v1/incident-report/R1/save', { method: 'POST' }))).status).toBe(200);
    expect(server.seen).toHaveLength(2);
  });

  it('fails at once when the device knows it is offline, and stops when the caller gives up', async () => {
    const offline = scriptedServer([networkError]);
    const offlineFetch = retryingFetch(offline.fetch, { timeoutMs: 60_000, environment: fakeEnvironment({ online: false }).environment });
    await expect(offlineFetch(new Request('http://api/v1/lookup/scopes-of-damage'))).rejects.toThrow('Failed to fetch');
    expect(offline.seen).toHaveLength(1);

    const controller = new AbortController();
    const { environment } = fakeEnvironment();
    const leaving = retryingFetch(
      async () => {
        controller.abort();
        return busy('1');
      },
      { timeoutMs: 60_000, environment },
    );
    await expect(leaving(new Request('http://api/v1/lookup/scopes-of-damage', { signal: controller.signal }))).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
