import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import type { ScreenId } from '../../machines/screens.ts';
import { screensAfter } from '../../machines/next-screens.ts';
import { ClaimReport } from './ClaimReportContext.ts';
import { FIRST_SCREEN } from './first-screen.ts';
import { prefetchScreens } from './screen-modules.tsx';
import { prefetchShellParts } from './shell-parts.ts';
import { warmUpFormatters } from './warm-formatters.ts';

const USE = ['pointerdown', 'keydown', 'input'] as const;

/**
 * The chunks of the screens this one can lead to (from the statechart) and of the shell's dialogs,
 * fetched once the person starts using the screen (a tap, a key), not when it appears: the first
 * screen's own load stays as small as it is. From the second screen on, the number formatting of
 * the screens ahead is readied too.
 */
export function usePrefetchAhead(screen: ScreenId | null): void {
  const actor = ClaimReport.useActorRef();
  const { i18n } = useLingui();
  useEffect(() => {
    if (!screen) return;
    const start = () => {
      stop();
      prefetchScreens(screensAfter(actor.logic, screen));
      prefetchShellParts();
      if (screen !== FIRST_SCREEN) warmUpFormatters(i18n);
    };
    const stop = () => USE.forEach((type) => document.removeEventListener(type, start, true));
    USE.forEach((type) => document.addEventListener(type, start, true));
    return stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set up once per screen; the machine's logic and i18n are the same for its life
  }, [screen]);
}
