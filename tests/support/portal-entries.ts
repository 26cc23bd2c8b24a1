import type { FastifyInstance } from 'fastify';
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
 * The token the check of an entry gives (get-operator-data, as the frame asks it when it opens;
 * D31): what `create` takes. Fails the test when the entry is given none.
 */
export async function portalToken(app: Pick<FastifyInstance, 'inject'>, search: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: operatorDataUrl(search) });
  const token = response.statusCode === 200 ? (response.json() as { portalToken?: string }).portalToken : undefined;
  if (!token) throw new Error(`the entry ${search} was given no portal token: ${response.statusCode} ${response.body}`);
  return token;
}

/**
 * What the browser sends to create the report of an entry URL's query (machines/context.ts
 * parseEntry, src/api/actors.ts): the entry and, when given, a portal token.
 */
export function portalEntryBody(search: string, token?: string): CreateReportRequest {
  const { portal } = parseEntry(search);
  if (!portal) throw new Error(`not a portal entry: ${search}`);
  return { productCategory: 'MOTOR', context: portal.portal ?? 'SMP', portal, ...(token !== undefined && { portalToken: token }) };
}

/** The create body of an entry with the token its check gave, as the browser sends it. */
export async function portalCreateBody(app: Pick<FastifyInstance, 'inject'>, search: string): Promise<CreateReportRequest> {
  return portalEntryBody(search, await portalToken(app, search));
}

/** The get-operator-data URL the browser asks for an entry URL's query (src/api/actors.ts). */
export function operatorDataUrl(search: string): string {
  const { portal, signature } = parseEntry(search);
  if (!portal) throw new Error(`not a portal entry: ${search}`);
  const query = new URLSearchParams({ operatorCode: portal.operatorCode ?? '', portal: portal.portal ?? 'SMP' });
  if (portal.policyId) query.set('policyId', portal.policyId);
  for (const [name, value] of Object.entries(signature ?? {})) query.set(name, String(value));
  return `/v1/lookup/get-operator-data?${query}`;
}
