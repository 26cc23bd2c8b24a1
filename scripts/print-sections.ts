/**
 * Prints a Mermaid `stateDiagram-v2` of claimReportMachine's top level: boot, the refusal page,
 * the sidebar sections with the screens in them, the ungrouped screens, the exit dialog and quit,
 * with an arrow wherever some transition of the machine leads from one to the other. Derived from
 * the machine object (statechart-mermaid.ts, which also draws it atop docs/statechart.md), so it
 * cannot drift from it.
 *
 *   node --import tsx scripts/print-sections.ts
 */
import { claimReportMachine } from '../machines/claimReport.machine.ts';
import { overviewDiagram } from './statechart-mermaid.ts';

console.log(overviewDiagram(claimReportMachine));
