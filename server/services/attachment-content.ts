/**
 * What an uploaded file really is, decided by its bytes (file-type's magic numbers), never by the
 * name or the MIME type the browser sent (DESIGN.md §6).
 */
import { createHash } from 'node:crypto';
import { PassThrough, Readable, Transform } from 'node:stream';
import { fileTypeFromStream } from 'file-type';
import { ApiError } from '../http-errors.ts';
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

/** The accepted type for what file-type detected, or undefined when it is not one we accept. */
function acceptedType(detected: { ext: string; mime: string } | undefined, hasWordStream: boolean): DetectedType | undefined {
  if (!detected) return undefined; // plain text, HTML, and other formats without magic bytes
  const id = KIND_BY_DETECTED_EXT[detected.ext];
  if (!id) return undefined;
  if (detected.ext === 'cfb' && !hasWordStream) return undefined;
  const kind = kindById(id);
  const ext = detected.ext === 'cfb' ? 'doc' : detected.ext;
  const mime = kind.mimeTypes.includes(detected.mime) ? detected.mime : kind.mimeTypes[0]!;
  return { ext, mime };
}

/** What the content check found in a file that passed it. */
export interface CheckedContent {
  size: number;
  /** SHA-256 of the bytes, lower-case hex: the core system checks its download against it. */
  sha256: string;
  detected: DetectedType;
}

export interface ContentCheck {
  /** Pass the upload through it: it hands every byte on unchanged, or fails the stream. */
  stream: Transform;
  /** What passed; only after the stream has ended without an error. */
  result(): CheckedContent;
}

/**
 * The checks of an upload, made on the bytes as they stream past, for every attachment store
 * (disk and S3): at most `maxBytes` (ApiError 413 FILE_TOO_LARGE the moment one byte more
 * arrives), not empty (400 EMPTY_FILE), and an accepted kind by its content (415
 * UNSUPPORTED_FILE_TYPE), decided by file-type reading the stream from its start as far as it
 * needs (a zip's entries one after another), so no whole file is ever held in memory. A kind
 * refused from the first bytes fails the stream at once; otherwise the verdict comes before the
 * stream ends, so a store that keeps what it is handed only once the stream has ended (a renamed
 * temp file, a completed S3 upload) never keeps a refused file.
 */
export function createContentCheck(maxBytes: number): ContentCheck {
  const hash = createHash('sha256');
  let size = 0;
  // file-type reads a copy of the stream until it has decided; after that, nothing more is copied.
  const probe = new PassThrough();
  // file-type destroys its stream once decided; a write racing that must not crash the process.
  probe.on('error', () => undefined);
  let probing = true;
  let detected: { ext: string; mime: string } | undefined;
  // A file the detector chokes on (a malformed container) is one we cannot vouch for either.
  // file-type reads web streams; cancelling the web stream (it has decided) destroys the probe.
  const detection = fileTypeFromStream(Readable.toWeb(probe) as ReadableStream<Uint8Array>)
    .catch(() => undefined)
    .then((type) => {
      probing = false;
      detected = type;
      return type;
    });
  // The Word stream name may straddle two chunks: keep the tail of the one before.
  let carry = Buffer.alloc(0);
  let hasWordStream = false;
  let checked: CheckedContent | undefined;

  const refuse = () => new ApiError(415, 'UNSUPPORTED_FILE_TYPE');

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) {
        callback(new ApiError(413, 'FILE_TOO_LARGE'));
        return;
      }
      hash.update(chunk);
      // Only a compound file (.doc) needs the Word stream; once the kind is known to be another, stop looking.
      if (!hasWordStream && (probing || detected?.ext === 'cfb')) {
        const window = Buffer.concat([carry, chunk]);
        hasWordStream = window.includes(WORD_STREAM_NAME);
        carry = window.subarray(Math.max(0, window.length - WORD_STREAM_NAME.length + 1));
      }
      // Decided already, and on no kind we accept: no use receiving the rest.
      if (!probing && !acceptedType(detected, true)) {
        callback(refuse());
        return;
      }
      if (!probing || probe.destroyed || probe.write(chunk)) {
        callback(null, chunk);
        return;
      }
      // The detector is behind: wait for it to read on, or to finish (whichever comes first).
      let waiting = true;
      const goOn = () => {
        if (!waiting) return;
        waiting = false;
        probe.off('drain', goOn);
        callback(null, chunk);
      };
      probe.once('drain', goOn);
      void detection.then(goOn);
    },
    flush(callback) {
      if (size === 0) {
        callback(new ApiError(400, 'EMPTY_FILE'));
        return;
      }
      if (!probe.destroyed) probe.end();
      void detection.then((type) => {
        const accepted = acceptedType(type, hasWordStream);
        if (!accepted) {
          callback(refuse());
          return;
        }
        checked = { size, sha256: hash.digest('hex'), detected: accepted };
        callback();
      });
    },
    destroy(error, callback) {
      probe.destroy();
      callback(error);
    },
  });

  return {
    stream,
    result() {
      if (!checked) throw new Error('the content check has not passed');
      return checked;
    },
  };
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
