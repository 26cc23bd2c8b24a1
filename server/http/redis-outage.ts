/**
 * What the shared limits do while Redis does not answer: a reporter never gets a
 * 5xx because of a counter. For the first `failOpenMs` of an outage the limits fail open (nothing
 * is counted, every request passes); after that each instance counts in its own memory, as it does
 * without REDIS_URL, so a long outage does not switch the limits off for good. The first failed
 * call of an outage is logged as an error, then one reminder a minute while it lasts, and the end
 * of the outage once (not one line per request).
 */

export type OutageMode = 'open' | 'local';

export interface OutageLog {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface RedisOutage {
  /** Redis answered: the shared counters are in use (again). */
  succeeded(): void;
  /** Redis failed or timed out: what the limit does with this request instead. */
  failed(error: unknown): OutageMode;
  /** Whether Redis answered last time it was asked. */
  readonly up: boolean;
  /** Limit checks that went unenforced or were counted in memory because Redis failed, by mode. */
  readonly fallbacks: Readonly<Record<OutageMode, number>>;
}

/** How often a lasting outage is logged again. */
const REMINDER_MS = 60_000;

/** The error's kind and code, never more (an ioredis error quotes the server's address, nothing personal). */
function errorSummary(error: unknown): { name: string; code?: string; message: string } {
  if (!(error instanceof Error)) return { name: typeof error, message: String(error).slice(0, 200) };
  const code = (error as { code?: unknown }).code;
  return { name: error.name, ...(typeof code === 'string' ? { code } : {}), message: error.message.slice(0, 200) };
}

export function createRedisOutage(options: { failOpenMs: number; log: OutageLog; now?: () => number }): RedisOutage {
  const { failOpenMs, log } = options;
  const now = options.now ?? Date.now;
  let since: number | undefined;
  let loggedAt = 0;
  let mode: OutageMode = 'open';
  const fallbacks: Record<OutageMode, number> = { open: 0, local: 0 };

  return {
    succeeded() {
      if (since === undefined) return;
      log.info({ redis: { downMs: now() - since } }, 'shared limits: Redis answers again, the limits are shared again');
      since = undefined;
    },
    failed(error) {
      const time = now();
      const first = since === undefined;
      since ??= time;
      const current: OutageMode = time - since < failOpenMs ? 'open' : 'local';
      if (first || current !== mode || time - loggedAt >= REMINDER_MS) {
        loggedAt = time;
        log.error(
          { redis: { downMs: time - since, mode: current, error: errorSummary(error) } },
          current === 'open'
            ? `shared limits: Redis does not answer; limits are not enforced for up to ${Math.round(failOpenMs / 1000)} s`
            : 'shared limits: Redis does not answer; each instance counts its limits in its own memory until it does',
        );
      }
      mode = current;
      fallbacks[current] += 1;
      return current;
    },
    get up() {
      return since === undefined;
    },
    fallbacks,
  };
}
