import { assign, setup } from 'xstate';
import type { Driver, StatementStatus } from '../../src/domain/accident-statement.ts';

/**
 * The joint accident statement as one driver's phone follows it (D35), beside the wizard's
 * machine. It is driven by what the server says: every answer of the statement's API (a poll, a
 * section written, a signature) is an `UPDATED` event, and the guards read the state from it, so
 * both phones reach the same states whoever changed what. No fetch here: the app calls the API.
 *
 * - draft: nothing on the server yet (driver A about to start, driver B about to join);
 * - waitingForOther: started, the QR code and short code shown until driver B joins;
 * - editing: both in, filling in their columns and the shared sections;
 * - signedByOne: one signature given, the other awaited;
 * - withdrawn: a change withdrew the signatures given; shown until the driver acknowledges it;
 * - sealed: both signed; nothing changes any more.
 */

/** What the machine needs of the API's statement (openapi.yaml `AccidentStatement`). */
export interface StatementSnapshot {
  statementId: string;
  you: Driver;
  status: StatementStatus;
  revision: number;
  signatures: Partial<Record<Driver, unknown>>;
  signaturesWithdrawnAt?: string;
}

export interface StatementContext {
  statement: StatementSnapshot | null;
  /** The withdrawal the driver has been told of, so the same one is not shown twice. */
  toldWithdrawal: string | null;
}

export type StatementEvent = { type: 'UPDATED'; statement: StatementSnapshot } | { type: 'ACKNOWLEDGE' };

type Updated = Extract<StatementEvent, { type: 'UPDATED' }>;
const updated = (event: StatementEvent): StatementSnapshot | null => (event.type === 'UPDATED' ? (event as Updated).statement : null);

/**
 * Where the server's statement puts the phone, from any state: a phone that reloads, or missed
 * polls while both signed or one signed and the other changed something, lands where the other
 * phone is.
 */
const follow = [
  { guard: 'isSealed', target: 'sealed', actions: 'store' },
  { guard: 'hasSignature', target: 'signedByOne', actions: 'store' },
  { guard: 'signaturesNewlyWithdrawn', target: 'withdrawn', actions: 'store' },
  { guard: 'isJoined', target: 'editing', actions: 'store' },
  { target: 'waitingForOther', actions: 'store' },
] as const;

export const statementMachine = setup({
  types: { context: {} as StatementContext, events: {} as StatementEvent },
  guards: {
    isSealed: ({ event }) => updated(event)?.status === 'sealed',
    isJoined: ({ event }) => updated(event)?.status !== 'waitingForOther',
    hasSignature: ({ event }) => Object.keys(updated(event)?.signatures ?? {}).length > 0,
    signaturesNewlyWithdrawn: ({ context, event }) => {
      const withdrawnAt = updated(event)?.signaturesWithdrawnAt;
      return withdrawnAt !== undefined && withdrawnAt !== context.toldWithdrawal;
    },
  },
  actions: {
    store: assign({ statement: ({ event, context }) => updated(event) ?? context.statement }),
    tellWithdrawal: assign({ toldWithdrawal: ({ context }) => context.statement?.signaturesWithdrawnAt ?? null }),
  },
}).createMachine({
  id: 'statement',
  initial: 'draft',
  context: { statement: null, toldWithdrawal: null },
  states: {
    draft: { on: { UPDATED: [...follow] } },
    waitingForOther: { on: { UPDATED: [...follow] } },
    editing: { on: { UPDATED: [...follow] } },
    signedByOne: { on: { UPDATED: [...follow] } },
    withdrawn: {
      entry: 'tellWithdrawal',
      on: {
        ACKNOWLEDGE: { target: 'editing' },
        // Shown until acknowledged, whatever else changes, unless a signature or the seal ends it.
        UPDATED: [
          { guard: 'isSealed', target: 'sealed', actions: 'store' },
          { guard: 'hasSignature', target: 'signedByOne', actions: 'store' },
          { actions: ['store', 'tellWithdrawal'] },
        ],
      },
    },
    sealed: { type: 'final' },
  },
});
