import type { ScopeCode } from '../src/domain/report.ts';
import { answerStatusOf, eligibleDrafts, nowOf, scopeOf } from './context.ts';
import { isNoSignal } from './no-signal.ts';
import { canJumpTo } from './trail.ts';
import type { ClaimReportContext, ClaimReportEvent } from './types.ts';

/**
 * The guards, each named after the rule of SPEC §2 / DECISIONS it checks. Pure functions of the
 * context (and, for `canVisitScreen`, the route event), so the routing of a loaded report replays
 * exactly as it went.
 */

type Args = { context: ClaimReportContext; event: ClaimReportEvent };

const incident = (context: ClaimReportContext) => context.report.incident;
const scope = (context: ClaimReportContext) => scopeOf(incident(context));
const answers = (context: ClaimReportContext) => incident(context).specificAnswers ?? {};
const responsible = (context: ClaimReportContext) => context.report.parties.otherResponsibleParty;
/** A duplicate is completed too: the server stores it read-only (docs/decisions.md "Duplicates"). */
const isCompleted = (context: ClaimReportContext) => !!context.saved && (context.saved.isCompleted || context.saved.isDuplicate);
const filled = (value: string | null | undefined) => !!value && value.trim() !== '';

export const guards = {
  // Scopes (SPEC §2 "Scopes of damage").
  isScope1: ({ context }: Args) => scope(context) === 'scope1',
  isScope2: ({ context }: Args) => scope(context) === 'scope2',
  isScope12: ({ context }: Args) => scope(context) === 'scope12',
  /** SPEC lists scopes in groups ("scope14, scope13, scope134"); the params quote the list. */
  scopeIsOneOf: ({ context }: Args, params: { scopes: readonly ScopeCode[] }) => {
    const code = scope(context);
    return code !== null && params.scopes.includes(code);
  },
  /** D20: after the no-plate alert scope1 became scope3, remembered as the original scope. */
  originallyScope1: ({ context }: Args) => incident(context).originalScopeOfDamage === 'scope1',

  // Context and portal.
  onSmp: ({ context }: Args) => context.context === 'SMP',
  isPortalEntry: ({ context }: Args) => context.entry.portal !== null,
  portalEntryWithoutOperatorCode: ({ context }: Args) => context.entry.portal !== null && !filled(context.entry.portal.operatorCode),
  /**
   * D31: the portal's token no longer starts the report (8 hours passed, used already): 401 from
   * create, as for an entry that cannot be verified.
   */
  portalEntryRefused: ({ context, event }: Args) => context.portal !== null && answerStatusOf((event as { error?: unknown }).error) === 401,
  /** D2: SMP entry is abandoned when the operator is not verified. */
  operatorNotVerified: ({ context }: Args) => context.operator?.portal === 'SMP' && !context.operator.verified,

  // Start.
  hasReportIdInUrl: ({ context }: Args) => context.entry.reportId !== null,
  /** D25: a reload, or the tab reopened, resumes the report this tab had in progress. */
  tabHasReport: ({ context }: Args) => context.entry.tabReport !== null,
  scope2Preselected: ({ context }: Args) => context.entry.scope2,
  /** SPEC "Start": outside portal mode, drafts (younger than 7 days, SPEC §9) send the user to /drafts. */
  hasRecentDrafts: ({ context }: Args) => context.entry.portal === null && eligibleDrafts(context.drafts, nowOf(context)).length > 0,
  /** Every draft this device held is gone or completed (found when /drafts loaded their overviews). */
  noDraftsLeft: ({ context }: Args) => context.drafts.length === 0,
  /** The draft being loaded is gone (404) and it was the only one left to choose. */
  lastDraftGone: ({ context, event }: Args) =>
    answerStatusOf((event as { error?: unknown }).error) === 404 && context.drafts.every((draft) => draft.id === context.draftToLoad),
  hasReport: ({ context }: Args) => context.reportId !== null,
  /** D1: "a completed report opens /confirm, read-only"; SPEC: "Exiting a completed report quits directly". */
  reportCompleted: ({ context }: Args) => isCompleted(context),

  // My vehicle and products (SPEC /general-info, D3).
  hasPlate: ({ context }: Args) => {
    const vehicle = incident(context).myVehicle;
    return (vehicle?.hasLicensePlate ?? true) && filled(vehicle?.licensePlate);
  },
  hasPolicyIdToVerify: ({ context }: Args) => filled(incident(context).policyId),
  /** D3: only a casco product counts as CASCO at /general-info. */
  cascoAvailable: ({ context }: Args) => incident(context).availableProducts?.casco === true,
  onlyMiniCasco: ({ context }: Args) => {
    const products = incident(context).availableProducts;
    return products?.minicasco === true && products.casco !== true;
  },
  /**
   * SPEC scope2 "plate present but unverified goes to /alert-dont-have-liability": verified means
   * covered by the insurer's liability (the alert says so), i.e. verified and a liability product.
   */
  plateVerifiedForLiability: ({ context }: Args) =>
    incident(context).myVehicle?.licensePlateIsVerified === true && incident(context).availableProducts?.liability === true,
  /** Set by verification of the policy number (alerts, D4). */
  policyIdVerified: ({ context }: Args) => incident(context).policyIdIsVerified === true,

  // Policy type (SPEC §4: set after each update; chosen on /policy-type and the alerts).
  isCasco: ({ context }: Args) => incident(context).policyType === 'CASCO',
  isPzp: ({ context }: Args) => incident(context).policyType === 'PZP',

  // /permission-confirmation-SMP, D6.
  /**
   * "If the reporter is the same as the aggrieved party ..." — the different-reporter checkbox
   * exists only for PZP on the person branch (D6: without it the reporter counts as the same).
   */
  reporterIsAggrieved: ({ context }: Args) => {
    const differentReporterOffered =
      incident(context).policyType === 'PZP' && (context.report.parties.aggrievedParty?.partyType ?? 'PERSON') === 'PERSON';
    return !(differentReporterOffered && context.report.parties.reporter?.isSameAsAggrieved === false);
  },

  // Responsible party (SPEC /responsible-party-details).
  responsiblePartyHasPlate: ({ context }: Args) =>
    (responsible(context)?.hasLicensePlate ?? true) && filled(responsible(context)?.licensePlate),
  responsiblePartyHasPolicyId: ({ context }: Args) => filled(responsible(context)?.policyId),
  /** "with plate, plate against incident date for liability cover; without plate, the policy number". */
  responsiblePartyVerified: ({ context }: Args) => {
    const party = responsible(context);
    return (party?.hasLicensePlate ?? true) ? party?.licensePlateIsVerified === true : party?.policyIdIsVerified === true;
  },

  // /incident-details (D7-D11).
  /** D7: `unknown` and `notClearSharedResponsibility` are both "shared or unclear responsibility". */
  responsibilityUnclear: ({ context }: Args) =>
    incident(context).responsibleParty === 'notClearSharedResponsibility' || incident(context).responsibleParty === 'unknown',
  /** D8: the clear-fault question exists only for scopes 13, 134, 14 with PZP. */
  noClearFault: ({ context }: Args) =>
    ['scope13', 'scope134', 'scope14'].includes(scope(context) ?? '') &&
    incident(context).policyType === 'PZP' &&
    answers(context).didAccidentHaveClearFault === false,
  myVehicleResponsible: ({ context }: Args) => incident(context).responsibleParty === 'myVehicle',
  /** D11: both `otherVehicle` and `otherVehicleOrPerson`. */
  otherPartyResponsible: ({ context }: Args) =>
    incident(context).responsibleParty === 'otherVehicle' || incident(context).responsibleParty === 'otherVehicleOrPerson',
  windshieldOnlyNotBiggerThanCreditCard: ({ context }: Args) =>
    answers(context).damagedWindshieldOnly === true && answers(context).damagedWindshieldBiggerThenCreditCard === false,
  vehicleBurnedOrEntirelyStolen: ({ context }: Args) =>
    answers(context).didVehicleCompletelyBurn === true || incident(context).reason?.id === '1_THEFT_ENTIRE',

  // Section 4.
  selfRepairChosen: ({ context }: Args) => incident(context).resolveType === 'selfRepair',
  repairServiceChosen: ({ context }: Args) => !!incident(context).carRepairService,
  payoutForced: ({ context }: Args) => incident(context).forcePayoutToAggrieved === true,
  onlyMyVehicle: ({ context }: Args) => incident(context).onlyMyVehicle === true,
  otherDamageIncludesVehicle: ({ context }: Args) => (incident(context).otherDamage ?? []).includes('VEHICLE'),
  otherDamageIncludesProperty: ({ context }: Args) => (incident(context).otherDamage ?? []).includes('PROPERTY'),
  otherDamageIncludesHealth: ({ context }: Args) => (incident(context).otherDamage ?? []).includes('HEALTH'),

  // Reasons (SPEC "A single available option is auto-selected and the step skipped").
  noReasonGroups: ({ context }: Args) => context.reasonGroups.length === 0,
  singleReasonGroup: ({ context }: Args) => context.reasonGroups.length === 1,
  singleReasonInChosenGroup: ({ context }: Args) => context.reasonGroups[incident(context).reasonGroupIndex ?? -1]?.reasons.length === 1,

  // Summary save (SPEC §4, D14).
  saveIsDuplicate: ({ context }: Args) => context.saveAttempt?.isDuplicate === true,
  saveIsCompleted: ({ context }: Args) => context.saveAttempt?.isCompleted === true,

  // Navigation.
  /** D1's replay of a loaded report, or D24's way back to /summary past a screen answered before the change. */
  isReplaying: ({ context }: Args) => context.replayTo !== null || context.passingThrough,
  hasPreviousScreen: ({ context }: Args) => context.trailPosition > 0,
  /** Only screens of the trail; never after the report is completed (it is read-only). */
  canVisitScreen: ({ context, event }: Args) =>
    event.type === 'xstate.route' && !isCompleted(context) && canJumpTo(context, event.to.slice(1) as Parameters<typeof canJumpTo>[1]),
  /** D33: the call failed for want of a signal (no-signal.ts): the step waits for it. */
  noSignal: ({ event }: Args) => isNoSignal((event as { error?: unknown }).error),
  hasQueuedUpdates: ({ context }: Args) => context.updateQueue.length > 0,
  /** Every update queued has been acknowledged (update-queue.ts). */
  updateQueueEmpty: ({ context }: Args) => context.updateQueue.length === 0,
  lookupFailed: ({ context }: Args) => context.error?.kind === 'lookup',

  // Changing an answer from /summary (D24).
  /** "Zmeniť" opens a screen of the journey that led to /summary. */
  canChangeScreen: ({ context, event }: Args) =>
    event.type === 'SUMMARY.CHANGE' && event.screen !== 'summary' && !isCompleted(context) && canJumpTo(context, event.screen),
  /** "Back from a screen opened by Change returns to /summary", until its Continue has set off another way. */
  backReturnsToSummary: ({ context }: Args) => context.changing !== null && context.trail.includes('summary'),
};

export type GuardName = keyof typeof guards;
export const GUARD_NAMES = Object.keys(guards) as GuardName[];
