import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * index.html may hold the first screen prerendered at build time (scripts/prerender, `inert`: it
 * cannot be used, only seen). The live app then draws into a container of its own, off the page,
 * and takes the prerendered one's place in the same frame once it shows a screen — the same
 * screen on /motor/, so nothing moves. Until then exactly one app is on the page (one <main>, one
 * heading) and the browser never paints an empty one.
 */
const prerendered = root.hasAttribute('data-prerendered');
const container = prerendered ? document.createElement('div') : root;
if (prerendered) {
  container.id = 'root';
  const ready = () => container.querySelector('main h1 ~ *') !== null || (container.querySelector('.app') !== null && container.querySelector('main h1') === null);
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
}

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
