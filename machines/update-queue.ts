/**
 * D33: every update goes through one ordered queue, so Continue can go on with no signal where the
 * statechart can choose the next screen from what it knows.
 *
 * A screen's Continue puts its update (the whole document, with the route it was sent from) at the
 * end of `context.updateQueue` and waits in `updating`. The `updateQueue` region beside the journey
 * sends the oldest update, one at a time, each with an Idempotency-Key of its own that every try and
 * every repeat carries (the server applies it once and answers a repeat without a write). Then:
 * - the queue reports UPDATE.SENT and is empty: the server has the screen's update, and it routes;
 * - the queue waits for the signal (the call failed with the browser offline): a screen that routes
 *   by what it knows goes on, its update left in the queue; a screen whose rules read what the
 *   server answers (the products of my plate, /general-info) and the save wait on the screen (tag
 *   'noSignal') until the queue is empty; the exit dialog says the link needs the signal, the
 *   draft left in the queue;
 * - the server refused or kept failing (after the retries of D34): the queue is dropped (each update
 *   holds the whole document, so the next Continue sends everything again) and UPDATE.FAILED tells
 *   the state that waits, which says so as the failed update always has.
 * CONNECTION.ONLINE starts the queue again. While it waits (the tag 'answersWaiting') the app says
 * how many screens' answers wait; the answers themselves stay on the device until acknowledged
 * (D33, the page's forgetSentAnswers).
 */
import type { ActorInput } from './actors.ts';
import type { ClaimReportContext, ScreenId } from './types.ts';

/** One update waiting to be sent, in the order the Continues came. */
export interface QueuedUpdate {
  /** Sent as the Idempotency-Key with every try of this update. */
  key: string;
  /** The screen whose answers it carries (their copy on the device goes once it is acknowledged); null from the exit dialog. */
  screen: ScreenId | null;
  input: ActorInput<'updateReport'>;
}

/** The tag of the queue's state while it waits for the signal with updates in it (the app's status line). */
export const ANSWERS_WAITING_TAG = 'answersWaiting';

/** The id of that state, for the guard that asks whether the queue waits. */
export const QUEUE_WAITING_ID = 'updateQueueWaiting';

/**
 * The update put at the end of the queue, with a key no other update of any page has (the page's
 * random seed and its count): the server keeps the last keys of each report.
 */
export function withQueuedUpdate(
  context: ClaimReportContext,
  update: { screen: ScreenId | null; input: ActorInput<'updateReport'> },
): Pick<ClaimReportContext, 'updateQueue' | 'updateKeys'> {
  const queued = context.updateKeys.queued + 1;
  return {
    updateQueue: [...context.updateQueue, { key: `${context.updateKeys.seed}-${queued}`, ...update }],
    updateKeys: { ...context.updateKeys, queued },
  };
}

/** The oldest update, as its call takes it. */
export function queuedHeadInput(context: ClaimReportContext): ActorInput<'updateReport'> {
  const head = context.updateQueue[0];
  if (!head) throw new Error('no queued update to send');
  return { ...head.input, idempotencyKey: head.key };
}
