import { isPassingRefusal, nextRetryDelay, retryAfterMs } from './retry-policy.ts';

/** What the retries need from the world: replaced in tests, so nothing there sleeps. */
export interface RetryEnvironment {
  now(): number;
  random(): number;
  /** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  /** False when the device knows it has no connection: the offline handling takes over at once. */
  online(): boolean;
}

export const browserRetryEnvironment: RetryEnvironment = {
  now: () => Date.now(),
  random: () => Math.random(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason as Error);
      const timer = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      });
    }),
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
};

/**
 * Whether a request may go again after a network error, when it may have reached the server and
 * taken effect: reads, and the writes whose repeat applies once (an update merges the same values
 * again, a save answers its stored result, an upload carries its `Idempotency-Key`). A create or an
 * e-mail is repeated only after a refusal that did nothing (503, 429).
 */
export function safeToRepeat(request: Request): boolean {
  if (['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].includes(request.method)) return true;
  if (request.headers.has('Idempotency-Key')) return true;
  return /\/v1\/incident-report\/[^/]+\/(save|save-summary)$/.test(new URL(request.url).pathname);
}

/** A fetch that failed without an answer, not one the caller or the timeout stopped. */
const isNetworkError = (error: unknown) => error instanceof TypeError;

/**
 * Wraps `fetch` so that a passing fault never reaches the caller (D34): a network error, a 503 or a
 * 429 is tried again after a pause (retry-policy.ts) while the caller's signal holds, for about a
 * minute from the first try; then the last answer or error is the caller's. Each try gets
 * `timeoutMs` of its own. Answers the server gave (any other status) are returned at once.
 */
export function retryingFetch(
  fetch: (request: Request) => Promise<Response>,
  { timeoutMs, environment = browserRetryEnvironment }: { timeoutMs: number; environment?: RetryEnvironment },
): (request: Request) => Promise<Response> {
  return async (request) => {
    const started = environment.now();
    const repeatable = safeToRepeat(request);
    // Read once and sent as bytes with every try, as the caller gave it: passed on as a clone's
    // stream it would go out as a stream, which the browser's network tools cannot show.
    const body = request.body ? await request.clone().arrayBuffer() : undefined;
    for (let attempt = 0; ; attempt += 1) {
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
      let retryAfter: number | null = null;
      try {
        const response = await fetch(new Request(request.clone(), { body, signal }));
        if (!isPassingRefusal(response.status, response.headers.get('Retry-After'))) return response;
        retryAfter = retryAfterMs(response.headers.get('Retry-After'), environment.now());
        const delay = nextRetryDelay({
          attempt,
          elapsedMs: environment.now() - started,
          retryAfterMs: retryAfter,
          random: environment.random,
        });
        if (delay === null) return response;
        await response.body?.cancel();
        await environment.sleep(delay, request.signal);
      } catch (error) {
        if (!isNetworkError(error) || !repeatable || !environment.online() || request.signal.aborted) throw error;
        const delay = nextRetryDelay({ attempt, elapsedMs: environment.now() - started, random: environment.random });
        if (delay === null) throw error;
        await environment.sleep(delay, request.signal);
      }
    }
  };
}
