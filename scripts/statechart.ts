/**
 * `npm run statechart`: writes docs/statechart.md, the whole journey of claimReportMachine as
 * Mermaid diagrams (GitHub draws them), read from the machine object (scripts/statechart-mermaid.ts).
 * The Stately inspector (`npm run inspect`) needs stately.ai; this file needs nothing.
 * tests/unit/statechart-doc.test.ts fails when the file is older than the machine.
 */
import { writeFile } from 'node:fs/promises';
import { claimReportMachine } from '../machines/claimReport.machine.ts';
import { statechartMarkdown } from './statechart-mermaid.ts';

const STATECHART_DOC = 'docs/statechart.md';

await writeFile(STATECHART_DOC, statechartMarkdown(claimReportMachine));
console.log(`Wrote ${STATECHART_DOC}.`);
