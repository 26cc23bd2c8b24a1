import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import { claimReportMachine, createClaimReportMachine } from '../../../machines/claimReport.machine.ts';
import { placeholderActors } from '../../../machines/actors.ts';
import { initialContext } from '../../../machines/context.ts';
import { withServerFacts } from './documents.ts';
import type { ClaimReportStateMeta } from '../../../machines/setup.ts';
import type { ClaimReportContext, ClaimReportInput, Draft, ReportPatch, ScreenId } from '../../../machines/types.ts';
import type { AvailableProducts, PolicyType, ScopeCode } from '../../../src/domain/report.ts';
import type { ReasonGroup } from '../../../machines/actors.ts';
import { INCIDENT_DATE, makeFakes, NOW, PRODUCTS, REPORT_ID, type FakeAnswers } from './fakes.ts';
import { recordingPage } from './page.ts';

/** Drive the real machine with fake actors and read what the app would read from it. */

export type Snapshot = SnapshotFrom<typeof claimReportMachine>;
export type ClaimActor = ReturnType<typeof createActor<typeof claimReportMachine>>;

export function metaOf(snapshot: Snapshot): ClaimReportStateMeta[] {
  return Object.values(snapshot.getMeta()) as ClaimReportStateMeta[];
}

/** The route the app shows for this snapshot (the screen state's meta.route). */
export function routeOf(snapshot: Snapshot): string | undefined {
  return metaOf(snapshot).find((meta) => meta.route)?.route;
}

export function loadingOf(snapshot: Snapshot): string | undefined {
  return metaOf(snapshot).find((meta) => meta.loading)?.loading;
}

/** Nothing running: no loading text, no pending delay. */
export async function settle(actor: ClaimActor): Promise<Snapshot> {
  return waitFor(actor, (snapshot) => snapshot.status !== 'active' || !loadingOf(snapshot), { timeout: 2_000 });
}

export function boot(
  search: string,
  answers: FakeAnswers = {},
  drafts: Draft[] = [],
  kept: Pick<ClaimReportInput, 'portalSession' | 'tabReport'> = {},
) {
  const fakes = makeFakes(answers);
  const page = recordingPage();
  const actor = createActor(createClaimReportMachine({ ...placeholderActors, ...fakes.actors }, page.page), {
    input: { search, drafts, now: NOW, ...kept },
  }).start();
  return { actor, calls: fakes.calls, page: page.record };
}

/** The context a test states: SPEC's scope × policy type × plate × verified × products × portal. */
export interface Given {
  scope: ScopeCode;
  policy?: PolicyType;
  /** My vehicle has a plate (default true). */
  plate?: boolean;
  products?: keyof typeof PRODUCTS | AvailableProducts;
  portal?: 'WEB' | 'SMP' | 'KZ';
  /** Anything else already in the document. */
  report?: ReportPatch;
  /** Screens shown before, oldest first (the starting screen is added). */
  trail?: ScreenId[];
  /** Reason groups loaded earlier (/incident-reason-group). */
  reasonGroups?: ReasonGroup[];
  drafts?: Draft[];
}

const OBJECTS: Record<ScopeCode, number[]> = {
  scope1: [1],
  scope2: [2],
  scope12: [1, 2],
  scope13: [1, 3],
  scope14: [1, 4],
  scope134: [1, 3, 4],
  scope3: [3],
  scope4: [4],
  scope34: [3, 4],
};

export function scopesOf(scope: ScopeCode) {
  return OBJECTS[scope].map((objectId) => ({ objectId: objectId as 1 | 2 | 3 | 4 }));
}

const SEARCH = { WEB: '', SMP: '?portal=SMP&code=SMP001', KZ: '?portal=KZ&code=KZ001' } as const;

export function contextFor(screen: ScreenId, given: Given): ClaimReportContext {
  const portal = given.portal ?? 'WEB';
  const base = initialContext({ search: SEARCH[portal], drafts: [], now: NOW });
  const products = typeof given.products === 'string' ? PRODUCTS[given.products] : (given.products ?? PRODUCTS.casco);
  const plate = given.plate ?? true;
  const report = withServerFacts(
    withServerFacts(base.report, {
      incident: {
        scopesOfDamage: scopesOf(given.scope),
        date: INCIDENT_DATE,
        policyType: given.policy ?? null,
        availableProducts: products,
        myVehicle: plate
          ? { hasLicensePlate: true, licensePlate: 'BA111AA', licensePlateIsVerified: true }
          : { hasLicensePlate: false, licensePlate: null, description: 'Skúter bez evidenčného čísla' },
      },
    }),
    given.report ?? {},
  );
  const trail = [...(given.trail ?? []), screen];
  return {
    ...base,
    reportId: REPORT_ID,
    report,
    policyTypeChosen: given.policy !== undefined,
    reasonGroups: given.reasonGroups ?? [],
    drafts: given.drafts ?? [],
    trail,
    trailPosition: trail.length - 1,
  };
}

/** The state value of a screen's sub-state, e.g. { wizard: { journey: { section2: { 'general-info': 'editing' } }, ... } }. */
export function valueAt(screen: ScreenId, sub = 'editing'): Record<string, unknown> {
  const node = claimReportMachine.getStateNodeById(screen);
  const [root, ...path] = node.path;
  let value: unknown = sub;
  for (const key of [...path].reverse()) value = { [key]: value };
  return root === 'wizard' ? { wizard: { ...(value as object), exitDialog: 'closed' } } : { [root!]: value };
}

/** The machine resting on `screen` with the given context, its actors faked. */
export function startAt(screen: ScreenId, given: Given, answers: FakeAnswers = {}, sub?: string) {
  const fakes = makeFakes(answers);
  const page = recordingPage();
  const machine = createClaimReportMachine({ ...placeholderActors, ...fakes.actors }, page.page);
  const snapshot = machine.resolveState({ value: valueAt(screen, sub) as never, context: contextFor(screen, given) });
  const actor = createActor(machine, { snapshot, input: { search: '', drafts: [] } }).start();
  return { actor, calls: fakes.calls, page: page.record };
}

export async function submit(actor: ClaimActor, patch: ReportPatch = {}): Promise<Snapshot> {
  actor.send({ type: 'SUBMIT', patch });
  return settle(actor);
}
