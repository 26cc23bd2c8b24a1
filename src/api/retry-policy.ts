/**
 * When a call that met a passing fault is tried again (D34): after a network error, a 503 or a 429,
 * with exponential back-off and jitter, never sooner than the server's `Retry-After`, for about a
 * minute from the first try. Pure: the random source and the moment are passed in, so the tests
 * choose them.
 */

/** How long a fault may last before the person is told: about a minute. */
export const RETRY_BUDGET_MS = 60_000;

/** The first pause, doubled after each try up to MAX_DELAY_MS. */
export const FIRST_DELAY_MS = 500;
export const MAX_DELAY_MS = 16_000;

/**
 * The server is busy (its load shedding, a proxy: 503) or asks the client to come back after
 * `Retry-After` (429): it did nothing. A 429 without `Retry-After` is a limit that a minute does
 * not lift (three e-mails an hour): a refusal, shown at once.
 */
export function isPassingRefusal(status: number, retryAfter: string | null | undefined): boolean {
  return status === 503 || (status === 429 && Boolean(retryAfter));
}

/**
 * `Retry-After` in milliseconds from `now`: seconds or an HTTP date (RFC 9110 §10.2.3); null when
 * absent or unreadable.
 */
export function retryAfterMs(header: string | null | undefined, now: number): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * The pause before try `attempt + 1` (attempt 0 is the first failure): "equal jitter", half of the
 * doubled delay fixed and half random, so phones that failed together do not come back together
 * while each still waits a growing while. `random` returns a number in [0, 1).
 */
export function backoffMs(attempt: number, random: () => number): number {
  const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
  return ceiling / 2 + random() * (ceiling / 2);
}

/**
 * The pause before the next try, or null when the fault has lasted too long: the back-off, or the
 * server's `Retry-After` when that is longer; null once the next try would start past the budget
 * counted from the first try.
 */
export function nextRetryDelay(options: {
  attempt: number;
  elapsedMs: number;
  retryAfterMs?: number | null;
  random: () => number;
  budgetMs?: number;
}): number | null {
  const delay = Math.max(backoffMs(options.attempt, options.random), options.retryAfterMs ?? 0);
  return options.elapsedMs + delay > (options.budgetMs ?? RETRY_BUDGET_MS) ? null : delay;
}

/**
 * The pauses for a library that takes them as a list (tus-js-client's `retryDelays`): back-off with
 * jitter until together they pass the budget.
 */
export function retryDelaysWithin(random: () => number, budgetMs = RETRY_BUDGET_MS): number[] {
  const delays: number[] = [];
  let total = 0;
  for (let attempt = 0; total < budgetMs; attempt += 1) {
    const delay = backoffMs(attempt, random);
    delays.push(delay);
    total += delay;
  }
  return delays;
}
