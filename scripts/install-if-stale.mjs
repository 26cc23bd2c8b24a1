// `npm start` and `npm test` run this first (their `pre` scripts): on a fresh clone, or after a
// change of package-lock.json, it runs `npm ci`, so those two commands are the whole set-up. An
// install that matches the lock file (npm's own record of it, node_modules/.package-lock.json, is
// newer) is left alone, so a start or a test run after the first costs nothing here.
//
// Plain JavaScript with Node's own modules: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modifiedAt = (file) => statSync(path.join(ROOT, file), { throwIfNoEntry: false })?.mtimeMs;

const installed = modifiedAt('node_modules/.package-lock.json');
if (installed === undefined || installed < modifiedAt('package-lock.json')) {
  console.log('Installing the locked dependencies (npm ci) ...');
  // npm's own engine check (.npmrc: engine-strict) refuses here on a Node older than `engines`.
  const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];
  const result = spawnSync(npm[0], [...npm[1], 'ci', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
