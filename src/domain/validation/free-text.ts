/**
 * Typed or pasted text as the report keeps it (DECISIONS D29): every character of it is one an XML
 * 1.0 document can carry, so the claim message built from it is well-formed (server/reports/
 * claim-xml.ts). The browser applies it as the person types or pastes (TextField, Textarea); the
 * server applies it to every text of an update (server/http/text-input.ts), so a client that skips
 * the browser stores the same text.
 *
 * Pure and small: here in validation/, it goes with the form kit, not with the first screen (which has
 * no text field).
 */

/** The text with D29's line breaks as LF and its removable characters gone; idempotent. */
export function normalizeText(text: string): string {
  // The patterns sit in the function, not at module level: mutation testing then runs only the
  // tests that reach them (stryker.config.mjs).
  return (
    text
      // Line breaks XML has no room for, or that a parser would change: CR LF and a lone CR (an XML
      // parser reads both as LF, so the text would not come back as stored), vertical tab (Word's
      // line break inside a paragraph), form feed, and Unicode's line and paragraph separators.
      .replace(/\r\n?|[\v\f\u2028\u2029]/g, '\n')
      // Control characters (C0, DEL and C1) other than tab and line feed, and noncharacters (U+FFFE,
      // U+FFFF, U+FDD0-U+FDEF and the last two of every plane): invisible, and outside XML's `Char`
      // or meaningless in exchanged text. With the `u` flag a surrogate pair is one code point, so
      // these classes never split one.
      // eslint-disable-next-line no-control-regex -- D29: these control characters are what is removed
      .replace(/[\0-\b\x0E-\x1F\x7F-\x9F\p{Noncharacter_Code_Point}]/gu, '')
  );
}

/**
 * Whether the text holds half of a surrogate pair: no character at all, which neither PostgreSQL
 * nor XML can store. Not guessed away by normalizeText: the server refuses it, naming the field.
 */
export function hasLoneSurrogate(text: string): boolean {
  return /\p{Surrogate}/u.test(text);
}
