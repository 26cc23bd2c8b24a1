import type { FastifyInstance } from 'fastify';
import { createActor, waitFor } from 'xstate';
import { createClaimReportMachine } from '../../machines/claimReport.machine.ts';
import { apiActors } from '../../src/api/actors.ts';
import { createApiClient } from '../../src/api/client.ts';

/**
 * The browser's statechart with its real API calls (src/api/actors.ts), sent to the real server
 * through `app.inject` instead of a socket. `requests` lists each call as `METHOD /path`, so a
 * test can say what one Continue asked of the server.
 */
export function machineOnServer(app: FastifyInstance, search: string) {
  const requests: string[] = [];
  // The typed client (src/api/client.ts) always calls fetch with one Request.
  const fetch = (async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}`);
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(request.method === 'GET' || request.method === 'HEAD' ? {} : { payload: await request.text() }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) headers.set(name, String(value));
    return new Response(response.statusCode === 204 ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  }) as typeof globalThis.fetch;
  const api = createApiClient({ baseUrl: 'http://wizard.test', fetch });
  const machine = createClaimReportMachine(apiActors(api, { summaryHtml: () => '<p>summary</p>', locale: () => 'sk' }));
  const actor = createActor(machine, { input: { search, drafts: [] } }).start();
  const startPrefixes = actor.getSnapshot().context.phonePrefixes;
  /** The machine with nothing running: no state that shows a loading text, and the visit's phone prefixes come. */
  const settled = () =>
    waitFor(
      actor,
      (snapshot) =>
        snapshot.context.phonePrefixes !== startPrefixes &&
        !Object.values(snapshot.getMeta()).some((meta) => (meta as { loading?: string }).loading),
      { timeout: 10_000 },
    );
  const route = () => (Object.values(actor.getSnapshot().getMeta()) as Array<{ route?: string }>).find((meta) => meta.route)?.route;
  return { actor, requests, settled, route };
}
