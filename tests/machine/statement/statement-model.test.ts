import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { statementMachine, type StatementEvent, type StatementSnapshot } from '../../../machines/statement/statement.machine.ts';
import { allStateNodes, allTransitions, CoverageCollector, describeTransition } from '../model/coverage.ts';

/**
 * Model-based test of the statement's machine: `TestModel` (xstate/graph) walks the machine with
 * the answers the server can give (event cases below) and finds the shortest path to every state
 * it can tell apart; each path, and each path followed by every event once more, runs on a live
 * actor, which must then show what the server said. The coverage of state nodes and transitions
 * is counted from those live runs: below 100% fails.
 */

const base = { statementId: 'S'.repeat(24), you: 'A', revision: 1, signatures: {} } as const;
const FIRST_WITHDRAWAL = '2026-12-02T10:00:00.000Z';
const SECOND_WITHDRAWAL = '2026-12-02T10:05:00.000Z';
const signature = { name: 'Anna', path: 'M0 0 L1 1', signedAt: '2026-12-02T09:59:00.000Z' };

/** What the server's statement can say, in the order a statement lives through it. */
const ANSWERS = {
  waiting: { ...base, status: 'waitingForOther' },
  joined: { ...base, status: 'editing' },
  signedByA: { ...base, status: 'signedByOne', signatures: { A: signature } },
  withdrawn: { ...base, status: 'editing', signaturesWithdrawnAt: FIRST_WITHDRAWAL },
  signedAgain: { ...base, status: 'signedByOne', signatures: { B: signature } },
  withdrawnAgain: { ...base, status: 'editing', signaturesWithdrawnAt: SECOND_WITHDRAWAL },
  sealed: { ...base, status: 'sealed', signatures: { A: signature, B: signature } },
} satisfies Record<string, StatementSnapshot>;

const EVENTS: StatementEvent[] = [
  ...Object.values(ANSWERS).map((statement): StatementEvent => ({ type: 'UPDATED', statement })),
  { type: 'ACKNOWLEDGE' },
];

type Snapshot = SnapshotFrom<typeof statementMachine>;

const model = createTestModel(statementMachine, {
  events: () => EVENTS,
  // States apart by where the phone is and which withdrawal it was told of (the stored statement is the last answer).
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.toldWithdrawal, snapshot.context.statement?.status]),
});

/** What the phone must show after the server's answer `statement`, in state `before`. */
function expectFollows(before: Snapshot, statement: StatementSnapshot, after: Snapshot) {
  const value = after.value as string;
  // A withdrawal stays on screen until the driver acknowledges it, unless a signature or the seal ends it.
  if (before.value === 'withdrawn' && statement.status !== 'sealed' && statement.status !== 'signedByOne') {
    return expect(value).toBe('withdrawn');
  }
  if (statement.status === 'editing') {
    expect(['editing', 'withdrawn']).toContain(value);
    if (value === 'withdrawn') expect(statement.signaturesWithdrawnAt).toBeDefined();
    if (statement.signaturesWithdrawnAt && statement.signaturesWithdrawnAt !== before.context.toldWithdrawal) {
      expect(value, 'a new withdrawal is told').toBe('withdrawn');
    }
    return;
  }
  expect(value).toBe(statement.status);
}

function run(events: StatementEvent[], coverage: CoverageCollector) {
  const actor = createActor(statementMachine, { inspect: coverage.inspect }).start();
  for (const event of events) {
    const before = actor.getSnapshot();
    // Sealed is final: the actor takes no more events, and the phone stays on the sealed view.
    if (before.status === 'done') break;
    actor.send(event);
    const after = actor.getSnapshot();
    if (event.type === 'UPDATED') {
      expectFollows(before, event.statement, after);
      expect(after.context.statement).toBe(event.statement);
    } else if (before.value === 'withdrawn') {
      expect(after.value).toBe('editing');
    } else {
      expect(after.value).toBe(before.value);
    }
  }
  actor.stop();
}

describe('the accident statement’s machine, model-based', () => {
  const paths = model.getShortestPaths();
  const walks = paths.flatMap((path) => {
    const events = path.steps.map((step) => step.event);
    return [events, ...EVENTS.map((next) => [...events, next])];
  });

  it('follows the server’s statement on every path, and the paths cover every state and transition', () => {
    const coverage = new CoverageCollector();
    for (const events of walks) run(events, coverage);

    const stateNodes = allStateNodes(statementMachine);
    const missingStates = stateNodes.filter((node) => !coverage.states.has(node)).map((node) => node.id);
    const missingTransitions = allTransitions(statementMachine)
      .filter((transition) => !coverage.transitions.has(transition))
      .map(describeTransition);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
    console.info(
      `statement machine: ${stateNodes.length - missingStates.length}/${stateNodes.length} states, ` +
        `${coverage.transitions.size}/${allTransitions(statementMachine).length} transitions over ${walks.length} paths`,
    );
  });

  it('tells a withdrawal once: after the driver acknowledged it, the same answer keeps them editing', () => {
    const actor = createActor(statementMachine).start();
    for (const answer of [ANSWERS.joined, ANSWERS.signedByA, ANSWERS.withdrawn]) actor.send({ type: 'UPDATED', statement: answer });
    expect(actor.getSnapshot().value).toBe('withdrawn');
    actor.send({ type: 'UPDATED', statement: ANSWERS.withdrawn });
    expect(actor.getSnapshot().value).toBe('withdrawn');
    actor.send({ type: 'ACKNOWLEDGE' });
    actor.send({ type: 'UPDATED', statement: ANSWERS.withdrawn });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'UPDATED', statement: ANSWERS.withdrawnAgain });
    expect(actor.getSnapshot().value).toBe('withdrawn');
  });
});
