import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signedEntryQuery, SIGNED_ENTRY_PARAMETERS, type PortalSecrets } from '../../server/http/portal-signature.ts';

const PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'public');
const FILES: Record<string, { file: string; type: string }> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/partner.js': { file: 'partner.js', type: 'text/javascript; charset=utf-8' },
  '/partner.css': { file: 'partner.css', type: 'text/css; charset=utf-8' },
};

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** How long the partner's links live: inside D28's 15 minutes. */
const ENTRY_LIFETIME_SECONDS = 10 * 60;

/**
 * The wizard's entry query for the portal parameters in `query`, signed with the portal's newest
 * secret (docs/portal-signing.md); null when the partner has no secret for that portal.
 */
function signedEntry(query: URLSearchParams, secrets: PortalSecrets): string | null {
  const portal = query.get('portal');
  const secret = portal === 'SMP' || portal === 'KZ' ? secrets[portal]?.at(-1) : undefined;
  if (!secret) return null;
  const parameters = Object.fromEntries(SIGNED_ENTRY_PARAMETERS.map((name) => [name, query.get(name)?.trim()]));
  return signedEntryQuery(secret, parameters, Math.floor(Date.now() / 1000) + ENTRY_LIFETIME_SECONDS);
}

export interface PartnerPage {
  /** The page's origin, e.g. http://localhost:3100: the value PORTAL_ORIGINS must list. */
  origin: string;
  close(): Promise<void>;
}

/**
 * A partner's page embedding the wizard (docs/portals.md): a form for the portal's query
 * parameters, the wizard in an iframe, and the messages the wizard posts. A demo, never served by
 * the product's own server.
 */
export async function startPartnerPage(options: {
  /** The wizard's base URL; a function when the wizard starts after this page (it needs this page's origin). */
  wizardUrl: string | (() => string);
  port?: number;
  host?: string;
  /** The host name the page is reached by (default localhost). */
  publicHost?: string;
  /** The partner's secrets (PORTAL_SECRETS): `/signed-entry` signs with the last one of the portal. */
  secrets?: PortalSecrets;
}): Promise<PartnerPage> {
  const wizardUrl = () => (typeof options.wizardUrl === 'string' ? options.wizardUrl : options.wizardUrl());
  const server = http.createServer(async (request, response) => {
    const wizardOrigin = new URL(wizardUrl()).origin;
    const pathname = new URL(request.url ?? '/', 'http://partner').pathname;
    // No icon: an empty answer rather than a 404 in the browser's console.
    if (pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    // The partner's server signs the entry (docs/portal-signing.md): the secret stays here, the
    // page only gets the signed query.
    if (pathname === '/signed-entry' && request.method === 'GET') {
      const entry = signedEntry(new URL(request.url ?? '/', 'http://partner').searchParams, options.secrets ?? {});
      response
        .writeHead(entry ? 200 : 404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
        .end(entry ?? 'No secret for this portal');
      return;
    }
    const route = FILES[pathname];
    if (!route || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    let body = await readFile(path.join(PUBLIC_DIR, route.file), 'utf8');
    if (route.file === 'index.html') body = body.replace('%WIZARD_URL%', escapeAttribute(wizardUrl()));
    response.writeHead(200, {
      'content-type': route.type,
      'cache-control': 'no-store',
      // The partner's page may frame the wizard's origin and nothing else.
      'content-security-policy': `default-src 'self'; frame-src ${wizardOrigin}; script-src 'self'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'`,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3100, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${options.publicHost ?? 'localhost'}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
