import { raise, stateIn } from 'xstate';
import { NO_SIGNAL_TAG, waitForSignal } from './no-signal.ts';
import { claimReportSetup } from './setup.ts';
import type { ActorInput } from './actors.ts';
import type { ClaimReportContext, LoadingKey, ScreenId } from './types.ts';
import { ANSWERS_WAITING_TAG, queuedHeadInput, QUEUE_WAITING_ID } from './update-queue.ts';

/** The states of the update queue (update-queue.ts): the region beside the journey that sends it. */
export const updateQueue = claimReportSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: { always: { guard: 'hasQueuedUpdates', target: 'sending' } },
    sending: {
      invoke: {
        id: 'updateReport',
        src: 'updateReport',
        input: ({ context }) => queuedHeadInput(context),
        onDone: {
          target: 'idle',
          actions: [
            'forgetQueuedHeadAnswers',
            { type: 'storeQueuedUpdateAnswer', params: ({ event }) => event.output },
            raise({ type: 'UPDATE.SENT' }),
          ],
        },
        onError: [
          { ...waitForSignal('sending'), target: 'waiting' },
          { target: 'idle', actions: ['dropUpdateQueue', 'tellUpdateFailed'] },
        ],
      },
    },
    waiting: {
      id: QUEUE_WAITING_ID,
      tags: [ANSWERS_WAITING_TAG],
      on: { 'CONNECTION.ONLINE': { target: 'sending' } },
    },
  },
});

/** The queue waits for the signal with updates in it. */
export const queueWaitsForSignal = stateIn(`#${QUEUE_WAITING_ID}`);

/**
 * What a state that queued an update does when the queue reports: the last update acknowledged
 * (UPDATE.SENT with the queue empty: its own was among them), or the update refused (UPDATE.FAILED).
 */
function sentOrFailed<Sent extends object, Failed>(sent: Sent, failed: Failed) {
  return { 'UPDATE.SENT': { guard: 'updateQueueEmpty' as const, ...sent }, 'UPDATE.FAILED': failed };
}

/**
 * A state that puts an update in the queue and goes on by `sent` once the server has it, or by
 * `failed`. While the queue waits for the signal it goes on by `noSignal` (the next screen needs
 * nothing the server answers), or with `noSignal: 'wait'` it waits (sub-state `offline`, tag
 * 'noSignal') and shows its loading text again when the signal is back.
 */
export function queuedUpdate<Sent extends object, Failed, NoSignal extends object>(options: {
  loading: LoadingKey;
  update: (args: { context: ClaimReportContext }) => { screen: ScreenId | null; input: ActorInput<'updateReport'> };
  sent: Sent;
  failed: Failed;
  noSignal: NoSignal | 'wait';
}) {
  const queue = { entry: { type: 'queueUpdate' as const, params: options.update }, on: sentOrFailed(options.sent, options.failed) };
  if (options.noSignal !== 'wait') {
    return { ...queue, meta: { loading: options.loading }, always: { guard: queueWaitsForSignal, ...options.noSignal } };
  }
  return {
    ...queue,
    initial: 'sending',
    states: {
      sending: { meta: { loading: options.loading }, always: { guard: queueWaitsForSignal, target: 'offline' } },
      offline: { tags: [NO_SIGNAL_TAG], on: { 'CONNECTION.ONLINE': { target: 'sending' } } },
    },
  };
}
