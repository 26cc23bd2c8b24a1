/**
 * The SQL of the joint accident statements (migration 014). The table is declared here, beside the
 * only queries that use it.
 */
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Driver, SectionId, SectionValue } from '../../src/domain/accident-statement.ts';

export interface StoredSection {
  version: number;
  value: SectionValue;
}

/** A signature: the typed name with the drawn path, or with `typed` when the typed name alone is the signature. */
export interface StoredSignature {
  name: string;
  path?: string;
  typed?: true;
  signedAt: string;
}

export type StoredSections = Partial<Record<SectionId, StoredSection>>;
export type StoredSignatures = Partial<Record<Driver, StoredSignature>>;

type Json<T> = ColumnType<T, string | undefined, string>;
type Moment = ColumnType<Date | null, Date | null | undefined, Date | null>;

/** server/db/migrations/014_accident_statements.ts */
export interface AccidentStatementTable {
  id: string;
  token_a_hash: string;
  token_b_hash: ColumnType<string | null, string | null | undefined, string | null>;
  join_code_hash: string;
  join_expires_at: ColumnType<Date, Date, Date>;
  joined_at: Moment;
  sections: Json<StoredSections>;
  signatures: Json<StoredSignatures>;
  withdrawn_at: Moment;
  sealed_at: Moment;
  sha256: ColumnType<string | null, string | null | undefined, string | null>;
  revision: Generated<number>;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type StatementRow = {
  [K in keyof AccidentStatementTable]: AccidentStatementTable[K] extends ColumnType<infer S, unknown, unknown>
    ? S
    : AccidentStatementTable[K];
};

type Db = Kysely<Database>;
const withStatements = (db: Db) => db.withTables<{ accident_statement: AccidentStatementTable }>();

export async function insertStatement(
  db: Db,
  row: { id: string; tokenAHash: string; joinCodeHash: string; joinExpiresAt: Date },
): Promise<void> {
  await withStatements(db)
    .insertInto('accident_statement')
    .values({ id: row.id, token_a_hash: row.tokenAHash, join_code_hash: row.joinCodeHash, join_expires_at: row.joinExpiresAt })
    .execute();
}

/** The statement and the driver whose token hash this is. */
export async function statementOfToken(db: Db, tokenHash: string): Promise<{ row: StatementRow; driver: Driver } | undefined> {
  const row = (await withStatements(db)
    .selectFrom('accident_statement')
    .selectAll()
    .where((where) => where.or([where('token_a_hash', '=', tokenHash), where('token_b_hash', '=', tokenHash)]))
    .executeTakeFirst()) as StatementRow | undefined;
  if (!row) return undefined;
  return { row, driver: row.token_a_hash === tokenHash ? 'A' : 'B' };
}

/** The statement row, locked until the transaction ends, so concurrent writes to it take turns. */
export async function lockStatement(trx: Db, id: string): Promise<StatementRow> {
  return (await withStatements(trx)
    .selectFrom('accident_statement')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow()) as StatementRow;
}

export async function statementOfJoinCode(trx: Db, joinCodeHash: string): Promise<StatementRow | undefined> {
  return (await withStatements(trx)
    .selectFrom('accident_statement')
    .selectAll()
    .where('join_code_hash', '=', joinCodeHash)
    .forUpdate()
    .executeTakeFirst()) as StatementRow | undefined;
}

export async function recordJoin(trx: Db, id: string, tokenBHash: string, now: Date): Promise<void> {
  await withStatements(trx)
    .updateTable('accident_statement')
    .set((eb) => ({ token_b_hash: tokenBHash, joined_at: now, updated_at: now, revision: eb('revision', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Writes what changed of a locked row and counts the change. */
export async function updateStatement(
  trx: Db,
  id: string,
  change: {
    sections?: StoredSections;
    signatures?: StoredSignatures;
    withdrawnAt?: Date | null;
    sealedAt?: Date;
    sha256?: string;
  },
  now: Date,
): Promise<void> {
  await withStatements(trx)
    .updateTable('accident_statement')
    .set((eb) => ({
      ...(change.sections ? { sections: JSON.stringify(change.sections) } : {}),
      ...(change.signatures ? { signatures: JSON.stringify(change.signatures) } : {}),
      ...(change.withdrawnAt !== undefined ? { withdrawn_at: change.withdrawnAt } : {}),
      ...(change.sealedAt ? { sealed_at: change.sealedAt, sha256: change.sha256 ?? null } : {}),
      updated_at: now,
      revision: eb('revision', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

/** Deletes the statements nobody sealed and nobody changed since `cutoff` (the retention rule of drafts); answers how many. */
export async function deleteUnsealedBefore(db: Db, cutoff: Date): Promise<number> {
  const deleted = await withStatements(db)
    .deleteFrom('accident_statement')
    .where('sealed_at', 'is', null)
    .where('updated_at', '<', cutoff)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
