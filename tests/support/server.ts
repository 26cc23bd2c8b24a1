import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loggerOptions } from '../../server/server-options.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedReferenceData } from '../../server/reference/seed.ts';
import { databaseModes, isolatedPostgres, type DatabaseMode } from './databases.ts';
import { startTestS3, type StoreMode, type TestS3 } from './s3.ts';
import { TEST_PORTAL_SECRETS_ENV } from './portal-entries.ts';

export interface TestServer {
  app: FastifyInstance;
  /** What the app logged, line by line (JSON), when started with `{ captureLogs: true }`. */
  logLines: string[];
  database: DatabaseHandle;
  config: Config;
  dataDir: string;
  /** Where its attachments are: on disk in DATA_DIR, or in a bucket of a real S3 API server (s3rver). */
  store: StoreMode;
  /** The files the attachment store holds (temp files too), by key; for S3 the objects under attachments/. */
  storedFiles(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The database and store combinations a suite about attachments runs on: each database on disk,
 * and S3 once (the store does not depend on the database).
 */
export const storeCases: Array<{ database: DatabaseMode; store: StoreMode }> = [
  ...databaseModes.map((database) => ({ database, store: 'disk' as const })),
  { database: databaseModes[0]!, store: 's3' },
];

/**
 * The real app on a real database (PGlite in memory, or an isolated schema on the PostgreSQL
 * server) with its files in a temporary data directory. Requests go through `app.inject`.
 */
export async function startTestServer(
  mode: DatabaseMode,
  env: Record<string, string> = {},
  options: { captureLogs?: boolean; store?: StoreMode } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'motor-test-'));
  const s3: TestS3 | undefined = options.store === 's3' ? await startTestS3() : undefined;
  const postgres = mode === 'postgres' ? await isolatedPostgres() : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIR: path.join(dataDir, 'web'),
    // The app shares this thread with the test runner (and Chromium's driver): a busy loop here
    // says nothing about the server, so load shedding by the loop's utilisation is off unless a
    // test turns it on (tests/api/load-shedding.test.ts; the server processes of tests/faults keep it).
    MAX_EVENT_LOOP_UTILIZATION: '100',
    // Portal entries are signed by their partner (D28): tests sign with these (support/portal-entries.ts).
    PORTAL_SECRETS: TEST_PORTAL_SECRETS_ENV,
    ...s3?.env,
    ...env,
  });
  // The test drops its database at the end, which ends idle connections: expected, not news.
  const database = await openDatabase({
    url: postgres?.url,
    pgliteDir: 'memory://',
    poolSize: config.databasePoolSize,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    onConnectionError: () => undefined,
  });
  await migrateToLatest(database.db);
  await seedReferenceData(database.db);
  const logLines: string[] = [];
  // The production logger, writing into memory: a test can read what a failure logs (and never logs).
  const logger = options.captureLogs ? loggerOptions('info', { write: (line: string) => logLines.push(line) }) : false;
  const app = await buildApp({ config, database, logger });
  await app.ready();
  return {
    app,
    logLines,
    database,
    config,
    dataDir,
    store: s3 ? 's3' : 'disk',
    async storedFiles() {
      if (s3) return (await s3.objectKeys()).map((key) => key.replace(/^attachments\//, ''));
      const files = await readdir(path.join(dataDir, 'attachments'), { recursive: true }).catch(() => []);
      return files.sort();
    },
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
      await s3?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
