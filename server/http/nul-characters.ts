import type { FastifyInstance } from 'fastify';
import { messages } from '../../src/domain/validation/messages.ts';
import { ApiError } from '../http-errors.ts';
import { requestLocale } from './locale.ts';

/** The path (JSON-pointer style) of the first string holding U+0000 in a parsed value, or null. */
function firstNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '/' : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const found = key.includes('\u0000') ? `${path}/${key}` : firstNul(child, `${path}/${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL's text and jsonb cannot hold the NUL character: a query parameter or a JSON string
 * carrying one would fail in the database as a 500. It is refused up front as the bad input it
 * is (found by tests/faults/fuzz.test.ts: an operator code with "%00").
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // Paths as the schema errors name them (server/http/schema-errors.ts): the body's from its root.
    for (const [where, value] of [['/query', request.query], ['/params', request.params], ['', request.body]] as const) {
      const path = firstNul(value, where);
      if (path) {
        const translate = request.server.translate[requestLocale(request)];
        throw new ApiError(400, 'VALIDATION_FAILED', 'The request has invalid values.', [{ path, message: translate(messages.invalid) }]);
      }
    }
  });
}
