import type { EventObject } from 'xstate';
import type { ScreenId } from '../../../machines/types.ts';
import { isResting } from './digest.ts';
import { activeScreen, eventsFor, summaryChanges } from './events.ts';
import { probe } from './probe.ts';
import { machineUnderTest, type Path } from './run.ts';

/** Paths built from the model's shortest paths by following the machine one event further. */

export function append(path: Path, event: EventObject): Path {
  const { next } = probe(machineUnderTest, path.state, event);
  return { state: next, steps: [...path.steps, { event, state: next }], weight: path.weight + 1 };
}

/** The first case of each step: the first SUBMIT, the first answer of a call, the first delay. */
function nextStep(path: Path): EventObject | undefined {
  const events = eventsFor(path.state, { loadOutputs: [], navigation: false });
  return (
    events.find((e) => e.type === 'SUBMIT') ??
    events.find((e) => e.type.startsWith('xstate.done.actor.')) ??
    events.find((e) => e.type.startsWith('xstate.after.'))
  );
}

/** The path continued with the first case of each step until `arrived` (at most `steps` events), else null. */
function continuedUntil(path: Path, arrived: (path: Path, step: number) => boolean, steps: number): Path | null {
  let current = path;
  for (let step = 0; step < steps; step++) {
    if (arrived(current, step)) return current;
    const event = nextStep(current);
    if (!event) return null;
    current = append(current, event);
  }
  return null;
}

/** The path continued with the first case of each step until it rests on another screen. */
export function continuedToNextScreen(path: Path): Path | null {
  const start = activeScreen(path.state);
  if (!start || !isResting(path.state)) return null;
  return continuedUntil(path, (current, step) => step > 0 && activeScreen(current.state) !== start && isResting(current.state), 12);
}

/** The path continued with the first case of each step until it rests on /summary. */
export function continuedToSummary(path: Path): Path | null {
  return continuedUntil(path, (current) => activeScreen(current.state) === 'summary' && isResting(current.state), 60);
}

/** The path and one BACK, when the screen it rests on has one (so a screen lies ahead). */
export function steppedBack(path: Path): Path | null {
  if (!isResting(path.state) || !path.state.can({ type: 'BACK' })) return null;
  return append(path, { type: 'BACK' });
}

/**
 * D24: the path resting on /summary, then the "Zmeniť" that opens `screen`, until the screen rests
 * in the change mode (so a screen lies behind it, /summary, for BACK); null when the way to
 * /summary did not pass `screen`.
 */
export function changedFromSummary(path: Path, screen: ScreenId): Path | null {
  if (activeScreen(path.state) !== 'summary' || !isResting(path.state)) return null;
  const change = summaryChanges(path.state).find((event) => (event as { screen?: string }).screen === screen);
  return change ? continuedUntil(append(path, change), (current) => isResting(current.state), 6) : null;
}
