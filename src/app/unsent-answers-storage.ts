/**
 * Where this tab keeps the answers typed on a screen and not sent yet (unsaved-answers.tsx): the
 * session storage, this tab only, gone when it is closed.
 */
export const UNSENT_ANSWERS_KEY = 'motor.unsaved';

/** "Forget drafts on this device" (/drafts): this tab keeps no unsent answers of any report. */
export function forgetUnsentAnswers(): void {
  try {
    sessionStorage.removeItem(UNSENT_ANSWERS_KEY);
  } catch {
    // Storage blocked: there is nothing kept to forget.
  }
}
