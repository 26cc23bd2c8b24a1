import { assertEvent, assign, enqueueActions, raise, setup, spawnChild } from 'xstate';
import type { IncidentReport, SaveResult, UpdateReportResponse } from '../src/domain/report.ts';
import * as change from './actions.ts';
import {
  placeholderActors,
  type ActorInput,
  type ClaimReportActors,
  type OperatorData,
  type ReasonGroup,
  type ScopeOfDamageOption,
} from './actors.ts';
import { guards } from './guards.ts';
import { NO_PAGE_ACTIONS, tabReportOf, type PageActions } from './page-actions.ts';
import { portalSessionOf } from './context.ts';
import { idInput } from './requests.ts';
import { previousScreen } from './trail.ts';
import { withQueuedUpdate } from './update-queue.ts';
import type {
  ClaimReportContext,
  ClaimReportEvent,
  ClaimReportInput,
  DraftOverviews,
  LoadingKey,
  MachineErrorKind,
  ScreenId,
} from './types.ts';
import type { ScreenMeta } from './screens.ts';

/** SPEC §9: "Delay 150 ms before PDF after save". */
export const SUMMARY_SNAPSHOT_DELAY_MS = 150;

/** `meta` of a screen state (SPEC §2 route table) or of a state that shows a loading text. */
export type ClaimReportStateMeta = Partial<ScreenMeta> & { loading?: LoadingKey };

/**
 * The one `setup()` of claimReportMachine: its types, guards (guards.ts), actions (pure changes in
 * actions.ts wrapped in `assign`, and what the page keeps, page-actions.ts), actors and the summary
 * delay. `claimReportSetup` has the placeholder actors (actors.ts) and no page, for the states'
 * configs and the tests; the app sets it up with its real actors and page actions
 * (createClaimReportMachine), which builds the machine once, where `provide()` on a built machine
 * would build the whole statechart a second time while the first screen waits.
 */
export const claimReportSetupWith = (actors: ClaimReportActors, page: PageActions = NO_PAGE_ACTIONS) =>
  setup({
    types: {
      context: {} as ClaimReportContext,
      events: {} as ClaimReportEvent,
      input: {} as ClaimReportInput,
      meta: {} as ClaimReportStateMeta,
    },
    actors,
    guards,
    delays: { summarySnapshotDelay: SUMMARY_SNAPSHOT_DELAY_MS },
    actions: {
      // What the page keeps, and quitting (page-actions.ts): the page's own, given what the context
      // holds. (Each takes its arguments, unused or not, so TypeScript infers the actions' types together.)
      keepDrafts: ({ context }) => page.keepDrafts(context.drafts),
      keepTabReport: ({ context }) => page.keepTabReport(tabReportOf(context)),
      keepPortalSession: ({ context }) => page.keepPortalSession(portalSessionOf(context)),
      /** After quitting the tab has nothing in progress: a reload starts afresh. */
      forgetTabSession: (_) => {
        page.keepTabReport(null);
        page.keepPortalSession(null);
      },
      forgetUnsentAnswers: (_) => page.forgetUnsentAnswers(),
      /** D33: a Continue's update joins the queue (update-queue.ts). */
      queueUpdate: assign(({ context }, params: { screen: ScreenId | null; input: ActorInput<'updateReport'> }) =>
        withQueuedUpdate(context, params),
      ),
      /** The server has the oldest queued update: the answers of its screen kept on the device go. */
      forgetQueuedHeadAnswers: ({ context }) => {
        const head = context.updateQueue[0];
        if (head?.screen) page.forgetSentAnswers(head.input.id, head.screen);
      },
      storeQueuedUpdateAnswer: assign(({ context }, params: UpdateReportResponse) => ({
        ...change.storeUpdateAnswer(context, params),
        updateQueue: context.updateQueue.slice(1),
      })),
      dropUpdateQueue: assign({ updateQueue: [] }),
      tellUpdateFailed: raise(({ event }) => ({ type: 'UPDATE.FAILED' as const, error: (event as { error?: unknown }).error })),
      leaveToPublicSite: (_) => page.leaveToPublicSite(),
      applySubmit: assign(({ context, event }, params: { screen: ScreenId }) => {
        assertEvent(event, 'SUBMIT');
        return change.applySubmit(context, event.patch, params.screen);
      }),
      visitScreen: assign(({ context, event }, params: { screen: ScreenId }) =>
        change.visitScreen(context, params.screen, event.type === 'xstate.route'),
      ),
      forgetScreen: assign(({ context }, params: { screen: ScreenId }) => change.forgetScreen(context, params.screen)),
      /** BACK is the browser's back inside the trail: a route to the previous screen. */
      goBack: raise(({ context }) => ({ type: 'xstate.route' as const, to: `#${previousScreen(context) ?? 'incident-scope'}` as const })),
      /** D24: "Zmeniť" on /summary remembers what was answered, then opens the screen (a route, as BACK is). */
      startChange: assign(({ context, event }) => {
        assertEvent(event, 'SUMMARY.CHANGE');
        return change.startChange(context, event.screen);
      }),
      openChangedScreen: raise(({ event }) => {
        assertEvent(event, 'SUMMARY.CHANGE');
        return { type: 'xstate.route' as const, to: `#${event.screen}` as const };
      }),
      /** D24: Back from a screen opened by "Zmeniť" returns to /summary. */
      returnToSummary: raise({ type: 'xstate.route' as const, to: '#summary' as const }),
      storeCreatedReport: assign(({ context }, params: { id: string }) => change.storeCreatedReport(context, params)),
      storeVerification: assign(({ context }, params: { field: change.VerifiedField; verified: boolean }) =>
        change.storeVerification(context, params.field, params.verified),
      ),
      setError: assign((_, params: { kind: MachineErrorKind; cause?: unknown }) => change.setError(params.kind, params.cause)),
      clearError: assign({ error: null }),
      /** Uploads are on the server already; the list is kept so Back and a later Continue do not drop them. */
      storeAttachments: assign(({ context, event }) => {
        assertEvent(event, 'ATTACHMENTS.CHANGED');
        return { report: { ...context.report, attachments: event.attachments } };
      }),
      storeOperator: assign(({ context }, params: OperatorData) => change.storeOperator(context, params)),
      preselectScope2: assign(({ context }) => change.preselectScope2(context)),
      storeLoadedReport: assign(({ context }, params: IncidentReport) => change.storeLoadedReport(context, params)),
      storeDraftOverviews: assign(({ context }, params: DraftOverviews) => change.storeDraftOverviews(context, params)),
      forgetGoneDraft: assign(({ context }, params: { id: string | null }) => change.forgetGoneDraft(context, params.id)),
      storeScopeOptions: assign((_, params: ScopeOfDamageOption[]) => change.storeScopeOptions(params)),
      storeCombinations: assign((_, params: number[][]) => change.storeCombinations(params)),
      storeReasonGroups: assign((_, params: ReasonGroup[]) => change.storeReasonGroups(params)),
      /** The phone prefixes, once they come; a look-up that failed leaves +421 alone. */
      storePhonePrefixes: assign(({ context, event }) => {
        assertEvent(event, 'xstate.done.actor.loadPhonePrefixes');
        return { phonePrefixes: event.output ?? context.phonePrefixes };
      }),
      /** Like every look-up, the phone prefixes come through an actor: once, for the whole visit. */
      loadPhonePrefixes: spawnChild('loadPhonePrefixes', { id: 'loadPhonePrefixes' }),
      autoSelectReasonGroup: assign(({ context }) => change.autoSelectReasonGroup(context)),
      autoSelectReason: assign(({ context }) => change.autoSelectReason(context)),
      storeSaveAttempt: assign((_, params: SaveResult) => change.storeSaveAttempt(params)),
      markSaved: assign(({ context }) => change.markSaved(context)),
      /**
       * The address the continue link goes to; it is also the reporter's e-mail while that is
       * still empty (saved with the draft), so /reporter-details shows it and the confirmation
       * e-mail reaches the same person.
       */
      rememberEmail: assign(({ context, event }) => {
        assertEvent(event, 'EXIT.SEND_EMAIL');
        return { continueEmail: event.email, error: null, report: change.withReporterEmail(context.report, event.email) };
      }),
      rememberDraftToLoad: assign(({ event }) => {
        assertEvent(event, 'DRAFTS.LOAD');
        return { draftToLoad: event.id, error: null };
      }),
      /** SPEC /drafts "Start new or delete all clears the drafts" (keepDrafts then empties local storage). */
      clearDrafts: assign({ drafts: [], error: null }),
      /** Delete all also deletes them on the server, best effort: a draft that stays expires anyway. */
      deleteDraftsOnServer: enqueueActions(({ context, enqueue }) => {
        for (const draft of context.drafts) enqueue.spawnChild('deleteReport', { input: { id: draft.id } });
      }),
      /**
       * SPEC §4: after a failed save "PDF generation is still attempted" while the banner shows and
       * loading has ended, so it runs beside the machine rather than in a loading state.
       */
      attemptSummarySnapshot: spawnChild('saveSummary', { input: ({ context }) => idInput(context) }),
    },
  });

export const claimReportSetup = claimReportSetupWith(placeholderActors);
