import { OPERATOR_NOT_VERIFIED_META } from './screens.ts';
import { waitForSignal, waitingForSignal } from './no-signal.ts';
import { claimReportSetup } from './setup.ts';
import { errorOf, goTo, type GuardArg } from './steps.ts';
import { operatorInput, reportToLoad } from './requests.ts';

/**
 * SPEC §2 "Start" with D1 and D2: the entry URL and the local drafts decide the first screen; a
 * portal's operator is fetched first; a loaded report resumes where it was.
 */

export const boot = claimReportSetup.createStateConfig({
  initial: 'readingEntry',
  states: {
    readingEntry: {
      always: [
        // D2: a portal entry without an operator code cannot be verified.
        { guard: 'portalEntryWithoutOperatorCode', target: '#operator-not-verified' },
        // SPEC §4 "Operator data is fetched for SMP" (and KZ, whose data prefills the reporter).
        { guard: 'isPortalEntry', target: 'fetchingOperator' },
        { target: 'choosingStart' },
      ],
    },
    fetchingOperator: {
      meta: { loading: 'loadingPolicies' },
      invoke: {
        id: 'fetchOperator',
        src: 'fetchOperator',
        input: ({ context }) => operatorInput(context),
        onDone: {
          target: 'checkingOperator',
          actions: [{ type: 'storeOperator', params: ({ event }) => event.output }, 'keepPortalSession'],
        },
        // An operator that cannot be fetched cannot be verified either (D2); with no signal it is
        // fetched when the signal returns (D33).
        onError: [waitForSignal('fetchingOperator'), { target: '#operator-not-verified', actions: errorOf('operator') }],
      },
    },
    fetchingOperatorOffline: waitingForSignal('fetchingOperator'),
    checkingOperator: {
      always: [
        // SPEC §4 "if not verified SMP entry is abandoned"; D2: refusal page, no fallback to WEB.
        { guard: 'operatorNotVerified', target: '#operator-not-verified' },
        { target: 'choosingStart' },
      ],
    },
    choosingStart: {
      always: [
        // SPEC "A report can be loaded from the url parameter id."
        { guard: 'hasReportIdInUrl', target: 'loadingReport' },
        // D25: "The tab resumes its report on the same screen with everything typed (no /drafts detour)."
        { guard: 'tabHasReport', target: 'loadingReport' },
        // SPEC "If the URL query scope equals 2, scope of damage 2 is preselected and the user goes to /general-info."
        goToWith('general-info', 'scope2Preselected', 'preselectScope2'),
        // SPEC "Outside portal mode, drafts are read from local storage; if any exist (and scope 2
        // was not preselected) the user goes to /drafts." (SPEC §9: eligible 7 days.)
        goTo('drafts', 'hasRecentDrafts'),
        // SPEC "Otherwise the user goes to /incident-scope."
        goTo('incident-scope'),
      ],
    },
    loadingReport: {
      meta: { loading: 'loadingReport' },
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => ({ id: reportToLoad(context) ?? '' }),
        onDone: {
          target: '#resuming',
          actions: [{ type: 'storeLoadedReport', params: ({ event }) => event.output }, 'keepDrafts', 'keepPortalSession'],
        },
        // With no signal the tab's report is loaded when the signal returns (D33), not replaced by
        // a new one; a link to a report that cannot be loaded starts a new one, saying so.
        onError: [
          waitForSignal('loadingReport'),
          {
            target: '#incident-scope',
            actions: [errorOf('load'), { type: 'forgetGoneDraft', params: ({ context }) => ({ id: reportToLoad(context) }) }, 'keepDrafts'],
          },
        ],
      },
    },
    loadingReportOffline: waitingForSignal('loadingReport'),
  },
});

export const resuming = claimReportSetup.createStateConfig({
  id: 'resuming',
  always: [
    // D1: "a completed report opens /confirm, read-only".
    goTo('confirm', 'reportCompleted'),
    // D1: "On the screen the report had reached"; an unknown route lands on /incident-scope.
    goTo('incident-scope'),
  ],
});

/** D2: "A refusal page inside the frame ('the operator could not be verified'), no wizard". */
export const operatorNotVerified = claimReportSetup.createStateConfig({ id: 'operator-not-verified', meta: OPERATOR_NOT_VERIFIED_META });

function goToWith(target: Parameters<typeof goTo>[0], guard: GuardArg, action: 'preselectScope2') {
  return { ...goTo(target, guard), actions: action };
}
