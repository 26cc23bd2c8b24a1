import { describe, expect, it } from 'vitest';
import { SCREEN_IDS, type ScreenId } from '../../machines/screens.ts';
import { reportFigure } from '../support/fault-scale.ts';
import { newPage } from './support/browser.ts';
import { modelPaths, shownView, walkPath } from './support/model-paths.ts';
import { e2eServerAndBrowser } from './support/server.ts';

/**
 * The statechart's test model drives the real app in Chromium along its shortest paths to every
 * screen (tests/e2e/support/model-paths.ts): at each step where the model rests on a screen, the
 * page must show that screen's route, heading and sidebar section.
 */

const { perScreen, walks } = modelPaths();

describe('model paths in Chromium', () => {
  const e2e = e2eServerAndBrowser({ TRUST_PROXY: 'true' });
  const reached = new Set<ScreenId>();

  it('the model has a path to each of the 31 screens', () => {
    expect(SCREEN_IDS.filter((screen) => !perScreen.has(screen))).toEqual([]);
    expect(SCREEN_IDS).toHaveLength(31);
  });

  it.each(walks.map((walk) => [walk.screen, walk.entry, walk.path.steps.length, walk] as const))(
    'to /%s (%s entry, %i steps): route, heading and sidebar match the model at every screen',
    async (_screen, _entry, _steps, walk) => {
      const { page, problems, close } = await newPage(e2e.browser);
      try {
        const met = await walkPath(page, e2e.server, walk, async (expected, step) => {
          // The heading follows the route within a render; poll briefly rather than race it.
          await expect
            .poll(() => shownView(page), { message: `step ${step}`, timeout: 5_000 })
            .toEqual({ route: expected.route, title: expected.title, section: expected.section });
        });
        expect(met).toContain(walk.screen);
        for (const screen of met) reached.add(screen);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it('reaches all 31 screens', () => {
    reportFigure('screens reached in browser', `${reached.size}/${SCREEN_IDS.length}`);
    expect(SCREEN_IDS.filter((screen) => !reached.has(screen))).toEqual([]);
  });
});
