import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestNewClaimLink } from '../../server/claims/new-claim-link.ts';
import { CLAIM_LINKS_PER_REPORT_PER_DAY, CLAIM_LINKS_PER_REPORT_PER_HOUR } from '../../src/domain/request-limits.ts';
import type { Locale } from '../../src/domain/report.ts';
import { apiClient } from '../support/api.ts';
import { databaseModes } from '../support/databases.ts';
import { scope1CascoSteps } from '../support/journey-data.ts';
import { readMails } from '../support/mail.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/**
 * "Send me a new link" on the claim's page: the new link goes only to the reporter's e-mail of the
 * report, in the reporter's language, through the e-mail jobs, and ends the old one; a replaced
 * link may ask too; a few an hour and a day per report.
 */
describe.each(databaseModes)('a new link to the claim page by e-mail (%s)', (mode) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let day = 0;

  beforeAll(async () => {
    server = await startTestServer(mode);
    api = apiClient(server.app);
  });
  afterAll(() => server?.close());

  async function savedReport(options: { locale?: Locale; email?: string } = {}) {
    day += 1;
    const email = options.email ?? `new.link.${day}@example.sk`;
    const id = await api.create();
    const steps = [
      ...scope1CascoSteps,
      {
        incident: { date: `2026-04-${String(day).padStart(2, '0')}` },
        parties: { reporter: { email } },
        meta: { locale: options.locale ?? 'sk' },
      },
    ];
    for (const step of steps) expect((await api.update(id, step)).status).toBe(200);
    const saved = await api.save(id);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await server.app.afterResponseSettled();
    return { id, email, token: saved.body.claimPageToken as string };
  }

  const page = (token: string) => api.call({ method: 'GET', url: `/v1/claim-page/${token}` });
  const askNewLink = (token: string, payload?: object) =>
    api.call({ method: 'POST', url: `/v1/claim-page/${token}/new-link`, ...(payload ? { payload } : {}) });
  const mailsTo = async (email: string) => {
    await server.app.afterResponseSettled();
    return (await readMails(server.dataDir)).filter((mail) => mail.to === email);
  };
  const linkOf = (token: string) => `${server.config.publicUrl}/motor/claim/${token}`;
  const tokenIn = (text: string) => /\/motor\/claim\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

  it.each([
    ['sk', 'Nový odkaz na stránku vašej poistnej udalosti', 'Predchádzajúci odkaz na stránku už neplatí.'],
    ['en', 'A new link to your claim’s page', 'The previous link to the page no longer works.'],
  ] as const)(
    '(%s) goes to the report’s address in its language, says where (masked), and ends the old link',
    async (locale, subject, line) => {
      const { email, token } = await savedReport({ locale, email: `jana.${locale}@example.sk` });
      const asked = await askNewLink(token);
      expect(asked.status).toBe(202);
      expect(asked.body).toEqual({ sent: true, sentTo: 'j…@e….sk' });

      const old = await page(token);
      expect(old.status).toBe(410);
      expect(old.body.code).toBe('CLAIM_LINK_REPLACED');

      const mail = (await mailsTo(email)).find((m) => m.subject === subject);
      expect(mail, 'the new link’s e-mail').toBeDefined();
      expect(mail!.text).toContain(line);
      const fresh = tokenIn(mail!.text)!;
      expect(fresh).not.toBe(token);
      expect(mail!.html).toContain(`<a href="${linkOf(fresh)}">${linkOf(fresh)}</a>`);
      expect((await page(fresh)).status).toBe(200);
    },
  );

  it('never to an address of the request: one named in a body changes nothing of where it goes', async () => {
    const { email, token } = await savedReport({ email: 'marek.reporter@example.sk' });
    const asked = await askNewLink(token, { email: 'someone.else@elsewhere.com' });
    expect(asked.status).toBe(202);
    expect(asked.body.sentTo).toBe('m…@e….sk');
    const fresh = (await mailsTo(email)).map((mail) => tokenIn(mail.text)).filter((found) => found && found !== token);
    expect(fresh).toHaveLength(1);
    expect((await readMails(server.dataDir)).some((mail) => mail.to.includes('someone.else'))).toBe(false);
  });

  it('a replaced link may ask too: the newest link goes to the report’s address, and every older one is a 410', async () => {
    const { email, token } = await savedReport();
    expect((await askNewLink(token)).status).toBe(202);
    const asked = await askNewLink(token);
    expect(asked.status).toBe(202);
    const links = (await mailsTo(email)).map((mail) => tokenIn(mail.text)).filter((found) => found && found !== token);
    expect(links).toHaveLength(2);
    const newest = links.at(-1)!;
    expect((await page(newest)).status).toBe(200);
    expect((await page(token)).status).toBe(410);
    expect((await page(links[0]!)).status).toBe(links[0] === newest ? 200 : 410);
  });

  it(`${CLAIM_LINKS_PER_REPORT_PER_HOUR} an hour and ${CLAIM_LINKS_PER_REPORT_PER_DAY} a day per report; beyond, a 429 with Retry-After and the link in force stays`, async () => {
    const { id, email, token } = await savedReport();
    const start = new Date(Date.now() + 60_000);
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const context = { db: server.app.db, claimPages: server.app.claimPages };
    for (let index = 0; index < CLAIM_LINKS_PER_REPORT_PER_HOUR; index += 1) {
      expect(await requestNewClaimLink(context, token, at(index))).toEqual({ sentTo: 'n…@e….sk' });
    }
    const current = await server.app.claimPages.current(id);
    const refused = await askNewLink(current);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('CLAIM_LINK_LIMIT_REACHED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await page(current)).status).toBe(200);

    // An hour after the first, one more; then the day's are spent until a day after the first.
    expect(await requestNewClaimLink(context, token, at(59))).toMatchObject({ retryAfterSeconds: 60 });
    expect(await requestNewClaimLink(context, token, at(61))).toEqual({ sentTo: 'n…@e….sk' });
    expect(await requestNewClaimLink(context, token, at(122))).toEqual({ sentTo: 'n…@e….sk' });
    const spent = await requestNewClaimLink(context, token, at(200));
    expect(spent).toMatchObject({ retryAfterSeconds: (24 * 60 - 200) * 60 });
    expect(await requestNewClaimLink(context, token, at(24 * 60 + 1))).toEqual({ sentTo: 'n…@e….sk' });

    await server.app.completionMails.runOnce();
    const newLinks = (await mailsTo(email)).filter((mail) => tokenIn(mail.text) && tokenIn(mail.text) !== token);
    expect(newLinks).toHaveLength(CLAIM_LINKS_PER_REPORT_PER_DAY + 1);
  });

  it('a token that never existed is a 404, and nothing is sent', async () => {
    const before = (await readMails(server.dataDir)).length;
    const asked = await askNewLink(randomBytes(32).toString('base64url'));
    expect(asked.status).toBe(404);
    expect(await readMails(server.dataDir)).toHaveLength(before);
  });
});
