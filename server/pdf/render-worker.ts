/**
 * Entry of the summary render worker, as the build runs it (dist/server/render-worker.js); from
 * the sources, render-worker-entry.mjs registers tsx and then loads this file.
 *
 * First, silence this thread's console: React reports an error thrown while rendering with
 * console.error (message, component stack and all) straight to the process's stderr, and a
 * message can quote report data. The request thread logs every failure through pino without
 * personal data (pdf-http.ts). Done before the body and its libraries are imported (a dynamic
 * import, so the bundle keeps it in a chunk of its own), as libraries may keep a reference.
 */
for (const method of ['error', 'warn', 'info', 'log', 'debug', 'trace'] as const) console[method] = () => {};

await import('./render-worker-body.ts');

// A module (for the top-level await above) that exports nothing.
export {};
