import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http-errors.ts';

type Spec = { paths?: Record<string, Record<string, { operationId?: string; requestBody?: { content?: Record<string, unknown> } }>> };

/**
 * The request media types openapi.yaml declares for each operation. An operation without a
 * request body accepts only what Fastify already handles for it (JSON, which must then be empty).
 */
export function declaredMediaTypes(spec: Spec): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const item of Object.values(spec.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (!operation?.operationId) continue;
      const content = operation.requestBody?.content;
      result[operation.operationId] = content ? Object.keys(content).map((type) => type.toLowerCase()) : ['application/json'];
    }
  }
  return result;
}

export const unsupportedMediaType = () => new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE');

/**
 * A route's onRequest hook refusing (415) a body of a media type the operation does not declare.
 * Fastify validates a body only against the schema of its own media type, so without this a
 * multipart form posted to a JSON route reached the handler with no body at all (a 500). It also
 * keeps every "simple" cross-site form post (text/plain, url-encoded, multipart) away from the
 * JSON routes (ASVS 3.5.2): only the upload takes multipart.
 */
export function requireDeclaredContentType(mediaTypes: string[] = ['application/json']) {
  return async (request: FastifyRequest) => {
    const header = request.headers['content-type'];
    if (header === undefined || request.method === 'GET' || request.method === 'HEAD') return;
    const mediaType = header.split(';')[0]!.trim().toLowerCase();
    if (!mediaTypes.includes(mediaType)) throw unsupportedMediaType();
  };
}
