import { useMemo, type ComponentType } from 'react';
import { UnsavedAnswersContext, type UnsavedAnswers } from '../components/unsaved-answers.ts';
import type { ScreenProps } from '../screens/screen-props.ts';
import { keepAnswers, keptAnswersOf, loadUnsentAnswers } from './unsent-answers-storage.ts';

/** What this device keeps, read once as the page starts; every screen's form waits for it (screen-modules.tsx). */
export const unsentAnswersRead: Promise<void> = loadUnsentAnswers();

const kindOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null || value === undefined ? 'empty' : typeof value);

/**
 * Whether kept answers still fit the form: every field the form starts with is there, of the same
 * kind (an empty one may be either). A form changed by a release between keeping and reloading
 * starts from the report instead of from answers it cannot show.
 */
function fits(initial: unknown, kept: unknown): boolean {
  const [want, have] = [kindOf(initial), kindOf(kept)];
  if (want === 'empty' || have === 'empty') return true;
  if (want !== have) return false;
  if (want !== 'object') return true;
  const keptFields = kept as Record<string, unknown>;
  return Object.entries(initial as Record<string, unknown>).every(([field, value]) => fits(value, keptFields[field]));
}

/**
 * The answers of `screen` of the report `reportId`, kept on this device as they are typed until the
 * server acknowledges them (D33; the machine's forgetSentAnswers). Leaving the screen unsent (Back,
 * a footer page, a Continue with no signal) keeps them, so the screen shows them again.
 */
export function unsavedAnswers(reportId: string, screen: string): UnsavedAnswers {
  return {
    restore(initial) {
      const kept = keptAnswersOf(reportId, screen);
      return kept !== undefined && fits(initial, kept) ? (kept as typeof initial) : initial;
    },
    typed(values) {
      keepAnswers(reportId, screen, values);
    },
  };
}

/** A screen whose forms keep their unsent answers once the report exists (none before it does). */
export function withUnsavedAnswers(Screen: ComponentType<ScreenProps>, screen: string): ComponentType<ScreenProps> {
  function ScreenKeepingAnswers(props: ScreenProps) {
    const answers = useMemo(() => (props.reportId ? unsavedAnswers(props.reportId, screen) : null), [props.reportId]);
    return (
      <UnsavedAnswersContext.Provider value={answers}>
        <Screen {...props} />
      </UnsavedAnswersContext.Provider>
    );
  }
  return ScreenKeepingAnswers;
}
