/**
 * The SQL of the claims' own pages: their links (migration 009) and what a page shows of its
 * report. The tables are declared here, beside the only queries that use them.
 */
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Saved } from '../../src/domain/report.ts';
import type { Database } from '../db/schema.ts';
import type { StoredDocument } from '../reports/document.ts';

/** server/db/migrations/009_claim_page_tokens.ts */
export interface ClaimPageTokenTable {
  token_hash: string;
  report_id: string;
  nonce: string;
  created_at: Generated<Date>;
  replaced_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

type ClaimPageTables = { claim_page_token: ClaimPageTokenTable };

type Db = Kysely<Database>;
const withClaimPages = (db: Db) => db.withTables<ClaimPageTables>();

/** The nonce of the report's link in force, if it has one. */
export async function currentNonce(db: Db, reportId: string): Promise<string | undefined> {
  const row = await withClaimPages(db)
    .selectFrom('claim_page_token')
    .select('nonce')
    .where('report_id', '=', reportId)
    .where('replaced_at', 'is', null)
    .executeTakeFirst();
  return row?.nonce;
}

/**
 * Records a link unless the report has one in force already: of several saves, loads and e-mail
 * jobs making the first link at once, on any instance, one wins and the others read its row.
 */
export async function insertLinkUnlessCurrent(db: Db, row: { tokenHash: string; reportId: string; nonce: string }): Promise<void> {
  await withClaimPages(db)
    .insertInto('claim_page_token')
    .values({ token_hash: row.tokenHash, report_id: row.reportId, nonce: row.nonce })
    .onConflict((conflict) => conflict.column('report_id').where('replaced_at', 'is', null).doNothing())
    .execute();
}

/** Ends the report's link in force and records its successor, in one transaction (the caller's, when `db` is one). */
export async function replaceLink(db: Db, row: { tokenHash: string; reportId: string; nonce: string }, now: Date): Promise<void> {
  const inTransaction = (run: (trx: Db) => Promise<void>) => (db.isTransaction ? run(db) : db.transaction().execute(run));
  await inTransaction(async (trx) => {
    await withClaimPages(trx)
      .updateTable('claim_page_token')
      .set({ replaced_at: now })
      .where('report_id', '=', row.reportId)
      .where('replaced_at', 'is', null)
      .execute();
    await withClaimPages(trx)
      .insertInto('claim_page_token')
      .values({ token_hash: row.tokenHash, report_id: row.reportId, nonce: row.nonce })
      .execute();
  });
}

/** The link of this hash: its report and whether it was replaced; undefined for a link that never existed. */
export async function linkOfHash(db: Db, tokenHash: string): Promise<{ reportId: string; replaced: boolean } | undefined> {
  const row = await withClaimPages(db)
    .selectFrom('claim_page_token')
    .select(['report_id', 'replaced_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row && { reportId: row.report_id, replaced: row.replaced_at !== null };
}

export interface SavedReport {
  id: string;
  document: StoredDocument;
  saved: Saved;
  completedAt: Date;
}

/** A completed report that made claims (not a duplicate), or undefined. */
export async function savedReport(db: Db, reportId: string): Promise<SavedReport | undefined> {
  const row = await db
    .selectFrom('incident_report')
    .select(['id', 'document', 'saved', 'completed_at', 'status'])
    .where('id', '=', reportId)
    .executeTakeFirst();
  const saved = row?.saved as Saved | null | undefined;
  if (!row || row.status !== 'completed' || !saved || saved.isDuplicate) return undefined;
  return { id: row.id, document: row.document as StoredDocument, saved, completedAt: row.completed_at ?? new Date(saved.savedAt ?? 0) };
}

export interface SentDocument {
  id: string;
  type: string;
  clientName: string;
  size: number;
  createdAt: Date;
}

/** The files of the report, in the order they came. */
export async function reportDocuments(db: Db, reportId: string): Promise<SentDocument[]> {
  const rows = await db
    .selectFrom('attachment')
    .select(['id', 'type', 'client_name', 'size', 'created_at'])
    .where('report_id', '=', reportId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, type: row.type, clientName: row.client_name, size: row.size, createdAt: row.created_at }));
}
