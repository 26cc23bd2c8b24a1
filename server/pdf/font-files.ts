import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SummaryFontFiles } from '../../src/pdf/fonts.ts';

const require = createRequire(import.meta.url);

/**
 * The summary's font: Liberation Sans 2 (SIL Open Font License 1.1, metric-compatible with Arial),
 * as the npm package pdfjs-dist ships it in `standard_fonts/` (installed with react-pdf, the
 * browser's PDF viewer). It has every Slovak letter in all four styles; see src/pdf/pdf-text.ts
 * for what it lacks. Resolved through Node's package resolution, not a hard-coded node_modules path.
 */
export function summaryFontFiles(): SummaryFontFiles {
  const directory = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
  const file = (style: string) => {
    const full = path.join(directory, `LiberationSans-${style}.ttf`);
    if (!existsSync(full)) throw new Error(`summary font missing: pdfjs-dist/standard_fonts/LiberationSans-${style}.ttf`);
    return full;
  };
  return { regular: file('Regular'), bold: file('Bold'), italic: file('Italic'), boldItalic: file('BoldItalic') };
}
