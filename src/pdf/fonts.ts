import { Font } from '@react-pdf/renderer';
import { breakOnlyLongWords } from './pdf-text.ts';

/** The family name the summary's font is registered under, plus a number per document. */
export const SUMMARY_FONT_FAMILY = 'SummarySans';

/** Paths (server) or URLs (browser) of TrueType files with the Slovak letters. */
export interface SummaryFontFiles {
  regular: string;
  bold: string;
  italic: string;
  boldItalic: string;
}

let documents = 0;
let previousFamily: string | undefined;

/**
 * Registers the embedded font for ONE document and returns the family name to render it with
 * (the Standard 14 PDF fonts have no "ľ", "ť" or "ŕ").
 *
 * Why a fresh family per document: react-pdf 4.9 parses a registered font once and fontkit caches
 * each glyph with the characters it was first asked for. Embedding "Ľ" asks for its component
 * glyph "L" with no characters, so every later document printed "Lukáš" with an "L" that copied
 * and searched as nothing ("ukáš"), and some glyphs were drawn blank. A family registered anew is
 * parsed anew (a few milliseconds); the previous one is dropped so parsed fonts do not pile up.
 */
export function registerSummaryFonts(files: SummaryFontFiles): string {
  documents += 1;
  const family = `${SUMMARY_FONT_FAMILY}-${documents}`;
  Font.register({
    family,
    fonts: [
      { src: files.regular, fontWeight: 400, fontStyle: 'normal' },
      { src: files.bold, fontWeight: 700, fontStyle: 'normal' },
      { src: files.italic, fontWeight: 400, fontStyle: 'italic' },
      { src: files.boldItalic, fontWeight: 700, fontStyle: 'italic' },
    ],
  });
  // getRegisteredFonts() is the store's own table: removing an entry unregisters that family.
  if (previousFamily) delete (Font.getRegisteredFonts() as Record<string, unknown>)[previousFamily];
  previousFamily = family;
  Font.registerHyphenationCallback(breakOnlyLongWords);
  return family;
}
