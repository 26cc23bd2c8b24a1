import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runtimeDependencies } from '../../scripts/server-build/runtime-dependencies.ts';

// The server build fails when the bundle imports a package a production install (`npm ci
// --omit=dev`) would not have: here its check on a bundle of chosen imports and a package.json of its own.
describe('the server build refuses a run-time import missing from dependencies', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'motor-deps-'));
    await writeFile(
      path.join(root, 'package.json'),
      JSON.stringify({ dependencies: { fastify: '5', '@fastify/static': '9', 'csv-parse': '7' }, devDependencies: { tsx: '4' } }),
    );
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const check = (imports: string[]) => {
    const plugin = runtimeDependencies({ root });
    const bundle = {
      'main.js': { type: 'chunk', fileName: 'main.js', imports: [...imports, 'chunk-1.js'], dynamicImports: ['./render-worker.js'] },
      'chunk-1.js': { type: 'chunk', fileName: 'chunk-1.js', imports: ['node:fs', 'path'], dynamicImports: [] },
    };
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    (plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void).call(context, {}, bundle);
  };

  it('passes packages listed in dependencies, sub-paths and scoped ones included, and Node built-ins', () => {
    expect(() => check(['fastify', '@fastify/static', 'csv-parse/sync'])).not.toThrow();
  });

  it('names a package that is only a devDependency, or not listed at all', () => {
    expect(() => check(['fastify', 'tsx/esm/api', '@lingui/core'])).toThrow(
      /imports @lingui\/core, tsx, not in package\.json's dependencies/,
    );
  });
});
