import type { VitePWAOptions } from 'vite-plugin-pwa';
import { INSURER_NAME } from '../../src/domain/insurer.ts';

/**
 * The look-ups that are the same for everyone (D32): scopes, combinations, reasons, phone prefixes,
 * repair shops, and the map's settings and built-in basemap. A repair-shop search near a place is
 * left out: its URL carries where the person stands. Everything else under /v1/ (reports,
 * verification answers, accounts, attachments, the claim page, portals) never reaches a cache.
 */
export const CACHED_LOOKUPS =
  /\/v1\/lookup\/(?:scopes-of-damage|get-permissible-combinations|reason-groups|get-phone-prefixes|map-settings|basemap|car-repair-services)(?:\?(?![^#]*\bnear=)[^#]*)?$/;

export const LOOKUP_CACHE = 'motor-lookups';

/**
 * The service worker (Workbox's generateSW through vite-plugin-pwa) and the web app manifest. The
 * worker precaches the whole build (the shell, every screen's chunk and stylesheet, both catalogs),
 * answers every page of /motor/ with the cached shell (the prerendered first screen for /motor/),
 * and keeps the look-ups above, asked from the network first.
 *
 * No skipWaiting: a new version waits until every tab of the old one is closed, so it takes over at
 * the next start and never swaps the code under a journey half-way.
 */
export function serviceWorkerOptions(): Partial<VitePWAOptions> {
  return {
    registerType: 'prompt',
    // src/app/service-worker.ts registers it after the page has loaded.
    injectRegister: false,
    // After the prerender plugin has written index.html and shell.html: their final bytes are precached.
    integration: { closeBundleOrder: 'post' },
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      name: `${INSURER_NAME}: nahlásenie poistnej udalosti`,
      short_name: INSURER_NAME,
      description: 'Nahláste poistnú udalosť motorového vozidla online.',
      lang: 'sk',
      dir: 'ltr',
      id: '/motor/',
      start_url: '/motor/',
      scope: '/motor/',
      display: 'standalone',
      theme_color: '#00406e',
      background_color: '#ffffff',
      // The PNGs are drawn from favicon.svg by scripts/pwa/make-icons.mjs (committed; Android asks for 192 and 512 px).
      icons: [
        { src: '/motor/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/motor/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/motor/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/motor/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    includeManifestIcons: false,
    workbox: {
      // Precompressed copies (.br, .gz) are the server's business; source maps are for developers.
      globPatterns: ['**/*.{js,css,html,svg,webmanifest,woff2,png}'],
      // The summary preview's pdf.js worker (.mjs, 1 MB) stays out: the preview needs the server's PDF anyway.
      // pdf.js (the summary's preview) is the largest piece, a little over 1 MB.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      // Hashed names are their own revision.
      dontCacheBustURLsMatching: /\/assets\//,
      directoryIndex: 'index.html',
      navigateFallback: 'shell.html',
      navigateFallbackAllowlist: [/^\/motor\//],
      inlineWorkboxRuntime: true,
      sourcemap: false,
      cleanupOutdatedCaches: true,
      // The look-ups of the first screens, kept at install (they were asked before the worker came).
      importScripts: ['sw-lookups.js'],
      skipWaiting: false,
      // Claims only pages that no worker controls: the first visit's tab (so that its later
      // look-ups are kept), never a tab of an older version, which keeps its worker until closed.
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: CACHED_LOOKUPS,
          handler: 'NetworkFirst',
          method: 'GET',
          options: {
            cacheName: LOOKUP_CACHE,
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  };
}
