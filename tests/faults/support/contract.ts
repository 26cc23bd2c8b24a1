import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { loadOpenApi } from '../../../server/http/openapi.ts';

/** A JSON Schema of openapi.yaml (3.1: JSON Schema 2020-12 keywords the contract uses). */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  oneOf?: Schema[];
  anyOf?: Schema[];
  default?: unknown;
  [key: string]: unknown;
}

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  jsonBody?: Schema;
  multipart: boolean;
  /** Documented responses: status -> media type -> schema (undefined for a body-less answer). */
  responses: Record<string, Record<string, Schema | undefined> | undefined>;
}

export const contract = loadOpenApi() as {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        parameters?: Array<Parameter | { $ref: string }>;
        requestBody?: { content: Record<string, { schema?: Schema }> };
        responses: Record<string, unknown>;
      }
    >
  >;
  components: Record<string, Record<string, unknown>>;
};

/** Follows `#/components/...` references (one level at a time, as often as needed). */
export function deref<T>(value: T | { $ref: string }): T {
  let current: unknown = value;
  while (current && typeof current === 'object' && '$ref' in current && typeof (current as { $ref: unknown }).$ref === 'string') {
    const parts = (current as { $ref: string }).$ref.replace(/^#\//, '').split('/');
    current = parts.reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], contract);
  }
  return current as T;
}

export function componentSchema(name: string): Schema {
  return deref<Schema>({ $ref: `#/components/schemas/${name}` });
}

/** Every operation of openapi.yaml with its parameters, body and responses, references resolved. */
export function operations(): Operation[] {
  const result: Operation[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const parameters = (operation.parameters ?? []).map((parameter) => deref<Parameter>(parameter));
      const content = operation.requestBody?.content ?? {};
      const responses: Operation['responses'] = {};
      for (const [status, response] of Object.entries(operation.responses)) {
        const resolved = deref<{ content?: Record<string, { schema?: Schema }> }>(response as { $ref: string });
        responses[status] = resolved.content
          ? Object.fromEntries(Object.entries(resolved.content).map(([type, media]) => [type, media.schema]))
          : undefined;
      }
      result.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        parameters,
        ...(content['application/json']?.schema ? { jsonBody: content['application/json'].schema } : {}),
        multipart: 'multipart/form-data' in content,
        responses,
      });
    }
  }
  return result;
}

/**
 * Validators for the contract's schemas, with `#/components/...` references resolved against the
 * whole document. Formats (date, date-time) are checked; nothing is coerced or removed.
 */
export function contractValidator(): (schema: Schema) => ValidateFunction {
  const ajv = addFormats(
    new Ajv({ allErrors: true, strict: false, discriminator: true, coerceTypes: false, removeAdditional: false, useDefaults: false }),
  );
  ajv.addSchema({ $id: 'openapi.yaml', components: contract.components } as object);
  const cache = new Map<Schema, ValidateFunction>();
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string' ? `openapi.yaml${value}` : rewrite(value),
      ]),
    );
  };
  return (schema) => {
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(rewrite(schema) as object);
      cache.set(schema, validate);
    }
    return validate;
  };
}
