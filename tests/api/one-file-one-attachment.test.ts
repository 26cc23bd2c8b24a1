import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { AttachmentStore } from '../../server/services/attachment-store.ts';
import { apiClient } from '../support/api.ts';
import { listedAttachments } from '../support/claim-xml.ts';
import { databaseModes } from '../support/databases.ts';
import { scope1CascoSteps } from '../support/journey-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/**
 * One file, one attachment (D34): a client that sends a request again because it never got the
 * answer (a 503, a timeout, a cut connection), here or through another server instance, one
 * after another or while the first is still at work, never makes a second attachment of the same
 * file. What the reporter and the insurer see shows it: the report's list, and the claim XML.
 */

const TUS = { 'tus-resumable': '1.0.0' };
const JPEG_START = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
/** A JPEG of `bytes` bytes; `seed` varies its bytes, so two photos are not the same file. */
const photo = (bytes: number, seed = 1) =>
  Buffer.concat([JPEG_START, Buffer.alloc(bytes - JPEG_START.length - 2, seed), Buffer.from('ffd9', 'hex')]);

/** Holds the next file stored in `store` until `release()`, before its row is written: a finish still at work. */
function holdNextSave(store: AttachmentStore) {
  const save = store.save;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const holding = new Promise<void>((resolve) => (reached = resolve));
  store.save = async (...args) => {
    store.save = save;
    const stored = await save.apply(store, args);
    reached();
    await released;
    return stored;
  };
  return { holding, release };
}

describe.each(databaseModes)('one file, one attachment (%s)', (mode) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  /** Another instance on the same database: a repeat behind a load balancer may reach either. */
  let other: FastifyInstance;
  let reports = 0;
  beforeAll(async () => {
    server = await startTestServer(mode);
    api = apiClient(server.app);
    other = await buildApp({ config: server.config, database: server.database, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  /** A report ready to save, on a day of its own (the same plate on the same day would be a duplicate). */
  async function fullReport() {
    const id = await api.create();
    for (const step of scope1CascoSteps) expect((await api.update(id, step)).status).toBe(200);
    reports += 1;
    expect((await api.update(id, { incident: { date: `2026-03-${String(reports).padStart(2, '0')}` } })).status).toBe(200);
    return id;
  }

  const attachmentIds = async (id: string) => (await api.load(id)).attachments.map((attachment) => attachment.id);

  /** The attachments the claim XML of the saved report lists. */
  async function savedClaimAttachments(id: string) {
    const saved = await api.save(id);
    expect(saved.status).toBe(200);
    return listedAttachments(saved.body.rawXmls[0] as string).map((attachment) => attachment.id);
  }

  it('the last PATCH of a resumable upload sent again, at once and after it finished, on another instance: one attachment, the same answer', async () => {
    const id = await fullReport();
    const file = photo(300_000);
    const created = await api.call({
      method: 'POST',
      url: `/v1/incident-report/${id}/uploads`,
      headers: {
        ...TUS,
        'upload-length': String(file.length),
        'upload-metadata': `filename ${Buffer.from('nárazník.jpg').toString('base64')}`,
      },
    });
    const url = created.headers.location as string;
    const half = 150_000;
    const patch = (app: FastifyInstance, offset: number, bytes: Buffer) =>
      app.inject({
        method: 'PATCH',
        url,
        payload: bytes,
        headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      });
    expect((await patch(server.app, 0, file.subarray(0, half))).statusCode).toBe(204);

    // The last bytes arrive; the file is being stored when the client, its answer lost, asks
    // again through the other instance: first "the rest is nothing" (the offset it learnt from
    // HEAD), then the very same last request. The first request's finish ends after them.
    const held = holdNextSave(server.app.attachments);
    const last = patch(server.app, half, file.subarray(half));
    await held.holding;
    const afterHead = await patch(other, file.length, Buffer.alloc(0));
    const sameAgain = await patch(other, half, file.subarray(half));
    held.release();
    const answers = [await last, afterHead, sameAgain, await patch(server.app, half, file.subarray(half))];

    const attachment = (await api.call({ method: 'GET', url: `${url}/attachment` })).body;
    expect(attachment).toMatchObject({ clientName: 'nárazník.jpg', size: file.length });
    expect(await attachmentIds(id)).toEqual([attachment.id]);
    expect(answers.map((answer) => [answer.statusCode, answer.headers['upload-offset']])).toEqual(
      Array(4).fill([204, String(file.length)]),
    );
    const view = await api.call({ method: 'GET', url: `/v1/incident-report/${id}/view-attachment/${attachment.id}` });
    expect(Buffer.compare(view.raw.rawPayload, file)).toBe(0);
    expect(await savedClaimAttachments(id)).toEqual([attachment.id]);
    // After the save too, a repeat gets the same answer and stores nothing.
    expect((await patch(other, half, file.subarray(half))).statusCode).toBe(204);
    expect(await attachmentIds(id)).toEqual([attachment.id]);
  });

  it('a one-request upload sent again with its Idempotency-Key, after it was stored and while it is, answers the first attachment', async () => {
    const id = await fullReport();
    const bumper = photo(20_000, 1);
    const door = photo(30_000, 2);
    const upload = (content: Buffer, key: string) => api.upload(id, `${key}.jpg`, content, '', { 'idempotency-key': key });

    const filesBefore = (await server.storedFiles()).length;
    const first = await upload(bumper, 'bumper-3f2a');
    expect(first.status).toBe(201);
    const again = await upload(bumper, 'bumper-3f2a');
    expect([again.status, again.body]).toEqual([201, first.body]);

    // Three copies of one request at once (a proxy's retry racing the original), the first held in the store.
    const held = holdNextSave(server.app.attachments);
    const copies = [upload(door, 'door-77c1')];
    await held.holding;
    copies.push(upload(door, 'door-77c1'), upload(door, 'door-77c1'));
    await Promise.all(copies.slice(1));
    held.release();
    const doors = await Promise.all(copies);
    expect(doors.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(doors.map((answer) => answer.body.id)).size).toBe(1);

    expect(await attachmentIds(id)).toEqual([first.body.id, doors[0]!.body.id]);
    // The copies' files went again: two files kept, one per attachment.
    expect((await server.storedFiles()).length - filesBefore).toBe(2);
    expect(await savedClaimAttachments(id)).toEqual([first.body.id, doors[0]!.body.id]);
    // The saved report is read-only, yet a late repeat is answered as before, not refused.
    expect((await upload(bumper, 'bumper-3f2a')).body).toEqual(first.body);
  });

  it('an Idempotency-Key that is not 1 to 255 visible ASCII characters is a 400 naming the header', async () => {
    const id = await api.create();
    for (const key of ['', 'with space', 'ä', 'x'.repeat(256)]) {
      const answer = await api.upload(id, 'fotka.jpg', photo(1000), '', { 'idempotency-key': key });
      expect([answer.status, answer.body.code, answer.body.details?.[0]?.path], key).toEqual([
        400,
        'VALIDATION_FAILED',
        '/headers/idempotency-key',
      ]);
    }
    expect(await attachmentIds(id)).toEqual([]);
  });
});
