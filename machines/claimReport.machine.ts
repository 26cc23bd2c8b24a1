/**
 * claimReportMachine: the journey of SPEC §2 and §4, the one source of routing truth.
 *
 * Shape (what the app can `state.matches(...)` / `hasTag`):
 * - `boot` (readingEntry, fetchingOperator, checkingOperator, choosingStart, loadingReport):
 *   SPEC "Start" with D1/D2 (boot.ts). `resuming`: a loaded report goes to /confirm (completed)
 *   or replays its journey from /incident-scope to the screen it had reached (D1, trail.ts).
 * - `operatorNotVerified` (id 'operator-not-verified', meta.route '/operator-not-verified'): D2's
 *   refusal page, no wizard; the app tells the parent frame.
 * - `wizard`, parallel:
 *   - `journey`: one state per route of SPEC §2, grouped `section1` ... `section6`, with
 *     /incident-map, /confirm and /drafts ungrouped as the route table says (journey/*.ts). Each
 *     screen state has `id` = its route without the slash and
 *     `meta: { route, section, sidebar, back, wide }`. Inside a screen (steps.ts): editing ->
 *     [checking, verifyingPlate, verifyingPolicy, checkingVerification] -> [saving,
 *     creatingReport] -> updating -> routing, whose guarded transitions are the screen's "goes to"
 *     rules under the SPEC sentence they implement. Every state that calls an actor has
 *     `meta.loading` (a LoadingKey).
 *   - `exitDialog` (exitDialog.ts): `closed` | `open` | `sendingEmail` (checkingReport,
 *     creatingReport, savingDraft, sendingLink) | `sent` (where the link went, a button to leave).
 *     The current screen stays shown under the dialog: `state.matches({ wizard: { exitDialog:
 *     'open' } })`; tag 'exitDialogOpen' while open, sending or sent.
 *
 * D24, "Zmeniť" on /summary (SUMMARY.CHANGE): the screen opens by a route (as BACK does) with
 * `context.changing` set; its Continue routes by the same guards, and every screen answered before
 * the change is passed through with its answers (the `isReplaying` step of steps.ts), so only
 * newly needed screens stop; /summary ends the change. BACK from it returns to /summary.
 * D25: a reload starts with `input.tabReport` (the tab's report and route): it is loaded and
 * replayed to that route; /drafts first loads what the server holds of each draft.
 *   - `updateQueue` (update-queue.ts): `idle` | `sending` | `waiting` (id 'updateQueueWaiting',
 *     tag 'answersWaiting'): every update, sent in order, one at a time; a screen goes on while it
 *     waits for the signal where its rules need nothing the server answers (D33).
 * - `quit` (final; id 'quit'): the tab forgets its report and leaves for the insurer's public site.
 *
 * What the browser keeps (the drafts, the tab's report and screen, the portal session) is written by
 * page actions (page-actions.ts) on the transitions that change it, never read back while running.
 *
 * Every screen but /confirm and /drafts is routable (`xstate.route` to '#<id>') when the trail has
 * shown it and the report is not completed; otherwise the machine stays and the app redirects to
 * the machine's route.
 *
 * The report is created on the first SUBMIT (of /incident-scope, or of /general-info after
 * `?scope=2`) or when the exit dialog sends a continue link: a visitor who only looks creates
 * nothing, and every answer given is stored from the first continue on.
 */
import { boot, operatorNotVerified, resuming } from './boot.ts';
import { initialContext } from './context.ts';
import { exitDialog } from './exitDialog.ts';
import { updateQueue } from './update-queue-region.ts';
import { section1, section2 } from './journey/section1-2.ts';
import { incidentMap, section3 } from './journey/section3.ts';
import { confirm, drafts, section4, section5, section6 } from './journey/section4-6.ts';
import { placeholderActors, type ClaimReportActors } from './actors.ts';
import type { PageActions } from './page-actions.ts';
import { claimReportSetupWith } from './setup.ts';

/**
 * The machine with the given actors and page actions: the placeholders and none (claimReportMachine,
 * for tests and the test model), or the app's real calls and its browser storage, given here rather
 * than by `provide()` so the statechart is built once (setup.ts).
 */
export const createClaimReportMachine = (actors: ClaimReportActors, page?: PageActions) =>
  claimReportSetupWith(actors, page).createMachine({
    id: 'claimReport',
    context: ({ input }) => initialContext(input),
    // What this device keeps from the start: the drafts still eligible (older ones drop out of
    // storage too) and the portal session the entry resumes, if any. The phone prefixes are
    // looked up once for the visit.
    entry: ['keepDrafts', 'keepPortalSession', 'loadPhonePrefixes'],
    on: { 'xstate.done.actor.loadPhonePrefixes': { actions: 'storePhonePrefixes' } },
    initial: 'boot',
    states: {
      boot,
      resuming,
      operatorNotVerified,
      wizard: {
        type: 'parallel',
        states: {
          journey: {
            initial: 'section1',
            states: { section1, section2, 'incident-map': incidentMap, section3, section4, section5, section6, confirm, drafts },
          },
          exitDialog,
          updateQueue,
        },
      },
      quit: { id: 'quit', type: 'final', entry: ['forgetTabSession', 'leaveToPublicSite'] },
    },
  });

// Pure: an app that builds its own machine (createClaimReportMachine) leaves this one out of its bundle.
export const claimReportMachine = /* @__PURE__ */ createClaimReportMachine(placeholderActors);

// The app's one import point for the machine's contract.
export type {
  ClaimReportContext,
  ClaimReportEvent,
  ClaimReportInput,
  Draft,
  DraftOverview,
  LoadingKey,
  MachineError,
  PortalSession,
  ReportPatch,
  ScreenId,
  TabReport,
} from './types.ts';
export type { ActorInput, ActorOutput, ClaimReportActorIO, ClaimReportActorName, ClaimReportActors, OperatorData } from './actors.ts';
export type { ClaimReportStateMeta } from './setup.ts';
export type { PageActions } from './page-actions.ts';
export { LOADING_KEYS, EVENT_TYPES } from './types.ts';
export { ACTOR_NAMES } from './actors.ts';
export { SCREENS, SCREEN_IDS, screenMeta, OPERATOR_NOT_VERIFIED_META, type ScreenMeta } from './screens.ts';
