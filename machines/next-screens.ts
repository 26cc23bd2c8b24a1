import type { AnyStateMachine } from 'xstate';
import { screenOfRoute, type ScreenId } from './screens.ts';

/**
 * The screens a screen's Continue can lead to: the targets of its "goes to" rules (the `routing`
 * step of steps.ts), in the rules' order and each once. The app fetches their code ahead while the
 * person is still on the screen, so that Continue waits for the server only.
 */
export function screensAfter(machine: AnyStateMachine, screen: ScreenId): ScreenId[] {
  const routing = machine.getStateNodeById(screen).states.routing;
  const targets = (routing?.always ?? []).flatMap((transition) => transition.target ?? []);
  const screens = targets.map((node) => screenOfRoute(`/${node.id}`)).filter((id): id is ScreenId => id !== null);
  return [...new Set(screens)];
}
