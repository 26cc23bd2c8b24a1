import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenId } from '../../machines/screens.ts';
import type { ScreenProps } from '../screens/screen-props.ts';
import { ScreenPlaceholder } from './screen-placeholder.tsx';

type Screen = ComponentType<ScreenProps> | LazyExoticComponent<ComponentType<ScreenProps>>;

// One folder per route (src/screens/<route>/<Name>Screen.tsx, default export). Each is its own
// chunk, loaded when its screen is first shown: the first screen ships only what it needs.
const modules = import.meta.glob<{ default: ComponentType<ScreenProps> }>('../screens/*/*Screen.tsx');

const screens = new Map<string, Screen>(
  Object.entries(modules).map(([file, load]) => [file.split('/')[2]!, lazy(load)]),
);

export function screenComponent(id: ScreenId): Screen {
  return screens.get(id) ?? ScreenPlaceholder;
}
