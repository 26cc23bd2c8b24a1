/**
 * Where the limits are counted (DESIGN.md §2 "Shared limits"): without REDIS_URL
 * in this process's memory, as always; with it in Redis, so that every instance behind the load
 * balancer counts into the same keys: @fastify/rate-limit's limits (global, per route, per report,
 * the unknown-id limiter) under `<prefix>rl:` and the continue-link e-mails per recipient under
 * `<prefix>limit:`, each key with its window as TTL.
 *
 * A Redis that is down or slow never costs a reporter a 5xx: a command that has no answer within
 * REDIS_COMMAND_TIMEOUT_MS fails, and so does one sent while the connection is down (no offline
 * queue: a request must not wait for a reconnect); what follows is redis-outage.ts's choice.
 */
import { once } from 'node:events';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { createMemoryLimitStore, type LimitStore } from './limit-store.ts';
import { createRedisLimitStore, failoverLimitStore } from './redis-limit-store.ts';
import { createRedisOutage, type OutageLog, type RedisOutage } from './redis-outage.ts';
import { sharedRateLimitStore } from './rate-limit-store.ts';

/** A limit check waits at most this long for Redis (a local Redis answers in well under a millisecond). */
export const REDIS_COMMAND_TIMEOUT_MS = 250;
/** How long the start waits for Redis before serving with the limits failing open. */
const READY_TIMEOUT_MS = 2_000;

export interface SharedLimits {
  /** @fastify/rate-limit's `store`, or none: its own in-memory store. */
  rateLimitStore: FastifyRateLimitStoreCtor | undefined;
  limits: LimitStore;
  /** Redis's state for the metrics; absent without REDIS_URL. */
  outage: RedisOutage | undefined;
  close(): Promise<void>;
}

function connect(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    // Reconnect for as long as the process runs, at most every 2 s: the limits come back with Redis.
    retryStrategy: (attempt) => Math.min(100 * attempt, 2_000),
  });
}

export async function createSharedLimits(config: Config, log: OutageLog): Promise<SharedLimits> {
  if (!config.redisUrl) return { rateLimitStore: undefined, limits: createMemoryLimitStore(), outage: undefined, close: async () => {} };
  const redis = connect(config.redisUrl);
  const outage = createRedisOutage({ failOpenMs: config.redisFailOpenMs, log });
  // Connection errors reach the outage through the commands that fail; without a listener ioredis
  // would print each reconnect attempt's error to stderr.
  redis.on('error', () => undefined);
  try {
    await Promise.race([
      once(redis, 'ready'),
      new Promise((_resolve, reject) => setTimeout(() => reject(new Error('Redis not ready')), READY_TIMEOUT_MS).unref()),
    ]);
  } catch (error) {
    outage.failed(error);
  }
  return {
    rateLimitStore: sharedRateLimitStore(redis, `${config.redisKeyPrefix}rl:`, outage),
    limits: failoverLimitStore(createRedisLimitStore(redis, `${config.redisKeyPrefix}limit:`), createMemoryLimitStore(), outage),
    outage,
    async close() {
      redis.disconnect();
    },
  };
}
