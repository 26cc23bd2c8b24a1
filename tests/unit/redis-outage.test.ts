import { describe, expect, it } from 'vitest';
import { createMemoryLimitStore, type LimitStore } from '../../server/http/limit-store.ts';
import { failoverLimitStore } from '../../server/http/redis-limit-store.ts';
import { createRedisOutage } from '../../server/http/redis-outage.ts';

// What a limit does while Redis is away: open for REDIS_FAIL_OPEN_MS, then
// counted in this process's memory, shared again once Redis answers; logged once per change.
// The real Redis going away behind the real server: tests/api/shared-limits.test.ts.
function setup() {
  let now = 0;
  const lines: Array<{ level: string; message: string }> = [];
  const log = {
    error: (_details: object, message: string) => void lines.push({ level: 'error', message }),
    info: (_details: object, message: string) => void lines.push({ level: 'info', message }),
  };
  const outage = createRedisOutage({ failOpenMs: 10_000, log, now: () => now });
  let redisUp = true;
  const shared: LimitStore = {
    async take() {
      if (!redisUp) throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
      return { taken: false, retryAfterMs: 1_000 };
    },
  };
  const store = failoverLimitStore(
    shared,
    createMemoryLimitStore(() => now),
    outage,
  );
  return {
    store,
    outage,
    lines,
    advance: (ms: number) => void (now += ms),
    setRedis: (up: boolean) => void (redisUp = up),
  };
}

describe('limits while Redis is away', () => {
  it('fail open for REDIS_FAIL_OPEN_MS, then count in memory, then are shared again, with one log line per change', async () => {
    const { store, outage, lines, advance, setRedis } = setup();
    // Redis says no: the shared answer is the answer.
    expect((await store.take('k', 1, 60_000)).taken).toBe(false);
    expect(outage.up).toBe(true);

    setRedis(false);
    for (let use = 0; use < 5; use += 1) expect((await store.take('k', 1, 60_000)).taken).toBe(true);
    expect(outage.up).toBe(false);
    expect(lines).toEqual([
      { level: 'error', message: expect.stringMatching(/Redis does not answer; limits are not enforced for up to 10 s/) },
    ]);

    advance(10_000);
    expect((await store.take('k', 1, 60_000)).taken).toBe(true);
    expect((await store.take('k', 1, 60_000)).taken).toBe(false);
    expect(lines.at(-1)).toEqual({ level: 'error', message: expect.stringMatching(/counts its limits in its own memory/) });
    expect(outage.fallbacks).toEqual({ open: 5, local: 2 });

    // A reminder a minute while it lasts, not a line per request.
    advance(30_000);
    await store.take('k', 1, 60_000);
    expect(lines).toHaveLength(2);
    advance(30_000);
    await store.take('k', 1, 60_000);
    expect(lines).toHaveLength(3);

    setRedis(true);
    expect((await store.take('k', 1, 60_000)).taken).toBe(false);
    expect(outage.up).toBe(true);
    expect(lines.at(-1)).toEqual({ level: 'info', message: expect.stringMatching(/Redis answers again/) });
  });

  it('a use that cannot be given back does not fail the request', async () => {
    const outage = createRedisOutage({ failOpenMs: 10_000, log: { error: () => undefined, info: () => undefined } });
    const shared: LimitStore = {
      take: async () => ({
        taken: true,
        use: {
          release: async () => {
            throw new Error('Connection is closed.');
          },
        },
      }),
    };
    const taken = await failoverLimitStore(shared, createMemoryLimitStore(), outage).take('k', 3, 1_000);
    expect(taken.taken).toBe(true);
    if (taken.taken) await expect(taken.use.release()).resolves.toBeUndefined();
    expect(outage.up).toBe(false);
  });
});
