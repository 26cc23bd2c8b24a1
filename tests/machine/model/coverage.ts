import type { AnyStateMachine, AnyStateNode, InspectionEvent } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/**
 * Coverage is counted over the machine's own definition: every state node below the root and every
 * transition definition (`on`, `always`, invoke done/error, `after`, the root's `xstate.route`).
 * What a run covers is read from the actor's inspection events, so it is what really happened.
 */

export type TransitionDefinition = AnyStateNode['always'] extends (infer T)[] | undefined ? T : never;

export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  return getStateNodes(machine.root);
}

export function allTransitions(machine: AnyStateMachine): TransitionDefinition[] {
  return [machine.root, ...allStateNodes(machine)].flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]) as TransitionDefinition[];
}

/** A readable name of a transition: `#source --event--> #target [guard]`. */
export function describeTransition(transition: TransitionDefinition): string {
  const targets = (transition.target ?? []).map((node) => `#${node.id}`).join(',');
  const guard = transition.guard ? ` [${guardName(transition.guard)}]` : '';
  return `#${transition.source.id} --${transition.eventType || 'always'}--> ${targets || '(self)'}${guard}`;
}

function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard && 'type' in guard) return String((guard as { type: string }).type);
  if (typeof guard === 'function') {
    const nested = (guard as { guards?: unknown[] }).guards;
    return nested ? `${guard.name}(${nested.map(guardName).join(', ')})` : guard.name;
  }
  return '?';
}

export class CoverageCollector {
  readonly states = new Set<AnyStateNode>();
  readonly transitions = new Set<TransitionDefinition>();

  /** The `inspect` option of an actor whose run counts. */
  readonly inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    for (const transition of (event as unknown as { _transitions: TransitionDefinition[] })._transitions) {
      this.transitions.add(transition);
      // A transition taken from a state means that state was active, even if only for a microstep
      // (the initial `boot.readingEntry` is left in the same microstep that enters it).
      this.states.add(transition.source);
    }
    for (const node of (event.snapshot as unknown as { _nodes: AnyStateNode[] })._nodes) this.states.add(node);
  };

  addSnapshotNodes(nodes: readonly AnyStateNode[]) {
    for (const node of nodes) this.states.add(node);
  }
}
