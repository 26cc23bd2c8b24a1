import { deref, type Schema } from '../faults/support/contract.ts';

/**
 * The free-text fields of an update, read from openapi.yaml (not typed out here): every string
 * property with no enum, const, pattern or format, as JSON pointers with `0` for an array's item.
 */
export function freeTextFields(): string[] {
  const fields: string[] = [];
  const visit = (input: Schema | { $ref: string }, path: string, depth: number) => {
    const schema = deref<Schema>(input);
    if (depth > 8) return;
    for (const variant of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...((schema.allOf as Schema[] | undefined) ?? [])])
      visit(variant, path, depth + 1);
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    if (types.includes('string') && !schema.enum && !('const' in schema) && !schema.pattern && !schema.format) fields.push(path);
    if (schema.items) visit(schema.items, `${path}/0`, depth + 1);
    for (const [key, child] of Object.entries(schema.properties ?? {})) visit(child, `${path}/${key}`, depth + 1);
  };
  visit({ $ref: '#/components/schemas/UpdateReportRequest' }, '', 0);
  return [...new Set(fields)];
}
