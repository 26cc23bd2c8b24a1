/**
 * The one error shape of every answer (openapi.yaml `Error`, server/http-errors.ts): what a
 * handler throws, what the framework or a plugin refuses and what goes wrong, each with its status.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STATEMENT_TIMEOUT_CODE } from '../../db/database.ts';
import { ApiError, type ErrorDetail } from '../../http-errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { API_MESSAGES, type ApiErrorCode } from '../../http/messages.ts';
import { schemaErrorDetails } from '../../http/schema-errors.ts';
import type { Catalogs } from '../../i18n.ts';

/**
 * The body of every error answer, in the request's language: the code's message and each detail's
 * (server/http/messages.ts, and the forms' own messages for fields), from the Lingui catalogs.
 * `code` may be a framework's own (FST_…), with a generic message.
 */
export function errorBody(catalogs: Catalogs, request: FastifyRequest, code: string, details?: ErrorDetail[]) {
  const i18n = catalogs[requestLocale(request)];
  const message = i18n._(Object.hasOwn(API_MESSAGES, code) ? API_MESSAGES[code as ApiErrorCode] : API_MESSAGES.BAD_REQUEST);
  if (!details || details.length === 0) return { code, message };
  return { code, message, details: details.map((detail) => ({ path: detail.path, message: i18n._(detail.message) })) };
}

function isStatementTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === STATEMENT_TIMEOUT_CODE;
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const send = (status: number, code: string, details?: ErrorDetail[]) =>
      reply
        .code(status)
        .type('application/json; charset=utf-8')
        .send(errorBody(app.i18n, request, code, details));

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
}

// Shared with the parent: the handler answers the errors of every route, the app's own and plugins'.
export default fp(errorHandler, { name: 'error-handler', dependencies: ['decorations'] });
