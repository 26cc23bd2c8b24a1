import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspDirectives as directives } from '../support/csp.ts';
import { databaseModes } from '../support/databases.ts';
import { expiresIn, operatorDataUrl, portalCreateBody, signedEntry, TEST_PORTAL_SECRETS } from '../support/portal-entries.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { PORTAL_ENTRY_MAX_AHEAD_SECONDS, PORTAL_REPORT_START_GRACE_SECONDS, signedEntryQuery } from '../../server/http/portal-signature.ts';

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

  it('a portal report records its context and the operator from the register; an unverified SMP operator is refused', async () => {
    const created = await listed.app.inject({
      method: 'POST',
      url: '/v1/incident-report/create',
      payload: portalCreateBody(signedEntry('portal=KZ&code=KZ001')),
    });
    expect(created.statusCode, created.body).toBe(201);
    const report = (await listed.app.inject({ method: 'GET', url: `/v1/incident-report/${created.json().id}/load` })).json();
    expect(report.meta.context).toBe('KZ');
    expect(report.parties.operator).toMatchObject({ firstName: 'Jana', lastName: 'Molnárová' });

    const refused = await listed.app.inject({
      method: 'POST',
      url: '/v1/incident-report/create',
      payload: portalCreateBody(signedEntry('portal=SMP&code=SMP999')),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'OPERATOR_NOT_VERIFIED' });
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
  const reportCount = async (app = server) =>
    Number(
      (
        await app.database.db
          .selectFrom('incident_report')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

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
    expect((await create(portalCreateBody(signedEntry('portal=KZ&code=KZ001')), smpOnly)).statusCode).toBe(401);
    expect((await get(operatorDataUrl(signedEntry('portal=SMP&code=SMP001')), smpOnly)).statusCode).toBe(200);
    const rotated = signedEntryQuery(ROTATED_SMP, { portal: 'SMP', code: 'SMP001' }, expiresIn());
    expect((await get(operatorDataUrl(rotated), smpOnly)).statusCode).toBe(200);
    // ... and the rotated secret is still SMP's alone.
    expect(
      (await get(operatorDataUrl(signedEntryQuery(ROTATED_SMP, { portal: 'KZ', code: 'KZ001' }, expiresIn())), smpOnly)).statusCode,
    ).toBe(401);
  });

  it('a portal report starts only from a signed entry: unsigned or altered, 401 and nothing created', async () => {
    const before = await reportCount();
    const unsigned = await create(portalCreateBody('?portal=KZ&code=KZ001'));
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().code).toBe('PORTAL_ENTRY_NOT_SIGNED');
    const body = portalCreateBody(`?${signedEntry('portal=SMP&code=SMP001')}`);
    const altered = await create({ ...body, portal: { ...body.portal, policyId: '4010000022' } });
    expect(altered.statusCode).toBe(401);
    const beyondGrace = await create(
      portalCreateBody(`?${signedEntry('portal=KZ&code=KZ001', expiresIn(-PORTAL_REPORT_START_GRACE_SECONDS - 60))}`),
    );
    expect(beyondGrace.statusCode).toBe(401);
    expect(beyondGrace.json().code).toBe('PORTAL_ENTRY_EXPIRED');
    expect(await reportCount()).toBe(before);
  });

  it('a signed entry starts its report, also after its expiry within the grace period; the loaded report holds no operator birth number', async () => {
    // The frame opened in time; the person left the first screen a while later.
    const created = await create(
      portalCreateBody(`?${signedEntry('portal=KZ&code=KZ001&poistenie=hav&ecv=ba-111 aa', expiresIn(-30 * 60))}`),
    );
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
