/** A new report (POST …/incident-report): on the web empty, from a portal with what its entry signed. */
import type { Kysely } from 'kysely';
import { entryInsurance, entryLicensePlate } from '../../src/domain/portal-entry.ts';
import type { CreateReportRequest } from '../../src/domain/report.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http-errors.ts';
import { DETAIL_MESSAGES } from '../http/messages.ts';
import { requirePortalToken, usePortalToken } from '../http/portal-tokens.ts';
import { operatorData } from '../reference/registers.ts';
import { emptyDocument, type StoredDocument } from './document.ts';
import type { DraftCache } from './draft-cache.ts';
import { insertReport, newReportId } from './repository.ts';

/**
 * Portal entries fill the operator and what the portal already knows (SPEC §1, §2 Start). A portal
 * report starts only with the token its entry's check gave the frame (D31), for this very entry.
 */
async function portalDocument(db: Kysely<Database>, body: CreateReportRequest): Promise<StoredDocument> {
  const { portal } = body;
  if (body.context === 'WEB') {
    if (portal || body.portalToken) throw new ApiError(400, 'PORTAL_NOT_ALLOWED');
    return emptyDocument(null);
  }
  if (!portal?.operatorCode || portal.portal !== body.context) {
    throw new ApiError(400, 'PORTAL_REQUIRED', [{ path: '/portal', message: DETAIL_MESSAGES.portalRequired }]);
  }
  const signed = await requirePortalToken(db, portal.portal, body.portalToken);
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
  const operator = await operatorData(db, {
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

/** Stores the new draft and remembers it as this process wrote it; returns its id. */
export async function createReport(context: { db: Kysely<Database>; drafts: DraftCache }, body: CreateReportRequest): Promise<string> {
  const { db } = context;
  const document = await portalDocument(db, body);
  const id = newReportId();
  const { portalToken } = body;
  // The token is used by the create that stores its report, or by none.
  const { version, documentChars } = portalToken
    ? await db.transaction().execute(async (trx) => {
        await usePortalToken(trx, portalToken);
        return insertReport(trx, id, body.context, document);
      })
    : await insertReport(db, id, body.context, document);
  context.drafts.remember(id, version, document, documentChars);
  return id;
}
