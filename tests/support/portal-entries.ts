import { parseEntry } from '../../machines/context.ts';
import { signedEntryQuery, type PortalEntryParameters } from '../../server/http/portal-signature.ts';
import type { CreateReportRequest } from '../../src/domain/report.ts';

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

/**
 * What the browser makes of an entry URL's query (machines/context.ts parseEntry): the create
 * body of its portal report, and the get-operator-data URL it asks (src/api/actors.ts).
 */
export function portalCreateBody(search: string): CreateReportRequest {
  const { portal, signature } = parseEntry(search);
  if (!portal) throw new Error(`not a portal entry: ${search}`);
  return { productCategory: 'MOTOR', context: portal.portal ?? 'SMP', portal, ...(signature && { portalSignature: signature }) };
}

export function operatorDataUrl(search: string): string {
  const { portal, signature } = parseEntry(search);
  if (!portal) throw new Error(`not a portal entry: ${search}`);
  const query = new URLSearchParams({ operatorCode: portal.operatorCode ?? '', portal: portal.portal ?? 'SMP' });
  if (portal.policyId) query.set('policyId', portal.policyId);
  for (const [name, value] of Object.entries(signature ?? {})) query.set(name, String(value));
  return `/v1/lookup/get-operator-data?${query}`;
}
