import type { IncidentReport } from '../domain/report.ts';
import { claimNumberRows, reportDateRows } from '../domain/summary-saved.ts';
import type { I18n } from '@lingui/core';
import { summaryLabel } from '../domain/summary-labels.ts';
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
export function printTables(report: IncidentReport, i18n: I18n): PrintTable[] {
  const sections = summarySections(report, i18n);
  const own = (id: PrintTableId, rows: SummarySection['rows']): SummarySection[] => [{ id, title: '', table: id, rows }];
  return PRINT_TABLES.map((id): PrintTable => {
    const title = summaryLabel(`print.table.${id}`, i18n);
    if (id === 'reportDate') return { id, title, sections: own(id, reportDateRows(report, i18n)) };
    if (id === 'claimIds') return { id, title, sections: own(id, claimNumberRows(report, i18n)) };
    return { id, title, sections: sections.filter((section) => section.table === id) };
  }).filter((table) => table.sections.length > 0);
}
