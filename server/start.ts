import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loadGazetteer } from './reference/gazetteer.ts';
import { seedReferenceData } from './reference/seed.ts';
import { createEmbeddedVacuumJob } from './services/embedded-vacuum.ts';
import { ATTACHMENT_TEMP_FILE, attachmentsDirectory } from './services/attachment-store.ts';
import { MAIL_TEMP_FILE, mailDirectory } from './services/mailer.ts';
import { OUTBOX_TEMP_FILE } from './services/outbox-delivery.ts';
import { createOutboxWorker } from './services/outbox-worker.ts';
import { createLeftoverSweepJob } from './services/private-files.ts';
import { createRetentionJob } from './reports/retention.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Opens and migrates the database, seeds reference data, builds the app and starts the outbox and mail workers. */
export async function startServer(
  config: Config,
  options: { listen?: boolean; outboxWorker?: boolean; logger?: AppDependencies['logger'] } = {},
): Promise<RunningServer> {
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    poolSize: config.databasePoolSize,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  });
  await migrateToLatest(database.db);
  await seedReferenceData(database.db);
  // Parsed once here (about 0.6 s) rather than inside the first address search.
  loadGazetteer();
  const app = await buildApp({ config, database, ...(options.logger !== undefined ? { logger: options.logger } : {}) });
  const outboxDir = path.join(config.dataDir, 'outbox', 'core');
  // Temp files a killed process left half-written (claims, mails, uploads: personal data) go at
  // start, before anything is served, and then hourly, once old enough not to be another
  // instance's write in progress (private-files.ts LEFTOVER_TEMP_FILE_AGE_MS).
  const leftovers = createLeftoverSweepJob({
    locations: [
      { dir: outboxDir, name: OUTBOX_TEMP_FILE },
      { dir: mailDirectory(config.dataDir), name: MAIL_TEMP_FILE },
      { dir: attachmentsDirectory(config.dataDir), name: ATTACHMENT_TEMP_FILE },
    ],
    log: app.log,
  });
  await leftovers.runOnce();
  const worker =
    options.outboxWorker === false
      ? undefined
      : createOutboxWorker({
          db: database.db,
          coreSystemUrl: config.coreSystemUrl,
          outboxDir,
          pollMs: config.outboxPollMs,
          leaseMs: config.outboxLeaseMs,
          log: app.log,
          onAttempt: app.metrics.outboxAttempt,
        });
  // Unfinished reports older than RETENTION_DAYS go, with their files (ASVS 14.2.7).
  const retention = createRetentionJob({ db: database.db, store: app.attachments, retentionDays: config.retentionDays, log: app.log });
  // A PostgreSQL server vacuums itself; the embedded database has no process that would.
  const vacuum = database.kind === 'pglite' ? createEmbeddedVacuumJob({ db: database.db, log: app.log }) : undefined;
  if (options.listen !== false) await app.listen({ port: config.port, host: config.host });
  worker?.start();
  // Confirmation e-mails left by a crash, a mail server that was down or a busy renderer.
  if (options.outboxWorker !== false) app.completionMails.start();
  retention.start();
  leftovers.start();
  vacuum?.start();
  return {
    app,
    database,
    async close() {
      await worker?.stop();
      await retention.stop();
      await leftovers.stop();
      await vacuum?.stop();
      await app.close();
      await database.close();
    },
  };
}
