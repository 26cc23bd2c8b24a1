import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredDrafts } from '../../server/reports/retention.ts';
import { apiClient, clientAddress } from '../support/api.ts';
import { databaseModes } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const SIGNATURE = 'M10 10 L40 30 L70 12';

/** The canonical JSON of the statement's contract (openapi.yaml, signAccidentStatement), written out independently. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(',')}}`;
}

/**
 * The joint accident statement (D35): start, join by a single-use code that expires, either
 * driver's view, each driver's column, no lost update, signatures withdrawn by a change, the seal.
 */
describe.each(databaseModes)('the joint accident statement (%s)', (mode) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let address = 0;

  beforeAll(async () => {
    server = await startTestServer(mode);
    api = apiClient(server.app);
  });
  afterAll(() => server?.close());

  // Each test from an address of its own, so that one test's refusals never limit another's.
  const from = () => ({ 'x-forwarded-for': clientAddress(++address, 20) });

  const start = async () => {
    const started = await api.call({ method: 'POST', url: '/v1/accident-statement', headers: from() });
    expect(started.status).toBe(201);
    return started.body as { statementId: string; token: string; joinCode: string; joinLink: string; joinExpiresAt: string };
  };
  const join = (code: string) => api.call({ method: 'POST', url: '/v1/accident-statement/join', payload: { code }, headers: from() });
  const read = (token: string) => api.call({ method: 'GET', url: '/v1/accident-statement/current', headers: { 'statement-token': token } });
  const write = (token: string, section: string, version: number, value: object) =>
    api.call({
      method: 'PUT',
      url: `/v1/accident-statement/current/sections/${section}`,
      headers: { 'statement-token': token },
      payload: { version, value },
    });
  const sign = (token: string, name: string) =>
    api.call({
      method: 'PUT',
      url: '/v1/accident-statement/current/signature',
      headers: { 'statement-token': token },
      payload: { name, path: SIGNATURE },
    });

  const signWith = (token: string, payload: object) =>
    api.call({ method: 'PUT', url: '/v1/accident-statement/current/signature', headers: { 'statement-token': token }, payload });

  async function joined() {
    const a = await start();
    const b = await join(a.joinCode);
    expect(b.status).toBe(201);
    return { a, b: b.body as { statementId: string; token: string } };
  }

  it('starts with a token for A and a short code and link for B; B joins once with it', async () => {
    const a = await start();
    expect(a.joinCode).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(a.joinLink).toBe(`${server.config.publicUrl}/motor/statement/join/${a.joinCode}`);
    expect((await read(a.token)).body).toMatchObject({ statementId: a.statementId, you: 'A', status: 'waitingForOther' });

    const b = await join(a.joinCode.toLowerCase());
    expect(b.status).toBe(201);
    expect(b.body.statementId).toBe(a.statementId);
    expect(b.body.token).not.toBe(a.token);
    expect((await read(b.body.token)).body).toMatchObject({ statementId: a.statementId, you: 'B', status: 'editing' });
    expect((await read(a.token)).body.status).toBe('editing');

    const again = await join(a.joinCode);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('STATEMENT_ALREADY_JOINED');
    expect(again.body.token).toBeUndefined();
    // The refused join leaves driver B's column with the phone that joined.
    expect((await read(b.body.token)).body).toMatchObject({ you: 'B', status: 'editing' });
  });

  it('refuses a code 24 hours after the start, and an unknown one', async () => {
    const a = await start();
    await sql`UPDATE accident_statement SET join_expires_at = now() - interval '1 second' WHERE id = ${a.statementId}`.execute(
      server.app.db,
    );
    const late = await join(a.joinCode);
    expect(late.status).toBe(410);
    expect(late.body.code).toBe('STATEMENT_CODE_EXPIRED');
    expect((await join('ZZZZ2222')).status).toBe(404);
    expect((await read('x'.repeat(43))).status).toBe(404);
  });

  it('limits guessing join codes as every other call: 30 joins a minute from one address, then 429 even for a right code', async () => {
    const a = await start();
    const guess = (code: string) =>
      api.call({ method: 'POST', url: '/v1/accident-statement/join', payload: { code }, remoteAddress: '192.0.2.38' });
    for (let index = 0; index < 30; index += 1) expect((await guess(`ZZZZ${String(2222 + index).slice(-4)}`)).status).toBe(404);
    const refused = await guess(a.joinCode);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await join(a.joinCode)).status).toBe(201);
  });

  it('shows both drivers the same sections; each edits only their own column and the shared ones', async () => {
    const { a, b } = await joined();
    expect((await write(a.token, 'time', 0, { date: '2026-11-30', time: '17:45' })).status).toBe(200);
    expect((await write(b.token, 'B.vehicle', 0, { plate: 'KE123BB', make: 'Škoda', country: 'SK' })).status).toBe(200);
    expect((await write(b.token, 'injuries', 0, { injured: false })).status).toBe(200);
    expect((await write(b.token, 'sketch', 0, { drawing: 'M10 100 L310 100 M160 10 L160 230' })).status).toBe(200);
    expect((await write(a.token, 'sketch', 1, { drawing: '<svg onload=alert(1)>' })).status).toBe(400);
    const place = { country: 'Slovensko', town: 'Bratislava', address: 'Mlynské nivy 5', latitude: 48.1486, longitude: 17.1077 };
    expect((await write(b.token, 'place', 0, place)).status).toBe(200);
    expect((await write(a.token, 'otherDamage', 0, { damaged: true, text: 'Zvodidlo' })).status).toBe(200);
    const half = await write(a.token, 'place', 1, { ...place, longitude: undefined });
    expect(half.status).toBe(400);
    expect(half.body.details[0].path).toBe('/value/longitude');

    const theirs = await write(b.token, 'A.vehicle', 0, { plate: 'BA999ZZ' });
    expect(theirs.status).toBe(403);
    expect(theirs.body.code).toBe('STATEMENT_NOT_YOUR_COLUMN');
    // Sections 8 and 9 whole: the insurer, its green card and validity; the driver's address and licence.
    const insurer = {
      insurerName: 'UNION poisťovňa, a.s.',
      policyNumber: '4401234567',
      greenCard: 'SK/012/1234567',
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    };
    const driver = {
      name: 'Boris Druhý',
      address: 'Hlavná 1, Košice',
      licence: 'SK123456',
      licenceCategory: 'B, C1',
      licenceValidTo: '2031-05-31',
    };
    expect((await write(b.token, 'B.insurer', 0, insurer)).status).toBe(200);
    expect((await write(b.token, 'B.driver', 0, driver)).status).toBe(200);
    for (const [section, value] of [
      ['B.insurer', { greenCard: 'XX' }],
      ['B.driver', { licenceCategory: 'A' }],
      ['A.insurer', { validTo: '2026-12-31' }],
      ['A.impact', { impact: 'rear' }],
      ['B.visibleDamage', { text: 'nič' }],
    ] as const) {
      const refused = await write(section.startsWith('B') ? a.token : b.token, section, section.startsWith('B') ? 1 : 0, value);
      expect(refused.status, section).toBe(403);
      expect(refused.body.code).toBe('STATEMENT_NOT_YOUR_COLUMN');
    }
    expect((await write(b.token, 'B.insurer', 1, { ...insurer, validTo: '31.12.2026' })).status).toBe(400);
    // Sections 10 and 11: a zone of the car outline, and the damage in words.
    expect((await write(b.token, 'B.impact', 0, { impact: 'frontLeft' })).status).toBe(200);
    expect((await write(b.token, 'B.impact', 1, { impact: 'roof' })).status).toBe(400);
    expect((await write(b.token, 'B.visibleDamage', 0, { text: 'Predný nárazník' })).status).toBe(200);
    const stray = await write(a.token, 'A.vehicle', 0, { plate: 'BA111AA', boxes: [1] });
    expect(stray.status).toBe(400);
    expect(stray.body.details[0].path).toBe('/value/boxes');

    const seenByA = (await read(a.token)).body;
    expect(seenByA.sections).toEqual({
      time: { version: 1, value: { date: '2026-11-30', time: '17:45' } },
      'B.vehicle': { version: 1, value: { plate: 'KE123BB', make: 'Škoda', country: 'SK' } },
      injuries: { version: 1, value: { injured: false } },
      place: { version: 1, value: place },
      otherDamage: { version: 1, value: { damaged: true, text: 'Zvodidlo' } },
      'B.insurer': { version: 1, value: insurer },
      'B.driver': { version: 1, value: driver },
      'B.impact': { version: 1, value: { impact: 'frontLeft' } },
      'B.visibleDamage': { version: 1, value: { text: 'Predný nárazník' } },
      sketch: { version: 1, value: { drawing: 'M10 100 L310 100 M160 10 L160 230' } },
    });
    expect((await read(b.token)).body.sections).toEqual(seenByA.sections);
  });

  it('never lets a write from an older version overwrite a newer one: 409 with the current value', async () => {
    const { a, b } = await joined();
    expect((await write(a.token, 'witnesses', 0, { text: 'Ján Svedok, 0900 111 222' })).status).toBe(200);
    const stale = await write(b.token, 'witnesses', 0, { text: 'nikto' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'STATEMENT_SECTION_CHANGED',
      current: { version: 1, value: { text: 'Ján Svedok, 0900 111 222' } },
    });
    expect((await write(b.token, 'witnesses', 1, { text: 'Ján Svedok, 0900 111 222; Eva' })).status).toBe(200);
    expect((await read(a.token)).body.sections.witnesses).toEqual({ version: 2, value: { text: 'Ján Svedok, 0900 111 222; Eva' } });
  });

  it('withdraws both signatures on a change after one, and seals when both signed: SHA-256 recorded, any change 409', async () => {
    const { a, b } = await joined();
    await write(a.token, 'A.circumstances', 0, { boxes: [8, 2, 8] });
    await write(b.token, 'B.circumstances', 0, { boxes: [1] });

    const signedByA = await sign(a.token, 'Anna Prvá');
    expect(signedByA.status).toBe(200);
    expect(signedByA.body.status).toBe('signedByOne');
    expect(Object.keys(signedByA.body.signatures)).toEqual(['A']);

    const changed = await write(b.token, 'B.remarks', 0, { text: 'Stál som na červenú.' });
    expect(changed.body.status).toBe('editing');
    expect(changed.body.signatures).toEqual({});
    expect((await read(a.token)).body.signaturesWithdrawnAt).toBeDefined();

    // Driver B signs by the typed name alone, confirmed; a drawing and the confirmation together, or neither, is no signature.
    expect((await signWith(b.token, { name: 'Boris Druhý' })).status).toBe(400);
    expect((await signWith(b.token, { name: 'Boris Druhý', path: SIGNATURE, typed: true })).status).toBe(400);
    expect((await signWith(b.token, { name: 'Boris Druhý', typed: false })).status).toBe(400);
    const typed = await signWith(b.token, { name: 'Boris Druhý', typed: true });
    expect(typed.status).toBe(200);
    expect(typed.body.signatures.B).toEqual({ name: 'Boris Druhý', typed: true, signedAt: expect.any(String) });
    const sealed = await sign(a.token, 'Anna Prvá');
    expect(sealed.status).toBe(200);
    expect(sealed.body.status).toBe('sealed');
    expect(sealed.body.sections['A.circumstances'].value.boxes).toEqual([2, 8]);
    const values = Object.fromEntries(
      Object.entries(sealed.body.sections).map(([id, section]) => [id, (section as { value: unknown }).value]),
    );
    const expected = createHash('sha256')
      .update(canonical({ statementId: a.statementId, sections: values, signatures: sealed.body.signatures }))
      .digest('hex');
    expect(sealed.body.sha256).toBe(expected);
    expect((await read(b.token)).body).toMatchObject({ status: 'sealed', sha256: expected });

    const late = await write(b.token, 'B.remarks', 1, { text: 'Predsa nie.' });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('STATEMENT_SEALED');
    expect((await sign(b.token, 'Boris')).status).toBe(409);
  });

  it('keeps a typed text as the wizard keeps its texts: control characters out, line breaks as LF', async () => {
    const { a } = await joined();
    const written = await write(a.token, 'A.remarks', 0, { text: 'Ján\r\nEva\u0007' });
    expect(written.status).toBe(200);
    expect(written.body.sections['A.remarks'].value.text).toBe('Ján\nEva');
  });

  it('deletes a statement never sealed once untouched as long as a draft is kept; a sealed one stays', async () => {
    const unsealed = await joined();
    const sealed = await joined();
    await sign(sealed.a.token, 'Anna Prvá');
    expect((await sign(sealed.b.token, 'Boris Druhý')).body.status).toBe('sealed');
    const later = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);
    const { retentionDays } = server.config;

    expect(
      (await purgeExpiredDrafts(server.app.db, server.app.attachments, { retentionDays, now: later(retentionDays - 1) })).statements,
    ).toBe(0);
    expect((await read(unsealed.b.token)).status).toBe(200);
    const purged = await purgeExpiredDrafts(server.app.db, server.app.attachments, { retentionDays, now: later(retentionDays + 1) });
    expect(purged.statements).toBeGreaterThanOrEqual(1);
    expect((await read(unsealed.a.token)).status).toBe(404);
    expect((await read(sealed.a.token)).body.status).toBe('sealed');
  });

  it('keeps the tokens out of the database: only their hashes are stored', async () => {
    const { a, b } = await joined();
    const rows = await sql<Record<string, unknown>>`SELECT * FROM accident_statement WHERE id = ${a.statementId}`.execute(server.app.db);
    const stored = JSON.stringify(rows.rows);
    for (const secret of [a.token, b.token, a.joinCode]) expect(stored).not.toContain(secret);
  });
});
