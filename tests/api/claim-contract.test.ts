import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApi } from '../../server/http/openapi.ts';
import { CLAIM_XSD_PATH, claimNotificationXsd } from '../../server/reports/claim-xsd.ts';
import { acceptedSamples } from '../services/sample-files.ts';
import { apiClient } from '../support/api.ts';
import { assertValidClaimXml, listedAttachments } from '../support/claim-xml.ts';
import { databaseModes } from '../support/databases.ts';
import { scope1CascoSteps } from '../support/journey-data.ts';
import { startTestS3, storeModes, type TestS3 } from '../support/s3.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/**
 * The hand-off contract with the core system: the claim XML's schema is kept in
 * the repository and up to date, and each attachment the XML lists can be fetched through its
 * link (no report id in it), with the type, size and SHA-256 the XML gives; an altered or expired
 * link is refused. On both attachment stores: the server's signed links (disk) and S3 pre-signed
 * URLs (s3rver on loopback).
 */

const sample = (name: string) => acceptedSamples.find((file) => file.name === name)!.content;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('claim-notification.xsd', () => {
  it('is what `npm run generate:xsd` writes from openapi.yaml today', async () => {
    const schemas = (loadOpenApi() as { components: { schemas: Parameters<typeof claimNotificationXsd>[0] } }).components.schemas;
    const written = await readFile(CLAIM_XSD_PATH, 'utf8');
    expect(written, `${CLAIM_XSD_PATH} is out of date: run \`npm run generate:xsd\``).toBe(claimNotificationXsd(schemas));
  });
});

describe.each(storeModes)('attachments in the claim XML, on the %s store', (storeMode) => {
  let s3: TestS3 | undefined;
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    if (storeMode === 's3') s3 = await startTestS3();
    server = await startTestServer(databaseModes[databaseModes.length - 1]!, {
      ...s3?.env,
      PUBLIC_URL: 'https://skody.poistovna.example.sk',
    });
    api = apiClient(server.app);
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  /** GET a listed link as the core system would: the server's own links through its router, S3's from the bucket. */
  async function fetchLink(url: string): Promise<{ status: number; body: Buffer; headers: Record<string, string> }> {
    if (url.startsWith(server.config.publicUrl)) {
      const answer = await server.app.inject({ method: 'GET', url: url.slice(server.config.publicUrl.length) });
      return { status: answer.statusCode, body: answer.rawPayload, headers: answer.headers as Record<string, string> };
    }
    const answer = await fetch(url);
    return { status: answer.status, body: Buffer.from(await answer.arrayBuffer()), headers: Object.fromEntries(answer.headers) };
  }

  let reports = 0;
  async function savedReportWithFiles() {
    const id = await api.create();
    for (const step of scope1CascoSteps) expect((await api.update(id, step)).status).toBe(200);
    // Another day for each report: the same plate on the same day would be a duplicate, with no claim.
    reports += 1;
    expect((await api.update(id, { incident: { date: `2026-04-${String(reports).padStart(2, '0')}` } })).status).toBe(200);
    const files = [
      { name: 'nárazník.jpg', content: sample('fotka.jpg'), type: 'PHOTO_DOC' },
      { name: 'zapisnica.pdf', content: sample('zapisnica.pdf'), type: 'ACCIDENT_REPORT' },
    ];
    for (const file of files) expect((await api.upload(id, file.name, file.content, `?type=${file.type}`)).status).toBe(201);
    const saved = await api.save(id);
    expect(saved.status).toBe(200);
    return { id, files, xml: saved.body.rawXmls[0] as string };
  }

  it('lists every attachment with its type, size and SHA-256, and a link that needs no report id and fetches exactly that file', async () => {
    const { id, files, xml } = await savedReportWithFiles();
    // (apiClient has checked the XML against the schema.)
    const listed = listedAttachments(xml);
    expect(listed.map(({ fileName, type, contentType, size, sha256: hash }) => ({ fileName, type, contentType, size, hash }))).toEqual(
      files.map((file) => ({
        fileName: file.name,
        type: file.type,
        contentType: file.name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
        size: file.content.length,
        hash: sha256(file.content),
      })),
    );
    for (const attachment of listed) {
      expect(attachment.downloadUrl).not.toContain(id);
      expect(new Date(attachment.downloadUrlExpiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
      if (storeMode === 'disk')
        expect(attachment.downloadUrl.startsWith('https://skody.poistovna.example.sk/v1/attachment-download/')).toBe(true);
      else expect(attachment.downloadUrl.startsWith(`${s3!.settings.endpoint}/${s3!.settings.bucket}/attachments/`)).toBe(true);

      const download = await fetchLink(attachment.downloadUrl);
      expect(download.status, `${attachment.downloadUrl}: ${download.body.toString().slice(0, 300)}`).toBe(200);
      expect(sha256(download.body)).toBe(attachment.sha256);
      expect(download.body.length).toBe(attachment.size);
      expect(download.headers['content-type']).toBe(attachment.contentType);
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="/);
    }
  });

  it('refuses a link with an altered signature, attachment or expiry, and an expired link', async () => {
    const { xml } = await savedReportWithFiles();
    const [first, second] = listedAttachments(xml);
    const url = new URL(first!.downloadUrl);
    const altered: string[] = [];
    if (storeMode === 'disk') {
      const signature = url.searchParams.get('signature')!;
      const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
      const withParam = (name: string, value: string) => {
        const copy = new URL(url);
        copy.searchParams.set(name, value);
        return copy.toString();
      };
      altered.push(withParam('signature', flip(signature)));
      altered.push(withParam('expires', String(Number(url.searchParams.get('expires')) + 3600)));
      altered.push(url.toString().replace(first!.id, second!.id));
      for (const link of altered) {
        const answer = await fetchLink(link);
        expect(answer.status, link).toBe(403);
        expect(JSON.parse(answer.body.toString()).code).toBe('LINK_INVALID');
      }
      // Signed properly, but for a time already past.
      const expired = await server.app.attachmentLinks.linkFor(
        { id: first!.id, storageKey: 'unused', clientName: first!.fileName, contentType: first!.contentType },
        new Date(Date.now() - 8 * 24 * 3600 * 1000),
      );
      const refused = await fetchLink(expired.url);
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body.toString())).toEqual({
        code: 'LINK_EXPIRED',
        message: 'Platnosť tohto odkazu na stiahnutie už uplynula.',
      });
    } else {
      // s3rver checks a pre-signed URL's expiry and object, not its Signature V4 (AWS, MinIO and
      // Ceph do); the signature itself is S3's to check and is not tested here.
      const otherObject = url.toString().replace(/attachments\/[0-9a-f]{32}/, `attachments/${'0'.repeat(32)}`);
      expect((await fetchLink(otherObject)).status).toBe(404);
      const row = await server.app.db.selectFrom('attachment').select('storage_key').where('id', '=', first!.id).executeTakeFirstOrThrow();
      // S3 counts a link's life from its signing time: links signed as if earlier, a minute
      // before the end of their life and a minute after it, show the expiry without waiting for it.
      const attachment = { id: first!.id, storageKey: row.storage_key, clientName: first!.fileName, contentType: first!.contentType };
      const lifeMs = server.config.attachmentLinkTtlHours * 3600 * 1000;
      const signedBefore = (ms: number) => new Date(Date.now() - ms);
      const lastMinute = await server.app.attachmentLinks.linkFor(attachment, signedBefore(lifeMs - 60_000));
      expect((await fetchLink(lastMinute.url)).status).toBe(200);
      const expiredLink = await server.app.attachmentLinks.linkFor(attachment, signedBefore(lifeMs + 60_000));
      const expired = await fetchLink(expiredLink.url);
      expect(expired.status).toBe(403);
      expect(expired.body.toString()).toContain('Request has expired');
    }
  });

  // Once: the hashing reads the file through the store's interface, whichever it is.
  if (storeMode === 's3')
    it('hashes at the save a file uploaded before hashes were recorded (migration 004), once', async () => {
      const id = await api.create();
      for (const step of scope1CascoSteps) expect((await api.update(id, step)).status).toBe(200);
      expect((await api.update(id, { incident: { date: '2026-03-03' } })).status).toBe(200);
      const upload = await api.upload(id, 'stara-fotka.jpg', sample('fotka.jpg'));
      await server.app.db.updateTable('attachment').set({ sha256: null }).where('id', '=', upload.body.id).execute();
      const [listed] = listedAttachments((await api.save(id)).body.rawXmls[0]);
      expect(listed!.sha256).toBe(sha256(sample('fotka.jpg')));
      const row = await server.app.db.selectFrom('attachment').select('sha256').where('id', '=', upload.body.id).executeTakeFirstOrThrow();
      expect(row.sha256).toBe(listed!.sha256);
    });

  // The schema has teeth: what the core system must not be sent is refused. (Once: the store changes nothing here.)
  if (storeMode === 'disk')
    it('the schema refuses a claim XML with an unknown element, a wrong type or a bad hash', async () => {
      const { xml } = await savedReportWithFiles();
      expect(() => assertValidClaimXml(xml)).not.toThrow();
      const broken = [
        xml.replace('<incident>', '<incident>\n    <smuggled>1</smuggled>'),
        xml.replace(/<savedAt>[^<]*<\/savedAt>/, '<savedAt>yesterday</savedAt>'),
        xml.replace(/<sha256>[0-9a-f]{64}<\/sha256>/, '<sha256>not-a-hash</sha256>'),
        xml.replace(/<policyType>CASCO<\/policyType>/, '<policyType>MAYBE</policyType>'),
        xml.replace(/<licensePlateIsVerified>true<\/licensePlateIsVerified>/, '<licensePlateIsVerified>yes</licensePlateIsVerified>'),
      ];
      for (const variant of broken) {
        expect(variant).not.toBe(xml);
        expect(() => assertValidClaimXml(variant)).toThrow(/does not match/);
      }
    });
});
