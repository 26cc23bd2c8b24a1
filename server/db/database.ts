import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PRIVATE_DIRECTORY_MODE } from '../services/private-files.ts';
import { pglitePool, type PoolUse } from './pglite-pool.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** How busy the connection pool is now (GET /metrics). */
  poolUse(): PoolUse;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite database is used. */
  url?: string | undefined;
  /** PGlite's data directory; `memory://` keeps it in memory (tests). */
  pgliteDir: string;
  /** PostgreSQL: connections this process keeps at most (DATABASE_POOL_SIZE, 20 by default). */
  poolSize?: number;
  /**
   * PostgreSQL: a statement running (or waiting for a lock) longer than this is cancelled by the
   * server (`statement_timeout`, DATABASE_STATEMENT_TIMEOUT_MS); 0 or absent: no limit. The
   * embedded PGlite serves one statement at a time in this process and has no such timer.
   */
  statementTimeoutMs?: number;
  /** Told when the server drops an idle connection (restart, failover); stderr by default. */
  onConnectionError?: (error: Error) => void;
}

// DATE columns come back as 'yyyy-mm-dd' strings, as the API speaks them, not as local-time Dates.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// bigint (bigserial ids, counts) fits a JS number for every value this product produces.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** PostgreSQL's SQLSTATE for a statement cancelled by `statement_timeout` (query_canceled). */
export const STATEMENT_TIMEOUT_CODE = '57014';

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const max = options.poolSize ?? 20;
    const pool = new pg.Pool({
      connectionString: options.url,
      max,
      // Sent with each new connection, so it holds for every statement, in or out of a transaction.
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    });
    // An idle client whose connection the server closes emits 'error' on the pool; without a
    // listener that would crash the process. The pool replaces the client on the next query.
    pool.on('error', options.onConnectionError ?? ((error) => console.error(`database connection lost: ${error.message}`)));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const poolUse = () => ({ inUse: pool.totalCount - pool.idleCount, max, waiting: pool.waitingCount });
    return { db, kind: 'postgres', poolUse, close: () => db.destroy() };
  }
  if (!options.pgliteDir.startsWith('memory://')) mkdirSync(options.pgliteDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const embedded = await PGlite.create(options.pgliteDir, {
    parsers: { 1082: (value: string) => value, 20: (value: string) => Number(value) },
  });
  const pool = pglitePool(embedded);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'pglite', poolUse: pool.use, close: () => db.destroy() };
}

/** Resolves when the database answers a statement (the readiness check), rejects when it does not. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
