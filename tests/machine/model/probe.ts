import { createActor, fromTransition, type AnyStateMachine, type EventObject } from 'xstate';
import type { Snapshot } from '../support/harness.ts';
import type { TransitionDefinition } from './coverage.ts';

/** An actor scope like TestModel's own, whose system reports the transitions taken. */
function probeScope(onTransitions: (transitions: TransitionDefinition[]) => void = () => {}) {
  const scratch = createActor(
    fromTransition((state: null) => state, null),
    {
      inspect: (inspection) => {
        if (inspection.type === '@xstate.microstep')
          onTransitions((inspection as unknown as { _transitions: TransitionDefinition[] })._transitions);
      },
    },
  );
  return {
    self: scratch,
    logger: () => {},
    id: '',
    sessionId: 'probe',
    defer: () => {},
    system: scratch.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  };
}

/**
 * The machine's pure transition from a snapshot, with the transitions it took (read from the
 * inspection events of a scratch actor system). Actions with effects are not executed.
 */
export function probe(machine: AnyStateMachine, snapshot: Snapshot, event: EventObject): { next: Snapshot; taken: TransitionDefinition[] } {
  const taken: TransitionDefinition[] = [];
  const scope = probeScope((transitions) => taken.push(...transitions));
  const next = machine.transition(snapshot as never, event as never, scope as never) as unknown as Snapshot;
  return { next, taken };
}

/**
 * The model merges states that differ only in facts no later guard reads (model/digest.ts), so a
 * generated path records, at each step, one representative of the state it reached. Replaying
 * its events through the machine gives the snapshots these very events produce; those are what
 * the live actor must match, field for field.
 */
export function realign<P extends { state: Snapshot; steps: Array<{ event: EventObject; state: Snapshot }>; weight: number }>(
  machine: AnyStateMachine,
  path: P,
  input: unknown,
): P {
  const scratch = probeScope();
  let state = machine.getInitialSnapshot(scratch as never, input) as unknown as Snapshot;
  const steps = path.steps.map((step, index) => {
    if (index > 0) state = probe(machine, state, step.event).next;
    return { event: step.event, state };
  });
  return { ...path, steps, state };
}
