import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);

it('scripts/print-sections.ts prints the overview diagram docs/statechart.md opens with (run `npm run statechart` when this fails)', async () => {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/print-sections.ts']);
  const doc = await readFile('docs/statechart.md', 'utf8');
  const block = doc.match(/```mermaid\n([\s\S]*?)\n```/)?.[1];
  expect(block).toBe(stdout.trim());
}, 30_000);
