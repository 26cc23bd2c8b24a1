import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { extractText, flat } from '../pdf/support/pdf-tools.ts';
import { apiClient } from '../support/api.ts';
import { A_MINUTE_LATER, FIXED_NOW } from '../support/clock.ts';
import { databaseModes } from '../support/databases.ts';
import { INCIDENT_DATE, scope1CascoSteps } from '../support/journey-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

describe.each(databaseModes)('D23: the time of the incident through the API (%s)', (mode) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestServer(mode);
    api = apiClient(server.app);
  });
  afterAll(() => server?.close());

  it('stores the time with the date, and the summary PDF and the claim XML carry it', async () => {
    const id = await api.create();
    for (const step of scope1CascoSteps) expect((await api.update(id, step)).status).toBe(200);
    expect((await api.update(id, { incident: { date: INCIDENT_DATE, time: '14:30' } })).status).toBe(200);
    expect((await api.load(id)).incident).toMatchObject({ date: INCIDENT_DATE, time: '14:30' });

    const saved = await api.save(id);
    expect(saved.status).toBe(200);
    const xml = saved.body.rawXmls[0] as string;
    expect(xml).toMatch(/<incident>[\s\S]*<date>2026-05-10<\/date>[\s\S]*<time>14:30<\/time>[\s\S]*<\/incident>/);

    const pdf = await api.call({ method: 'GET', url: `/v1/incident-report/${id}/summary.pdf` });
    expect(pdf.status).toBe(200);
    expect(flat(await extractText(pdf.raw.rawPayload))).toContain('10. 5. 2026 14:30');
  });

  it('keeps the date alone when no time is given, and clears a time sent as null', async () => {
    const id = await api.create();
    expect((await api.update(id, { incident: { date: INCIDENT_DATE, time: '08:05' } })).status).toBe(200);
    expect((await api.update(id, { incident: { date: INCIDENT_DATE, time: null } })).status).toBe(200);
    expect((await api.load(id)).incident.time ?? null).toBeNull();
  });

  it.each([
    ['sk', 'Zadajte čas, ktorý už uplynul'],
    ['en', 'Enter a time that has already passed'],
  ])('refuses a time later today than now, in the request’s language (%s)', async (locale, message) => {
    const id = await api.create();
    // The server runs in this process: its clock is this Date, set to FIXED_NOW. Only Date is
    // faked, so the database and the server's timers keep real time.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(FIXED_NOW);
    const response = await api
      .call({
        method: 'PATCH',
        url: `/v1/incident-report/${id}/update`,
        headers: { 'accept-language': locale },
        payload: { incident: A_MINUTE_LATER },
      })
      .finally(() => vi.useRealTimers());
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([{ path: '/incident/time', message }]);
    expect((await api.load(id)).incident.date ?? null).toBeNull();
  });

  it('refuses a time that is no time on the 24-hour clock', async () => {
    const id = await api.create();
    const response = await api.update(id, { incident: { date: INCIDENT_DATE, time: '24:00' } });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
  });
});
