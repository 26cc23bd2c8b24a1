import { describe, expect, it } from 'vitest';
import { hasLoneSurrogate, normalizeText } from '../../src/domain/validation/free-text.ts';

/** `\u{hex}` of each code point, so a failure shows which invisible character is wrong. */
const codePoints = (text: string) => Array.from(text, (character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`);

describe('D29: free text as the report keeps it', () => {
  it.each([
    ['Windows line ends', 'prvý\r\ndruhý', 'prvý\ndruhý'],
    ['an old Mac line end', 'prvý\rdruhý', 'prvý\ndruhý'],
    ['a line end after a lone CR', 'a\r\r\nb', 'a\n\nb'],
    ["Word's line break (vertical tab)", 'a\u000bb', 'a\nb'],
    ['a form feed', 'a\fb', 'a\nb'],
    ['the Unicode line separator', 'a\u2028b', 'a\nb'],
    ['the Unicode paragraph separator', 'a\u2029b', 'a\nb'],
  ])('%s become one line feed each', (_, typed, kept) => expect(codePoints(normalizeText(typed))).toEqual(codePoints(kept)));

  it.each([
    ['NUL', '\u0000'],
    ['backspace, the last C0 before tab', '\u0008'],
    ['shift out, the first C0 after CR', '\u000e'],
    ['escape', '\u001b'],
    ['unit separator, the last C0', '\u001f'],
    ['DEL', '\u007f'],
    ['the first C1', '\u0080'],
    ['next line (C1)', '\u0085'],
    ['the last C1', '\u009f'],
    ['U+FFFE', '\ufffe'],
    ['U+FFFF', '\uffff'],
    ['the first of the U+FDD0 block', '\ufdd0'],
    ['the last of the U+FDD0 block', '\ufdef'],
    ['the last two of plane 1', '\u{1fffe}\u{1ffff}'],
  ])('removes %s', (_, removed) => expect(codePoints(normalizeText(`a${removed}b`))).toEqual(codePoints('ab')));

  it.each([
    ['tab', '\t'],
    ['line feed', '\n'],
    ['space', ' '],
    ['tilde, the last before DEL', '~'],
    ['no-break space, the first after C1', '\u00a0'],
    ['U+FDCF and U+FDF0, either side of the noncharacters', '\ufdcf\ufdf0'],
    ['U+FFFD, the replacement character', '\ufffd'],
    ['an emoji (a surrogate pair)', '😀'],
    ['Slovak letters', 'ľščťžýáíéôä'],
    ['what looks like markup or an entity', '&nbsp; AT&T; &lt;b&gt; ]]> <b>'],
  ])('keeps %s as typed', (_, kept) => expect(codePoints(normalizeText(`a${kept}b`))).toEqual(codePoints(`a${kept}b`)));

  it('is idempotent: text already kept comes back unchanged', () => {
    const typed = 'Riadok 1\r\nRiadok 2\u000b\u0000koniec\u2028';
    const once = normalizeText(typed);
    expect(once).toBe('Riadok 1\nRiadok 2\nkoniec\n');
    expect(normalizeText(once)).toBe(once);
  });

  it.each([
    ['a lone high surrogate', 'a\ud800b', true],
    ['a lone low surrogate', 'a\udfffb', true],
    ['a high surrogate at the end (a cut emoji)', 'smajlík \ud83d', true],
    ['a low surrogate at the start', '\ude00 smajlík', true],
    ['a whole emoji', 'smajlík 😀', false],
    ['plain text', 'Pri cúvaní som narazil do stĺpa.', false],
    ['nothing', '', false],
  ])('%s: a lone surrogate is %s', (_, text, lone) => expect(hasLoneSurrogate(text)).toBe(lone));
});
