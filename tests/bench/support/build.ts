import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const VITE = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');

/**
 * Builds with the app's own vite.config.ts, as `npm run build` does (production mode, so Lingui's
 * macro compiles the catalogs as users get them), in a process of its own: the prerender step
 * loads React's server renderer, which must not meet the development React this process holds.
 * `root` is the folder of the entry index.html: the app's own, or the floor's (tests/bench/floor).
 */
export async function buildWeb(outDir: string, options: { root?: string } = {}): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      VITE,
      'build',
      options.root ?? ROOT,
      '--config',
      path.join(ROOT, 'vite.config.ts'),
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`vite build of ${options.root ?? ROOT} failed (${code})`);
}

export const FLOOR_ROOT = path.join(ROOT, 'tests/bench/floor');
export const APP_ROOT = ROOT;
