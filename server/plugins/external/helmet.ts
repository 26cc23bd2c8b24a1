/**
 * The security headers (@fastify/helmet): the pages' CSP and framing rules for the wizard and its
 * portals, Permissions-Policy on every answer, the fixed set an API answer carries, and no caching
 * of an API answer.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmetHeaders, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tileImageSources, type Config } from '../../config.ts';
import { inlineSources } from '../../http/inline-sources.ts';
import { PERMISSIONS_POLICY } from '../../http/permissions-policy.ts';

/**
 * The security headers of a JSON answer (OWASP REST Security Cheat Sheet): a CSP that allows
 * nothing and no framing, nosniff, no referrer, same-origin resource policy, HSTS behind HTTPS.
 * The headers that only mean something for a document a browser shows (the pages' own CSP,
 * Origin-Agent-Cluster, DNS prefetch, COOP, ...) are left to the pages: @fastify/helmet builds
 * every header it sends anew for each request, which was about 7 % of the server's time on an
 * update (CPU profile under the bench's load), nearly half of it the pages' CSP.
 */
const API_SECURITY_HEADERS = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/**
 * The headers helmet sends with `options`, worked out once: they are the same for every answer, and
 * @fastify/helmet builds helmet's middleware anew for each request of a route with options of its
 * own (1.6 % of the server's CPU samples under the bench's update load).
 */
function fixedSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  helmetHeaders(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

function pageSecurity(config: Config) {
  const inline = inlineSources(config.webDir);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inline.scripts],
        styleSrc: ["'self'", ...inline.styles],
        // The tile server's origin; "https://{s}.tile…" templates become "https://*.tile…".
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.mapTileUrl ? tileImageSources(config.mapTileUrl) : [])],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        // The web app manifest, served beside the pages (scripts/pwa/service-worker.ts).
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // The app's own fonts, and those inlined by a library as data: URLs.
        fontSrc: ["'self'", 'data:'],
        // Only the configured portals may embed the wizard (SPEC §1, DESIGN.md §7).
        frameAncestors: config.portalOrigins.length > 0 ? config.portalOrigins : ["'none'"],
        // Only behind HTTPS: on plain HTTP (a phone testing on the LAN) it would break every asset.
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    hsts: config.publicUrl.startsWith('https:'),
    // frame-ancestors decides framing; X-Frame-Options would contradict it for the portals.
    frameguard: false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  } satisfies FastifyHelmetOptions;
}

async function securityHeaders(app: FastifyInstance) {
  const page = pageSecurity(app.config);
  await app.register(helmet, page);
  // Helmet has no Permissions-Policy: the same value on every answer, pages and API alike.
  app.addHook('onRequest', async (_request, reply) => void reply.header('Permissions-Policy', PERMISSIONS_POLICY));
  // Sent by the API's routes themselves (server/plugins/app/openapi-routes.ts), which turn helmet off.
  app.decorate('apiSecurityHeaders', fixedSecurityHeaders({ ...page, ...API_SECURITY_HEADERS }));
  app.addHook('onSend', async (request, reply, payload) => {
    // API answers carry personal data: never cached by a browser or a proxy.
    if (request.url.startsWith('/v1/')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

// Shared with the parent: helmet's hooks and the API's headers serve every route.
export default fp(securityHeaders, { name: 'security-headers', dependencies: ['decorations'] });
