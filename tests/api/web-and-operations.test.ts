import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseModes } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { RUN_TS } from '../support/run-ts.ts';

const run = promisify(execFile);

describe.each(databaseModes)('the server around the API (%s)', (mode) => {
  let server: TestServer;

  beforeAll(async () => {
    // A stand-in build: these tests are about serving it; `npm start` builds the real one.
    const webDir = await mkdtemp(path.join(os.tmpdir(), 'motor-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
    // As the build writes them, beside each file (scripts/prerender/plugin.ts).
    await writeFile(path.join(webDir, 'index.html.br'), brotliCompressSync('<!doctype html><title>shell</title><div id="root"></div>'));
    await writeFile(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
    await writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startTestServer(mode, { WEB_DIR: webDir });
  });
  afterAll(() => server?.close());

  it('serves the shell under /motor/ and falls back to it for client routes', async () => {
    for (const url of ['/motor/', '/motor/incident-scope', '/motor/general-info?scope=2']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
    const asset = await server.app.inject({ method: 'GET', url: '/motor/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/motor/assets/missing.js' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/' })).headers.location).toBe('/motor/');
  });

  it('answers unknown paths under /motor/ with 404 and the app, which shows its not-found page; the app’s own pages with 200', async () => {
    for (const url of ['/motor/no-such-page', '/motor/summary/extra', '/motor/summary/', '/motor/Summary', '/motor/no-such-page?id=x']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<div id="root">');
    }
    for (const url of [
      '/motor/',
      '/motor/summary',
      '/motor/operator-not-verified',
      '/motor/privacy',
      '/motor/accessibility',
      '/motor/drafts',
    ]) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('lets browsers keep hashed assets for a year and the icon for a day, and revalidate pages', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/motor/assets/app.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await server.app.inject({ method: 'GET', url: '/motor/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    for (const [url, encoding] of [
      ['/motor/', 'br'],
      ['/motor/', 'identity'],
      ['/motor/general-info', 'br'],
      ['/motor/index.html', 'identity'],
    ] as const) {
      const page = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-encoding'], url).toBe(encoding === 'br' ? 'br' : undefined);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      // Revalidation answers 304 without the body.
      const again = await server.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': encoding, 'if-none-match': String(page.headers.etag) },
      });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('sends security headers and no-store on API answers', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/motor/' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const api = await server.app.inject({ method: 'GET', url: '/v1/lookup/get-phone-prefixes' });
    expect(api.headers['cache-control']).toBe('no-store');
    // A JSON answer gets the REST set: nothing may load or frame it, no sniffing, no referrer.
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['referrer-policy']).toBe('no-referrer');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(api.headers['origin-agent-cluster']).toBeUndefined();
  });

  it('allows the camera and the location to the app’s own origin and no other powerful feature, on pages and API answers', async () => {
    for (const url of ['/motor/', '/motor/no-such-page', '/v1/lookup/get-phone-prefixes']) {
      const policy = (await server.app.inject({ method: 'GET', url })).headers['permissions-policy'];
      const features = Object.fromEntries(
        String(policy)
          .split(', ')
          .map((entry) => entry.split('=') as [string, string]),
      );
      expect(features, url).toMatchObject({ camera: '(self)', geolocation: '(self)', microphone: '()', payment: '()', usb: '()' });
      for (const [feature, allowed] of Object.entries(features)) {
        if (feature !== 'camera' && feature !== 'geolocation') expect(allowed, `${url} ${feature}`).toBe('()');
      }
    }
  });

  it('lets the pages load fonts from the app and data: URLs only', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/motor/' });
    const fontSrc = String(page.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('font-src'));
    expect(fontSrc).toBe("font-src 'self' data:");
  });

  // Uptime monitors ask with HEAD.
  it('answers HEAD wherever it answers GET: same status and headers, no body', async () => {
    // The rate limit's counters move with every request, the date with the clock, and each request has an id of its own.
    const comparable = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers).filter(([name]) => name !== 'date' && name !== 'x-request-id' && !name.startsWith('x-ratelimit-')),
      );
    const urls = [
      '/motor/',
      '/motor/incident-scope',
      '/motor/general-info?scope=2',
      '/motor/privacy',
      '/motor/no-such-page',
      '/motor/index.html',
      '/motor/assets/app.js',
      '/motor/favicon.svg',
      '/motor/assets/missing.js',
      '/',
      '/motor',
      '/health',
      '/ready',
      '/v1/lookup/get-phone-prefixes',
      '/v1/no-such-operation',
    ];
    for (const url of urls) {
      for (const encoding of ['br', 'identity']) {
        const headers = { 'accept-encoding': encoding };
        const get = await server.app.inject({ method: 'GET', url, headers });
        const head = await server.app.inject({ method: 'HEAD', url, headers });
        expect(head.statusCode, `HEAD ${url} (${encoding})`).toBe(get.statusCode);
        expect(comparable(head.headers), `HEAD ${url} (${encoding})`).toEqual(comparable(get.headers));
        expect(head.body, `HEAD ${url} (${encoding})`).toBe('');
      }
    }
  });

  it('answers /health and /ready with the database state, and the claims and e-mails still owed', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    const ready = await server.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      database: mode,
      migrations: 'applied',
      outbox: { pending: 0, failing: 0, oldestPendingSeconds: null },
      mail: { pending: 0, failing: 0, oldestPendingSeconds: null },
    });
  });

  if (mode === 'postgres') {
    it('keeps serving when the database server ends its connections (restart, failover)', async () => {
      // Fill the pool with idle connections, then have the server end every one but this query's.
      await Promise.all(Array.from({ length: 5 }, () => server.app.inject({ method: 'GET', url: '/ready' })));
      const { rows } = await sql<{ ended: number }>`
        SELECT count(pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(server.app.db);
      expect(rows[0]!.ended).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const ready = await server.app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(200);
    });
  }

  it('answers an unknown API path with the JSON error shape', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('start-up configuration', () => {
  it.each(databaseModes)('starts on %s with nothing in its log to warn about', async (mode) => {
    // An operator reads a warning at start as something to fix; glue once warned four times at
    // every start about the media types of the files the API sends ("ContentTypeParser for
    // 'image/*' not found").
    const started = await startTestServer(mode, {}, { captureLogs: true });
    // A request, so the log is seen to be written at all.
    expect((await started.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    await started.close();
    const warnings = started.logLines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level >= 40);
    expect(warnings.map((entry) => entry.msg)).toEqual([]);
    expect(started.logLines.some((line) => line.includes('"request completed"'))).toBe(true);
  });

  it.each([
    ['PORT', 'eighty', /^Configuration error: PORT must be a whole number/],
    ['DATABASE_URL', 'mysql://localhost/db', /^Configuration error: DATABASE_URL must use postgres: or postgresql:/],
    ['PORTAL_ORIGINS', 'https://portal.example.sk/page', /^Configuration error: PORTAL_ORIGINS must list origins/],
    ['DATABASE_POOL_SIZE', '0', /^Configuration error: DATABASE_POOL_SIZE must be a whole number from 1 to 1000, got "0"$/],
    ['S3_ENDPOINT', 'http://127.0.0.1:9000', /^Configuration error: S3_ENDPOINT is set but S3_BUCKET is not/],
  ])(
    'a bad %s stops the server with a one-line message naming it',
    async (name, value, message) => {
      const failure = await run(process.execPath, [...RUN_TS, 'server/main.ts'], {
        env: { ...process.env, [name]: value },
      }).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr.trim()).toMatch(message);
      expect(failure?.stderr.trim().split('\n')).toHaveLength(1);
    },
    30_000,
  );
});
