/**
 * The summary PDF against react-pdf's own floor: the full report rendered as the server renders it
 * (renderSummaryPdf, the worker's body) and a plain @react-pdf document of the same page count with
 * the same embedded font, both in this thread, medians after warm-up runs. `npm run bench` sets
 * NODE_ENV=production, as `npm start` does, so React is the build the server renders with.
 */
import { performance } from 'node:perf_hooks';
import { createElement } from 'react';
import { Document, Font, Page, Text, renderToBuffer } from '@react-pdf/renderer';
import { summaryFontFiles } from '../../../server/pdf/font-files.ts';
import { renderSummaryPdf } from '../../../server/pdf/render-summary.tsx';
import { fullReport } from './pdf-fixture.ts';
import { median } from './median.ts';

export const pagesOf = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

function plainDocument(pages: number) {
  return createElement(
    Document,
    null,
    ...Array.from({ length: pages }, (_, page) =>
      createElement(
        Page,
        { key: page, size: 'A4', style: { padding: 42, fontSize: 9, fontFamily: 'BenchPlain' } },
        createElement(Text, null, `Strana ${page + 1}. ${'Obyčajný text s diakritikou: ľščťžýáíé. '.repeat(80)}`),
      ),
    ),
  );
}

async function timed(render: () => Promise<Buffer>, runs: number, warmUp: number) {
  for (let run = 0; run < warmUp; run += 1) await render();
  const times: number[] = [];
  let pdf: Buffer = Buffer.alloc(0);
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    pdf = await render();
    times.push(performance.now() - start);
  }
  return { medianMs: median(times), pages: pagesOf(pdf), bytes: pdf.length };
}

export async function pdfRenderTimes(runs: number) {
  const input = (version: number) => ({ report: fullReport(version), dataMatrixPrefix: 'MOTOR', generatedAt: new Date().toISOString() });
  let version = 100;
  const full = await timed(() => renderSummaryPdf(input(version++)), runs, 3);
  const fonts = summaryFontFiles();
  Font.register({ family: 'BenchPlain', fonts: [{ src: fonts.regular, fontWeight: 400 }, { src: fonts.bold, fontWeight: 700 }] });
  const plain = await timed(() => renderToBuffer(plainDocument(full.pages)), runs, 3);
  return { full, plain };
}
