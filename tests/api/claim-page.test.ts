import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MISSES_PER_WINDOW } from '../../server/http/miss-limiter.ts';
import type { Locale } from '../../src/domain/report.ts';
import { apiClient } from '../support/api.ts';
import { databaseModes } from '../support/databases.ts';
import { scope1CascoSteps } from '../support/journey-data.ts';
import { readMails } from '../support/mail.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
  randomBytes(2048),
  Buffer.from([0xff, 0xd9]),
]);

/**
 * The claim's own page behind its private link: given by the save (and a reload of /confirm) and
 * the confirmation e-mail, one per report, kept only as its hash; it shows the claims, when and
 * where, the documents sent and the next steps, and nothing of the reporter beyond /confirm.
 */
describe.each(databaseModes)('the claim page (%s)', (mode) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let day = 0;

  beforeAll(async () => {
    server = await startTestServer(mode);
    api = apiClient(server.app);
  });
  afterAll(() => server?.close());

  /** A saved scope-1 report on a day of its own (one report per plate and day; a second is a duplicate). */
  async function savedReport(options: { locale?: Locale; email?: string; date?: string; attach?: boolean } = {}) {
    day += 1;
    const date = options.date ?? `2026-03-${String(day).padStart(2, '0')}`;
    const id = await api.create();
    const steps = [
      ...scope1CascoSteps,
      {
        incident: { date },
        parties: { reporter: { email: options.email ?? `claim.${day}@example.sk` } },
        meta: { locale: options.locale ?? 'sk' },
      },
    ];
    for (const step of steps) expect((await api.update(id, step)).status).toBe(200);
    if (options.attach) {
      const uploaded = await api.upload(id, 'nárazník.jpg', JPEG, '?type=PHOTO_DOC');
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      expect((await api.update(id, { attachments: [{ id: uploaded.body.id, type: 'PHOTO_DOC' }] })).status).toBe(200);
    }
    const saved = await api.save(id);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return { id, date, saved: saved.body };
  }

  const page = (token: string, address = '127.0.0.1') =>
    api.call({ method: 'GET', url: `/v1/claim-page/${token}`, remoteAddress: address });

  it('the save answers the link’s token, the same on a repeat and in the loaded report of /confirm; the database keeps only its hash', async () => {
    const { id, saved } = await savedReport();
    const token = saved.claimPageToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await api.save(id)).body.claimPageToken).toBe(token);
    expect((await api.load(id)).meta.saved?.claimPageToken).toBe(token);

    const rows = await server.app.db
      .withTables<{ claim_page_token: { token_hash: string; report_id: string; nonce: string } }>()
      .selectFrom('claim_page_token')
      .selectAll()
      .where('report_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('shows the claim numbers, the incident’s date and place, the REPORTED status, the documents sent and the next steps, in the reporter’s language', async () => {
    const { date, saved } = await savedReport({ locale: 'en', attach: true });
    const shown = await page(saved.claimPageToken);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      locale: 'en',
      reportNumber: saved.incidentReportIds[0],
      savedAt: saved.savedAt,
      incident: {
        date,
        time: null,
        place: { street: 'Hlavná', buildingNumber: '12', town: 'Žilina', postalCode: '010 01', country: 'SVK' },
      },
      claims: [
        {
          claimId: saved.claimIds[0],
          objectType: 'VEHICLE',
          objectLabel: 'BA111AA',
          timeline: [{ status: 'REPORTED', at: saved.savedAt }],
        },
      ],
      documents: [{ type: 'PHOTO_DOC', fileName: 'nárazník.jpg', size: JPEG.length, sentAt: saved.savedAt }],
      serviceName: null,
    });
    expect(shown.body.nextSteps.map((step: { id: string }) => step.id)).toContain('inspection');
  });

  it('shows nothing of the reporter beyond /confirm: no name, e-mail, phone, account or birth number', async () => {
    const { saved } = await savedReport({ email: 'jan.novak.private@example.sk' });
    const text = JSON.stringify((await page(saved.claimPageToken)).body);
    for (const personal of ['Ján', 'Novák', 'jan.novak.private', '905 123 456', 'SK31', '198742637541', 'Pri cúvaní']) {
      expect(text).not.toContain(personal);
    }
  });

  it('a token that never existed is a 404, one of a malformed shape a 400, and the guesses count against the unknown-id limiter', async () => {
    const address = '192.0.2.77';
    expect((await page(randomBytes(32).toString('base64url'), address)).body.code).toBe('NOT_FOUND');
    expect((await page('not-a-token', address)).status).toBe(400);
    for (let index = 1; index < REPORT_MISSES_PER_WINDOW; index += 1) {
      expect((await page(randomBytes(32).toString('base64url'), address)).status).toBe(404);
    }
    const refused = await page(randomBytes(32).toString('base64url'), address);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Also for a real token, from that address: it is guessing.
    const { saved } = await savedReport();
    expect((await page(saved.claimPageToken, address)).status).toBe(429);
    expect((await page(saved.claimPageToken)).status).toBe(200);
  });

  it('a replaced token is a 410 CLAIM_LINK_REPLACED, and the new one opens the page', async () => {
    const { id, saved } = await savedReport();
    const fresh = await server.app.claimPages.replace(id);
    expect(fresh).not.toBe(saved.claimPageToken);
    const old = await page(saved.claimPageToken);
    expect(old.status).toBe(410);
    expect(old.body.code).toBe('CLAIM_LINK_REPLACED');
    expect((await page(fresh)).status).toBe(200);
    expect((await api.load(id)).meta.saved?.claimPageToken).toBe(fresh);
  });

  it('a duplicate gets no link: its answers made no claim', async () => {
    const first = await savedReport();
    const second = await savedReport({ date: first.date });
    expect(second.saved.isDuplicate).toBe(true);
    expect(second.saved.claimPageToken).toBeUndefined();
    expect((await api.load(second.id)).meta.saved?.claimPageToken).toBeUndefined();
  });

  it.each([
    ['sk', 'Ako vybavujeme vašu poistnú udalosť, uvidíte na jej stránke:'],
    ['en', 'You can follow how we are handling your claim on its page:'],
  ] as const)('the confirmation e-mail (%s) carries the page’s link, as text and as an anchor', async (locale, sentence) => {
    const email = `link.${locale}@example.sk`;
    const { saved } = await savedReport({ locale, email });
    await server.app.afterResponseSettled();
    const [mail] = (await readMails(server.dataDir)).filter((m) => m.to === email);
    const link = `${server.config.publicUrl}/motor/claim/${saved.claimPageToken}`;
    expect(mail!.text).toContain(`${sentence}\n\n${link}\n`);
    expect(mail!.html).toContain(`<a href="${link}">${link}</a>`);
  });
});
