import { createContext } from 'react';

/**
 * Keeps the answers typed on a screen and not sent yet (no Continue) across a reload of the page.
 * A phone's browser drops a page it has hidden (the camera or another app opened over it) and
 * loads it again when the person comes back; until the report is reopened, everything typed since
 * the last Continue was gone. The app provides this to the screens of a report that exists
 * (src/app/unsaved-answers.tsx); WizardForm uses it.
 */
export interface UnsavedAnswers {
  /** The answers kept for this screen of this report, or `initial` when none are. */
  restore<Values>(initial: Values): Values;
  /**
   * Keeps what `values()` returns whenever the page is hidden; the function it returns, called
   * when the form leaves the screen (Continue or Back, as in memory), forgets them.
   */
  keep(values: () => unknown): () => void;
}

export const UnsavedAnswersContext = createContext<UnsavedAnswers | null>(null);
