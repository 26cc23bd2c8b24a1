/**
 * D33: a step whose next screen needs the server waits while the phone has no signal, and goes on
 * by itself when the signal returns. The page decides what "no signal" is (the call failed with
 * the browser offline) and rejects the call with an error of code NO_SIGNAL; it sends
 * CONNECTION.ONLINE when the browser is online again. The statechart gives every such call a
 * waiting state beside it (`<state>Offline`, tag 'noSignal') that tries the call again on that event.
 */

/** The `code` of the error a call rejects with when it failed for want of a signal. */
export const NO_SIGNAL = 'NO_SIGNAL';

/** The tag of every state that waits for the signal (the app shows what it waits for). */
export const NO_SIGNAL_TAG = 'noSignal';

export const isNoSignal = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === NO_SIGNAL;

/** The name of the waiting state of the calling state `name`. */
export const offline = <Name extends string>(name: Name): `${Name}Offline` => `${name}Offline`;

/** The first onError rule of a call that needs the server: no signal waits beside it. */
export const waitForSignal = (name: string) => ({ guard: 'noSignal' as const, target: offline(name) });

/** The waiting state of the calling state `name`: the signal back, the call goes again. */
export const waitingForSignal = (name: string) => ({
  tags: [NO_SIGNAL_TAG],
  on: { 'CONNECTION.ONLINE': { target: name } },
});
