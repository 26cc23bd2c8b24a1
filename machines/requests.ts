import type { PolicyType } from '../src/domain/report.ts';
import type { ActorInput } from './actors.ts';
import { scopeOf, storedPolicyType } from './context.ts';
import { currentScreen } from './trail.ts';
import type { ClaimReportContext, ScreenId } from './types.ts';

/** The inputs of the invoked actors, built from the context. */

type Ctx = ClaimReportContext;

/** Invoked only after `hasReport` (or createReport) made sure there is an id. */
function reportIdOf(context: Ctx): string {
  if (!context.reportId) throw new Error('no report to send');
  return context.reportId;
}

export function createInput(context: Ctx): ActorInput<'createReport'> {
  return { context: context.context, portal: context.portal, portalToken: context.portal ? context.portalToken : null };
}

/**
 * The whole document (SPEC §7 update payload) with the route it was sent from, which the server
 * keeps as `lastRoute` (D1: a loaded report resumes there), and the policy type only where one
 * was chosen (storedPolicyType). Attachments go only with the
 * attachments step: the server deletes what an update's list leaves out, and only that step holds
 * the list the reporter sees.
 */
export function updateInput(
  context: Ctx,
  screen: ScreenId | null,
  options: { withAttachments?: boolean } = {},
): ActorInput<'updateReport'> {
  const { parties, incident, attachments } = context.report;
  return {
    id: reportIdOf(context),
    body: {
      parties,
      incident: { ...incident, policyType: storedPolicyType(context) },
      meta: { context: context.context, lastRoute: screen ? `/${screen}` : null },
      ...(options.withAttachments && { attachments: attachments.map(({ id, type }) => ({ id, type })) }),
    },
  };
}

/** The exit dialog saves the draft as it stands, at the screen shown. */
export function draftInput(context: Ctx): ActorInput<'updateReport'> {
  return updateInput(context, currentScreen(context));
}

export function idInput(context: Ctx): { id: string } {
  return { id: reportIdOf(context) };
}

/** The report to open at start: the URL's `?id=` (a continue link), else the tab's own (D25). */
export function reportToLoad(context: Ctx): string | null {
  return context.entry.reportId ?? context.entry.tabReport?.reportId ?? null;
}

export function operatorInput(context: Ctx): ActorInput<'fetchOperator'> {
  const portal = context.entry.portal;
  return {
    operatorCode: portal?.operatorCode ?? '',
    policyId: portal?.policyId ?? null,
    portal: portal?.portal ?? 'SMP',
    signature: context.entry.signature,
    portalToken: context.portalToken,
  };
}

const incidentDate = (context: Ctx) => context.report.incident.date ?? '';

/**
 * The policy number of my vehicle on an alert: SPEC §7 "the verify call for policy uses policy type
 * CASCO on the alert screen" (/alert-dont-have-casco); /alert-dont-have-liability asks for
 * liability (PZP). (/general-info's own plate or policy number is verified by its update.)
 */
export function myPolicyInput(context: Ctx, policyType: PolicyType): ActorInput<'verifyPolicyId'> {
  return { policyId: context.report.incident.policyId ?? '', incidentDate: incidentDate(context), policyType };
}

/** SPEC /responsible-party-details: "plate against incident date for liability cover; without plate, the policy number". */
export function responsiblePlateInput(context: Ctx): ActorInput<'verifyLicensePlate'> {
  return {
    licensePlate: context.report.parties.otherResponsibleParty?.licensePlate ?? '',
    incidentDate: incidentDate(context),
    policyType: 'PZP',
  };
}

export function responsiblePolicyInput(context: Ctx): ActorInput<'verifyPolicyId'> {
  return {
    policyId: context.report.parties.otherResponsibleParty?.policyId ?? '',
    incidentDate: incidentDate(context),
    policyType: 'PZP',
  };
}

export function reasonGroupsInput(context: Ctx): ActorInput<'loadReasonGroups'> {
  return { scopes: scopeOf(context.report.incident) ?? 'scope1', policyType: context.report.incident.policyType ?? null };
}

export function continueLinkInput(context: Ctx): ActorInput<'sendContinueLink'> {
  return { id: reportIdOf(context), email: context.continueEmail ?? '' };
}
