import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedCoreEventRequest } from '../../server/claims/core-signature.ts';
import { createOutboxWorker } from '../../server/services/outbox-worker.ts';
import { MAX_ATTACHMENTS_PER_REPORT } from '../../src/domain/attachments.ts';
import { apiClient } from '../support/api.ts';
import { DOCUMENT_ATTACHMENT, listedAttachments, readOutboxClaim } from '../support/claim-xml.ts';
import { databaseModes } from '../support/databases.ts';
import { scope1CascoSteps } from '../support/journey-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/**
 * Documents added on the claim's own page after the report was sent: through the wizard's
 * resumable uploads, reached by the page's token, with the report's 30 files counted over all it
 * holds; each file goes to the core system once per claim as a `claimDocument` message of its own
 * (valid against claim-notification.xsd), and the page lists it as sent once delivered.
 */

const SECRET = 'core-system-test-secret-0123456789abcdefghij';
const TUS = { 'tus-resumable': '1.0.0' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(databaseModes)('documents added on the claim page (%s)', (mode) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let day = 0;

  beforeAll(async () => {
    server = await startTestServer(mode, { CORE_SYSTEM_SECRET: SECRET });
    api = apiClient(server.app);
  });
  afterAll(() => server?.close());

  async function savedReport(filesBefore = 0) {
    day += 1;
    const id = await api.create();
    for (const step of [...scope1CascoSteps, { incident: { date: `2026-03-${String(day).padStart(2, '0')}` } }]) {
      expect((await api.update(id, step)).status).toBe(200);
    }
    for (let n = 0; n < filesBefore; n += 1) expect((await api.upload(id, `doklad-${n}.pdf`, PDF, '?type=REPAIR_DOC')).status).toBe(201);
    const saved = await api.save(id);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return { id, claimId: saved.body.claimIds[0] as string, token: saved.body.claimPageToken as string };
  }

  const announce = (token: string, length: number, fields: Record<string, string>) =>
    api.call({
      method: 'POST',
      url: `/v1/claim-page/${token}/uploads`,
      headers: { ...TUS, 'upload-length': String(length), 'upload-metadata': metadata(fields) },
    });
  const patch = (url: string, offset: number, bytes: Buffer) =>
    api.call({
      method: 'PATCH',
      url,
      payload: bytes,
      headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    });
  const page = async (token: string) => {
    const answer = await api.call({ method: 'GET', url: `/v1/claim-page/${token}` });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const messagesOf = (reportId: string) =>
    server.app.db
      .selectFrom('outbox_message')
      .select(['claim_id', 'message_key', 'attachment_id', 'payload'])
      .where('report_id', '=', reportId)
      .orderBy('id')
      .execute();
  const deliverOutbox = () =>
    createOutboxWorker({ db: server.app.db, outboxDir: path.join(server.dataDir, 'outbox', 'core'), pollMs: 1000, log: silent }).runOnce();

  it('a document sent in two pieces reaches the outbox once, its last request repeated; the core system gets a valid claimDocument; the page lists it as sent once delivered', async () => {
    const { id, claimId, token } = await savedReport();
    const created = await announce(token, PDF.length, { filename: 'policajna-sprava.pdf', type: 'POLICE_REPORT' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const url = created.headers.location as string;
    expect(url).toMatch(new RegExp(`^/v1/claim-page/${token}/uploads/[A-Za-z0-9_-]{24}$`));

    expect((await patch(url, 0, PDF.subarray(0, 20))).status).toBe(204);
    const last = await patch(url, 20, PDF.subarray(20));
    expect([last.status, last.headers['upload-offset']]).toEqual([204, String(PDF.length)]);
    // The last request again (its answer lost): the same document, no second message.
    expect((await patch(url, 20, PDF.subarray(20))).status).toBe(204);
    const attachment = (await api.call({ method: 'GET', url: `${url}/attachment` })).body;
    expect(attachment).toMatchObject({ type: 'POLICE_REPORT', clientName: 'policajna-sprava.pdf', size: PDF.length });

    const followUps = (await messagesOf(id)).filter((message) => message.attachment_id !== null);
    expect(followUps.map((message) => [message.claim_id, message.message_key])).toEqual([
      [claimId, `${claimId}-document-${attachment.id}`],
    ]);

    // Waiting in the outbox: listed, not yet sent.
    const before = await page(token);
    expect(before.documents).toEqual([{ type: 'POLICE_REPORT', fileName: 'policajna-sprava.pdf', size: PDF.length, sentAt: null }]);

    await deliverOutbox();
    const xml = await readOutboxClaim(server.dataDir, `${claimId}-document-${attachment.id}`);
    expect(xml).toContain('<claimDocument xmlns="urn:insurer:motor-claim:1">');
    expect(xml).toContain(`<claimId>${claimId}</claimId>`);
    const [listed] = listedAttachments(xml, DOCUMENT_ATTACHMENT);
    expect(listed).toMatchObject({ id: attachment.id, type: 'POLICE_REPORT', size: PDF.length });
    expect(listed!.sha256).toMatch(/^[0-9a-f]{64}$/);
    // The link fetches exactly the file.
    const download = await server.app.inject({ method: 'GET', url: listed!.downloadUrl.slice(server.config.publicUrl.length) });
    expect([download.statusCode, download.rawPayload.equals(PDF)]).toEqual([200, true]);

    // Delivered again (a worker that died before recording it): the same file, never a second one.
    await server.app.db
      .updateTable('outbox_message')
      .set({ delivered_at: null, next_attempt_at: new Date(0) })
      .where('report_id', '=', id)
      .execute();
    await deliverOutbox();
    const files = (await readdir(path.join(server.dataDir, 'outbox', 'core'))).filter((file) => file.includes(attachment.id));
    expect(files).toEqual([`${claimId}-document-${attachment.id}.xml`]);

    const after = await page(token);
    expect(after.documents[0].sentAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('a requested document shows as answered once a file of its type is added', async () => {
    const { claimId, token } = await savedReport();
    const now = new Date();
    const request = signedCoreEventRequest(SECRET, claimId, {
      eventId: `docs-${claimId}`,
      type: 'DOCUMENTS_REQUESTED',
      occurredAt: now.toISOString(),
      sentAt: now.toISOString(),
      documentTypes: ['POLICE_REPORT', 'REPAIR_DOC'],
    });
    expect((await api.call({ method: 'POST', url: request.path, headers: request.headers, payload: request.body })).status).toBe(204);
    const asked = (await page(token)).claims[0];
    expect([asked.requestedDocuments, asked.answeredDocuments]).toEqual([['POLICE_REPORT', 'REPAIR_DOC'], []]);

    const created = await announce(token, PDF.length, { filename: 'sprava.pdf', type: 'POLICE_REPORT' });
    expect((await patch(created.headers.location as string, 0, PDF)).status).toBe(204);
    const answered = (await page(token)).claims[0];
    expect([answered.requestedDocuments, answered.answeredDocuments]).toEqual([['REPAIR_DOC'], ['POLICE_REPORT']]);
  });

  it('counts the 30 files over the whole claim: the files sent with the report and those added since', async () => {
    const { id, token } = await savedReport(MAX_ATTACHMENTS_PER_REPORT - 2);
    const first = await announce(token, PDF.length, { filename: 'a.pdf', type: 'REPAIR_DOC' });
    expect(first.status).toBe(201);
    // On its way, it holds its place: the next fits, the one after does not.
    expect((await announce(token, PDF.length, { filename: 'b.pdf', type: 'REPAIR_DOC' })).status).toBe(201);
    const full = await announce(token, PDF.length, { filename: 'c.pdf', type: 'REPAIR_DOC' });
    expect([full.status, full.body.code]).toEqual([409, 'TOO_MANY_ATTACHMENTS']);
    expect((await patch(first.headers.location as string, 0, PDF)).status).toBe(204);
    expect((await page(token)).documents).toHaveLength(MAX_ATTACHMENTS_PER_REPORT - 1);
    // The draft's own routes take nothing for a sent report.
    expect((await api.upload(id, 'd.pdf', PDF)).body.code).toBe('REPORT_COMPLETED');
  });

  it('refuses a replaced token (410) and one that never existed (404), also for an upload begun under it; nothing reaches the outbox', async () => {
    const { id, token } = await savedReport();
    const begun = await announce(token, PDF.length, { filename: 'sprava.pdf', type: 'POLICE_REPORT' });
    expect(begun.status).toBe(201);
    expect((await api.call({ method: 'POST', url: `/v1/claim-page/${token}/new-link` })).status).toBe(202);
    await server.app.afterResponseSettled();

    const replaced = await announce(token, PDF.length, { filename: 'sprava.pdf', type: 'POLICE_REPORT' });
    expect([replaced.status, replaced.body.code]).toEqual([410, 'CLAIM_LINK_REPLACED']);
    const late = await patch(begun.headers.location as string, 0, PDF);
    expect([late.status, late.body.code]).toEqual([410, 'CLAIM_LINK_REPLACED']);
    const unknown = await announce('A'.repeat(43), PDF.length, { filename: 'sprava.pdf', type: 'POLICE_REPORT' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
    // The report's id is no way in to the page's uploads.
    expect((await announce(id, PDF.length, { filename: 'sprava.pdf' })).status).toBeGreaterThanOrEqual(400);

    expect((await messagesOf(id)).filter((message) => message.attachment_id !== null)).toEqual([]);
  });
});
