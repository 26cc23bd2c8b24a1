import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import responseValidation from '@fastify/response-validation';
import fastifyStatic from '@fastify/static';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import helmetHeaders, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import openapiGlue, { type FastifyOpenapiGlueOptions } from 'fastify-openapi-glue';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { tileImageSources, type Config } from './config.ts';
import { STATEMENT_TIMEOUT_CODE, type DatabaseHandle } from './db/database.ts';
import { ApiError, type ErrorDetail } from './http-errors.ts';
import { requestLocale } from './http/locale.ts';
import { loadCatalogs, type Catalogs } from './i18n.ts';
import { API_MESSAGES, type ApiErrorCode } from './http/messages.ts';
import { schemaErrorDetails } from './http/schema-errors.ts';
import { loadOpenApi, routeSpecification } from './http/openapi.ts';
import { redactUrl, scrubLogLine } from './http/redact.ts';
import { declaredMediaTypes, requireDeclaredContentType } from './http/content-type.ts';
import { registerMetricsRefusalLimiter, registerMissLimiter } from './http/miss-limiter.ts';
import { registerTextInput } from './http/text-input.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { registerAfterResponse } from './http/after-response.ts';
import { inlineSources } from './http/inline-sources.ts';
import { registerLoadShedding } from './http/load-shedding.ts';
import type { LimitStore } from './http/limit-store.ts';
import { createSharedLimits } from './http/shared-limits.ts';
import { registerMetrics } from './http/metrics.ts';
import { isAppPage } from './http/app-routes.ts';
import { PERMISSIONS_POLICY } from './http/permissions-policy.ts';
import { REQUEST_ID_HEADER, registerRequestIdHeader, requestIdGenerator } from './http/request-id.ts';
import { summaryPdfService } from './pdf/summary-pdf.ts';
import { perReportRateLimit } from './http/report-rate-limit.ts';
import { summaryPdfRouteOptions } from './pdf/pdf-http.ts';
import { attachmentHandlers } from './routes/attachments.ts';
import { lookupHandlers } from './routes/lookups.ts';
import { mailHandlers } from './routes/mail.ts';
import { operationHandlers } from './routes/operations.ts';
import { reportHandlers } from './routes/reports.ts';
import { resumableUploadHandlers } from './routes/resumable-uploads.ts';
import { claimPageHandlers } from './routes/claim-page.ts';
import { coreSystemHandlers, registerCoreSystemSignature } from './routes/core-system.ts';
import { coreSystemSecret } from './claims/core-signature.ts';
import { createClaimPageTokens } from './claims/claim-page-tokens.ts';
import { createDraftCache } from './reports/draft-cache.ts';
import { createInTurn } from './reports/in-turn.ts';
import { attachmentsDirectory, createDiskAttachmentStore, type AttachmentStore } from './services/attachment-store.ts';
import { createS3AttachmentStore } from './services/s3-attachment-store.ts';
import { attachmentLinkSecret, createAttachmentLinks } from './services/attachment-links.ts';
import { createMailer, type Mailer } from './services/mailer.ts';
import { createCompletionMails } from './services/completion-mail.ts';
import { UPDATES_PER_CLIENT_PER_MINUTE } from '../src/domain/request-limits.ts';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  attachments?: AttachmentStore;
  mailer?: Mailer;
  limits?: LimitStore;
  logger?: FastifyServerOptions['logger'];
}

/** A report document is a few kilobytes; 1 MB leaves room and refuses floods (413). */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** save-summary carries the summary's HTML (at most 2 MB of text, openapi.yaml). */
const SUMMARY_BODY_LIMIT = 2.5 * 1024 * 1024;

const handlers: Record<string, unknown> = {
  ...reportHandlers,
  ...attachmentHandlers,
  ...resumableUploadHandlers,
  ...mailHandlers,
  ...lookupHandlers,
  ...operationHandlers,
  ...claimPageHandlers,
  ...coreSystemHandlers,
};

/** Per-operation rate limits on top of the global one (requests per minute per client address). */
const RATE_LIMITS: Record<string, number> = {
  createIncidentReport: 30,
  uploadAttachment: 60,
  // A resumable upload announces each file once; its pieces (PATCH) count against the global 600.
  createUpload: 60,
  sendContinueLinkEmail: 10,
  getOperatorData: 30,
  verifyLicensePlate: 60,
  verifyPolicyId: 60,
  // Each miss of the PDF cache is a render of a few hundred milliseconds in the worker.
  getSummaryPdf: 60,
  // Plus a limit per report (config.updatesPerReportPerMinute), added below.
  updateIncidentReport: UPDATES_PER_CLIENT_PER_MINUTE,
};

/** The operations that answer with a file, not JSON. */
const FILE_DOWNLOADS = new Set(['viewAttachment', 'downloadAttachmentByLink', 'getSummaryPdf']);

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

/**
 * Query strings and paths arrive as text, so they are coerced to the schema's types; JSON bodies
 * are not: `"isVerified": "yes"` is a wrong type and gets a 400, never a silent conversion.
 * Unknown properties are refused (removeAdditional off) and defaults are not filled in, so an
 * update never writes a value the client did not send.
 */
function validatorCompilers() {
  // `verbose` keeps a refused value in its error, so the answer can give the form's message for it
  // (server/http/schema-errors.ts).
  const options = {
    allErrors: true,
    removeAdditional: false,
    useDefaults: false,
    strict: false,
    discriminator: true,
    verbose: true,
  } as const;
  const query = addFormats(new Ajv({ ...options, coerceTypes: 'array' }));
  const body = addFormats(new Ajv({ ...options, coerceTypes: false }));
  return ({ schema, httpPart }: { schema: object; httpPart?: string }) => (httpPart === 'body' ? body : query).compile(schema);
}

function isStatementTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === STATEMENT_TIMEOUT_CODE;
}

/**
 * The body of every error answer, in the request's language: the code's message and each detail's
 * (server/http/messages.ts, and the forms' own messages for fields), from the Lingui catalogs.
 * `code` may be a framework's own (FST_…), with a generic message.
 */
function errorBody(catalogs: Catalogs, request: FastifyRequest, code: string, details?: ErrorDetail[]) {
  const i18n = catalogs[requestLocale(request)];
  const message = i18n._(Object.hasOwn(API_MESSAGES, code) ? API_MESSAGES[code as ApiErrorCode] : API_MESSAGES.BAD_REQUEST);
  if (!details || details.length === 0) return { code, message };
  return { code, message, details: details.map((detail) => ({ path: detail.path, message: i18n._(detail.message) })) };
}

/**
 * The server's logger: structured (pino), request URLs with report ids cut to 4 characters, and
 * no personal data (DESIGN.md §6): bodies are never logged, contact fields are redacted.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        reqId: request.id,
      }),
    },
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    // Personal data is cut out of every line as it is written, by key (email, phone, iban, …)
    // and by shape, whatever carries it: a logged object, or an error message quoting a database
    // value or a rejected recipient (server/http/redact.ts).
    hooks: { streamWrite: scrubLogLine },
    ...(stream ? { stream } : {}),
  };
}

/** How long a connection may take to send a request's headers, counted from its opening for the first. */
function headersTimeoutMs(config: Config): number {
  return Math.min(config.idleConnectionTimeoutMs, config.requestTimeoutMs);
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const catalogs = await loadCatalogs();
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    // A path parameter longer than the router allows (414) or a malformed %-escape in the path
    // (400) was answered by Fastify's own body, outside the Error shape of openapi.yaml (found by
    // the unknown-input fuzz test): both are invalid input, answered like any other (400).
    frameworkErrors: (_error, request, reply) =>
      // The framework-error reply is typed for the generic route; it is an ordinary reply.
      (reply as unknown as FastifyReply)
        .code(400)
        .header(REQUEST_ID_HEADER, request.id)
        .type('application/json; charset=utf-8')
        .send(errorBody(catalogs, request as FastifyRequest, 'VALIDATION_FAILED')),
    bodyLimit: JSON_BODY_LIMIT,
    // A client dribbling its headers or body (1 byte a second) is cut off once the whole request
    // has taken longer than the timeout; Node checks every connectionsCheckingInterval (30 s by
    // default, which would let a slow client hold a socket for half a minute longer).
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      // Node counts the headers' time from the socket's opening for its first request, so a socket
      // that never sends a byte is closed (408) after this, not after the whole request's budget:
      // the headers are a few hundred bytes, the 60 s are for a slow upload's body.
      headersTimeout: headersTimeoutMs(config),
      connectionsCheckingInterval: Math.min(1000, Math.floor(headersTimeoutMs(config) / 4)),
    },
    // Socket inactivity (server.timeout): a backstop behind the checks above.
    connectionTimeout: config.requestTimeoutMs + 5_000,
    trustProxy: config.trustProxy,
    // X-Request-Id from a trusted proxy, else a new one; pino puts it in every line as `reqId`.
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    return503OnClosing: true,
  });
  // Beyond this many sockets Node closes a new one as it is accepted: a flood of sockets cannot
  // exhaust the process's file descriptors or memory (load shedding counts requests, not sockets).
  app.server.maxConnections = config.maxConnections;

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorate('drafts', createDraftCache());
  app.decorate('updatesInTurn', createInTurn());
  const attachments =
    deps.attachments ?? (config.s3 ? createS3AttachmentStore(config.s3) : createDiskAttachmentStore(attachmentsDirectory(config.dataDir)));
  app.decorate('attachments', attachments);
  app.addHook('onClose', async () => attachments.close?.());
  app.decorate(
    'attachmentLinks',
    createAttachmentLinks({
      store: attachments,
      secret: await attachmentLinkSecret(config),
      publicUrl: config.publicUrl,
      ttlHours: config.attachmentLinkTtlHours,
    }),
  );
  const mailer = deps.mailer ?? createMailer(config);
  app.decorate('mailer', mailer);
  const shared = await createSharedLimits(config, app.log);
  app.addHook('onClose', () => shared.close());
  app.decorate('limits', deps.limits ?? shared.limits);
  app.decorate('i18n', catalogs);
  app.decorate(
    'claimPages',
    createClaimPageTokens({ db: database.db, secret: await attachmentLinkSecret(config), publicUrl: config.publicUrl }),
  );
  // Polled by start.ts; woken by each save on this instance (routes/reports.ts).
  app.decorate(
    'completionMails',
    createCompletionMails({
      db: database.db,
      mailer,
      i18n: catalogs,
      pdf: () => summaryPdfService(config.dataMatrixPrefix),
      mailFrom: config.mailFrom,
      claimPageLink: app.claimPages.linkFor,
      pollMs: config.outboxPollMs,
      leaseMs: config.outboxLeaseMs,
      log: app.log,
    }),
  );
  app.addHook('onClose', () => app.completionMails.stop());
  registerRequestIdHeader(app);
  const metrics = registerMetrics(app, {
    db: database.db,
    poolUse: database.poolUse,
    renderPool: () => summaryPdfService(config.dataMatrixPrefix).pool,
    outage: shared.outage,
  });
  app.decorate('metrics', metrics);
  registerAfterResponse(app);
  app.setValidatorCompiler(validatorCompilers());
  // The API speaks JSON (and multipart for uploads); Fastify's default text/plain parser would let
  // a plain-text body past the JSON schemas, which apply per media type.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);
  // A resumable upload's PATCH body is read by its handler as it arrives, piece by piece into the
  // database (server/routes/resumable-uploads.ts): not buffered here, not limited by bodyLimit (the
  // handler holds it to the length the upload announced).
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const send = (status: number, code: string, details?: ErrorDetail[]) =>
      reply
        .code(status)
        .type('application/json; charset=utf-8')
        .send(errorBody(catalogs, request, code, details));

    if (error instanceof ApiError) return send(error.statusCode, error.code, error.details);
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      return send(400, 'VALIDATION_FAILED', schemaErrorDetails(fastifyError.validation, fastifyError.validationContext ?? 'body'));
    }
    switch (fastifyError.code) {
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return send(415, 'UNSUPPORTED_MEDIA_TYPE');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
        return send(413, 'BODY_TOO_LARGE');
      // The upload takes one file and no other field: a form field (whatever its name, even
      // "__proto__") is a malformed request, not a large one.
      case 'FST_FIELDS_LIMIT':
        return send(400, 'NO_FILE');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return send(400, 'MALFORMED_JSON');
      case 'FST_PROTO_VIOLATION':
        // "__proto__" or "constructor" as a multipart field name (ASVS 15.3.5): refused before any
        // object is built from them; as a JSON key, server/http/json-body.ts refuses it.
        return send(400, 'FORBIDDEN_FIELD_NAME');
    }
    if (isStatementTimeout(error)) {
      // DATABASE_STATEMENT_TIMEOUT_MS: the database gave up on a slow statement (or a lock it
      // waited for); nothing of the request was committed, so the client may simply try again.
      request.log.warn({ err: error }, 'database statement timed out');
      reply.header('Retry-After', '1');
      return send(503, 'DATABASE_TIMEOUT');
    }
    if (fastifyError.statusCode === 429) return send(429, 'TOO_MANY_REQUESTS');
    if (fastifyError.statusCode === 400 && error instanceof SyntaxError) return send(400, 'MALFORMED_JSON');
    if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      return send(fastifyError.statusCode, fastifyError.code ?? 'BAD_REQUEST');
    }
    request.log.error({ err: error }, 'request failed');
    return send(500, 'INTERNAL_ERROR');
  });

  const inline = inlineSources(config.webDir);
  const pageSecurity = {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inline.scripts],
        styleSrc: ["'self'", ...inline.styles],
        // The tile server's origin; "https://{s}.tile…" templates become "https://*.tile…".
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.mapTileUrl ? tileImageSources(config.mapTileUrl) : [])],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
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
  await app.register(helmet, pageSecurity);
  // Helmet has no Permissions-Policy: the same value on every answer, pages and API alike.
  app.addHook('onRequest', async (_request, reply) => void reply.header('Permissions-Policy', PERMISSIONS_POLICY));
  const apiHeaders = fixedSecurityHeaders({ ...pageSecurity, ...API_SECURITY_HEADERS });
  const sendApiHeaders = async (_request: unknown, reply: FastifyReply) => void reply.headers(apiHeaders);

  // Beyond capacity: 503 with Retry-After, before any other work (issue 10 "overload").
  registerLoadShedding(app, {
    maxInFlight: config.maxInFlightRequests,
    maxEventLoopUtilization: config.maxEventLoopUtilization,
    onShed: metrics.shed,
  });
  await app.register(rateLimit, {
    // In Redis when REDIS_URL is set, shared by every instance (server/http/shared-limits.ts).
    ...(shared.rateLimitStore ? { store: shared.rateLimitStore } : {}),
    max: 600,
    timeWindow: '1 minute',
    // The API is what can be abused; the app's static files and pages are not worth counting
    // (a phone loads a dozen assets per visit, and an office of agents shares one address).
    allowList: (request) => !request.url.startsWith('/v1/'),
    errorResponseBuilder: (_request, context) => {
      const error = new Error('Too many requests.') as FastifyError;
      error.statusCode = context.statusCode;
      return error;
    },
  });
  registerMissLimiter(app);
  registerMetricsRefusalLimiter(app);
  registerTextInput(app);
  registerCoreSystemSignature(app, await coreSystemSecret(config));
  await app.register(multipart, { limits: { fieldNameSize: 100, fields: 0, files: 1, parts: 2, headerPairs: 50 } });
  await app.register(responseValidation, {
    ajv: { removeAdditional: false, coerceTypes: false, allErrors: true, strict: false, discriminator: true, plugins: [addFormats] },
  });

  // The per-media-type response check needs the content type before serialisation.
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (!reply.getHeader('content-type')) reply.type('application/json; charset=utf-8');
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // API answers carry personal data: never cached by a browser or a proxy.
    if (request.url.startsWith('/v1/')) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  const perReportLimits: Record<string, ReturnType<typeof perReportRateLimit>> = {
    updateIncidentReport: perReportRateLimit(app, config.updatesPerReportPerMinute),
  };
  const specification = loadOpenApi();
  const mediaTypes = declaredMediaTypes(specification);
  await app.register(openapiGlue, {
    specification: routeSpecification(specification),
    // Route options beyond method and url are what glue merges in; its types ask for whole routes.
    operationResolver: ((operationId: string) => {
      const handler = handlers[operationId];
      if (!handler) throw new Error(`openapi.yaml operation ${operationId} has no handler`);
      const limit = RATE_LIMITS[operationId];
      const fileDownload = FILE_DOWNLOADS.has(operationId);
      return {
        handler,
        onRequest: fileDownload
          ? requireDeclaredContentType(mediaTypes[operationId])
          : [
              sendApiHeaders,
              requireDeclaredContentType(mediaTypes[operationId]),
              ...(perReportLimits[operationId] ? [perReportLimits[operationId]] : []),
            ],
        ...(operationId === 'saveSummary' ? { bodyLimit: SUMMARY_BODY_LIMIT } : {}),
        ...(operationId === 'getSummaryPdf' ? summaryPdfRouteOptions : {}),
        ...(limit ? { config: { rateLimit: { max: limit, timeWindow: '1 minute' } } } : {}),
        // A file download is not JSON: its schema documents, it cannot validate a stream, and the
        // browser may show it as a document (the PDF), so it keeps the pages' headers.
        ...(fileDownload ? { responseValidation: false } : { helmet: false }),
      };
    }) as unknown as FastifyOpenapiGlueOptions['operationResolver'],
  });

  registerWebApp(app, config);
  return app;
}

/** The built SPA under /motor/; client-side routes fall back to index.html. */
function registerWebApp(app: FastifyInstance, config: Config): void {
  const hasBuild = existsSync(path.join(config.webDir, 'index.html'));
  // index.html holds the first screen prerendered (scripts/prerender); shell.html is the same page
  // without it, for every other route and any query (a continue link, a portal entry), where the
  // first screen would be the wrong picture. Older builds have index.html only.
  const shellPage = existsSync(path.join(config.webDir, 'shell.html')) ? 'shell.html' : 'index.html';
  if (hasBuild) {
    app.register(fastifyStatic, {
      root: config.webDir,
      prefix: '/motor/',
      wildcard: false,
      // /motor/ itself is answered below, by its query string.
      index: false,
      // The build writes .br and .gz beside each asset (scripts/prerender/plugin.ts).
      preCompressed: true,
      // Every file's Cache-Control is set here: the plugin's own ("public, max-age=0") is written
      // after setHeaders and replaced the year the hashed assets were meant to have.
      cacheControl: false,
      // Hashed file names never change content: cached for a year. Pages are revalidated. The
      // icon (not hashed) for a day: while it was revalidated, Chromium asked for it again after
      // every screen of a journey. `file` is the one sent: index.html.br for a browser taking brotli.
      setHeaders: (reply, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        else if (/\.html(\.br|\.gz)?$/.test(file)) reply.header('Cache-Control', 'no-cache');
        else reply.header('Cache-Control', 'public, max-age=86400');
      },
    });
  }
  app.get('/', (_request, reply) => reply.redirect('/motor/'));
  app.get('/motor', (_request, reply) => reply.redirect('/motor/'));

  // Fastify answers HEAD itself for its GET routes; what the fallback below answers (pages, the
  // JSON 404) gets the same treatment here: the GET's headers, Content-Length included, no body.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'HEAD' || !request.is404 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    reply.header('content-length', String(Buffer.byteLength(payload)));
    return null;
  });
  app.setNotFoundHandler((request, reply) => {
    const [pathname, query] = request.url.split('?') as [string, string | undefined];
    // HEAD as GET (uptime monitors ask with HEAD): Node sends a HEAD answer's headers without its body.
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && request.url.startsWith('/motor/') && !path.extname(pathname);
    if (wantsPage && hasBuild) {
      const firstScreen = !query && (pathname === '/motor/' || pathname === '/motor/incident-scope');
      // An unknown path gets the app all the same, which shows its not-found page, with 404.
      return reply
        .code(isAppPage(pathname) ? 200 : 404)
        .type('text/html; charset=utf-8')
        .sendFile(firstScreen ? 'index.html' : shellPage);
    }
    if (wantsPage) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built: run `npm run build`.');
    }
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(errorBody(app.i18n, request, 'NOT_FOUND'));
  });
}
