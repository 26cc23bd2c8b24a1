import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServerProcess, tempDataDir, type ServerProcess } from '../faults/support/processes.ts';
import { completeScope1Update } from '../faults/support/reports.ts';
import { extractText, flat } from '../pdf/support/pdf-tools.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const VITE = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');

/**
 * The server half of `npm run build` (vite.server.config.ts), into a folder of the test's own
 * inside dist/: the build imports its npm packages at run time, found from where it lies.
 */
async function buildServer(outDir: string): Promise<void> {
  const child = spawn(
    process.execPath,
    [VITE, 'build', '--config', 'vite.server.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`server build failed (${code})`);
}

describe('the built server: node dist/server/main.js, without tsx', () => {
  let outDir: string;
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let server: ServerProcess;

  beforeAll(async () => {
    await mkdir(path.join(ROOT, 'dist'), { recursive: true });
    outDir = await mkdtemp(path.join(ROOT, 'dist', '.test-server-'));
    await buildServer(outDir);
    data = await tempDataDir('motor-built-server-');
    server = await startServerProcess({ dataDir: data.dir, nodeArgs: [path.join(outDir, 'main.js')], env: { TRUST_PROXY: 'true' } });
  });

  afterAll(async () => {
    await server?.stop();
    await data?.remove();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('is plain JavaScript that imports no build tool: the server, its PDF worker and the importer', async () => {
    const files = await readdir(outDir, { recursive: true });
    expect(files).toEqual(expect.arrayContaining(['main.js', 'render-worker.js', 'import-cli.js']));
    // Copied run-time files included: the sources' worker entry (which registers tsx) must not be among them.
    const scripts = files.filter((file) => /\.[cm]?js$/.test(file));
    const code = (await Promise.all(scripts.map((file) => readFile(path.join(outDir, file), 'utf8')))).join('\n');
    expect(code).not.toMatch(/["']tsx[/"']|\.tsx?["']\)/);
  });

  it('is ready on its own files (migrations, reference data, openapi.yaml, catalogs), saves a report and renders its PDF in the built worker', async () => {
    const ready = await call(server.url, 'GET', '/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', migrations: 'applied' });

    // The demo register was seeded from the build's copy: BA111AA's policy verifies.
    const created = await call(server.url, 'POST', '/v1/incident-report/create', { body: { productCategory: 'MOTOR', context: 'WEB' } });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await call(server.url, 'PATCH', `/v1/incident-report/${id}/update`, { body: completeScope1Update('2024-03-01') })).status).toBe(
      200,
    );
    const saved = await call(server.url, 'POST', `/v1/incident-report/${id}/save`);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ isCompleted: true, isDuplicate: false });
    expect(saved.body.claimIds.length).toBeGreaterThan(0);

    const response = await fetch(`${server.url}/v1/incident-report/${id}/summary.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    const text = flat(await extractText(pdf));
    expect(text).toContain(saved.body.claimIds[0]);
    expect(text).toContain('BA111AA');

    // The catalogs the build copied: the PDF and an API error in English, from both catalogs
    // (the summary's labels are in messages.po, the API's texts in server.po).
    const english = flat(
      await extractText(Buffer.from(await (await fetch(`${server.url}/v1/incident-report/${id}/summary.pdf?locale=en`)).arrayBuffer())),
    );
    expect(english).toContain('Claim report – summary');
    const missing = await fetch(`${server.url}/v1/no-such-call`, { headers: { 'accept-language': 'en' } });
    expect(await missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Nothing was found with this id.' });
  });
});
