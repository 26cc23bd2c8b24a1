import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import type { IncidentReport } from '../src/domain/report.ts';
import { placeholderActors, type ActorInput, type ReasonGroup, type ScopeOfDamageOption } from './actors.ts';
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
 * A replayer over one machine, built once (building the statechart takes tens of milliseconds).
 * Each replay loads its report under a key of its own, so replays may run side by side.
 */
export function createJourneyReplay(lookups: JourneyLookups): (report: IncidentReport) => Promise<JourneyPath> {
  const reports = new Map<string, IncidentReport>();
  let replays = 0;
  const machine = createClaimReportMachine({
    ...placeholderActors,
    loadReport: fromPromise<IncidentReport, ActorInput<'loadReport'>>(async ({ input }) => reports.get(input.id)!),
    loadScopesOfDamage: fromPromise<ScopeOfDamageOption[], void>(async () => lookups.scopesOfDamage),
    loadPermissibleCombinations: fromPromise<number[][], ActorInput<'loadPermissibleCombinations'>>(
      async () => lookups.permissibleCombinations,
    ),
    loadReasonGroups: fromPromise<ReasonGroup[], ActorInput<'loadReasonGroups'>>(async ({ input }) => lookups.reasonGroups(input)),
  });

  return async (report) => {
    const key = `replay-${++replays}`;
    // To /summary: the replay stops there (trail.ts) or on a screen whose Continue leads nowhere.
    reports.set(key, { ...report, meta: { ...report.meta, lastRoute: '/summary', saved: null } });
    const screens: ScreenId[] = [];
    const actor = createActor(machine, {
      input: { search: `?id=${key}`, drafts: [] },
      inspect: (event) => {
        // The machine's own steps (its lookups are actors of their own), from its very first one.
        if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return;
        const screen = screenOfRoute(routeOf(event.snapshot as Snapshot));
        if (screen && screens[screens.length - 1] !== screen) screens.push(screen);
      },
    });
    try {
      actor.start();
      const end = await waitFor(actor, (snapshot) => snapshot.status !== 'active' || !isWaiting(snapshot), { timeout: 5_000 });
      return { screens: [...new Set(screens)], reachedSummary: routeOf(end) === '/summary', context: end.context };
    } finally {
      actor.stop();
      reports.delete(key);
    }
  };
}
