import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '../../src/domain/attachments.ts';
import { ApiError } from '../../server/http-errors.ts';
import { createDiskAttachmentStore, type AttachmentStore } from '../../server/services/attachment-store.ts';
import { createS3AttachmentStore } from '../../server/services/s3-attachment-store.ts';
import { startTestS3, storeModes, type TestS3 } from '../support/s3.ts';
import { acceptedSamples, makeZip, refusedSamples } from './sample-files.ts';

const limit = { maxBytes: MAX_ATTACHMENT_BYTES };

/** The error `promise` rejects with, as status and code. */
async function failure(promise: Promise<unknown>): Promise<{ status: number; code: string }> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(ApiError);
  const { statusCode, code } = error as ApiError;
  return { status: statusCode, code };
}

/** `size` bytes that start like a JPEG, produced in 64 KiB chunks (never all in memory at once). */
function jpegOfSize(size: number): Readable {
  const chunk = 64 * 1024;
  return Readable.from(
    (function* () {
      let sent = 0;
      while (sent < size) {
        const length = Math.min(chunk, size - sent);
        const buffer = Buffer.alloc(length);
        if (sent === 0) Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(buffer);
        sent += length;
        yield buffer;
      }
    })(),
  );
}

describe.each(storeModes)('attachment store on %s', (mode) => {
  let dir: string;
  let s3: TestS3 | undefined;
  let store: AttachmentStore;

  beforeAll(async () => {
    if (mode === 's3') s3 = await startTestS3();
  });
  afterAll(() => s3?.close());

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'attachments-'));
    store = mode === 's3' ? createS3AttachmentStore(s3!.settings, s3!.client) : createDiskAttachmentStore(dir);
  });

  afterEach(async () => {
    // Every test starts with an empty store.
    for (const key of await keptKeys()) await store.remove(key);
    await rm(dir, { recursive: true, force: true });
  });

  /** What the store holds: the disk directory's files (temp files included), or the bucket's objects under attachments/. */
  async function keptKeys(): Promise<string[]> {
    if (mode === 'disk') return (await readdir(dir)).sort();
    return (await s3!.objectKeys()).map((key) => key.replace(/^attachments\//, ''));
  }

  describe('attachment store: accepted kinds (detected by content)', () => {
    it.each(acceptedSamples)('accepts $name as $expected.ext', async ({ content, expected }) => {
      const stored = await store.save(Readable.from([content]), limit);
      expect(stored.detected).toEqual(expected);
      expect(stored.size).toBe(content.length);
      expect(await buffer(await store.open(stored.key))).toEqual(content);
    });

    it('keeps a zip as it is, without unpacking it', async () => {
      const zip = makeZip([
        ['../../outside.txt', 'path traversal attempt'],
        ['a.txt', 'hello'],
      ]);
      const stored = await store.save(Readable.from([zip]), limit);
      expect(await keptKeys()).toEqual([stored.key]);
      expect(await buffer(await store.open(stored.key))).toEqual(zip);
    });

    it('accepts a zip with more entries than the detector reads', async () => {
      const entries = Array.from({ length: 1100 }, (_, i): [string, string] => [`photo-${i}.txt`, 'x']);
      const stored = await store.save(Readable.from([makeZip(entries)]), limit);
      expect(stored.detected.ext).toBe('zip');
    });
  });

  describe('attachment store: refused content', () => {
    it.each(refusedSamples)('refuses $label with 415 and keeps nothing', async ({ content }) => {
      expect(await failure(store.save(Readable.from([content]), limit))).toEqual({
        status: 415,
        code: 'UNSUPPORTED_FILE_TYPE',
      });
      expect(await keptKeys()).toEqual([]);
    });

    it('refuses an empty file with 400 and keeps nothing', async () => {
      expect(await failure(store.save(Readable.from([]), limit))).toEqual({ status: 400, code: 'EMPTY_FILE' });
      expect(await keptKeys()).toEqual([]);
    });
  });

  describe('attachment store: size limit', () => {
    it('accepts exactly 15 MB', async () => {
      const stored = await store.save(jpegOfSize(MAX_ATTACHMENT_BYTES), limit);
      expect(stored.size).toBe(MAX_ATTACHMENT_BYTES);
      expect(stored.detected.ext).toBe('jpg');
      expect(await keptKeys()).toEqual([stored.key]);
    });

    it('refuses 15 MB + 1 byte with 413 and leaves no temp file behind', async () => {
      expect(await failure(store.save(jpegOfSize(MAX_ATTACHMENT_BYTES + 1), limit))).toEqual({
        status: 413,
        code: 'FILE_TOO_LARGE',
      });
      expect(await keptKeys()).toEqual([]);
    });

    /** A stream that never ends, of 1 KiB chunks, starting with `head`; counts what was produced. */
    function endlessStream(head: Buffer) {
      const counter = { produced: 0 };
      const stream = new Readable({
        read() {
          const chunk = Buffer.alloc(1024, 0x41);
          if (counter.produced === 0) head.copy(chunk);
          counter.produced += 1024;
          this.push(chunk);
        },
      });
      return { stream, counter };
    }

    it('stops reading as soon as the limit is passed (an endless upload ends)', async () => {
      const { stream: endless, counter } = endlessStream(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
      expect(await failure(store.save(endless, { maxBytes: 100 * 1024 }))).toEqual({
        status: 413,
        code: 'FILE_TOO_LARGE',
      });
      // Read-ahead buffers a little beyond the limit, never the whole stream.
      expect(counter.produced).toBeLessThan(200 * 1024);
      expect(endless.destroyed).toBe(true);
      expect(await keptKeys()).toEqual([]);
    });

    it('stops reading a kind it refuses as soon as the first bytes tell (an endless text upload ends with 415)', async () => {
      const { stream: endless, counter } = endlessStream(Buffer.from('plain text, not a photo'));
      expect(await failure(store.save(endless, limit))).toEqual({ status: 415, code: 'UNSUPPORTED_FILE_TYPE' });
      // The streams' read-ahead (64 KiB a stream), not the 15 MB allowed.
      expect(counter.produced).toBeLessThan(1024 * 1024);
      expect(endless.destroyed).toBe(true);
      expect(await keptKeys()).toEqual([]);
    });

    it('deletes the temp file when the client aborts mid-upload', async () => {
      let pushed = false;
      const aborted = new Readable({
        read() {
          if (pushed) this.destroy(new Error('client went away'));
          else this.push(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
          pushed = true;
        },
      });
      await expect(store.save(aborted, limit)).rejects.toThrow('client went away');
      expect(await keptKeys()).toEqual([]);
    });

    it('survives a client that aborts before the copy has started', async () => {
      const aborted = new Readable({ read() {} });
      const saving = store.save(aborted, limit);
      aborted.destroy(new Error('client went away early'));
      await expect(saving).rejects.toThrow('client went away early');
      expect(await keptKeys()).toEqual([]);
    });
  });

  describe('attachment store: keys', () => {
    it('stores under random keys that owe nothing to the client, and reads back and removes', async () => {
      const jpeg = acceptedSamples[0]!.content;
      const first = await store.save(Readable.from([jpeg]), limit);
      const second = await store.save(Readable.from([jpeg]), limit);
      expect(first.key).toMatch(/^[0-9a-f]{32}$/);
      expect(second.key).not.toBe(first.key);
      expect((await keptKeys()).sort()).toEqual([first.key, second.key].sort());

      expect(await buffer(await store.open(first.key))).toEqual(jpeg);
      await store.remove(first.key);
      await store.remove(first.key); // removing twice is fine
      expect(await failure(store.open(first.key))).toEqual({ status: 404, code: 'NOT_FOUND' });
      expect(await keptKeys()).toEqual([second.key]);
    });

    it('hands back the SHA-256 of the bytes it kept, for a file of several upload parts too', async () => {
      // 12 MB: more than two of S3's 5 MiB parts, streamed (a multipart upload on S3).
      const stored = await store.save(jpegOfSize(12 * 1024 * 1024), limit);
      const kept = await buffer(await store.open(stored.key));
      expect(kept.length).toBe(12 * 1024 * 1024);
      expect(stored.sha256).toBe(createHash('sha256').update(kept).digest('hex'));
      expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
    });

    it('lists the files written before a time, for the retention sweep, and nothing newer', async () => {
      const stored = await store.save(Readable.from([acceptedSamples[0]!.content]), limit);
      expect(await store.listOlderThan!(new Date(Date.now() + 60_000))).toEqual([stored.key]);
      expect(await store.listOlderThan!(new Date(Date.now() - 60_000))).toEqual([]);
    });

    it('never turns a foreign key into a path', async () => {
      expect(await failure(store.open('../../etc/passwd'))).toEqual({ status: 404, code: 'NOT_FOUND' });
      expect(await failure(store.remove('../x'))).toEqual({ status: 404, code: 'NOT_FOUND' });
    });
  });
});
