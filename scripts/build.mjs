// `npm run build`: the browser app into dist/client/ (vite.config.ts), then the server, its PDF
// worker and the register importer into dist/server/ (vite.server.config.ts), then the stamp
// dist/build-stamp, dated when the build started (a source saved during the build is newer).
// `node scripts/build.mjs --if-stale` (`npm start`, `npm run import`) builds only when an output is
// missing or a source is newer than the stamp, so a restart starts at once.
//
// Plain JavaScript: it runs before anything is built, also in a production install (`npm ci
// --omit=dev`), where the build tools are absent and an existing build is served as it is.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const BUILD_STAMP = 'dist/build-stamp';
/** What `node dist/server/main.js` needs: the server and the page it serves. */
export const BUILD_OUTPUTS = ['dist/server/main.js', 'dist/server/render-worker.js', 'dist/client/index.html'];
/** Everything the two builds read (files, or folders walked whole); tests excepted. */
export const BUILD_INPUTS = [
  'src',
  'server',
  'machines',
  'locales',
  'public',
  'scripts/prerender',
  'scripts/server-build',
  'index.html',
  'openapi.yaml',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'vite.server.config.ts',
  'lingui.config.ts',
];
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/**
 * The decision: build when an output or the stamp is missing (null), or a source was changed
 * after the last build started. Times in milliseconds.
 */
export function needsBuild({ stampMs, outputsPresent, newestInputMs }) {
  return stampMs === null || !outputsPresent || newestInputMs > stampMs;
}

/** Modification time of the newest file among the inputs (0 when none exists). */
export function newestInputMs(root = ROOT, inputs = BUILD_INPUTS) {
  let newest = 0;
  const visit = (file) => {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) return;
    if (stats.isDirectory()) {
      for (const entry of readdirSync(file)) visit(path.join(file, entry));
    } else if (!TEST_FILE.test(file)) {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  for (const input of inputs) visit(path.join(root, input));
  return newest;
}

/** The facts `needsBuild` decides on, read from the disk. */
export function buildState(root = ROOT) {
  const stamp = statSync(path.join(root, BUILD_STAMP), { throwIfNoEntry: false });
  return {
    stampMs: stamp ? stamp.mtimeMs : null,
    outputsPresent: BUILD_OUTPUTS.every((file) => existsSync(path.join(root, file))),
    newestInputMs: newestInputMs(root),
  };
}

function vite(args) {
  const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  // Always a production build: Lingui's macro keeps the source texts in a development one.
  const result = spawnSync(process.execPath, [bin, 'build', ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function viteInstalled() {
  try {
    createRequire(import.meta.url).resolve('vite/package.json');
    return true;
  } catch {
    return false;
  }
}

export function build() {
  const startedAt = new Date();
  vite([]);
  vite(['--config', 'vite.server.config.ts']);
  const stamp = path.join(ROOT, BUILD_STAMP);
  writeFileSync(stamp, `${startedAt.toISOString()}\n`);
  utimesSync(stamp, startedAt, startedAt);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!process.argv.includes('--if-stale')) {
    build();
  } else {
    const state = buildState();
    if (!needsBuild(state)) {
      // Up to date: nothing to do.
    } else if (viteInstalled()) {
      console.log(
        state.stampMs === null || !state.outputsPresent
          ? 'No build in dist/: building.'
          : 'Sources changed since the last build: building.',
      );
      build();
    } else if (state.outputsPresent) {
      console.warn(
        'dist/ may be older than the sources, but the build tools are not installed (npm ci --omit=dev): serving the existing build in dist/.',
      );
    } else {
      console.error('dist/ holds no complete build and the build tools are not installed: run `npm ci && npm run build` first.');
      process.exit(1);
    }
  }
}
