import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRedisLimitStore } from '../../server/http/redis-limit-store.ts';
import { TEST_REDIS_URL, dropKeys, keysUnder, uniqueKeyPrefix } from '../support/redis.ts';

// The continue-link limit's store in the real Redis: the same sliding window as
// the in-memory store (tests/unit/limit-store.test.ts), shared by every process that uses the Redis.
describe('the limit store in Redis', () => {
  // Two connections, as two server instances have.
  let first: Redis;
  let second: Redis;
  let prefix: string;
  beforeAll(() => {
    first = new Redis(TEST_REDIS_URL);
    second = new Redis(TEST_REDIS_URL);
  });
  afterAll(() => {
    first.disconnect();
    second.disconnect();
  });
  afterEach(() => dropKeys(TEST_REDIS_URL, prefix));

  it('takes max uses in the window, then refuses with the time until the oldest leaves it; keys are prefixed and expire with the window', async () => {
    prefix = uniqueKeyPrefix();
    const store = createRedisLimitStore(first, prefix);
    for (let use = 0; use < 3; use += 1) expect((await store.take('recipient-a', 3, 60_000)).taken).toBe(true);
    const refused = await store.take('recipient-a', 3, 60_000);
    expect(refused.taken).toBe(false);
    expect(refused.taken === false && refused.retryAfterMs).toBeGreaterThan(55_000);
    expect(refused.taken === false && refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    // Another key is not affected.
    expect((await store.take('recipient-b', 3, 60_000)).taken).toBe(true);

    const keys = await keysUnder(TEST_REDIS_URL, prefix);
    expect([...keys.keys()].sort()).toEqual([`${prefix}recipient-a`, `${prefix}recipient-b`]);
    for (const ttl of keys.values()) {
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
  });

  it('is one count for every process: 20 parallel takes from two connections take exactly max', async () => {
    prefix = uniqueKeyPrefix();
    const stores = [createRedisLimitStore(first, prefix), createRedisLimitStore(second, prefix)];
    const results = await Promise.all(Array.from({ length: 20 }, (_, index) => stores[index % 2]!.take('victim', 3, 3_600_000)));
    expect(results.filter((result) => result.taken)).toHaveLength(3);
  });

  it('a released use is given back, and uses leave a sliding window one by one', async () => {
    prefix = uniqueKeyPrefix();
    const store = createRedisLimitStore(first, prefix);
    const taken = await store.take('k', 2, 600);
    expect(taken.taken).toBe(true);
    if (taken.taken) await taken.use.release();
    expect((await store.take('k', 2, 600)).taken).toBe(true);
    await sleep(300);
    expect((await store.take('k', 2, 600)).taken).toBe(true);
    expect((await store.take('k', 2, 600)).taken).toBe(false);
    // The first of the two leaves the window about 600 ms after it was taken, the second later.
    await sleep(400);
    expect((await store.take('k', 2, 600)).taken).toBe(true);
    expect((await store.take('k', 2, 600)).taken).toBe(false);
  });
});
