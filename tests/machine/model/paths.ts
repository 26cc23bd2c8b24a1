import type { EventObject } from 'xstate';
import { isResting } from './digest.ts';
import { activeScreen, eventsFor } from './events.ts';
import { probe } from './probe.ts';
import { machineUnderTest, type Path } from './run.ts';

/** Paths built from the model's shortest paths by following the machine one event further. */

export function append(path: Path, event: EventObject): Path {
  const { next } = probe(machineUnderTest, path.state, event);
  return { state: next, steps: [...path.steps, { event, state: next }], weight: path.weight + 1 };
}

/** The path continued with the first case of each step until it rests on another screen. */
export function continuedToNextScreen(path: Path): Path | null {
  const start = activeScreen(path.state);
  if (!start || !isResting(path.state)) return null;
  let current = path;
  for (let step = 0; step < 12; step++) {
    const screen = activeScreen(current.state);
    if (step > 0 && screen && screen !== start && isResting(current.state)) return current;
    const events = eventsFor(current.state, { loadOutputs: [], navigation: false });
    const event =
      events.find((e) => e.type === 'SUBMIT') ??
      events.find((e) => e.type.startsWith('xstate.done.actor.')) ??
      events.find((e) => e.type.startsWith('xstate.after.'));
    if (!event) return null;
    current = append(current, event);
  }
  return null;
}

/** The path and one BACK, when the screen it rests on has one (so a screen lies ahead). */
export function steppedBack(path: Path): Path | null {
  if (!isResting(path.state) || !path.state.can({ type: 'BACK' })) return null;
  return append(path, { type: 'BACK' });
}
