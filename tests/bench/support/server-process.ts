import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { isolatedPostgres } from '../../support/databases.ts';
import { RUN_TS } from '../../support/run-ts.ts';

export type DatabaseMode = 'pglite' | 'postgres';

export interface BenchServer {
  url: string;
  floorUrl: string;
  mode: DatabaseMode;
  close(): Promise<void>;
}

/** Starts bench-server.ts in a process of its own; resolves once it listens. */
export async function startBenchServer(mode: DatabaseMode, webDir: string): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'motor-bench-'));
  const postgres =
    mode === 'postgres'
      ? await isolatedPostgres(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', 'motor_bench')
      : undefined;
  const child: ChildProcess = spawn(process.execPath, [...RUN_TS, path.join(import.meta.dirname, 'bench-server.ts')], {
    env: {
      ...process.env,
      BENCH_DB: mode,
      BENCH_DATABASE_URL: postgres?.url ?? '',
      WEB_DIR: webDir,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const first = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server (${mode}) exited with ${code} before listening`)));
  });
  const { url, floorUrl } = JSON.parse(first) as { url: string; floorUrl: string };
  return {
    url,
    floorUrl,
    mode,
    async close() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
