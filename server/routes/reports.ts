import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { CreateReportRequest, UpdateReportRequest, UpdateReportResponse } from '../../src/domain/report.ts';
import { defaultPolicyType } from '../../src/domain/report.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, reportCompleted } from '../http-errors.ts';
import { inlineDisposition, summaryPdfForRequest } from '../pdf/pdf-http.ts';
import { loadStoredReport } from '../pdf/summary-pdf.ts';
import { nowInSlovakia } from '../../src/domain/validation/today.ts';
import type { Locale } from '../http/locale.ts';
import { DETAIL_MESSAGES } from '../http/messages.ts';
import { refuseTooManyDamagedObjects } from '../reports/damaged-object-limit.ts';
import { operatorData, phonePrefixCodes } from '../reference/registers.ts';
import { validateUpdateBody } from '../reports/validate.ts';
import { requirePortalToken, usePortalToken } from '../http/portal-tokens.ts';
import { entryInsurance, entryLicensePlate } from '../../src/domain/portal-entry.ts';
import { applyUpdate, emptyDocument, type StoredDocument } from '../reports/document.ts';
import { getDraft, getReport, insertReport, listAttachments, newReportId, storeDocument, toApiReport } from '../reports/repository.ts';
import { type KnownDraft } from '../reports/draft-cache.ts';
import { saveReportOnce } from '../reports/save.ts';
import { needsVerification, recomputeVerification } from '../reports/verification.ts';
import { offeredBankAccounts } from '../reports/saved-accounts.ts';
import { resolveReferences } from '../reports/references.ts';
import { withClaimPageToken } from './claim-page.ts';

type WithId = { Params: { id: string } };

/**
 * Portal entries fill the operator and what the portal already knows (SPEC §1, §2 Start). A portal
 * report starts only with the token its entry's check gave the frame (D31), for this very entry.
 */
async function portalDocument(request: FastifyRequest, body: CreateReportRequest): Promise<StoredDocument> {
  const { portal } = body;
  if (body.context === 'WEB') {
    if (portal || body.portalToken) throw new ApiError(400, 'PORTAL_NOT_ALLOWED');
    return emptyDocument(null);
  }
  if (!portal?.operatorCode || portal.portal !== body.context) {
    throw new ApiError(400, 'PORTAL_REQUIRED', [{ path: '/portal', message: DETAIL_MESSAGES.portalRequired }]);
  }
  const signed = await requirePortalToken(request.server.db, portal.portal, body.portalToken);
  // What the partner signed decides the prefill, not the body's normalised copy of it, which must agree.
  const entry = {
    portal: portal.portal,
    operatorCode: signed.code ?? null,
    policyId: signed.cislopz ?? null,
    insurance: entryInsurance(signed.poistenie),
    licensePlate: entryLicensePlate(signed.ecv),
  };
  if ((['operatorCode', 'policyId', 'insurance', 'licensePlate'] as const).some((field) => (portal[field] ?? null) !== entry[field])) {
    throw new ApiError(401, 'PORTAL_TOKEN_INVALID');
  }
  const operator = await operatorData(request.server.db, {
    operatorCode: portal.operatorCode,
    portal: portal.portal,
    policyId: portal.policyId ?? undefined,
  });
  // An unverified SMP operator is refused, never downgraded to WEB (DECISIONS D2).
  if (!operator || (operator.portal === 'SMP' && !operator.verified)) {
    throw new ApiError(403, 'OPERATOR_NOT_VERIFIED');
  }
  const document = emptyDocument(entry);
  document.parties.operator = {
    firstName: operator.firstName ?? null,
    lastName: operator.lastName ?? null,
    // The SMP agent's login or the KZ operator's code: never the operator's birth number or
    // identification number, which the browser would load with the report (D28).
    identificationNumber: operator.portal === 'SMP' ? (operator.login ?? null) : portal.operatorCode,
    email: operator.email ?? null,
  };
  if (entry.licensePlate) document.incident.myVehicle = { hasLicensePlate: true, licensePlate: entry.licensePlate };
  if (entry.policyId) document.incident.policyId = entry.policyId;
  if (entry.insurance) document.incident.policyType = entry.insurance;
  return document;
}

/**
 * The formats openapi.yaml cannot express (IBAN check digits, birth numbers, phone prefixes,
 * dates not in the future ...), checked with the same rules as the browser's forms (SPEC §5),
 * answered in the request's language.
 */
function checkFormats(body: UpdateReportRequest): void {
  const now = nowInSlovakia();
  const details = validateUpdateBody(body, {
    phonePrefixes: phonePrefixCodes(),
    today: now.date,
    now: now.time,
  });
  if (details.length > 0) throw new ApiError(400, 'VALIDATION_FAILED', details);
}

/**
 * One go at an update: read the draft (or take the version this process last wrote, `known`),
 * merge what was sent, verify, and write over that version (storeDocument). Undefined when another
 * write came first; with `lock` (inside a transaction) the row is locked from the read on, so that
 * cannot happen. Without it nothing is locked while merging and verifying, and an update without
 * an attachment list is one read and one write, or with `known` one write.
 */
async function updateOnce(
  db: Kysely<Database>,
  id: string,
  body: UpdateReportRequest,
  { lock = false, known }: { lock?: boolean; known?: KnownDraft | undefined } = {},
) {
  const row = known ?? (await getDraft(db, id, { forUpdate: lock }));
  const document = applyUpdate(row.document, body);
  refuseTooManyDamagedObjects(document);
  if (needsVerification(row.document, document)) await recomputeVerification(db, document);
  await resolveReferences(db, body, document);
  const write = async (trx: Kysely<Database>) => {
    const stored = await storeDocument(trx, id, row.version, document);
    if (!stored) return undefined;
    const removedKeys = body.attachments ? await applyAttachmentList(trx, id, body.attachments) : [];
    return { document, stored, removedKeys };
  };
  // The attachment rows change with the document or not at all.
  return body.attachments && !db.isTransaction ? db.transaction().execute(write) : write(db);
}

/**
 * Makes the report's attachment rows the list sent: unknown ids are refused (400), rows not listed
 * are deleted, listed types are set. Returns the storage keys of the deleted rows' files.
 */
async function applyAttachmentList(
  trx: Kysely<Database>,
  id: string,
  list: NonNullable<UpdateReportRequest['attachments']>,
): Promise<string[]> {
  const stored = await trx.selectFrom('attachment').select(['id', 'storage_key']).where('report_id', '=', id).execute();
  const keep = new Map(list.map((ref) => [ref.id, ref]));
  list.forEach((ref, index) => {
    if (!stored.some((row) => row.id === ref.id)) {
      throw new ApiError(400, 'UNKNOWN_ATTACHMENT', [{ path: `/attachments/${index}/id`, message: DETAIL_MESSAGES.unknownAttachment }]);
    }
  });
  const removedKeys: string[] = [];
  for (const row of stored) {
    const ref = keep.get(row.id);
    if (!ref) {
      await trx.deleteFrom('attachment').where('id', '=', row.id).execute();
      removedKeys.push(row.storage_key);
    } else if (ref.type) {
      await trx.updateTable('attachment').set({ type: ref.type }).where('id', '=', row.id).execute();
    }
  }
  return removedKeys;
}

/** What an update answers: what the server computed from the stored document. */
function updateResponse(document: StoredDocument, stored: { version: number; updatedAt: Date }): UpdateReportResponse {
  const { incident, parties } = document;
  const products = incident.availableProducts!;
  const objectIds = (incident.scopesOfDamage ?? []).map((scope) => scope.objectId);
  return {
    incident: {
      availableProducts: products,
      defaultPolicyType: defaultPolicyType(objectIds, products),
      policyIdIsVerified: incident.policyIdIsVerified ?? false,
    },
    verification: {
      myVehicleLicensePlate: incident.myVehicle?.licensePlateIsVerified ?? false,
      responsibleLicensePlate: parties.otherResponsibleParty?.licensePlateIsVerified ?? false,
      responsiblePolicyId: parties.otherResponsibleParty?.policyIdIsVerified ?? false,
      coresponsibleLicensePlate: parties.otherCoresponsibleParty?.licensePlateIsVerified ?? false,
      coresponsiblePolicyId: parties.otherCoresponsibleParty?.policyIdIsVerified ?? false,
    },
    availableBankAccounts: offeredBankAccounts(document),
    meta: { version: stored.version, updatedAt: stored.updatedAt.toISOString() },
  };
}

export const reportHandlers = {
  async createIncidentReport(request: FastifyRequest<{ Body: CreateReportRequest }>, reply: FastifyReply) {
    const { db } = request.server;
    const { context, portalToken } = request.body;
    const document = await portalDocument(request, request.body);
    const id = newReportId();
    // The token is used by the create that stores its report, or by none.
    const { version, documentChars } = portalToken
      ? await db.transaction().execute(async (trx) => {
          await usePortalToken(trx, portalToken);
          return insertReport(trx, id, context, document);
        })
      : await insertReport(db, id, context, document);
    request.server.drafts.remember(id, version, document, documentChars);
    return reply.code(201).send({ id });
  },

  async loadIncidentReport(request: FastifyRequest<WithId>) {
    const { db } = request.server;
    const row = await getReport(db, request.params.id);
    const report = toApiReport(row, await listAttachments(db, request.params.id));
    // A reload of /confirm shows the claim page's link as the save's answer did.
    if (report.meta.saved) report.meta.saved = await withClaimPageToken(request.server, row.id, report.meta.saved);
    return report;
  },

  async updateIncidentReport(request: FastifyRequest<WithId & { Body: UpdateReportRequest }>): Promise<UpdateReportResponse> {
    const { db, attachments: store, drafts, updatesInTurn } = request.server;
    const { id } = request.params;
    const body = request.body;
    checkFormats(body);
    // One update of a draft at a time in this process, so each starts from the version the one
    // before it wrote. Cheapest first: over the version this process last wrote (one statement);
    // if another write came in between (another server process, a save), read and write with
    // nothing locked; if yet another write came first, once more with the report locked, which
    // cannot miss.
    const written = await updatesInTurn(id, async () => {
      const known = drafts.read(id);
      const result =
        (known && (await updateOnce(db, id, body, { known }))) ||
        (await updateOnce(db, id, body)) ||
        (await db.transaction().execute((trx) => updateOnce(trx, id, body, { lock: true })));
      if (!result) throw new Error('an update of a locked report found it changed');
      // Only now: the write (and its transaction, with an attachment list) is committed.
      drafts.remember(id, result.stored.version, result.document, result.stored.documentChars);
      return result;
    });
    // Files go only after the rows are gone for good; a failure here leaves an orphan, not a hole.
    for (const key of written.removedKeys)
      await store.remove(key).catch((error) => request.log.warn({ err: error }, 'attachment file not removed'));
    return updateResponse(written.document, written.stored);
  },

  async saveIncidentReport(request: FastifyRequest<WithId>) {
    const { db } = request.server;
    // Whether THIS save completed the report is known only inside its transaction: a status read
    // before it let each of several parallel saves send the completion e-mail (double submit).
    const { attachments: store, attachmentLinks: links } = request.server;
    const { result, completedNow } = await saveReportOnce(db, request.params.id, { store, links }, new Date());
    // A saved report takes no more updates; its copy would only hold personal data longer.
    request.server.drafts.forget(request.params.id);
    // The claims and the confirmation e-mail's job are committed: the answer goes now, and this
    // instance's mail worker is woken to send the e-mail (with its PDF, about a second of
    // rendering) at once, so the reporter is not kept waiting for it on the last click. Whatever
    // stops it (a busy renderer, the mail server, a crash) leaves the job to a later attempt.
    if (completedNow && !result.isDuplicate)
      request.server.afterResponse('completion e-mail', async () => void (await request.server.completionMails.runOnce()));
    return withClaimPageToken(request.server, request.params.id, result);
  },

  async deleteIncidentReport(request: FastifyRequest<WithId>, reply: FastifyReply) {
    const { db, attachments: store } = request.server;
    const keys = await db.transaction().execute(async (trx) => {
      await getDraft(trx, request.params.id, { forUpdate: true });
      const rows = await trx.selectFrom('attachment').select('storage_key').where('report_id', '=', request.params.id).execute();
      await trx.deleteFrom('mail_log').where('report_id', '=', request.params.id).execute();
      await trx.deleteFrom('incident_report').where('id', '=', request.params.id).execute();
      return rows.map((row) => row.storage_key);
    });
    request.server.drafts.forget(request.params.id);
    for (const key of keys) await store.remove(key).catch((error) => request.log.warn({ err: error }, 'attachment file not removed'));
    return reply.code(204).send();
  },

  async saveSummary(request: FastifyRequest<WithId & { Body: { html: string } }>, reply: FastifyReply) {
    const { db } = request.server;
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('incident_report')
        .select(['status', 'summary_html'])
        .where('id', '=', request.params.id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw new ApiError(404, 'NOT_FOUND');
      // The archive copy of a saved report is written once and then kept as it was.
      if (row.status === 'completed' && row.summary_html !== null) throw reportCompleted();
      await trx.updateTable('incident_report').set({ summary_html: request.body.html }).where('id', '=', request.params.id).execute();
    });
    return reply.code(204).send();
  },

  async getBankAccounts(request: FastifyRequest<{ Querystring: { reportId: string } }>) {
    const row = await getReport(request.server.db, request.query.reportId);
    return { bankAccounts: offeredBankAccounts(row.document) };
  },

  /**
   * The summary PDF of the STORED report, rendered off the request thread (server/pdf/), in the
   * language asked for (/confirm asks for the one the page shows), else the reporter's (D26).
   */
  async getSummaryPdf(request: FastifyRequest<WithId & { Querystring: { locale?: Locale } }>, reply: FastifyReply) {
    const { report, locale: stored, verifiedPolicies } = await loadStoredReport(request.server.db, request.params.id);
    const pdf = await summaryPdfForRequest(request, reply, report, { locale: request.query.locale ?? stored, verifiedPolicies });
    return reply.code(200).header('Content-Type', 'application/pdf').header('Content-Disposition', inlineDisposition(report)).send(pdf);
  },
};
