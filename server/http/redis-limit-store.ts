/**
 * The LimitStore (limit-store.ts: continue-link e-mails per recipient) in Redis, shared by every
 * server process, and the wrapper that keeps it from failing a request while Redis is away.
 *
 * Each key is a sorted set of its uses scored by the time they were taken, on Redis's clock (one
 * clock for every instance); a Lua script trims the uses that left the window, counts, and adds
 * the new one in one step, so parallel takes from any instance never exceed `max`. The key
 * expires with its window, so nothing outlives its use.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { LimitStore, TakeResult } from './limit-store.ts';
import type { RedisOutage } from './redis-outage.ts';

/** KEYS[1] the key; ARGV: max, window in ms, the new use's member. Returns {1, 0} taken, or {0, ms until a use leaves the window}. */
const TAKE_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local max = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
if count >= max then
  local oldest = redis.call('ZRANGE', KEYS[1], count - max, count - max, 'WITHSCORES')
  return {0, math.max(1, tonumber(oldest[2]) + window - now)}
end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
return {1, 0}
`;

type LimitRedis = Redis & {
  motorLimitTake(key: string, max: number, windowMs: number, member: string): Promise<[number, number]>;
};

export function createRedisLimitStore(redis: Redis, prefix: string): LimitStore {
  if (!('motorLimitTake' in redis)) redis.defineCommand('motorLimitTake', { numberOfKeys: 1, lua: TAKE_SCRIPT });
  const commands = redis as LimitRedis;
  return {
    async take(key, max, windowMs): Promise<TakeResult> {
      const redisKey = `${prefix}${key}`;
      const member = randomBytes(9).toString('base64url');
      const [taken, retryAfterMs] = await commands.motorLimitTake(redisKey, max, windowMs, member);
      if (!taken) return { taken: false, retryAfterMs: Number(retryAfterMs) };
      return { taken: true, use: { release: async () => void (await redis.zrem(redisKey, member)) } };
    },
  };
}

/**
 * `shared` while Redis answers; while it does not, every use is allowed for the outage's first
 * REDIS_FAIL_OPEN_MS and counted in `local` after that. A use that cannot be given back (Redis
 * gone meanwhile) is left to expire with its window: giving back is never worth a failed request.
 */
export function failoverLimitStore(shared: LimitStore, local: LimitStore, outage: RedisOutage): LimitStore {
  const unenforced: TakeResult = { taken: true, use: { release: async () => undefined } };
  return {
    async take(key, max, windowMs) {
      let result: TakeResult;
      try {
        result = await shared.take(key, max, windowMs);
      } catch (error) {
        return outage.failed(error) === 'open' ? unenforced : local.take(key, max, windowMs);
      }
      outage.succeeded();
      if (!result.taken) return result;
      const { use } = result;
      return {
        taken: true,
        use: {
          async release() {
            try {
              await use.release();
            } catch (error) {
              outage.failed(error);
            }
          },
        },
      };
    },
  };
}
