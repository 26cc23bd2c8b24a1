// Run inside the service worker (scripts/pwa/service-worker.ts, Workbox's importScripts): on
// install it keeps the look-ups the first screens ask for before the worker controls the page, so
// the wizard opens with no signal after one visit. The same for everyone: nothing personal.
const FIRST_LOOKUPS = ['/v1/lookup/scopes-of-damage', '/v1/lookup/get-phone-prefixes', '/v1/lookup/map-settings', '/v1/lookup/basemap'];

self.addEventListener('install', (event) => {
  // The cache of the runtime route in scripts/pwa/service-worker.ts (LOOKUP_CACHE).
  // One that fails (a busy server) is left to the runtime route; the install goes on without it.
  event.waitUntil(
    caches.open('motor-lookups').then((cache) => Promise.all(FIRST_LOOKUPS.map((url) => cache.add(url).catch(() => undefined)))),
  );
});
