import { lazy } from 'react';
import { loadShownCatalog } from './i18n.ts';
import { loadOnce } from './load-once.ts';

/**
 * The shell's parts that no screen shows on arrival, the exit dialog and the accessibility
 * statement: each a chunk of its own, so the first screen's download carries neither them nor
 * their texts. Like a screen, each waits for the whole catalog (its texts are not in the first
 * screen's share), and is fetched ahead once the person starts using a screen (prefetchShellParts).
 */
const withCatalog = <T>(chunk: Promise<T>) => Promise.all([chunk, loadShownCatalog()]).then(([module]) => module);

const loadExitDialog = loadOnce((_: 'exitDialog') =>
  withCatalog(import('./ExitDialog.tsx')).then((module) => ({ default: module.ExitDialog })),
);
const loadStatement = loadOnce((_: 'statement') =>
  withCatalog(import('./AccessibilityStatement.tsx')).then((module) => ({ default: module.AccessibilityStatement })),
);

export const LazyExitDialog = lazy(() => loadExitDialog('exitDialog'));
export const LazyAccessibilityStatement = lazy(() => loadStatement('statement'));

export function prefetchShellParts(): void {
  void loadExitDialog('exitDialog').catch(() => undefined);
  void loadStatement('statement').catch(() => undefined);
}
