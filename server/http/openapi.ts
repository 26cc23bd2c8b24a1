import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const OPENAPI_PATH = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));

/** openapi.yaml as an object: the routes, their request and response schemas. */
export function loadOpenApi(): Record<string, unknown> {
  return parse(readFileSync(OPENAPI_PATH, 'utf8')) as Record<string, unknown>;
}

type Operation = {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

/**
 * openapi.yaml as fastify-openapi-glue should build the routes from it:
 *
 * - The upload's multipart body is streamed by @fastify/multipart, and a resumable upload's bytes
 *   (application/offset+octet-stream) by its handler, not parsed into an object, so Fastify must
 *   not validate them against their (documentation-only) schemas.
 * - The files the API sends (an attachment, the summary PDF) go out as bytes that no schema
 *   describes or checks; glue would count their media types (`image/*`, `application/pdf`) with
 *   the request bodies it needs a parser for, and warn at every start that no parser reads them.
 *   Only the JSON answers keep their schemas, which the responses are validated against.
 */
export function routeSpecification(spec: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(spec) as { paths: Record<string, Record<string, Operation>> };
  for (const item of Object.values(copy.paths)) {
    for (const operation of Object.values(item)) {
      for (const [mediaType, body] of Object.entries(operation?.requestBody?.content ?? {})) if (!isJson(mediaType)) delete body.schema;
      for (const response of Object.values(operation?.responses ?? {})) {
        if (!response.content) continue;
        for (const mediaType of Object.keys(response.content)) if (!isJson(mediaType)) delete response.content[mediaType];
        if (Object.keys(response.content).length === 0) delete response.content;
      }
    }
  }
  return copy;
}

const isJson = (mediaType: string) => /^application\/(.+\+)?json$/.test(mediaType);
