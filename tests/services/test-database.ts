/**
 * A migrated database for a test: PGlite in memory, or, when TEST_DATABASE_URL is set, a database
 * of its own on that PostgreSQL server (dropped afterwards), so test files running at the same time
 * on the same server never see each other's rows. (A schema of its own is not enough: Kysely's
 * Migrator looks for its bookkeeping tables in every schema.)
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';

export const postgresUrl = process.env.TEST_DATABASE_URL;

export interface TestDatabase {
  /** Opens one more handle (its own connection pool) on the same database and schema. */
  connect(): Promise<DatabaseHandle>;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

export async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  await migrateToLatest(handle.db);
  return {
    handle,
    connect: async () => handle, // one embedded database: every "instance" shares it
    close: () => handle.close(),
  };
}

export async function createPostgresTestDatabase(url: string): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  const handles: DatabaseHandle[] = [];
  const connect = async () => {
    const handle = await openDatabase({ url: databaseUrl.toString(), pgliteDir: '' });
    handles.push(handle);
    return handle;
  };
  const handle = await connect();
  await migrateToLatest(handle.db);
  return {
    handle,
    connect,
    async close() {
      await Promise.all(handles.map((h) => h.close()));
      // pg's pool.end() resolves before its sockets are closed; dropping with FORCE at once would
      // kill those connections mid-goodbye (an uncaught error), so wait for them to go first.
      for (let waited = 0; waited < 5000; waited += 20) {
        const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
