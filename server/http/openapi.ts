import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const OPENAPI_PATH = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));

/** openapi.yaml as an object: the routes, their request and response schemas. */
export function loadOpenApi(): Record<string, unknown> {
  return parse(readFileSync(OPENAPI_PATH, 'utf8')) as Record<string, unknown>;
}

/**
 * The upload's multipart body is streamed by @fastify/multipart, not parsed into an object, so
 * Fastify must not validate it against the (documentation-only) multipart schema.
 */
export function withoutMultipartBodySchemas(spec: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(spec) as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>> };
  for (const item of Object.values(copy.paths)) {
    for (const operation of Object.values(item)) {
      const multipart = operation?.requestBody?.content?.['multipart/form-data'];
      if (multipart) delete multipart.schema;
    }
  }
  return copy;
}
