import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/** A pool's connections in use, the most it opens, and the borrowers waiting for one (GET /metrics). */
export interface PoolUse {
  inUse: number;
  max: number;
  waiting: number;
}

/**
 * Presents one embedded PGlite database as the `pg` pool Kysely's PostgresDialect expects, so the
 * same dialect, queries and migrations run on PGlite and on a PostgreSQL server.
 *
 * PGlite is a single connection: a Kysely transaction holds it from BEGIN to COMMIT, so a
 * connection is lent to one borrower at a time and the others queue here (FIFO). Without the
 * queue, a request's statements could land inside another request's open transaction.
 */
export function pglitePool(pg: PGlite): PostgresPool & { use(): PoolUse } {
  let busy = false;
  const waiting: Array<() => void> = [];

  const client: PostgresPoolClient = {
    // Kysely only calls the (sql, parameters) overload; cursors are not used with PGlite.
    query: (async (sql: string, parameters: ReadonlyArray<unknown>) => {
      const result = await pg.query<Record<string, unknown>>(sql, parameters as unknown[]);
      const command = sql.trimStart().split(/\s/, 1)[0]!.toUpperCase();
      return {
        command,
        rowCount: result.affectedRows ?? result.rows.length,
        rows: result.rows,
      } as PostgresQueryResult<unknown>;
    }) as PostgresPoolClient['query'],
    release() {
      const next = waiting.shift();
      if (next) next();
      else busy = false;
    },
  };

  return {
    async connect() {
      if (busy) await new Promise<void>((resolve) => waiting.push(resolve));
      busy = true;
      return client;
    },
    async end() {
      await pg.close();
    },
    use: () => ({ inUse: busy ? 1 : 0, max: 1, waiting: waiting.length }),
    // Kysely opens a second connection with these to cancel a running query; PGlite has no
    // connections to open (one in-process database), so there is nothing to connect with.
    options: {},
  };
}
