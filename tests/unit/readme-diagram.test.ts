import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);

it('the README shows the diagram the machine generates (re-run machines/print-sections.ts when this fails)', async () => {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'machines/print-sections.ts']);
  const readme = await readFile('README.md', 'utf8');
  const block = readme.match(/```mermaid\n([\s\S]*?)\n```/)?.[1];
  expect(block).toBe(stdout.trim());
}, 30_000);
