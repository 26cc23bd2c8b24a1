import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, type ErrorDetail } from '../http-errors.ts';
import { API_MESSAGES } from './messages.ts';

/**
 * The path of the first key that would reach an object's prototype if code copied it key by key
 * (ASVS 15.3.5): `__proto__`, or `constructor` holding a `prototype`. The same keys Fastify's
 * secure-json-parse refuses; null when there is none.
 */
function forbiddenKeyPath(value: unknown, path: string): string | null {
  if (value === null || typeof value !== 'object') return null;
  for (const key of Object.keys(value)) {
    const child = (value as Record<string, unknown>)[key];
    const forbidden =
      key === '__proto__' ||
      (key === 'constructor' && child !== null && typeof child === 'object' && Object.prototype.hasOwnProperty.call(child, 'prototype'));
    const found = forbidden ? `${path}/${key}` : forbiddenKeyPath(child, `${path}/${key}`);
    if (found) return found;
  }
  return null;
}

/** Each JSON request's body as it came, for a check over its very bytes (a webhook's signature). */
const rawBodies = new WeakMap<FastifyRequest, string>();

/** The text of the request's JSON body, as received; undefined for a request without one. */
export const rawJsonBody = (request: FastifyRequest): string | undefined => rawBodies.get(request);

/**
 * JSON bodies: Fastify's own parser for the syntax (its MALFORMED_JSON errors stay as they are),
 * but a forbidden key is answered as what it is, FORBIDDEN_FIELD_NAME naming the key. Fastify's
 * parser with its checks on cannot tell the two apart: it answers both as invalid JSON. JSON.parse
 * makes `__proto__` an own key, harmless until it is refused here, before anything else reads it.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseSyntax = app.getDefaultJsonParser('ignore', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string': the body is text.
    rawBodies.set(request, body as string);
    parseSyntax(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      const path = forbiddenKeyPath(value, '');
      if (!path) return done(null, value);
      const detail: ErrorDetail = { path, message: API_MESSAGES.FORBIDDEN_FIELD_NAME };
      done(new ApiError(400, 'FORBIDDEN_FIELD_NAME', [detail]), undefined);
    });
  });
}
