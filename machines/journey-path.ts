import { createActor, createMachine, type SnapshotFrom } from 'xstate';
import type { IncidentReport } from '../src/domain/report.ts';
import {
  placeholderActors,
  type ActorInput,
  type ActorOutput,
  type ClaimReportActors,
  type ReasonGroup,
  type ScopeOfDamageOption,
} from './actors.ts';
import { createClaimReportMachine } from './claimReport.machine.ts';
import { screenOfRoute, type ScreenId } from './screens.ts';
import type { ClaimReportContext } from './types.ts';

/**
 * The screens a report's journey visits, found by the statechart itself: a loaded report replays
 * its answers through each screen's Continue rules (D1, `resuming`), here all the way to /summary.
 * The server checks what each of these screens requires before a save (server/reports/completeness.ts),
 * so the path rules exist once, in the guards and transitions of this machine.
 *
 * Pure TypeScript like the rest of machines/: no fetch. The lookups a replay passes through (the
 * scope tiles, their combinations, the reason groups) are answered from what the caller gives.
 */

export interface JourneyLookups {
  scopesOfDamage: ScopeOfDamageOption[];
  permissibleCombinations: number[][];
  reasonGroups: (query: ActorInput<'loadReasonGroups'>) => ReasonGroup[];
}

export interface JourneyPath {
  /** Every screen entered, in order, the ones skipped for a single option included. */
  screens: ScreenId[];
  /** The replay reached /summary; otherwise it stopped on the last screen, whose Continue had no rule for the answers. */
  reachedSummary: boolean;
  /** The machine's context at the end: the policy type it resolved, the reason groups it loaded. */
  context: ClaimReportContext;
}

type Snapshot = SnapshotFrom<ReturnType<typeof createClaimReportMachine>>;

const routeOf = (snapshot: Snapshot) =>
  (Object.values(snapshot.getMeta()) as Array<{ route?: string }>).find((meta) => meta.route)?.route ?? null;
/** Every state that waits for an actor shows a loading text (claimReport.machine.ts). */
const isWaiting = (snapshot: Snapshot) => (Object.values(snapshot.getMeta()) as Array<{ loading?: string }>).some((meta) => meta.loading);

/**
 * An actor that answers as it starts: a machine whose only state is final, with the answer as its
 * output. A promise would answer a tick later; with these the whole replay runs within `start()`,
 * so the browser's /summary can find its path while it renders, as the server's PDF does.
 */
function answerAtOnce<N extends keyof ClaimReportActors>(answer: (input: ActorInput<N>) => ActorOutput<N>): ClaimReportActors[N] {
  return createMachine({
    types: {} as { input: ActorInput<N>; context: { input: ActorInput<N> } },
    context: ({ input }) => ({ input }),
    initial: 'answered',
    states: { answered: { type: 'final' } },
    output: ({ context }) => answer(context.input),
  }) as unknown as ClaimReportActors[N];
}

/** The report and lookups of the replay under way: a replay runs to its end before another starts. */
let replaying: { report: IncidentReport; lookups: JourneyLookups } | null = null;
let machine: ReturnType<typeof createClaimReportMachine> | undefined;

/** The one machine of the replays, built at first use (building the statechart takes tens of milliseconds). */
function replayMachine() {
  const current = () => replaying!;
  machine ??= createClaimReportMachine({
    ...placeholderActors,
    loadReport: answerAtOnce<'loadReport'>(() => current().report),
    loadScopesOfDamage: answerAtOnce<'loadScopesOfDamage'>(() => current().lookups.scopesOfDamage),
    loadPermissibleCombinations: answerAtOnce<'loadPermissibleCombinations'>(() => current().lookups.permissibleCombinations),
    loadReasonGroups: answerAtOnce<'loadReasonGroups'>((input) => current().lookups.reasonGroups(input)),
    loadPhonePrefixes: answerAtOnce<'loadPhonePrefixes'>(() => null),
  });
  return machine;
}

/** The path of one report, replayed at once with the lookups given. */
export function replayJourney(report: IncidentReport, lookups: JourneyLookups): JourneyPath {
  // To /summary: the replay stops there (trail.ts) or on a screen whose Continue leads nowhere.
  const stored = { ...report, meta: { ...report.meta, lastRoute: '/summary', saved: null } };
  const screens: ScreenId[] = [];
  // Set before the actor is made: making it enters the first states, whose lookups answer at once.
  replaying = { report: stored, lookups };
  const actor = createActor(replayMachine(), {
    input: { search: '?id=replay', drafts: [] },
    inspect: (event) => {
      // The machine's own steps (its lookups are actors of their own), from its very first one.
      if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return;
      const screen = screenOfRoute(routeOf(event.snapshot as Snapshot));
      if (screen && screens[screens.length - 1] !== screen) screens.push(screen);
    },
  });
  try {
    actor.start();
    const end = actor.getSnapshot();
    // A state still waiting asked for something no lookup answers: the journey stops there.
    const reachedSummary = end.status === 'active' && !isWaiting(end) && routeOf(end) === '/summary';
    return { screens: [...new Set(screens)], reachedSummary, context: end.context };
  } finally {
    actor.stop();
    replaying = null;
  }
}

/** A replayer over the lookups given (the server's own, or the browser's). */
export function createJourneyReplay(lookups: JourneyLookups): (report: IncidentReport) => JourneyPath {
  return (report) => replayJourney(report, lookups);
}
