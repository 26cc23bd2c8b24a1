import { renderToBuffer } from '@react-pdf/renderer';
import type { ScreenId } from '../../machines/screens.ts';
import type { IncidentReport, Locale } from '../../src/domain/report.ts';
import type { VerifiedPolicy } from '../../src/domain/summary-saved.ts';
import { registerSummaryFonts } from '../../src/pdf/fonts.ts';
import { SummaryDocument } from '../../src/pdf/SummaryDocument.tsx';
import { loadCatalogs, type Catalogs } from '../i18n.ts';
import { summaryFontFiles } from './font-files.ts';

export interface RenderInput {
  report: IncidentReport;
  dataMatrixPrefix: string;
  /** ISO instant; a string because it crosses the worker boundary. */
  generatedAt: string;
  /** The PDF's language; Slovak when absent. */
  locale?: Locale;
  /** The policies the verification matched (server/reports/verified-policies.ts); none when absent. */
  verifiedPolicies?: VerifiedPolicy[];
  /** The screens the report's journey visits (server/reports/journey.ts): the steps the PDF restates; every step when absent. */
  path?: ScreenId[];
}

/** The catalogs, read once per thread on its first render. */
let catalogs: Promise<Catalogs> | undefined;

/**
 * Renders the summary PDF in THIS thread. It blocks its event loop for the whole render (up to a
 * few hundred milliseconds), so the server calls it only inside the render worker.
 */
export async function renderSummaryPdf(input: RenderInput): Promise<Buffer> {
  const fontFamily = registerSummaryFonts(summaryFontFiles());
  catalogs ??= loadCatalogs();
  const i18n = (await catalogs)[input.locale ?? 'sk'];
  return renderToBuffer(
    <SummaryDocument
      report={input.report}
      dataMatrixPrefix={input.dataMatrixPrefix}
      generatedAt={new Date(input.generatedAt)}
      i18n={i18n}
      fontFamily={fontFamily}
      verifiedPolicies={input.verifiedPolicies ?? []}
      path={input.path}
    />,
  );
}
