/**
 * The embedded database (PGlite) has no autovacuum: without the server's own VACUUM, every
 * Continue of a draft with real text left its old document behind for good and the database grew
 * with each update. Here the same number of updates is made before and after one vacuum run;
 * after it, they reuse the space of the old copies instead of adding to the file.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/schema.ts';
import { loadConfig } from '../../server/config.ts';
import { applyUpdate, emptyDocument, type StoredDocument } from '../../server/reports/document.ts';
import { getReport, insertReport, newReportId, storeDocument } from '../../server/reports/repository.ts';
import { createEmbeddedVacuumJob } from '../../server/services/embedded-vacuum.ts';
import { startServer } from '../../server/start.ts';
import { createPgliteTestDatabase, type TestDatabase } from './test-database.ts';

/** Text that compresses as little as a person's own words do (repeated text would stay in the row). */
function wordsFrom(seed: number) {
  const syllables =
    'ba be bi bo bu ka ke ki ko ku la le li lo lu ma me mi mo mu na ne ni no nu ra re ri ro ru sa se si so su ta te ti to tu va ve vi vo vu ča če či čo ču ľa ľe ľi ľo ľu'.split(
      ' ',
    );
  let state = seed;
  const next = () => (state = (state * 48271) % 2147483647) / 2147483647;
  return (length: number) => {
    let text = '';
    while (text.length < length)
      text += `${Array.from({ length: 1 + Math.floor(next() * 4) }, () => syllables[Math.floor(next() * syllables.length)]).join('')} `;
    return text.slice(0, length);
  };
}

const DRAFTS = 10;
const UPDATES = 300;

describe('the embedded database vacuum', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createPgliteTestDatabase();
  });
  afterAll(() => database?.close());

  const tableBytes = async (db: Kysely<Database>) =>
    Number((await sql<{ bytes: string }>`SELECT pg_total_relation_size('incident_report') AS bytes`.execute(db)).rows[0]!.bytes);

  it('lets updates reuse the space of the documents they replaced, and keeps every draft as last stored', async () => {
    const { db } = database.handle;
    const words = wordsFrom(7);
    const drafts: Array<{ id: string; version: number; document: StoredDocument }> = [];
    for (let index = 0; index < DRAFTS; index += 1) {
      const id = newReportId();
      const document = emptyDocument(null);
      drafts.push({ id, version: (await insertReport(db, id, 'WEB', document)).version, document });
    }
    const continues = async () => {
      for (let update = 0; update < UPDATES; update += 1) {
        const draft = drafts[update % DRAFTS]!;
        draft.document = applyUpdate(draft.document, {
          incident: {
            description: words(950),
            descriptionAdditional: words(950),
            myVehicle: { hasLicensePlate: true, licensePlate: 'BA111AA', damageDescription: words(950) },
          },
        });
        draft.version = (await storeDocument(db, draft.id, draft.version, draft.document))!.version;
      }
    };
    const start = await tableBytes(db);
    await continues();
    const firstGrowth = (await tableBytes(db)) - start;
    await createEmbeddedVacuumJob({ db, log: { error: () => undefined } }).runOnce();
    const vacuumed = await tableBytes(db);
    await continues();
    const growthAfterVacuum = (await tableBytes(db)) - vacuumed;
    // Measured: 1.0 MB for the first 300 updates; 0.1 MB for the 300 after the vacuum, 1.0 MB without it.
    expect(firstGrowth).toBeGreaterThan(500_000);
    expect(growthAfterVacuum).toBeLessThan(firstGrowth / 4);
    for (const draft of drafts) {
      const row = await getReport(db, draft.id);
      expect(row.version).toBe(draft.version);
      expect(row.document).toEqual(draft.document);
    }
  });
});

describe('the server on the embedded database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'motor-vacuum-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('vacuums it on its own from the start', async () => {
    const server = await startServer(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), { listen: false, outboxWorker: false });
    try {
      const vacuums = async () =>
        Number(
          (
            await sql<{ count: string }>`SELECT vacuum_count AS count FROM pg_stat_user_tables WHERE relname = 'incident_report'`.execute(
              server.database.db,
            )
          ).rows[0]!.count,
        );
      const started = Date.now();
      while ((await vacuums()) === 0) {
        expect(Date.now() - started).toBeLessThan(10_000);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await vacuums()).toBeGreaterThanOrEqual(1);
    } finally {
      await server.close();
    }
  });
});
