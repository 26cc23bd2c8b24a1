import { signedEntryQuery, type PortalEntryParameters } from '../../server/http/portal-signature.ts';

/**
 * The partners' secrets of the test servers (tests/support/server.ts, tests/e2e/support/server.ts):
 * portal entries in tests are signed as a partner signs them (docs/portal-signing.md).
 */
export const TEST_PORTAL_SECRETS = {
  SMP: 'test-smp-secret-0123456789abcdef0123',
  KZ: 'test-kz-secret-0123456789abcdef01234',
} as const;
export const TEST_PORTAL_SECRETS_ENV = `SMP:${TEST_PORTAL_SECRETS.SMP},KZ:${TEST_PORTAL_SECRETS.KZ}`;

/** An expiry `seconds` from now (unix seconds); the default well inside D28's 15 minutes. */
export const expiresIn = (seconds = 10 * 60) => Math.floor(Date.now() / 1000) + seconds;

/**
 * An entry query (`portal=SMP&code=SMP001…`) with `exp` and `sig` added, signed with the test
 * secret of its portal: `signedEntry('portal=KZ&code=KZ001')` -> `code=KZ001&portal=KZ&exp=…&sig=…`.
 */
export function signedEntry(query: string, exp = expiresIn()): string {
  const parameters = Object.fromEntries(new URLSearchParams(query)) as PortalEntryParameters;
  const portal = parameters.portal === 'KZ' ? 'KZ' : 'SMP';
  return signedEntryQuery(TEST_PORTAL_SECRETS[portal], parameters, exp);
}
