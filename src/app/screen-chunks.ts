import type { ComponentType } from 'react';
import type { ScreenProps } from '../screens/screen-props.ts';

type ScreenModule = { default: ComponentType<ScreenProps> };

/**
 * One folder per route (src/screens/<route>/<Name>Screen.tsx, default export), each its own chunk.
 * This table of them (a loader per screen and the files each needs, about 5 KB) is a chunk of its
 * own too, fetched with the next screens (screen-modules.tsx): the first screen comes with the app and
 * does not carry it.
 */
const modules = import.meta.glob<ScreenModule>('../screens/*/*Screen.tsx');

export const screenChunks = new Map(Object.entries(modules).map(([file, load]) => [file.split('/')[2]!, load]));
