import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpdateReportRequest } from '../../src/domain/report.ts';
import { apiClient } from '../support/api.ts';
import { databaseModes } from '../support/databases.ts';
import { scope1CascoSteps } from '../support/journey-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/**
 * "one rule, one place": what a save requires is what the screens of the report's own
 * path require. The statechart finds the path (machines/journey-path.ts); each visited screen's
 * step (src/steps/) checks the stored report (server/reports/completeness.ts).
 */
describe.each(databaseModes)('a save requires what the screens of its path require (%s)', (mode) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let day = 0;

  beforeAll(async () => {
    server = await startTestServer(mode);
    api = apiClient(server.app);
  });
  afterAll(() => server?.close());

  /** The scope-1 CASCO journey (BA111AA), on a date of its own so that no save is another's duplicate, then `changes`. */
  async function scope1Report(...changes: UpdateReportRequest[]) {
    const id = await api.create();
    day += 1;
    const date = `2026-04-${String(day).padStart(2, '0')}`;
    for (const step of [...scope1CascoSteps, { incident: { date } }, ...changes]) expect((await api.update(id, step)).status).toBe(200);
    return id;
  }

  const pathsOf = (body: { details?: Array<{ path: string }> }) => (body.details ?? []).map((detail) => detail.path);

  it('a report complete for its path saves', async () => {
    const saved = await api.save(await scope1Report());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ isCompleted: true, isDuplicate: false });
  });

  it('a field a visited screen requires is missing: refused, naming it, in the request’s language, and nothing is saved', async () => {
    // /incident-details asks "was an accident record made?" for a parked car's accident.
    const id = await scope1Report({ incident: { specificAnswers: { accidentRecordMade: null }, description: 'Škoda.' } });
    const sk = await api.save(id);
    expect(sk.status).toBe(422);
    expect(sk.body.code).toBe('REPORT_INCOMPLETE');
    expect(sk.body.details).toEqual([
      { path: '/incident/description', message: 'Popíšte, prosím, škodu podrobnejšie (aspoň 5 slov)' },
      { path: '/incident/specificAnswers/accidentRecordMade', message: 'Vyberte, prosím, z ponúkaných možností' },
    ]);
    const en = await api.call({ method: 'POST', url: `/v1/incident-report/${id}/save`, headers: { 'accept-language': 'en' } });
    expect(en.status).toBe(422);
    expect(en.body.details.map((detail: { message: string }) => detail.message)).toEqual([
      'Describe the loss in detail (at least 5 words)',
      'Please, select from options listed',
    ]);
    const stored = await api.load(id);
    expect(stored.meta.saved).toBeNull();
    const outbox = await server.app.db.selectFrom('outbox_message').select('id').where('report_id', '=', id).execute();
    expect(outbox).toEqual([]);
  });

  it('a screen the path does not visit asks nothing; the same field is required once the path visits its screen', async () => {
    // My vehicle caused it: /responsible-party-details is not on the path, its plate is not asked.
    const mine = await api.save(await scope1Report());
    expect(mine.status).toBe(200);

    // Another vehicle or person caused it (scope 1 CASCO): the path goes to /responsible-party-details,
    // and without a verified plate on to /responsible-party-additional-details.
    const other = await scope1Report({ incident: { responsibleParty: 'otherVehicleOrPerson' } });
    const refused = await api.save(other);
    expect(refused.status).toBe(422);
    expect(pathsOf(refused.body)).toEqual([
      '/parties/otherResponsibleParty/licensePlate',
      '/parties/otherResponsibleParty/partyType',
      '/parties/otherResponsibleParty/firstName',
      '/parties/otherResponsibleParty/lastName',
      '/parties/otherResponsibleParty/email',
      '/parties/otherResponsibleParty/phone/number',
    ]);
    // A plate the register verifies (BA888HH) leads past the additional details: only the plate was missing.
    const plate = await api.update(other, { parties: { otherResponsibleParty: { hasLicensePlate: true, licensePlate: 'BA888HH' } } });
    expect(plate.status).toBe(200);
    expect((await api.save(other)).status).toBe(200);
  });

  it('the answers decide the path: windshield-only damage adds /windshield-damage-location and its zone', async () => {
    const id = await scope1Report({
      incident: {
        reasonGroupIndex: 5,
        reason: { id: '1_GLASS', label: { sk: 'Poškodenie skla', en: 'Glass damage' } },
        specificAnswers: { damagedWindshieldOnly: true, damagedWindshieldBiggerThenCreditCard: false },
        resolveType: 'toService',
      },
    });
    const refused = await api.save(id);
    expect(refused.status).toBe(422);
    expect(pathsOf(refused.body)).toContain('/incident/myVehicle/windshieldDamageLocation');
  });

  it('a report whose answers lead nowhere names what is missing and the screen the journey stops on', async () => {
    const id = await api.create();
    const refused = await api.save(id);
    expect(refused.status).toBe(422);
    expect(refused.body.details).toEqual([
      { path: '/incident/scopesOfDamage', message: 'Vyberte jednu alebo viac možností' },
      { path: '/incident/date', message: 'Povinné pole' },
      { path: '', message: 'Hlásenie nie je úplné: doplňte, prosím, odpovede na obrazovke /incident-scope' },
    ]);
    const en = await api.call({ method: 'POST', url: `/v1/incident-report/${id}/save`, headers: { 'accept-language': 'en' } });
    expect(en.body.details[2]).toEqual({ path: '', message: 'The report is not complete: please answer the questions on /incident-scope' });
  });
});
