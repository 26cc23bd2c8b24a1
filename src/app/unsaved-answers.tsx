import { useMemo, type ComponentType } from 'react';
import { UnsavedAnswersContext, type UnsavedAnswers } from '../components/unsaved-answers.ts';
import type { ScreenProps } from '../screens/screen-props.ts';
import { isStatementPath } from '../domain/statement-route.ts';
import { UNSENT_ANSWERS_KEY as STORAGE_KEY } from './unsent-answers-storage.ts';

/**
 * One report's unsent answers by screen. Session storage: this tab only, gone when it is closed,
 * so what someone typed is not left for the next person on a shared phone or computer.
 */
interface Kept {
  reportId: string;
  screens: Record<string, unknown>;
}

function read(): Kept | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Kept> | null;
    return typeof kept?.reportId === 'string' && typeof kept.screens === 'object' && kept.screens !== null ? (kept as Kept) : null;
  } catch {
    return null;
  }
}

function write(kept: Kept): void {
  try {
    if (Object.keys(kept.screens).length === 0) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage refused (full, or blocked by the browser's settings): the page keeps nothing, as before.
  }
}

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

/** Keeps the answers of `screen` of the report `reportId`; the answers of one report at a time. */
export function unsavedAnswers(reportId: string, screen: string): UnsavedAnswers {
  const ours = (kept: Kept | null) => (kept?.reportId === reportId ? kept.screens : {});
  return {
    restore(initial) {
      const screens = ours(read());
      return screen in screens && fits(initial, screens[screen]) ? (screens[screen] as typeof initial) : initial;
    },
    keep(values) {
      const save = () => write({ reportId, screens: { ...ours(read()), [screen]: values() } });
      // Hidden is the last moment a page can count on (a page the browser drops gets no unload),
      // and it comes before a reload or a navigation too; pagehide for browsers that skip it then.
      const saveWhenHidden = () => {
        if (document.visibilityState === 'hidden') save();
      };
      document.addEventListener('visibilitychange', saveWhenHidden);
      window.addEventListener('pagehide', save);
      return () => {
        document.removeEventListener('visibilitychange', saveWhenHidden);
        window.removeEventListener('pagehide', save);
        // A footer link to the accessibility statement or the privacy notice shows that page in
        // place of the screen, with the journey where it was: its "back" shows the screen again,
        // and what was typed on it must be there.
        if (isStatementPath(window.location.pathname)) return save();
        const kept = read();
        if (kept?.reportId !== reportId || !(screen in kept.screens)) return;
        delete kept.screens[screen];
        write(kept);
      };
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
