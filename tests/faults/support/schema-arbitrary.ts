import fc from 'fast-check';
import { deref, type Schema } from './contract.ts';

/**
 * fast-check arbitraries from the JSON Schemas of openapi.yaml (fast-check has none built in), as
 * Schemathesis makes them: values that follow the schema (types, enums, const, required and
 * optional properties, lengths, ranges, patterns, formats), and, mixed in, values that break it.
 */

/** Anything JSON can carry, for the places that expect something else. */
export const junkJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    '',
    ' ',
    '\u0000',
    'null',
    '[]',
    '{}',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '💥',
  ),
  fc.string({ maxLength: 30, unit: 'binary' }),
  fc.double(),
  fc.integer(),
  fc.jsonValue({ maxDepth: 3 }),
);

const DATE_EXAMPLES = ['2026-05-10', '2024-02-29', '2025-02-29', '2026-13-01', '1900-01-01', '2999-12-31', '0000-00-00', '10.05.2026'];

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const maxLength = schema.maxLength ?? 60;
  const minLength = schema.minLength ?? 0;
  if (schema.format === 'date') {
    return fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
          .map((date) => date.toISOString().slice(0, 10)),
      },
      { weight: 1, arbitrary: fc.constantFrom(...DATE_EXAMPLES) },
    );
  }
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= maxLength && value.length >= minLength);
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 40), unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 40), unit: 'binary' }) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(Math.min(maxLength, 2000))) },
  );
}

/** A value following `schema`; `breakRate` of the nested values are replaced by junk. */
export function fromSchema(input: Schema | { $ref: string }, options: { depth?: number; breakRate?: number } = {}): fc.Arbitrary<unknown> {
  const depth = options.depth ?? 0;
  const breakRate = options.breakRate ?? 0.05;
  const schema = deref<Schema>(input);
  const valid = validFromSchema(schema, depth, breakRate);
  if (breakRate <= 0) return valid;
  const junkWeight = Math.max(1, Math.round(breakRate * 100));
  return fc.oneof({ weight: 100 - junkWeight, arbitrary: valid }, { weight: junkWeight, arbitrary: junkJson });
}

function validFromSchema(schema: Schema, depth: number, breakRate: number): fc.Arbitrary<unknown> {
  const next = (child: Schema) => fromSchema(child, { depth: depth + 1, breakRate });
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return fc.oneof(...variants.map((variant) => next(variant)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.properties ? ['object'] : ['string'];
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'null':
          return fc.constant(null);
        case 'boolean':
          return fc.boolean();
        case 'integer':
          return fc.integer({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6 });
        case 'number':
          return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
        case 'string':
          return stringArbitrary(schema);
        case 'array': {
          const items = schema.items ? next(schema.items) : junkJson;
          const constraints = { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, depth > 2 ? 1 : 3) };
          return schema.uniqueItems
            ? fc.uniqueArray(items, { ...constraints, selector: (value) => JSON.stringify(value) })
            : fc.array(items, constraints);
        }
        default: {
          const properties = schema.properties ?? {};
          // Deep optional objects are left out more often, so bodies stay a few kilobytes.
          const required = schema.required ?? [];
          const keys = depth > 4 ? required : Object.keys(properties);
          const record = fc.record(Object.fromEntries(keys.map((key) => [key, next(properties[key]!)])), {
            requiredKeys: required.filter((key) => keys.includes(key)),
          });
          if (schema.additionalProperties === false && breakRate > 0) {
            // Now and then a key the contract does not know.
            return fc.oneof(
              { weight: 20, arbitrary: record },
              {
                weight: 1,
                arbitrary: fc
                  .tuple(record, fc.string({ minLength: 1, maxLength: 8 }), junkJson)
                  .map(([value, key, extra]) => (key in properties ? value : { ...(value as object), [key]: extra })),
              },
            );
          }
          return record;
        }
      }
    }),
  );
}
