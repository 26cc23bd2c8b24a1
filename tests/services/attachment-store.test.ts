import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '../../src/domain/attachments.ts';
import { ApiError } from '../../server/http-errors.ts';
import { createDiskAttachmentStore, type AttachmentStore } from '../../server/services/attachment-store.ts';
import { acceptedSamples, makeZip, refusedSamples } from './sample-files.ts';

let dir: string;
let store: AttachmentStore;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'attachments-'));
  store = createDiskAttachmentStore(dir);
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

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

describe('attachment store: accepted kinds (detected by content)', () => {
  it.each(acceptedSamples)('accepts $name as $expected.ext', async ({ content, expected }) => {
    const stored = await store.save(Readable.from([content]), limit);
    expect(stored.detected).toEqual(expected);
    expect(stored.size).toBe(content.length);
    expect(await readFile(path.join(dir, stored.key))).toEqual(content);
  });

  it('keeps a zip as it is, without unpacking it', async () => {
    const zip = makeZip([
      ['../../outside.txt', 'path traversal attempt'],
      ['a.txt', 'hello'],
    ]);
    const stored = await store.save(Readable.from([zip]), limit);
    expect(await readdir(dir)).toEqual([stored.key]);
    expect(await readFile(path.join(dir, stored.key))).toEqual(zip);
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
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses an empty file with 400 and keeps nothing', async () => {
    expect(await failure(store.save(Readable.from([]), limit))).toEqual({ status: 400, code: 'EMPTY_FILE' });
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('attachment store: size limit', () => {
  it('accepts exactly 15 MB', async () => {
    const stored = await store.save(jpegOfSize(MAX_ATTACHMENT_BYTES), limit);
    expect(stored.size).toBe(MAX_ATTACHMENT_BYTES);
    expect(stored.detected.ext).toBe('jpg');
    expect(await readdir(dir)).toEqual([stored.key]);
  });

  it('refuses 15 MB + 1 byte with 413 and leaves no temp file behind', async () => {
    expect(await failure(store.save(jpegOfSize(MAX_ATTACHMENT_BYTES + 1), limit))).toEqual({
      status: 413,
      code: 'FILE_TOO_LARGE',
    });
    expect(await readdir(dir)).toEqual([]);
  });

  it('stops reading as soon as the limit is passed (an endless upload ends)', async () => {
    let produced = 0;
    const endless = new Readable({
      read() {
        produced += 1024;
        this.push(Buffer.alloc(1024, 0x41));
      },
    });
    expect(await failure(store.save(endless, { maxBytes: 100 * 1024 }))).toEqual({
      status: 413,
      code: 'FILE_TOO_LARGE',
    });
    // Read-ahead buffers a little beyond the limit, never the whole stream.
    expect(produced).toBeLessThan(200 * 1024);
    expect(endless.destroyed).toBe(true);
    expect(await readdir(dir)).toEqual([]);
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
    expect(await readdir(dir)).toEqual([]);
  });

  it('survives a client that aborts before the copy has started', async () => {
    const aborted = new Readable({ read() {} });
    const saving = store.save(aborted, limit);
    aborted.destroy(new Error('client went away early'));
    await expect(saving).rejects.toThrow('client went away early');
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('attachment store: keys', () => {
  it('stores under random keys that owe nothing to the client, and reads back and removes', async () => {
    const jpeg = acceptedSamples[0]!.content;
    const first = await store.save(Readable.from([jpeg]), limit);
    const second = await store.save(Readable.from([jpeg]), limit);
    expect(first.key).toMatch(/^[0-9a-f]{32}$/);
    expect(second.key).not.toBe(first.key);
    expect((await readdir(dir)).sort()).toEqual([first.key, second.key].sort());

    expect(await buffer(await store.open(first.key))).toEqual(jpeg);
    await store.remove(first.key);
    await store.remove(first.key); // removing twice is fine
    expect(await failure(store.open(first.key))).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(await readdir(dir)).toEqual([second.key]);
  });

  it('never turns a foreign key into a path', async () => {
    expect(await failure(store.open('../../etc/passwd'))).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(await failure(store.remove('../x'))).toEqual({ status: 404, code: 'NOT_FOUND' });
  });
});
