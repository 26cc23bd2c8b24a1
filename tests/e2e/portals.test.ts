import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartnerPage, type PartnerPage } from '../../scripts/demo-portal/partner-page.ts';
import { apiClient } from '../support/api.ts';
import { expiresIn, signedEntry, TEST_PORTAL_SECRETS } from '../support/portal-entries.ts';
import { launchBrowser, newPage, type Browser, type Frame, type Page } from './support/browser.ts';
import {
  answer,
  attachPhoto,
  axeOncePerRoute,
  confirmedNumbers,
  describeIncident,
  fillNewBankAccount,
  fillResponsibleParty,
  pickIncidentAddress,
  reportIdOnConfirm,
  sendReport,
  summarySection,
} from './support/full-journey-others.ts';
import { startE2eServer } from './support/server.ts';
import { arrive, chooseCard, continueTo } from './support/wizard.ts';

/**
 * The portals in real Chromium (SPEC §1, §4; DESIGN §7): the demo partner page of
 * `npm run demo:portal` embeds the wizard in an iframe, is told once the wizard has loaded, and an
 * SMP agent and a KZ operator each report a claim to /confirm inside the frame. Pages on origins
 * PORTAL_ORIGINS does not list (another site, a look-alike of the partner's name) cannot frame
 * the wizard, receive nothing from it, and cannot steer it with messages of their own.
 *
 * Every server has a host name of its own, mapped by Chromium to 127.0.0.1, so the origins differ
 * as in production: the insurer's wizard, the partner, an unrelated site and a look-alike.
 */

type Server = Awaited<ReturnType<typeof startE2eServer>>;

const HOST = {
  wizard: 'claims.insurer.example',
  partner: 'agents.partner.example',
  evil: 'evil.example',
  lookalike: 'agents.partner.example.evil.io',
};
const RESOLVER = '--host-resolver-rules=MAP *.example 127.0.0.1, MAP *.evil.io 127.0.0.1';
const DESKTOP = { width: 1280, height: 900 };
const JOURNEY_TIMEOUT = 150_000;
/** Chromium's console line for get-operator-data's 401 to a refused entry. */
const REFUSED_BY_API = /Failed to load resource: the server responded with a status of 401/;
/** Chromium's console line when frame-ancestors stops a page from framing the wizard. */
const FRAMING_BLOCKED = /Content Security Policy directive: "frame-ancestors [^"]*"\. The request has been blocked/;

/**
 * A hostile site: `/frame?src=` embeds a page and `/open?src=` opens it in a new window; both
 * record every message they receive in `window.received` and may post their own with `window.spam()`
 * (`window.targetClosed()`: whether the handle to what they embedded or opened reads as closed).
 */
function hostileSite(): Promise<{ port: number; close(): Promise<void> }> {
  const script = `
    window.received = [];
    addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }));
    const src = new URLSearchParams(location.search).get('src');
    let target;
    if (location.pathname === '/frame') {
      const frame = document.createElement('iframe');
      frame.src = src; frame.title = 'embedded'; frame.style.width = '100%'; frame.style.height = '800px';
      document.body.append(frame);
      target = () => frame.contentWindow;
    } else {
      const opened = window.open(src, '_blank');
      target = () => opened;
    }
    window.spam = () => {
      const messages = [
        { type: 'SUBMIT', patch: { incident: { scopesOfDamage: [{ objectId: 1 }] } } },
        { type: 'xstate.route', to: '#summary' },
        { type: 'EXIT' },
        JSON.parse('{"__proto__": {"polluted": true}, "type": "SUBMIT"}'),
        'motor-claim:loaded',
      ];
      for (const message of messages) target().postMessage(message, '*');
      return messages.length;
    };
    window.targetClosed = () => target().closed;`;
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><title>Not a partner</title><body><script>${script}</script></body></html>`);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as AddressInfo).port, close: () => new Promise<void>((done) => server.close(() => done())) }),
    );
  });
}

describe('the wizard embedded in a partner portal (SMP, KZ), in Chromium', () => {
  let server: Server;
  let partner: PartnerPage;
  let hostile: Awaited<ReturnType<typeof hostileSite>>;
  let browser: Browser;
  let wizardUrl: string;
  const axe = axeOncePerRoute();

  beforeAll(async () => {
    // The partner page first: the wizard's PORTAL_ORIGINS names it.
    // It signs its links with the partners' secrets the test server has (D28).
    const secrets = { SMP: [TEST_PORTAL_SECRETS.SMP], KZ: [TEST_PORTAL_SECRETS.KZ] };
    partner = await startPartnerPage({ wizardUrl: () => wizardUrl, port: 0, publicHost: HOST.partner, secrets });
    hostile = await hostileSite();
    server = await startE2eServer({ TRUST_PROXY: 'true', PORTAL_ORIGINS: partner.origin });
    wizardUrl = `http://${HOST.wizard}:${new URL(server.url).port}`;
    // Real origins over plain HTTP are not "potentially trustworthy"; production serves HTTPS.
    const origins = [wizardUrl, partner.origin, `http://${HOST.evil}:${hostile.port}`, `http://${HOST.lookalike}:${hostile.port}`];
    browser = await launchBrowser({ args: [RESOLVER, `--unsafely-treat-insecure-origin-as-secure=${origins.join(',')}`] });
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([server?.close(), partner?.close(), hostile?.close()]);
  });

  /** A fresh desktop page (agents work at desks); console errors fail the test unless expected. */
  async function session(run: (page: Page, problems: string[]) => Promise<void>, expected?: RegExp) {
    const { page, problems, close } = await newPage(browser, { viewport: DESKTOP });
    try {
      await run(page, problems);
      const unexpected = problems.filter((problem) => !expected?.test(problem));
      expect(unexpected, unexpected.join('\n')).toEqual([]);
    } finally {
      await close();
    }
  }

  /** The partner page opening the wizard with the portal's query; the wizard's frame at its first screen. */
  async function openPortal(page: Page, query: string, firstRoute = '/incident-scope'): Promise<Frame> {
    await page.goto(`${partner.origin}/?${query}&open=1`);
    const frame = await (await page.locator('iframe#wizard').elementHandle())!.contentFrame();
    await arrive(frame!, firstRoute);
    return frame!;
  }

  /** The reports the server holds: a refused entry starts none. */
  const reports = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('incident_report')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** What the partner page lists as received from the wizard (it accepts the wizard's origin only). */
  const messagesOf = (page: Page) => page.locator('#messages li').allTextContents();

  async function expectToldOnce(page: Page, portal: 'SMP' | 'KZ', screen: string) {
    await expect.poll(() => messagesOf(page)).toEqual([JSON.stringify({ type: 'motor-claim:loaded', portal, screen })]);
  }

  /** In a portal the partner's page is the frame: no header (logo, language, exit) and no footer. */
  async function expectNoHeaderOrFooter(frame: Frame) {
    expect(await frame.locator('header.header').count()).toBe(0);
    expect(await frame.locator('footer.footer').count()).toBe(0);
    expect(await frame.getByRole('button', { name: 'Ukončiť' }).count()).toBe(0);
  }

  it(
    'SMP: the partner page is told once loaded; an agent reports for an aggrieved party (scope 3) to /confirm',
    () =>
      session(async (page) => {
        const frame = await openPortal(page, 'portal=SMP&code=SMP001&cislopz=4010000011&poistenie=pov&ecv=BA111AA');
        await expectToldOnce(page, 'SMP', '/incident-scope');
        await expectNoHeaderOrFooter(frame);
        await axe.check(frame, 'SMP /incident-scope');

        // SMP wording: the tiles speak of the client and the aggrieved party.
        await chooseCard(frame, 'Iné vozidlo poškodilo majetok poškodeného');
        await continueTo(frame, '/permission-confirmation-SMP');
        await axe.check(frame, 'SMP /permission-confirmation-SMP');
        await frame.getByLabel('Meno', { exact: true }).fill('Eva');
        await frame.getByLabel('Priezvisko', { exact: true }).fill('Malá');
        await frame.getByLabel('Rodné číslo', { exact: true }).fill('855123/1238');
        await frame.getByLabel('Potvrdzujem, že som overil(a) totožnosť poškodeného').check();
        await continueTo(frame, '/aggrieved-party-details');

        // The portal notice: the agent reports on behalf of the aggrieved party.
        await frame.getByText('Škodu nahlasujete v mene poškodeného: Eva Malá').waitFor();
        await frame.getByLabel('E-mail', { exact: true }).fill('eva.mala@example.sk');
        await frame.getByLabel('Telefónne číslo', { exact: true }).fill('905 123 456');
        await continueTo(frame, '/responsible-party-details');

        await fillResponsibleParty(frame, { plate: 'BA888HH' }, '/incident-map');
        await pickIncidentAddress(frame, 'Žilina', 'Hlavná', '/incident-details');
        await describeIncident(frame, 'Vozidlo BA888HH pri cúvaní narazilo do plota poškodenej.');
        await answer(frame, 'Spísali účastníci spoločný záznam o nehode?', true);
        await continueTo(frame, '/additional-bank');
        // D27: the aggrieved party is not the client whose policy (cislopz) this is, so the
        // client's saved accounts are not offered; the agent types the aggrieved party's account.
        await frame.getByLabel('IBAN', { exact: true }).fill('SK3112000000198742637541');
        expect(await frame.getByText('Účty, ktoré evidujeme pri poistnej zmluve klienta.').count()).toBe(0);
        await continueTo(frame, '/additional-attachments');
        await attachPhoto(frame, 'plot.png');
        await continueTo(frame, '/summary');

        await axe.check(frame, 'SMP /summary');
        const operator = await summarySection(frame, 'Operátor portálu');
        expect(operator).toContain('Peter');
        expect(operator).toContain('Horváth');
        expect(operator).toContain('phorvath');

        const save = await sendReport(frame);
        expect(save.status, JSON.stringify(save.body)).toBe(200);
        await arrive(frame, '/confirm');
        const numbers = await confirmedNumbers(frame);
        expect(numbers).toHaveLength(1);
        expect(numbers[0]).toMatch(/^Majetok – Číslo poistnej udalosti: \d+$/);
        // No exit on the confirmation in a portal (SPEC §6); the partner page stays told once.
        await expectNoHeaderOrFooter(frame);
        expect(await messagesOf(page)).toHaveLength(1);

        // The report records the portal and its operator; SMP: the reporter is not the insured.
        const id = await reportIdOnConfirm(frame);
        const stored = await apiClient(server.app).load(id);
        expect(stored.meta.context).toBe('SMP');
        expect(stored.parties.operator).toMatchObject({ firstName: 'Peter', lastName: 'Horváth', identificationNumber: 'phorvath' });
        expect(stored.parties.aggrievedParty).toMatchObject({ firstName: 'Eva', lastName: 'Malá' });
        expect(stored.meta.saved).toMatchObject({ isCompleted: true });
        // Local drafts are not used in portals. (Chromium may deny a cross-site frame its storage
        // altogether; the wizard works without it, and then nothing is stored either.)
        const drafts = await frame.evaluate(() => {
          try {
            return localStorage.getItem('motor.drafts');
          } catch {
            return null;
          }
        });
        expect(drafts).toBeNull();
      }),
    JOURNEY_TIMEOUT,
  );

  it(
    'KZ: the reporter is the insured, prefilled from the operator data; a scope-3 claim to /confirm',
    () =>
      session(async (page) => {
        const frame = await openPortal(page, 'portal=KZ&code=KZ001');
        await expectToldOnce(page, 'KZ', '/incident-scope');
        await expectNoHeaderOrFooter(frame);

        await chooseCard(frame, 'Iné vozidlo poškodilo môj majetok');
        await continueTo(frame, '/reporter-details');
        await frame.getByText('Údaje sme predvyplnili z portálu').waitFor();
        expect(await frame.getByLabel('Meno', { exact: true }).inputValue()).toBe('Jana');
        expect(await frame.getByLabel('Priezvisko', { exact: true }).inputValue()).toBe('Molnárová');
        await continueTo(frame, '/responsible-party-details');
        await fillResponsibleParty(frame, { plate: 'BA888HH' }, '/incident-map');
        await pickIncidentAddress(frame, 'Nitra', 'Štefánikova', '/incident-details');
        await describeIncident(frame, 'Pri parkovaní mi iné vozidlo poškodilo bránu.');
        await answer(frame, 'Spísali účastníci spoločný záznam o nehode?', true);
        await continueTo(frame, '/additional-bank');
        await fillNewBankAccount(frame, { iban: 'SK31 1200 0000 1987 4263 7541', holderBirthNumber: '' }, '/additional-attachments');
        await continueTo(frame, '/summary');

        expect(await summarySection(frame, 'Operátor portálu')).toContain('Molnárová');
        const save = await sendReport(frame);
        expect(save.status, JSON.stringify(save.body)).toBe(200);
        await arrive(frame, '/confirm');
        expect(await confirmedNumbers(frame)).toHaveLength(1);
        await expectNoHeaderOrFooter(frame);
        await axe.check(frame, 'KZ /confirm');
        expect(await messagesOf(page)).toHaveLength(1);
      }),
    JOURNEY_TIMEOUT,
  );

  it('an unverified SMP operator gets the refusal page in the frame, not a wizard, and no report is created', () =>
    session(async (page) => {
      const before = await server.database.db
        .selectFrom('incident_report')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      const frame = await openPortal(page, 'portal=SMP&code=SMP999', '/operator-not-verified');
      await frame.getByRole('heading', { level: 1, name: 'Operátora sa nepodarilo overiť' }).waitFor();
      expect(await frame.getByRole('button', { name: 'Pokračovať' }).count()).toBe(0);
      expect(await frame.locator('.option-card').count()).toBe(0);
      await expectToldOnce(page, 'SMP', '/operator-not-verified');
      const after = await server.database.db
        .selectFrom('incident_report')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    }));

  it('D28: an unsigned, altered or expired portal link gets the refusal page, not the wizard; the signed link opens it', () =>
    session(async (page) => {
      const before = await reports();
      // The partner page opening the wizard with an unsigned link.
      const unsigned = await openPortal(page, 'portal=KZ&code=KZ001&sign=0', '/operator-not-verified');
      await unsigned.getByRole('heading', { level: 1, name: 'Operátora sa nepodarilo overiť' }).waitFor();
      expect(await unsigned.getByRole('button', { name: 'Pokračovať' }).count()).toBe(0);
      expect(await unsigned.locator('.option-card').count()).toBe(0);
      await expectToldOnce(page, 'KZ', '/operator-not-verified');
      // Nothing of the operator reached the page.
      expect(await unsigned.locator('body').innerText()).not.toContain('Molnárová');

      // Signed, then altered (another operator's code), or signed long ago: refused alike.
      for (const search of [
        signedEntry('portal=KZ&code=KZ001').replace('code=KZ001', 'code=KZ002'),
        signedEntry('portal=KZ&code=KZ001', expiresIn(-60)),
      ]) {
        await page.goto(`${wizardUrl}/motor/?${search}`);
        await arrive(page, '/operator-not-verified');
        await page.getByRole('heading', { level: 1, name: 'Operátora sa nepodarilo overiť' }).waitFor();
      }
      expect(await reports()).toBe(before);

      // The same entry signed by the partner: the wizard, its reporter prefilled from the operator.
      const signed = await openPortal(page, 'portal=KZ&code=KZ001');
      await chooseCard(signed, 'Iné vozidlo poškodilo môj majetok');
      await continueTo(signed, '/reporter-details');
      expect(await signed.getByLabel('Priezvisko', { exact: true }).inputValue()).toBe('Molnárová');
      expect(await reports()).toBe(before + 1);
    }, REFUSED_BY_API));

  it(
    'D31: a portal entry opens; a reload resumes the portal and then its report; the entry URL once expired gets the refusal page',
    () =>
      session(async (page) => {
        const reload = async (route: string) => {
          await page.reload();
          await arrive(page, route);
        };
        // Opened as its own window, as an agent's "open in a new tab" does: Chromium gives a frame
        // from another site no session storage in a private window (nor where third-party cookies
        // are blocked), and there a reload cannot resume (docs/decisions.md, D31).
        const entry = 'portal=KZ&code=KZ001&ecv=BA111AA';
        const before = await reports();
        await page.goto(`${wizardUrl}/motor/?${signedEntry(entry)}`);
        await arrive(page, '/incident-scope');
        // The address is now the first screen's, without the signed query; a reload resumes the
        // portal with the token its check gave (not the public wizard).
        expect(page.url()).toMatch(/\/motor\/incident-scope$/);
        await reload('/incident-scope');
        await expectNoHeaderOrFooter(page.mainFrame());
        await chooseCard(page, 'Iné vozidlo poškodilo môj majetok');
        await continueTo(page, '/reporter-details');
        expect(await page.getByLabel('Priezvisko', { exact: true }).inputValue()).toBe('Molnárová');
        expect(await reports()).toBe(before + 1);
        const id = await page.evaluate(() => window.__claimActor!.getSnapshot().context.reportId);
        const stored = await apiClient(server.app).load(id!);
        expect(stored.meta.context).toBe('KZ');
        expect(stored.incident).toMatchObject({ myVehicle: { licensePlate: 'BA111AA' } });

        // Once the token has started the report, a reload resumes that report (D25), on its screen.
        await reload('/reporter-details');
        expect(await page.getByLabel('Priezvisko', { exact: true }).inputValue()).toBe('Molnárová');
        expect(await page.evaluate(() => window.__claimActor!.getSnapshot().context.reportId)).toBe(id);

        // The entry opened anew (a token not used yet), then the same entry's URL with an expiry now
        // past in that tab: the refusal page, whatever token the tab holds.
        await page.goto(`${wizardUrl}/motor/?${signedEntry(entry)}`);
        await arrive(page, '/incident-scope');
        await page.goto(`${wizardUrl}/motor/?${signedEntry(entry, expiresIn(-60))}`);
        await arrive(page, '/operator-not-verified');
        await page.getByRole('heading', { level: 1, name: 'Operátora sa nepodarilo overiť' }).waitFor();
        expect(await page.locator('.option-card').count()).toBe(0);
        expect(await reports()).toBe(before + 1);
      }, REFUSED_BY_API),
    JOURNEY_TIMEOUT,
  );

  it('pages on origins PORTAL_ORIGINS does not list cannot frame the wizard (portal or WEB) and receive no message', () =>
    session(async (page, problems) => {
      const targets = [
        `${wizardUrl}/motor/?portal=SMP&code=SMP001&cislopz=4010000011&poistenie=pov&ecv=BA111AA`,
        `${wizardUrl}/motor/?portal=KZ&code=KZ001`,
        `${wizardUrl}/motor/`,
      ];
      for (const host of [HOST.evil, HOST.lookalike]) {
        for (const target of targets) {
          const refusals = problems.length;
          await page.goto(`http://${host}:${hostile.port}/frame?src=${encodeURIComponent(target)}`);
          await expect
            .poll(() => problems.slice(refusals).some((problem) => FRAMING_BLOCKED.test(problem)), { message: problems.join('\n') })
            .toBe(true);
          const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
          expect(await frame?.locator('main h1').count(), `${host} framing ${target}`).toBe(0);
          // Refused framing: the browser rendered none of the wizard's page, so none of its scripts
          // ran and none can post later; the refusal above is the event that rules that out.
          expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
        }
      }
    }, FRAMING_BLOCKED));

  it('a site that opens the wizard keeps no handle to it (COOP), so its messages reach nothing; the wizard posts nothing back', () =>
    session(async (page) => {
      await page.goto(
        `http://${HOST.evil}:${hostile.port}/open?src=${encodeURIComponent(`${wizardUrl}/motor/?${signedEntry('portal=KZ&code=KZ001')}`)}`,
      );
      const popup = await page.waitForEvent('popup');
      await arrive(popup, '/incident-scope');
      const state = () =>
        popup.evaluate(() =>
          JSON.stringify({ value: window.__claimActor!.getSnapshot().value, report: window.__claimActor!.getSnapshot().context.report }),
        );
      const before = await state();
      // Cross-Origin-Opener-Policy: same-origin puts the wizard in a browsing context group of its
      // own: the opener's window handle reads as closed and the wizard has no opener to be reached by.
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      expect(await page.evaluate(() => (window as unknown as { targetClosed(): boolean }).targetClosed())).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { spam(): number }).spam())).toBe(5);
      expect(await state()).toBe(before);
      expect(popup.url()).toMatch(/\/motor\/incident-scope$/);
      expect(await popup.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined();
      expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
    }));
});
