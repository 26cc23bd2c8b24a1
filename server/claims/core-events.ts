/**
 * The core system's status events of a claim (POST /v1/core-system/claims/{claimId}/events):
 * applied once each (the event id), in the order they happened (`occurredAt`), and only to a claim
 * this server made. Every refusal leaves everything as it was.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../src/domain/openapi.gen.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, type ErrorDetail } from '../http-errors.ts';
import { DETAIL_MESSAGES } from '../http/messages.ts';
import { findEvent, insertEvent, latestOccurrence, lockReportOfClaim } from './events-repository.ts';
import { asksReporter, oweStatusMail } from './status-mail.ts';

export type CoreSystemEvent = components['schemas']['CoreSystemEvent'];

/** PostgreSQL's SQLSTATE for a duplicate key. */
const UNIQUE_VIOLATION = '23505';

/** What an event type must carry, and what only it may. */
function checkDetails(event: CoreSystemEvent): void {
  const details: ErrorDetail[] = [];
  const needs = (field: 'inspection' | 'documentTypes' | 'decision', type: CoreSystemEvent['type']) => {
    if (event.type === type && event[field] === undefined)
      details.push({ path: `/${field}`, message: DETAIL_MESSAGES.requiredForEventType });
    if (event.type !== type && event[field] !== undefined) details.push({ path: `/${field}`, message: DETAIL_MESSAGES.notForEventType });
  };
  needs('inspection', 'INSPECTION_PLANNED');
  needs('documentTypes', 'DOCUMENTS_REQUESTED');
  needs('decision', 'DECIDED');
  if (details.length > 0) throw new ApiError(400, 'VALIDATION_FAILED', details);
}

/**
 * Records the event of the claim, under its report's row lock (so two events of one report are
 * taken one after the other, on any instance): 404 NOT_FOUND for a claim this server never made,
 * 409 CORE_EVENT_REPEATED for an event id already taken, 409 CORE_EVENT_OUT_OF_ORDER for an event
 * that happened before the claim's latest. A change that asks something of the reporter owes them
 * an e-mail in the same transaction (status-mail.ts; `now` is when it was received). Answers the
 * report's id, for what follows (the e-mail).
 */
export async function applyCoreEvent(
  db: Kysely<Database>,
  claimId: string,
  event: CoreSystemEvent,
  now = new Date(),
): Promise<{ reportId: string; mailOwed: boolean }> {
  checkDetails(event);
  const occurredAt = new Date(event.occurredAt);
  return db.transaction().execute(async (trx) => {
    const reportId = await lockReportOfClaim(trx, claimId);
    if (!reportId) throw new ApiError(404, 'NOT_FOUND');
    if (await findEvent(trx, event.eventId)) throw new ApiError(409, 'CORE_EVENT_REPEATED');
    const latest = await latestOccurrence(trx, claimId);
    if (latest && latest.getTime() > occurredAt.getTime()) throw new ApiError(409, 'CORE_EVENT_OUT_OF_ORDER');
    await insertEvent(trx, {
      eventId: event.eventId,
      claimId,
      reportId,
      type: event.type,
      occurredAt,
      details: {
        ...(event.inspection ? { inspection: event.inspection } : {}),
        ...(event.documentTypes ? { documentTypes: event.documentTypes } : {}),
        ...(event.decision ? { decision: event.decision } : {}),
      },
    }).catch((error: unknown) => {
      // The same event id sent at once for claims of two reports: the second finds it taken.
      if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw new ApiError(409, 'CORE_EVENT_REPEATED');
      throw error;
    });
    const mailOwed = asksReporter(event.type);
    if (mailOwed) await oweStatusMail(trx, { reportId, claimId, now });
    return { reportId, mailOwed };
  });
}
