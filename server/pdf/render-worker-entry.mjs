// Entry of the summary render worker when the server runs from its TypeScript sources (`npm run
// dev`, the tests). Node 20 does not apply a parent's loader hooks to a worker's own imports, so
// the worker registers them itself (tsx, with Lingui's macros compiled: scripts/run-ts) before
// loading its TypeScript entry. The built server (dist/server) starts render-worker.ts's build
// instead, plain JavaScript with the macros compiled by the build (vite.server.config.ts).
await import('../../scripts/run-ts/register.mjs');
await import('./render-worker.ts');
