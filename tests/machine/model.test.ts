import { describe, expect, it } from 'vitest';
import type { ClaimReportInput, ScreenId } from '../../machines/types.ts';
import { allStateNodes, allTransitions, CoverageCollector, describeTransition } from './model/coverage.ts';
import { isResting } from './model/digest.ts';
import { activeScreen, eventsFor } from './model/events.ts';
import { append, changedFromSummary, continuedToNextScreen, continuedToSummary, steppedBack } from './model/paths.ts';
import { probe, realign } from './model/probe.ts';
import { resumeFixtures } from './model/resume.ts';
import { createModel, machineUnderTest, runPath, type Path } from './model/run.ts';
import { NOW, REPORT_ID } from './support/fakes.ts';
import type { Snapshot } from './support/harness.ts';
import { COMPLETED, loadedReport } from './support/reports.ts';

/**
 * Model-based tests: `TestModel` (xstate/graph) walks the machine itself with the event cases of
 * model/events.ts, generating the shortest path to every distinguishable state; paths covering
 * the transitions those miss are added (one more event after a shortest path, found by probing the
 * machine). Every path then runs against a live actor with fake actors, and the coverage of the
 * machine's state nodes and transitions is counted from what the live runs did: below 100% fails.
 */

/** The model's shortest paths, realigned to the snapshots their events really produce. */
function shortestPaths(model: ReturnType<typeof createModel>, journeyInput: ClaimReportInput, allowDuplicatePaths: boolean): Path[] {
  return (model.getShortestPaths({ allowDuplicatePaths }) as Path[]).map((path) => realign(machineUnderTest, path, journeyInput));
}

const input = (search: string, drafts: ClaimReportInput['drafts'] = []): ClaimReportInput => ({ search, drafts, now: NOW });
/** The entry is done: the wizard rests on its first screen (or the entry ended). */
const restsOnAScreen = (snapshot: Snapshot) =>
  snapshot.status !== 'active' ||
  snapshot.matches('operatorNotVerified') ||
  (snapshot.matches('wizard') && snapshot.context.replayTo === null && activeScreen(snapshot) !== 'drafts' && isResting(snapshot));

/** The journeys explored in full; the others only until the wizard rests on its first screen. */
const JOURNEYS = [
  { name: 'WEB', input: input('') },
  { name: 'SMP', input: input('?portal=SMP&code=SMP001') },
] as const;

const explored = JOURNEYS.map((journey) => {
  const model = createModel(journey.input, { loadOutputs: [], navigation: false });
  const paths = shortestPaths(model, journey.input, true);
  return { ...journey, model, paths, continued: paths.map(continuedToNextScreen).filter((path): path is Path => path !== null) };
});

const resumeReports = [
  ...resumeFixtures(explored.flatMap((journey) => [...journey.paths, ...journey.continued].map((path) => path.state))),
  loadedReport({ lastRoute: '/summary', saved: COMPLETED }),
  loadedReport({ lastRoute: '/nowhere' }),
];

const ENTRIES = [
  { name: 'KZ', input: input('?portal=KZ&code=KZ001'), stopWhen: restsOnAScreen },
  // ?scope=2 starts on /general-info, whose continue then creates the report.
  { name: '?scope=2', input: input('?scope=2'), stopWhen: (s: Snapshot) => restsOnAScreen(s) && activeScreen(s) !== 'general-info' },
  // ... in a portal too, whose create may find its token refused (D31).
  {
    name: 'SMP ?scope=2',
    input: input('?portal=SMP&code=SMP001&scope=2'),
    stopWhen: (s: Snapshot) => restsOnAScreen(s) && activeScreen(s) !== 'general-info',
  },
  // D31: a reload of a portal's frame before its report exists resumes the entry with its token.
  {
    name: 'portal reload',
    input: { ...input(''), portalSession: { entry: 'portal=KZ&code=KZ001', token: 'T'.repeat(43) } },
    stopWhen: restsOnAScreen,
  },
  { name: 'portal without code', input: input('?portal=SMP'), stopWhen: restsOnAScreen },
  { name: 'drafts', input: input('', [{ id: REPORT_ID, createdAt: '2026-05-09T08:00:00.000Z' }]), stopWhen: restsOnAScreen },
  { name: '?id=', input: input(`?id=${REPORT_ID}`), stopWhen: restsOnAScreen },
  // D25: a reload of a tab that had a report in progress, on /reporter-details.
  {
    name: 'reload',
    input: { ...input(''), tabReport: { reportId: REPORT_ID, route: '/reporter-details' } },
    stopWhen: restsOnAScreen,
  },
] as const;

const entries = ENTRIES.map((entry) => {
  const model = createModel(entry.input, { loadOutputs: resumeReports, navigation: false }, entry.stopWhen);
  const paths = shortestPaths(model, entry.input, true);
  return { ...entry, model, paths, continued: [] as Path[] };
});

const all = [...explored, ...entries];
const coverage = new CoverageCollector();
const totalStates = allStateNodes(machineUnderTest);
const totalTransitions = allTransitions(machineUnderTest);

let pathsRun = 0;

describe('model-based: shortest paths to every state', () => {
  for (const journey of all) {
    // Without duplicates: a path that is the start of a longer one is not run on its own.
    const paths = shortestPaths(journey.model, journey.input, false);
    it(`${journey.name}: ${paths.length} paths to its ${journey.paths.length} model states run against the machine`, async () => {
      for (const path of paths) await runPath(journey.model, path, journey.input, coverage);
      pathsRun += paths.length;
    });
  }
});

describe('model-based: paths covering every transition', () => {
  it('adds one event after a shortest path for each transition not yet covered, and runs it', async () => {
    const uncovered = new Set(totalTransitions.filter((transition) => !coverage.transitions.has(transition)));
    let added = 0;
    for (const journey of all) {
      // Shortest paths, the same continued to the next screen (a screen lies behind, for
      // xstate.route and BACK), and after one BACK (a screen lies ahead, for browser forward);
      // then, for what those leave, each screen opened from /summary by its "Zmeniť" (D24's
      // change mode; built only when needed, as each is a walk to /summary).
      const phases = [
        () => [...journey.paths, ...journey.continued, ...journey.paths.map(steppedBack).filter((path): path is Path => path !== null)],
        () => changedOnTheWay(journey.paths),
      ];
      for (const bases of phases) {
        if (uncovered.size === 0) break;
        for (const path of bases().sort((a, b) => a.steps.length - b.steps.length)) {
          if (uncovered.size === 0) break;
          const events = eventsFor(path.state, { loadOutputs: resumeReports, navigation: true });
          for (const event of events) {
            if (!probe(machineUnderTest, path.state, event).taken.some((transition) => uncovered.has(transition))) continue;
            await runPath(journey.model, append(path, event), journey.input, coverage);
            added++;
            for (const transition of coverage.transitions) uncovered.delete(transition);
          }
        }
      }
    }
    pathsRun += added;
    console.log(`transition-cover paths added: ${added}`);
  });
});

/**
 * D24 for screens the shortest paths to /summary pass by: the first path resting on each screen,
 * continued to /summary, then that screen's "Zmeniť".
 */
function changedOnTheWay(paths: Path[]): Path[] {
  const firstOnScreen = new Map<string, Path>();
  for (const path of paths) {
    const screen = activeScreen(path.state);
    if (screen && screen !== 'summary' && isResting(path.state) && !firstOnScreen.has(screen)) firstOnScreen.set(screen, path);
  }
  return [...firstOnScreen].flatMap(([screen, path]) => {
    const atSummary = continuedToSummary(path);
    const changed = atSummary && changedFromSummary(atSummary, screen as ScreenId);
    return changed ? [changed] : [];
  });
}

/**
 * SPEC clauses the machine does not build because no rule leads there (see the comments at the
 * rules in machines/journey/*.ts). Every state the models reached, on every step of every path,
 * is checked; the models try every branch of every screen's rules.
 */
describe('model-based: the SPEC clauses left out are unreachable', () => {
  const byScreen = new Map<string, Snapshot[]>();
  for (const journey of all) {
    for (const path of [...journey.paths, ...journey.continued]) {
      for (const { state } of path.steps) {
        const screen = activeScreen(state);
        if (screen) byScreen.set(screen, [...(byScreen.get(screen) ?? []), state]);
      }
    }
  }
  const on = (screen: string) => byScreen.get(screen) ?? [];
  const scopeOf = (snapshot: Snapshot) =>
    `scope${(snapshot.context.report.incident.scopesOfDamage ?? [])
      .map((s) => s.objectId)
      .sort()
      .join('')}`;
  const policyOf = (snapshot: Snapshot) => snapshot.context.report.incident.policyType;
  const family = ['scope13', 'scope14', 'scope134'];

  it.each([
    [
      '/responsible-party-details: "scope12: CASCO goes to /incident-resolve-type, else /other-damage" (scope12 never comes here)',
      'responsible-party-details',
      (s: Snapshot) => scopeOf(s) === 'scope12',
    ],
    [
      '/responsible-party-details: "scope13, 134, 14: verified: CASCO goes to /incident-resolve-type" (only PZP comes here)',
      'responsible-party-details',
      (s: Snapshot) => family.includes(scopeOf(s)) && policyOf(s) === 'CASCO',
    ],
    [
      '/responsible-party-additional-details: "scope12: ..." (scope12 never comes here)',
      'responsible-party-additional-details',
      (s: Snapshot) => scopeOf(s) === 'scope12',
    ],
    [
      '/responsible-party-additional-details: "Scopes 13, 134, 14: CASCO goes to /incident-resolve-type" (only PZP comes here)',
      'responsible-party-additional-details',
      (s: Snapshot) => family.includes(scopeOf(s)) && policyOf(s) === 'CASCO',
    ],
    [
      '/aggrieved-party-details: "scopes 2 and 12 go to /incident-map" (only /permission-confirmation-SMP leads here)',
      'aggrieved-party-details',
      (s: Snapshot) => ['scope2', 'scope12'].includes(scopeOf(s)),
    ],
    [
      '/aggrieved-party-details: "scope1: CASCO goes to /incident-map" (scope1 comes here only with PZP)',
      'aggrieved-party-details',
      (s: Snapshot) => scopeOf(s) === 'scope1' && policyOf(s) === 'CASCO',
    ],
    [
      '/other-damage: the only-my-vehicle checkbox is for scope1, which never comes here',
      'other-damage',
      (s: Snapshot) => scopeOf(s) === 'scope1',
    ],
    [
      '/incident-scope is always the first screen of the trail (no BACK from it)',
      'incident-scope',
      (s: Snapshot) => s.context.trailPosition > 0,
    ],
  ] as const)('%s', (_rule, screen, matches) => {
    expect(on(screen).length).toBeGreaterThan(0);
    expect(
      on(screen)
        .filter(matches)
        .map((snapshot) => JSON.stringify(snapshot.value)),
    ).toEqual([]);
  });
});

describe('model-based: coverage', () => {
  it('covers 100% of the state nodes and transitions', () => {
    const missingStates = totalStates.filter((node) => !coverage.states.has(node)).map((node) => `#${node.id}`);
    const missingTransitions = totalTransitions.filter((transition) => !coverage.transitions.has(transition)).map(describeTransition);
    console.log(
      `model states: ${all.reduce((sum, journey) => sum + journey.paths.length, 0)} in ${all.length} models; paths run: ${pathsRun}`,
    );
    console.log(`states covered: ${totalStates.length - missingStates.length}/${totalStates.length}`);
    console.log(`transitions covered: ${totalTransitions.length - missingTransitions.length}/${totalTransitions.length}`);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});
