import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedSamples } from '../services/sample-files.ts';
import { apiClient } from '../support/api.ts';
import { databaseModes } from '../support/databases.ts';
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
