/**
 * What a saved report's own page shows (openapi.yaml ClaimPage): no more of the reporter than
 * /confirm does, and nothing of the other parties, accounts or identity numbers.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../src/domain/openapi.gen.ts';
import { nextSteps, nextStepsInputOf } from '../../src/domain/next-steps.ts';
import { scopeOf } from '../../machines/context.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http-errors.ts';
import { reporterLocale } from '../reports/document.ts';
import { reportDocuments, savedReport } from './repository.ts';

export type ClaimPage = components['schemas']['ClaimPage'];
type Place = components['schemas']['ClaimPagePlace'];
type AttachmentType = components['schemas']['AttachmentType'];

const placeOf = (address: Record<string, unknown> | null | undefined): Place | null => {
  if (!address) return null;
  const text = (key: string) => (typeof address[key] === 'string' ? (address[key] as string) : null);
  return {
    street: text('street'),
    buildingNumber: text('buildingNumber'),
    registerNumber: text('registerNumber'),
    town: text('town'),
    postalCode: text('postalCode'),
    country: text('country'),
    isUnspecified: address.isUnspecified === true,
  };
};

export async function claimPageOf(db: Kysely<Database>, reportId: string): Promise<ClaimPage> {
  const report = await savedReport(db, reportId);
  // A link is made only for such a report; its report deleted, the link went with it.
  if (!report) throw new ApiError(404, 'NOT_FOUND');
  const { incident, parties } = report.document;
  const savedAt = report.saved.savedAt ?? report.completedAt.toISOString();
  const documents = await reportDocuments(db, reportId);
  return {
    locale: reporterLocale(report.document),
    reportNumber: report.saved.incidentReportIds[0] ?? null,
    savedAt,
    incident: {
      date: incident.date ?? null,
      time: incident.time ?? null,
      place: placeOf(incident.address as Record<string, unknown> | null | undefined),
    },
    claims: report.saved.results
      .filter((result) => result.claimId)
      .map((result) => ({
        claimId: result.claimId!,
        objectType: result.objectType,
        objectLabel: result.objectLabel,
        timeline: [{ status: 'REPORTED' as const, at: savedAt }],
      })),
    documents: documents.map((document) => ({
      type: document.type as AttachmentType,
      fileName: document.clientName,
      size: document.size,
      // The report's files went to the core system with its claims.
      sentAt: savedAt,
    })),
    nextSteps: nextSteps(nextStepsInputOf(incident, parties.otherResponsibleParty, scopeOf(incident), incident.policyType)),
    serviceName: incident.carRepairService?.companyName?.trim() || null,
  };
}
