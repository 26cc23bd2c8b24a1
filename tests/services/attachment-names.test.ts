import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ATTRIBUTE,
  ATTACHMENT_TYPES,
  attachmentTypeFromApi,
  attachmentTypeToApi,
  extensionOf,
  isAcceptedFileName,
  isAttachmentType,
} from '../../src/domain/attachments.ts';
import { checkNameMatchesContent, contentDispositionAttachment, safeDownloadName } from '../../server/services/attachment-store.ts';

describe('safeDownloadName', () => {
  it('keeps only the last path segment', () => {
    expect(safeDownloadName('../../etc/passwd')).toEqual({ ascii: 'passwd', utf8: 'passwd' });
    expect(safeDownloadName('..\\..\\Windows\\system32\\scan.pdf').utf8).toBe('scan.pdf');
    expect(safeDownloadName('C:\\Users\\jana\\Desktop\\fotka.jpg').utf8).toBe('fotka.jpg');
  });

  it('drops CR, LF, NUL and other control characters (no header injection)', () => {
    expect(safeDownloadName('a\r\nb.pdf')).toEqual({ ascii: 'ab.pdf', utf8: 'ab.pdf' });
    // eslint-disable-next-line no-control-regex -- the control characters must be gone
    expect(safeDownloadName('x\r\nContent-Type: text/html\u0000.pdf').utf8).not.toMatch(/[\r\n\u0000]/);
  });

  it('drops bidi overrides so the real extension shows', () => {
    expect(safeDownloadName('\u202Egpj.exe').utf8).toBe('gpj.exe');
    expect(safeDownloadName('faktura\u202Efdp.exe').utf8).toBe('fakturafdp.exe');
    expect(safeDownloadName('a\u2066b\u2069\u200F.pdf').utf8).toBe('ab.pdf');
  });

  it('caps the length at 150 characters and keeps the extension', () => {
    const { ascii, utf8 } = safeDownloadName(`${'a'.repeat(300)}.pdf`);
    expect(utf8).toHaveLength(150);
    expect(utf8.endsWith('.pdf')).toBe(true);
    expect(ascii).toBe(utf8);
    expect(safeDownloadName('b'.repeat(300)).utf8).toHaveLength(150);
  });

  it('never cuts a character in half', () => {
    const { utf8 } = safeDownloadName(`${'😀'.repeat(200)}.jpg`);
    expect(Array.from(utf8)).toHaveLength(150);
    expect(() => encodeURIComponent(utf8)).not.toThrow(); // throws on a lone surrogate
    expect(utf8.endsWith('.jpg')).toBe(true);
  });

  it('normalises to NFC and gives an ASCII fallback without diacritics', () => {
    const decomposed = 'S\u030Ckoda na aute\u0301 - c\u030Casť 1.pdf'; // NFD, as macOS sends it
    const { ascii, utf8 } = safeDownloadName(decomposed);
    expect(utf8).toBe('Škoda na auté - časť 1.pdf');
    expect(utf8).toBe(utf8.normalize('NFC'));
    expect(ascii).toBe('Skoda na aute - cast 1.pdf');
  });

  it('keeps quotes, backslashes and percent signs out of the quoted ASCII form', () => {
    const { ascii } = safeDownloadName('moja "najlepšia" fotka 100%.jpg');
    expect(ascii).not.toMatch(/["\\%]/);
    expect(ascii).toBe('moja _najlepsia_ fotka 100_.jpg');
  });

  it('is never empty', () => {
    expect(safeDownloadName('')).toEqual({ ascii: 'priloha', utf8: 'priloha' });
    expect(safeDownloadName('...')).toEqual({ ascii: 'priloha', utf8: 'priloha' });
    expect(safeDownloadName('.pdf').utf8).toBe('priloha.pdf');
    expect(safeDownloadName('../').utf8).toBe('priloha');
    expect(safeDownloadName('\u202E\r\n.jpg').utf8).toBe('priloha.jpg');
    expect(safeDownloadName('照片.jpg')).toEqual({ ascii: 'priloha.jpg', utf8: '照片.jpg' });
  });

  it('builds an RFC 6266 header value', () => {
    expect(contentDispositionAttachment('Škoda (1).pdf')).toBe(
      `attachment; filename="Skoda (1).pdf"; filename*=UTF-8''%C5%A0koda%20%281%29.pdf`,
    );
    expect(contentDispositionAttachment('it\'s\r\n".pdf')).toBe(`attachment; filename="it's_.pdf"; filename*=UTF-8''it%27s_.pdf`);
  });
});

describe('checkNameMatchesContent', () => {
  it.each([
    ['photo.jpg', 'jpg'],
    ['photo.JPEG', 'jpg'],
    ['IMG_0001.HEIC', 'heic'],
    ['obrazok.heif', 'heic'],
    ['stary.doc', 'cfb'],
    ['stary.doc', 'doc'],
    ['video.mp4', 'm4v'],
    ['zmluva.docx', 'docx'],
    ['archiv.rar', 'rar'],
    ['image', 'png'],
    ['Doklad 12.5.2024', 'pdf'],
  ])('%s with %s content matches', (name, detected) => {
    expect(checkNameMatchesContent(name, detected)).toBe(true);
  });

  it.each([
    ['skutocne-png.pdf', 'png'],
    ['fotka.png', 'jpg'],
    ['program.exe', 'jpg'],
    ['video.mov', 'mp4'],
    ['dokument.docx', 'zip'],
    ['fotky.zip', 'docx'],
    ['\u202Egpj.exe', 'jpg'],
  ])('%s with %s content does not match', (name, detected) => {
    expect(checkNameMatchesContent(name, detected)).toBe(false);
  });
});

describe('shared upload rules (src/domain/attachments.ts)', () => {
  it('maps the ten attachment types both ways', () => {
    expect(ATTACHMENT_TYPES).toHaveLength(10);
    expect(attachmentTypeToApi('photoDoc')).toBe('PHOTO_DOC');
    expect(attachmentTypeToApi('expertTestimony')).toBe('EXPERT_TESTIMONY');
    for (const type of ATTACHMENT_TYPES) expect(attachmentTypeToApi(attachmentTypeFromApi(type))).toBe(type);
    expect(isAttachmentType('POLICE_REPORT')).toBe(true);
    expect(isAttachmentType('policeReport')).toBe(false);
  });

  it('knows extensions and the accept attribute', () => {
    expect(extensionOf('a/b/Fotka.JPG')).toBe('jpg');
    expect(extensionOf('.pdf')).toBe('pdf');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('scan 1.5.2024')).toBe('');
    expect(isAcceptedFileName('zmluva.docx')).toBe(true);
    expect(isAcceptedFileName('setup.exe')).toBe(false);
    for (const extension of ['jpg', 'jpeg', 'png', 'heic', 'heif', 'mp4', 'doc', 'docx', 'pdf', 'zip', 'rar']) {
      expect(ACCEPT_ATTRIBUTE.split(',')).toContain(`.${extension}`);
    }
  });
});
