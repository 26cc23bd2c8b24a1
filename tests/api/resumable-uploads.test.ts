import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { purgeExpiredDrafts, UNFINISHED_UPLOAD_MS } from '../../server/reports/retention.ts';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_REPORT } from '../../src/domain/attachments.ts';
import { apiClient } from '../support/api.ts';
import { databaseModes } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/**
 * Uploads that survive a dropped connection (tus 1.0.0, server/routes/
 * resumable-uploads.ts). What a client sees: the file arrives whole and byte for byte the same
 * however it was cut, with the same limits and content checks as the one-request upload, and a
 * refused or abandoned upload leaves nothing behind.
 */

const MB = 1024 * 1024;
const TUS = { 'tus-resumable': '1.0.0' };
/** A JPEG of `bytes` bytes: a real one's start, then varied bytes (so a misplaced piece shows). */
const jpegOf = (bytes: number) => {
  const body = Buffer.alloc(bytes - 22);
  for (let index = 0; index < body.length; index += 1) body[index] = (index * 7 + (index >> 10)) & 0xff;
  return Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex'), body]);
};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

describe.each(databaseModes)('resumable uploads (%s)', (mode) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    server = await startTestServer(mode);
    api = apiClient(server.app);
  });
  afterAll(() => server?.close());

  const create = (id: string, length: number, fields: Record<string, string> = { filename: 'fotka.jpg', type: 'PHOTO_DOC' }) =>
    api.call({
      method: 'POST',
      url: `/v1/incident-report/${id}/uploads`,
      headers: { ...TUS, 'upload-length': String(length), 'upload-metadata': metadata(fields) },
    });
  const patch = (url: string, offset: number, bytes: Buffer, headers: Record<string, string> = TUS) =>
    api.call({
      method: 'PATCH',
      url,
      payload: bytes,
      headers: { 'upload-offset': String(offset), ...headers, 'content-type': 'application/offset+octet-stream' },
    });
  const head = (url: string) => api.call({ method: 'HEAD', url, headers: TUS });
  const stored = async () => ({
    uploads: await server.app.db.selectFrom('upload').select(['id', 'attachment_id']).execute(),
    pieces: (await server.app.db.selectFrom('upload_chunk').select('upload_id').execute()).length,
    files: await readdir(path.join(server.dataDir, 'attachments')).catch(() => []),
  });

  it('a file sent in two pieces becomes an attachment, byte for byte the same; its parts are gone', async () => {
    const id = await api.create();
    const file = jpegOf(3 * MB + 12345);
    const created = await create(id, file.length);
    expect(created.status).toBe(201);
    expect(created.headers['tus-resumable']).toBe('1.0.0');
    const url = created.headers.location as string;
    expect(url).toMatch(new RegExp(`^/v1/incident-report/${id}/uploads/[A-Za-z0-9_-]{24}$`));

    const first = await patch(url, 0, file.subarray(0, 2 * MB));
    expect([first.status, first.headers['upload-offset']]).toEqual([204, String(2 * MB)]);
    expect((await head(url)).headers['upload-offset']).toBe(String(2 * MB));
    // Not there yet: the attachment waits for the last byte.
    expect((await api.call({ method: 'GET', url: `${url}/attachment` })).body.code).toBe('UPLOAD_INCOMPLETE');

    const last = await patch(url, 2 * MB, file.subarray(2 * MB));
    expect([last.status, last.headers['upload-offset']]).toEqual([204, String(file.length)]);
    const attachment = await api.call({ method: 'GET', url: `${url}/attachment` });
    expect(attachment.status).toBe(200);
    expect(attachment.body).toMatchObject({ type: 'PHOTO_DOC', clientName: 'fotka.jpg', size: file.length, contentType: 'image/jpeg' });
    const view = await api.call({ method: 'GET', url: `/v1/incident-report/${id}/view-attachment/${attachment.body.id}` });
    expect(Buffer.compare(view.raw.rawPayload, file)).toBe(0);
    expect((await api.load(id)).attachments.map((item) => item.id)).toContain(attachment.body.id);
    expect((await stored()).pieces).toBe(0);
  });

  it('an announcement repeated with its Idempotency-Key (its answer lost) answers the same upload; another key, another upload', async () => {
    const id = await api.create();
    const file = jpegOf(64 * 1024);
    // A phone of its own: its calls do not count against the other tests' per-address limit.
    const remoteAddress = '203.0.113.36';
    const announce = (key: string) =>
      api.call({
        method: 'POST',
        url: `/v1/incident-report/${id}/uploads`,
        remoteAddress,
        headers: {
          ...TUS,
          'upload-length': String(file.length),
          'upload-metadata': metadata({ filename: 'fotka.jpg' }),
          'idempotency-key': key,
        },
      });
    const first = await announce('file-1');
    const repeat = await announce('file-1');
    expect([first.status, repeat.status]).toEqual([201, 201]);
    expect(repeat.headers.location).toBe(first.headers.location);
    const other = await announce('file-2');
    expect(other.headers.location).not.toBe(first.headers.location);
    expect((await server.app.db.selectFrom('upload').select('id').where('report_id', '=', id).execute()).length).toBe(2);

    const url = first.headers.location as string;
    const sent = await api.call({
      method: 'PATCH',
      url,
      remoteAddress,
      payload: file,
      headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    });
    expect(sent.status).toBe(204);
    // Announced again after it arrived: still that upload, which answers its attachment.
    const late = await announce('file-1');
    expect(late.headers.location).toBe(url);
    expect((await api.call({ method: 'GET', url: `${url}/attachment`, remoteAddress })).status).toBe(200);
  });

  it('a connection cut in the middle keeps what arrived; HEAD says where to go on, and only the rest is sent', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const id = await api.create();
    const file = jpegOf(4 * MB);
    const url = (await create(id, file.length)).headers.location as string;

    // 1.5 MB of the 4 go out, then the connection breaks.
    const sent = 1.5 * MB;
    await new Promise<void>((resolve) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        path: url,
        method: 'PATCH',
        headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': file.length },
      });
      request.on('error', () => resolve());
      request.write(file.subarray(0, sent), () => setTimeout(() => request.destroy(), 300));
    });
    let offset = 0;
    for (let tries = 0; tries < 50 && offset < sent; tries += 1) {
      offset = Number((await head(url)).headers['upload-offset']);
      if (offset < sent) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Every byte that came through is kept, the last part piece included.
    expect(offset).toBe(sent);

    // A PATCH from the wrong place is refused before its body is read, and its connection closed
    // (Node would otherwise read the whole unread body); the right one finishes the file.
    const wrong = await patch(url, 0, file);
    expect([wrong.body.code, wrong.headers.connection]).toEqual(['UPLOAD_OFFSET_MISMATCH', 'close']);
    expect((await patch(url, offset, file.subarray(offset))).status).toBe(204);
    const attachment = (await api.call({ method: 'GET', url: `${url}/attachment` })).body;
    const view = await api.call({ method: 'GET', url: `/v1/incident-report/${id}/view-attachment/${attachment.id}` });
    expect(Buffer.compare(view.raw.rawPayload, file)).toBe(0);
  });

  it('another server instance on the same database takes the next piece (nothing is kept in one process)', async () => {
    const other = await buildApp({ config: server.config, database: server.database, logger: false });
    await other.ready();
    try {
      const id = await api.create();
      const file = jpegOf(MB);
      const url = (await create(id, file.length)).headers.location as string;
      expect((await patch(url, 0, file.subarray(0, 300_000))).status).toBe(204);
      const rest = await other.inject({
        method: 'PATCH',
        url,
        payload: file.subarray(300_000),
        headers: { ...TUS, 'upload-offset': '300000', 'content-type': 'application/offset+octet-stream' },
      });
      expect(rest.statusCode).toBe(204);
      const attachment = (await api.call({ method: 'GET', url: `${url}/attachment` })).body;
      expect(attachment.size).toBe(file.length);
    } finally {
      await other.close();
    }
  });

  it('the same limits as the one-request upload: 15 MB, the accepted types, 30 files (a file on its way counts)', async () => {
    const id = await api.create();
    const tooLarge = await create(id, MAX_ATTACHMENT_BYTES + 1);
    expect([tooLarge.status, tooLarge.body.code]).toEqual([413, 'FILE_TOO_LARGE']);
    const program = await create(id, 1000, { filename: 'program.exe' });
    expect([program.status, program.body.code]).toEqual([415, 'UNSUPPORTED_FILE_TYPE']);
    const badType = await create(id, 1000, { filename: 'a.jpg', type: 'SELFIE' });
    expect([badType.status, badType.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const noVersion = await api.call({ method: 'POST', url: `/v1/incident-report/${id}/uploads`, headers: { 'upload-length': '10' } });
    expect(noVersion.status).toBe(400);
    const oldVersion = await api.call({
      method: 'POST',
      url: `/v1/incident-report/${id}/uploads`,
      headers: { 'tus-resumable': '0.2.2', 'upload-length': '10' },
    });
    expect([oldVersion.status, oldVersion.headers['tus-version']]).toEqual([412, '1.0.0']);

    for (let index = 0; index < MAX_ATTACHMENTS_PER_REPORT; index += 1) expect((await create(id, 1000)).status).toBe(201);
    const next = await create(id, 1000);
    expect([next.status, next.body.code]).toEqual([409, 'TOO_MANY_ATTACHMENTS']);
    expect((await api.upload(id, 'fotka.jpg', jpegOf(1000))).body.code).toBe('TOO_MANY_ATTACHMENTS');
  });

  it("a file name with U+0000 or another control character, or not UTF-8, in Upload-Metadata is a 400 naming it, in the request's language; nothing is announced", async () => {
    const id = await api.create();
    const uploadsOf = async () => (await server.app.db.selectFrom('upload').select('id').where('report_id', '=', id).execute()).length;
    const announce = (value: string, language: string) =>
      api.call({
        method: 'POST',
        url: `/v1/incident-report/${id}/uploads`,
        headers: { ...TUS, 'upload-length': '1000', 'upload-metadata': `filename ${value}`, 'accept-language': language },
      });
    // "a\0.png" (the YQAucG5n), a bell, an escape, a lone carriage return, and the byte 0xFF.
    const names = [
      'YQAucG5n',
      ...['a\u0007.jpg', 'a\u001b[31m.jpg', 'a\r.jpg'].map((name) => Buffer.from(name).toString('base64')),
      '/y5qcGc=',
    ];
    for (const name of names) {
      const answer = await announce(name, 'sk');
      expect([answer.status, answer.body.code, answer.body.details], name).toEqual([
        400,
        'VALIDATION_FAILED',
        [{ path: '/headers/upload-metadata/filename', message: expect.stringContaining('Upload-Metadata obsahuje znak') }],
      ]);
    }
    const english = await announce('YQAucG5n', 'en');
    expect(english.body.details).toEqual([
      {
        path: '/headers/upload-metadata/filename',
        message: expect.stringContaining('Upload-Metadata value contains a character we cannot keep'),
      },
    ]);
    expect(await uploadsOf()).toBe(0);
    // A name in any script, with its spaces, is a name like any other.
    expect((await create(id, 1000, { filename: 'Škoda – predný nárazník 😬.jpg' })).status).toBe(201);
  });

  it('Upload-Length and Upload-Offset are plain decimal digits: 1e3, 0x10, +100, 0.0 are a 400 naming the header', async () => {
    const id = await api.create();
    for (const length of ['1e3', '0x10', '+100', '0.0', '-1', ' 100', '']) {
      const answer = await api.call({
        method: 'POST',
        url: `/v1/incident-report/${id}/uploads`,
        headers: { ...TUS, 'upload-length': length, 'upload-metadata': metadata({ filename: 'fotka.jpg' }) },
      });
      expect([answer.status, answer.body.code, answer.body.details?.[0]?.path], `Upload-Length: ${length}`).toEqual([
        400,
        'VALIDATION_FAILED',
        '/headers/upload-length',
      ]);
    }
    const url = (await create(id, 1000)).headers.location as string;
    for (const offset of ['0e0', '0x0', '+0', '0.0', '-0']) {
      const answer = await patch(url, 0, jpegOf(1000), { ...TUS, 'upload-offset': offset });
      expect([answer.status, answer.body.code, answer.body.details?.[0]?.path], `Upload-Offset: ${offset}`).toEqual([
        400,
        'VALIDATION_FAILED',
        '/headers/upload-offset',
      ]);
    }
    expect((await head(url)).headers['upload-offset']).toBe('0');
    expect((await patch(url, 0, jpegOf(1000))).status).toBe(204);
  });

  it('a file whose content is not what its name says is refused when it is whole (415) and nothing of it is left', async () => {
    const id = await api.create();
    const before = await stored();
    const url = (await create(id, PDF.length, { filename: 'fotka.jpg' })).headers.location as string;
    const last = await patch(url, 0, PDF);
    expect([last.status, last.body.code]).toEqual([415, 'FILE_NAME_MISMATCH']);
    expect((await head(url)).status).toBe(404);
    const after = await stored();
    expect(after.pieces).toBe(before.pieces);
    expect(after.files).toEqual(before.files);
    expect(after.uploads.length).toBe(before.uploads.length);
  });

  it('more bytes than announced are a 413; another report cannot reach the upload (404); DELETE gives it up', async () => {
    const id = await api.create();
    const otherId = await api.create();
    const url = (await create(id, 1000)).headers.location as string;
    expect((await patch(url, 0, jpegOf(2000))).status).toBe(413);
    expect((await head(url.replace(id, otherId))).status).toBe(404);
    expect((await patch(url, 0, jpegOf(500))).status).toBe(204);
    const removed = await api.call({ method: 'DELETE', url, headers: TUS });
    expect(removed.status).toBe(204);
    expect((await head(url)).status).toBe(404);
    expect((await stored()).uploads.some((upload) => url.endsWith(upload.id))).toBe(false);
  });

  it('an upload nobody added to for a day is swept with its parts by the retention job', async () => {
    const id = await api.create();
    const url = (await create(id, 1000)).headers.location as string;
    await patch(url, 0, jpegOf(400));
    const early = await purgeExpiredDrafts(server.app.db, server.app.attachments, {
      retentionDays: 30,
      now: new Date(Date.now() + UNFINISHED_UPLOAD_MS - 60_000),
    });
    expect((await head(url)).status).toBe(200);
    const result = await purgeExpiredDrafts(server.app.db, server.app.attachments, {
      retentionDays: 30,
      now: new Date(Date.now() + UNFINISHED_UPLOAD_MS + 60_000),
    });
    expect(result.uploads).toBeGreaterThan(early.uploads);
    expect((await head(url)).status).toBe(404);
    // The report itself is younger than its 30 days: it stays.
    expect((await api.call({ method: 'GET', url: `/v1/incident-report/${id}/load` })).status).toBe(200);
  });
});
