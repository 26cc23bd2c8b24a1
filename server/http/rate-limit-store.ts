/**
 * The store of every @fastify/rate-limit limit when REDIS_URL is set (the global one, each route's,
 * the per-report one and the unknown-id limiter): the plugin's own Redis store, so every instance
 * counts into the same keys (fixed windows, each key with its window as TTL), with the plugin's own
 * in-memory store beside it for a long Redis outage (server/http/redis-outage.ts decides).
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';
import type { RedisOutage } from './redis-outage.ts';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/** The plugin's stores also have `read` (a count without a use, for `{ increment: false }`), which its types leave out. */
interface Store extends FastifyRateLimitStore {
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
}

/** What the plugin passes a store and its children: its merged options, and for a route's child the route. */
type StoreOptions = {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  routeInfo?: { method?: string | string[]; url?: string };
};
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0] & StoreOptions;

/**
 * A route's keys get its method and URL pattern after the prefix (as the plugin's Redis store
 * names them); a limiter made with `createRateLimit` has no route, and its keys carry their own
 * name (`report:…`, `miss:…`).
 */
const routeNamespace = (options: RouteOptions) => (options.routeInfo?.url ? `${options.routeInfo.method}${options.routeInfo.url}-` : '');

class FailoverStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly outage: RedisOutage,
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.shared.incr(key, this.orFallback('incr', key, callback, timeWindow, max), timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.shared.read(key, this.orFallback('read', key, callback, timeWindow, max), timeWindow, max);
  }

  child(options: RouteOptions): FailoverStore {
    const prefix = `${this.prefix}${routeNamespace(options)}`;
    const shared = new RedisStore(options.continueExceeding ?? false, options.exponentialBackoff ?? false, this.redis, prefix) as Store;
    return new FailoverStore(shared, this.local.child(options) as Store, this.outage, this.redis, prefix);
  }

  /** Redis's answer, or, when it failed: nothing counted (fail open) or the count in this process's memory. */
  private orFallback(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number): Callback {
    return (error, result) => {
      if (!error) {
        this.outage.succeeded();
        return callback(null, result);
      }
      if (this.outage.failed(error) === 'open') return callback(null, { current: 0, ttl: timeWindow });
      this.local[method](key, callback, timeWindow, max);
    };
  }
}

/** The `store` option of @fastify/rate-limit: limits counted in Redis under `prefix`, falling back as `outage` says. */
export function sharedRateLimitStore(redis: Redis, prefix: string, outage: RedisOutage): FastifyRateLimitStoreCtor {
  return class extends FailoverStore {
    constructor(options: FastifyRateLimitOptions & StoreOptions) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, prefix) as Store,
        new LocalStore(continueExceeding, exponentialBackoff, options.cache) as Store,
        outage,
        redis,
        prefix,
      );
    }
  };
}
