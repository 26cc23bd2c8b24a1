/**
 * Seeds the demo registers (server/reference/data/*.csv) into empty tables on every start.
 * A register that already has rows, demo or the insurer's own import, is left alone.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { writeRegisterRows } from './import.ts';
import { formatProblem, parseRegisterCsv, REGISTER_FILES, REGISTER_KINDS, REGISTER_TABLES } from './register-files.ts';

export const DEMO_DATA_DIR = fileURLToPath(new URL('./data/', import.meta.url));

// Any fixed number; it names the lock that makes concurrent starts seed one after the other.
const SEED_LOCK_ID = 72_420_611;

export async function seedReferenceData(db: Kysely<Database>, options: { dataDir?: string } = {}): Promise<void> {
  const dataDir = options.dataDir ?? DEMO_DATA_DIR;
  await db.transaction().execute(async (trx) => {
    // Several server instances may start at once on one PostgreSQL: the transaction-scoped
    // advisory lock lets one seed while the others wait and then find the tables filled.
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx);
    for (const kind of REGISTER_KINDS) {
      const table = REGISTER_TABLES[kind];
      const existing = await trx
        .selectFrom(table)
        .select(sql<number>`1`.as('present'))
        .limit(1)
        .executeTakeFirst();
      if (existing) continue;
      const file = path.join(dataDir, REGISTER_FILES[kind]);
      const parsed = parseRegisterCsv(kind, await readFile(file, 'utf8'));
      if (!parsed.ok) {
        // A broken demo file is a bug in the repository, not something to start without.
        throw new Error(`demo ${kind} file ${file} is invalid:\n${parsed.problems.map(formatProblem).join('\n')}`);
      }
      await writeRegisterRows(trx, kind, parsed.rows);
    }
  });
}
