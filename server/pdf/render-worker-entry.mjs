// Entry of the summary render worker when the server runs from its TypeScript sources (`npm run
// dev`, the tests). Node 20 does not apply a parent's `--import tsx` loader to a worker's own
// imports, so the worker registers tsx itself before loading its TypeScript entry. The built
// server (dist/server) starts render-worker.ts's build instead, plain JavaScript without tsx
// (vite.server.config.ts).
const { register } = await import('tsx/esm/api');
register();
await import('./render-worker.ts');
