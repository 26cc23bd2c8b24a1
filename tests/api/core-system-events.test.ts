import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoreSystemEvent } from '../../server/claims/core-events.ts';
import { coreSystemSecret, signCoreEvent, signedCoreEventRequest } from '../../server/claims/core-signature.ts';
import { apiClient } from '../support/api.ts';
import { databaseModes } from '../support/databases.ts';
import { scope1CascoSteps } from '../support/journey-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const SECRET = 'core-system-test-secret-0123456789abcdefghij';
const minutes = (n: number) => n * 60_000;

/**
 * The core system's signed status events of a claim: HMAC-SHA256 of the body with
 * CORE_SYSTEM_SECRET, sent within 5 minutes, each event id taken once, a claim's events in the
 * order they happened. Each refusal is a 4xx that changes nothing the claim page shows.
 */
describe.each(databaseModes)('core-system status events (%s)', (mode) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let day = 0;
  let serial = 0;

  beforeAll(async () => {
    server = await startTestServer(mode, { CORE_SYSTEM_SECRET: SECRET });
    api = apiClient(server.app);
  });
  afterAll(() => server?.close());

  async function savedClaim() {
    day += 1;
    const id = await api.create();
    for (const step of [...scope1CascoSteps, { incident: { date: `2026-02-${String(day).padStart(2, '0')}` } }]) {
      expect((await api.update(id, step)).status).toBe(200);
    }
    const saved = await api.save(id);
    expect(saved.status).toBe(200);
    return { id, claimId: saved.body.claimIds[0] as string, token: saved.body.claimPageToken as string };
  }

  const event = (fields: Partial<CoreSystemEvent> = {}, now = new Date()): CoreSystemEvent => ({
    eventId: `evt-${++serial}`,
    type: 'RECEIVED',
    occurredAt: now.toISOString(),
    sentAt: now.toISOString(),
    ...fields,
  });

  const post = (claimId: string, body: CoreSystemEvent, secret = SECRET) => {
    const request = signedCoreEventRequest(secret, claimId, body);
    return api.call({ method: 'POST', url: request.path, headers: request.headers, payload: request.body });
  };

  const timeline = async (token: string) => {
    const page = await api.call({ method: 'GET', url: `/v1/claim-page/${token}` });
    expect(page.status).toBe(200);
    return page.body.claims[0].timeline as Array<{ status: string; at: string }>;
  };

  it('applies signed events in their order; the page shows them after REPORTED, with the inspection and the documents asked for', async () => {
    const { claimId, token } = await savedClaim();
    const start = Date.now() - minutes(3);
    const at = (n: number) => new Date(start + minutes(n)).toISOString();
    const events: CoreSystemEvent[] = [
      event({ type: 'RECEIVED', occurredAt: at(0) }),
      event({ type: 'HANDLER_ASSIGNED', occurredAt: at(1) }),
      event({
        type: 'INSPECTION_PLANNED',
        occurredAt: at(1),
        inspection: { date: '2026-12-09', time: '09:30', place: 'Hlavná 12, Žilina' },
      }),
      event({ type: 'DOCUMENTS_REQUESTED', occurredAt: at(2), documentTypes: ['POLICE_REPORT', 'ACCIDENT_REPORT'] }),
    ];
    for (const body of events) expect((await post(claimId, body)).status).toBe(204);
    const page = (await api.call({ method: 'GET', url: `/v1/claim-page/${token}` })).body;
    expect(page.claims[0].timeline.map((entry: { status: string }) => entry.status)).toEqual([
      'REPORTED',
      'RECEIVED',
      'HANDLER_ASSIGNED',
      'INSPECTION_PLANNED',
      'DOCUMENTS_REQUESTED',
    ]);
    expect(page.claims[0].timeline[3]).toMatchObject({
      at: at(1),
      inspection: { date: '2026-12-09', time: '09:30', place: 'Hlavná 12, Žilina' },
    });
    expect(page.claims[0].requestedDocuments).toEqual(['POLICE_REPORT', 'ACCIDENT_REPORT']);

    for (const type of ['DECIDED', 'PAID', 'CLOSED'] as const) {
      expect(
        (await post(claimId, event({ type, occurredAt: at(3), ...(type === 'DECIDED' ? { decision: 'ACCEPTED' } : {}) }))).status,
      ).toBe(204);
    }
    const final = await timeline(token);
    expect(final.slice(-3).map((entry) => entry.status)).toEqual(['DECIDED', 'PAID', 'CLOSED']);
  });

  it('refuses an unsigned, wrongly signed or altered event with 401 CORE_SIGNATURE_INVALID, and changes nothing', async () => {
    const { claimId, token } = await savedClaim();
    const body = event();
    const request = signedCoreEventRequest(SECRET, claimId, body);
    const refusals = [
      await api.call({ method: 'POST', url: request.path, headers: { 'content-type': 'application/json' }, payload: request.body }),
      await post(claimId, body, 'another-secret-of-at-least-32-characters-x'),
      await api.call({
        method: 'POST',
        url: request.path,
        headers: request.headers,
        payload: request.body.replace('"RECEIVED"', '"CLOSED"'),
      }),
      await api.call({
        method: 'POST',
        url: request.path,
        headers: { ...request.headers, 'x-core-signature': signCoreEvent(SECRET, request.body).toUpperCase() },
        payload: request.body,
      }),
      // The signature is over the bytes sent: the same JSON spaced otherwise is not what was signed.
      await api.call({ method: 'POST', url: request.path, headers: request.headers, payload: JSON.stringify(body, null, 2) }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('CORE_SIGNATURE_INVALID');
    }
    expect(await timeline(token)).toHaveLength(1);
    // A body the schema would refuse gets the same 401 when unsigned: nothing is said about it.
    const garbage = await api.call({
      method: 'POST',
      url: request.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"x":1}',
    });
    expect(garbage.status).toBe(401);
  });

  it('refuses an event sent more than 5 minutes ago or ahead with 401 CORE_EVENT_STALE', async () => {
    const { claimId, token } = await savedClaim();
    for (const offset of [-minutes(6), minutes(6)]) {
      const sent = new Date(Date.now() + offset).toISOString();
      const refused = await post(claimId, event({ sentAt: sent, occurredAt: new Date(Date.now() - minutes(10)).toISOString() }));
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('CORE_EVENT_STALE');
    }
    expect(await post(claimId, event({ sentAt: new Date(Date.now() - minutes(4)).toISOString() }))).toMatchObject({ status: 204 });
    expect(await timeline(token)).toHaveLength(2);
  });

  it('a repeated event id is a 409 CORE_EVENT_REPEATED and is not applied twice, also when sent again later with a new sentAt', async () => {
    const { claimId, token } = await savedClaim();
    const first = event({ type: 'RECEIVED' });
    expect((await post(claimId, first)).status).toBe(204);
    const again = await post(claimId, { ...first, sentAt: new Date().toISOString() });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CORE_EVENT_REPEATED');
    // Also as the same id with another content (the core system's retry with a changed payload).
    expect((await post(claimId, { ...first, type: 'PAID' })).status).toBe(409);
    expect((await timeline(token)).map((entry) => entry.status)).toEqual(['REPORTED', 'RECEIVED']);
  });

  it('an event that happened before the claim’s latest is a 409 CORE_EVENT_OUT_OF_ORDER; one of another claim is not affected', async () => {
    const { claimId, token } = await savedClaim();
    const other = await savedClaim();
    const now = Date.now();
    expect((await post(claimId, event({ type: 'HANDLER_ASSIGNED', occurredAt: new Date(now - minutes(1)).toISOString() }))).status).toBe(
      204,
    );
    const late = await post(claimId, event({ type: 'RECEIVED', occurredAt: new Date(now - minutes(2)).toISOString() }));
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('CORE_EVENT_OUT_OF_ORDER');
    expect((await timeline(token)).map((entry) => entry.status)).toEqual(['REPORTED', 'HANDLER_ASSIGNED']);
    expect((await post(other.claimId, event({ type: 'RECEIVED', occurredAt: new Date(now - minutes(2)).toISOString() }))).status).toBe(204);
  });

  it('an unknown claim id is a 404; an event without what its type needs (or with what it must not carry) a 400 naming the field', async () => {
    const unknown = await post('999999999', event());
    expect(unknown.status).toBe(404);
    const { claimId, token } = await savedClaim();
    const missing = await post(claimId, event({ type: 'INSPECTION_PLANNED' }));
    expect(missing.status).toBe(400);
    expect(missing.body.details.map((detail: { path: string }) => detail.path)).toEqual(['/inspection']);
    const extra = await post(claimId, event({ type: 'PAID', documentTypes: ['POLICE_REPORT'] }));
    expect(extra.status).toBe(400);
    expect(extra.body.details.map((detail: { path: string }) => detail.path)).toEqual(['/documentTypes']);
    const wrongType = await post(claimId, { ...event(), type: 'LOST' as never });
    expect(wrongType.status).toBe(400);
    expect(await timeline(token)).toHaveLength(1);
  });

  it('`npm run core:event` signs with the key the server keeps in DATA_DIR and posts to the running server', async () => {
    const embedded = await startTestServer(mode);
    try {
      const address = await embedded.app.listen({ port: 0, host: '127.0.0.1' });
      const local = apiClient(embedded.app);
      const id = await local.create();
      for (const step of scope1CascoSteps) expect((await local.update(id, step)).status).toBe(200);
      const saved = (await local.save(id)).body;
      const run = (...args: string[]) =>
        promisify(execFile)(process.execPath, ['--import', './scripts/run-ts/register.mjs', 'scripts/core-event.ts', ...args], {
          env: { ...process.env, DATA_DIR: embedded.dataDir, PUBLIC_URL: address, LOG_LEVEL: 'silent' },
        });
      const { stdout } = await run(saved.claimIds[0], 'documents-requested', '--documents', 'POLICE_REPORT,REPAIR_DOC');
      expect(stdout).toContain(`DOCUMENTS_REQUESTED`);
      expect(stdout).toContain(': 204');
      const page = (await local.call({ method: 'GET', url: `/v1/claim-page/${saved.claimPageToken}` })).body;
      expect(page.claims[0].requestedDocuments).toEqual(['POLICE_REPORT', 'REPAIR_DOC']);
      await expect(run('999999999', 'received')).rejects.toMatchObject({ code: 1 });
      expect(await coreSystemSecret(embedded.config)).toHaveLength(43);
    } finally {
      await embedded.close();
    }
  });
});
