import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { NO_SIGNAL } from '../../machines/no-signal.ts';
import { apiActors } from '../../src/api/actors.ts';
import { createApiClient } from '../../src/api/client.ts';
import type { RetryEnvironment } from '../../src/api/retrying-fetch.ts';

/**
 * D33: the app's actors tell the statechart when a call failed for want of a signal (the browser
 * offline and no answer), so the step waits instead of saying it failed; an answer from the
 * server, or no answer while the browser says it is online, is the failure it was.
 */

const options = { summaryHtml: () => '', locale: () => 'sk' as const };
const unreachable: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
const refusing: typeof fetch = async () =>
  new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Report not found.' }), {
    status: 404,
    headers: { 'content-type': 'application/json' },
  });

/** The minute of retries (D34) on a clock that each pause moves on instead of waiting. */
function movedClock(): RetryEnvironment {
  let now = 0;
  return {
    now: () => now,
    random: () => 0.5,
    sleep: async (ms) => void (now += ms),
    online: () => navigator.onLine,
  };
}

async function loadError(fetch: typeof globalThis.fetch, onLine: boolean) {
  vi.stubGlobal('navigator', { onLine });
  const actors = apiActors(createApiClient({ baseUrl: 'http://127.0.0.1:1', fetch, retryEnvironment: movedClock() }), options);
  return toPromise(createActor(actors.loadReport, { input: { id: 'A'.repeat(24) } }).start()).catch((error: unknown) => error);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a call with no signal', () => {
  it('no answer with the browser offline: the error says NO_SIGNAL', async () => {
    expect(await loadError(unreachable, false)).toMatchObject({ code: NO_SIGNAL });
  });

  it('no answer with the browser online (past the minute of retries), or a refusal while offline: the failure as it was', async () => {
    const online = await loadError(unreachable, true);
    expect(online).toBeInstanceOf(TypeError);
    expect((online as { code?: string }).code).toBeUndefined();
    expect(await loadError(refusing, false)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
