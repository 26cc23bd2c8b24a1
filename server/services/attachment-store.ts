/**
 * Where uploaded files live (DESIGN.md §2): one interface, a disk implementation under
 * `${dataDir}/attachments`, an S3-compatible one later. The database row (table `attachment`)
 * keeps the client's name and type; the store only knows random keys.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ApiError, notFound } from '../http-errors.ts';
import { detectAcceptedType, type DetectedType } from './attachment-content.ts';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from './private-files.ts';

export { checkNameMatchesContent } from './attachment-content.ts';
export { contentDispositionAttachment, safeDownloadName } from './attachment-names.ts';

export interface StoredFile {
  key: string;
  size: number;
  detected: DetectedType;
}

export interface AttachmentStore {
  /**
   * Streams `source` into the store. Throws ApiError 413 FILE_TOO_LARGE as soon as more than
   * `maxBytes` arrive, 400 EMPTY_FILE, or 415 UNSUPPORTED_FILE_TYPE when the content is not an
   * accepted kind. Nothing is kept when it throws.
   */
  save(source: Readable, options: { maxBytes: number }): Promise<StoredFile>;
  /** The file's bytes; ApiError 404 when no file has this key. */
  open(key: string): Promise<Readable>;
  /** Deletes the file; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Keys of the files (and of uploads a crash left half-written) last written before `before`,
   * for the retention purge (server/reports/retention.ts) to find files no report refers to.
   */
  listOlderThan?(before: Date): Promise<string[]>;
}

// 128 random bits as lower-case hex: nothing of the client's name reaches the path, and keys stay
// distinct on case-insensitive file systems (base64 would not).
const KEY_PATTERN = /^[0-9a-f]{32}$/;
const newKey = () => randomBytes(16).toString('hex');
const TEMP_SUFFIX = '.part';
/** A file being received (`<key>.part`); one still there after the upload was left by a killed process. */
export const ATTACHMENT_TEMP_FILE = /^[0-9a-f]{32}\.part$/;
/** A stored file or a leftover temp file (only the retention purge names those). */
const FILE_PATTERN = /^[0-9a-f]{32}(?:\.part)?$/;

/** Counts bytes as they pass and fails the stream the moment the limit is passed. */
function byteLimit(maxBytes: number, onSize: (size: number) => void): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      onSize(size);
      if (size > maxBytes) {
        callback(new ApiError(413, 'FILE_TOO_LARGE'));
      } else {
        callback(null, chunk);
      }
    },
  });
}

/** Where the disk store keeps the files: `DATA_DIR/attachments`. */
export const attachmentsDirectory = (dataDir: string) => path.join(dataDir, 'attachments');

export function createDiskAttachmentStore(dir: string): AttachmentStore {
  // Keys come back from the database, but a key that is not ours never becomes a path.
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw notFound();
    return path.join(dir, key);
  };

  return {
    async save(source, { maxBytes }) {
      // The client may abort while the temp file is being set up, before pipeline() listens:
      // keep that error from crashing the process (pipeline() still rejects with it).
      const ignoreUntilPiped = () => undefined;
      source.on('error', ignoreUntilPiped);
      const key = newKey();
      // Same directory as the final file, so the rename is atomic; the suffix marks leftovers of
      // a crashed process.
      const tempPath = path.join(dir, key + TEMP_SUFFIX);
      let size = 0;
      try {
        await mkdir(dir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
        const file = await open(tempPath, 'wx', PRIVATE_FILE_MODE);
        const copying = pipeline(
          source,
          byteLimit(maxBytes, (bytes) => (size = bytes)),
          file.createWriteStream(),
        );
        source.off('error', ignoreUntilPiped);
        await copying;
        if (size === 0) throw new ApiError(400, 'EMPTY_FILE');
        const detected = await detectAcceptedType(tempPath);
        if (!detected) {
          throw new ApiError(415, 'UNSUPPORTED_FILE_TYPE');
        }
        await rename(tempPath, path.join(dir, key));
        return { key, size, detected };
      } catch (error) {
        source.off('error', ignoreUntilPiped);
        // Nobody else will read the rest (pipeline() has already done this if the copy failed).
        if (!source.destroyed) source.destroy();
        await rm(tempPath, { force: true });
        throw error;
      }
    },

    async open(key) {
      // Opened here, not lazily in the stream, so a missing file is a 404 before any header is sent.
      const handle = await open(pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? notFound() : error;
      });
      return handle.createReadStream();
    },

    async remove(key) {
      if (!FILE_PATTERN.test(key)) throw notFound();
      await rm(path.join(dir, key), { force: true });
    },

    async listOlderThan(before) {
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      const old: string[] = [];
      for (const name of names) {
        if (!FILE_PATTERN.test(name)) continue;
        const info = await stat(path.join(dir, name)).catch(() => undefined);
        if (info && info.mtime < before) old.push(name);
      }
      return old;
    },
  };
}
