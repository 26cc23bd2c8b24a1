import createClient from 'openapi-fetch';
import type { paths } from '../domain/openapi.gen.ts';
import { retryingFetch, type RetryEnvironment } from './retrying-fetch.ts';

/** SPEC §9: a call that has not answered in 60 s has failed (the server gives up at 60 s too). */
export const REQUEST_TIMEOUT_MS = 60_000;

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The browser's typed client for openapi.yaml: paths, parameters, bodies and answers are checked
 * by TypeScript against the contract. A passing fault (a network error, 503, 429) is tried again by
 * itself (retrying-fetch.ts); each try is aborted after REQUEST_TIMEOUT_MS, on top of any signal
 * the caller passes (a leaving screen cancels its own calls, and their retries).
 *
 * The retries sit in the `fetch` openapi-fetch calls rather than in a middleware: there each try is
 * one request with its own timeout, and a network error and a busy answer are handled alike.
 */
export function createApiClient(
  options: { baseUrl?: string; fetch?: typeof globalThis.fetch; timeoutMs?: number; retryEnvironment?: RetryEnvironment } = {},
) {
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  return createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    fetch: retryingFetch((request) => baseFetch(request), {
      timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      ...(options.retryEnvironment && { environment: options.retryEnvironment }),
    }),
  });
}
