import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApi } from '../../server/http/openapi.ts';
import { apiClient, snapshot } from '../support/api.ts';
import { databaseModes } from '../support/databases.ts';
import { readMails } from '../support/mail.ts';
import { reportFigure } from '../support/fault-scale.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { clientAddress, fullJourney, PNG } from './api-support.ts';

const mails = async (server: TestServer) => (await readMails(server.dataDir)).length;

describe.each(databaseModes)('access to a report (%s)', (mode) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(mode, { TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => server?.close());

  // "continue-link e-mail abuse" (ASVS 2.4.1).
  it('20 continue-link e-mails for one report at once: 3 go out, then 429; malformed addresses 400', async () => {
    const { app } = server;
    const api = apiClient(app);
    const id = await api.create();
    const before = await mails(server);
    // Each from another address, all at once: the per-report limit holds whatever the client.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        app.inject({
          method: 'POST',
          url: `/v1/incident-report/${id}/send-continue-link-email`,
          payload: { email: 'reporter@example.sk' },
          headers: { 'x-forwarded-for': clientAddress(index, 20) },
        }),
      ),
    );
    const sent = answers.filter((answer) => answer.statusCode === 202).length;
    const written = (await mails(server)) - before;
    reportFigure('continue-link e-mails sent for one report in 20 simultaneous attempts', `${sent} (files ${written})`);
    expect(sent).toBe(3);
    expect(written).toBe(3);
    for (const answer of answers.filter((item) => item.statusCode !== 202)) {
      expect(answer.statusCode).toBe(429);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(3000);
    }

    const fresh = await api.create();
    const malformed = [
      'reporter@example.sk\r\nBcc: victim@evil.example',
      'reporter@example.sk\nvictim@evil.example',
      'reporter@example.sk, victim@evil.example',
      'reporter@example.sk;victim@evil.example',
      'Reporter <reporter@example.sk>',
      'reporter@example.sk victim@evil.example',
      'reporter',
    ];
    let refused = 0;
    for (const [index, email] of malformed.entries()) {
      const answer = await app.inject({
        method: 'POST',
        url: `/v1/incident-report/${fresh}/send-continue-link-email`,
        payload: { email },
        headers: { 'x-forwarded-for': clientAddress(index, 21) },
      });
      if (answer.statusCode === 400) refused += 1;
    }
    reportFigure('malformed or multiple addresses refused with 400', `${refused} of ${malformed.length}`);
    expect(refused).toBe(malformed.length);
    expect((await mails(server)) - before).toBe(3);
    // A refused address does not spend one of the report's e-mails (reporter@example.sk had its
    // three of the hour above, so another address).
    const after = await app.inject({
      method: 'POST',
      url: `/v1/incident-report/${fresh}/send-continue-link-email`,
      payload: { email: 'reporter2@example.sk' },
      headers: { 'x-forwarded-for': '192.0.2.50' },
    });
    expect(after.statusCode).toBe(202);
  });

  // "cross-report access" (ASVS 8.2.2).
  it("every {id}/…/{attachmentId} route with another report's ids: 0 successes", async () => {
    const { app } = server;
    const a = await fullJourney(app, { save: false, headers: { 'x-forwarded-for': '192.0.2.60' } });
    const b = await fullJourney(app, { save: false, headers: { 'x-forwarded-for': '192.0.2.61' } });
    const spec = loadOpenApi() as { paths: Record<string, Record<string, unknown>> };
    const templates = Object.entries(spec.paths).filter(([template]) => template.includes('{id}') && template.includes('{attachmentId}'));
    expect(templates.length).toBeGreaterThan(0);
    let attempts = 0;
    let successes = 0;
    for (const [template, item] of templates) {
      for (const method of Object.keys(item)) {
        for (const [owner, other] of [
          [a, b],
          [b, a],
        ] as const) {
          const url = template.replace('{id}', owner.id).replace('{attachmentId}', other.attachmentId);
          const answer = await app.inject({ method: method.toUpperCase() as never, url, headers: { 'x-forwarded-for': '192.0.2.62' } });
          attempts += 1;
          if (answer.statusCode < 400) successes += 1;
          expect(answer.statusCode).toBe(404);
          expect(answer.json().code).toBe('NOT_FOUND');
        }
      }
    }
    // An update naming another report's attachment neither takes nor deletes it.
    const before = await snapshot(app, b.id, server.dataDir);
    const update = await apiClient(app).update(a.id, { attachments: [{ id: a.attachmentId }, { id: b.attachmentId }] });
    attempts += 1;
    if (update.status < 400) successes += 1;
    expect(update.status).toBe(400);
    expect((await snapshot(app, b.id, server.dataDir)).attachments).toEqual(before.attachments);
    reportFigure("requests with another report's attachment id that succeeded", `${successes} of ${attempts}`);
    expect(successes).toBe(0);
  });

  // "writes after save" (ASVS 2.3.1).
  it('update, upload, delete, save-summary and e-mail after save: 409, the stored report unchanged', async () => {
    const { app } = server;
    const { id, attachmentId } = await fullJourney(app, { headers: { 'x-forwarded-for': '192.0.2.70' } });
    // DECISIONS: one archive copy of the summary may follow the save; a second may not.
    expect(
      (await app.inject({ method: 'POST', url: `/v1/incident-report/${id}/save-summary`, payload: { html: '<p>archive</p>' } })).statusCode,
    ).toBe(204);
    const before = await snapshot(app, id, server.dataDir);
    const boundary = 'x-boundary';
    const writes = [
      {
        method: 'PATCH',
        url: `/v1/incident-report/${id}/update`,
        payload: { incident: { description: 'Zmenený opis po uložení hlásenia, ktorý sa nesmie uložiť.' } },
      },
      { method: 'PATCH', url: `/v1/incident-report/${id}/update`, payload: { attachments: [] } },
      {
        method: 'POST',
        url: `/v1/incident-report/${id}/upload-attachment`,
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
          PNG,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      },
      { method: 'DELETE', url: `/v1/incident-report/${id}` },
      { method: 'POST', url: `/v1/incident-report/${id}/save-summary`, payload: { html: '<p>forged</p>' } },
      { method: 'POST', url: `/v1/incident-report/${id}/send-continue-link-email`, payload: { email: 'reporter@example.sk' } },
    ];
    let conflicts = 0;
    for (const write of writes) {
      const answer = await app.inject(write as never);
      if (answer.statusCode === 409) conflicts += 1;
      expect(answer.statusCode, write.url).toBe(409);
      expect(answer.json().code).toBe('REPORT_COMPLETED');
    }
    const after = await snapshot(app, id, server.dataDir);
    reportFigure('writes after save answered 409', `${conflicts} of ${writes.length}`);
    expect(after).toEqual(before);
    expect(after.report?.summary_html).toBe('<p>archive</p>');
    expect((await app.inject({ method: 'GET', url: `/v1/incident-report/${id}/view-attachment/${attachmentId}` })).statusCode).toBe(200);
  });
});
