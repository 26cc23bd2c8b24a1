import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

describe('the browser API client (openapi-fetch over the generated types)', () => {
  let server: TestServer;
  let baseUrl: string;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server?.close());

  it('creates, updates and loads a report against the real server', async () => {
    const api = createApiClient({ baseUrl });
    const created = await api.POST('/v1/incident-report/create', { body: { productCategory: 'MOTOR', context: 'WEB' } });
    expect(created.response.status).toBe(201);
    const id = created.data!.id;
    const updated = await api.PATCH('/v1/incident-report/{id}/update', {
      params: { path: { id } },
      body: { parties: { reporter: { firstName: 'Mária' } } },
    });
    expect(updated.data?.meta.version).toBe(2);
    const loaded = await api.GET('/v1/incident-report/{id}/load', { params: { path: { id } } });
    expect(loaded.data?.parties.reporter?.firstName).toBe('Mária');
  });

  it('returns the error shape of the contract', async () => {
    const api = createApiClient({ baseUrl });
    const missing = await api.GET('/v1/incident-report/{id}/load', { params: { path: { id: 'AAAAAAAAAAAAAAAAAAAAAAAA' } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('gives up on a call that does not answer within the timeout', async () => {
    // A server that never answers stands in for a stalled network; the timeout is shortened for the test.
    const stalled: typeof fetch = (input) =>
      new Promise((_, reject) => (input as Request).signal.addEventListener('abort', () => reject((input as Request).signal.reason)));
    const api = createApiClient({ baseUrl, fetch: stalled, timeoutMs: 50 });
    await expect(api.GET('/health')).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
