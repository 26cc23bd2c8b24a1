import type { ScreenId } from '../../machines/screens.ts';

/**
 * The screen a visitor of /motor/ sees first. Its HTML is prerendered into index.html at build
 * time (scripts/prerender/plugin.ts), and it is drawn with only its own share of the messages
 * (scripts/prerender/first-screen-messages.ts); every other screen waits for the whole catalog.
 */
export const FIRST_SCREEN: ScreenId = 'incident-scope';

/** Its module, as the build finds it (one folder per route: src/screens/<route>/<Name>Screen.tsx). */
export const FIRST_SCREEN_MODULE = `src/screens/${FIRST_SCREEN}/IncidentScopeScreen.tsx`;
