/**
 * The client's file name is untrusted text: it is stored and shown, never used as a path. These
 * helpers make it safe to hand back in a download header (RFC 6266 / RFC 8187).
 */
import { extensionOf } from '../../src/domain/attachments.ts';

const MAX_NAME_LENGTH = 150;
const FALLBACK_STEM = 'priloha';

// C0 and C1 control characters, DEL (covers CR, LF, NUL, TAB).
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g;
// Bidi embeddings, overrides and isolates, plus the invisible direction marks: they make
// "‮gpj.exe" display as "exe.jpg".
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// Characters Windows refuses in file names; browsers would otherwise rewrite them unpredictably.
const WINDOWS_RESERVED = /[<>:"|?*]/g;

/** NFC, no control or bidi characters, last path segment only. */
export function cleanClientName(clientName: string): string {
  const visible = clientName.normalize('NFC').replace(CONTROL_CHARACTERS, '').replace(BIDI_CONTROLS, '');
  return visible.split(/[/\\]/).pop() ?? '';
}

function truncateCodePoints(text: string, max: number): string {
  const codePoints = Array.from(text);
  return codePoints.length <= max ? text : codePoints.slice(0, max).join('');
}

/**
 * Values for `Content-Disposition: attachment; filename="<ascii>"; filename*=UTF-8''<utf8>`.
 * `utf8` is the readable name, not yet percent-encoded (see contentDispositionAttachment).
 * At most 150 characters, extension kept, never empty ("priloha" + extension).
 */
export function safeDownloadName(clientName: string): { ascii: string; utf8: string } {
  const base = cleanClientName(clientName).replace(WINDOWS_RESERVED, '_').trim();
  const extension = extensionOf(base) ? base.slice(base.lastIndexOf('.')) : '';
  const trimStem = (stem: string) => stem.replace(/^[\s.]+|[\s.]+$/g, '');
  let stem = trimStem(base.slice(0, base.length - extension.length));
  stem = trimStem(truncateCodePoints(stem, MAX_NAME_LENGTH - extension.length)) || FALLBACK_STEM;
  const utf8 = stem + extension;

  // ASCII form for old clients: diacritics dropped (Škoda -> Skoda), anything else non-ASCII, the
  // quote, backslash and percent (some clients percent-decode filename=) replaced.
  const toAscii = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\x20-\x7E]/g, '_')
      .replace(/["\\%]/g, '_');
  const asciiStem = toAscii(stem);
  const ascii = (/[A-Za-z0-9]/.test(asciiStem) ? asciiStem : FALLBACK_STEM) + toAscii(extension);
  return { ascii, utf8 };
}

/** RFC 8187 value encoding: percent-encodes everything outside attr-char. */
function encodeExtValue(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A complete `Content-Disposition` header value for downloading an attachment. */
export function contentDispositionAttachment(clientName: string): string {
  const { ascii, utf8 } = safeDownloadName(clientName);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(utf8)}`;
}
