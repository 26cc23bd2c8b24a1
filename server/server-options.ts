/** The options Fastify is created with (server/app.ts): logging, body size, timeouts, proxies, request ids. */
import type { FastifyHttpOptions, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Server } from 'node:http';
import type { Config } from './config.ts';
import { REQUEST_ID_HEADER, requestIdGenerator } from './http/request-id.ts';
import { redactUrl, scrubLogLine } from './http/redact.ts';
import type { Catalogs } from './i18n.ts';
import { errorBody } from './plugins/app/error-handler.ts';

/** A report document is a few kilobytes; 1 MB leaves room and refuses floods (413). */
export const JSON_BODY_LIMIT = 1024 * 1024;

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

export function serverOptions(config: Config, catalogs: Catalogs, logger: FastifyServerOptions['logger'] | undefined) {
  return {
    logger: logger ?? loggerOptions(config.logLevel),
    // A path parameter longer than the router allows (414) or a malformed %-escape in the path
    // (400) would be answered by Fastify's own body, outside the Error shape of openapi.yaml:
    // both are invalid input, answered like any other (400).
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
  } satisfies FastifyHttpOptions<Server>;
}
