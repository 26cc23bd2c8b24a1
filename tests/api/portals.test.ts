import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cspDirectives as directives } from '../support/csp.ts';
import { databaseModes } from '../support/databases.ts';
import {
  expiresIn,
  operatorDataUrl,
  portalCreateBody,
  portalEntryBody,
  portalToken,
  signedEntry,
  TEST_PORTAL_SECRETS,
} from '../support/portal-entries.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { PORTAL_ENTRY_MAX_AHEAD_SECONDS, signedEntryQuery } from '../../server/http/portal-signature.ts';
import { PORTAL_TOKEN_LIFETIME_SECONDS } from '../../server/http/portal-tokens.ts';
import { purgeExpiredDrafts } from '../../server/reports/retention.ts';

const PARTNERS = 'https://smp.partner.example,https://kz.partner.example:8443';

// Framing is a property of the served pages and the configuration, not of the database: PGlite only.
describe('portal origins (PORTAL_ORIGINS): who may frame the wizard and whom it tells it has loaded', () => {
  let listed: TestServer;
  let unlisted: TestServer;

  beforeAll(async () => {
    [listed, unlisted] = await Promise.all([startTestServer('pglite', { PORTAL_ORIGINS: PARTNERS }), startTestServer('pglite')]);
  });
  afterAll(async () => {
    await Promise.all([listed?.close(), unlisted?.close()]);
  });

  it('frame-ancestors lists the configured portal origins and nothing else, on every page of the wizard', async () => {
    for (const url of ['/motor/', '/motor/incident-scope?portal=SMP&code=SMP001', '/motor/summary']) {
      const response = await listed.app.inject({ method: 'GET', url });
      expect(directives(response.headers['content-security-policy'])['frame-ancestors'], url).toEqual([
        'https://smp.partner.example',
        'https://kz.partner.example:8443',
      ]);
      // frame-ancestors decides; an X-Frame-Options header would contradict it for the portals.
      expect(response.headers['x-frame-options'], url).toBeUndefined();
    }
  });

  it('without portal origins no site may frame the wizard, the public WEB context included', async () => {
    const response = await unlisted.app.inject({ method: 'GET', url: '/motor/' });
    expect(directives(response.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
  });

  it('get-portal-settings names the same origins, and none when none are configured', async () => {
    const settings = await listed.app.inject({ method: 'GET', url: '/v1/lookup/portal-settings' });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toEqual({ origins: ['https://smp.partner.example', 'https://kz.partner.example:8443'] });
    expect(settings.headers['cache-control']).toBe('no-store');
    expect((await unlisted.app.inject({ method: 'GET', url: '/v1/lookup/portal-settings' })).json()).toEqual({ origins: [] });
  });

  it('a portal report records its context and the operator from the register; an SMP operator no longer verified is refused', async () => {
    const created = await listed.app.inject({
      method: 'POST',
      url: '/v1/incident-report/create',
      payload: await portalCreateBody(listed.app, signedEntry('portal=KZ&code=KZ001')),
    });
    expect(created.statusCode, created.body).toBe(201);
    const report = (await listed.app.inject({ method: 'GET', url: `/v1/incident-report/${created.json().id}/load` })).json();
    expect(report.meta.context).toBe('KZ');
    expect(report.parties.operator).toMatchObject({ firstName: 'Jana', lastName: 'Molnárová' });

    // The register withdraws the agent between the frame's check and the create.
    const body = await portalCreateBody(listed.app, signedEntry('portal=SMP&code=SMP001'));
    const operator = () => listed.database.db.updateTable('operator').where('code', '=', 'SMP001');
    await operator().set({ verified: false }).execute();
    try {
      const refused = await listed.app.inject({ method: 'POST', url: '/v1/incident-report/create', payload: body });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'OPERATOR_NOT_VERIFIED' });
    } finally {
      await operator().set({ verified: true }).execute();
    }
  });
});

/** server/http/messages.ts: what the wizard's refusal and a partner's developer read. */
const NOT_SIGNED = {
  sk: 'Odkaz z portálu nie je platne podpísaný. Otvorte, prosím, hlásenie škody znova z portálu.',
  en: 'The link from the portal is not validly signed. Please open the claim report again from the portal.',
};
const EXPIRED = {
  sk: 'Platnosť odkazu z portálu vypršala. Otvorte, prosím, hlásenie škody znova z portálu.',
  en: 'The link from the portal has expired. Please open the claim report again from the portal.',
};

/** The birth number and the company id the operator register holds for KZ001 and KZ002. */
const OPERATOR_IDS = ['855123/1238', '8551231238', '46312552'];

describe.each(databaseModes)('signed portal entries (DECISIONS D28, %s)', (mode) => {
  let server: TestServer;
  /** PORTAL_SECRETS with two SMP secrets (a rotation) and none for KZ. */
  let smpOnly: TestServer;
  const ROTATED_SMP = 'rotated-smp-secret-abcdefghijklmnopqrstuvwxyz';

  beforeAll(async () => {
    [server, smpOnly] = await Promise.all([
      startTestServer(mode),
      startTestServer(mode, { PORTAL_SECRETS: `SMP:${TEST_PORTAL_SECRETS.SMP},SMP:${ROTATED_SMP}` }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server?.close(), smpOnly?.close()]);
  });

  const get = (url: string, app = server, language = 'sk') =>
    app.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
  const create = (payload: object, app = server) => app.app.inject({ method: 'POST', url: '/v1/incident-report/create', payload });
  it('get-operator-data refuses an unsigned entry with 401 in the request’s language, and tells nothing of the operator', async () => {
    for (const search of ['portal=KZ&code=KZ001', 'portal=SMP&code=SMP001&cislopz=4010000011']) {
      for (const language of ['sk', 'en'] as const) {
        const refused = await get(operatorDataUrl(search), server, language);
        expect(refused.statusCode, search).toBe(401);
        expect(refused.json()).toEqual({ code: 'PORTAL_ENTRY_NOT_SIGNED', message: NOT_SIGNED[language] });
      }
    }
  });

  it('an entry altered after signing is refused: another operator code, an added policy number, a changed plate or insurance', async () => {
    const kz = signedEntry('portal=KZ&code=KZ001');
    expect((await get(operatorDataUrl(kz))).statusCode).toBe(200);
    expect((await get(operatorDataUrl(kz.replace('code=KZ001', 'code=KZ002')))).statusCode).toBe(401);

    const smp = signedEntry('portal=SMP&code=SMP001&poistenie=pov&ecv=BA111AA');
    expect((await get(operatorDataUrl(smp))).statusCode).toBe(200);
    for (const altered of [
      `${smp}&cislopz=4010000011`,
      smp.replace('ecv=BA111AA', 'ecv=BA222BB'),
      smp.replace('poistenie=pov', 'poistenie=hav'),
    ]) {
      const refused = await get(operatorDataUrl(altered));
      expect(refused.statusCode, altered).toBe(401);
      expect(refused.json().code).toBe('PORTAL_ENTRY_NOT_SIGNED');
    }
    // One partner's secret does not open the other's portal.
    const withSmpSecret = signedEntryQuery(TEST_PORTAL_SECRETS.SMP, { portal: 'KZ', code: 'KZ001' }, expiresIn());
    expect((await get(operatorDataUrl(withSmpSecret))).statusCode).toBe(401);
  });

  it('an expired entry is refused (PORTAL_ENTRY_EXPIRED), and so is one whose expiry is more than 15 minutes ahead', async () => {
    const expired = await get(operatorDataUrl(signedEntry('portal=KZ&code=KZ001', expiresIn(-1))), server, 'en');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ code: 'PORTAL_ENTRY_EXPIRED', message: EXPIRED.en });

    const tooFar = await get(operatorDataUrl(signedEntry('portal=KZ&code=KZ001', expiresIn(PORTAL_ENTRY_MAX_AHEAD_SECONDS + 60))));
    expect(tooFar.statusCode).toBe(401);
    expect(tooFar.json().code).toBe('PORTAL_ENTRY_NOT_SIGNED');
    // Just inside the limit is accepted.
    expect(
      (await get(operatorDataUrl(signedEntry('portal=KZ&code=KZ001', expiresIn(PORTAL_ENTRY_MAX_AHEAD_SECONDS - 30))))).statusCode,
    ).toBe(200);
  });

  it('a signed entry gets its operator, without the operator’s birth number or identification number', async () => {
    const kz = await get(operatorDataUrl(signedEntry('portal=KZ&code=KZ001')));
    expect(kz.statusCode).toBe(200);
    expect(kz.json()).toEqual({
      portal: 'KZ',
      email: 'jana.molnarova@example.sk',
      phone: '+421903111222',
      firstName: 'Jana',
      lastName: 'Molnárová',
      partyType: 'PERSON',
      businessName: null,
      portalToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const business = await get(operatorDataUrl(signedEntry('portal=KZ&code=KZ002')));
    expect(business.json()).toMatchObject({ partyType: 'BUSINESS', businessName: 'Autopožičovňa Tatry, s.r.o.' });
    for (const body of [kz.body, business.body]) {
      expect(body).not.toContain('identification');
      for (const id of OPERATOR_IDS) expect(body).not.toContain(id);
    }
  });

  it('the insured of a policy number is named only to an entry its partner signed with that number', async () => {
    const signed = await get(operatorDataUrl(signedEntry('portal=SMP&code=SMP001&cislopz=4010000011')));
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({
      portal: 'SMP',
      verified: true,
      firstName: 'Peter',
      insured: { firstName: expect.any(String), lastName: expect.any(String) },
    });
    // Today's repro: an unsigned entry asking for sequential policy numbers.
    for (const policyId of ['4010000011', '4010000022', '4010000033']) {
      const probe = await get(`/v1/lookup/get-operator-data?operatorCode=SMP001&portal=SMP&policyId=${policyId}`);
      expect(probe.statusCode, policyId).toBe(401);
      expect(probe.body).not.toContain('insured');
    }
    const kzProbe = await get('/v1/lookup/get-operator-data?operatorCode=KZ001&portal=KZ&policyId=4010000011');
    expect(kzProbe.statusCode).toBe(401);
    expect(kzProbe.body).not.toContain('Jana');
  });

  it('a portal without a secret in PORTAL_SECRETS has no valid entry; every secret listed for a portal is accepted (rotation)', async () => {
    expect((await get(operatorDataUrl(signedEntry('portal=KZ&code=KZ001')), smpOnly)).statusCode).toBe(401);
    expect((await create(portalEntryBody(signedEntry('portal=KZ&code=KZ001')), smpOnly)).statusCode).toBe(401);
    expect((await get(operatorDataUrl(signedEntry('portal=SMP&code=SMP001')), smpOnly)).statusCode).toBe(200);
    const rotated = signedEntryQuery(ROTATED_SMP, { portal: 'SMP', code: 'SMP001' }, expiresIn());
    expect((await get(operatorDataUrl(rotated), smpOnly)).statusCode).toBe(200);
    // ... and the rotated secret is still SMP's alone.
    expect(
      (await get(operatorDataUrl(signedEntryQuery(ROTATED_SMP, { portal: 'KZ', code: 'KZ001' }, expiresIn())), smpOnly)).statusCode,
    ).toBe(401);
  });

  it('a signed entry starts its report with the token its check gave; the loaded report holds no operator birth number', async () => {
    const created = await create(await portalCreateBody(server.app, signedEntry('portal=KZ&code=KZ001&poistenie=hav&ecv=ba-111 aa')));
    expect(created.statusCode, created.body).toBe(201);
    const loaded = await get(`/v1/incident-report/${created.json().id}/load`);
    expect(loaded.json().parties.operator).toEqual({
      firstName: 'Jana',
      lastName: 'Molnárová',
      identificationNumber: 'KZ001',
      email: 'jana.molnarova@example.sk',
    });
    // The prefill is what the partner signed.
    expect(loaded.json().incident).toMatchObject({ policyType: 'CASCO', myVehicle: { licensePlate: 'BA111AA' } });
    for (const id of OPERATOR_IDS) expect(loaded.body).not.toContain(id);
  });
});

/** server/http/messages.ts: what a refused portal token says. */
const TOKEN_MESSAGES = {
  PORTAL_TOKEN_REQUIRED:
    'A claim report from the portal can be started only from a link the portal checked when it opened. Please open the claim report again from the portal.',
  PORTAL_TOKEN_INVALID: 'The check from the portal is not valid for this report. Please open the claim report again from the portal.',
  PORTAL_TOKEN_EXPIRED:
    'More than 8 hours have passed since the claim report was opened from the portal. Please open the claim report again from the portal.',
  PORTAL_TOKEN_USED:
    'A report has already been started from this opening of the portal. Please open the claim report again from the portal.',
};

describe.each(databaseModes)('portal tokens: a signed entry starts reports only until its exp (DECISIONS D31, %s)', (mode) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(mode);
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const check = (search: string, token?: string) =>
    server.app.inject({
      method: 'GET',
      url: operatorDataUrl(search),
      headers: { 'accept-language': 'en', ...(token !== undefined && { 'portal-token': token }) },
    });
  const create = (payload: object) =>
    server.app.inject({ method: 'POST', url: '/v1/incident-report/create', payload, headers: { 'accept-language': 'en' } });
  const reportCount = () => countReports(server);
  const refusedWith = (response: { statusCode: number; json(): unknown }, code: keyof typeof TOKEN_MESSAGES) => {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code, message: TOKEN_MESSAGES[code] });
  };
  /** Moves the server's clock (Date only: timers and the database's own clock run on). */
  const clockAt = (ms: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ms);
  };

  it('the check of a signed entry answers a new portal token of 256 random bits each time; only its SHA-256 is stored', async () => {
    const entry = signedEntry('portal=SMP&code=SMP001&cislopz=4010000011');
    const tokens = [await portalToken(server.app, entry), await portalToken(server.app, entry)];
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(2);
    const stored = JSON.stringify(await server.database.db.selectFrom('portal_token').selectAll().execute());
    for (const token of tokens) expect(stored).not.toContain(token);
    // An operator the register does not verify is given none: nothing can start its report.
    const unverified = await check(signedEntry('portal=SMP&code=SMP999'));
    expect(unverified.json()).toMatchObject({ portal: 'SMP', verified: false });
    expect(unverified.json()).not.toHaveProperty('portalToken');
  });

  it('a create without a token is refused, and the bare signature is not accepted in its place; nothing is created', async () => {
    const before = await reportCount();
    const entry = signedEntry('portal=KZ&code=KZ001');
    refusedWith(await create(portalEntryBody(entry)), 'PORTAL_TOKEN_REQUIRED');
    const { exp, sig } = Object.fromEntries(new URLSearchParams(entry));
    const withSignature = await create({ ...portalEntryBody(entry), portalSignature: { exp: Number(exp), sig } });
    expect(withSignature.statusCode).toBe(400);
    expect(withSignature.json().details).toEqual([{ path: '/portalSignature', message: expect.any(String) }]);
    refusedWith(await create(portalEntryBody(entry, 'A'.repeat(43))), 'PORTAL_TOKEN_INVALID');
    // A web report carries no portal token.
    const web = await create({ productCategory: 'MOTOR', context: 'WEB', portalToken: await portalToken(server.app, entry) });
    expect(web.statusCode).toBe(400);
    expect(web.json().code).toBe('PORTAL_NOT_ALLOWED');
    expect(await reportCount()).toBe(before);
  });

  it('a token starts one report: used again it is refused, and of 6 creates sent at once exactly one starts it', async () => {
    const entry = signedEntry('portal=SMP&code=SMP001&poistenie=pov');
    const body = await portalCreateBody(server.app, entry);
    expect((await create(body)).statusCode).toBe(201);
    refusedWith(await create(body), 'PORTAL_TOKEN_USED');
    // ... nor does a reload's check accept it once it has started its report.
    refusedWith(await check(entry, body.portalToken), 'PORTAL_TOKEN_USED');

    const before = await reportCount();
    const racing = await portalCreateBody(server.app, entry);
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(racing)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    console.log(`simultaneous creates with one portal token: ${statuses.filter((status) => status === 201).length} of 6 started a report`);
    expect(statuses).toEqual([201, 401, 401, 401, 401, 401]);
    for (const answer of answers.filter((one) => one.statusCode === 401)) expect(answer.json().code).toBe('PORTAL_TOKEN_USED');
    expect(await reportCount()).toBe(before + 1);
  });

  it('a token is bound to its entry: another operator, policy number, plate, insurance or portal is refused, and the token stays good for its own', async () => {
    const entry = signedEntry('portal=SMP&code=SMP001&cislopz=4010000011&poistenie=hav&ecv=BA111AA');
    const token = await portalToken(server.app, entry);
    const body = portalEntryBody(entry, token);
    const before = await reportCount();
    for (const portal of [
      { ...body.portal, operatorCode: 'SMP002' },
      { ...body.portal, policyId: '4010000022' },
      { ...body.portal, policyId: null },
      { ...body.portal, licensePlate: 'BA222BB' },
      { ...body.portal, insurance: 'PZP' as const },
    ]) {
      refusedWith(await create({ ...body, portal }), 'PORTAL_TOKEN_INVALID');
    }
    refusedWith(await create({ ...body, context: 'KZ', portal: { ...body.portal, portal: 'KZ' } }), 'PORTAL_TOKEN_INVALID');
    // The reload's check, likewise: the token opens only the entry it was given for.
    refusedWith(await check(entry.replace('code=SMP001', 'code=SMP002'), token), 'PORTAL_TOKEN_INVALID');
    refusedWith(await check(entry.replace('ecv=BA111AA', 'ecv=BA222BB'), token), 'PORTAL_TOKEN_INVALID');
    expect(await reportCount()).toBe(before);

    const created = await create(body);
    expect(created.statusCode, created.body).toBe(201);
    expect((await get(server, `/v1/incident-report/${created.json().id}/load`)).json().incident).toMatchObject({
      policyId: '4010000011',
      policyType: 'CASCO',
      myVehicle: { licensePlate: 'BA111AA' },
    });
  });

  it('replay after exp: the URL is refused and gives no token; the token its check gave before exp still starts the report, until 8 hours', async () => {
    const start = Date.now();
    const entry = signedEntry('portal=KZ&code=KZ001', Math.floor(start / 1000) + 10 * 60);
    const token = await portalToken(server.app, entry);
    const late = await portalToken(server.app, entry);

    // 11 minutes on: the captured URL starts nothing, whether asked or sent to create.
    clockAt(start + 11 * 60 * 1000);
    const replay = await check(entry);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('PORTAL_ENTRY_EXPIRED');
    expect(replay.body).not.toContain('portalToken');
    // The frame that opened in time, reloaded: its token answers the operator (and the same token).
    const reload = await check(entry, token);
    expect(reload.statusCode, reload.body).toBe(200);
    expect(reload.json()).toMatchObject({ portal: 'KZ', lastName: 'Molnárová', portalToken: token });

    // 7 hours on, the person leaves the first screen: the report starts.
    clockAt(start + 7 * 60 * 60 * 1000);
    expect((await create(portalEntryBody(entry, token))).statusCode).toBe(201);

    // Beyond 8 hours a token starts nothing.
    clockAt(start + (PORTAL_TOKEN_LIFETIME_SECONDS + 60) * 1000);
    const before = await reportCount();
    refusedWith(await create(portalEntryBody(entry, late)), 'PORTAL_TOKEN_EXPIRED');
    refusedWith(await check(entry, late), 'PORTAL_TOKEN_EXPIRED');
    expect(await reportCount()).toBe(before);
    // The retention job then deletes the tokens that can start nothing any more.
    const purged = await purgeExpiredDrafts(server.app.db, server.app.attachments, { retentionDays: 30, now: new Date() });
    expect(purged.portalTokens).toBeGreaterThanOrEqual(2);
    expect(await server.database.db.selectFrom('portal_token').selectAll().where('expires_at', '<=', new Date()).execute()).toEqual([]);
  });
});

const get = (app: TestServer, url: string) => app.app.inject({ method: 'GET', url });

const countReports = async (app: TestServer) =>
  Number(
    (
      await app.database.db
        .selectFrom('incident_report')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
