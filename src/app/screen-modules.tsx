import type { MessageDescriptor } from '@lingui/core';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenId } from '../../machines/screens.ts';
import type { ScreenProps } from '../screens/screen-props.ts';
import type { TitleView } from '../screens/titles.ts';
// The first screen (first-screen.ts names it) comes with the app, with its heading; every other
// one is a chunk, and the other headings come in the table of them all (titles.ts).
import FirstScreen from '../screens/incident-scope/IncidentScopeScreen.tsx';
import { INCIDENT_SCOPE_TITLE } from '../screens/incident-scope/title.ts';
import { FIRST_SCREEN } from './first-screen.ts';
import { loadShownCatalog } from './i18n.ts';
import { loadOnce } from './load-once.ts';

type Screen = ComponentType<ScreenProps> | LazyExoticComponent<ComponentType<ScreenProps>>;

let titles: typeof import('../screens/titles.ts') | undefined;

/** The headings' table, with the whole catalog that holds their texts: once, whoever asks first. */
export const loadTitles = loadOnce((_: 'titles') =>
  Promise.all([import('../screens/titles.ts'), loadShownCatalog()]).then(([module]) => {
    titles = module;
  }),
);

/**
 * A screen's heading: the first screen's at once, any other's once the headings' table and the
 * texts have come (loadTitles, which every screen's chunk waits for), undefined before.
 */
export function screenHeading(id: ScreenId, view: TitleView): MessageDescriptor | undefined {
  if (titles) return titles.screenTitle(id, view);
  return id === FIRST_SCREEN ? INCIDENT_SCOPE_TITLE : undefined;
}

/** Screens whose chunk has arrived: shown at once, without a Suspense fallback in between. */
const loaded = new Map<string, ComponentType<ScreenProps>>([[FIRST_SCREEN, FirstScreen]]);

/**
 * A screen's chunk, once per screen whoever asks first (a prefetch or the screen itself). Only the
 * first screen's messages come with the app; any other screen waits for the whole catalog (with
 * the headings, loadTitles), so it never shows a message the catalog has not brought yet. Every
 * other screen keeps its unsent answers across a reload (with-unsaved-answers.tsx); the first one
 * comes before there is a report to keep them for.
 */
const load = loadOnce((id: string) =>
  Promise.all([
    import('./screen-chunks.ts').then(({ screenChunks }) => {
      const chunk = screenChunks.get(id);
      if (!chunk) throw new Error(`no screen module for /${id}`);
      return chunk();
    }),
    // The form of a screen takes what this device kept for it as its first values: read before it is drawn.
    import('./with-unsaved-answers.tsx').then(async (module) => {
      await module.unsentAnswersRead;
      return module;
    }),
    loadTitles('titles'),
  ]).then(([module, { withUnsavedAnswers }]) => {
    const screen = withUnsavedAnswers(module.default, id);
    loaded.set(id, screen);
    return { default: screen };
  }),
);

/** Resolves when the browser is online again, or after `ms` when it thinks it is. */
const signalOrPause = (ms: number) =>
  new Promise<void>((resolve) => {
    if (navigator.onLine) setTimeout(resolve, ms);
    else window.addEventListener('online', () => resolve(), { once: true });
  });

/**
 * A screen's chunk, tried until it comes: with no signal (a Continue that goes on offline, D33,
 * to a screen whose chunk the phone does not hold) the shell stays with its notices, and the
 * screen appears when the signal returns, instead of a failed import taking the whole page down.
 */
async function loadUntilItComes(id: string): Promise<{ default: ComponentType<ScreenProps> }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load(id);
    } catch {
      await signalOrPause(Math.min(1000 * 2 ** attempt, 15_000));
    }
  }
}

/**
 * What each screen is drawn with, fixed the first time it is asked for: a component whose type
 * changed between two renders (lazy, then loaded) would be mounted afresh and lose its form.
 */
const chosen = new Map<string, Screen>();

export function screenComponent(id: ScreenId): Screen {
  let screen = chosen.get(id);
  if (!screen) {
    screen = loaded.get(id) ?? lazy(() => loadUntilItComes(id));
    chosen.set(id, screen);
  }
  return screen;
}

/**
 * Fetches the chunks of the screens a Continue can lead to (screensAfter, from the statechart)
 * while the person is still on this one, so Continue does not wait for the network. Called once
 * the person starts using a screen, not when it appears: the first screen's own load stays as
 * small as it is, and someone who only looks costs no data.
 */
export function prefetchScreens(screens: readonly ScreenId[]): void {
  for (const id of screens) void load(id).catch(() => undefined);
}
