import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type DatabaseMode = 'pglite' | 'postgres';

/**
 * The databases the API suites run on: embedded PGlite always, and the PostgreSQL server when
 * TEST_DATABASE_URL names one (`.ci/run` points it at 127.0.0.1:5432/test).
 */
export const databaseModes: DatabaseMode[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The one database for suites whose subject only reads a stored report back (the PDF renders, their
 * queue and cache): the PostgreSQL server when there, as deployed, else PGlite. Storing and loading
 * reports is the API suites' subject, on both; rendering every PDF twice would test nothing more.
 */
export const renderingDatabaseModes: DatabaseMode[] = [databaseModes.at(-1)!];

/**
 * A fresh database of its own on the PostgreSQL server, so test files running in parallel never
 * see each other's rows, sequences or migration tables. Returns its URL and a function that drops it.
 */
export async function isolatedPostgres(
  base = process.env.TEST_DATABASE_URL,
  prefix = 'motor_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
