import { NO_SIGNAL } from './no-signal.ts';
import {
  defaultPolicyType,
  type IncidentReport,
  type Parties,
  type SaveResult,
  type Saved,
  type UpdateReportResponse,
} from '../src/domain/report.ts';
import type { OperatorData, ReasonGroup, ScopeOfDamageOption } from './actors.ts';
import { answerStatusOf, NO_PRODUCTS, nowOf, resolvePolicyType } from './context.ts';
import { guards } from './guards.ts';
import { mergePatch } from './merge.ts';
import { applyResets } from './resets.ts';
import { screenOfRoute } from './screens.ts';
import { forget, visit } from './trail.ts';
import type { ClaimReportContext, ClientReport, DraftOverviews, MachineErrorKind, ReportPatch, ScreenId } from './types.ts';

/**
 * What the machine's actions do to the context, as pure functions returning the changed part.
 * setup.ts wraps each in `assign`; tests call them directly.
 */

type Ctx = ClaimReportContext;
type Change = Partial<Ctx>;

const SCOPES_THAT_DROP_THE_SMP_POLICY_ID = ['scope12', 'scope13', 'scope14', 'scope134'];

/** Changes a screen's continue makes beyond its own fields, before the resets (SPEC §2). */
function screenRules(context: Ctx, screen: ScreenId, report: ClientReport): ClientReport {
  const { incident, parties } = report;
  switch (screen) {
    case 'incident-scope': {
      // "the original scope of damage is reset on entry"; "Scopes 12, 13, 14, 134 on SMP clear the stored policyId".
      const next = { ...incident, originalScopeOfDamage: null };
      const code = `scope${(incident.scopesOfDamage ?? [])
        .map((s) => s.objectId)
        .sort()
        .join('')}`;
      const dropPolicy = context.context === 'SMP' && SCOPES_THAT_DROP_THE_SMP_POLICY_ID.includes(code);
      return { ...report, incident: dropPolicy ? { ...next, policyId: null, policyIdIsVerified: false } : next };
    }
    case 'general-info': {
      // Coming back here after the no-plate alert turned scope1 into scope3 (D20): the reporter
      // answers /general-info for the scope they chose, so it is restored.
      if (incident.originalScopeOfDamage !== 'scope1') return report;
      return { ...report, incident: { ...incident, originalScopeOfDamage: null, scopesOfDamage: [scopeItem(context, 1)] } };
    }
    case 'alert-dont-have-license-plate': {
      // "For scope1 the original scope is remembered as scope1 and the scope of damage becomes the
      // item with objectId 3" (D20: in every context).
      const isScope1 = (incident.scopesOfDamage ?? []).map((s) => s.objectId).join() === '1';
      if (!isScope1) return report;
      return { ...report, incident: { ...incident, originalScopeOfDamage: 'scope1', scopesOfDamage: [scopeItem(context, 3)] } };
    }
    case 'permission-confirmation-SMP': {
      // "If the reporter is the same as the aggrieved party, the reporter is filled in" (D6).
      if (!guards.reporterIsAggrieved({ context: { ...context, report }, event: { type: 'BACK' } })) return report;
      const aggrieved = parties.aggrievedParty ?? {};
      const names =
        aggrieved.partyType === 'BUSINESS' ? {} : { firstName: aggrieved.firstName ?? null, lastName: aggrieved.lastName ?? null };
      return { ...report, parties: { ...parties, reporter: { ...parties.reporter, ...names, isSameAsAggrieved: true } } };
    }
    default:
      return report;
  }
}

function scopeItem(context: Ctx, objectId: 1 | 2 | 3 | 4) {
  const option = context.scopesOfDamageOptions.find((o) => o.objectId === objectId);
  return option ? { objectId, kind: option.kind } : { objectId };
}

/** SUBMIT: merge the screen's patch, apply its rules and the SPEC §4 resets. */
export function applySubmit(context: Ctx, patch: ReportPatch, screen: ScreenId): Change {
  const merged = screenRules(context, screen, mergePatch(context.report, patch));
  const outcome = applyResets(context.report, merged, patch);
  const choosesPolicyType = !!patch.incident?.policyType;
  return {
    report: outcome.report,
    ...(outcome.clearSavedBankAccounts && { availableBankAccounts: [] }),
    policyTypeChosen: choosesPolicyType || (context.policyTypeChosen && !outcome.forgetPolicyTypeChoice),
    error: null,
  };
}

/** Auto-selection of a single option (SPEC /incident-reason-group) goes through the same rules. */
export function autoSelectReasonGroup(context: Ctx): Change {
  return applySubmit(context, { incident: { reasonGroupIndex: 0 } }, 'incident-reason-group');
}

export function autoSelectReason(context: Ctx): Change {
  const reason = context.reasonGroups[context.report.incident.reasonGroupIndex ?? 0]?.reasons[0];
  return reason ? applySubmit(context, { incident: { reason } }, 'incident-reason') : {};
}

/**
 * Entering a screen moves the trail (trail.ts). During a change from /summary (D24), a screen
 * reached by Continue that was answered before the change is passed through with its answers;
 * /summary ends the change.
 */
export function visitScreen(context: Ctx, screen: ScreenId, byJump: boolean): Change {
  const trail = visit(context, screen, byJump);
  const { changing } = context;
  if (screen === 'summary') return { ...trail, changing: null, passingThrough: false };
  const passingThrough = !byJump && changing !== null && screen !== changing.screen && changing.answered.includes(screen);
  return { ...trail, passingThrough };
}

/** D24: "Zmeniť" on /summary; the screens answered so far are those before /summary in the trail. */
export function startChange(context: Ctx, screen: ScreenId): Change {
  return { changing: { screen, answered: context.trail.slice(0, context.trailPosition) }, error: null };
}

export function forgetScreen(context: Ctx, screen: ScreenId): Change {
  return forget(context, screen);
}

export function storeCreatedReport(context: Ctx, created: { id: string }): Change {
  // Outside portal mode the report becomes a local draft (SPEC "Start"), kept on the device by keepDrafts.
  const drafts = context.entry.portal ? context.drafts : [...context.drafts, { id: created.id, createdAt: nowOf(context) }];
  // A portal token starts one report (D31): it is spent.
  return { reportId: created.id, drafts, portalToken: null };
}

/** The report with `email` as the reporter's e-mail when the reporter has none yet; unchanged otherwise. */
export function withReporterEmail(report: ClientReport, email: string): ClientReport {
  const reporter = report.parties.reporter ?? {};
  if ((reporter.email ?? '').trim()) return report;
  return { ...report, parties: { ...report.parties, reporter: { ...reporter, email } } };
}

/**
 * The update's answer: products, policy id verification, the server's verified flags and saved
 * bank accounts (SPEC §4 "After each update the server returns available products"), then the
 * policy type by SPEC §4's rule.
 */
export function storeUpdateAnswer(context: Ctx, answer: UpdateReportResponse): Change {
  const { parties, incident } = context.report;
  const flags = answer.verification ?? {};
  const party = (key: 'otherResponsibleParty' | 'otherCoresponsibleParty', plate?: boolean, policy?: boolean) => {
    const current = parties[key];
    if (!current) return {};
    return {
      [key]: {
        ...current,
        ...(plate !== undefined && { licensePlateIsVerified: plate }),
        ...(policy !== undefined && { policyIdIsVerified: policy }),
      },
    };
  };
  const nextIncident = {
    ...incident,
    availableProducts: answer.incident.availableProducts,
    policyIdIsVerified: answer.incident.policyIdIsVerified,
    ...(incident.myVehicle &&
      flags.myVehicleLicensePlate !== undefined && {
        myVehicle: { ...incident.myVehicle, licensePlateIsVerified: flags.myVehicleLicensePlate },
      }),
  };
  const nextParties: Parties = {
    ...parties,
    ...party('otherResponsibleParty', flags.responsibleLicensePlate, flags.responsiblePolicyId),
    ...party('otherCoresponsibleParty', flags.coresponsibleLicensePlate, flags.coresponsiblePolicyId),
  };
  return {
    report: {
      ...context.report,
      parties: nextParties,
      incident: { ...nextIncident, policyType: resolvePolicyType(context, nextIncident, answer.incident.defaultPolicyType) },
    },
    defaultPolicyType: answer.incident.defaultPolicyType,
    verification: answer.verification ?? null,
    availableBankAccounts: answer.availableBankAccounts,
    error: null,
  };
}

/** What a verify call before an update checks: the alerts' policy number, the responsible party's plate or policy number. */
export type VerifiedField = 'policyId' | 'responsiblePlate' | 'responsiblePolicyId';

/** SPEC §4 "Plate or policy verification sets a verified flag, then refreshes products and bank accounts". */
export function storeVerification(context: Ctx, field: VerifiedField, verified: boolean): Change {
  const { parties, incident } = context.report;
  switch (field) {
    case 'policyId':
      return { report: { ...context.report, incident: { ...incident, policyIdIsVerified: verified } } };
    case 'responsiblePlate':
    case 'responsiblePolicyId': {
      const flag = field === 'responsiblePlate' ? 'licensePlateIsVerified' : 'policyIdIsVerified';
      const party = { hasLicensePlate: true, ...parties.otherResponsibleParty, [flag]: verified };
      return { report: { ...context.report, parties: { ...parties, otherResponsibleParty: party } } };
    }
  }
}

export function setError(kind: MachineErrorKind, cause?: unknown): Change {
  const message = cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : undefined;
  const status = answerStatusOf(cause);
  const code = (cause as { code?: unknown } | null | undefined)?.code;
  return {
    error: {
      kind,
      ...(message !== undefined && { message }),
      ...(status !== undefined && { status }),
      // A server's code, or the page's word that the call had no signal (no-signal.ts).
      ...(typeof code === 'string' && (status !== undefined || code === NO_SIGNAL) && { code }),
    },
  };
}

/**
 * A report the server answered 404 for (deleted: not continued for RETENTION_DAYS, or with "delete
 * all" on another device) leaves the drafts, so this device does not offer it again. Runs after
 * setError, which keeps the answer's status.
 */
export function forgetGoneDraft(context: Ctx, id: string | null): Change {
  return context.error?.status === 404 ? { drafts: context.drafts.filter((draft) => draft.id !== id) } : {};
}

/** "+421 905 123 456" -> prefix +421, number "905 123 456"; other formats keep +421 and the digits. */
function splitPhone(phone: string | null | undefined) {
  if (!phone) return undefined;
  const match = /^(\+\d{3})\s*(.*)$/.exec(phone.trim());
  return match
    ? { prefix: match[1]!, number: match[2]!.replace(/[^0-9 ]/g, '') }
    : { prefix: '+421', number: phone.replace(/[^0-9 ]/g, '') };
}

/**
 * SPEC §4 "Portal: SMP reporter is the aggrieved and not the insured; in KZ the reporter is the
 * insured." SMP operator data brings the insured of `cislopz`; KZ data is the reporter.
 */
export function storeOperator(context: Ctx, answer: OperatorData): Change {
  const { portalToken, ...operator } = answer;
  return { ...operatorPrefill(context, operator), portalToken: portalToken ?? context.portalToken };
}

function operatorPrefill(context: Ctx, operator: OperatorData): Change {
  const { parties } = context.report;
  if (operator.portal === 'SMP') {
    const reporter = { ...parties.reporter, isSameAsInsured: false };
    return {
      operator,
      report: { ...context.report, parties: { ...parties, reporter, ...(operator.insured && { insured: operator.insured }) } },
    };
  }
  const phone = splitPhone(operator.phone);
  return {
    operator,
    report: {
      ...context.report,
      parties: {
        ...parties,
        reporter: {
          ...parties.reporter,
          firstName: operator.firstName,
          lastName: operator.lastName,
          email: operator.email ?? null,
          ...(phone && { phone }),
          isSameAsInsured: true,
        },
        insured: {
          firstName: operator.firstName,
          lastName: operator.lastName,
          partyType: operator.partyType,
          businessName: operator.businessName ?? null,
        },
      },
    },
  };
}

/** SPEC "Start": "If the URL query scope equals 2, scope of damage 2 is preselected". */
export function preselectScope2(context: Ctx): Change {
  return { report: { ...context.report, incident: { ...context.report.incident, scopesOfDamage: [{ objectId: 2 }] } } };
}

const NOT_A_JOURNEY_STEP: ReadonlySet<ScreenId> = new Set(['confirm', 'drafts']);

/** The screen of a route that a replay can stop at: a step of the journey, not /confirm or /drafts. */
function journeyStep(route: string | null | undefined): ScreenId | null {
  const screen = screenOfRoute(route);
  return screen && !NOT_A_JOURNEY_STEP.has(screen) ? screen : null;
}

/**
 * A loaded report (`?id=` or a draft, D1): its document, its context, its saved result, and the
 * screen it had reached as the replay target (an unknown route leaves none: /incident-scope).
 * A completed report leaves the drafts; an open one joins them outside portal mode.
 */
export function storeLoadedReport(context: Ctx, loaded: IncidentReport): Change {
  const { meta } = loaded;
  const completed = meta.saved?.isCompleted === true;
  // D25: the tab's own report resumes on the screen the tab showed; any other, where its last Continue was.
  const tab = context.entry.reportId === null && context.entry.tabReport?.reportId === meta.id ? context.entry.tabReport : null;
  const resumeAt = journeyStep(tab?.route) ?? journeyStep(meta.lastRoute);
  const others = context.drafts.filter((draft) => draft.id !== meta.id);
  const ownDraft = context.drafts.find((draft) => draft.id === meta.id) ?? { id: meta.id, createdAt: meta.createdAt };
  // A stored policy type is the reporter's choice unless it is the portal's (storedPolicyType);
  // without one the server's default applies, as the next update's answer will say.
  const portal = meta.portal ?? null;
  const { policyType } = loaded.incident;
  const policyTypeChosen = policyType != null && policyType !== portal?.insurance;
  const objectIds = (loaded.incident.scopesOfDamage ?? []).map((scope) => scope.objectId);
  const serverDefault = objectIds.length > 0 ? defaultPolicyType(objectIds, loaded.incident.availableProducts ?? NO_PRODUCTS) : null;
  const incident = serverDefault
    ? { ...loaded.incident, policyType: resolvePolicyType({ policyTypeChosen, portal }, loaded.incident, serverDefault) }
    : loaded.incident;
  return {
    reportId: meta.id,
    report: { parties: loaded.parties, incident, attachments: loaded.attachments },
    availableBankAccounts: loaded.availableBankAccounts,
    context: meta.context,
    portal,
    saved: completed ? meta.saved : null,
    saveAttempt: null,
    policyTypeChosen,
    defaultPolicyType: serverDefault,
    trail: [],
    trailPosition: -1,
    replayTo: resumeAt,
    changing: null,
    passingThrough: false,
    drafts: completed || context.entry.portal ? others : [...others, ownDraft],
    draftToLoad: null,
    error: null,
  };
}

/**
 * /drafts with what the server said of each draft (D25): the overviews join their drafts; drafts
 * deleted or completed meanwhile leave this device's list. A draft the server could not be asked
 * about just now stays, listed without them.
 */
export function storeDraftOverviews(context: Ctx, found: DraftOverviews): Change {
  const byId = new Map(found.overviews.map((overview) => [overview.id, overview]));
  const drafts = context.drafts
    .filter((draft) => !found.gone.includes(draft.id))
    .map((draft) => (byId.has(draft.id) ? { ...draft, overview: byId.get(draft.id)! } : draft));
  return { drafts };
}

export function storeScopeOptions(options: ScopeOfDamageOption[]): Change {
  return { scopesOfDamageOptions: options };
}

export function storeCombinations(groups: number[][]): Change {
  return { permissibleCombinations: groups };
}

export function storeReasonGroups(groups: ReasonGroup[]): Change {
  return { reasonGroups: groups };
}

export function storeSaveAttempt(result: SaveResult): Change {
  const { rawXmls: _rawXmls, ...saved } = result;
  return { saveAttempt: saved satisfies Saved };
}

/** Completed (or a duplicate, which the server also completes): read-only, no longer a draft. */
export function markSaved(context: Ctx): Change {
  return {
    saved: context.saveAttempt,
    drafts: context.drafts.filter((draft) => draft.id !== context.reportId),
    error: null,
  };
}
