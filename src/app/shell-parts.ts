import { lazy } from 'react';
import { loadShownCatalog } from './i18n.ts';
import { loadOnce } from './load-once.ts';

/**
 * The shell's parts that no screen shows on arrival: the exit dialog, the accessibility
 * statement and the privacy notice, and the pages shown instead of a screen (an unknown address,
 * a refused portal operator). Each is a chunk of its own, so the first screen's download carries
 * none of them nor their texts. Like a screen, each waits for the whole catalog (its texts are not
 * in the first screen's share); the dialog, the statement and the notice are fetched ahead once
 * the person starts using a screen (prefetchShellParts).
 */
const withCatalog = <T>(chunk: Promise<T>) => Promise.all([chunk, loadShownCatalog()]).then(([module]) => module);

const loadExitDialog = loadOnce((_: 'exitDialog') =>
  withCatalog(import('./ExitDialog.tsx')).then((module) => ({ default: module.ExitDialog })),
);
const loadStatement = loadOnce((_: 'statement') =>
  withCatalog(import('./AccessibilityStatement.tsx')).then((module) => ({ default: module.AccessibilityStatement })),
);

const loadPrivacyNotice = loadOnce((_: 'privacy') =>
  withCatalog(import('./PrivacyNotice.tsx')).then((module) => ({ default: module.PrivacyNotice })),
);

export const LazyExitDialog = lazy(() => loadExitDialog('exitDialog'));
export const LazyAccessibilityStatement = lazy(() => loadStatement('statement'));
export const LazyPrivacyNotice = lazy(() => loadPrivacyNotice('privacy'));
export const LazyNotFound = lazy(() => withCatalog(import('./layout/NotFound.tsx')).then((module) => ({ default: module.NotFound })));
export const LazyOperatorRefused = lazy(() =>
  withCatalog(import('./OperatorRefused.tsx')).then((module) => ({ default: module.OperatorRefused })),
);

export function prefetchShellParts(): void {
  void loadExitDialog('exitDialog').catch(() => undefined);
  void loadStatement('statement').catch(() => undefined);
  void loadPrivacyNotice('privacy').catch(() => undefined);
}
