// fast-check values that a JSON Schema allows, as a client generated from the OpenAPI document
// would send them: every keyword the document uses is honoured (type, enum, const, pattern,
// format, lengths, ranges, required and additional properties, anyOf), and each value is
// checked with Ajv against the schema itself, so a value that slips past the generator never
// counts as "allowed by the document". Used by test/support/openapi-inputs.ts (the openapi-inputs-N.test.ts files).
import fc from 'fast-check';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import type { JsonSchema } from '../../src/server/http/binding';

const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ?? addFormatsPlugin) as typeof addFormatsPlugin;
const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats(ajv);

/** Whether the schema allows the value (Ajv with formats, draft 2020-12). */
export function allows(schema: JsonSchema, value: unknown): boolean {
  return ajv.validate(schema, value);
}

/** Text of any Unicode: ASCII, letters of other scripts, emoji (outside the BMP). */
const anyText = (minLength: number, maxLength: number) =>
  fc.oneof(
    fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.string({ minLength, maxLength, unit: fc.constantFrom('a', 'é', 'ش', 'ñ', ' ', '1', '🦒', '-', '.') }),
  );

const calendarDate = fc
  .date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10))
  .filter((text) => /^\d{4}-\d{2}-\d{2}$/.test(text));

/** The shared text rule's pattern (request-shape.ts): any text of allowed characters, drawn as such. */
const isTextRule = (pattern: string) => pattern.startsWith('^[^\\u0000');

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : 60, Math.max(minLength, 60));
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((entry) => entry.pattern)].filter((pattern): pattern is string => typeof pattern === 'string');
  const shape = patterns.find((pattern) => !isTextRule(pattern));
  let base: fc.Arbitrary<string>;
  if (schema.format === 'date') base = fc.oneof(calendarDate, fc.constantFrom('1000-01-01', '2024-02-29', '9999-12-31'));
  else if (schema.format === 'email') base = fc.oneof(fc.emailAddress(), fc.constantFrom('a@b.co', 'x.y@z.example'));
  else if (schema.format === 'uuid') base = fc.uuid();
  else if (schema.format === 'date-time') base = fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  else if (shape) base = fc.stringMatching(new RegExp(shape));
  else base = anyText(minLength, maxLength);
  return base.filter((text) => allows(schema, text));
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : -1e9;
  const max = typeof schema.maximum === 'number' ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : 1e9;
  const edges = fc.constantFrom(min, max, 0, 1, -1, Math.floor((min + max) / 2));
  const inside = integer
    ? fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 52))), max: Math.floor(Math.min(max, 2 ** 52)) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(edges, inside).filter((value) => allows(schema, value));
}

function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const keys = Object.keys(properties);
  return fc
    .record(Object.fromEntries(keys.map((key) => [key, valueOf(properties[key])])), { requiredKeys: keys.filter((key) => required.has(key)) })
    .map((value) => value as Record<string, unknown>);
}

/** A schema with one alternative of its anyOf taken in: properties are merged field by field. */
function withVariant(schema: JsonSchema, variant: JsonSchema): JsonSchema {
  const merged: JsonSchema = { ...schema, anyOf: undefined, oneOf: undefined, ...variant };
  if (schema.properties && variant.properties) {
    merged.properties = { ...schema.properties };
    for (const [key, value] of Object.entries(variant.properties))
      merged.properties[key] = schema.properties[key] ? { ...schema.properties[key], ...value, anyOf: value.anyOf } : value;
  }
  return merged;
}

function arrayOf(schema: JsonSchema): fc.Arbitrary<unknown[]> {
  const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const maxLength = Math.max(minLength, Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 3, 3));
  return fc.array(valueOf(schema.items ?? {}), { minLength, maxLength });
}

/** A value the schema allows (checked with Ajv). */
export function valueOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  return rawValueOf(schema).filter((value) => allows(schema, value));
}

function rawValueOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => rawValueOf(withVariant(schema, variant))));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : ['string'];
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return stringOf(schema);
        case 'integer':
          return numberOf(schema, true);
        case 'number':
          return numberOf(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return arrayOf(schema);
        case 'object':
          return objectOf(schema);
        default:
          throw new Error(`No values for type ${type}`);
      }
    }),
  );
}
