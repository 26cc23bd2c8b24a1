/**
 * Where uploaded files live (DESIGN.md §2): one interface, two implementations chosen by
 * configuration: on disk under `${dataDir}/attachments` (the embedded default, here) and in an
 * S3-compatible bucket when S3_BUCKET is set (s3-attachment-store.ts). The database row (table
 * `attachment`) keeps the client's name and type; the store only knows random keys.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { notFound } from '../http-errors.ts';
import { createContentCheck, type CheckedContent } from './attachment-content.ts';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from './private-files.ts';

export { checkNameMatchesContent } from './attachment-content.ts';
export { contentDispositionAttachment, safeDownloadName } from './attachment-names.ts';

/** A file the store has kept: its key, and what the content check found (size, SHA-256, kind). */
export interface StoredFile extends CheckedContent {
  key: string;
}

/** How a direct download link names and types the file it serves. */
export interface DirectLinkOptions {
  fileName: string;
  contentType: string;
  expiresInSeconds: number;
  /** When the link is signed: its expiry counts from here, as the links service's `now`. */
  signedAt: Date;
}

export interface AttachmentStore {
  /**
   * Streams `source` into the store through the content check (attachment-content.ts). Throws
   * ApiError 413 FILE_TOO_LARGE as soon as more than `maxBytes` arrive, 400 EMPTY_FILE, or 415
   * UNSUPPORTED_FILE_TYPE when the content is not an accepted kind. Nothing is kept when it throws.
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
  /**
   * A URL from which the file can be fetched without this server until it expires (an S3
   * pre-signed URL). A store without it is served by the server's own signed links
   * (attachment-links.ts).
   */
  directLink?(key: string, options: DirectLinkOptions): Promise<string>;
  /** Lets go of connections (the app's close). */
  close?(): void;
}

// 128 random bits as lower-case hex: nothing of the client's name reaches the path, and keys stay
// distinct on case-insensitive file systems (base64 would not).
export const KEY_PATTERN = /^[0-9a-f]{32}$/;
export const newKey = () => randomBytes(16).toString('hex');
const TEMP_SUFFIX = '.part';
/** A file being received (`<key>.part`); one still there after the upload was left by a killed process. */
export const ATTACHMENT_TEMP_FILE = /^[0-9a-f]{32}\.part$/;
/** A stored file or a leftover temp file (only the retention purge names those). */
const FILE_PATTERN = /^[0-9a-f]{32}(?:\.part)?$/;

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
      const check = createContentCheck(maxBytes);
      try {
        await mkdir(dir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
        const file = await open(tempPath, 'wx', PRIVATE_FILE_MODE);
        const copying = pipeline(source, check.stream, file.createWriteStream());
        source.off('error', ignoreUntilPiped);
        await copying;
        await rename(tempPath, path.join(dir, key));
        return { key, ...check.result() };
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
