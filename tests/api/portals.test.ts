import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspDirectives as directives } from '../support/csp.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

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
      payload: { productCategory: 'MOTOR', context: 'KZ', portal: { portal: 'KZ', operatorCode: 'KZ001' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const report = (await listed.app.inject({ method: 'GET', url: `/v1/incident-report/${created.json().id}/load` })).json();
    expect(report.meta.context).toBe('KZ');
    expect(report.parties.operator).toMatchObject({ firstName: 'Jana', lastName: 'Molnárová' });

    const refused = await listed.app.inject({
      method: 'POST',
      url: '/v1/incident-report/create',
      payload: { productCategory: 'MOTOR', context: 'SMP', portal: { portal: 'SMP', operatorCode: 'SMP999' } },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'OPERATOR_NOT_VERIFIED' });
  });
});
