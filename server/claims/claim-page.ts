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
import { reportDocuments, savedReport, type SentDocument } from './repository.ts';
import { reportEvents, type StoredEvent } from './events-repository.ts';
import { followUpDeliveries } from './follow-up-documents.ts';

export type ClaimPage = components['schemas']['ClaimPage'];
type Place = components['schemas']['ClaimPagePlace'];
type AttachmentType = components['schemas']['AttachmentType'];
type StatusEntry = components['schemas']['ClaimStatusEntry'];

/** A core-system event as the timeline shows it. */
function statusEntry(event: StoredEvent): StatusEntry {
  const { inspection, documentTypes, decision } = event.details as Pick<StatusEntry, 'inspection' | 'documentTypes' | 'decision'>;
  return {
    status: event.type as StatusEntry['status'],
    at: event.occurredAt.toISOString(),
    ...(inspection ? { inspection } : {}),
    ...(documentTypes ? { documentTypes } : {}),
    ...(decision ? { decision } : {}),
  };
}

/**
 * The types of the claim's latest request for documents, split by whether a document sent since
 * is of the type (answered) or not (still requested).
 */
function documentRequest(events: StoredEvent[], documents: SentDocument[]): { requested: AttachmentType[]; answered: AttachmentType[] } {
  const request = events.findLast((event) => event.type === 'DOCUMENTS_REQUESTED');
  if (!request) return { requested: [], answered: [] };
  const sentSince = new Set(documents.filter((document) => document.createdAt >= request.receivedAt).map((document) => document.type));
  const types = (request.details as { documentTypes?: AttachmentType[] }).documentTypes ?? [];
  return { requested: types.filter((type) => !sentSince.has(type)), answered: types.filter((type) => sentSince.has(type)) };
}

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
  const events = await reportEvents(db, reportId);
  const followUps = await followUpDeliveries(db, reportId);
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
      .map((result) => {
        const own = events.filter((event) => event.claimId === result.claimId);
        const request = documentRequest(own, documents);
        return {
          claimId: result.claimId!,
          objectType: result.objectType,
          objectLabel: result.objectLabel,
          timeline: [{ status: 'REPORTED' as const, at: savedAt }, ...own.map(statusEntry)],
          requestedDocuments: request.requested,
          answeredDocuments: request.answered,
        };
      }),
    documents: documents.map((document) => ({
      type: document.type as AttachmentType,
      fileName: document.clientName,
      size: document.size,
      // The report's files went to the core system with its claims; one added since, once its messages are delivered.
      sentAt: followUps.has(document.id) ? (followUps.get(document.id)?.toISOString() ?? null) : savedAt,
    })),
    nextSteps: nextSteps(nextStepsInputOf(incident, parties.otherResponsibleParty, scopeOf(incident), incident.policyType)),
    serviceName: incident.carRepairService?.companyName?.trim() || null,
  };
}
