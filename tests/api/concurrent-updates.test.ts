import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { acceptedSamples } from '../services/sample-files.ts';
import { apiClient } from '../support/api.ts';
import { databaseModes } from '../support/databases.ts';
import { scope1CascoSteps } from '../support/journey-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const jpeg = acceptedSamples.find((sample) => sample.name === 'fotka.jpg')!.content;

/**
 * An update reads, merges and writes a draft without locking it, and writes only over the version
 * it read (server/reports/repository.ts storeDocument); these are the updates that overlap: two
 * tabs, a retried request, a phone that sends again after a stall.
 */
describe.each(databaseModes)('updates of one draft at the same time (%s)', (mode) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestServer(mode);
    api = apiClient(server.app);
  });
  afterAll(() => server?.close());

  it('keeps what each of them sent, and each gets a version of its own', async () => {
    const id = await api.create();
    const updates = [
      { parties: { reporter: { firstName: 'Ján' } } },
      { parties: { reporter: { lastName: 'Novák' } } },
      { parties: { insured: { firstName: 'Eva' } } },
      { parties: { insured: { lastName: 'Nováková' } } },
      { parties: { aggrievedParty: { firstName: 'Peter' } } },
      { parties: { aggrievedParty: { lastName: 'Malý' } } },
      { incident: { description: 'Cúval som na parkovisku.' } },
      { incident: { descriptionAdditional: 'Svedok: sused.' } },
    ];
    const answers = await Promise.all(updates.map((update) => api.update(id, update)));

    expect(answers.map((answer) => answer.status)).toEqual(updates.map(() => 200));
    const versions = answers.map((answer) => answer.body.meta.version as number).sort((a, b) => a - b);
    expect(new Set(versions).size).toBe(updates.length);
    const report = await api.load(id);
    expect(report.meta.version).toBe(versions.at(-1));
    expect(report.parties.reporter).toMatchObject({ firstName: 'Ján', lastName: 'Novák' });
    expect(report.parties.insured).toMatchObject({ firstName: 'Eva', lastName: 'Nováková' });
    expect(report.parties.aggrievedParty).toMatchObject({ firstName: 'Peter', lastName: 'Malý' });
    expect(report.incident).toMatchObject({ description: 'Cúval som na parkovisku.', descriptionAdditional: 'Svedok: sused.' });
  });

  it("an update sent again with its Idempotency-Key is answered without a write, even after a newer one (a phone's queue whose reply was lost)", async () => {
    const id = await api.create();
    const send = (body: object, key: string) =>
      api.call({ method: 'PATCH', url: `/v1/incident-report/${id}/update`, payload: body, headers: { 'idempotency-key': key } });
    const first = await send({ parties: { reporter: { email: 'jan@example.sk' } } }, 'page-1');
    const second = await send({ parties: { reporter: { email: 'jan.novak@example.sk' } } }, 'page-2');
    expect([first.status, second.status]).toEqual([200, 200]);
    // The first one again, late: nothing is written, the newer answer stays, the version too.
    const repeat = await send({ parties: { reporter: { email: 'jan@example.sk' } } }, 'page-1');
    expect(repeat.status).toBe(200);
    expect(repeat.body.meta.version).toBe(second.body.meta.version);
    const report = await api.load(id);
    expect(report.parties.reporter?.email).toBe('jan.novak@example.sk');
    expect(report.meta.version).toBe(second.body.meta.version);
    // A key is the report's own: another report takes the same key as new.
    const other = await api.create();
    const elsewhere = await api.call({
      method: 'PATCH',
      url: `/v1/incident-report/${other}/update`,
      payload: { parties: { reporter: { email: 'eva@example.sk' } } },
      headers: { 'idempotency-key': 'page-1' },
    });
    expect(elsewhere.status).toBe(200);
    expect((await api.load(other)).parties.reporter?.email).toBe('eva@example.sk');
    // A key the contract refuses (a space is not visible ASCII) is a 400 that names the header, and writes nothing.
    const refused = await send({ parties: { reporter: { email: 'x@example.sk' } } }, 'page 1');
    expect(refused.status).toBe(400);
    expect((await api.load(id)).parties.reporter?.email).toBe('jan.novak@example.sk');
  });

  it('an attachment list naming an unknown file changes nothing, not even the rest of the update', async () => {
    const id = await api.create();
    const upload = await api.upload(id, 'fotka.jpg', jpeg);
    expect(upload.status).toBe(201);
    const before = await api.load(id);

    const refused = await api.update(id, {
      incident: { description: 'Toto sa nemá uložiť.' },
      attachments: [{ id: upload.body.id }, { id: 'AAAAAAAAAAAAAAAAAAAAAAAA' }],
    });

    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('UNKNOWN_ATTACHMENT');
    expect(await api.load(id)).toEqual(before);
  });
});

/**
 * Each server process keeps the draft it last wrote and writes an update over that version without
 * reading it first (server/reports/draft-cache.ts). Behind a load balancer, the next Continue may
 * reach another process, and the copy of the first one is then out of date.
 */
describe.each(databaseModes)('two server processes on one database (%s)', (mode) => {
  let server: TestServer;
  let other: FastifyInstance;
  let one: ReturnType<typeof apiClient>;
  let two: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestServer(mode);
    other = await buildApp({ config: server.config, database: server.database, logger: false });
    await other.ready();
    one = apiClient(server.app);
    two = apiClient(other);
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  it('Continues that alternate between them keep every change, one version each', async () => {
    const id = await one.create();
    const steps = [
      [one, { parties: { reporter: { firstName: 'Ján' } } }],
      [two, { parties: { reporter: { lastName: 'Novák' } } }],
      [one, { incident: { description: 'Cúval som na parkovisku.' } }],
      [one, { incident: { descriptionAdditional: 'Svedok: sused.' } }],
      [two, { incident: { date: '2026-05-10', myVehicle: { licensePlate: 'BA111AA' } } }],
      [one, { parties: { insured: { firstName: 'Eva' } } }],
    ] as const;
    const versions = [];
    for (const [api, update] of steps) {
      const answer = await api.update(id, update);
      expect(answer.status).toBe(200);
      versions.push(answer.body.meta.version);
    }

    expect(versions).toEqual([2, 3, 4, 5, 6, 7]);
    // The plate checked on the other process, on the report as it was there.
    const report = await two.load(id);
    expect(report.incident.myVehicle).toMatchObject({ licensePlate: 'BA111AA', licensePlateIsVerified: true });
    expect(report.parties.reporter).toMatchObject({ firstName: 'Ján', lastName: 'Novák' });
    expect(report.parties.insured).toMatchObject({ firstName: 'Eva' });
    expect(report.incident).toMatchObject({ description: 'Cúval som na parkovisku.', descriptionAdditional: 'Svedok: sused.' });
  });

  it('a report saved on one is refused on the other (409), which wrote it last, and stays as saved', async () => {
    const id = await one.create();
    for (const step of scope1CascoSteps) expect((await two.update(id, step)).status).toBe(200);
    expect((await one.save(id)).status).toBe(200);
    const saved = await one.load(id);

    const refused = await two.update(id, { incident: { description: 'Po uložení.' } });

    expect(refused.status).toBe(409);
    expect(await one.load(id)).toEqual(saved);
  });

  it('a draft deleted on one is not found on the other (404), which wrote it last, and is not brought back', async () => {
    const id = await one.create();
    expect((await two.update(id, { incident: { description: 'Pred zmazaním.' } })).status).toBe(200);
    expect((await one.call({ method: 'DELETE', url: `/v1/incident-report/${id}` })).status).toBe(204);

    const refused = await two.update(id, { incident: { description: 'Po zmazaní.' } });

    expect(refused.status).toBe(404);
    expect((await one.call({ method: 'GET', url: `/v1/incident-report/${id}/load` })).status).toBe(404);
  });
});
