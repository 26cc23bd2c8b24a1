/**
 * Replaces one reference register with the rows of an insurer's CSV file: all rows or none.
 * Validation happens before the database is touched; the replacement is one transaction, so a
 * reader sees either the old register or the new one, never a half-imported one.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { parseRegisterCsv, REGISTER_TABLES, type RegisterKind, type RegisterRows, type RowProblem } from './register-files.ts';

export type ImportResult = { ok: true; kind: RegisterKind; imported: number } | { ok: false; kind: RegisterKind; problems: RowProblem[] };

// Keeps each INSERT well below PostgreSQL's 65,535 bind parameters (12 columns x 1,000 rows).
const INSERT_BATCH = 1000;

/** Deletes the register's rows and inserts the given ones, inside the caller's transaction. */
export async function writeRegisterRows<K extends RegisterKind>(
  trx: Transaction<Database> | Kysely<Database>,
  kind: K,
  rows: RegisterRows[K][],
): Promise<void> {
  const table = REGISTER_TABLES[kind];
  await trx.deleteFrom(table).execute();
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    // The row type of `kind` is the insertable of `table` (register-files.ts pairs them).
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + INSERT_BATCH) as never)
      .execute();
  }
}

/** Validates `csvText` as a `kind` register and, when every row is good, replaces the register. */
export async function importRegister(db: Kysely<Database>, kind: RegisterKind, csvText: string): Promise<ImportResult> {
  const parsed = parseRegisterCsv(kind, csvText);
  if (!parsed.ok) return { ok: false, kind, problems: parsed.problems };
  await db.transaction().execute((trx) => writeRegisterRows(trx, kind, parsed.rows));
  return { ok: true, kind, imported: parsed.rows.length };
}
