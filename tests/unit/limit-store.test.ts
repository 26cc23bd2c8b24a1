import { describe, expect, it } from 'vitest';
import { createMemoryLimitStore } from '../../server/http/limit-store.ts';

describe('the memory limit store', () => {
  it('takes max uses in a sliding window, then tells when the oldest leaves it', async () => {
    let now = 1_000_000;
    const store = createMemoryLimitStore(() => now);
    for (let index = 0; index < 3; index += 1) {
      expect((await store.take('k', 3, 60_000)).taken).toBe(true);
      now += 10_000;
    }
    // Uses at 0, 10 and 20 s; now 30 s: the first leaves the window at 60 s.
    expect(await store.take('k', 3, 60_000)).toEqual({ taken: false, retryAfterMs: 30_000 });
    expect((await store.take('other', 3, 60_000)).taken).toBe(true);
    now += 30_001;
    expect((await store.take('k', 3, 60_000)).taken).toBe(true);
    expect((await store.take('k', 3, 60_000)).taken).toBe(false);
  });

  it('parallel takes never take more than max; a released use can be taken again', async () => {
    const store = createMemoryLimitStore();
    const results = await Promise.all(Array.from({ length: 20 }, () => store.take('k', 3, 3_600_000)));
    const taken = results.filter((result) => result.taken);
    expect(taken).toHaveLength(3);
    await (taken[0] as Extract<(typeof results)[number], { taken: true }>).use.release();
    expect((await store.take('k', 3, 3_600_000)).taken).toBe(true);
    expect((await store.take('k', 3, 3_600_000)).taken).toBe(false);
  });

  it('forgets keys whose uses have all left the window', async () => {
    let now = 0;
    const store = createMemoryLimitStore(() => now);
    for (let index = 0; index < 1000; index += 1) await store.take(`k${index}`, 1, 1000);
    now = 2000;
    // The sweep runs every 1000th take.
    for (let index = 0; index < 1000; index += 1) await store.take('live', 5000, 1000);
    expect(store.size()).toBe(1);
  });
});
