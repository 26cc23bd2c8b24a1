import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedReferenceData } from '../../server/reference/seed.ts';

/** A fresh in-memory PGlite database, migrated and seeded with the demo registers. */
export async function openSeededDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  await migrateToLatest(handle.db);
  await seedReferenceData(handle.db);
  return handle;
}
