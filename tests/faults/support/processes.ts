/**
 * Real server processes for the fault suites: `node --import ./scripts/run-ts/register.mjs server/main.ts`, the server from
 * its sources (or, with `nodeArgs`, the built one `npm start` runs), on a temporary data directory,
 * PGlite or an isolated PostgreSQL database, killed with SIGKILL or stopped with SIGTERM. Plus a
 * journey client over real HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UpdateReportRequest } from '../../../src/domain/report.ts';
import { scope1CascoSteps } from '../../support/journey-data.ts';
import { RUN_TS } from '../../support/run-ts.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const STARTED = /Motor claim wizard: http:\/\/localhost:(\d+)\/motor\//;

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr (for a failure's message). */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** kill -9: no shutdown hook runs. */
  kill(): Promise<void>;
  /** SIGTERM: the server's graceful shutdown (closes PGlite). */
  stop(): Promise<void>;
  /** Resident set size of the server process, in bytes (from /proc). */
  rssBytes(): Promise<number>;
}

export interface ServerProcessOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  env?: Record<string, string>;
  startTimeoutMs?: number;
  /** What node runs; the sources under tsx unless given (the built server: `['dist/server/main.js']`). */
  nodeArgs?: string[];
}

/** The server from its TypeScript sources, without the build. */
export const SOURCE_SERVER_ARGS = [...RUN_TS, 'server/main.ts'];

/** A data directory of its own, with an empty WEB_DIR inside. */
export async function tempDataDir(prefix = 'motor-fault-'): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  await mkdir(path.join(dir, 'web'), { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    WEB_DIR: path.join(options.dataDir, 'web'),
    LOG_LEVEL: 'warn',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, options.nodeArgs ?? SOURCE_SERVER_ARGS, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in time:\n${output}`));
    }, options.startTimeoutMs ?? 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.length > 200_000) output = output.slice(-100_000);
      const match = STARTED.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited before it started (code ${code}, signal ${signal}):\n${output}`));
    });
  });
  const pid = child.pid!;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid,
    child,
    output: () => output,
    exited,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
    async rssBytes() {
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status);
      if (!kb) throw new Error('no VmRSS in /proc status');
      return Number(kb[1]) * 1024;
    },
  };
}

// --- the client ----------------------------------------------------------------------------------

export interface CallResult {
  status: number;
  body: any;
}

/** Thrown when the server could not be reached or the connection broke before an answer. */
export class ConnectionLost extends Error {}

/**
 * One HTTP call; a refused or broken connection throws ConnectionLost, any answer is returned.
 * `clientAddress` travels as X-Forwarded-For: the servers run with TRUST_PROXY as behind a load
 * balancer, so each simulated user has an address (and a rate limit) of their own.
 */
export async function call(
  base: string,
  method: string,
  url: string,
  options: { body?: unknown; clientAddress?: string; timeoutMs?: number } = {},
): Promise<CallResult> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.clientAddress) headers['x-forwarded-for'] = options.clientAddress;
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${base}${url}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
    });
    text = await response.text();
  } catch (error) {
    throw new ConnectionLost(
      error instanceof Error ? `${error.message} (${String((error.cause as { code?: string })?.code ?? '')})` : String(error),
    );
  }
  let body: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text) body = JSON.parse(text);
  return { status: response.status, body };
}

export { clientAddress } from '../../support/api.ts';

/**
 * The updates of journey number `n`: the scope-1 CASCO report of tests/support/journey-data.ts
 * with an incident date of its own (day n after 2024-01-01), so no journey is a duplicate of
 * another (a duplicate is saved without claims).
 */
export function journeySteps(n: number): UpdateReportRequest[] {
  const date = new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  if (date >= new Date().toISOString().slice(0, 10)) throw new Error(`journey ${n}: no past incident date left`);
  return scope1CascoSteps.map((step, index) => (index === 1 ? { ...step, incident: { ...step.incident, date } } : step));
}
