import { Font } from '@react-pdf/renderer';
import { breakOnlyLongWords } from './pdf-text.ts';

/** The family name the summary's font is registered under. */
export const SUMMARY_FONT_FAMILY = 'SummarySans';

/** Paths (server) or URLs (browser) of TrueType files with the Slovak letters. */
export interface SummaryFontFiles {
  regular: string;
  bold: string;
  italic: string;
  boldItalic: string;
}

/** The part of react-pdf's font source this module reads: fontkit's parsed font, once loaded. */
interface LoadedFontSource {
  data: { _glyphs?: Record<string, { codePoints: number[] }> } | null;
}

let registered = false;

/**
 * Registers the embedded font once (the Standard 14 PDF fonts have no "ľ", "ť" or "ŕ") and readies
 * it for ONE document; returns the family name to render that document with.
 *
 * fontkit keeps each glyph with the characters it was first asked for. Embedding "Ľ" asks for its
 * component glyph "L" with no characters, so the next document printed "Lukáš" with an "L" that
 * copied and searched as nothing ("ukáš"). So the glyphs without characters are dropped before each
 * document. (A family registered anew per document did the same, but parsed the font's tables
 * again each time: about a tenth of a full report's render.)
 */
export function registerSummaryFonts(files: SummaryFontFiles): string {
  if (!registered) {
    Font.register({
      family: SUMMARY_FONT_FAMILY,
      fonts: [
        { src: files.regular, fontWeight: 400, fontStyle: 'normal' },
        { src: files.bold, fontWeight: 700, fontStyle: 'normal' },
        { src: files.italic, fontWeight: 400, fontStyle: 'italic' },
        { src: files.boldItalic, fontWeight: 700, fontStyle: 'italic' },
      ],
    });
    Font.registerHyphenationCallback(breakOnlyLongWords);
    registered = true;
  }
  const { sources } = Font.getRegisteredFonts()[SUMMARY_FONT_FAMILY] as unknown as { sources: LoadedFontSource[] };
  for (const source of sources) {
    const glyphs = source.data?._glyphs ?? {};
    for (const [id, glyph] of Object.entries(glyphs)) if (glyph.codePoints.length === 0) delete glyphs[id];
  }
  return SUMMARY_FONT_FAMILY;
}
