import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { RUN_TS } from '../support/run-ts.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

// Server code written with Lingui's macros also runs from its TypeScript sources (npm run dev, the
// PDF worker in the tests, the bench): scripts/run-ts compiles the macros before tsx transpiles.
describe('the sources run with their Lingui macros compiled (scripts/run-ts)', () => {
  it.each(['development', 'production'])(
    'a server message reads from the catalogs in both languages (NODE_ENV=%s)',
    async (nodeEnv) => {
      // In production the macro keeps only the message's id: the text must come from the catalog.
      const { stdout, stderr } = await run(process.execPath, [...RUN_TS, 'tests/build/fixtures/print-api-message.ts'], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: nodeEnv },
      });
      expect(JSON.parse(stdout)).toEqual({ sk: 'Hľadaný záznam neexistuje.', en: 'Nothing was found with this id.' });
      // No "Uncompiled message detected" or missing-translation warning from Lingui.
      expect(stderr).toBe('');
    },
    120_000,
  );
});
