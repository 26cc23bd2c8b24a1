import type { IncidentReport } from '../domain/report.ts';
import { claimNumberRows, reportDateRows } from '../domain/summary-saved.ts';
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
 * (summarySections says where each belongs), plus what only the printout shows, the report date
 * and the numbers per damaged object. A table with nothing to show is left out; those two never are.
 */
export function printTables(report: IncidentReport, locale: SummaryLocale): PrintTable[] {
  const sections = summarySections(report, locale);
  const own = (id: PrintTableId, rows: SummarySection['rows']): SummarySection[] => [{ id, title: '', table: id, rows }];
  return PRINT_TABLES.map((id): PrintTable => {
    const title = SUMMARY_LABELS[`print.table.${id}`][locale];
    if (id === 'reportDate') return { id, title, sections: own(id, reportDateRows(report, locale)) };
    if (id === 'claimIds') return { id, title, sections: own(id, claimNumberRows(report, locale)) };
    return { id, title, sections: sections.filter((section) => section.table === id) };
  }).filter((table) => table.sections.length > 0);
}
