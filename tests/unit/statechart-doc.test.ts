import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { claimReportMachine } from '../../machines/claimReport.machine.ts';
import { guards } from '../../machines/guards.ts';
import { SCREEN_IDS, screenMeta } from '../../machines/screens.ts';
import { MERMAID_RESERVED_IDS, mermaidId, mermaidLabel, statechartMarkdown } from '../../scripts/statechart-mermaid.ts';

const DOC = 'docs/statechart.md';
const generated = statechartMarkdown(claimReportMachine);
const blocks = [...generated.matchAll(/```mermaid\n([\s\S]*?)\n```/g)].map((match) => match[1]!);

describe('docs/statechart.md', () => {
  it('is what `npm run statechart` writes from the machine today', async () => {
    const written = await readFile(DOC, 'utf8').catch(() => '(missing)');
    expect(written, `${DOC} is out of date with machines/: run \`npm run statechart\``).toBe(generated);
  });

  it('draws every screen as a box with its route, and names every guard the machine has', () => {
    for (const id of SCREEN_IDS) expect(generated).toContain(`("${screenMeta(id).route}")`);
    for (const name of Object.keys(guards)) expect(generated).toContain(name);
  });

  it("labels each Continue rule with its guard's name, numbered in the order they are tried", () => {
    // machines/journey/section1-2.ts: /incident-scope's first rule and /general-info's eighth.
    expect(generated).toContain('incident_scope -->|"1: scopeIsOneOf(scope3, scope4, scope34) and onSmp"| permission_confirmation_SMP');
    expect(generated).toMatch(/general_info -->\|"8: isScope2 and hasPlate and not plateVerifiedForLiability"\| alert_dont_have_liability/);
    // An `any` inside an `all` keeps its brackets.
    expect(generated).toContain('1: onSmp and (originallyScope1 or scopeIsOneOf(scope14, scope13, scope134))');
  });
});

// @mermaid-js/parser and mermaid are not installed: these check the small part of Mermaid's
// grammar the generator writes, line by line.
const ID = '[A-Za-z][A-Za-z0-9_]*';
/** A quoted label: no raw quote, `#`, `<`, `>`, backtick or `&`; entity codes and `<br/>` only. */
const LABEL = '"(?:[^"#<>`&\\n]|#(?:\\d+|[a-z]+);|<br/>)*"';
const FLOWCHART = {
  node: new RegExp(`^  +(${ID})(?:\\(${LABEL}\\)|\\[${LABEL}\\]|\\(\\(${LABEL}\\)\\)|\\(\\[${LABEL}\\]\\))$`),
  edge: new RegExp(`^  +(${ID}) (?:-->|-\\.->)(?:\\|${LABEL}\\| | )(${ID})$`),
  subgraph: new RegExp(`^  +subgraph (${ID})\\[${LABEL}\\]$`),
  end: /^ {2,}end$/,
  classDef: new RegExp(`^  +classDef (${ID}) [a-z-]+: [a-z0-9 ]+$`),
  class: new RegExp(`^  +class (${ID}(?:,${ID})*) (${ID})$`),
};
const STATE_DIAGRAM = {
  start: new RegExp(`^  +\\[\\*\\] --> (${ID})$`),
  final: new RegExp(`^  +(${ID}) --> \\[\\*\\]$`),
  edge: new RegExp(`^  +(${ID}) --> (${ID})$`),
  description: new RegExp(`^  +(${ID}): [^:;"#<>{}]+$`),
  composite: new RegExp(`^  +state "[^"#<>]+" as (${ID}) \\{$`),
  close: /^ {2,}\}$/,
};

function checkFlowchart(lines: string[]) {
  const defined: string[] = [];
  const used: string[] = [];
  for (const line of lines) {
    const [, nodeId] = FLOWCHART.node.exec(line) ?? [];
    const [, from, to] = FLOWCHART.edge.exec(line) ?? [];
    const [, subgraph] = FLOWCHART.subgraph.exec(line) ?? [];
    const [, members] = FLOWCHART.class.exec(line) ?? [];
    if (nodeId) defined.push(nodeId);
    else if (from && to) used.push(from, to);
    else if (subgraph) defined.push(subgraph);
    else if (members) used.push(...members.split(','));
    else expect(FLOWCHART.end.test(line) || FLOWCHART.classDef.test(line), `not Mermaid the generator writes: ${line}`).toBe(true);
  }
  expect(defined.length, 'a node is defined twice').toBe(new Set(defined).size);
  expect(
    used.filter((id) => !defined.includes(id)),
    'arrows to undefined nodes',
  ).toEqual([]);
  return defined;
}

function checkStateDiagram(lines: string[]) {
  const defined: string[] = [];
  let open = 0;
  for (const line of lines) {
    const matched = Object.entries(STATE_DIAGRAM).find(([, pattern]) => pattern.test(line));
    expect(matched, `not Mermaid the generator writes: ${line}`).toBeDefined();
    if (matched?.[0] === 'description' || matched?.[0] === 'composite') defined.push(STATE_DIAGRAM[matched[0]].exec(line)![1]!);
    if (matched?.[0] === 'composite') open += 1;
    if (matched?.[0] === 'close') open -= 1;
    expect(open).toBeGreaterThanOrEqual(0);
  }
  expect(open, 'an unclosed state block').toBe(0);
  expect(defined.length, 'a state is described twice').toBe(new Set(defined).size);
  return defined;
}

describe('the Mermaid it writes', () => {
  it('has one diagram for the overview, the start and each group of the journey, and the inside of the screens', () => {
    expect(blocks.length).toBeGreaterThan(10);
    expect(generated.match(/^## /gm)?.length).toBeGreaterThan(10);
  });

  it('is made only of statements Mermaid reads, with safe and unique ids and escaped labels', () => {
    for (const block of blocks) {
      const [header, ...lines] = block.split('\n');
      expect(header).toMatch(/^(flowchart (TD|LR)|stateDiagram-v2)$/);
      const ids = header === 'stateDiagram-v2' ? checkStateDiagram(lines) : checkFlowchart(lines);
      expect(
        ids.filter((id) => MERMAID_RESERVED_IDS.has(id)),
        'ids Mermaid reserves',
      ).toEqual([]);
    }
  });

  it('escapes what Mermaid would read as syntax in a label, and keeps ids plain', () => {
    const label = mermaidLabel('say "hi" <b>#1</b> & `x`: [a] (b) {c}', 'second line');
    expect(label).toBe('"say #quot;hi#quot; #lt;b#gt;#35;1#lt;/b#gt; #amp; #96;x#96;: [a] (b) {c}<br/>second line"');
    expect(new RegExp(`^${LABEL}$`).test(label)).toBe(true);
    expect(mermaidId('claimReport.wizard.journey.section2.general-info')).toBe('claimReport_wizard_journey_section2_general_info');
    expect(mermaidId('end')).toBe('end_');
    expect(mermaidId('3-way')).toBe('n_3_way');
  });
});
