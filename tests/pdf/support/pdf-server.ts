import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/database.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { redactUrl } from '../../../server/http/redact.ts';
import { seedReferenceData } from '../../../server/reference/seed.ts';
import { isolatedPostgres, type DatabaseMode } from '../../support/databases.ts';
import type { TestServer } from '../../support/server.ts';

export interface LoggedTestServer extends TestServer {
  /** Every log line the app wrote, as written (JSON). */
  logLines: string[];
}

/**
 * Like tests/support/server.ts's startTestServer, but the app logs (level info) into memory, so a
 * test can check what a failure logs and what it never logs (personal data).
 */
export async function startLoggedTestServer(mode: DatabaseMode): Promise<LoggedTestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'motor-pdf-test-'));
  const postgres = mode === 'postgres' ? await isolatedPostgres() : undefined;
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info', WEB_DIR: path.join(dataDir, 'web') });
  const database = await openDatabase({ url: postgres?.url, pgliteDir: 'memory://' });
  await migrateToLatest(database.db);
  await seedReferenceData(database.db);
  const logLines: string[] = [];
  const app = await buildApp({
    config,
    database,
    // The production logger's request serializer (server/app.ts): ids in URLs cut to 4 characters.
    logger: {
      level: 'info',
      stream: { write: (line: string) => logLines.push(line) },
      serializers: { req: (request: { method: string; url: string }) => ({ method: request.method, url: redactUrl(request.url) }) },
    },
  });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    logLines,
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
