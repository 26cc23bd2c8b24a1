import { and, not, or } from 'xstate';
import type { ScopeCode } from '../src/domain/report.ts';
import { myPolicyInput, responsiblePlateInput, responsiblePolicyInput, updateInput, createInput } from './requests.ts';
import { waitForSignal, waitingForSignal } from './no-signal.ts';
import { screenMeta } from './screens.ts';
import { queuedUpdate } from './update-queue-region.ts';
import { claimReportSetup } from './setup.ts';
import type { LoadingKey, MachineErrorKind, ScreenId } from './types.ts';

/**
 * How one screen of the wizard is built: `editing` -> SUBMIT (merge + resets) -> [verifying] ->
 * [creating the report] -> `updating` (the whole document) -> `routing`, whose guarded
 * transitions are the screen's "goes to" rules, written in journey/*.ts next to the SPEC
 * sentence they implement.
 *
 * Sub-state names (the same on every screen): editing, checking, verifyingPlate, verifyingPolicy,
 * checkingVerification, saving, creatingReport, updating, routing.
 */

export type StateConfig = Parameters<typeof claimReportSetup.createStateConfig>[0];
type Always = Extract<NonNullable<StateConfig['always']>, readonly unknown[]>[number];
export type Rule = Exclude<Always, string | undefined>;
export type GuardArg = NonNullable<Rule['guard']>;

/** "goes to <target>" when `guard` holds; without a guard, SPEC's "otherwise". */
export function goTo(target: ScreenId, guard?: GuardArg): Rule {
  return guard === undefined ? { target: `#${target}` } : { target: `#${target}`, guard };
}

// xstate's and/or/not infer their types from literal tuples; over this machine's named guards
// they take and give the same guard arguments.
type Combine = (guards: readonly GuardArg[]) => GuardArg;
/** Every condition holds (SPEC's "with plate, CASCO ..."). */
export const all = (...guards: GuardArg[]): GuardArg => (and as unknown as Combine)(guards);
export const any = (...guards: GuardArg[]): GuardArg => (or as unknown as Combine)(guards);
export const isNot = (guard: GuardArg): GuardArg => (not as unknown as (guard: GuardArg) => GuardArg)(guard);
/** The scope is one of SPEC's list, e.g. scopeIn('scope14', 'scope13', 'scope134'). */
export const scopeIn = (...scopes: ScopeCode[]): GuardArg => ({ type: 'scopeIsOneOf', params: { scopes } });

/**
 * Which verification the continue runs before its update (SPEC §7 "Verification is called on
 * submit of ..."). /general-info has none of its own: its update verifies my plate (or without a
 * plate the policy id) on the server, whose answer alone sets the flags it routes by (DESIGN.md §6),
 * so the plate is verified once per Continue.
 */
export type Verification =
  /** /alert-dont-have-casco: a CASCO policy number, verified with policy type CASCO (D4 refuses a failure). */
  | 'cascoPolicy'
  /** /alert-dont-have-liability: the liability policy number (D4 refuses a failure). */
  | 'liabilityPolicy'
  /** /responsible-party-details: the other party's plate for liability cover, else its policy number. */
  | 'responsibleParty';

export interface ScreenStep {
  /** The loading text while the continue runs (SPEC §4). */
  loading: LoadingKey;
  verify?: Verification;
  /** The first SUBMIT of a journey can come from this screen, so it may create the report. */
  createsReport?: boolean;
  /** The update carries the attachment list (only /additional-attachments and /summary hold it). */
  withAttachments?: boolean;
  /** The screen uploads files: their list is kept as it changes (ATTACHMENTS.CHANGED), before Continue. */
  uploads?: boolean;
  /**
   * The screen's rules read what the update answers (the products and verified plate of
   * /general-info): with no signal it waits for that answer instead of going on (D33).
   */
  routesByServerAnswer?: boolean;
  /** SPEC /additional-attachments: a failed save still goes on (to this screen) with this error. */
  continuesOnSaveError?: { target: ScreenId; kind: MachineErrorKind };
  /** The journey's first screen: there is nothing before it, so BACK only returns to /summary (D24). */
  first?: boolean;
  /** Sub-states entered before `editing` (lookups the screen needs). */
  before?: { initial: string; states: Record<string, StateConfig> };
  /** The screen's "goes to" rules, in SPEC's order (D11: the first that holds wins). */
  next: Rule[];
}

/** A new report is a draft of this device (outside portals), the tab's report, and spends the portal's token. */
export const KEEP_CREATED = ['keepDrafts', 'keepTabReport', 'keepPortalSession'] as const;

/** Stores what failed (the error of the done/error event) for the screen to say so. */
export const errorOf = (kind: MachineErrorKind) => ({
  type: 'setError' as const,
  params: ({ event }: { event: { error?: unknown } }) => ({ kind, cause: event.error }),
});

function verificationStates(verify: Verification, loading: LoadingKey, save: string): Record<string, StateConfig> {
  const refusesUnverified = verify === 'cascoPolicy' || verify === 'liabilityPolicy';
  const afterPolicy = refusesUnverified ? 'checkingVerification' : save;
  const policyField = verify === 'responsibleParty' ? 'responsiblePolicyId' : 'policyId';
  const policyInput =
    verify === 'responsibleParty'
      ? responsiblePolicyInput
      : (context: Parameters<typeof myPolicyInput>[0]) => myPolicyInput(context, verify === 'cascoPolicy' ? 'CASCO' : 'PZP');

  const checking: Record<Verification, Rule[]> = {
    cascoPolicy: [{ guard: all('isCasco', 'hasPolicyIdToVerify'), target: 'verifyingPolicy' }, { target: save }],
    liabilityPolicy: [{ guard: 'hasPolicyIdToVerify', target: 'verifyingPolicy' }, { target: save }],
    responsibleParty: [
      { guard: 'responsiblePartyHasPlate', target: 'verifyingPlate' },
      { guard: 'responsiblePartyHasPolicyId', target: 'verifyingPolicy' },
      { target: save },
    ],
  };

  const states: Record<string, StateConfig> = {
    checking: { always: checking[verify] },
    verifyingPolicy: {
      meta: { loading },
      invoke: {
        id: 'verifyPolicyId',
        src: 'verifyPolicyId',
        input: ({ context }) => policyInput(context),
        onDone: {
          target: afterPolicy,
          actions: { type: 'storeVerification', params: ({ event }) => ({ field: policyField, verified: event.output.verified }) },
        },
        onError: [waitForSignal('verifyingPolicy'), { target: 'editing', actions: errorOf('verify') }],
      },
    },
    verifyingPolicyOffline: waitingForSignal('verifyingPolicy'),
  };
  if (verify === 'responsibleParty') {
    states.verifyingPlate = {
      meta: { loading },
      invoke: {
        id: 'verifyLicensePlate',
        src: 'verifyLicensePlate',
        input: ({ context }) => responsiblePlateInput(context),
        onDone: {
          target: save,
          actions: { type: 'storeVerification', params: ({ event }) => ({ field: 'responsiblePlate', verified: event.output.verified }) },
        },
        onError: [waitForSignal('verifyingPlate'), { target: 'editing', actions: errorOf('verify') }],
      },
    };
    states.verifyingPlateOffline = waitingForSignal('verifyingPlate');
  }
  if (refusesUnverified) {
    // D4: "Continue is refused with an inline error on the number field; the user stays."
    states.checkingVerification = {
      always: [
        { guard: 'policyIdVerified', target: save },
        { target: 'editing', actions: { type: 'setError', params: { kind: 'policyNotVerified' } } },
      ],
    };
  }
  return states;
}

/** The screen state for route `/<id>`: its meta, its route guard, its continue and its rules. */
export function screen(id: ScreenId, step: ScreenStep): StateConfig {
  const meta = screenMeta(id);
  const save = step.createsReport ? 'saving' : 'updating';
  const afterSubmit = step.verify ? 'checking' : save;
  // A screen that loads what it shows (scope tiles, reasons) offers to load it again after a failure.
  const loadsFirst = step.before && step.before.states[step.before.initial]?.invoke !== undefined;
  // BACK where the screen has a back button: to /summary while a change from there is open (D24,
  // the first screen too), else to the previous screen.
  const back = [
    { guard: 'backReturnsToSummary' as const, actions: 'returnToSummary' as const },
    ...(step.first ? [] : [{ guard: 'hasPreviousScreen' as const, actions: 'goBack' as const }]),
  ];
  const editing: StateConfig = {
    on: {
      SUBMIT: { target: afterSubmit, actions: { type: 'applySubmit', params: { screen: id } } },
      ...(meta.back && { BACK: back }),
      ...(step.uploads && { 'ATTACHMENTS.CHANGED': { actions: 'storeAttachments' } }),
      ...(loadsFirst && { RETRY: { guard: 'lookupFailed', target: step.before!.initial, actions: 'clearError' } }),
    },
    // D1: a loaded report replays its journey through the screens already answered; D24: so does
    // the way back to /summary after a change, past the screens answered before it.
    always: { guard: 'isReplaying', target: 'routing' },
  };
  const creating: Record<string, StateConfig> = step.createsReport
    ? {
        saving: { always: [{ guard: 'hasReport', target: 'updating' }, { target: 'creatingReport' }] },
        creatingReport: {
          meta: { loading: step.loading },
          invoke: {
            id: 'createReport',
            src: 'createReport',
            input: ({ context }) => createInput(context),
            onDone: { target: 'updating', actions: [{ type: 'storeCreatedReport', params: ({ event }) => event.output }, ...KEEP_CREATED] },
            onError: [
              waitForSignal('creatingReport'),
              // D2, D31: a portal whose token is refused gets the refusal page, not a retry that cannot succeed.
              { guard: 'portalEntryRefused', target: '#operator-not-verified', actions: errorOf('create') },
              { target: 'editing', actions: errorOf('create') },
            ],
          },
        },
        creatingReportOffline: waitingForSignal('creatingReport'),
      }
    : {};
  const onSaveError = step.continuesOnSaveError
    ? { target: `#${step.continuesOnSaveError.target}`, actions: errorOf(step.continuesOnSaveError.kind) }
    : { target: 'editing', actions: errorOf('persist') };

  return {
    id,
    meta,
    route: { guard: 'canVisitScreen' },
    entry: [{ type: 'visitScreen', params: { screen: id } }, 'keepTabReport'],
    initial: step.before?.initial ?? 'editing',
    states: {
      ...step.before?.states,
      editing,
      ...(step.verify && verificationStates(step.verify, step.loading, save)),
      ...creating,
      // D33: the update joins the queue; the screen routes once the server has it, or, where its
      // rules need nothing the server answers, as soon as the queue waits for the signal.
      updating: queuedUpdate({
        loading: step.loading,
        update: ({ context }) => ({ screen: id, input: updateInput(context, id, { withAttachments: step.withAttachments ?? false }) }),
        sent: { target: 'routing' },
        failed: onSaveError,
        noSignal: step.routesByServerAnswer ? 'wait' : { target: 'routing' },
      }),
      routing: { always: step.next },
    },
  };
}
