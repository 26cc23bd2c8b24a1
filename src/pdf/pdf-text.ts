/**
 * Text as the summary's font can draw it. The font (Liberation Sans, see server/pdf/font-files.ts)
 * covers Latin with every Slovak, Czech, Hungarian and Polish letter, Greek and basic Cyrillic, but
 * no emoji and no CJK. Without this, react-pdf silently switches such characters to Helvetica,
 * which has no glyphs for them either and prints garbage. Each one becomes a visible placeholder
 * instead, and the rest of the text stays intact (and searchable).
 */

/** Drawn where the font has no glyph ("□", which the font has). */
export const MISSING_GLYPH = '\u25A1';

/** The code points of Liberation Sans 2 as pdfjs-dist ships it (Regular, Bold, Italic and Bold Italic alike). */
const COVERED_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0x17f],
  [0x192, 0x192],
  [0x1fa, 0x1ff],
  [0x218, 0x21b],
  [0x2c6, 0x2c7],
  [0x2c9, 0x2c9],
  [0x2d8, 0x2dd],
  [0x37e, 0x37e],
  [0x384, 0x38a],
  [0x38c, 0x38c],
  [0x38e, 0x3a1],
  [0x3a3, 0x3ce],
  [0x400, 0x45f],
  [0x472, 0x473],
  [0x490, 0x491],
  [0x1e80, 0x1e85],
  [0x1ef2, 0x1ef3],
  [0x2010, 0x2011],
  [0x2013, 0x2015],
  [0x2017, 0x201e],
  [0x2020, 0x2022],
  [0x2026, 0x2026],
  [0x2030, 0x2030],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  [0x203c, 0x203c],
  [0x203e, 0x203e],
  [0x2044, 0x2044],
  [0x207f, 0x207f],
  [0x20a3, 0x20a4],
  [0x20a7, 0x20a7],
  [0x20ac, 0x20ac],
  [0x2105, 0x2105],
  [0x2113, 0x2113],
  [0x2116, 0x2116],
  [0x2122, 0x2122],
  [0x2126, 0x2126],
  [0x212e, 0x212e],
  [0x215b, 0x215e],
  [0x2190, 0x2195],
  [0x2202, 0x2202],
  [0x2206, 0x2206],
  [0x220f, 0x220f],
  [0x2211, 0x2212],
  [0x2215, 0x2215],
  [0x2219, 0x221a],
  [0x221e, 0x221f],
  [0x2229, 0x2229],
  [0x222b, 0x222b],
  [0x2248, 0x2248],
  [0x2260, 0x2261],
  [0x2264, 0x2265],
  [0x25a0, 0x25a1],
  [0x25cf, 0x25cf],
];

export function isCoveredCodePoint(codePoint: number): boolean {
  return COVERED_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);
}

// One emoji as a person sees it: a pictograph or flag with its modifiers, variation selectors and
// zero-width-joined parts, or a keycap. Each becomes ONE placeholder, not one per code point.
const EMOJI_SEQUENCE =
  /(?:\p{Regional_Indicator}{1,2}|[#*0-9]\uFE0F?\u20E3|\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})*(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})*)*)/gu;

/**
 * NFC first (a name typed on a Mac arrives as "S" + combining caron, which the font cannot stack;
 * NFC makes it the one letter "Š"), then emoji and uncovered characters become MISSING_GLYPH.
 * Tabs become spaces, other control characters go, and long runs of empty lines are shortened.
 */
export function pdfText(value: string): string {
  const text = value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(EMOJI_SEQUENCE, (sequence) =>
      sequence.length === 1 && isCoveredCodePoint(sequence.codePointAt(0)!) ? sequence : MISSING_GLYPH,
    );
  let result = '';
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    if (character === '\n') result += character;
    else if (character === '\t') result += ' ';
    else if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) continue;
    else if (character === MISSING_GLYPH || isCoveredCodePoint(codePoint)) result += character;
    // Zero-width and combining leftovers have nothing to draw: dropping them loses nothing visible.
    else if (/[\p{Mn}\p{Cf}]/u.test(character)) continue;
    else result += MISSING_GLYPH;
  }
  return result.replace(/\n{3,}/g, '\n\n');
}

/**
 * react-pdf hyphenates with English patterns, which split Slovak words wrongly; so words are
 * never hyphenated, except a token too long for any line (an IBAN without spaces, a pasted link,
 * 950 characters without a space), which may break anywhere rather than run out of its cell.
 */
export function breakOnlyLongWords(word: string): string[] {
  return word.length > 28 ? Array.from(word) : [word];
}
