import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const bin = (name: string) => path.resolve('node_modules/.bin', name);

describe('openapi.yaml, the contract', () => {
  it('passes the Redocly linter (recommended rules)', async () => {
    const { stdout, stderr } = await run(bin('redocly'), ['lint', 'openapi.yaml', '--format=stylish'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
    });
    expect(`${stdout}${stderr}`).toContain('Your API description is valid');
  }, 60_000);

  it('matches the generated TypeScript types (run `npm run generate:api` when this fails)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'openapi-types-'));
    try {
      const fresh = path.join(dir, 'openapi.gen.ts');
      // The same command as `npm run generate:api`, writing elsewhere.
      const script = JSON.parse(await readFile('package.json', 'utf8')).scripts['generate:api'] as string;
      const [, ...args] = script.replace('src/domain/openapi.gen.ts', fresh).split(' ');
      await run(bin('openapi-typescript'), args);
      expect(await readFile('src/domain/openapi.gen.ts', 'utf8')).toBe(await readFile(fresh, 'utf8'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
