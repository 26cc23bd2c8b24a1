import type { IncidentReport } from '../domain/report.ts';
import { claimNumberRows, reportDateRows, verifiedPolicyRows, type VerifiedPolicy } from '../domain/summary-saved.ts';
import type { I18n } from '@lingui/core';
import { summaryLabel } from '../domain/summary-labels.ts';
import { PRINT_TABLES, summarySections, type JourneyScreens, type PrintTableId, type SummarySection } from '../steps/summary.ts';

export interface PrintTable {
  id: PrintTableId;
  title: string;
  /** The /summary sections this table prints; a title-less section prints without a sub-heading. */
  sections: SummarySection[];
}

/**
 * The printable summary's tables (SPEC §2) in their order: the /summary sections filed under each
 * (summarySections says where each belongs). The basic data lead, without sub-headings: the
 * numbers the save assigned, when and where it happened, the verified policy, the report's status
 * and date. A table with nothing to show is left out; a table of one titled section is headed by
 * that section's title alone (no band that only repeats its one sub-heading). `path` is the screens
 * the journey visits (summarySections).
 */
export function printTables(
  report: IncidentReport,
  i18n: I18n,
  verifiedPolicies: readonly VerifiedPolicy[] = [],
  path?: JourneyScreens,
): PrintTable[] {
  const sections = summarySections(report, i18n, path);
  const own = (id: string, rows: SummarySection['rows']): SummarySection[] =>
    rows.length ? [{ id, title: '', table: 'basicData', rows }] : [];
  const untitled = (section: SummarySection): SummarySection => ({ ...section, title: '' });
  const tables = PRINT_TABLES.map((id): PrintTable => {
    const title = summaryLabel(`print.table.${id}`, i18n);
    const filed = sections.filter((section) => section.table === id);
    if (id !== 'basicData') return { id, title, sections: filed };
    const basicData = [
      ...own('numbers', claimNumberRows(report, i18n)),
      ...filed.map(untitled),
      ...own('verifiedPolicy', verifiedPolicyRows(report, verifiedPolicies, i18n)),
      ...own('reportDate', reportDateRows(report, i18n)),
    ];
    return { id, title, sections: basicData };
  });
  return tables
    .filter((table) => table.sections.length > 0)
    .map((table) => {
      const [only] = table.sections;
      if (table.sections.length > 1 || !only?.title) return table;
      return { ...table, title: only.title, sections: [untitled(only)] };
    });
}
