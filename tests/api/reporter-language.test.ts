import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale, UpdateReportRequest } from '../../src/domain/report.ts';
import { extractText, flat } from '../pdf/support/pdf-tools.ts';
import { apiClient } from '../support/api.ts';
import { databaseModes } from '../support/databases.ts';
import { scope1CascoSteps } from '../support/journey-data.ts';
import { readMails, type ReadMail } from '../support/mail.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** What a reporter reads in each language: e-mail subjects and a few of the PDF's labels. */
const READS = {
  sk: {
    continueSubject: 'Pokračujte v hlásení poistnej udalosti',
    continueText: 'v hlásení môžete pokračovať',
    completionSubject: 'Potvrdenie o prijatí hlásenia poistnej udalosti',
    claimNumber: 'Číslo poistnej udalosti',
    pdf: ['Hlásenie poistnej udalosti – súhrn', 'Ohlasovateľ', 'Vytvorené'],
  },
  en: {
    continueSubject: 'Continue your claim report',
    continueText: 'you can continue whenever it suits you',
    completionSubject: 'Your claim report has been received',
    claimNumber: 'Claim number',
    pdf: ['Claim report – summary', 'Reporter', 'Generated'],
  },
} as const;

/** The browser's own preference, set opposite to the wizard's language: the wizard's choice must win. */
const otherBrowser = (locale: Locale) => ({ 'accept-language': locale === 'en' ? 'sk-SK,sk;q=0.9' : 'en-GB,en;q=0.9' });
const other = (locale: Locale): Locale => (locale === 'en' ? 'sk' : 'en');

/** D26: the report keeps the language the reporter used in the wizard; the reporter's e-mails and PDF are in it. */
/** The e-mail's HTML and headers say its language, and that no person sent it (RFC 3834). */
function expectLanguageMarked(mail: ReadMail, locale: Locale) {
  expect(mail.html).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${locale}">`));
  expect(mail.html).toContain(`<title>${mail.subject}</title>`);
  expect(mail.headers.get('content-language')).toBe(locale);
  expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
}

describe.each(databaseModes)('documents in the reporter’s language (%s)', (mode) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestServer(mode);
    api = apiClient(server.app);
  });
  afterAll(() => server?.close());

  /** A scope-1 report filled in with the wizard in `locale`, from a browser that prefers the other language. */
  async function reportIn(locale: Locale, email: string, date: string, steps: UpdateReportRequest[] = scope1CascoSteps) {
    const id = await api.create();
    for (const step of [...steps, { incident: { date }, parties: { reporter: { email } } }]) {
      const response = await api.call({
        method: 'PATCH',
        url: `/v1/incident-report/${id}/update`,
        headers: otherBrowser(locale),
        payload: { ...step, meta: { ...step.meta, locale } },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    }
    return id;
  }

  const pdfOf = async (id: string, query = '', locale: Locale = 'sk') => {
    const response = await api.call({ method: 'GET', url: `/v1/incident-report/${id}/summary.pdf${query}`, headers: otherBrowser(locale) });
    expect(response.status).toBe(200);
    return flat(await extractText(response.raw.rawPayload));
  };

  it.each(['sk', 'en'] as const)(
    'e-mails the continue link in the wizard’s language (%s), not the browser’s, and says so in its HTML and headers',
    async (locale) => {
      const email = `continue.${locale}@example.sk`;
      const id = await reportIn(locale, email, '2026-04-01', scope1CascoSteps.slice(0, 2));
      const sent = await api.call({
        method: 'POST',
        url: `/v1/incident-report/${id}/send-continue-link-email`,
        headers: otherBrowser(locale),
        payload: { email },
      });
      expect(sent.status).toBe(202);
      const [mail, ...more] = (await readMails(server.dataDir)).filter((m) => m.to === email);
      expect(more).toEqual([]);
      expect(mail!.subject).toBe(READS[locale].continueSubject);
      expect(mail!.text).toContain(READS[locale].continueText);
      expect(mail!.text).toContain(`/motor/?id=${id}`);
      expectLanguageMarked(mail!, locale);
    },
  );

  it('follows the language the reporter switched to last', async () => {
    const email = 'switched@example.sk';
    const id = await reportIn('sk', email, '2026-04-02', scope1CascoSteps.slice(0, 2));
    // The reporter switches the wizard to English; the next update says so.
    expect(
      (
        await api.call({
          method: 'PATCH',
          url: `/v1/incident-report/${id}/update`,
          headers: otherBrowser('en'),
          payload: { meta: { locale: 'en', lastRoute: '/reporter-details' } },
        })
      ).status,
    ).toBe(200);
    // An update that does not tell the language (another client) leaves it as it is.
    expect((await api.update(id, { incident: { description: 'Bez jazyka.' } })).status).toBe(200);
    expect((await api.call({ method: 'POST', url: `/v1/incident-report/${id}/send-continue-link-email`, payload: { email } })).status).toBe(
      202,
    );
    const [mail] = (await readMails(server.dataDir)).filter((m) => m.to === email);
    expect(mail!.subject).toBe(READS.en.continueSubject);
    expect(await pdfOf(id)).toContain(READS.en.pdf[0]);
  });

  it.each(['sk', 'en'] as const)(
    'sends the completion e-mail and its PDF, named in the reporter’s language (%s); the claim XML for the core system carries no language of the reporter',
    async (locale) => {
      const email = `done.${locale}@example.sk`;
      const id = await reportIn(locale, email, locale === 'sk' ? '2026-04-03' : '2026-04-04');
      const saved = await api.call({ method: 'POST', url: `/v1/incident-report/${id}/save`, headers: otherBrowser(locale) });
      expect(saved.status).toBe(200);
      expect(saved.body.isDuplicate).toBe(false);
      const [claimId] = saved.body.claimIds as string[];

      await server.app.afterResponseSettled();
      const [mail] = (await readMails(server.dataDir)).filter((m) => m.to === email);
      expect(mail!.subject).toBe(READS[locale].completionSubject);
      expect(mail!.text).toContain(`${READS[locale].claimNumber}: ${claimId}`);
      expect(mail!.attachments).toHaveLength(1);
      expectLanguageMarked(mail!, locale);
      expect(mail!.attachments[0]!.filename).toBe(`${locale === 'sk' ? 'hlasenie' : 'report'}-${saved.body.incidentReportIds[0]}.pdf`);
      const attached = flat(await extractText(mail!.attachments[0]!.content));
      for (const label of READS[locale].pdf) expect(attached).toContain(label);
      for (const label of READS[other(locale)].pdf) expect(attached).not.toContain(label);

      // The insurer's copy is the same whatever language the reporter used: codes and what was
      // typed, no label of either language and no trace of the reporter's language.
      const [xml] = saved.body.rawXmls as string[];
      expect(xml).toContain(`<claimId>${claimId}</claimId>`);
      expect(xml).toContain('Pri cúvaní na parkovisku');
      expect(xml).not.toMatch(/<locale>|Claim report|Reporter/);
    },
  );

  it.each(['sk', 'en'] as const)(
    'answers the PDF in the reporter’s language (%s), and in the other language when asked (the cache keeps both)',
    async (locale) => {
      const id = await reportIn(locale, `pdf.${locale}@example.sk`, '2026-04-05', scope1CascoSteps.slice(0, 3));
      const stored = await pdfOf(id, '', locale);
      for (const label of READS[locale].pdf) expect(stored).toContain(label);
      const asked = await pdfOf(id, `?locale=${other(locale)}`, locale);
      for (const label of READS[other(locale)].pdf) expect(asked).toContain(label);
      for (const label of READS[locale].pdf) expect(asked).not.toContain(label);
      // Asked again in the reporter's language: the cached copy of that language, not the other one.
      expect(await pdfOf(id, `?locale=${locale}`, locale)).toContain(READS[locale].pdf[0]);
    },
  );

  it('refuses a language the product does not have', async () => {
    const id = await api.create();
    const update = await api.update(id, { meta: { locale: 'de' } });
    expect(update.status).toBe(400);
    expect(update.body.details).toEqual([expect.objectContaining({ path: '/meta/locale' })]);
    const pdf = await api.call({ method: 'GET', url: `/v1/incident-report/${id}/summary.pdf?locale=de` });
    expect(pdf.status).toBe(400);
  });
});
