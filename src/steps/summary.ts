/**
 * The facts of a report as the summary shows them (SPEC §2 /summary), in SPEC's order: what the
 * steps on the journey's path restate, as GOV.UK Forms' check-answers page does. One function for
 * the /summary screen (browser) and the printable PDF (server): same facts, same labels, same
 * formatting, in the language of the I18n given. Which screens a journey visits is the
 * statechart's (machines/journey-path.ts, replayed alike in the browser and on the server); each
 * step's rows are its own (src/steps/<route>.ts); this lays out the blocks. Pure: no React.
 */
import type { I18n } from '@lingui/core';
import { SCREEN_IDS, type ScreenId } from '../../machines/screens.ts';
import { formatPartyName } from '../domain/format.ts';
import type { components } from '../domain/openapi.gen.ts';
import { policyTypeFactsOf, policyTypeLabel, wordingOf } from '../domain/option-labels.ts';
import { effectivePolicyType } from '../domain/policy-type.ts';
import type { IncidentReport } from '../domain/report.ts';
import type { SummaryLabelId } from '../domain/summary-labels.ts';
import type { StepSummary } from './step.ts';
import { SUMMARY_STEPS } from './steps.ts';
import {
  objectIdsOf,
  SectionBuilder,
  SummaryBuilder,
  type PrintTableId,
  type SummaryBlockId,
  type SummaryRow,
  type SummarySection,
} from './summary-rows.ts';

export { PRINT_TABLES, type PrintTableId, type SummaryRow, type SummarySection } from './summary-rows.ts';

/** The screens a journey visits (machines/journey-path.ts), in any order: what the summary restates. */
export type JourneyScreens = readonly ScreenId[];

interface Block {
  id: SummaryBlockId;
  title: SummaryLabelId;
  /** Which table of the printable summary carries it. */
  table: PrintTableId;
  /**
   * Its rows' order, by key ('answer.*': the keys that begin so): the rows of several steps
   * interleave as SPEC §2 /summary lists them. Rows of other keys follow in the steps' order.
   */
  order?: readonly string[];
  /** A block repeated for each entry of a list ('Poškodené vozidlo 2'): the entries the report holds. */
  entries?: (report: IncidentReport) => readonly unknown[] | undefined;
}

/** The blocks in SPEC §2 /summary's order: reporter, insured, aggrieved, operator, address and date, policy and vehicle, … attachments. */
const BLOCKS: readonly Block[] = [
  { id: 'reporter', title: 'section.reporter', table: 'contacts' },
  { id: 'insured', title: 'section.insured', table: 'parties' },
  { id: 'aggrieved', title: 'section.aggrieved', table: 'parties' },
  { id: 'operator', title: 'section.operator', table: 'contacts' },
  { id: 'incident', title: 'section.incident', table: 'basicData', order: ['address', 'date'] },
  {
    id: 'policy',
    title: 'section.policy',
    table: 'identification',
    order: ['policyType', 'licensePlate', 'vehicleDescription', 'policyId'],
  },
  { id: 'bankAccount', title: 'section.bankAccount', table: 'payout' },
  {
    id: 'circumstances',
    title: 'section.circumstances',
    table: 'whatHappened',
    order: ['scopes', 'reason', 'responsibleParty', 'description', 'answer.*'],
  },
  {
    id: 'damage',
    title: 'section.damage',
    table: 'damagedObjects',
    order: ['myVehicle', 'windshieldLocation', 'myProperty', 'healthType', 'health'],
  },
  {
    id: 'resolution',
    title: 'section.resolution',
    table: 'service',
    order: ['type', 'serviceName', 'serviceAddress', 'serviceContact', 'payout'],
  },
  { id: 'responsibleParty', title: 'section.responsibleParty', table: 'parties' },
  { id: 'coresponsibleParty', title: 'section.coresponsibleParty', table: 'parties' },
  { id: 'damagedVehicle', title: 'section.damagedVehicle', table: 'damagedObjects', entries: (report) => report.incident.damagedVehicles },
  {
    id: 'damagedProperty',
    title: 'section.damagedProperty',
    table: 'damagedObjects',
    entries: (report) => report.incident.damagedProperties,
  },
  { id: 'damagedHealth', title: 'section.damagedHealth', table: 'damagedObjects', entries: (report) => report.incident.damagedHealths },
  { id: 'additional', title: 'section.additional', table: 'whatHappened' },
  { id: 'inspection', title: 'section.inspection', table: 'inspection' },
  { id: 'attachments', title: 'section.attachments', table: 'documents' },
];

/**
 * What the journey settles without a screen of its own: the portal's operator (SPEC §1: "operator
 * data is shown on the summary") and the policy type in force (the reporter's choice on
 * /policy-type or an alert, else the server's default for the scope and the verified products).
 */
const JOURNEY_FACTS: StepSummary = {
  rows: {
    operator: (rows, _summary, { parties, meta }) => {
      if (meta.context === 'WEB') return;
      const operator = parties.operator ?? {};
      rows.add('name', 'party.name', formatPartyName(operator));
      rows.add('identificationNumber', 'operator.identificationNumber', operator.identificationNumber);
      rows.add('email', 'party.email', operator.email);
    },
    policy: (rows, summary, { incident }) => {
      const policyType = objectIdsOf(incident).size > 0 ? effectivePolicyType(incident) : (incident.policyType ?? null);
      // As the policy type screens offered it (option-labels.ts): casco or the mini-casco, the
      // liability cover of whoever caused the damage or the reporter's own.
      rows.add(
        'policyType',
        'incident.policyType',
        policyType ? summary.option(policyTypeLabel(policyType, policyTypeFactsOf(incident))) : '',
      );
    },
  },
};

/** Where a row goes in its block's order; rows of keys the order does not name come last. */
function rank(block: Block, rowId: string, prefix: string): number {
  const key = rowId.slice(prefix.length + 1);
  const index = (block.order ?? []).findIndex((entry) => (entry.endsWith('*') ? key.startsWith(entry.slice(0, -1)) : key === entry));
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
}

/** The rows the summaries give a block, each once, in the block's order (a stable sort keeps the steps' order among equals). */
function blockRows(
  block: Block,
  id: string,
  summaries: readonly StepSummary[],
  builder: SummaryBuilder,
  report: IncidentReport,
  entry: number,
) {
  const rows = new SectionBuilder(builder.i18n, id);
  for (const summary of summaries) summary.rows[block.id]?.(rows, builder, report, entry);
  const seen = new Set<string>();
  const once = rows.rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
  return once
    .map((row, index) => ({ row, index, rank: rank(block, row.id, id) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ row }): SummaryRow => row);
}

type OperatorData = components['schemas']['SmpOperatorData'] | components['schemas']['KzOperatorData'];

/**
 * The operator as the server records it on a portal report at create (server/routes/reports.ts):
 * names, the SMP login or the KZ operator code (never a birth number, D28), e-mail. For the
 * /summary screen while the browser's copy of the report has only the get-operator-data answer.
 */
export function operatorFromPortalData(
  data: OperatorData | null | undefined,
  operatorCode: string | null | undefined,
): NonNullable<IncidentReport['parties']['operator']> | undefined {
  if (!data) return undefined;
  return {
    firstName: data.firstName ?? null,
    lastName: data.lastName ?? null,
    identificationNumber: data.portal === 'SMP' ? (data.login ?? null) : (operatorCode ?? null),
    email: data.email ?? null,
  };
}

/**
 * The summary of a report: the blocks in SPEC §2 /summary's order, each with the rows the steps on
 * `path` restate (the screens the journey visits, machines/journey-path.ts). Blocks without a row
 * are left out. Without a path every step restates what the report holds, as on a journey
 * through every screen.
 */
export function summarySections(report: IncidentReport, i18n: I18n, path: JourneyScreens = SCREEN_IDS): SummarySection[] {
  const builder = new SummaryBuilder(i18n, wordingOf(report.meta.context));
  const onPath = new Set<string>(path);
  const summaries = [JOURNEY_FACTS, ...SUMMARY_STEPS.filter((step) => onPath.has(step.screen)).flatMap((step) => step.summary ?? [])];
  const title = (block: Block) => builder.label(block.title);
  return BLOCKS.flatMap((block): SummarySection[] => {
    if (!block.entries) {
      const rows = blockRows(block, block.id, summaries, builder, report, 0);
      return rows.length ? [{ id: block.id, title: title(block), table: block.table, rows }] : [];
    }
    const entries = block.entries(report) ?? [];
    return entries.flatMap((_, entry) => {
      const id = `${block.id}.${entry + 1}`;
      const rows = blockRows(block, id, summaries, builder, report, entry);
      // Numbered only when there are several.
      const suffix = entries.length > 1 ? ` ${entry + 1}` : '';
      return rows.length ? [{ id, title: `${title(block)}${suffix}`, table: block.table, rows }] : [];
    });
  });
}
