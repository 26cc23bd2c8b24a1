/**
 * The summary PDF against react-pdf's own floor: the full report rendered as the server renders it
 * (renderSummaryPdf, the worker's body) and a plain @react-pdf document of the same page count with
 * the same embedded font, both in this thread and in turn, medians after warm-up runs; and the
 * report's rows alone against a plain document of their own page count. `npm run bench` sets
 * NODE_ENV=production, as `npm start` does, so React is the build the server renders with.
 */
import { performance } from 'node:perf_hooks';
import { createElement } from 'react';
import { Document, Font, Page, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { summaryFontFiles } from '../../../server/pdf/font-files.ts';
import { renderSummaryPdf } from '../../../server/pdf/render-summary.tsx';
import { pdfText } from '../../../src/pdf/pdf-text.ts';
import { printTables } from '../../../src/pdf/print-layout.ts';
import { styles } from '../../../src/pdf/styles.ts';
import { fullReport } from './pdf-fixture.ts';
import { median } from './median.ts';
import { loadCatalogs } from '../../../server/i18n.ts';

export const pagesOf = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

/** The plain document's page, which the rows-only documents share so that only their content differs. */
const PLAIN_PAGE = { padding: 42, fontSize: 9, fontFamily: 'BenchPlain' };

function plainDocument(pages: number) {
  return createElement(
    Document,
    null,
    ...Array.from({ length: pages }, (_, page) =>
      createElement(
        Page,
        { key: page, size: 'A4', style: PLAIN_PAGE },
        createElement(Text, null, `Strana ${page + 1}. ${'Obyčajný text s diakritikou: ľščťžýáíé. '.repeat(80)}`),
      ),
    ),
  );
}

/**
 * What the budget leaves room for, measured rather than argued: the full report's own rows and
 * nothing else (no header, footer, page numbers, titles or data matrix), flowing over pages with
 * the product's row styles, either as its two-column table (a row of two texts, as the report
 * draws them) or as one line of text per row ("label: value"). Each is compared with a plain
 * document of its own page count.
 */
function rowsOnlyDocument(rows: ReadonlyArray<{ label: string; value: string }>, layout: 'table' | 'lines') {
  return createElement(
    Document,
    null,
    createElement(
      Page,
      { size: 'A4', style: PLAIN_PAGE, experimentalPagination: true },
      ...rows.map((row, index) =>
        layout === 'table'
          ? createElement(
              View,
              { key: index, style: styles.row, wrap: false },
              createElement(Text, { style: styles.label }, row.label),
              createElement(Text, { style: styles.value }, row.value),
            )
          : createElement(Text, { key: index, style: styles.row }, `${row.label}: ${row.value}`),
      ),
    ),
  );
}

/**
 * A document's render time and that of a plain document of its page count, rendered in turn (one
 * of each per run, after warm-up runs of both), so that a machine that slows down or speeds up
 * during the measurement moves both medians alike.
 */
async function timedAgainstPlain(render: () => Promise<Buffer>, runs: number, warmUp: number) {
  const pages = pagesOf(await render());
  const renderPlain = () => renderToBuffer(plainDocument(pages));
  for (let run = 0; run < warmUp; run += 1) {
    await render();
    await renderPlain();
  }
  const documentTimes: number[] = [];
  const plainTimes: number[] = [];
  let pdf: Buffer = Buffer.alloc(0);
  let plainPdf: Buffer = Buffer.alloc(0);
  for (let run = 0; run < runs; run += 1) {
    let start = performance.now();
    pdf = await render();
    documentTimes.push(performance.now() - start);
    start = performance.now();
    plainPdf = await renderPlain();
    plainTimes.push(performance.now() - start);
  }
  return {
    document: { medianMs: median(documentTimes), pages: pagesOf(pdf), bytes: pdf.length },
    plain: { medianMs: median(plainTimes), pages: pagesOf(plainPdf), bytes: plainPdf.length },
  };
}

export async function pdfRenderTimes(runs: number) {
  const fonts = summaryFontFiles();
  Font.register({
    family: 'BenchPlain',
    fonts: [
      { src: fonts.regular, fontWeight: 400 },
      { src: fonts.bold, fontWeight: 700 },
    ],
  });
  const input = (version: number) => ({ report: fullReport(version), dataMatrixPrefix: 'MOTOR', generatedAt: new Date().toISOString() });
  let version = 100;
  const { document: full, plain } = await timedAgainstPlain(() => renderSummaryPdf(input(version++)), runs, 3);
  const rows = printTables(fullReport(version), (await loadCatalogs()).sk).flatMap((table) =>
    table.sections.flatMap((section) =>
      section.rows.map((row) => ({ label: pdfText(row.label), value: pdfText(row.value).replace(/\n+/g, ' ') })),
    ),
  );
  const rowsOnly = async (layout: 'table' | 'lines') => ({
    rows: rows.length,
    ...(await timedAgainstPlain(() => renderToBuffer(rowsOnlyDocument(rows, layout)), runs, 3)),
  });
  return { full, plain, tableRows: await rowsOnly('table'), lineRows: await rowsOnly('lines') };
}
