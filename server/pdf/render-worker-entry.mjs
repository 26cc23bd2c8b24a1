// Entry of the summary render worker.
//
// First, silence this thread's console: React reports an error thrown while rendering with
// console.error (message, component stack and all) straight to the process's stderr, and a
// message can quote report data. The request thread logs every failure through pino without
// personal data (pdf-http.ts). Done before anything is imported, as libraries may keep a reference.
for (const method of ['error', 'warn', 'info', 'log', 'debug', 'trace']) console[method] = () => {};

// Node 20 does not apply a parent's `--import tsx` loader to a worker's own imports, so the worker
// registers tsx itself before loading its TypeScript body.
const { register } = await import('tsx/esm/api');
register();
await import('./render-worker.ts');
