import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_BYTES_PER_REPORT, MAX_ATTACHMENTS_PER_REPORT } from '../../src/domain/attachments.ts';
import { MAX_DAMAGED_OBJECTS_PER_REPORT } from '../../src/domain/damaged-objects.ts';
import {
  CONTINUE_LINKS_PER_RECIPIENT_PER_HOUR,
  CONTINUE_LINKS_PER_REPORT_PER_DAY,
  UPDATES_PER_CLIENT_PER_MINUTE,
  UPDATES_PER_REPORT_PER_MINUTE,
} from '../../src/domain/request-limits.ts';
import { apiClient, clientAddress, snapshot } from '../support/api.ts';
import { databaseModes } from '../support/databases.ts';
import { reportFigure } from '../support/fault-scale.ts';
import { readMails } from '../support/mail.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/**
 * Each limit at its edge: the last use allowed and the next refused with a clear, localised
 * answer. The numbers are written out here and the constants checked against them, so that a
 * change of either is seen.
 */

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d8a0f50000000049454e44ae426082',
  'hex',
);
const MB = 1024 * 1024;
/** A JPEG of `bytes` bytes: a real one's start, padded (the content check reads the start). */
const jpegOf = (bytes: number) =>
  Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex'), Buffer.alloc(bytes - 22, 0x20)]);

const mail = (app: TestServer['app'], id: string, email: string, client: string, locale?: string) =>
  app.inject({
    method: 'POST',
    url: `/v1/incident-report/${id}/send-continue-link-email`,
    payload: { email },
    remoteAddress: client,
    headers: locale ? { 'accept-language': locale } : {},
  });

const mailsTo = async (server: TestServer, address: string) =>
  (await readMails(server.dataDir)).filter((item) => item.to.toLowerCase() === address.toLowerCase()).length;

it('the limits are the numbers the product promises', () => {
  expect({
    CONTINUE_LINKS_PER_RECIPIENT_PER_HOUR,
    CONTINUE_LINKS_PER_REPORT_PER_DAY,
    UPDATES_PER_REPORT_PER_MINUTE,
    UPDATES_PER_CLIENT_PER_MINUTE,
    MAX_ATTACHMENTS_PER_REPORT,
    MAX_ATTACHMENT_BYTES_PER_REPORT,
    MAX_DAMAGED_OBJECTS_PER_REPORT,
  }).toEqual({
    CONTINUE_LINKS_PER_RECIPIENT_PER_HOUR: 3,
    CONTINUE_LINKS_PER_REPORT_PER_DAY: 5,
    UPDATES_PER_REPORT_PER_MINUTE: 120,
    UPDATES_PER_CLIENT_PER_MINUTE: 300,
    MAX_ATTACHMENTS_PER_REPORT: 30,
    MAX_ATTACHMENT_BYTES_PER_REPORT: 150 * MB,
    MAX_DAMAGED_OBJECTS_PER_REPORT: 20,
  });
});

it('UPDATES_PER_REPORT_PER_MINUTE sets the per-report limit (a load test raises it); a bad value is a configuration error', async () => {
  expect(loadConfig({}).updatesPerReportPerMinute).toBe(UPDATES_PER_REPORT_PER_MINUTE);
  expect(() => loadConfig({ UPDATES_PER_REPORT_PER_MINUTE: '0' })).toThrow(ConfigError);
  const server = await startTestServer(databaseModes[0]!, { UPDATES_PER_REPORT_PER_MINUTE: '5' });
  try {
    const api = apiClient(server.app);
    const id = await api.create();
    const statuses = [];
    for (let index = 0; index < 6; index += 1) statuses.push((await api.update(id, { meta: { lastRoute: '/incident-details' } })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  } finally {
    await server.close();
  }
}, 90_000);

describe.each(databaseModes)('limits (%s)', (mode) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(mode);
  });
  afterAll(() => server?.close());

  // Finding 5: "from 2 client addresses one victim got 20 insurer-branded e-mails in a minute".
  it('continue-link e-mails to one address: 3 an hour whatever the report, the client or the letter case; the 4th is 429 EMAIL_LIMIT_REACHED', async () => {
    const { app } = server;
    const api = apiClient(app);
    const reports: string[] = [];
    for (let index = 0; index < 10; index += 1) reports.push(await api.create());
    const victim = 'victim@example.sk';
    const spellings = [victim, 'Victim@Example.SK', 'VICTIM@EXAMPLE.SK'];
    // The repro: 2 client addresses, each within its 10 a minute, each e-mail from another report.
    const answers = [];
    for (let index = 0; index < 20; index += 1) {
      answers.push(await mail(app, reports[index % 10]!, spellings[index % 3]!, clientAddress(index % 2, 30)));
    }
    const statuses = answers.map((answer) => answer.statusCode);
    const delivered = await mailsTo(server, victim);
    reportFigure('continue-link e-mails to one address from 2 client addresses in a minute (was 20)', delivered);
    expect(statuses.slice(0, CONTINUE_LINKS_PER_RECIPIENT_PER_HOUR)).toEqual([202, 202, 202]);
    expect(new Set(statuses.slice(CONTINUE_LINKS_PER_RECIPIENT_PER_HOUR))).toEqual(new Set([429]));
    expect(delivered).toBe(3);
    const refused = answers[CONTINUE_LINKS_PER_RECIPIENT_PER_HOUR]!;
    expect(refused.json()).toEqual({
      code: 'EMAIL_LIMIT_REACHED',
      message: expect.stringContaining('Odkaz na pokračovanie sme už poslali. Pozrite si, prosím, svoju e-mailovú schránku'),
    });
    // About an hour from the first e-mail, not a minute.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    const english = await mail(app, reports[0]!, victim, '192.0.2.31', 'en');
    expect(english.statusCode).toBe(429);
    expect(english.json().message).toMatch(/^The continue link has already been sent\. Please check your inbox/);
    // Another address is not affected.
    expect((await mail(app, reports[0]!, 'someone.else@example.sk', '192.0.2.32')).statusCode).toBe(202);
  });

  it('continue-link e-mails of one report: 5 a day to different addresses; the 6th is 429 and spends nothing of its recipient', async () => {
    const { app } = server;
    const api = apiClient(app);
    const id = await api.create();
    for (let index = 1; index <= CONTINUE_LINKS_PER_REPORT_PER_DAY; index += 1) {
      expect((await mail(app, id, `person${index}@example.sk`, clientAddress(index, 40))).statusCode).toBe(202);
    }
    const sixth = await mail(app, id, 'person6@example.sk', clientAddress(6, 40));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('EMAIL_LIMIT_REACHED');
    // About a day from the first: it has not left the window.
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await mailsTo(server, 'person6@example.sk')).toBe(0);
    // The refusal took none of person6's three: three e-mails from other reports still reach them.
    for (let index = 0; index < CONTINUE_LINKS_PER_RECIPIENT_PER_HOUR; index += 1) {
      expect((await mail(app, await api.create(), 'person6@example.sk', clientAddress(7 + index, 40))).statusCode).toBe(202);
    }
    expect(await mailsTo(server, 'person6@example.sk')).toBe(3);
  });

  // Finding 1: "Eight plates tried in 141 ms ... nothing limits updates".
  it('update: 120 a minute per report (from any address), the 121st is 429 TOO_MANY_REQUESTS, localised', async () => {
    const { app } = server;
    const id = await apiClient(app).create();
    const update = (index: number, locale = 'sk') =>
      app.inject({
        method: 'PATCH',
        url: `/v1/incident-report/${id}/update`,
        payload: { meta: { lastRoute: '/incident-details' } },
        // Each from another address: the per-client limit is not what refuses.
        remoteAddress: clientAddress(index, 50),
        headers: { 'accept-language': locale },
      });
    let passed = 0;
    for (let index = 0; index < UPDATES_PER_REPORT_PER_MINUTE; index += 1) {
      const answer = await update(index);
      expect(answer.statusCode, answer.body).toBe(200);
      passed += 1;
    }
    const next = await update(UPDATES_PER_REPORT_PER_MINUTE);
    reportFigure('updates of one report from rotating addresses accepted in a minute (was unlimited)', passed);
    expect(next.statusCode).toBe(429);
    expect(next.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Príliš veľa požiadaviek. Skúste to, prosím, o chvíľu.' });
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
    const english = await update(UPDATES_PER_REPORT_PER_MINUTE + 1, 'en');
    expect(english.json().message).toBe('Too many requests. Please try again in a moment.');
    // Another report is not affected.
    const other = await apiClient(app).create();
    expect((await apiClient(app).update(other, { meta: { lastRoute: '/incident-details' } })).status).toBe(200);
  });

  it('update: 300 a minute per client address (across reports), the 301st is 429', async () => {
    const { app } = server;
    const api = apiClient(app);
    const reports = [await api.create(), await api.create(), await api.create()];
    const client = '192.0.2.77';
    const update = (index: number) =>
      app.inject({
        method: 'PATCH',
        url: `/v1/incident-report/${reports[index % 3]}/update`,
        payload: { meta: { lastRoute: '/incident-details' } },
        remoteAddress: client,
      });
    for (let index = 0; index < UPDATES_PER_CLIENT_PER_MINUTE; index += 1) {
      const answer = await update(index);
      expect(answer.statusCode, `update ${index + 1}: ${answer.body}`).toBe(200);
    }
    const next = await update(UPDATES_PER_CLIENT_PER_MINUTE);
    expect(next.statusCode).toBe(429);
    expect(next.json().code).toBe('TOO_MANY_REQUESTS');
    // Another client updating the same reports is not affected.
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/v1/incident-report/${reports[0]}/update`,
          payload: { meta: { lastRoute: '/incident-details' } },
          remoteAddress: '192.0.2.78',
        })
      ).statusCode,
    ).toBe(200);
  }, 120_000);

  // Finding 8: "about 900 MB of uploads a minute per client address, kept 30 days".
  it('uploads: 30 files per report, the 31st is 409 TOO_MANY_ATTACHMENTS naming 30; a removed one makes room', async () => {
    const { app } = server;
    const api = apiClient(app);
    const id = await api.create();
    const ids: string[] = [];
    for (let index = 1; index <= 30; index += 1) {
      const answer = await api.upload(id, `fotka-${index}.png`, PNG);
      expect(answer.status, `file ${index}`).toBe(201);
      ids.push(answer.body.id);
    }
    const next = await api.upload(id, 'fotka-31.png', PNG);
    expect(next.status).toBe(409);
    expect(next.body).toEqual({ code: 'TOO_MANY_ATTACHMENTS', message: 'K hláseniu je možné priložiť najviac 30 súborov.' });
    // Removed by an update (the browser's remove, then Continue): it no longer counts.
    expect((await api.update(id, { attachments: ids.slice(1).map((attachmentId) => ({ id: attachmentId })) })).status).toBe(200);
    expect((await api.upload(id, 'fotka-31.png', PNG)).status).toBe(201);
    expect((await api.upload(id, 'fotka-32.png', PNG)).status).toBe(409);
  }, 120_000);

  it('uploads: 150 MB per report; a file that would pass it is 409 ATTACHMENT_QUOTA_REACHED naming 150 MB, nothing kept', async () => {
    const { app } = server;
    const api = apiClient(app);
    const id = await api.create();
    const big = jpegOf(MAX_ATTACHMENT_BYTES);
    for (let index = 1; index <= 9; index += 1) expect((await api.upload(id, `velka-${index}.jpg`, big)).status).toBe(201);
    expect((await api.upload(id, 'velka-10.jpg', jpegOf(MAX_ATTACHMENT_BYTES - 1024))).status).toBe(201);
    // 1 KB short of 150 MB: 2 KB does not fit, 1 KB does (the report is then exactly full).
    const before = await snapshot(app, id, server.dataDir);
    const over = await api.upload(id, 'mala.jpg', jpegOf(2048));
    expect(over.status).toBe(409);
    expect(over.body).toEqual({
      code: 'ATTACHMENT_QUOTA_REACHED',
      message: 'Prílohy jedného hlásenia môžu mať spolu najviac 150 MB. Tento súbor sa k nim už nezmestí.',
    });
    const after = await snapshot(app, id, server.dataDir);
    expect(after.attachments).toEqual(before.attachments);
    expect(after.files).toEqual(before.files);
    expect((await api.upload(id, 'mala.jpg', jpegOf(1024))).status).toBe(201);
    const full = await app.inject({
      method: 'POST',
      url: `/v1/incident-report/${id}/upload-attachment`,
      payload: Buffer.from(
        `--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${PNG.toString('latin1')}\r\n--b--\r\n`,
        'latin1',
      ),
      headers: { 'content-type': 'multipart/form-data; boundary=b', 'accept-language': 'en' },
    });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      code: 'ATTACHMENT_QUOTA_REACHED',
      message: 'The attachments of one report can take at most 150 MB in all. This file does not fit any more.',
    });
    const stored = await app.db
      .selectFrom('attachment')
      .select((eb) => eb.fn.sum<number>('size').as('bytes'))
      .where('report_id', '=', id)
      .executeTakeFirstOrThrow();
    reportFigure('bytes stored for one report (was unlimited)', `${Number(stored.bytes)} of ${MAX_ATTACHMENT_BYTES_PER_REPORT}`);
    expect(Number(stored.bytes)).toBe(150 * MB);
  }, 180_000);

  // Finding 8: "one report can create 61 claims".
  it('damaged objects: 20 per report; the update adding the 21st is 400 TOO_MANY_DAMAGED_OBJECTS naming it, nothing stored', async () => {
    const { app } = server;
    const api = apiClient(app);
    const id = await api.create();
    const vehicles = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ hasLicensePlate: true, licensePlate: `BA${String(100 + index)}XY` }));
    // My vehicle (object 1) and 19 other damaged vehicles (object 2): 20 claims.
    const twenty = await api.update(id, {
      incident: { scopesOfDamage: [{ objectId: 1 }, { objectId: 2 }], otherDamage: ['VEHICLE', 'PROPERTY'], damagedVehicles: vehicles(19) },
    });
    expect(twenty.status, JSON.stringify(twenty.body)).toBe(200);
    const before = await snapshot(app, id, server.dataDir);
    const more = await api.update(id, { incident: { damagedProperties: [{ description: 'Plot pri ceste.' }] } });
    expect(more.status).toBe(400);
    const message = 'Jedno hlásenie môže mať najviac 20 poškodených vozidiel, vecí a osôb (škôd). Ďalšie nám opíšte v doplňujúcom popise.';
    expect(more.body).toEqual({ code: 'TOO_MANY_DAMAGED_OBJECTS', message, details: [{ path: '/incident/damagedProperties/0', message }] });
    expect((await snapshot(app, id, server.dataDir)).report).toEqual(before.report);
    // The same through the vehicles' list, in English.
    const english = await api.call({
      method: 'PATCH',
      url: `/v1/incident-report/${id}/update`,
      payload: { incident: { damagedVehicles: vehicles(20) } },
      headers: { 'accept-language': 'en' },
    });
    expect(english.status).toBe(400);
    expect(english.body.details).toEqual([
      { path: '/incident/damagedVehicles/19', message: expect.stringContaining('at most 20 damaged vehicles, properties and persons') },
    ]);
    // One vehicle fewer, and the property fits.
    expect(
      (await api.update(id, { incident: { damagedVehicles: vehicles(18), damagedProperties: [{ description: 'Plot pri ceste.' }] } }))
        .status,
    ).toBe(200);
  });
});
