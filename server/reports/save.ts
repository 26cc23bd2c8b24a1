import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { effectivePolicyType } from '../../src/domain/policy-type.ts';
import type { Saved, SaveResult } from '../../src/domain/report.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http-errors.ts';
import { claimXml, type ClaimAttachment } from './claim-xml.ts';
import { damagedObjects } from '../../src/domain/damaged-objects.ts';
import { messages as validationMessages } from '../../src/domain/validation/messages.ts';
import { todayInSlovakia } from '../../src/domain/validation/today.ts';
import { normalizeEmail } from '../../src/domain/validation/email-text.ts';
import { missingForSave } from './completeness.ts';
import { nextSteps, nextStepsInputOf } from '../../src/domain/next-steps.ts';
import { scopeOf } from '../../machines/context.ts';
import type { StoredDocument } from './document.ts';
import { getReport, toApiReport, type ReportRow } from './repository.ts';
import type { AttachmentLinks } from '../services/attachment-links.ts';
import type { AttachmentStore } from '../services/attachment-store.ts';
import { withRegisterAccount } from './saved-accounts.ts';

async function nextNumber(db: Kysely<Database>, sequence: 'incident_report_number_seq' | 'claim_number_seq'): Promise<string> {
  const { rows } = await sql<{ value: number }>`SELECT nextval(${sequence}) AS value`.execute(db);
  return String(rows[0]!.value);
}

async function rawXmlsOf(db: Kysely<Database>, reportId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('outbox_message')
    .select('payload')
    .where('report_id', '=', reportId)
    // The claims' own messages, not the documents added on the claim's page since.
    .where('attachment_id', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.payload);
}

/** Where the claim's files are (to hash one uploaded before hashes were recorded), and how their download links are made. */
export interface ClaimFiles {
  store: AttachmentStore;
  links: AttachmentLinks;
}

async function sha256Of(store: AttachmentStore, key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await store.open(key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The report's attachments as the claim lists them, each with its SHA-256 and a download link for
 * the core system. A file uploaded before hashes were recorded (migration 004) is hashed here, once.
 */
async function claimAttachments(db: Kysely<Database>, reportId: string, files: ClaimFiles, now: Date): Promise<ClaimAttachment[]> {
  const rows = await db
    .selectFrom('attachment')
    .select(['id', 'type', 'client_name', 'size', 'content_type', 'storage_key', 'sha256'])
    .where('report_id', '=', reportId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const attachments: ClaimAttachment[] = [];
  for (const row of rows) {
    let sha256 = row.sha256;
    if (!sha256) {
      sha256 = await sha256Of(files.store, row.storage_key);
      await db.updateTable('attachment').set({ sha256 }).where('id', '=', row.id).execute();
    }
    const link = await files.links.linkFor(
      { id: row.id, storageKey: row.storage_key, clientName: row.client_name, contentType: row.content_type },
      now,
    );
    attachments.push({
      id: row.id,
      type: row.type,
      fileName: row.client_name,
      contentType: row.content_type,
      size: row.size,
      sha256,
      downloadUrl: link.url,
      downloadUrlExpiresAt: link.expiresAt,
    });
  }
  return attachments;
}

/** A completed report of the same plate or policy on the same incident date (DESIGN.md §6). */
async function findOriginal(db: Kysely<Database>, row: ReportRow) {
  const { incident } = row.document;
  const vehicle = incident.myVehicle;
  const plate = vehicle?.hasLicensePlate !== false ? vehicle?.licensePlate || null : null;
  const policyId = incident.policyId || null;
  if (!incident.date || (!plate && !policyId)) return undefined;
  return db
    .selectFrom('incident_report')
    .select(['id', 'saved', 'document', 'completed_at'])
    .where('status', '=', 'completed')
    .where('duplicate_of', 'is', null)
    .where('incident_date', '=', incident.date)
    .where((eb) => {
      const matches = [];
      if (plate) matches.push(eb('license_plate', '=', plate));
      if (policyId) matches.push(eb('policy_id', '=', policyId));
      return eb.or(matches);
    })
    .orderBy('completed_at')
    .limit(1)
    .executeTakeFirst();
}

/**
 * What a duplicate tells its reporter about the earlier report (docs/decisions.md "Duplicates"):
 * when it was sent, and the next steps its reporter was told, so that /confirm does not promise
 * another course from the duplicate's own answers (which are not added to it).
 */
function duplicateOf(original: { saved: unknown; document: unknown; completed_at: Date | null }): NonNullable<Saved['duplicateOf']> {
  const saved = original.saved as Saved;
  const { incident, parties } = original.document as StoredDocument;
  return {
    savedAt: saved.savedAt ?? (original.completed_at ?? new Date(0)).toISOString(),
    nextSteps: nextSteps(nextStepsInputOf(incident, parties.otherResponsibleParty, scopeOf(incident), incident.policyType)),
    serviceName: incident.carRepairService?.companyName?.trim() || null,
  };
}

/**
 * Saves a report: checks completeness, then in one transaction assigns the report number and a
 * claim number per damaged object, queues one core-system message per claim and the reporter's
 * confirmation e-mail, and marks the report completed. A repeat answers the stored result (idempotent); concurrent saves of one report
 * serialise on the row lock, so exactly one set of claims is ever made.
 */
export async function saveReport(db: Kysely<Database>, reportId: string, files: ClaimFiles, now: Date = new Date()): Promise<SaveResult> {
  return (await saveReportOnce(db, reportId, files, now)).result;
}

/**
 * saveReport, telling also whether this call completed the report (`completedNow`) or found it
 * completed by an earlier (or a concurrent) save. What happens once per report after the save
 * (waking the mail worker) hangs on `completedNow`: a check before the transaction would let every
 * one of several parallel saves see a draft.
 */
export async function saveReportOnce(
  db: Kysely<Database>,
  reportId: string,
  files: ClaimFiles,
  now: Date = new Date(),
): Promise<{ result: SaveResult; completedNow: boolean }> {
  return db.transaction().execute(async (trx) => {
    const row = await getReport(trx, reportId, { forUpdate: true });
    if (row.status === 'completed' && row.saved) {
      return { result: { ...(row.saved as Saved), rawXmls: await rawXmlsOf(trx, reportId) }, completedNow: false };
    }

    // The details are Lingui descriptors: the error handler says them in the request's language.
    const missing = await missingForSave(toApiReport(row, []), row.document, { today: todayInSlovakia(now) });
    if (missing.length > 0) {
      throw new ApiError(422, 'REPORT_INCOMPLETE', missing);
    }

    // A saved report keeps the policy type it was settled under; a draft stores only one the
    // reporter chose, so that the default can follow each verification (docs/decisions.md "Policy type").
    const policyType = effectivePolicyType(row.document.incident);
    const document = { ...row.document, incident: { ...row.document.incident, policyType } };
    const settled = JSON.stringify(document);

    const original = await findOriginal(trx, row);
    if (original) {
      const { incidentReportIds, claimIds, results } = original.saved as Saved;
      const saved: Saved = {
        isCompleted: true,
        isDuplicate: true,
        incidentReportIds,
        claimIds,
        results,
        savedAt: now.toISOString(),
        duplicateOf: duplicateOf(original),
      };
      await trx
        .updateTable('incident_report')
        .set({
          status: 'completed',
          document: settled,
          saved: JSON.stringify(saved),
          duplicate_of: original.id,
          completed_at: now,
          updated_at: now,
          summary_html: null,
        })
        .where('id', '=', reportId)
        .execute();
      return { result: { ...saved, rawXmls: [] }, completedNow: true };
    }

    // The claim carries the register's IBAN of a saved account (D27); the stored report only its id.
    const claimDocument = await withRegisterAccount(trx, document);
    if (!claimDocument) {
      throw new ApiError(422, 'REPORT_INCOMPLETE', [{ path: '/incident/bankAccount/id', message: validationMessages.requiredOption }]);
    }
    const attachments = await claimAttachments(trx, reportId, files, now);
    const reportNumber = await nextNumber(trx, 'incident_report_number_seq');
    const results: Saved['results'] = [];
    const messages: Array<{ claim_id: string; message_key: string; report_id: string; payload: string }> = [];
    for (const object of damagedObjects(document.incident)) {
      const claimId = await nextNumber(trx, 'claim_number_seq');
      results.push({ objectType: object.objectType, objectLabel: object.objectLabel, claimId, reportId: reportNumber });
      messages.push({
        claim_id: claimId,
        message_key: claimId,
        report_id: reportId,
        payload: claimXml({
          reportId,
          reportNumber,
          claimId,
          object,
          context: row.context,
          policyType,
          document: claimDocument,
          attachments,
          savedAt: now,
        }),
      });
    }
    if (messages.length > 0) await trx.insertInto('outbox_message').values(messages).execute();
    // The confirmation e-mail is owed from this commit on (server/services/completion-mail.ts).
    if (normalizeEmail(document.parties.reporter?.email)) {
      await trx.insertInto('mail_outbox').values({ report_id: reportId, kind: 'completion' }).execute();
    }

    const saved: Saved = {
      isCompleted: true,
      isDuplicate: false,
      incidentReportIds: [reportNumber],
      claimIds: results.map((result) => result.claimId!),
      results,
      savedAt: now.toISOString(),
    };
    await trx
      .updateTable('incident_report')
      // A draft's archive copy (sent after an earlier failed save) is not this report's: the copy
      // sent after this save takes its place, once.
      .set({ status: 'completed', document: settled, saved: JSON.stringify(saved), completed_at: now, updated_at: now, summary_html: null })
      .where('id', '=', reportId)
      .execute();
    return { result: { ...saved, rawXmls: messages.map((message) => message.payload) }, completedNow: true };
  });
}
