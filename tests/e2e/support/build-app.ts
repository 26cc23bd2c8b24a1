import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from 'vite';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eWebDir: string;
  }
}

/**
 * Builds the real app once for the browser suites, with the one test seam switched on: the
 * running machine is exposed as `window.__claimActor` so a test can play what a screen would send.
 * The production build (`npm run build`) does not contain it.
 */
export default async function setup(project: TestProject) {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'motor-e2e-web-'));
  // A production build, as users get it: under Vitest NODE_ENV is "test", and Lingui's macro would
  // keep the Slovak source texts in the bundle, hiding a message missing from the catalogs.
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    configFile: path.resolve('vite.config.ts'),
    logLevel: 'warn',
    define: { 'import.meta.env.VITE_EXPOSE_ACTOR': JSON.stringify('true') },
    mode: 'production',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  }).finally(() => {
    process.env.NODE_ENV = testEnv;
  });
  project.provide('e2eWebDir', outDir);
  return async () => {
    await rm(outDir, { recursive: true, force: true });
  };
}
