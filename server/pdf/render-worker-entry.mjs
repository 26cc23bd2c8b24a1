// Entry of the summary render worker when the server runs from its TypeScript sources (`npm run
// dev`, the tests). The worker registers the loader hooks itself (tsx, with Lingui's macros
// compiled: scripts/run-ts) before loading its TypeScript entry, so it never depends on what a
// worker thread inherits of its parent's hooks. The built server (dist/server) starts render-worker.ts's build
// instead, plain JavaScript with the macros compiled by the build (vite.server.config.ts).
await import('../../scripts/run-ts/register.mjs');
await import('./render-worker.ts');
