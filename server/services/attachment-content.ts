/**
 * What an uploaded file really is, decided by its bytes (file-type's magic numbers), never by the
 * name or the MIME type the browser sent (DESIGN.md §6).
 */
import { createReadStream } from 'node:fs';
import { fileTypeFromFile } from 'file-type';
import { ACCEPTED_FILE_KINDS, extensionOf, fileKindOfExtension, type FileKind, type FileKindId } from '../../src/domain/attachments.ts';
import { cleanClientName } from './attachment-names.ts';

export interface DetectedType {
  /** Canonical extension of the accepted kind (`doc` for an OLE compound file, not `cfb`). */
  ext: string;
  /** The MIME type to serve the file with. */
  mime: string;
}

/**
 * file-type's name for a detected format -> our accepted kind. Anything absent is refused.
 * `cfb` is the OLE compound file of .doc (also of .xls, .ppt and .msi, hence the extra check below);
 * `m4v` is Apple's flavour of MP4; HEIF images are all reported as `heic`. A `mov` (QuickTime) is
 * not an MP4 and SPEC §5 lists mp4 only.
 */
const KIND_BY_DETECTED_EXT: Record<string, FileKindId> = {
  jpg: 'jpeg',
  png: 'png',
  heic: 'heif',
  mp4: 'mp4',
  m4v: 'mp4',
  cfb: 'doc',
  docx: 'docx',
  pdf: 'pdf',
  zip: 'zip',
  rar: 'rar',
};

function kindById(id: FileKindId): FileKind {
  return ACCEPTED_FILE_KINDS.find((kind) => kind.id === id)!;
}

/** The accepted kind for a detected (file-type) or canonical extension. */
function kindOfDetectedExt(detectedExt: string): FileKind | undefined {
  const id = KIND_BY_DETECTED_EXT[detectedExt.toLowerCase()];
  return id ? kindById(id) : fileKindOfExtension(detectedExt);
}

// Every Word 97-2003 document has a stream named "WordDocument"; its directory entry stores the
// name in UTF-16LE. Checking for it refuses an installer (.msi) or a spreadsheet posing as a .doc.
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

async function fileContains(path: string, needle: Buffer): Promise<boolean> {
  let carry = Buffer.alloc(0);
  for await (const chunk of createReadStream(path)) {
    const window = Buffer.concat([carry, chunk as Buffer]);
    if (window.includes(needle)) return true;
    carry = window.subarray(Math.max(0, window.length - needle.length + 1));
  }
  return false;
}

/** The accepted type of the file at `path`, or undefined when it is not one we accept. */
export async function detectAcceptedType(path: string): Promise<DetectedType | undefined> {
  // A file the detector chokes on (a malformed container) is one we cannot vouch for either.
  const detected = await fileTypeFromFile(path).catch(() => undefined);
  if (!detected) return undefined; // plain text, HTML, and other formats without magic bytes
  const id = KIND_BY_DETECTED_EXT[detected.ext];
  if (!id) return undefined;
  if (detected.ext === 'cfb' && !(await fileContains(path, WORD_STREAM_NAME))) return undefined;
  const kind = kindById(id);
  const ext = detected.ext === 'cfb' ? 'doc' : detected.ext;
  const mime = kind.mimeTypes.includes(detected.mime) ? detected.mime : kind.mimeTypes[0]!;
  return { ext, mime };
}

/**
 * True when the client's file name agrees with the content: same kind (jpg/jpeg, heic/heif,
 * doc/cfb, mp4/m4v ...), or no extension at all (phones often send "image" or "blob").
 * The upload route refuses a mismatch (a real PNG named .pdf) with 415, so what the summary shows
 * as the file name never lies about what the file is.
 */
export function checkNameMatchesContent(clientName: string, detectedExt: string): boolean {
  const clientExt = extensionOf(cleanClientName(clientName));
  if (clientExt === '') return true;
  const clientKind = fileKindOfExtension(clientExt);
  const contentKind = kindOfDetectedExt(detectedExt);
  return clientKind !== undefined && clientKind.id === contentKind?.id;
}
