import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MISSES_PER_WINDOW } from '../../server/http/miss-limiter.ts';
import { loadOpenApi } from '../../server/http/openapi.ts';
import { databaseModes } from '../support/databases.ts';
import { reportFigure, scale } from '../support/fault-scale.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { clientAddress, fullJourney, PERSON, randomReportId } from './api-support.ts';
import { operatorDataUrl, portalCreateBody, signedEntry } from '../support/portal-entries.ts';

// Rows "report id guessed" (ASVS 7.2.3, 11.5.1) and "id leaked" (ASVS 14.2.1, 16.2.5).
describe.each(databaseModes)('report ids and what leaks them (%s)', (mode) => {
  let server: TestServer;
  beforeAll(async () => {
    // The test server trusts 127.0.0.1 as its proxy, so every create can come from an address of
    // its own: the test measures the ids, not the create rate limit (tested in api-requests).
    server = await startTestServer(mode, { TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => server?.close());

  it(
    'ids carry at least 128 random bits, without collisions',
    async () => {
      const count = scale(1_000, 10_000);
      const ids: string[] = [];
      for (let start = 0; start < count; start += 20) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(20, count - start) }, (_, index) =>
            server.app.inject({
              method: 'POST',
              url: '/v1/incident-report/create',
              payload: { productCategory: 'MOTOR', context: 'WEB' },
              headers: { 'x-forwarded-for': clientAddress(start + index) },
            }),
          ),
        );
        for (const response of batch) {
          expect(response.statusCode).toBe(201);
          ids.push(response.json().id);
        }
      }
      for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const collisions = ids.length - new Set(ids).size;
      reportFigure(`report id collisions in ${count} creates`, collisions);
      expect(collisions).toBe(0);

      // Each of the 144 bit positions of a random id is 1 in half the ids; a counter, a time stamp
      // or a fixed prefix shows as positions far off 50 %. Unbiased = within 5 standard deviations.
      const bits = ids.map((id) => Buffer.from(id, 'base64url'));
      expect(bits.every((bytes) => bytes.length === 18)).toBe(true);
      const sigma = 0.5 / Math.sqrt(count);
      let unbiased = 0;
      for (let position = 0; position < 144; position++) {
        const ones = bits.filter((bytes) => (bytes[position >> 3]! >> (7 - (position & 7))) & 1).length;
        if (Math.abs(ones / count - 0.5) <= 5 * sigma) unbiased += 1;
      }
      // Consecutive ids of a random source differ in half their bits (72 of 144).
      let distance = 0;
      for (let index = 1; index < bits.length; index++) {
        for (let byte = 0; byte < 18; byte++) {
          let x = bits[index]![byte]! ^ bits[index - 1]![byte]!;
          while (x) {
            distance += x & 1;
            x >>= 1;
          }
        }
      }
      const meanDistance = distance / (bits.length - 1);
      reportFigure(`report id random bits (unbiased of 144, ${count} ids)`, unbiased);
      reportFigure('report id mean Hamming distance of consecutive ids (random: 72)', meanDistance.toFixed(2));
      expect(unbiased).toBeGreaterThanOrEqual(128);
      expect(Math.abs(meanDistance - 72)).toBeLessThan(2);
    },
    scale(60_000, 600_000),
  );

  it('1,000 random ids: no hit, one uniform 404, and misses are rate-limited per client', async () => {
    const { app } = server;
    const deleted = (
      await app.inject({
        method: 'POST',
        url: '/v1/incident-report/create',
        payload: { productCategory: 'MOTOR', context: 'WEB' },
        headers: { 'x-forwarded-for': '192.0.2.1' },
      })
    ).json().id;
    expect((await app.inject({ method: 'DELETE', url: `/v1/incident-report/${deleted}` })).statusCode).toBe(204);

    const bodies = new Set<string>();
    let hits = 0;
    const guesses = [deleted, ...Array.from({ length: 999 }, randomReportId)];
    for (let index = 0; index < guesses.length; index++) {
      const response = await app.inject({
        method: 'GET',
        url: `/v1/incident-report/${guesses[index]}/load`,
        headers: { 'x-forwarded-for': clientAddress(index, 172) },
      });
      if (response.statusCode === 200) hits += 1;
      expect(response.statusCode).toBe(404);
      bodies.add(`${response.headers['content-type']} ${response.body}`);
    }
    // Every other route taking a report id answers an unknown id with the very same 404.
    const id = randomReportId();
    const other = [
      { method: 'PATCH', url: `/v1/incident-report/${id}/update`, payload: { meta: { lastRoute: '/x' } } },
      { method: 'POST', url: `/v1/incident-report/${id}/save` },
      { method: 'DELETE', url: `/v1/incident-report/${id}` },
      { method: 'POST', url: `/v1/incident-report/${id}/send-continue-link-email`, payload: { email: 'a@example.sk' } },
      { method: 'POST', url: `/v1/incident-report/${id}/save-summary`, payload: { html: '<p>x</p>' } },
      { method: 'GET', url: `/v1/incident-report/${id}/summary.pdf` },
      { method: 'GET', url: `/v1/incident-report/${id}/view-attachment/${randomReportId()}` },
      { method: 'GET', url: `/v1/lookup/bank-accounts?reportId=${id}` },
    ] as const;
    for (const [index, request] of other.entries()) {
      const response = await app.inject({ ...request, headers: { 'x-forwarded-for': clientAddress(index, 173) } } as never);
      expect(response.statusCode, request.url).toBe(404);
      bodies.add(`${response.headers['content-type']} ${response.body}`);
    }
    reportFigure('hits among 1,000 guessed report ids', hits);
    reportFigure('distinct 404 answers for unknown report ids', bodies.size);
    expect(hits).toBe(0);
    expect(bodies.size).toBe(1);

    // One client guessing: after REPORT_MISSES_PER_WINDOW misses, 429 with Retry-After, even for
    // a real id; another client is not affected.
    const real = (
      await app.inject({
        method: 'POST',
        url: '/v1/incident-report/create',
        payload: { productCategory: 'MOTOR', context: 'WEB' },
        headers: { 'x-forwarded-for': '192.0.2.2' },
      })
    ).json().id;
    let misses = 0;
    let limited;
    for (let attempt = 0; attempt < REPORT_MISSES_PER_WINDOW + 10; attempt++) {
      const response = await app.inject({
        method: 'GET',
        url: `/v1/incident-report/${randomReportId()}/load`,
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      if (response.statusCode === 429) {
        limited = response;
        break;
      }
      expect(response.statusCode).toBe(404);
      misses += 1;
    }
    reportFigure('report-id misses one client gets before 429 (per 15 min)', misses);
    expect(misses).toBe(REPORT_MISSES_PER_WINDOW);
    expect(limited?.statusCode).toBe(429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await app.inject({ method: 'GET', url: `/v1/incident-report/${real}/load`, headers: { 'x-forwarded-for': '198.51.100.7' } }))
        .statusCode,
    ).toBe(429);
    expect(
      (await app.inject({ method: 'GET', url: `/v1/incident-report/${real}/load`, headers: { 'x-forwarded-for': '198.51.100.8' } }))
        .statusCode,
    ).toBe(200);
  });

  it('no raw report id or personal data in any log line after a full journey, its e-mails and a failing mail server', async () => {
    // A mail server that refuses every recipient: nodemailer's error then names the address.
    const smtp = net.createServer((socket) => {
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (data) => {
        for (const line of data.toString().split('\r\n').filter(Boolean)) {
          if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
          else if (/^MAIL FROM/i.test(line)) socket.write('250 ok\r\n');
          else if (/^RCPT TO/i.test(line)) socket.write(`550 5.1.1 ${line.slice(8)}: recipient rejected\r\n`);
          else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.address() as net.AddressInfo).port;
    const logged = await startTestServer(mode, {}, { captureLogs: true });
    const failing = await startTestServer(mode, { SMTP_URL: `smtp://127.0.0.1:${port}` }, { captureLogs: true });
    try {
      const ids: string[] = [];
      for (const target of [logged, failing]) {
        const { app } = target;
        const { id, attachmentId } = await fullJourney(app, { save: false });
        ids.push(id, attachmentId);
        const requests = [
          { method: 'GET', url: `/v1/incident-report/${id}/load` },
          { method: 'GET', url: `/v1/incident-report/${id}/view-attachment/${attachmentId}` },
          { method: 'GET', url: `/v1/lookup/bank-accounts?reportId=${id}` },
          { method: 'GET', url: `/motor/?id=${id}` },
          { method: 'POST', url: `/v1/incident-report/${id}/send-continue-link-email`, payload: { email: PERSON.email } },
          {
            method: 'PATCH',
            url: `/v1/incident-report/${id}/update`,
            payload: { parties: { reporter: { email: `${PERSON.firstName}@invalid` } } },
          },
          {
            method: 'POST',
            url: `/v1/incident-report/${id}/save-summary`,
            payload: { html: `<p>${PERSON.firstName} ${PERSON.lastName}</p>` },
          },
        ];
        // The save (claims, the completion e-mail with its PDF) on the working mail server only:
        // rendering a PDF takes seconds, and the failing server's refusal is logged by the link.
        if (target === logged) requests.push({ method: 'POST', url: `/v1/incident-report/${id}/save` });
        for (const request of requests) await app.inject(request as never);
      }
      await logged.app.afterResponseSettled();
      const lines = [...logged.logLines, ...failing.logLines];
      // The failing mail server was reached and its refusal logged.
      expect(failing.logLines.some((line) => line.includes('"level":50'))).toBe(true);
      const secrets = [
        ...ids,
        PERSON.firstName,
        PERSON.lastName,
        PERSON.aggrievedFirst,
        PERSON.aggrievedLast,
        PERSON.email,
        PERSON.phone,
        PERSON.phone.replace(/ /g, ''),
        PERSON.iban,
        PERSON.iban.replace(/(.{4})/g, '$1 ').trim(),
        PERSON.birthNumber,
        PERSON.birthNumber.replace('/', ''),
      ];
      const leaking = lines.filter((line) => secrets.some((secret) => line.includes(secret)));
      reportFigure(`log lines with a raw report id or personal data (of ${lines.length})`, leaking.length);
      expect(lines.length).toBeGreaterThan(20);
      expect(leaking).toEqual([]);
    } finally {
      await logged.close();
      await failing.close();
      smtp.close();
    }
  }, 120_000);
});

// The request log kept a portal entry's ecv, poistenie and sig, and an attachment
// download link's signature, at every level.
describe.each(databaseModes)('what the log keeps of signed and personal URLs (%s)', (mode) => {
  it('a journey through a portal entry and an attachment download leaves none of their signed or personal values in the log', async () => {
    const server = await startTestServer(mode, { PUBLIC_URL: 'https://skody.poistovna.example.sk' }, { captureLogs: true });
    try {
      const { app } = server;
      const entry = signedEntry('portal=SMP&code=SMP001&cislopz=4010000077&poistenie=hav&ecv=BL777GG');
      const parameters = new URLSearchParams(entry);
      // The page of the entry (with an e-mail a partner appended, raw and percent-encoded), the
      // operator look-up and the report it starts.
      for (const url of [`/motor/?${entry}&ref=${PERSON.email}`, `/motor/?${entry}&ref=${encodeURIComponent(PERSON.email)}`]) {
        await app.inject({ method: 'GET', url });
      }
      expect((await app.inject({ method: 'GET', url: operatorDataUrl(`?${entry}`) })).statusCode).toBe(200);
      const created = await app.inject({
        method: 'POST',
        url: '/v1/incident-report/create',
        payload: await portalCreateBody(app, `?${entry}`),
      });
      expect(created.statusCode, created.body).toBe(201);

      // The core system downloads an attachment through the signed link of the claim XML.
      const { id } = await fullJourney(app);
      const { payload } = await app.db.selectFrom('outbox_message').select('payload').where('report_id', '=', id).executeTakeFirstOrThrow();
      const link = new URL(/<downloadUrl>([^<]+)<\/downloadUrl>/.exec(payload)![1]!.replace(/&amp;/g, '&'));
      const download = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(download.statusCode).toBe(200);
      await app.afterResponseSettled();

      const secrets = [
        ...['code', 'cislopz', 'poistenie', 'ecv', 'exp', 'sig'].map((name) => `${name}=${parameters.get(name)}`),
        parameters.get('sig')!,
        parameters.get('cislopz')!,
        parameters.get('ecv')!,
        `expires=${link.searchParams.get('expires')}`,
        link.searchParams.get('signature')!,
        PERSON.email,
        encodeURIComponent(PERSON.email),
      ];
      const lines = server.logLines;
      const requestLines = lines.filter((line) => line.includes('"url":"/motor/') || line.includes('/attachment-download/'));
      expect(requestLines.length, 'the entry and the download were logged').toBeGreaterThanOrEqual(3);
      const leaking = secrets.filter((secret) => lines.some((line) => line.includes(secret)));
      reportFigure(`signed or personal URL values in the log (${mode}, of ${secrets.length})`, leaking.length);
      expect(leaking).toEqual([]);
      // What a reader of the log still needs: which route, which portal.
      expect(requestLines.some((line) => line.includes('"url":"/motor/?code=…&cislopz=…&ecv=…&poistenie=…&portal=SMP&exp=…&sig=…'))).toBe(
        true,
      );
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('Referrer-Policy: no-referrer on every route', () => {
  let server: TestServer;
  beforeAll(async () => {
    const webDir = path.join(os.tmpdir(), `motor-web-${process.pid}-${Date.now()}`);
    await mkdir(path.join(webDir, 'assets'), { recursive: true });
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>x</title>');
    await writeFile(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
    server = await startTestServer(databaseModes[0]!, { WEB_DIR: webDir });
  });
  afterAll(() => server?.close());

  it('every operation of openapi.yaml, the pages, assets, redirects and errors', async () => {
    const { app } = server;
    const { id, attachmentId } = await fullJourney(app, { save: false });
    const values: Record<string, string> = { id, attachmentId };
    const query: Record<string, string> = {
      reportId: id,
      licensePlate: 'BA111AA',
      incidentDate: '2026-05-10',
      policyType: 'CASCO',
      policyId: '4010000011',
      operatorCode: 'SMP001',
      portal: 'SMP',
      q: 'Žilina',
      lat: '49.22',
      lon: '18.74',
      scopes: '1',
    };
    const spec = loadOpenApi() as { paths: Record<string, Record<string, { parameters?: Array<{ name?: string; in?: string }> }>> };
    const urls: Array<{ method: string; url: string; payload?: unknown }> = [];
    for (const [pathTemplate, item] of Object.entries(spec.paths)) {
      for (const method of Object.keys(item)) {
        // The save and delete come last: they change the report the others use.
        const url = pathTemplate.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
        const names = Object.keys(query).filter((name) => JSON.stringify(item[method]).includes(`"name":"${name}"`));
        const search = names.length ? `?${names.map((name) => `${name}=${encodeURIComponent(query[name]!)}`).join('&')}` : '';
        urls.push({ method: method.toUpperCase(), url: url + search });
      }
    }
    urls.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    urls.push(
      { method: 'GET', url: '/' },
      { method: 'GET', url: '/motor' },
      { method: 'GET', url: '/motor/' },
      { method: 'GET', url: `/motor/summary?id=${id}` },
      { method: 'GET', url: '/motor/assets/app.js' },
      { method: 'GET', url: '/motor/assets/missing.js' },
      { method: 'GET', url: '/v1/nothing-here' },
      { method: 'PATCH', url: `/v1/incident-report/${randomReportId()}/update`, payload: '{' },
      { method: 'OPTIONS', url: '/v1/incident-report/create' },
    );
    const statuses = new Set<number>();
    let without = 0;
    for (const request of urls) {
      const headers: Record<string, string> = request.method === 'GET' ? {} : { 'content-type': 'application/json' };
      const response = await app.inject({
        method: request.method as never,
        url: request.url,
        headers,
        ...(request.method === 'GET' || request.method === 'OPTIONS' || request.method === 'DELETE'
          ? {}
          : { payload: (request.payload as string) ?? '{}' }),
      });
      statuses.add(response.statusCode);
      if (response.headers['referrer-policy'] !== 'no-referrer') without += 1;
      expect(response.headers['referrer-policy'], `${request.method} ${request.url}`).toBe('no-referrer');
    }
    // A 413, a 415 and a 429 too.
    const big = await app.inject({
      method: 'PATCH',
      url: `/v1/incident-report/${id}/update`,
      payload: 'x'.repeat(1024 * 1024 + 1),
      headers: { 'content-type': 'application/json' },
    });
    const text = await app.inject({
      method: 'PATCH',
      url: `/v1/incident-report/${id}/update`,
      payload: '{}',
      headers: { 'content-type': 'text/plain' },
    });
    let flood;
    for (let index = 0; index < 40 && flood?.statusCode !== 429; index++) {
      flood = await app.inject({
        method: 'POST',
        url: '/v1/incident-report/create',
        payload: { productCategory: 'MOTOR', context: 'WEB' },
      });
    }
    for (const response of [big, text, flood!]) {
      statuses.add(response.statusCode);
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
    expect([...statuses]).toEqual(expect.arrayContaining([200, 302, 400, 404, 413, 415, 429]));
    reportFigure(
      `responses without Referrer-Policy: no-referrer (of ${urls.length + 3}, statuses ${[...statuses].sort().join(' ')})`,
      without,
    );
    expect(without).toBe(0);
  });
});
