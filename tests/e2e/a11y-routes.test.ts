import { describe, expect, it } from 'vitest';
import { SCREEN_IDS, type ScreenId } from '../../machines/screens.ts';
import { reportFigure } from '../support/fault-scale.ts';
import { axeViolations } from './support/axe.ts';
import { newPage, type Page } from './support/browser.ts';
import { modelPaths, walkPath, type ScreenPath } from './support/model-paths.ts';
import { e2eServerAndBrowser } from './support/server.ts';

/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA plus best practice, support/axe.ts) on every one of the 31
 * routes of SPEC §2, in Slovak and English, on a phone and on a desktop: 0 violations; and at
 * 320 px wide (WCAG's reflow width), no route scrolls sideways. The routes
 * are reached along the statechart model's paths (support/model-paths.ts) against the real server;
 * each screen is checked where a walk first meets it, the page resized for the second viewport.
 */

type Lang = 'sk' | 'en';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** WCAG 2.1 1.4.10 Reflow: content fits 320 CSS pixels without scrolling sideways. */
const NARROWEST = { width: 320, height: 844 };

/** What sticks out past the right edge of the screen; and the sidebar's timeline must fit its own box. */
async function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > innerWidth) {
      const wide = [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > innerWidth + 0.5);
      const names = wide.slice(-3).map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`);
      found.push(`the page is ${document.documentElement.scrollWidth} px wide: ${names.join(', ')}`);
    }
    const timeline = document.querySelector('ol.timeline');
    if (timeline && timeline.scrollWidth > timeline.clientWidth)
      found.push(`the timeline scrolls (${timeline.scrollWidth} px in ${timeline.clientWidth})`);
    return found;
  });
}

const { walks } = modelPaths();

describe('axe-core on every route, both languages, phone and desktop; no sideways scrolling at 320 px', () => {
  const e2e = e2eServerAndBrowser({ TRUST_PROXY: 'true' });
  const checked = new Map<ScreenId, Set<string>>();

  async function axeBothViewports(page: Page, screen: ScreenId, lang: Lang) {
    const found: string[] = [];
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const violation of await axeViolations(page))
        found.push(`${lang} ${name}: ${violation.id} (${violation.impact}) ${violation.targets.join(', ')}`);
      checked.set(screen, (checked.get(screen) ?? new Set()).add(`${lang} ${name}`));
    }
    await page.setViewportSize(NARROWEST);
    for (const problem of await sidewaysScroll(page)) found.push(`${lang} 320 px: ${problem}`);
    await page.setViewportSize(PHONE);
    return found;
  }

  async function walk(walk: ScreenPath, lang: Lang | 'both') {
    const { page, problems, close } = await newPage(e2e.browser);
    const violations: string[] = [];
    const withoutSwitch: ScreenId[] = [];
    try {
      if (lang === 'en') await page.addInitScript(() => localStorage.setItem('motor.locale', 'en'));
      await walkPath(page, e2e.server, walk, async (expected) => {
        const done = checked.get(expected.screen);
        if (done && done.size === 4) return;
        if (lang !== 'both') {
          if (!done?.has(`${lang} phone`)) violations.push(...(await axeBothViewports(page, expected.screen, lang)));
          return;
        }
        violations.push(...(await axeBothViewports(page, expected.screen, 'sk')));
        const english = page.getByRole('button', { name: 'English' });
        // A portal hides the header and its switch: that screen is checked in English on a walk opened in English.
        if ((await english.count()) === 0) {
          withoutSwitch.push(expected.screen);
          return;
        }
        await english.click();
        await page.locator('html[lang="en"]').waitFor();
        violations.push(...(await axeBothViewports(page, expected.screen, 'en')));
        await page.getByRole('button', { name: 'Slovensky' }).click();
        await page.locator('html[lang="sk"]').waitFor();
      });
      expect(violations).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
    return withoutSwitch;
  }

  it.each(walks.map((item) => [item.screen, item.entry, item] as const))(
    'the screens on the way to /%s (%s entry)',
    async (_screen, _entry, item) => {
      const withoutSwitch = await walk(item, 'both');
      if (withoutSwitch.length) await walk(item, 'en');
    },
  );

  it('checked all 31 routes in both languages on both viewports', () => {
    const complete = SCREEN_IDS.filter((screen) => checked.get(screen)?.size === 4);
    reportFigure('routes with 0 axe violations (sk+en, phone+desktop)', `${complete.length}/${SCREEN_IDS.length}`);
    expect(SCREEN_IDS.filter((screen) => !complete.includes(screen))).toEqual([]);
  });
});
