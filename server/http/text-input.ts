import type { MessageDescriptor } from '@lingui/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeEmail } from '../../src/domain/validation/email-text.ts';
import { hasLoneSurrogate, normalizeText } from '../../src/domain/validation/free-text.ts';
import { messages } from '../../src/domain/validation/messages.ts';
import { ApiError } from '../http-errors.ts';

/** The operations whose texts are typed by a person: normalised as the browser does (DECISIONS D29). */
const NORMALIZED_OPERATIONS = new Set(['updateIncidentReport', 'updateAccidentStatementSection', 'signAccidentStatement']);

/**
 * Every string of a parsed JSON value through normalizeText, and every `email` (the reporter's, the
 * insured's, each party's and contact person's) also through normalizeEmail, as the browser's
 * schemas cast it: a pasted " jana@example.sk\t" is kept, and later e-mailed, as
 * "jana@example.sk". In place (the body is the request's own).
 */
function normalizeStrings(value: unknown, key = '', depth = 0): unknown {
  if (typeof value === 'string') return key === 'email' ? normalizeEmail(normalizeText(value)) : normalizeText(value);
  if (depth > 32 || value === null || typeof value !== 'object') return value;
  const holder = value as Record<string, unknown>;
  for (const child of Object.keys(holder)) holder[child] = normalizeStrings(holder[child], child, depth + 1);
  return value;
}

/** A string PostgreSQL (text, jsonb) and XML cannot hold: with U+0000, or half a surrogate pair. */
const unstorable = (text: string) => text.includes('\u0000') || hasLoneSurrogate(text);

/** The answer to a text with a character that cannot be kept, naming its field (`path`). */
export const invalidText = (path: string, message: MessageDescriptor = messages.invalidCharacter) =>
  new ApiError(400, 'VALIDATION_FAILED', [{ path, message }]);

/**
 * A text that no JSON body, query or path carries (a value decoded from a header, such as a file
 * name in tus `Upload-Metadata`), which the hook below does not see: refused, naming the field,
 * when it holds a character D29 does not keep as it is, one that cannot be stored (U+0000, half
 * a surrogate pair) or that the report's texts lose or rewrite (other control characters,
 * noncharacters, CR, vertical tab, form feed, U+2028/U+2029). Not cleaned quietly: the name is
 * the person's, shown back to them and checked against the file's content.
 */
export function requireKeptText(path: string, text: string, message?: MessageDescriptor): void {
  if (unstorable(text) || normalizeText(text) !== text) throw invalidText(path, message);
}

/** The path (JSON-pointer style) of the first unstorable string, or key, in a parsed value, or null. */
function firstUnstorable(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return unstorable(value) ? path || '/' : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const found = unstorable(key) ? `${path}/${key}` : firstUnstorable(child, `${path}/${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Text as it comes in. An update's (and an accident statement's) texts are normalised first (src/domain/validation/free-text.ts:
 * control characters and noncharacters go, odd line breaks become LF), as the browser's fields do
 * while the person types. Then any request whose query, path or body still holds a character that
 * cannot be stored is refused up front as the bad input it is, naming the field: U+0000 (an operator code with "%00", say) and a lone UTF-16 surrogate, which
 * the database would refuse with a 500.
 */
export function registerTextInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    // fastify-openapi-glue puts each route's operationId into its schema.
    const { operationId } = (request.routeOptions.schema ?? {}) as { operationId?: string };
    if (operationId && NORMALIZED_OPERATIONS.has(operationId)) request.body = normalizeStrings(request.body);
    // Paths as the schema errors name them (server/http/schema-errors.ts): the body's from its root.
    for (const [where, value] of [
      ['/query', request.query],
      ['/params', request.params],
      ['', request.body],
    ] as const) {
      const path = firstUnstorable(value, where);
      if (path) throw invalidText(path);
    }
  });
}
