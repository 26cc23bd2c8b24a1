import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import {
  checkPortalSignature,
  portalCanonicalString,
  signedEntryQuery,
  signPortalEntry,
  PORTAL_ENTRY_MAX_AHEAD_SECONDS,
} from '../../server/http/portal-signature.ts';

/** docs/portal-signing.md's worked example, literally: the doc cannot go stale. */
const EXAMPLE = {
  secret: 'smp-partner-secret-example-0123456789abcdef',
  parameters: { portal: 'SMP', code: 'SMP001', cislopz: '4010000011', poistenie: 'hav', ecv: 'BA 111AA' },
  exp: 1764300000,
  canonical: 'cislopz=4010000011&code=SMP001&ecv=BA%20111AA&exp=1764300000&poistenie=hav&portal=SMP',
  sig: '029802aae3cd10f5002d7aadf71d4e1797c290044d94a6af77f37d687fcc46d4',
};

describe('portal entry signatures (D28, docs/portal-signing.md)', () => {
  it('the worked example of docs/portal-signing.md: its canonical string and signature', () => {
    expect(portalCanonicalString(EXAMPLE.parameters, EXAMPLE.exp)).toBe(EXAMPLE.canonical);
    expect(signPortalEntry(EXAMPLE.secret, EXAMPLE.parameters, EXAMPLE.exp)).toBe(EXAMPLE.sig);
    const doc = readFileSync(new URL('../../docs/portal-signing.md', import.meta.url), 'utf8');
    for (const value of [EXAMPLE.secret, EXAMPLE.canonical, EXAMPLE.sig, String(EXAMPLE.exp)]) expect(doc).toContain(value);
  });

  it('empty and absent parameters are not signed; the query a partner builds verifies', () => {
    expect(portalCanonicalString({ portal: 'KZ', code: 'KZ001', cislopz: '', ecv: null }, 5)).toBe('code=KZ001&exp=5&portal=KZ');
    const nowMs = EXAMPLE.exp * 1000 - 60_000;
    const query = new URLSearchParams(signedEntryQuery(EXAMPLE.secret, EXAMPLE.parameters, EXAMPLE.exp));
    expect(query.get('sig')).toBe(EXAMPLE.sig);
    const check = (sig: string | null, exp = EXAMPLE.exp, at = nowMs) =>
      checkPortalSignature({
        secrets: { SMP: ['another-secret', EXAMPLE.secret] },
        portal: 'SMP',
        parameters: EXAMPLE.parameters,
        exp,
        sig,
        nowMs: at,
      });
    expect(check(query.get('sig'))).toBe('valid');
    expect(check(null)).toBe('unsigned');
    expect(check('0'.repeat(64))).toBe('invalid');
    expect(check('not hex')).toBe('invalid');
    expect(check(EXAMPLE.sig, EXAMPLE.exp, EXAMPLE.exp * 1000 + 1000)).toBe('expired');
    expect(check(EXAMPLE.sig, EXAMPLE.exp, (EXAMPLE.exp - PORTAL_ENTRY_MAX_AHEAD_SECONDS - 1) * 1000)).toBe('too-far-ahead');
  });

  it('PORTAL_SECRETS: several secrets per portal; a malformed list or a short secret stops the start with a line naming the variable', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ PORTAL_SECRETS: `SMP:${secret},KZ:${'y'.repeat(40)},SMP:${'z'.repeat(32)}` }).portalSecrets).toEqual({
      SMP: [secret, 'z'.repeat(32)],
      KZ: ['y'.repeat(40)],
    });
    expect(loadConfig({}).portalSecrets).toEqual({});
    for (const bad of [`WEB:${secret}`, secret, `SMP:short`]) {
      expect(() => loadConfig({ PORTAL_SECRETS: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ PORTAL_SECRETS: bad }), bad).toThrow(/^PORTAL_SECRETS/);
    }
    // The secret itself never appears in the message (start-up logs).
    expect(() => loadConfig({ PORTAL_SECRETS: 'SMP:tooshort-but-secret' })).toThrow(/^(?!.*tooshort-but-secret)/);
  });
});
