import { createActor, fromPromise, type EventObject } from 'xstate';
import { TestModel, type StatePath } from 'xstate/graph';
import { ACTOR_NAMES } from '../../../machines/actors.ts';
import { createClaimReportMachine } from '../../../machines/claimReport.machine.ts';
import type { ClaimReportInput } from '../../../machines/types.ts';
import type { Snapshot } from '../support/harness.ts';
import { CoverageCollector } from './coverage.ts';
import { serializeSnapshot } from './digest.ts';
import { activeScreen, eventsFor, type EventOptions } from './events.ts';
import { invariantViolations, pageViolations } from './invariants.ts';
import { recordingPage } from '../support/page.ts';

/**
 * The machine under test, with actors that never answer: every outcome of a call is an event of
 * the path (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`), sent to the live actor as the
 * model sent it. One machine serves the model and the runs, so coverage compares the
 * same transition objects.
 */
const pending = fromPromise(() => new Promise<never>(() => {}));
/** What the page keeps of the run under way (one run at a time). */
const page = recordingPage();
export const machineUnderTest = createClaimReportMachine(
  Object.fromEntries(ACTOR_NAMES.map((name) => [name, pending])) as never,
  page.page,
);

export type Path = StatePath<Snapshot, EventObject>;

export function createModel(input: ClaimReportInput, options: EventOptions, stopWhen?: (snapshot: Snapshot) => boolean) {
  return new TestModel(machineUnderTest as never, {
    input,
    events: (snapshot: Snapshot) => eventsFor(snapshot, options),
    serializeState: (snapshot: Snapshot) => serializeSnapshot(snapshot),
    serializeEvent: (event: EventObject) => JSON.stringify(event),
    ...(stopWhen && { stopWhen }),
    logger: { log: () => {}, error: () => {} },
  }) as unknown as TestModel<Snapshot, EventObject, ClaimReportInput>;
}

/**
 * Runs a path of the model against a live actor: each step's event is sent, and the actor's
 * snapshot must equal the model's (value and context). Coverage is read from the live actor.
 */
export async function runPath(
  model: TestModel<Snapshot, EventObject, ClaimReportInput>,
  path: Path,
  input: ClaimReportInput,
  coverage: CoverageCollector,
): Promise<void> {
  Object.assign(page.record, {
    drafts: undefined,
    tabReport: undefined,
    portalSession: undefined,
    unsentAnswersForgotten: 0,
    sentAnswersForgotten: [],
    left: 0,
  });
  let screenShown = false;
  const actor = createActor(machineUnderTest, { input, inspect: coverage.inspect });
  actor.start();
  const send = (step: { event: EventObject }) => {
    actor.send(step.event as never);
  };
  const eventTypes = new Set(path.steps.map((step) => step.event.type));
  eventTypes.delete('xstate.init');
  try {
    await model.testPath(path, {
      events: Object.fromEntries([...eventTypes].map((type) => [type, send])),
      states: {
        '*': (expected: Snapshot) => {
          const actual = actor.getSnapshot();
          if (serializeSnapshot(actual) !== serializeSnapshot(expected)) {
            throw new Error(`live ${serializeSnapshot(actual)}\nmodel ${serializeSnapshot(expected)}`);
          }
          if (JSON.stringify(actual.context) !== JSON.stringify(expected.context)) {
            throw new Error(`live context differs from the model:\n${JSON.stringify(actual.context)}\n${JSON.stringify(expected.context)}`);
          }
          screenShown ||= activeScreen(actual) !== null;
          const problems = [...invariantViolations(actual), ...pageViolations(actual, page.record, screenShown)];
          if (problems.length) throw new Error(problems.join('; '));
        },
      },
    });
  } finally {
    actor.stop();
  }
}
