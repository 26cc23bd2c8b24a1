import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import * as reports from './migrations/001_reports.ts';
import * as reference from './migrations/002_reference.ts';
import * as hotUpdates from './migrations/003_hot_updates.ts';
import * as attachmentSha256 from './migrations/004_attachment_sha256.ts';
import * as resumableUploads from './migrations/005_resumable_uploads.ts';
import * as attachmentIdempotency from './migrations/006_attachment_idempotency.ts';
import * as mailOutbox from './migrations/007_mail_outbox.ts';
import * as portalTokens from './migrations/008_portal_tokens.ts';
import * as claimPageTokens from './migrations/009_claim_page_tokens.ts';
import * as claimEvents from './migrations/010_claim_events.ts';
import * as claimLinkMail from './migrations/011_claim_link_mail.ts';
import * as followUpDocuments from './migrations/012_follow_up_documents.ts';
import * as statusMail from './migrations/013_status_mail.ts';
import * as accidentStatements from './migrations/014_accident_statements.ts';
import * as uploadIdempotency from './migrations/015_upload_idempotency.ts';

// Listed here, not discovered on disk, so the order is explicit and bundlers see every file.
const migrations: Record<string, Migration> = {
  '001_reports': reports,
  '002_reference': reference,
  '003_hot_updates': hotUpdates,
  '004_attachment_sha256': attachmentSha256,
  '005_resumable_uploads': resumableUploads,
  '006_attachment_idempotency': attachmentIdempotency,
  '007_mail_outbox': mailOutbox,
  '008_portal_tokens': portalTokens,
  '009_claim_page_tokens': claimPageTokens,
  '010_claim_events': claimEvents,
  '011_claim_link_mail': claimLinkMail,
  '012_follow_up_documents': followUpDocuments,
  '013_status_mail': statusMail,
  '014_accident_statements': accidentStatements,
  '015_upload_idempotency': uploadIdempotency,
};

/** Applies every pending migration; throws with the failing migration's name. (Any Kysely: migrations name tables before the typed schema exists.) */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's documented type for migrations: they run before the typed schema exists
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, { cause: error });
  }
}

/** True when every migration listed here has been applied (the readiness check). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function migrationsApplied(db: Kysely<any>): Promise<boolean> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const known = await migrator.getMigrations();
  return known.every((migration) => migration.executedAt !== undefined);
}
