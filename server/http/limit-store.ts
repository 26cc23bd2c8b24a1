/**
 * Counters of things a client may do only so often in a period (continue-link e-mails per
 * recipient and per report), behind one small interface: in this process's memory today; a store
 * shared by every server process (Redis, as @fastify/rate-limit's store) can take its place
 * without the routes changing.
 *
 * Unlike a request rate limit, a use is taken only for what actually happens (an e-mail that goes
 * out): the caller takes it before acting and gives it back if the action fails.
 */

/** One taken use; `release` gives it back (the e-mail was not sent after all). */
export interface TakenUse {
  release(): Promise<void>;
}

export type TakeResult = { taken: true; use: TakenUse } | { taken: false; retryAfterMs: number };

export interface LimitStore {
  /**
   * Takes one use of `key` if fewer than `max` were taken in the last `windowMs` (a sliding
   * window); otherwise tells when the oldest of them leaves the window. Atomic: parallel calls
   * never take more than `max`.
   */
  take(key: string, max: number, windowMs: number): Promise<TakeResult>;
}

/**
 * The store in this process's memory: for each key the times of its uses within the window. Keys
 * whose uses have all left their window are dropped as they are next looked at and by a sweep,
 * so the map holds only what is live (at most a few uses per key).
 */
export function createMemoryLimitStore(now: () => number = Date.now): LimitStore & { size(): number } {
  const uses = new Map<string, { windowMs: number; times: number[] }>();
  const live = (key: string, windowMs: number) => {
    const entry = uses.get(key);
    if (!entry) return [];
    const times = entry.times.filter((time) => time > now() - windowMs);
    if (times.length === 0) uses.delete(key);
    else entry.times = times;
    return times;
  };
  const sweep = () => {
    for (const [key, entry] of uses) live(key, entry.windowMs);
  };
  let takes = 0;
  return {
    async take(key, max, windowMs) {
      // Everything from the read to the write happens in one turn of the event loop: atomic.
      if (++takes % 1000 === 0) sweep();
      const times = live(key, windowMs);
      if (times.length >= max) return { taken: false, retryAfterMs: Math.max(1, times[times.length - max]! + windowMs - now()) };
      const time = now();
      const entry = uses.get(key) ?? { windowMs, times: [] };
      entry.times.push(time);
      uses.set(key, entry);
      return {
        taken: true,
        use: {
          async release() {
            const current = uses.get(key);
            const index = current?.times.indexOf(time) ?? -1;
            if (current && index >= 0) current.times.splice(index, 1);
          },
        },
      };
    },
    size: () => uses.size,
  };
}
