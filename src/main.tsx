import { createElement, StrictMode, startTransition } from 'react';
import { registerServiceWorkerAfterLoad } from './app/service-worker.ts';
import { claimPageTokenOf } from './domain/claim-page-route.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Resolves in a task of its own, so that the browser can paint and answer a tap in between. A
 * message to ourselves, not setTimeout: timers of a tab opened in the background wait up to a
 * second each.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * The app starts in steps of one task each (total blocking time): a phone runs scripts
 * several times slower than a desktop, and any task over 50 ms there delays a tap on the first
 * screen, which is on view (prerendered) before any of this runs. The steps: React's DOM renderer;
 * the app's chunk (scripts/prerender/first-screen-graph.ts); the statechart built, then started
 * (its first screen's look-ups go out before the shell is drawn); the visitor's language; then the
 * first render, as a transition, which React renders in slices.
 */
async function start(root: HTMLElement) {
  // A claim's own page is no part of the journey: no statechart, no drafts.
  const claimPageToken = claimPageTokenOf(window.location.pathname);
  if (claimPageToken) return (await import('./app/claim-page/start.tsx')).startClaimPage(root, claimPageToken);
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  // One chunk: the statechart with its API calls, the drafts (and the tab's report) kept in this browser, the shell, the
  // first screen and the language's loader.
  const [
    { claimReportLogic, startClaimReport },
    { readDrafts, readPortalSession, readTabReport },
    { App },
    { activateLocale, initialLocale },
  ] = await Promise.all([
    import('./app/ClaimReportContext.ts'),
    import('./app/drafts.ts'),
    import('./app/App.tsx'),
    import('./app/i18n.ts'),
  ]);
  await nextTask();
  claimReportLogic();
  await nextTask();
  // `npm run inspect` only: the live machine in the Stately inspector. Absent from the build.
  const inspect =
    import.meta.env.VITE_INSPECT === 'true' ? (await import('@statelyai/inspect')).createBrowserInspector().inspect : undefined;
  // Read before the router rewrites the URL to the first screen's route.
  const actor = startClaimReport(
    {
      search: window.location.search,
      drafts: readDrafts(),
      tabReport: readTabReport(),
      portalSession: readPortalSession(),
      updateKeySeed: crypto.randomUUID(),
    },
    inspect,
  );
  await nextTask();
  const locale = initialLocale();
  await activateLocale(locale);
  await nextTask();

  const container = prerendered(root) ? swapInWhenShown(root) : root;
  const reactRoot = createRoot(container);
  startTransition(() => reactRoot.render(createElement(StrictMode, null, createElement(App, { actor, locale }))));
}

const prerendered = (root: HTMLElement) => root.hasAttribute('data-prerendered');

/**
 * index.html may hold the first screen prerendered at build time (scripts/prerender, `inert`: it
 * cannot be used, only seen). The live app then draws into a container of its own, off the page,
 * and takes the prerendered one's place in the same frame once it shows a screen — the same
 * screen on /motor/, so nothing moves. Until then exactly one app is on the page (one <main>, one
 * heading) and the browser never paints an empty one.
 */
function swapInWhenShown(root: HTMLElement): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  const ready = () =>
    container.querySelector('main h1 ~ *') !== null ||
    (container.querySelector('.app') !== null && container.querySelector('main h1') === null);
  let swapped = false;
  const swap = () => {
    if (swapped) return;
    swapped = true;
    observer.disconnect();
    clearTimeout(fallback);
    const focused = document.activeElement === document.body || document.activeElement === null;
    root.replaceWith(container);
    // The shell focuses the screen's heading when it mounts; it was off the page then.
    if (focused) container.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
  };
  // MutationObserver callbacks run after React's commit and before the browser paints.
  const observer = new MutationObserver(() => {
    if (ready()) swap();
  });
  observer.observe(container, { childList: true, subtree: true });
  // Whatever the app is doing (a slow network, an error page), it is shown after 10 s.
  const fallback = setTimeout(swap, 10_000);
  return container;
}

void start(root);
registerServiceWorkerAfterLoad();
