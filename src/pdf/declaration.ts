import { formatDateTime } from '../domain/format.ts';
import type { IncidentReport } from '../domain/report.ts';
import type { I18n } from '@lingui/core';
import { summaryLabel, summaryLabelWith, summaryLocale, type SummaryLabelId } from '../domain/summary-labels.ts';

export interface PrintDeclaration {
  title: string;
  /** The sentence of the /summary checkbox the reporter ticked. */
  statement: string;
  agreedLabel: string;
  /** When the reporter agreed, and where that time comes from; or that they have not yet. */
  agreed: string;
  /** The full declaration of /summary's dialog, part by part. */
  parts: Array<{ title: string; paragraphs: string[] }>;
}

const PARTS: ReadonlyArray<{ title: SummaryLabelId; paragraphs: SummaryLabelId[] }> = [
  { title: 'declaration.truth', paragraphs: ['declaration.truth.1', 'declaration.truth.2', 'declaration.truth.3'] },
  { title: 'declaration.files', paragraphs: ['declaration.files.1'] },
  { title: 'declaration.data', paragraphs: ['declaration.data.1', 'declaration.data.2'] },
];

/**
 * The declaration the reporter agreed to on /summary, with when. The report does not store the
 * moment the box was ticked; the save is the only way to send it ticked (the box is required), so
 * the save's time is that moment, and the PDF says it is the time of sending. A draft has not
 * agreed yet.
 */
export function printDeclaration(report: IncidentReport, i18n: I18n): PrintDeclaration {
  const saved = report.meta.saved;
  const agreed = saved?.isCompleted
    ? summaryLabelWith('declaration.agreedAtSave', i18n, {
        time: formatDateTime(saved.savedAt ?? report.meta.updatedAt, summaryLocale(i18n)),
      })
    : summaryLabel('declaration.notAgreed', i18n);
  return {
    title: summaryLabel('declaration.title', i18n),
    statement: summaryLabel('declaration.statement', i18n),
    agreedLabel: summaryLabel('declaration.agreedAt', i18n),
    agreed,
    parts: PARTS.map((part) => ({
      title: summaryLabel(part.title, i18n),
      paragraphs: part.paragraphs.map((id) => summaryLabel(id, i18n)),
    })),
  };
}
