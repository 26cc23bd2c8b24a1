import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/domain/report.ts';
import type { CoreSystemEvent } from '../../server/claims/core-events.ts';
import { coreSystemSecret, signedCoreEventRequest } from '../../server/claims/core-signature.ts';
import { createOutboxWorker } from '../../server/services/outbox-worker.ts';
import { apiClient } from '../support/api.ts';
import { scope1CascoSteps } from '../support/journey-data.ts';
import { readMails } from '../support/mail.ts';
import { axeViolations } from './support/axe.ts';
import { newPage, type Page } from './support/browser.ts';
import { e2eServerAndBrowser } from './support/server.ts';

const PHONE = { width: 390, height: 844 };
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
  randomBytes(4096),
  Buffer.from([0xff, 0xd9]),
]);

/** What the page says in each language. */
const READS = {
  sk: {
    title: 'Vaša poistná udalosť',
    date: '12. 3. 2026',
    place: 'Hlavná 12, 010 01 Žilina',
    claim: 'Číslo poistnej udalosti',
    reported: 'Nahlásená',
    document: 'Fotodokumentácia: nárazník.jpg',
    nextSteps: 'Čo bude nasledovať',
    switchTo: 'English',
  },
  en: {
    title: 'Your claim',
    date: '13 March 2026',
    place: 'Hlavná 12, 010 01 Žilina',
    claim: 'Claim number',
    reported: 'Reported',
    document: 'Photographs: nárazník.jpg',
    nextSteps: 'What happens next',
    switchTo: 'Slovensky',
  },
} as const;

/** WCAG 2.1 1.4.10 Reflow: nothing scrolls sideways at 320 CSS pixels. */
async function scrollsSideways(page: Page): Promise<boolean> {
  await page.setViewportSize({ width: 320, height: 844 });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
  await page.setViewportSize(PHONE);
  return wide;
}

const mainText = async (page: Page) => (await page.locator('main').textContent()) ?? '';

/**
 * The claim's own page in Chromium on a phone: reached from /confirm's link, in the reporter's
 * language (Slovak and English), with the claims, the incident, the status, the documents and the
 * next steps; axe-clean, no sideways scrolling; an unknown or replaced link says so.
 */
describe('the claim page in Chromium on a phone', () => {
  const e2e = e2eServerAndBrowser();

  async function savedReport(locale: Locale, date: string) {
    const api = apiClient(e2e.server.app);
    const id = await api.create();
    for (const step of [...scope1CascoSteps, { incident: { date }, meta: { locale } }])
      expect((await api.update(id, step)).status).toBe(200);
    const uploaded = await api.upload(id, 'nárazník.jpg', JPEG, '?type=PHOTO_DOC');
    expect(uploaded.status).toBe(201);
    expect((await api.update(id, { attachments: [{ id: uploaded.body.id, type: 'PHOTO_DOC' }] })).status).toBe(200);
    const saved = await api.save(id);
    expect(saved.status).toBe(200);
    return { id, claimId: saved.body.claimIds[0] as string, token: saved.body.claimPageToken as string };
  }

  async function expectPage(page: Page, locale: Locale, claimId: string) {
    const reads = READS[locale];
    await page.getByRole('heading', { level: 1, name: reads.title }).waitFor();
    await page.getByText(claimId).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
    const text = await mainText(page);
    for (const expected of [reads.date, reads.place, reads.claim, reads.reported, reads.document, reads.nextSteps])
      expect(text).toContain(expected);
    // Nothing of the reporter that /confirm would not show, and none of its contacts either.
    for (const personal of ['Novák', 'SK31', '905 123 456', 'jan.novak@example.sk']) expect(text).not.toContain(personal);
    expect(await page.title()).toContain(reads.title);
    expect(await axeViolations(page), locale).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
  }

  it('/confirm links to the page, which shows the claim in Slovak; the switch turns it English', async () => {
    const { id, claimId, token } = await savedReport('sk', '2026-03-12');
    const { page, problems, close } = await newPage(e2e.browser, { viewport: PHONE });
    try {
      await page.goto(`${e2e.server.url}/motor/?id=${id}`);
      await page.waitForURL('**/motor/confirm');
      const link = page.getByRole('link', { name: 'Stránka poistnej udalosti' });
      expect(await link.getAttribute('href')).toBe(`/motor/claim/${token}`);
      await link.click();
      await page.waitForURL(`**/motor/claim/${token}`);
      await expectPage(page, 'sk', claimId);

      await page.getByRole('button', { name: READS.sk.switchTo }).click();
      await page.getByRole('heading', { level: 1, name: READS.en.title }).waitFor();
      expect(await mainText(page)).toContain(READS.en.reported);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('opens from the e-mail’s link in the reporter’s language (English), whatever the browser prefers', async () => {
    const { claimId, token } = await savedReport('en', '2026-03-13');
    const { page, problems, close } = await newPage(e2e.browser, { viewport: PHONE });
    try {
      await page.goto(`${e2e.server.url}/motor/claim/${token}`);
      await expectPage(page, 'en', claimId);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a link that never existed, or one a newer link replaced, says so (and the page is axe-clean)', async () => {
    const { id, token } = await savedReport('sk', '2026-03-14');
    await e2e.server.app.claimPages.replace(id);
    const { page, close } = await newPage(e2e.browser, { viewport: PHONE });
    try {
      const unknown = await page.goto(`${e2e.server.url}/motor/claim/${randomBytes(32).toString('base64url')}`);
      expect(unknown?.status()).toBe(200);
      await page.getByText('Tento odkaz na stránku poistnej udalosti nie je platný.', { exact: false }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`${e2e.server.url}/motor/claim/${token}`);
      await page.getByText('nahradil ho novší, ktorý sme vám poslali e-mailom', { exact: false }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each([
    [
      'sk',
      '2026-03-15',
      {
        asks: 'Poisťovňa od vás ešte potrebuje',
        police: 'Správa polície',
        planned: 'Naplánovaná obhliadka',
        inspection: 'Obhliadka 9. 12. 2026 09:30, Hlavná 12, Žilina',
        subject: 'Novinky k vašej poistnej udalosti',
        mailLine: 'Naplánovali sme obhliadku: 9. 12. 2026 09:30, Hlavná 12, Žilina.',
        type: 'Typ dokumentu',
        sending: 'Správa polície: správa.pdf',
        sendingNote: 'odosiela sa poisťovni',
        sentNote: 'odoslané',
        received: 'Súbor správa.pdf sme prijali a posielame ho poisťovni.',
        answered: 'Vyžiadané dokumenty, ktoré ste už doplnili',
      },
    ],
    [
      'en',
      '2026-03-16',
      {
        asks: 'What the insurer still needs from you',
        police: 'Police report',
        planned: 'Inspection planned',
        inspection: 'Inspection 9 December 2026 09:30, Hlavná 12, Žilina',
        subject: 'News about your claim',
        mailLine: 'We have planned an inspection: 9 December 2026 09:30, Hlavná 12, Žilina.',
        type: 'Document type',
        sending: 'Police report: správa.pdf',
        sendingNote: 'on its way to the insurer',
        sentNote: 'sent',
        received: 'We have received správa.pdf and are sending it to the insurer.',
        answered: 'Requested documents you have added',
      },
    ],
  ] as const)(
    'shows the core system’s events, e-mails the one that asks something, and takes the document it asks for (%s)',
    async (locale, date, reads) => {
      const { claimId, token } = await savedReport(locale, date);
      const secret = await coreSystemSecret(e2e.server.config);
      const now = Date.now();
      const events: CoreSystemEvent[] = [
        { type: 'INSPECTION_PLANNED', inspection: { date: '2026-12-09', time: '09:30', place: 'Hlavná 12, Žilina' } },
        { type: 'DOCUMENTS_REQUESTED', documentTypes: ['POLICE_REPORT'] },
      ].map((fields, index) => ({
        eventId: `e2e-${locale}-${index}`,
        occurredAt: new Date(now - 60_000 + index * 1000).toISOString(),
        sentAt: new Date(now).toISOString(),
        ...fields,
      })) as CoreSystemEvent[];
      for (const event of events) {
        const request = signedCoreEventRequest(secret, claimId, event);
        const posted = await e2e.server.app.inject({ method: 'POST', url: request.path, headers: request.headers, payload: request.body });
        expect(posted.statusCode).toBe(204);
        await e2e.server.app.afterResponseSettled();
      }
      // The inspection was e-mailed at once; the request for documents an hour later waits for the next e-mail.
      const mails = (await readMails(e2e.server.dataDir)).filter((mail) => mail.subject === `${reads.subject} ${claimId}`);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(reads.mailLine);
      const link = `${e2e.server.config.publicUrl}/motor/claim/${token}`;
      expect(mails[0]!.text).toContain(link);
      const { page, problems, close } = await newPage(e2e.browser, { viewport: PHONE });
      try {
        // The e-mail's link, on this server.
        await page.goto(link.replace(e2e.server.config.publicUrl, e2e.server.url));
        await page.getByRole('heading', { level: 3, name: reads.asks }).waitFor();
        const requested = page.locator('.claim-page__requested');
        expect(await requested.getByRole('listitem').allTextContents()).toEqual([reads.police]);
        const text = await mainText(page);
        expect(text).toContain(reads.planned);
        expect(text).toContain(reads.inspection);
        expect(await axeViolations(page), locale).toEqual([]);
        expect(await scrollsSideways(page)).toBe(false);

        // The document asked for: its type is chosen already; the file goes to the insurer as it arrives.
        expect(await page.getByLabel(reads.type, { exact: true }).inputValue()).toBe('POLICE_REPORT');
        await page.locator('input[type="file"][multiple]').setInputFiles({ name: 'správa.pdf', mimeType: 'application/pdf', buffer: PDF });
        await page.getByText(reads.received).waitFor();
        const sent = page.locator('.claim-page__documents li').filter({ hasText: reads.sending });
        await sent.waitFor();
        expect(await sent.textContent()).toContain(reads.sendingNote);
        await page.getByRole('heading', { level: 3, name: reads.answered }).waitFor();
        expect(await page.locator('.claim-page__requested').count()).toBe(0);
        expect(await axeViolations(page), locale).toEqual([]);
        // Once the outbox has delivered it, the page lists it as sent.
        const outboxDir = path.join(e2e.server.dataDir, 'outbox', 'core');
        expect(await createOutboxWorker({ db: e2e.server.app.db, outboxDir, pollMs: 1000, log: silent }).runOnce()).toBeGreaterThan(0);
        await page.reload();
        await sent.waitFor();
        expect(await sent.textContent()).toContain(reads.sentNote);
        expect(await sent.textContent()).not.toContain(reads.sendingNote);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    },
  );
  it.each([
    [
      'sk',
      '2026-03-17',
      {
        button: 'Poslať nový odkaz e-mailom',
        sent: 'Nový odkaz sme poslali na adresu j…@e….sk uvedenú v hlásení.',
        replaced: 'nahradil ho novší, ktorý sme vám poslali e-mailom',
      },
    ],
    [
      'en',
      '2026-03-18',
      {
        button: 'Send me a new link by email',
        sent: 'We have sent a new link to j…@e….sk, the address given in the report.',
        replaced: 'which we e-mailed you, has replaced it',
      },
    ],
  ] as const)(
    'the "new link" button e-mails one to the report’s address and this link then says it was replaced (%s)',
    async (locale, date, reads) => {
      const { token } = await savedReport(locale, date);
      const { page, problems, close } = await newPage(e2e.browser, { viewport: PHONE });
      try {
        await page.goto(`${e2e.server.url}/motor/claim/${token}`);
        await page.getByRole('button', { name: reads.button }).click();
        await page.getByRole('status').getByText(reads.sent, { exact: false }).waitFor();
        expect(await axeViolations(page), locale).toEqual([]);
        expect(await scrollsSideways(page)).toBe(false);

        await page.reload();
        await page.getByText(reads.replaced, { exact: false }).waitFor();
        // Whoever lost the newest e-mail can ask again from here.
        await page.getByRole('button', { name: reads.button }).waitFor();
        expect(await axeViolations(page), locale).toEqual([]);
        expect(problems.filter((problem) => !problem.includes('410'))).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});
