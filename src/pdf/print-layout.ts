import type { IncidentReport } from '../domain/report.ts';
import { claimNumberRows, reportDateRows, verifiedPolicyRows, type VerifiedPolicy } from '../domain/summary-saved.ts';
import { SUMMARY_LABELS, type SummaryLocale } from '../domain/summary-labels.ts';
import { PRINT_TABLES, summarySections, type PrintTableId, type SummarySection } from '../domain/summary.ts';

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
 * that section's title alone (no band that only repeats its one sub-heading).
 */
export function printTables(report: IncidentReport, locale: SummaryLocale, verifiedPolicies: readonly VerifiedPolicy[] = []): PrintTable[] {
  const sections = summarySections(report, locale);
  const own = (id: string, rows: SummarySection['rows']): SummarySection[] =>
    rows.length ? [{ id, title: '', table: 'basicData', rows }] : [];
  const untitled = (section: SummarySection): SummarySection => ({ ...section, title: '' });
  const tables = PRINT_TABLES.map((id): PrintTable => {
    const title = SUMMARY_LABELS[`print.table.${id}`][locale];
    const filed = sections.filter((section) => section.table === id);
    if (id !== 'basicData') return { id, title, sections: filed };
    const basicData = [
      ...own('numbers', claimNumberRows(report, locale)),
      ...filed.map(untitled),
      ...own('verifiedPolicy', verifiedPolicyRows(report, verifiedPolicies, locale)),
      ...own('reportDate', reportDateRows(report, locale)),
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
