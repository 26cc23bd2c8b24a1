import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedSamples, refusedSamples } from '../services/sample-files.ts';
import { apiClient, snapshot } from '../support/api.ts';
import { databaseModes } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const jpeg = acceptedSamples.find((sample) => sample.name === 'fotka.jpg')!.content;
const exeAsJpg = refusedSamples.find((sample) => sample.label === 'a Windows program named .jpg')!;

describe.each(databaseModes)('bad input is refused with a clear error and changes nothing (%s)', (mode) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let id: string;

  beforeAll(async () => {
    server = await startTestServer(mode);
    api = apiClient(server.app);
    id = await api.create();
    const stored = await api.update(id, {
      parties: { reporter: { firstName: 'Ján', lastName: 'Kováč', email: 'jan@example.sk' } },
      incident: { date: '2026-03-01', scopesOfDamage: [{ objectId: 1 }] },
    });
    expect(stored.status).toBe(200);
    expect((await api.upload(id, 'fotka.jpg', jpeg)).status).toBe(201);
  });
  afterAll(() => server?.close());

  /** Runs the bad request and checks that the report, attachments, outbox and files are as before. */
  async function refused(request: () => Promise<{ status: number; body: any }>, status: number, code: string) {
    const before = await snapshot(server.app, id, server.dataDir);
    const response = await request();
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ code, message: expect.any(String) });
    expect(response.body.message.length).toBeGreaterThan(10);
    expect(await snapshot(server.app, id, server.dataDir)).toEqual(before);
    return response.body as { code: string; message: string; details?: Array<{ path: string; message: string }> };
  }

  it('malformed JSON', async () => {
    await refused(
      () =>
        api.call({
          method: 'PATCH',
          url: `/v1/incident-report/${id}/update`,
          payload: '{"parties": {',
          headers: { 'content-type': 'application/json' },
        }),
      400,
      'MALFORMED_JSON',
    );
  });

  it('a body that is not JSON', async () => {
    await refused(
      () =>
        api.call({
          method: 'PATCH',
          url: `/v1/incident-report/${id}/update`,
          payload: 'parties=1',
          headers: { 'content-type': 'text/plain' },
        }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('wrong types, naming the field', async () => {
    const error = await refused(
      () => api.update(id, { incident: { date: 20260301, policyIdIsVerified: 'yes' } }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details?.map((detail) => detail.path)).toContain('/incident/date');
  });

  it('unknown fields, naming the field', async () => {
    const error = await refused(() => api.update(id, { parties: { reporter: { nickname: 'Jano' } } }), 400, 'VALIDATION_FAILED');
    expect(error.details).toContainEqual({ path: '/parties/reporter/nickname', message: 'Neznáme pole.' });
  });

  it('server-owned meta fields', async () => {
    const error = await refused(() => api.update(id, { meta: { saved: { isCompleted: true } } }), 400, 'VALIDATION_FAILED');
    expect(error.details?.[0]?.path).toBe('/meta/saved');
  });

  it('over-long strings', async () => {
    const error = await refused(() => api.update(id, { incident: { description: 'slovo '.repeat(160) } }), 400, 'VALIDATION_FAILED');
    expect(error.details?.[0]?.path).toBe('/incident/description');
  });

  // PostgreSQL's text and jsonb cannot hold U+0000: once a 500 (found by tests/faults/fuzz.test.ts).
  // An update's texts lose it like any control character (DECISIONS D29, tests/api/free-text.test.ts).
  it('a NUL character in a JSON string or a query parameter', async () => {
    const inBody = await refused(
      () =>
        api.call({ method: 'POST', url: `/v1/incident-report/${id}/send-continue-link-email`, payload: { email: 'jan\u0000@example.sk' } }),
      400,
      'VALIDATION_FAILED',
    );
    expect(inBody.details).toEqual([{ path: '/email', message: expect.any(String) }]);
    const inQuery = await refused(
      () => api.call({ method: 'GET', url: '/v1/lookup/get-operator-data?operatorCode=SMP%00001&portal=SMP' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(inQuery.details).toEqual([{ path: '/query/operatorCode', message: expect.any(String) }]);
  });

  it('an invalid IBAN', async () => {
    const error = await refused(
      () => api.update(id, { incident: { bankAccount: { value: 'SK3112000000198742637542' } } }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details?.[0]?.path).toBe('/incident/bankAccount/value');
  });

  it('values the forms refuse are refused by the server with the same message, in the request’s language', async () => {
    const bad = {
      parties: { reporter: { email: 'jan@@example', phone: { prefix: '+421', number: '905 12' } } },
      incident: { date: '2999-01-01' },
    };
    const sk = await refused(() => api.update(id, bad), 400, 'VALIDATION_FAILED');
    expect(sk.details).toEqual(
      expect.arrayContaining([
        { path: '/parties/reporter/email', message: 'Zadajte, prosím, platnú e-mailovú adresu' },
        { path: '/parties/reporter/phone/number', message: 'Zadajte, prosím, platné číslo mobilného telefónu v tvare 9** *** ***' },
        { path: '/incident/date', message: 'Zadajte dátum v minulosti' },
      ]),
    );
    const en = await refused(
      () => api.call({ method: 'PATCH', url: `/v1/incident-report/${id}/update`, payload: bad, headers: { 'accept-language': 'en' } }),
      400,
      'VALIDATION_FAILED',
    );
    expect(en.details).toEqual(
      expect.arrayContaining([
        { path: '/parties/reporter/email', message: 'Please, enter valid email address' },
        { path: '/parties/reporter/phone/number', message: 'Please, enter valid mobile number format (9** *** ***)' },
        { path: '/incident/date', message: 'Enter a date in the past' },
      ]),
    );
  });

  it('a JSON body over 1 MB', async () => {
    await refused(() => api.update(id, { incident: { description: 'x'.repeat(1_100_000) } }), 413, 'BODY_TOO_LARGE');
  });

  it('a 16 MB upload', async () => {
    const big = Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(16 * 1024 * 1024)]);
    await refused(() => api.upload(id, 'velka.jpg', big), 413, 'FILE_TOO_LARGE');
  });

  it('an .exe renamed .jpg', async () => {
    await refused(() => api.upload(id, exeAsJpg.name, exeAsJpg.content), 415, 'UNSUPPORTED_FILE_TYPE');
  });

  it('a .rar that is no rar archive (text inside)', async () => {
    await refused(
      () => api.upload(id, 'archiv.rar', Buffer.from('Toto nie je archív, iba text.\n'.repeat(20))),
      415,
      'UNSUPPORTED_FILE_TYPE',
    );
  });

  it('a real PNG named .pdf', async () => {
    const png = acceptedSamples.find((sample) => sample.name === 'obrazok.png')!.content;
    await refused(() => api.upload(id, 'zapisnica.pdf', png), 415, 'FILE_NAME_MISMATCH');
  });

  it('an empty file', async () => {
    await refused(() => api.upload(id, 'prazdny.jpg', Buffer.alloc(0)), 400, 'EMPTY_FILE');
  });

  it('an upload without a file part', async () => {
    await refused(
      () =>
        api.call({
          method: 'POST',
          url: `/v1/incident-report/${id}/upload-attachment`,
          payload: '{}',
          headers: { 'content-type': 'application/json' },
        }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('an unknown report id, and an id that is not an id', async () => {
    await refused(() => api.call({ method: 'GET', url: '/v1/incident-report/AAAAAAAAAAAAAAAAAAAAAAAA/load' }), 404, 'NOT_FOUND');
    await refused(() => api.update('AAAAAAAAAAAAAAAAAAAAAAAA', { incident: {} }), 404, 'NOT_FOUND');
    await refused(() => api.call({ method: 'GET', url: '/v1/incident-report/..%2F..%2Fetc/load' }), 400, 'VALIDATION_FAILED');
  });

  it('an attachment id of another report', async () => {
    const other = await api.create();
    const upload = await api.upload(other, 'ina.jpg', jpeg);
    expect(upload.status).toBe(201);
    await refused(() => api.call({ method: 'GET', url: `/v1/incident-report/${id}/view-attachment/${upload.body.id}` }), 404, 'NOT_FOUND');
    await refused(() => api.update(id, { attachments: [{ id: upload.body.id }] }), 400, 'UNKNOWN_ATTACHMENT');
  });

  it('a path-traversal file name is stored under a generated name and served back harmlessly', async () => {
    const upload = await api.upload(id, '../../../etc/passwd.jpg', jpeg);
    expect(upload.status).toBe(201);
    expect(upload.body.clientName).toBe('passwd.jpg');
    const download = await api.call({ method: 'GET', url: `/v1/incident-report/${id}/view-attachment/${upload.body.id}` });
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="passwd\.jpg"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const row = await server.app.db
      .selectFrom('attachment')
      .select('storage_key')
      .where('id', '=', upload.body.id)
      .executeTakeFirstOrThrow();
    expect(row.storage_key).toMatch(/^[0-9a-f]{32}$/);
    // Keep the report as the other cases expect it: remove the extra attachment again.
    const first = (await api.load(id)).attachments[0]!;
    expect((await api.update(id, { attachments: [{ id: first.id }] })).status).toBe(200);
  });

  it('a verify call without a date', async () => {
    const error = await refused(
      () => api.call({ method: 'GET', url: '/v1/lookup/verify-license-plate?licensePlate=BA123AB' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details?.[0]?.path).toBe('/querystring/incidentDate');
  });

  it('a save of an incomplete report names what is missing', async () => {
    const error = await refused(() => api.save(id), 422, 'REPORT_INCOMPLETE');
    const paths = error.details?.map((detail) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['/incident/address', '/incident/description', '/incident/myVehicle/licensePlate']));
  });

  it('errors speak English when asked, Slovak otherwise', async () => {
    const sk = await api.call({ method: 'GET', url: '/v1/incident-report/AAAAAAAAAAAAAAAAAAAAAAAA/load' });
    const en = await api.call({
      method: 'GET',
      url: '/v1/incident-report/AAAAAAAAAAAAAAAAAAAAAAAA/load',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(sk.body.message).toBe('Hľadaný záznam neexistuje.');
    expect(en.body.message).toBe('Nothing was found with this id.');
  });
});
