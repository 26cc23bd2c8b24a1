import path from 'node:path';
import type { Rolldown } from 'vite';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

// The server build (vite.server.config.ts) runs the Lingui macro plugin, so server code may write
// its texts with `msg` (the catalogs' extractor finds them) and still run as plain JavaScript.
describe('the server build compiles Lingui macros', () => {
  it('a module using `msg` builds to a plain message descriptor, with no import of the macro left', async () => {
    const testEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const outputs = (await build({
      configFile: path.join(ROOT, 'vite.server.config.ts'),
      root: ROOT,
      logLevel: 'warn',
      build: {
        write: false,
        sourcemap: false,
        rolldownOptions: { input: { 'macro-message': path.join(ROOT, 'tests/build/fixtures/macro-message.ts') } },
      },
    }).finally(() => {
      process.env.NODE_ENV = testEnv;
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    const chunks = (Array.isArray(outputs) ? outputs : [outputs]).flatMap((output) => output.output);
    const built = chunks.find((chunk) => chunk.fileName === 'macro-message.js');
    expect(built?.type).toBe('chunk');
    const code = built!.type === 'chunk' ? built!.code : '';
    expect(code).not.toMatch(/from\s*["']@lingui\/(core|react)\/macro["']/);
    expect(code).not.toMatch(/\bmsg\s*`/);
    // The descriptor carries the catalog's id (a URL-safe base64 hash of the Slovak source text),
    // as in the browser build, and no longer the text (a production build).
    expect(code).toMatch(/id: "[A-Za-z0-9_-]{6,}"/);
    expect(code).not.toContain('message:');
  }, 120_000);
});
