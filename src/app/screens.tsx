import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenId } from '../../machines/screens.ts';
import type { ScreenProps } from '../screens/screen-props.ts';
// The first screen (first-screen.ts names it) comes with the app; every other one is a chunk.
import FirstScreen from '../screens/incident-scope/IncidentScopeScreen.tsx';
import { FIRST_SCREEN } from './first-screen.ts';
import { loadShownCatalog } from './i18n.ts';
import { loadOnce } from './load-once.ts';

type Screen = ComponentType<ScreenProps> | LazyExoticComponent<ComponentType<ScreenProps>>;

/** Screens whose chunk has arrived: shown at once, without a Suspense fallback in between. */
const loaded = new Map<string, ComponentType<ScreenProps>>([[FIRST_SCREEN, FirstScreen]]);

/**
 * A screen's chunk, once per screen whoever asks first (a prefetch or the screen itself). Only the
 * first screen's messages come with the app; any other screen waits for the whole catalog, so it
 * never shows a message the catalog has not brought yet.
 */
const load = loadOnce((id: string) =>
  Promise.all([
    import('./screen-chunks.ts').then(({ screenChunks }) => {
      const chunk = screenChunks.get(id);
      if (!chunk) throw new Error(`no screen module for /${id}`);
      return chunk();
    }),
    loadShownCatalog(),
  ]).then(([module]) => {
    loaded.set(id, module.default);
    return module;
  }),
);

/**
 * What each screen is drawn with, fixed the first time it is asked for: a component whose type
 * changed between two renders (lazy, then loaded) would be mounted afresh and lose its form.
 */
const chosen = new Map<string, Screen>();

export function screenComponent(id: ScreenId): Screen {
  let screen = chosen.get(id);
  if (!screen) {
    screen = loaded.get(id) ?? lazy(() => load(id));
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
