import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../support/api.ts';
import { databaseModes } from '../support/databases.ts';
import { scope1CascoSteps } from '../support/journey-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

describe.each(databaseModes)('D22: the other party nobody knows, through the API (%s)', (mode) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestServer(mode);
    api = apiClient(server.app);
  });
  afterAll(() => server?.close());

  it('stores "unknown" with the names and contact cleared, and the claim XML says so', async () => {
    const id = await api.create();
    for (const step of scope1CascoSteps) expect((await api.update(id, step)).status).toBe(200);
    const unknown = {
      isUnknown: true,
      partyType: 'PERSON',
      firstName: null,
      lastName: null,
      businessName: null,
      email: null,
      phone: { prefix: '+421', number: null },
    };
    const update = await api.update(id, {
      parties: { otherResponsibleParty: { hasLicensePlate: false, licensePlate: null, ...unknown } },
      incident: { damagedHealths: [{ healthDamageType: 'injury', ...unknown, partyType: undefined, businessName: undefined }] },
    });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    expect((await api.load(id)).parties.otherResponsibleParty).toMatchObject({ isUnknown: true, firstName: null });

    const saved = await api.save(id);
    expect(saved.status).toBe(200);
    const xml = saved.body.rawXmls[0] as string;
    expect(xml).toMatch(/<otherResponsibleParty>[\s\S]*<isUnknown>true<\/isUnknown>[\s\S]*<\/otherResponsibleParty>/);
    expect(xml).toMatch(/<damagedHealths>\s*<item>[\s\S]*<isUnknown>true<\/isUnknown>/);
  });
});
