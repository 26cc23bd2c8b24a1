import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, BUILD_STAMP, buildState, needsBuild } from '../../scripts/build.mjs';

// `npm start` runs `node scripts/build.mjs --if-stale`: these are the facts it reads from the disk
// and the decision it takes, on a tree of its own with chosen modification times.
describe('npm start builds only when dist/ is missing or older than the sources', () => {
  let root: string;
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
  const write = async (file: string, when: Date) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), 'x');
    await utimes(path.join(root, file), when, when);
  };

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'motor-stale-'));
    await write('server/main.ts', at(0));
    await write('src/domain/report.ts', at(1));
    await write('locales/sk/messages.po', at(2));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const built = async (when: Date) => {
    for (const file of BUILD_OUTPUTS) await write(file, at(20));
    await write(BUILD_STAMP, when);
  };

  it('a fresh clone (no dist/) builds', () => {
    const state = buildState(root);
    expect(state).toMatchObject({ stampMs: null, outputsPresent: false });
    expect(needsBuild(state)).toBe(true);
  });

  it('a restart after a build does not build again', async () => {
    await built(at(10));
    expect(needsBuild(buildState(root))).toBe(false);
  });

  it('a source saved after the build started builds again, whichever folder it is in', async () => {
    await built(at(10));
    await write('locales/en/messages.po', at(11));
    expect(needsBuild(buildState(root))).toBe(true);
  });

  it('a changed test file does not rebuild: tests are not in the build', async () => {
    await built(at(10));
    await write('server/reports/save.test.ts', at(30));
    expect(needsBuild(buildState(root))).toBe(false);
  });

  it('a build with an output missing (the browser app rebuilt alone, say) builds again', async () => {
    await built(at(10));
    await rm(path.join(root, 'dist/server/main.js'));
    expect(needsBuild(buildState(root))).toBe(true);
  });

  it('a build that did not finish (no stamp) builds again', async () => {
    for (const file of BUILD_OUTPUTS) await write(file, at(20));
    expect(needsBuild(buildState(root))).toBe(true);
  });
});
