import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoreSystemEvent } from '../../server/claims/core-events.ts';
import { signedCoreEventRequest } from '../../server/claims/core-signature.ts';
import { summaryPdfService } from '../../server/pdf/summary-pdf.ts';
import { createCompletionMails } from '../../server/services/completion-mail.ts';
import type { Locale } from '../../src/domain/report.ts';
import { apiClient } from '../support/api.ts';
import { databaseModes } from '../support/databases.ts';
import { scope1CascoSteps } from '../support/journey-data.ts';
import { readMails } from '../support/mail.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/**
 * A status change that asks something of the reporter (documents requested, an inspection
 * planned, a payment) e-mails them in their language with the claim page's link, through the
 * e-mail jobs; at most one e-mail per claim an hour, the changes in between summed up in the next.
 * The hour passes on an injected clock: the e-mail worker's.
 */

const SECRET = 'core-system-test-secret-0123456789abcdefghij';
const minutes = (n: number) => n * 60_000;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(databaseModes)('status e-mails (%s)', (mode) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let day = 0;
  let serial = 0;

  beforeAll(async () => {
    server = await startTestServer(mode, { CORE_SYSTEM_SECRET: SECRET });
    api = apiClient(server.app);
  });
  afterAll(() => server?.close());

  async function savedClaim(locale: Locale) {
    day += 1;
    const email = `stav.${day}@example.sk`;
    const id = await api.create();
    const steps = [
      ...scope1CascoSteps,
      { incident: { date: `2026-01-${String(day).padStart(2, '0')}` }, parties: { reporter: { email } }, meta: { locale } },
    ];
    for (const step of steps) expect((await api.update(id, step)).status).toBe(200);
    const saved = await api.save(id);
    expect(saved.status).toBe(200);
    await server.app.afterResponseSettled();
    return { email, claimId: saved.body.claimIds[0] as string, token: saved.body.claimPageToken as string };
  }

  /** Posts the event signed, as the core system does, and waits for what the answer set off (the e-mail due now). */
  async function post(claimId: string, fields: Partial<CoreSystemEvent>) {
    const now = new Date().toISOString();
    const body = { eventId: `mail-${++serial}`, type: 'RECEIVED', occurredAt: now, sentAt: now, ...fields } as CoreSystemEvent;
    const request = signedCoreEventRequest(SECRET, claimId, body);
    const answer = await api.call({ method: 'POST', url: request.path, headers: request.headers, payload: request.body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(204);
    await server.app.afterResponseSettled();
  }

  /** The e-mail jobs on a clock `offsetMs` ahead of now. */
  const mailsAt = (offsetMs: number) =>
    createCompletionMails({
      db: server.app.db,
      mailer: server.app.mailer,
      i18n: server.app.i18n,
      pdf: () => summaryPdfService(server.config.dataMatrixPrefix),
      mailFrom: server.config.mailFrom,
      claimPageLink: server.app.claimPages.linkFor,
      pollMs: 1000,
      log: silent,
      now: () => new Date(Date.now() + offsetMs),
    }).runOnce();

  const statusMails = async (email: string, subject: RegExp) =>
    (await readMails(server.dataDir)).filter((mail) => mail.to === email && subject.test(mail.subject));

  it('(sk) e-mails a request for documents at once, with the page’s link; a change within the hour waits and comes summed up after it', async () => {
    const { email, claimId, token } = await savedClaim('sk');
    const subject = new RegExp(`^Novinky k vašej poistnej udalosti ${claimId}$`);
    await post(claimId, { type: 'RECEIVED' });
    expect(await statusMails(email, subject), 'a change that asks nothing sends nothing').toEqual([]);

    await post(claimId, { type: 'DOCUMENTS_REQUESTED', documentTypes: ['POLICE_REPORT'] });
    const [first, ...others] = await statusMails(email, subject);
    expect(others).toEqual([]);
    expect(first!.text).toContain('Potrebujeme od vás tieto dokumenty: Správa polície.');
    expect(first!.text).toContain(`${server.config.publicUrl}/motor/claim/${token}`);

    await post(claimId, { type: 'INSPECTION_PLANNED', inspection: { date: '2026-07-02', time: '09:30', place: 'Autoservis Rača' } });
    await post(claimId, { type: 'PAID' });
    await mailsAt(minutes(30));
    expect(await statusMails(email, subject), 'nothing more within the hour').toHaveLength(1);

    await mailsAt(minutes(61));
    const mails = await statusMails(email, subject);
    expect(mails).toHaveLength(2);
    const second = mails.find((mail) => mail.messageId !== first!.messageId)!;
    expect(second.text).toContain('Naplánovali sme obhliadku: 2. 7. 2026 09:30, Autoservis Rača.');
    expect(second.text).toContain('Poistné plnenie sme vyplatili.');
    expect(second.text).not.toContain('Potrebujeme od vás');

    // Run again later: each change was told once.
    await mailsAt(minutes(200));
    expect(await statusMails(email, subject)).toHaveLength(2);
  });

  it('(en) is written in the reporter’s language', async () => {
    const { email, claimId } = await savedClaim('en');
    await post(claimId, { type: 'PAID' });
    const mails = await statusMails(email, new RegExp(`^News about your claim ${claimId}$`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('We have paid the claim.');
    expect(mails[0]!.headers.get('content-language')).toBe('en');
  });
});
