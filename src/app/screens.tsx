import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { SCREEN_IDS, type ScreenId } from '../../machines/screens.ts';
import type { ScreenProps } from '../screens/screen-props.ts';
import { FIRST_SCREEN } from './first-screen.ts';
import { loadShownCatalog } from './i18n.ts';
import { loadOnce } from './load-once.ts';
import { ScreenPlaceholder } from './screen-placeholder.tsx';

type Screen = ComponentType<ScreenProps> | LazyExoticComponent<ComponentType<ScreenProps>>;
type ScreenModule = { default: ComponentType<ScreenProps> };

// One folder per route (src/screens/<route>/<Name>Screen.tsx, default export). Each is its own
// chunk, loaded when its screen is first shown, or fetched ahead (prefetchScreensAfter): the first
// screen ships only what it needs.
const modules = import.meta.glob<ScreenModule>('../screens/*/*Screen.tsx');
const loaders = new Map(Object.entries(modules).map(([file, load]) => [file.split('/')[2]!, load]));

/** Screens whose chunk has arrived: shown at once, without a Suspense fallback in between. */
const loaded = new Map<string, ComponentType<ScreenProps>>();
/**
 * A screen's chunk, once per screen whoever asks first (a prefetch or the screen itself). Only the
 * first screen's messages come with the app; any other screen waits for the whole catalog, so it
 * never shows a message the catalog has not brought yet.
 */
const load = loadOnce((id: string) =>
  Promise.all([loaders.get(id)!(), id === FIRST_SCREEN ? undefined : loadShownCatalog()]).then(([module]) => {
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
    screen = loaded.get(id) ?? (loaders.has(id) ? lazy(() => load(id)) : ScreenPlaceholder);
    chosen.set(id, screen);
  }
  return screen;
}

/** How many screens after the current one, in the route table's order, are fetched ahead. */
const AHEAD = 6;

/**
 * Fetches the chunks of the screens that usually come next (the route table follows the journey)
 * while the person is still on this one, so Continue does not wait for the network. Called once
 * the person starts using a screen, not when it appears: the first screen's own load stays as
 * small as it is, and someone who only looks costs no data.
 */
export function prefetchScreensAfter(id: ScreenId): void {
  const index = SCREEN_IDS.indexOf(id);
  for (const next of SCREEN_IDS.slice(index + 1, index + 1 + AHEAD)) {
    if (loaders.has(next)) void load(next).catch(() => undefined);
  }
}
