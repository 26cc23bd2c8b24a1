import createClient from 'openapi-fetch';
import type { paths } from '../domain/openapi.gen.ts';

/** SPEC §9: a call that has not answered in 60 s has failed (the server gives up at 60 s too). */
export const REQUEST_TIMEOUT_MS = 60_000;

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The browser's typed client for openapi.yaml: paths, parameters, bodies and answers are checked
 * by TypeScript against the contract. Every request is aborted after REQUEST_TIMEOUT_MS, on top
 * of any signal the caller passes (a leaving screen cancels its own calls).
 */
export function createApiClient(options: { baseUrl?: string; fetch?: typeof globalThis.fetch; timeoutMs?: number } = {}) {
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  return createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    fetch: (request: Request) => {
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
      return baseFetch(new Request(request, { signal }));
    },
  });
}
