import { createContext } from 'react';

/**
 * Keeps the answers typed on a screen and not acknowledged by the server yet, on the device, so
 * that Back, a reload, a closed tab or a phone restarted with no signal loses none of them (D33).
 * A phone's browser also drops a page it has hidden (the camera or another app opened over it).
 * The app provides this to the screens of a report that exists (src/app/with-unsaved-answers.tsx);
 * WizardForm uses it.
 */
export interface UnsavedAnswers {
  /** The answers kept for this screen of this report, or `initial` when none are. */
  restore<Values>(initial: Values): Values;
  /** The form's values as typed (each change from the values it started with). */
  typed(values: unknown): void;
}

export const UnsavedAnswersContext = createContext<UnsavedAnswers | null>(null);
