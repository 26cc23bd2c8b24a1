import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../../server/server-options.ts';
import { loadOpenApi } from '../../server/http/openapi.ts';
import { apiClient, snapshot } from '../support/api.ts';
import { databaseModes } from '../support/databases.ts';
import { reportFigure } from '../support/fault-scale.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { clientAddress, PNG } from './api-support.ts';

const CREATE = { productCategory: 'MOTOR', context: 'WEB' };
const multipart = (name: string, fileName: string | undefined, content: Buffer) => {
  const boundary = 'sec-boundary';
  const disposition = `form-data; name="${name}"${fileName ? `; filename="${fileName}"` : ''}`;
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/octet-stream\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

describe.each(databaseModes)('hostile requests (%s)', (mode) => {
  let server: TestServer;
  let id: string;
  beforeAll(async () => {
    server = await startTestServer(mode);
    id = await apiClient(server.app).create();
    expect((await apiClient(server.app).update(id, { incident: { scopesOfDamage: [{ objectId: 1 }] } })).status).toBe(200);
  });
  afterAll(() => server?.close());

  // "prototype pollution" (ASVS 15.3.5).
  it('__proto__ and constructor in JSON and multipart field names: 400, Object.prototype untouched', async () => {
    const { app } = server;
    const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();
    const before = await snapshot(app, id, server.dataDir);
    const json = [
      ['update', `/v1/incident-report/${id}/update`, 'PATCH', '{"__proto__":{"polluted":true}}'],
      ['update', `/v1/incident-report/${id}/update`, 'PATCH', '{"incident":{"__proto__":{"polluted":true}}}'],
      ['update', `/v1/incident-report/${id}/update`, 'PATCH', '{"incident":{"specificAnswers":{"__proto__":{"polluted":true}}}}'],
      ['update', `/v1/incident-report/${id}/update`, 'PATCH', '{"parties":{"reporter":{"\\u005f_proto__":{"polluted":true}}}}'],
      ['update', `/v1/incident-report/${id}/update`, 'PATCH', '{"attachments":[{"__proto__":{"polluted":true}}]}'],
      ['update', `/v1/incident-report/${id}/update`, 'PATCH', '{"constructor":{"prototype":{"polluted":true}}}'],
      ['update', `/v1/incident-report/${id}/update`, 'PATCH', '{"incident":{"myVehicle":{"constructor":{"prototype":{"polluted":true}}}}}'],
      ['update', `/v1/incident-report/${id}/update`, 'PATCH', '{"incident":{"constructor":{"polluted":true}}}'],
      ['create', '/v1/incident-report/create', 'POST', '{"productCategory":"MOTOR","context":"WEB","__proto__":{"polluted":true}}'],
      [
        'mail',
        `/v1/incident-report/${id}/send-continue-link-email`,
        'POST',
        '{"email":"a@example.sk","constructor":{"prototype":{"polluted":true}}}',
      ],
      ['summary', `/v1/incident-report/${id}/save-summary`, 'POST', '{"html":"<p>x</p>","__proto__":{"polluted":true}}'],
    ] as const;
    let refused = 0;
    for (const [, url, method, payload] of json) {
      const answer = await app.inject({ method, url, payload, headers: { 'content-type': 'application/json' } });
      if (answer.statusCode === 400) refused += 1;
      expect(answer.statusCode, payload).toBe(400);
    }
    const fields = [
      multipart('__proto__', 'a.png', PNG),
      multipart('constructor', 'a.png', PNG),
      multipart('__proto__', undefined, Buffer.from('{"polluted":true}')),
      multipart('constructor', undefined, Buffer.from('x')),
      multipart('prototype', 'a.png', PNG),
    ];
    for (const request of fields) {
      const answer = await app.inject({ method: 'POST', url: `/v1/incident-report/${id}/upload-attachment`, ...request });
      if (answer.statusCode === 400) refused += 1;
      expect(answer.statusCode).toBe(400);
    }
    // Query strings are not parsed into nested objects.
    await app.inject({
      method: 'GET',
      url: '/v1/lookup/verify-license-plate?licensePlate=BA111AA&incidentDate=2026-05-10&__proto__[polluted]=1&constructor[prototype][polluted]=1',
    });
    const untouched =
      ({} as Record<string, unknown>).polluted === undefined &&
      JSON.stringify(Object.getOwnPropertyNames(Object.prototype).sort()) === JSON.stringify(prototypeBefore);
    reportFigure('prototype-pollution requests refused with 400', `${refused} of ${json.length + fields.length}`);
    reportFigure('Object.prototype untouched', untouched ? 'yes' : 'no');
    expect(refused).toBe(json.length + fields.length);
    expect(untouched).toBe(true);
    expect(await snapshot(app, id, server.dataDir)).toEqual(before);
  });

  // "huge bodies" (ASVS 15.2.2); the slow client is below (one socket test).
  it('a JSON body 1 byte over the limit: 413; at the limit it is read', async () => {
    const { app } = server;
    const before = await snapshot(app, id, server.dataDir);
    const body = (size: number) => {
      const shell = '{"incident":{"description":""}}';
      return `{"incident":{"description":"${'x'.repeat(size - shell.length)}"}}`;
    };
    const atLimit = await app.inject({
      method: 'PATCH',
      url: `/v1/incident-report/${id}/update`,
      payload: body(JSON_BODY_LIMIT),
      headers: { 'content-type': 'application/json' },
    });
    const over = await app.inject({
      method: 'PATCH',
      url: `/v1/incident-report/${id}/update`,
      payload: body(JSON_BODY_LIMIT + 1),
      headers: { 'content-type': 'application/json' },
    });
    const overCreate = await app.inject({
      method: 'POST',
      url: '/v1/incident-report/create',
      payload: `{"productCategory":"MOTOR","context":"WEB","x":"${'y'.repeat(JSON_BODY_LIMIT)}"}`,
      headers: { 'content-type': 'application/json' },
    });
    reportFigure(`JSON body of ${JSON_BODY_LIMIT + 1} bytes (limit ${JSON_BODY_LIMIT})`, over.statusCode);
    expect(atLimit.statusCode).toBe(400); // read and validated: the description is too long
    expect(over.statusCode).toBe(413);
    expect(over.json().code).toBe('BODY_TOO_LARGE');
    expect(overCreate.statusCode).toBe(413);
    expect(await snapshot(app, id, server.dataDir)).toEqual(before);
  });

  // "wrong content type, foreign origins" (ASVS 3.5.2).
  it('text/plain, form and multipart posts to JSON routes: 415; no CORS allowance for a foreign origin', async () => {
    const { app } = server;
    const before = await snapshot(app, id, server.dataDir);
    const spec = loadOpenApi() as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>> };
    const bodies = [
      ['text/plain', '{"meta":{"lastRoute":"/x"}}'],
      ['application/x-www-form-urlencoded', 'meta=1'],
      ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="meta"\r\n\r\n1\r\n--b--\r\n'],
    ] as const;
    let total = 0;
    let refused = 0;
    let allowing = 0;
    for (const [template, item] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const url = template.replace('{id}', id).replace('{attachmentId}', 'AAAAAAAAAAAAAAAAAAAAAAAA');
        // GET and HEAD carry no body; the upload's multipart is its own case.
        if (method !== 'get' && method !== 'head' && !operation.requestBody?.content['multipart/form-data']) {
          for (const [type, payload] of bodies) {
            const answer = await app.inject({
              method: method.toUpperCase() as never,
              url,
              payload,
              headers: { 'content-type': type, origin: 'https://evil.example' },
            });
            total += 1;
            if (answer.statusCode === 415) refused += 1;
            expect(answer.statusCode, `${method} ${template} ${type}`).toBe(415);
            if (answer.headers['access-control-allow-origin'] || answer.headers['access-control-allow-credentials']) allowing += 1;
          }
        }
        const preflight = await app.inject({
          method: 'OPTIONS',
          url,
          headers: {
            origin: 'https://evil.example',
            'access-control-request-method': method.toUpperCase(),
            'access-control-request-headers': 'content-type',
          },
        });
        const simple = await app.inject({ method: 'GET', url: '/v1/lookup/scopes-of-damage', headers: { origin: 'https://evil.example' } });
        for (const answer of [preflight, simple]) {
          if (Object.keys(answer.headers).some((name) => name.startsWith('access-control-allow'))) allowing += 1;
        }
        expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
      }
    }
    reportFigure('non-JSON posts to JSON routes answered 415', `${refused} of ${total}`);
    reportFigure('responses with a CORS allowance for https://evil.example', allowing);
    expect(refused).toBe(total);
    expect(allowing).toBe(0);
    expect(await snapshot(app, id, server.dataDir)).toEqual(before);
  });
});

// "flooding" (ASVS 2.4.1): rate limits live in the process, not in the database.
describe('flooding', () => {
  const servers: TestServer[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const server = await startTestServer(databaseModes[0]!, env);
    servers.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  /** Sends until the first 429 (at most `max` + 5): how many passed, and the 429. */
  async function burst(server: TestServer, max: number, request: (index: number) => object) {
    let passed = 0;
    for (let index = 0; index < max + 5; index++) {
      const answer = await server.app.inject(request(index) as never);
      if (answer.statusCode === 429) return { passed, answer };
      passed += 1;
    }
    return { passed, answer: undefined };
  }

  it('bursts on create (rotating X-Forwarded-For), upload, look-ups, e-mail and id guesses: 429 with Retry-After', async () => {
    // No proxy trusted (the default): X-Forwarded-For is ignored, so rotating it changes nothing.
    const server = await start();
    const api = apiClient(server.app);
    const reports = [await api.create(), await api.create(), await api.create(), await api.create()];
    const checks = [
      [
        'create',
        30,
        (index: number) => ({
          method: 'POST',
          url: '/v1/incident-report/create',
          payload: CREATE,
          headers: { 'x-forwarded-for': clientAddress(index, 100) },
        }),
      ],
      [
        'upload',
        60,
        (index: number) => ({
          method: 'POST',
          url: `/v1/incident-report/${reports[index % 2]}/upload-attachment`,
          ...multipart('file', 'a.png', PNG),
        }),
      ],
      [
        'verify-license-plate',
        60,
        () => ({ method: 'GET', url: '/v1/lookup/verify-license-plate?licensePlate=BA111AA&incidentDate=2026-05-10' }),
      ],
      ['get-operator-data', 30, () => ({ method: 'GET', url: '/v1/lookup/get-operator-data?operatorCode=SMP001&portal=SMP' })],
      [
        'send-continue-link-email',
        10,
        (index: number) => ({
          method: 'POST',
          url: `/v1/incident-report/${reports[index % 4]}/send-continue-link-email`,
          payload: { email: `a${index}@example.sk` },
        }),
      ],
    ] as const;
    for (const [name, limit, request] of checks) {
      const { passed, answer } = await burst(server, limit, request as never);
      reportFigure(`${name}: requests per minute from one client before 429 (Retry-After ${answer?.headers['retry-after']} s)`, passed);
      expect(passed, name).toBe(limit - (name === 'create' ? 4 : 0));
      expect(answer?.statusCode).toBe(429);
      expect(answer?.json().code).toBe('TOO_MANY_REQUESTS');
      expect(Number(answer?.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Guessing report ids from a rotating header is limited too.
    let misses = 0;
    for (let index = 0; index < 110; index++) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/v1/incident-report/${'A'.repeat(20)}${String(index).padStart(4, '0')}/load`,
        headers: { 'x-forwarded-for': clientAddress(index, 101) },
      });
      if (response.statusCode === 429) break;
      misses += 1;
    }
    reportFigure('report-id misses with a rotating X-Forwarded-For before 429', misses);
    expect(misses).toBe(100);
  }, 90_000);

  it('behind a configured trusted proxy, spoofed left hops do not reset the limits', async () => {
    // Behind a trusted proxy the client is the address the proxy saw (the rightmost untrusted
    // hop), whatever the client wrote before it; another real client has its own budget.
    const proxied = await start({ TRUST_PROXY: '127.0.0.1' });
    const spoofing = (index: number) => ({
      method: 'POST',
      url: '/v1/incident-report/create',
      payload: CREATE,
      headers: { 'x-forwarded-for': `${clientAddress(index, 100)}, 203.0.113.9` },
    });
    const { passed, answer } = await burst(proxied, 30, spoofing);
    reportFigure('creates through a trusted proxy with spoofed left hops before 429', passed);
    expect(passed).toBe(30);
    expect(answer?.statusCode).toBe(429);
    const other = await proxied.app.inject({
      method: 'POST',
      url: '/v1/incident-report/create',
      payload: CREATE,
      headers: { 'x-forwarded-for': '203.0.113.10' },
    });
    expect(other.statusCode).toBe(201);
  }, 60_000);
});

// "slow clients" (ASVS 15.2.2): a real socket sending 1 byte a second.
describe('slow clients', () => {
  const TIMEOUT_MS = 2000;
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer(databaseModes[0]!, { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => server?.close());

  /**
   * Opens a socket, sends `head` at once (if any), then `drip` one byte per second: ms from the first
   * byte until the server closes it, what it answered, and whether the client had sent all of `drip` by then.
   */
  function dribble(head: string, drip: string): Promise<{ ms: number; answer: string; sentAll: boolean }> {
    return new Promise((resolve, reject) => {
      let started = 0;
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      let index = 0;
      const timer = setInterval(() => {
        if (index < drip.length && !socket.destroyed) {
          started ||= Date.now();
          socket.write(drip[index++]!);
        }
      }, 1000);
      socket.on('connect', () => {
        if (!head) return;
        started = Date.now();
        socket.write(head);
      });
      socket.on('data', (data) => (answer += data.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ ms: Date.now() - started, answer, sentAll: index === drip.length });
      });
      setTimeout(() => {
        clearInterval(timer);
        socket.destroy();
        reject(new Error('the server kept the slow connection open for 15 s'));
      }, 15_000);
    });
  }

  it('a client sending 1 byte per second is cut off by the configured timeout', async () => {
    const body = JSON.stringify({ meta: { lastRoute: '/incident-scope' } });
    const [slowBody, slowHeaders] = await Promise.all([
      dribble(
        `PATCH /v1/incident-report/${'A'.repeat(24)}/update HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        body,
      ),
      dribble('', `GET /health HTTP/1.1\r\nHost: x\r\nX-Padding: ${'p'.repeat(40)}\r\n\r\n`),
    ]);
    // Node checks running requests every TIMEOUT/4 (server/server-options.ts): the figures show how late the cut came.
    reportFigure(`slow body (1 byte/s) closed after, ms (timeout ${TIMEOUT_MS})`, slowBody.ms);
    reportFigure(`slow headers (1 byte/s) closed after, ms (timeout ${TIMEOUT_MS})`, slowHeaders.ms);
    for (const result of [slowBody, slowHeaders]) {
      // Not before the timeout, and by the server while the client was still sending (the body
      // and the headers take 40 s and more at this rate): the timeout cut it, not the end of the request.
      expect(result.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
      expect(result.sentAll).toBe(false);
      expect(result.answer).toMatch(/^(HTTP\/1\.1 408|)/);
    }
  });
});

// Sockets that never send a byte, and a flood of sockets.
describe('silent sockets', () => {
  const IDLE_MS = 1500;
  const MAX_CONNECTIONS = 20;
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer(databaseModes[0]!, {
      IDLE_CONNECTION_TIMEOUT_MS: String(IDLE_MS),
      MAX_CONNECTIONS: String(MAX_CONNECTIONS),
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => server?.close());

  interface Silent {
    socket: net.Socket;
    /** Resolves when the server has closed the socket: ms since it was opened and what it answered. */
    closed: Promise<{ ms: number; answer: string }>;
  }

  /** Opens a socket that sends nothing (but reads, so it sees the server's close); `write` is sent once connected. */
  function openSocket(write = ''): Silent {
    const socket = net.connect(port, '127.0.0.1');
    const opened = Date.now();
    let answer = '';
    socket.on('data', (data) => (answer += data.toString()));
    socket.on('error', () => undefined);
    if (write) socket.on('connect', () => socket.write(write));
    const closed = new Promise<{ ms: number; answer: string }>((resolve) =>
      socket.on('close', () => resolve({ ms: Date.now() - opened, answer })),
    );
    return { socket, closed };
  }

  /** `promise`, or a rejection naming `what` once `ms` have passed. */
  function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>(
      (_resolve, reject) => (timer = setTimeout(() => reject(new Error(`${what}: not closed by the server within ${ms} ms`)), ms)),
    );
    return Promise.race([promise, late]).finally(() => clearTimeout(timer));
  }

  const connected = (sockets: Silent[]) =>
    Promise.all(
      sockets.map(({ socket }) => (socket.readyState === 'open' ? undefined : new Promise((resolve) => socket.once('connect', resolve)))),
    );

  it('20 sockets that send nothing are all closed by the server once the configured idle time is over', async () => {
    const sockets = Array.from({ length: 20 }, () => openSocket());
    // Node checks the connections every IDLE_MS / 4 (server/server-options.ts): the figure shows how
    // late the close came. Without the setting Node's own headers timeout (60 s) would close them:
    // the deadline tells the two apart without timing the server.
    const results = await within(15_000, 'a silent socket', Promise.all(sockets.map(({ closed }) => closed)));
    const slowest = Math.max(...results.map(({ ms }) => ms));
    reportFigure(`20 silent sockets: all closed by the server after, ms (idle timeout ${IDLE_MS})`, slowest);
    for (const result of results) {
      expect(result.ms).toBeGreaterThanOrEqual(IDLE_MS - 100);
      expect(result.answer).toMatch(/^(HTTP\/1\.1 408|)/);
    }
  });

  it('beyond MAX_CONNECTIONS open sockets a new one is closed at once, unserved; once they go, requests are served again', async () => {
    const sockets = Array.from({ length: MAX_CONNECTIONS }, () => openSocket());
    await connected(sockets);
    const started = Date.now();
    const extra = openSocket('GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    const refused = await within(IDLE_MS - 500, 'the socket beyond the cap', extra.closed);
    reportFigure(`socket beyond MAX_CONNECTIONS=${MAX_CONNECTIONS} closed after, ms`, Date.now() - started);
    expect(refused.answer).toBe('');
    await within(IDLE_MS * 1.25 + 2500, 'a silent socket', Promise.all(sockets.map(({ closed }) => closed)));
    const served = await within(
      5000,
      'the request after the flood',
      openSocket('GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n').closed,
    );
    expect(served.answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
