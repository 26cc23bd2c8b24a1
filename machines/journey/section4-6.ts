import { waitForSignal, waitingForSignal } from '../no-signal.ts';
import { idInput, updateInput } from '../requests.ts';
import { screenMeta } from '../screens.ts';
import { claimReportSetup } from '../setup.ts';
import { all, errorOf, goTo, isNot, scopeIn, screen } from '../steps.ts';
import { queuedUpdate } from '../update-queue-region.ts';

/**
 * SPEC §2 sections 4 to 6 (loss settlement, additional info, summary with SPEC §4's save flow),
 * and /confirm and /drafts.
 */

export const section4 = claimReportSetup.createStateConfig({
  initial: 'incident-resolve-type',
  states: {
    'additional-bank': screen('additional-bank', {
      loading: 'savingReport',
      next: [
        // "Continue saves; scope12 goes to /other-damage, otherwise /additional-attachments."
        goTo('other-damage', 'isScope12'),
        goTo('additional-attachments'),
      ],
    }),

    'incident-resolve-type': screen('incident-resolve-type', {
      loading: 'savingReport',
      next: [
        // "Self repair goes to /additional-bank; otherwise /car-repair-map."
        goTo('additional-bank', 'selfRepairChosen'),
        goTo('car-repair-map'),
      ],
    }),

    'other-damage': screen('other-damage', {
      loading: 'savingReport',
      next: [
        // "For scope1 only, a checkbox only my vehicle disables the tiles and clears the
        // selection; it goes to /additional-attachments." (The checkbox is shown for scope1
        // only; the machine honours it whenever it is ticked.)
        goTo('additional-attachments', 'onlyMyVehicle'),
        // "Otherwise the first chosen of vehicle, property, health goes to /other-damage-vehicle,
        // /other-damage-property or /other-damage-health."
        goTo('other-damage-vehicle', 'otherDamageIncludesVehicle'),
        goTo('other-damage-property', 'otherDamageIncludesProperty'),
        goTo('other-damage-health', 'otherDamageIncludesHealth'),
        // Nothing chosen (the screen requires a choice): nothing more to describe.
        goTo('additional-attachments'),
      ],
    }),

    // "continue goes to the next selected kind, then /additional-attachments."
    'other-damage-vehicle': screen('other-damage-vehicle', {
      loading: 'savingReport',
      next: [
        goTo('other-damage-property', 'otherDamageIncludesProperty'),
        goTo('other-damage-health', 'otherDamageIncludesHealth'),
        goTo('additional-attachments'),
      ],
    }),
    'other-damage-property': screen('other-damage-property', {
      loading: 'savingReport',
      next: [goTo('other-damage-health', 'otherDamageIncludesHealth'), goTo('additional-attachments')],
    }),
    'other-damage-health': screen('other-damage-health', {
      loading: 'savingReport',
      next: [goTo('additional-attachments')],
    }),

    'force-payout-to-aggrieved': screen('force-payout-to-aggrieved', {
      loading: 'savingReport',
      next: [
        // "Continue saves; scope12 goes to /other-damage; scope13, 14, 134 without forced payout
        // go to /additional-bank; otherwise /additional-attachments."
        goTo('other-damage', 'isScope12'),
        goTo('additional-bank', all(scopeIn('scope13', 'scope14', 'scope134'), isNot('payoutForced'))),
        goTo('additional-attachments'),
      ],
    }),

    'incident-inspection-address': screen('incident-inspection-address', {
      loading: 'savingReport',
      // "Then /additional-bank." (D13: the outside-Slovakia modal keeps the user here; UI.)
      next: [goTo('additional-bank')],
    }),
  },
});

export const section5 = claimReportSetup.createStateConfig({
  initial: 'additional-attachments',
  states: {
    'additional-attachments': screen('additional-attachments', {
      // "Continue saves (loading text: saving the incident report); on failure scrolls to top,
      // stops loading, and still goes to /summary."
      loading: 'savingReport',
      withAttachments: true,
      uploads: true,
      continuesOnSaveError: { target: 'summary', kind: 'attachmentsSave' },
      next: [goTo('summary')],
    }),
  },
});

/** The summary's update failed (after the retries of D34). */
const SUMMARY_UPDATE_FAILED = [
  // The report is already saved: an earlier save reached the server but its answer was lost (a
  // dropped connection, the 60 s timeout). Save is idempotent and answers the stored result, so the
  // retry goes on to it instead of failing on this update for ever (a 409 banner with no way out).
  {
    guard: ({ event }: { event: { error?: unknown } }) => (event.error as { code?: unknown } | null)?.code === 'REPORT_COMPLETED',
    target: 'saving',
  },
  // "on any error a danger banner ... shows, loading ends, and PDF generation is still attempted"
  { target: 'reviewing', actions: [errorOf('save'), 'attemptSummarySnapshot' as const] },
];

/** Back, and D24's "Zmeniť", which opens the screen that answers a block in the change mode of steps.ts. */
const LEAVING_SUMMARY = {
  BACK: { guard: 'hasPreviousScreen', actions: 'goBack' },
  'SUMMARY.CHANGE': { guard: 'canChangeScreen', actions: ['startChange', 'openChangedScreen'] },
} as const;

export const section6 = claimReportSetup.createStateConfig({
  initial: 'summary',
  states: {
    summary: {
      id: 'summary',
      meta: screenMeta('summary'),
      route: { guard: 'canVisitScreen' },
      entry: [{ type: 'visitScreen', params: { screen: 'summary' } }, 'keepTabReport'],
      initial: 'reviewing',
      // Photos taken with no signal go up from /summary too: each one up joins the list the save sends.
      on: { 'ATTACHMENTS.CHANGED': { actions: 'storeAttachments' } },
      states: {
        reviewing: {
          on: {
            'SUMMARY.SAVE': [
              // The report goes once the photos kept on the phone are up (or removed).
              { guard: ({ event }) => (event.photosWaiting ?? 0) > 0, target: 'waitingForPhotos', actions: 'clearError' },
              { target: 'updating', actions: 'clearError' },
            ],
            ...LEAVING_SUMMARY,
          },
        },
        // Send was pressed while photos kept on the phone were still going up: the page says so and
        // tells the machine when the last one is up or removed. Nothing is sent yet, so the person
        // may still go back or change an answer; the send then waits for their next press.
        waitingForPhotos: {
          on: { 'PHOTOS.UP': { target: 'updating' }, ...LEAVING_SUMMARY },
        },
        // SPEC §4 "Save on summary: loading text saving incident report; update draft, then save."
        // The update goes through the queue (update-queue.ts), after any answers still in it; with
        // no signal the save waits on /summary and goes on when the signal returns (D33).
        updating: queuedUpdate({
          loading: 'savingReport',
          update: ({ context }) => ({ screen: 'summary', input: updateInput(context, 'summary', { withAttachments: true }) }),
          sent: { target: 'saving' },
          failed: SUMMARY_UPDATE_FAILED,
          noSignal: 'wait',
        }),
        saving: {
          meta: { loading: 'savingReport' },
          invoke: {
            id: 'saveReport',
            src: 'saveReport',
            input: ({ context }) => idInput(context),
            onDone: { target: 'checkingSaveResult', actions: { type: 'storeSaveAttempt', params: ({ event }) => event.output } },
            onError: [waitForSignal('saving'), { target: 'reviewing', actions: [errorOf('save'), 'attemptSummarySnapshot'] }],
          },
        },
        savingOffline: waitingForSignal('saving'),
        checkingSaveResult: {
          always: [
            // "If duplicate go to /confirm."
            { guard: 'saveIsDuplicate', target: '#confirm', actions: ['markSaved', 'keepDrafts'] },
            // "If completed, after 150 ms a PDF summary is generated from the summary HTML, then go to /confirm."
            { guard: 'saveIsCompleted', target: 'waitingBeforeSnapshot', actions: ['markSaved', 'keepDrafts'] },
            // "Otherwise ... a danger banner with the summary error message shows, loading ends, and
            // PDF generation is still attempted." D14: not marked complete.
            {
              target: 'reviewing',
              actions: [{ type: 'setError', params: { kind: 'save', cause: 'not completed' } }, 'attemptSummarySnapshot'],
            },
          ],
        },
        waitingBeforeSnapshot: {
          meta: { loading: 'savingReport' },
          after: { summarySnapshotDelay: { target: 'storingSnapshot' } },
        },
        storingSnapshot: {
          meta: { loading: 'savingReport' },
          invoke: {
            id: 'saveSummary',
            src: 'saveSummary',
            input: ({ context }) => idInput(context),
            onDone: { target: '#confirm' },
            // The report is saved; a missing archive copy does not undo that.
            onError: { target: '#confirm' },
          },
        },
      },
    },
  },
});

export const confirm = claimReportSetup.createStateConfig({
  id: 'confirm',
  meta: screenMeta('confirm'),
  entry: [{ type: 'visitScreen', params: { screen: 'confirm' } }, 'keepTabReport'],
});

/** A chosen draft that could not be loaded: the error said, and the draft forgotten if it is gone. */
const DRAFT_NOT_LOADED = [
  errorOf('load'),
  { type: 'forgetGoneDraft' as const, params: ({ context }: { context: { draftToLoad: string | null } }) => ({ id: context.draftToLoad }) },
  'keepDrafts' as const,
];

export const drafts = claimReportSetup.createStateConfig({
  id: 'drafts',
  meta: screenMeta('drafts'),
  // Choosing among drafts, the tab has none of them in progress.
  entry: 'keepTabReport',
  initial: 'loadingOverviews',
  states: {
    // D25: each draft is listed by what the server holds of it (scope, plate, date, step, last change).
    loadingOverviews: {
      meta: { loading: 'loadingReport' },
      invoke: {
        id: 'loadDraftOverviews',
        src: 'loadDraftOverviews',
        input: ({ context }) => ({ ids: context.drafts.map((draft) => draft.id) }),
        onDone: { target: 'checkingDrafts', actions: [{ type: 'storeDraftOverviews', params: ({ event }) => event.output }, 'keepDrafts'] },
        // Not reached just now: the drafts are listed by their dates alone.
        onError: { target: 'choosing' },
      },
    },
    // Every draft was deleted or completed meanwhile: nothing to choose, a new report.
    checkingDrafts: { always: [{ guard: 'noDraftsLeft', target: '#incident-scope' }, { target: 'choosing' }] },
    choosing: {
      on: {
        // "Continue loads the chosen draft (loading text: loading the incident report)"
        'DRAFTS.LOAD': { target: 'loading', actions: 'rememberDraftToLoad' },
        // "Start new or delete all clears the drafts and goes to /incident-scope."
        'DRAFTS.START_NEW': { target: '#incident-scope', actions: ['clearDrafts', 'keepDrafts'] },
        'DRAFTS.DELETE_ALL': { target: '#incident-scope', actions: ['deleteDraftsOnServer', 'clearDrafts', 'keepDrafts'] },
        // "Forget drafts on this device" leaves the reports on the server (they expire
        // after RETENTION_DAYS, and their e-mailed links still open them); this device keeps nothing.
        'DRAFTS.FORGET': { target: '#incident-scope', actions: ['clearDrafts', 'keepDrafts', 'forgetUnsentAnswers'] },
      },
    },
    loading: {
      meta: { loading: 'loadingReport' },
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => ({ id: context.draftToLoad ?? '' }),
        // "... and goes to /incident-scope"; D1: "A loaded local draft likewise resumes at its step".
        onDone: {
          target: '#resuming',
          actions: [{ type: 'storeLoadedReport', params: ({ event }) => event.output }, 'keepDrafts', 'keepPortalSession'],
        },
        // A draft the server no longer has leaves the list (forgetGoneDraft); when it was the last,
        // there is nothing left to choose: a new report, saying why.
        onError: [
          { guard: 'lastDraftGone', target: '#incident-scope', actions: DRAFT_NOT_LOADED },
          { target: 'choosing', actions: DRAFT_NOT_LOADED },
        ],
      },
    },
  },
});
