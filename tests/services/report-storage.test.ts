/**
 * How a Continue's update is stored: in the row's own page, with no index rewritten (a HOT update),
 * so a draft updated a dozen times leaves no trail of index entries behind it. A new index on a
 * column every update changes (`updated_at`, `version`, `document`) would end that silently; here
 * it fails.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyUpdate, emptyDocument } from '../../server/reports/document.ts';
import { insertReport, newReportId, storeDocument } from '../../server/reports/repository.ts';
import { createPgliteTestDatabase, createPostgresTestDatabase, postgresUrl, type TestDatabase } from './test-database.ts';

const backends: Array<[string, () => Promise<TestDatabase>]> = [['PGlite', createPgliteTestDatabase]];
if (postgresUrl) {
  const url = postgresUrl;
  backends.push(['PostgreSQL', () => createPostgresTestDatabase(url)]);
}

const UPDATES = 6;

describe.each(backends)('updates of a draft on %s', (_name, createDatabase) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createDatabase();
  });
  afterAll(() => database?.close());

  it('that keep the plate and the date rewrite no index: each is a HOT update', async () => {
    // One connection throughout: its statistics are flushed on request (pg_stat_force_next_flush).
    const counts = await database.handle.db.connection().execute(async (db) => {
      const id = newReportId();
      let document = emptyDocument(null);
      let { version } = await insertReport(db, id, 'WEB', document);
      // The plate and the date are columns of their own, in the duplicates' index: the update that
      // first sets them writes index entries; the Continues after it, which keep them, need not.
      document = applyUpdate(document, { incident: { myVehicle: { hasLicensePlate: true, licensePlate: 'BA111AA' }, date: '2026-05-10' } });
      version = (await storeDocument(db, id, version, document))!.version;
      const statistics = async () => {
        await sql`SELECT pg_stat_force_next_flush()`.execute(db);
        const { rows } = await sql<{ updates: string; hot: string }>`
          SELECT n_tup_upd AS updates, n_tup_hot_upd AS hot FROM pg_stat_user_tables WHERE relname = 'incident_report'`.execute(db);
        return { updates: Number(rows[0]!.updates), hot: Number(rows[0]!.hot) };
      };
      const before = await statistics();
      // Small enough (about 700 bytes a version) that all of them fit in the row's page without a
      // prune: whether PostgreSQL prunes old versions in time depends on the other sessions'
      // snapshots, not on the indexes this test is about.
      for (let update = 1; update <= UPDATES; update += 1) {
        document = applyUpdate(document, {
          incident: { description: `Popis nehody, verzia ${update}. `.repeat(4) },
          meta: { lastRoute: '/incident-details' },
        });
        const stored = await storeDocument(db, id, version, document);
        expect(stored?.version).toBe(version + 1);
        version = stored!.version;
      }
      const after = await statistics();
      return { updates: after.updates - before.updates, hot: after.hot - before.hot };
    });
    expect(counts).toEqual({ updates: UPDATES, hot: UPDATES });
  });
});
