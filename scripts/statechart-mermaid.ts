/**
 * The statechart drawn as Mermaid, read from the machine object itself (its state nodes, their
 * `transitions` and `always`, each transition's `guard`), so the drawing cannot drift from the
 * machine: `npm run statechart` writes `statechartMarkdown()` to docs/statechart.md (GitHub draws
 * Mermaid), scripts/print-sections.ts prints `overviewDiagram()`, the overview that document opens with, and
 * tests/unit/statechart-doc.test.ts and overview-diagram.test.ts fail when either is stale.
 *
 * ~170 states do not fit one readable drawing, so the document has: the overview (groups only),
 * the start, one flowchart per group of the journey as the machine groups it (`section1` ...
 * `section6`, and the ungrouped screens), the exit dialog, and the inside of a screen, drawn once
 * for each distinct shape. In a group's flowchart a screen is one box (its route); a solid arrow is
 * one of its Continue rules (the `routing` state's guarded transitions, numbered in the order they
 * are tried: the first that holds wins), a dotted arrow any other way out (an automatic skip, a
 * failed call that still goes on).
 */
import { and, not, or, type AnyStateMachine, type AnyStateNode } from 'xstate';

/** The sidebar titles of SPEC §2's sections, by the machine's group keys. */
const SECTION_TITLES: Record<string, string> = {
  section1: '1 What happened',
  section2: '2 Basic info',
  section3: '3 Incident details',
  section4: '4 Loss settlement',
  section5: '5 Additional info',
  section6: '6 Summary',
};

/** The sub-state of every screen whose eventless transitions are its Continue rules (steps.ts). */
const CONTINUE_STATE = 'routing';

type Transition = AnyStateNode['always'] extends (infer T)[] | undefined ? T : never;
type Guard = NonNullable<Transition['guard']>;

// ---------------------------------------------------------------------------------------------
// Mermaid syntax: ids and labels

/** Words Mermaid's flowchart grammar reserves: never used as a node id. */
export const MERMAID_RESERVED_IDS = new Set([
  ...['end', 'graph', 'flowchart', 'subgraph', 'style', 'class', 'classDef', 'click', 'call', 'href', 'linkStyle', 'direction'],
  ...['default', 'interpolate', 'accTitle', 'accDescr', 'state', 'note', 'TB', 'TD', 'BT', 'RL', 'LR'],
]);

/** A node id Mermaid reads as a plain name: letters, digits and `_`, starting with a letter. */
export function mermaidId(name: string): string {
  const id = name.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  const safe = /^[A-Za-z]/.test(id) ? id : `n_${id}`;
  return MERMAID_RESERVED_IDS.has(safe) ? `${safe}_` : safe;
}

/**
 * A label inside `"..."`: the characters Mermaid would read as syntax or HTML become its entity
 * codes (`#quot;` and the like); lines are joined with `<br/>`, the one tag left as markup.
 */
export function mermaidLabel(...lines: string[]): string {
  const escapeLine = (line: string) =>
    line.replace(/[#"<>`&]/g, (char) => `#${{ '#': '35', '"': 'quot', '<': 'lt', '>': 'gt', '`': '96', '&': 'amp' }[char]};`);
  return `"${lines.map(escapeLine).join('<br/>')}"`;
}

// ---------------------------------------------------------------------------------------------
// Reading the machine

function descendants(node: AnyStateNode, into: AnyStateNode[] = []): AnyStateNode[] {
  into.push(node);
  for (const child of Object.values(node.states)) descendants(child, into);
  return into;
}

/** A state that is a screen of the route table (its `meta.route`). */
function routeOf(node: AnyStateNode): string | undefined {
  const meta = node.meta as { route?: unknown } | undefined;
  return typeof meta?.route === 'string' ? meta.route : undefined;
}

/** What a drawing shows for a state: the screen it is part of, else the state itself. */
function unitOf(node: AnyStateNode): AnyStateNode {
  for (let at: AnyStateNode | undefined = node; at; at = at.parent) if (routeOf(at)) return at;
  return node;
}

/** Every transition of a state, events first (in the machine's order), then eventless ones. */
function transitionsOf(node: AnyStateNode): Transition[][] {
  return [...node.transitions.values(), ...(node.always?.length ? [node.always] : [])];
}

const COMBINATORS = new Map<unknown, 'and' | 'or' | 'not'>([
  [(and([]) as unknown as { check: unknown }).check, 'and'],
  [(or([]) as unknown as { check: unknown }).check, 'or'],
  [(not('') as unknown as { check: unknown }).check, 'not'],
]);

const combinatorOf = (guard: Guard) =>
  typeof guard === 'function' ? COMBINATORS.get((guard as unknown as { check?: unknown }).check) : undefined;

/** A guard as the machine names it: `hasPlate`, `scopeIsOneOf(scope1, scope2)`, `a and (b or c)`, `not a`. */
export function guardName(guard: Guard): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const combinator = combinatorOf(guard);
    const parts = (guard as unknown as { guards?: Guard[] }).guards;
    if (!combinator || !parts) return 'inline check';
    const texts = parts.map((part) => {
      const inner = combinatorOf(part);
      const grouped = inner !== undefined && inner !== 'not' && (combinator === 'not' || inner !== combinator);
      return grouped ? `(${guardName(part)})` : guardName(part);
    });
    return combinator === 'not' ? `not ${texts[0]}` : texts.join(` ${combinator} `);
  }
  const { type, params } = guard as { type: string; params?: unknown };
  if (params === undefined || typeof params === 'function') return type;
  const values = typeof params === 'object' && params !== null ? Object.values(params) : [params];
  return `${type}(${values.map((value) => (Array.isArray(value) ? value.join(', ') : String(value))).join(', ')})`;
}

/** The event of a transition as a reader says it: `SUBMIT`, `loadReport done`, `after summarySnapshotDelay`. */
function eventName(eventType: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `${error[1]} failed`;
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  return eventType;
}

interface Edge {
  from: AnyStateNode;
  to: AnyStateNode;
  /** The state the transition names (`to` is the box drawn for it). */
  target: AnyStateNode;
  label: string;
  /** One of a screen's Continue rules. */
  isContinue: boolean;
}

/**
 * The arrows of one transition list of `node`, seen at the level of `unit` (a screen collapses its
 * sub-states): its n-th entry is tried n-th, so a list of more than one is numbered.
 */
function edgesOf(node: AnyStateNode, unit: (node: AnyStateNode) => AnyStateNode): Edge[] {
  const edges: Edge[] = [];
  for (const list of transitionsOf(node)) {
    list.forEach((transition, index) => {
      const eventless = transition.eventType === '';
      const isContinue = eventless && node.key === CONTINUE_STATE && unit(node) !== node;
      const order = list.length > 1 ? `${index + 1}: ` : '';
      const guard = transition.guard && guardName(transition.guard);
      const condition = guard ? (order ? guard : `if ${guard}`) : order ? 'otherwise' : '';
      // Collapsed into its screen, an eventless step says which sub-state it is taken from.
      const where = eventless ? (isContinue || unit(node) === node ? '' : `${node.key} `) : `${eventName(transition.eventType)} `;
      const label = `${where}${order}${condition}`.trim();
      for (const target of transition.target ?? []) edges.push({ from: unit(node), to: unit(target), target, label, isContinue });
    });
  }
  return edges;
}

// ---------------------------------------------------------------------------------------------
// Drawing

const nodeId = (node: AnyStateNode) => mermaidId(node.id);

/** A box: a screen shows its route, another state its name. */
function box(node: AnyStateNode): string {
  const route = routeOf(node);
  return route ? `${nodeId(node)}(${mermaidLabel(route)})` : `${nodeId(node)}[${mermaidLabel(node.key)}]`;
}

/**
 * A flowchart of the states under `group`: `members` are drawn inside it (as a subgraph titled
 * `title`), the states its arrows reach elsewhere outside it with a dashed border.
 */
function groupFlowchart(group: AnyStateNode, members: AnyStateNode[], edges: Edge[], title: string | undefined): string {
  const inside = new Set(members);
  const outside: AnyStateNode[] = [];
  for (const { to } of edges) if (!inside.has(to) && !outside.includes(to)) outside.push(to);

  // One arrow per pair and kind, its rules one per line in the machine's order.
  const merged = new Map<string, Edge & { labels: string[] }>();
  for (const edge of edges) {
    const key = `${edge.from.id} ${edge.to.id} ${edge.isContinue}`;
    const found = merged.get(key);
    if (found) {
      if (edge.label && !found.labels.includes(edge.label)) found.labels.push(edge.label);
    } else merged.set(key, { ...edge, labels: edge.label ? [edge.label] : [] });
  }

  const lines = ['flowchart TD'];
  // A group drawn state by state (not screen by screen) shows where it is entered.
  const initial = group.initial?.target[0];
  if (initial && inside.has(initial) && !routeOf(initial)) lines.push('  entry(("enter"))', `  entry --> ${nodeId(initial)}`);
  if (title) {
    lines.push(`  subgraph ${mermaidId(`group ${group.key}`)}[${mermaidLabel(title)}]`);
    for (const member of members) lines.push(`    ${box(member)}`);
    lines.push('  end');
  } else for (const member of members) lines.push(`  ${box(member)}`);
  for (const node of outside) lines.push(`  ${box(node)}`);
  for (const edge of merged.values()) {
    const arrow = edge.isContinue || !routeOf(edge.from) ? '-->' : '-.->';
    const label = edge.labels.length ? `|${mermaidLabel(...edge.labels)}| ` : ' ';
    lines.push(`  ${nodeId(edge.from)} ${arrow}${label}${nodeId(edge.to)}`);
  }
  if (outside.length) {
    lines.push('  classDef elsewhere stroke-dasharray: 4 4');
    lines.push(`  class ${outside.map(nodeId).join(',')} elsewhere`);
  }
  return lines.join('\n');
}

/** The screens (or, for a group without screens, the states) a group of the machine holds. */
function membersOf(group: AnyStateNode): AnyStateNode[] {
  const all = descendants(group);
  const screens = all.filter((node) => routeOf(node));
  const states = all.filter((node) => node !== group);
  return screens.length ? screens : states.length ? states : [group];
}

function groupSection(group: AnyStateNode, heading: string, title?: string): string {
  const members = membersOf(group);
  const edges = descendants(group)
    .flatMap((node) => edgesOf(node, unitOf))
    .filter((edge) => edge.from !== edge.to);
  const routes = members
    .map(routeOf)
    .filter(Boolean)
    .map((route) => `\`${route}\``);
  const intro = routes.length ? `Screens: ${routes.join(', ')}.` : `States: ${members.map((node) => `\`${node.key}\``).join(', ')}.`;
  if (!edges.length) return `## ${heading}\n\n${intro} No transition leaves it.\n`;
  return `## ${heading}\n\n${intro}\n\n\`\`\`mermaid\n${groupFlowchart(group, members, edges, title)}\n\`\`\`\n`;
}

/**
 * The inside of one screen: its sub-states and the steps between them, with every way out drawn
 * to one "leaves the screen" box. Screens built alike (steps.ts) draw alike: keys, not ids.
 */
function insideFlowchart(screen: AnyStateNode): string {
  const subStates = descendants(screen).filter((node) => node !== screen);
  const unit = (node: AnyStateNode) => (descendants(screen).includes(node) ? node : screen);
  const idOf = (node: AnyStateNode) => (node === screen ? 'leaves' : mermaidId(`s ${node.key}`));
  const lines = ['flowchart LR', '  entry(("enter"))'];
  for (const node of subStates) lines.push(`  ${idOf(node)}[${mermaidLabel(node.key)}]`);
  lines.push(`  leaves([${mermaidLabel('leaves the screen')}])`);
  const initial = screen.initial?.target[0];
  if (initial) lines.push(`  entry --> ${idOf(initial)}`);
  for (const node of subStates) {
    for (const edge of edgesOf(node, unit)) {
      // Where a way out leads is drawn in the group's flowchart; here it is named.
      const leaves = edge.to === screen;
      const label =
        leaves && node.key === CONTINUE_STATE
          ? 'Continue rules'
          : leaves
            ? `${edge.label} to ${routeOf(unitOf(edge.target)) ?? unitOf(edge.target).key}`
            : edge.label;
      lines.push(`  ${idOf(node)} -->${label ? `|${mermaidLabel(label)}| ` : ' '}${idOf(edge.to)}`);
    }
  }
  return [...new Set(lines)].join('\n');
}

function insideSection(machine: AnyStateMachine): string {
  const shapes = new Map<string, string[]>();
  for (const screen of descendants(machine.root).filter((node) => routeOf(node))) {
    if (!Object.keys(screen.states).length) continue;
    const drawing = insideFlowchart(screen);
    shapes.set(drawing, [...(shapes.get(drawing) ?? []), routeOf(screen)!]);
  }
  const parts = [...shapes].map(([drawing, routes]) => {
    const names = routes.map((route) => `\`${route}\``);
    const heading = names.length === 1 ? names[0] : `${names.length} screens built alike`;
    const intro = names.length === 1 ? '' : `Screens: ${names.join(', ')}.\n\n`;
    return `### ${heading}\n\n${intro}\`\`\`mermaid\n${drawing}\n\`\`\`\n`;
  });
  return `## Inside a screen\n\nEach screen's sub-states (machines/steps.ts), drawn once for the screens built alike.\n\n${parts.join('\n')}`;
}

/**
 * The top level as a `stateDiagram-v2`: boot, the refusal page, the sidebar sections with the
 * screens in them, the ungrouped screens, the exit dialog and quit, with an arrow wherever some
 * transition of the machine leads from one to the other.
 */
export function overviewDiagram(machine: AnyStateMachine): string {
  const groupOf = (node: AnyStateNode): string => {
    const [top, region, group] = node.path;
    if (top === 'wizard' && region === 'journey' && group) return group;
    if (top === 'wizard' && region) return region;
    return top ?? machine.root.key;
  };
  const alias = (group: string) => group.replace(/[^A-Za-z0-9]/g, '_');
  const nodes = descendants(machine.root).slice(1);
  const groups = [...new Set(nodes.map(groupOf))].filter((group) => group !== 'wizard' && group !== 'journey');
  const edges = new Set<string>();
  for (const node of nodes) {
    for (const transition of transitionsOf(node).flat()) {
      for (const target of transition.target ?? []) {
        const from = groupOf(node);
        const to = groupOf(target);
        if (from !== to) edges.add(`  ${alias(from)} --> ${alias(to)}`);
      }
    }
  }
  const initial = machine.root.initial?.target[0];
  const lines = ['stateDiagram-v2', `  [*] --> ${alias(initial ? groupOf(initial) : machine.root.key)}`];
  for (const group of groups) {
    const screens = nodes.filter((node) => groupOf(node) === group && routeOf(node));
    const title = SECTION_TITLES[group];
    if (title) {
      lines.push(`  state "${title}" as ${alias(group)} {`);
      for (const screen of screens) lines.push(`    ${alias(screen.id)}: ${routeOf(screen)}`);
      lines.push('  }');
    } else if (screens.length === 1) {
      lines.push(`  ${alias(group)}: ${routeOf(screens[0]!)}`);
    }
  }
  const finals = nodes.filter((node) => node.type === 'final' && node.parent === machine.root);
  lines.push(...[...edges].sort(), ...finals.map((node) => `  ${alias(groupOf(node))} --> [*]`));
  return lines.join('\n');
}

/** The named guards inside a guard (an `and` of the route's own check and `canVisitScreen`). */
function namedGuards(guard: Guard | undefined): string[] {
  if (guard === undefined) return [];
  const parts = typeof guard === 'function' ? (guard as unknown as { guards?: Guard[] }).guards : undefined;
  if (parts) return parts.flatMap(namedGuards);
  return typeof guard === 'function' ? [] : [guardName(guard)];
}

/** `xstate.route` (Back, the browser's back/forward, a typed URL): the screens it can enter and its guards. */
function routing(machine: AnyStateMachine) {
  const transitions = machine.root.transitions.get('xstate.route') ?? [];
  return {
    screens: transitions.flatMap((transition) => (transition.target ?? []).map((target) => routeOf(target) ?? target.key)),
    guards: [...new Set(transitions.flatMap((transition) => namedGuards(transition.guard)))],
  };
}

/** Events a state handles without leaving it (actions only), as `EVENT if guard`, once each. */
function eventsWithoutTarget(machine: AnyStateMachine): string[] {
  const found = new Set<string>();
  for (const node of descendants(machine.root)) {
    for (const transition of [...node.transitions.values()].flat()) {
      if (transition.target?.length) continue;
      found.add(`\`${eventName(transition.eventType)}\`${transition.guard ? ` if \`${guardName(transition.guard)}\`` : ''}`);
    }
  }
  return [...found];
}

/** docs/statechart.md: the whole journey, drawn from `machine`. */
export function statechartMarkdown(machine: AnyStateMachine): string {
  const { root } = machine;
  const journey = root.states.wizard?.states.journey;
  const exitDialog = root.states.wizard?.states.exitDialog;
  const updateQueue = root.states.wizard?.states.updateQueue;
  const topStates = Object.values(root.states).filter((node) => node.key !== 'wizard' && node.type !== 'final');
  const route = routing(machine);
  const list = (items: string[]) => items.map((item) => `\`${item}\``).join(', ');
  const sections = [
    `# The statechart

<!-- Generated from machines/claimReport.machine.ts by \`npm run statechart\` (scripts/statechart-mermaid.ts). Do not edit: tests/unit/statechart-doc.test.ts fails when this file differs from the machine. -->

The journey of \`claimReportMachine\` (${descendants(root).length} states), drawn from the machine
itself, for reading without the Stately inspector. How to read the flowcharts:

- a rounded box is a screen, labelled with its route (\`meta.route\`); a dashed border marks a
  state of another group, where an arrow leads;
- a solid arrow from a screen is one of its **Continue** rules, labelled with its guard's name
  (machines/guards.ts); numbered rules are tried in that order and the first that holds wins
  (D11); \`otherwise\` is the rule without a guard;
- a dotted arrow from a screen leaves it another way (an automatic skip, a failed call that still
  goes on), labelled with the event or sub-state and its guard;
- not drawn: \`xstate.route\` (Back, the browser's back/forward, a typed URL), which enters a
  screen the journey has reached when ${list(route.guards)} holds; these screens take it:
  ${list(route.screens)};
- not drawn either, events handled without a change of state: ${eventsWithoutTarget(machine).join(', ')}.
`,
    `## Overview\n\n\`\`\`mermaid\n${overviewDiagram(machine)}\n\`\`\`\n`,
    ...topStates.map((node) =>
      groupSection(node, node.key === machine.root.initial?.target[0]?.key ? `Start (\`${node.key}\`)` : `\`${node.key}\``),
    ),
    ...Object.values(journey?.states ?? {}).map((group) => {
      const title = SECTION_TITLES[group.key];
      return groupSection(group, title ? `Section ${title}` : `\`${routeOf(group) ?? group.key}\` (no section)`, title);
    }),
    ...(exitDialog ? [groupSection(exitDialog, 'Exit dialog (`exitDialog`, beside the journey)')] : []),
    ...(updateQueue ? [groupSection(updateQueue, 'Update queue (`updateQueue`, beside the journey)')] : []),
    insideSection(machine),
  ];
  return sections.join('\n');
}
