import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// `npm run check` runs ESLint over the tree; these cases show that its DESIGN §3 rules do refuse
// what they are meant to, with the project's own configuration (a rule left out or a zone
// mistyped would pass a clean tree silently).
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import directions (DESIGN.md §3), as ESLint enforces them', () => {
  it.each([
    [
      'src/domain/planted.ts',
      "import { loadConfig } from '../../server/config.ts';\nexport const a = loadConfig;\n",
      'src/domain must not import from server',
    ],
    [
      'src/domain/planted.ts',
      "import { claimReportMachine } from '../../machines/claimReport.machine.ts';\nexport const a = claimReportMachine;\n",
      'src/domain must not import from machines',
    ],
    [
      'machines/planted.ts',
      "import { Shell } from '../src/app/Shell.tsx';\nexport const a = Shell;\n",
      'machines must not import from src/app',
    ],
    [
      'src/components/planted.ts',
      "import { SummaryScreen } from '../screens/summary/SummaryScreen.tsx';\nexport const a = SummaryScreen;\n",
      'src/components must not import from src/screens',
    ],
    [
      'server/planted.ts',
      "import { Shell } from '../src/app/Shell.tsx';\nexport const a = Shell;\n",
      'server must not import from src/app',
    ],
    [
      'src/domain/planted.ts',
      "import { STEPS } from '../steps/steps.ts';\nexport const a = STEPS;\n",
      'src/domain must not import from src/steps',
    ],
    [
      'src/steps/planted.ts',
      "import { Shell } from '../app/Shell.tsx';\nexport const a = Shell;\n",
      'src/steps must not import from src/app',
    ],
    [
      'src/pdf/planted.ts',
      "import { loadConfig } from '../../server/config.ts';\nexport const a = loadConfig;\n",
      'src/pdf must not import from server',
    ],
  ])('%s: %s', async (file, code, expected) => {
    expect((await problems(file, code)).join('\n')).toContain(expected);
  });

  it('machines/ imports neither React nor the API client', async () => {
    const found = (
      await problems(
        'machines/planted.ts',
        "import React from 'react';\nimport createClient from 'openapi-fetch';\nexport const a = [React, createClient];\n",
      )
    ).join('\n');
    expect(found).toContain('machines/ and src/steps/ never import React');
    expect(found).toContain('machines/ never calls the API');
  });

  it('src/steps/ imports neither React, Formik nor Fastify: the browser and the server share them', async () => {
    const found = (
      await problems(
        'src/steps/planted.ts',
        "import React from 'react';\nimport { Formik } from 'formik';\nimport Fastify from 'fastify';\nexport const a = [React, Formik, Fastify];\n",
      )
    ).join('\n');
    expect(found).toContain('never import React');
    expect(found).toContain("the form is the screen's");
    expect(found).toContain('run on the server and in the browser alike');
  });

  it('the allowed directions pass: screens use components and domain, the server uses domain and pdf', async () => {
    expect(
      await problems('src/screens/planted.ts', "import { formatDate } from '../domain/format.ts';\nexport const a = formatDate;\n"),
    ).toEqual([]);
    expect(
      await problems('server/planted.ts', "import { formatDate } from '../src/domain/format.ts';\nexport const a = formatDate;\n"),
    ).toEqual([]);
  });

  it('a cycle between two modules is refused', async () => {
    // format.ts imports option-labels.ts; option-labels.ts importing format.ts back closes a cycle.
    const found = await problems(
      'src/domain/option-labels.ts',
      "import { formatDate } from './format.ts';\nexport const a = formatDate;\n",
    );
    expect(found.join('\n')).toContain('import-x/no-cycle');
  });
});
