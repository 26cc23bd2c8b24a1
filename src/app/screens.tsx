import type { ComponentType } from 'react';
import type { ScreenId } from '../../machines/screens.ts';
import { ScreenPlaceholder } from './screen-placeholder.tsx';

/**
 * The component of each screen. Screens are added here as they are built (one folder per route in
 * src/screens/, loaded lazily so the first screen ships only what it needs).
 */
const SCREENS: Partial<Record<ScreenId, ComponentType>> = {};

export function screenComponent(id: ScreenId): ComponentType {
  return SCREENS[id] ?? ScreenPlaceholder;
}
