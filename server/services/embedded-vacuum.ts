/**
 * VACUUM for the embedded database. PGlite runs PostgreSQL as one backend, without the autovacuum
 * workers a PostgreSQL server has, so nothing ever reclaimed what an update or a delete leaves
 * behind. A Continue rewrites its draft's document; a document of a few KB of real text is stored
 * out of line (TOAST), and each update left its old copy there: about 4 MB more per 1,000 updates,
 * for good, and the drafts the retention job deletes left their space too. VACUUM makes that
 * space reusable, so a database in steady use stops growing.
 *
 * Plain VACUUM, not FULL (which rewrites every table and would hold every request meanwhile), and
 * no ANALYZE, which took several times as long: a vacuum holds PGlite's one connection while it
 * runs, and a Continue's statements go by primary key whatever the statistics say. Measured on a
 * 50 MB database (5,000 drafts): 16-20 ms with nothing to reclaim, 53 ms after 15,000 updates;
 * VACUUM (ANALYZE) took 86-159 ms.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { periodicJob, type PeriodicJob, type PeriodicJobLog } from './periodic-job.ts';

/** Often enough that the space of ten minutes of updates is what the database holds spare. */
export const EMBEDDED_VACUUM_INTERVAL_MS = 10 * 60 * 1000;

export function createEmbeddedVacuumJob(options: { db: Kysely<Database>; log: PeriodicJobLog; intervalMs?: number }): PeriodicJob<void> {
  const { db, log, intervalMs = EMBEDDED_VACUUM_INTERVAL_MS } = options;
  return periodicJob(
    async () => {
      await sql`VACUUM`.execute(db);
    },
    { intervalMs, log, failure: 'embedded database vacuum failed, will retry' },
  );
}
