import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { ACTOR_NAMES } from '../../machines/actors.ts';
import { claimReportMachine } from '../../machines/claimReport.machine.ts';
import { GUARD_NAMES } from '../../machines/guards.ts';
import { SCREEN_IDS } from '../../machines/screens.ts';
import { EVENT_TYPES, RAISED_EVENT_TYPES } from '../../machines/types.ts';

/**
 * The machine's names, listed from the machine object: every guard, action, actor and event it
 * refers to exists, and everything declared is used. And the screen states carry SPEC §2's route
 * table, written here again from SPEC's text.
 */

const nodes: AnyStateNode[] = [claimReportMachine.root, ...getStateNodes(claimReportMachine.root)];
const transitions = nodes.flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]);

function guardNames(guard: unknown): string[] {
  if (!guard) return [];
  if (typeof guard === 'string') return [guard];
  if (typeof guard === 'object' && 'type' in guard) return [String((guard as { type: string }).type)];
  if (typeof guard === 'function') return ((guard as { guards?: unknown[] }).guards ?? []).flatMap(guardNames);
  return [];
}

function actionNames(action: unknown): string[] {
  if (typeof action === 'string') return [action];
  if (typeof action === 'object' && action && 'type' in action) return [String((action as { type: string }).type)];
  return [];
}

const usedGuards = new Set(transitions.flatMap((transition) => guardNames(transition.guard)));
const usedActions = new Set(
  [...transitions.flatMap((t) => t.actions), ...nodes.flatMap((node) => [...node.entry, ...node.exit])].flatMap(actionNames),
);
const invoked = new Set(nodes.flatMap((node) => node.invoke.map((invoke) => String(invoke.src))));
const acceptedEvents = new Set(transitions.map((transition) => transition.eventType).filter((type) => type && !type.startsWith('xstate.')));

describe('names', () => {
  it('every guard referenced exists, and every guard is used', () => {
    const implemented = Object.keys(claimReportMachine.implementations.guards);
    const referenced = [...usedGuards].filter((name) => !name.startsWith('xstate.'));
    expect(referenced.filter((name) => !implemented.includes(name))).toEqual([]);
    expect(GUARD_NAMES.filter((name) => !usedGuards.has(name))).toEqual([]);
    console.log(`guards: ${GUARD_NAMES.length}`);
  });

  it('every action referenced exists, and every action is used', () => {
    const implemented = Object.keys(claimReportMachine.implementations.actions);
    expect([...usedActions].filter((name) => !name.startsWith('xstate.') && !implemented.includes(name))).toEqual([]);
    expect(implemented.filter((name) => !usedActions.has(name))).toEqual([]);
    console.log(`actions: ${implemented.length}`);
  });

  it('the actors invoked or spawned are the declared ones, and each is used', () => {
    const spawned = ['deleteReport', 'saveSummary', 'loadPhonePrefixes'];
    expect([...invoked].filter((name) => !(ACTOR_NAMES as readonly string[]).includes(name))).toEqual([]);
    expect(ACTOR_NAMES.filter((name) => !invoked.has(name) && !spawned.includes(name))).toEqual([]);
    expect(Object.keys(claimReportMachine.implementations.actors).sort()).toEqual([...ACTOR_NAMES].sort());
  });

  it('the events the machine takes are EVENT_TYPES and its own raised ones (xstate.route is the root route transitions)', () => {
    expect([...acceptedEvents].sort()).toEqual([...EVENT_TYPES.filter((type) => type !== 'xstate.route'), ...RAISED_EVENT_TYPES].sort());
    expect(claimReportMachine.root.transitions.get('xstate.route')).toHaveLength(SCREEN_IDS.length - 2);
  });

  // The update queue sends behind the screen: the state waiting for it shows the loading text.
  it('every state that calls an actor has meta.loading, but the update queue', () => {
    const silent = nodes.filter(
      (node) => node.invoke.length && !(node.meta as { loading?: string } | undefined)?.loading && !node.id.includes('.updateQueue.'),
    );
    expect(silent.map((node) => node.id)).toEqual([]);
  });
});

type Row = { route: string; section: number | null; sidebar: boolean; back: boolean; wide: boolean };

/** SPEC §2's route table, row by row: Route | Section | Notes. */
const ROUTE_TABLE: Row[] = [
  { route: '/incident-scope', section: 1, sidebar: true, back: true, wide: false },
  { route: '/general-info', section: 2, sidebar: true, back: true, wide: false },
  ...[
    '/alert-dont-have-casco',
    '/alert-have-only-mini-casco',
    '/alert-dont-have-liability',
    '/alert-dont-have-license-plate',
    '/permission-confirmation-SMP',
  ].map(
    (route) => ({ route, section: 2, sidebar: false, back: false, wide: false }), // "no sidebar, no back button"
  ),
  ...['/aggrieved-party-details', '/reporter-details', '/policy-type'].map((route) => ({
    route,
    section: 2,
    sidebar: true,
    back: true,
    wide: false,
  })),
  { route: '/incident-map', section: null, sidebar: false, back: true, wide: true }, // "none | wide, no sidebar"
  { route: '/car-repair-map', section: 3, sidebar: true, back: true, wide: true }, // "3 | wide"
  ...[
    '/incident-details',
    '/windshield-damage-location',
    '/incident-reason-group',
    '/incident-reason',
    '/responsible-party-details',
    '/responsible-party-additional-details',
    '/co-responsible-party-details',
  ].map((route) => ({ route, section: 3, sidebar: true, back: true, wide: false })),
  ...[
    '/additional-bank',
    '/incident-resolve-type',
    '/other-damage',
    '/other-damage-vehicle',
    '/other-damage-property',
    '/other-damage-health',
    '/force-payout-to-aggrieved',
  ].map((route) => ({ route, section: 4, sidebar: true, back: true, wide: false })),
  { route: '/incident-inspection-address', section: 4, sidebar: false, back: true, wide: true }, // "4 | wide, no sidebar"
  { route: '/additional-attachments', section: 5, sidebar: true, back: true, wide: false },
  { route: '/summary', section: 6, sidebar: true, back: true, wide: false },
  ...['/confirm', '/drafts'].map((route) => ({ route, section: null, sidebar: false, back: false, wide: false })), // "none | no sidebar, no back"
];

describe('SPEC §2 route table', () => {
  it('has 31 routes', () => expect(ROUTE_TABLE).toHaveLength(31));

  it.each(ROUTE_TABLE.map((row) => [row.route, row] as const))(
    '%s: a state with id = route without the slash and this meta',
    (route, row) => {
      const node = claimReportMachine.getStateNodeById(route.slice(1));
      expect(node.meta).toEqual(row);
    },
  );

  it('screens are grouped by section: section1 ... section6, /incident-map, /confirm and /drafts ungrouped', () => {
    for (const row of ROUTE_TABLE) {
      const path = claimReportMachine.getStateNodeById(row.route.slice(1)).path;
      expect(path.slice(0, 2)).toEqual(['wizard', 'journey']);
      const group = path[2];
      if (['/incident-map', '/confirm', '/drafts'].includes(row.route)) expect(group).toBe(row.route.slice(1));
      else expect(group).toBe(`section${row.section}`);
    }
  });

  it('the refusal page of D2', () => {
    expect(claimReportMachine.getStateNodeById('operator-not-verified').meta).toEqual({
      route: '/operator-not-verified',
      section: null,
      sidebar: false,
      back: false,
      wide: false,
    });
  });
});
