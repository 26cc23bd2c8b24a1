/**
 * Prints a Mermaid `stateDiagram-v2` of claimReportMachine's top level: boot, the refusal page,
 * the sidebar sections with the screens in them, the ungrouped screens, the exit dialog and quit,
 * with an arrow wherever some transition of the machine leads from one to the other. Derived from
 * the machine object, so it cannot drift from it.
 *
 *   node --import tsx machines/print-sections.ts
 */
import type { AnyStateNode } from 'xstate';
import { claimReportMachine } from './claimReport.machine.ts';

const SECTION_TITLES: Record<string, string> = {
  section1: '1 What happened',
  section2: '2 Basic info',
  section3: '3 Incident details',
  section4: '4 Loss settlement',
  section5: '5 Additional info',
  section6: '6 Summary',
};

/** The top-level group a state belongs to: a section, an ungrouped screen, or a top state. */
function groupOf(node: AnyStateNode): string {
  const [top, region, group] = node.path;
  if (top === 'wizard' && region === 'journey' && group) return group;
  if (top === 'wizard' && region) return region;
  return top ?? 'claimReport';
}

const alias = (group: string) => group.replace(/[^A-Za-z0-9]/g, '_');

function collect(node: AnyStateNode, into: AnyStateNode[] = []): AnyStateNode[] {
  into.push(node);
  for (const child of Object.values(node.states)) collect(child, into);
  return into;
}

const nodes = collect(claimReportMachine.root).slice(1);
const groups = [...new Set(nodes.map(groupOf))].filter((group) => group !== 'wizard' && group !== 'journey');
const edges = new Set<string>();
for (const node of nodes) {
  const transitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
  for (const transition of transitions) {
    for (const target of transition.target ?? []) {
      const from = groupOf(node);
      const to = groupOf(target);
      if (from !== to) edges.add(`  ${alias(from)} --> ${alias(to)}`);
    }
  }
}

const lines = ['stateDiagram-v2', `  [*] --> ${alias(groupOf(claimReportMachine.root.states.boot!))}`];
for (const group of groups) {
  const screens = nodes.filter((node) => groupOf(node) === group && node.meta && 'route' in (node.meta as object));
  const title = SECTION_TITLES[group];
  if (title) {
    lines.push(`  state "${title}" as ${alias(group)} {`);
    for (const screen of screens) lines.push(`    ${alias(screen.id)}: ${(screen.meta as { route: string }).route}`);
    lines.push('  }');
  } else if (screens.length === 1) {
    lines.push(`  ${alias(group)}: ${(screens[0]!.meta as { route: string }).route}`);
  }
}
lines.push(...[...edges].sort(), `  ${alias('quit')} --> [*]`);
console.log(lines.join('\n'));
