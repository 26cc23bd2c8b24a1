/**
 * Registers the service worker (scripts/pwa/service-worker.ts) once the page has loaded, so that it
 * never competes with the first screen for the connection, and its precaching starts only after
 * the first paint. A few lines rather than workbox-window: the worker takes over at the next start
 * by itself, and the page has nothing to tell it. Not inside a portal's frame: the app embedded in
 * another site's page keeps nothing on the phone.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!('serviceWorker' in navigator) || window.top !== window.self) return;
  const register = () => {
    navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
