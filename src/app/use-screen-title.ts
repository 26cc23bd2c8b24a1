import { useLingui } from '@lingui/react';
import { useEffect, useReducer } from 'react';
import type { ScreenId } from '../../machines/screens.ts';
import type { TitleView } from '../screens/titles.ts';
import { loadTitles, prefetchScreens, screenHeading } from './screen-modules.tsx';

/**
 * A screen's heading in the language shown. The first screen's is there at once; any other's once
 * the headings' table has come (usually fetched ahead, with the screen's chunk), undefined until
 * then, and the frame waits for both before it draws the screen.
 */
export function useScreenTitle(screen: ScreenId | null, view: TitleView): string | undefined {
  const { i18n } = useLingui();
  const heading = screen ? screenHeading(screen, view) : undefined;
  const [, headingsArrived] = useReducer((count: number) => count + 1, 0);
  const headingMissing = heading === undefined;
  useEffect(() => {
    if (!screen || !headingMissing) return;
    prefetchScreens([screen]);
    loadTitles('titles').then(headingsArrived, () => undefined);
  }, [screen, headingMissing]);
  return heading && i18n._(heading);
}
