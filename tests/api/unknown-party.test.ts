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

  it('stores "unknown" with the names and contact cleared, and the claim XML says the party and its plate are unknown', async () => {
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
    const party = /<otherResponsibleParty>([\s\S]*?)<\/otherResponsibleParty>/.exec(xml)![1]!;
    expect(party).toContain('<isUnknown>true</isUnknown>');
    // The plate is unknown, not missing; an unknown party has no type.
    expect(party).toContain('<licensePlateIsUnknown>true</licensePlateIsUnknown>');
    expect(party).toContain('<hasLicensePlate/>');
    expect(party).toContain('<partyType/>');
    expect(party).not.toContain('PERSON');
    expect(xml).toMatch(/<damagedHealths>\s*<item>[\s\S]*<isUnknown>true<\/isUnknown>/);
  });

  it('a known plate and party keep their values in the claim XML', async () => {
    const id = await api.create();
    for (const step of scope1CascoSteps) expect((await api.update(id, step)).status).toBe(200);
    // Another day than the report above: the same plate on the same day would be a duplicate, with no claim.
    const update = await api.update(id, {
      incident: { date: '2026-04-20' },
      parties: {
        otherResponsibleParty: {
          hasLicensePlate: true,
          licensePlate: 'BA777GG',
          isUnknown: false,
          partyType: 'BUSINESS',
          businessName: 'Doprava s.r.o.',
        },
      },
    });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    const saved = await api.save(id);
    expect(saved.status).toBe(200);
    const xml = saved.body.rawXmls[0] as string;
    const party = /<otherResponsibleParty>([\s\S]*?)<\/otherResponsibleParty>/.exec(xml)![1]!;
    expect(party).toContain('<hasLicensePlate>true</hasLicensePlate>');
    expect(party).toContain('<licensePlateIsUnknown>false</licensePlateIsUnknown>');
    expect(party).toContain('<partyType>BUSINESS</partyType>');
  });
});
