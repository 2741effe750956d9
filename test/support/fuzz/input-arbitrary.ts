// fast-check arbitraries for the fuzz test: inputs built from each endpoint's zod schema (through
// zod's own JSON Schema of the input) plus hostile variants: control characters, huge and odd
// numbers, wrong types, deep nesting, prototype keys, long strings, and broken text (a valid
// value with a lone UTF-16 surrogate in it, or with bytes that are not UTF-8 where the request
// is sent). Most field values are valid or real (hints), so many requests get past validation
// into the domain code; the rest try to break it.
import fc from 'fast-check';
import type { JsonSchema } from '../../../src/server/http/binding';

/** Real values for fields by name (ids that exist, the fuzz users' bookings), so valid inputs hit real rows. */
export type FieldHints = Record<string, readonly unknown[]>;

const CONTROL = ['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\u2028', '\r\n', '\t'];

/**
 * Stands in a value for bytes that are not UTF-8: the request is built with it (as ASCII), then
 * run-fuzz.ts puts the bytes in its place, raw in a JSON body, percent-escaped in a URL.
 */
export const MALFORMED_UTF8_MARK = 'MALFORMEDUTF8MARK';

/** Over-long forms of '/' and NUL, an encoded surrogate, past U+10FFFF, stray and truncated sequences. */
export const MALFORMED_UTF8: readonly (readonly number[])[] = [
  [0xc0, 0xaf],
  [0xe0, 0x80, 0xaf],
  [0xf0, 0x80, 0x80, 0xaf],
  [0xc0, 0x80],
  [0xed, 0xa0, 0x80],
  [0xed, 0xbf, 0xbf],
  [0xf4, 0x90, 0x80, 0x80],
  [0x80],
  [0xbf, 0xbf],
  [0xe2, 0x82],
  [0xfe],
  [0xff],
];

/** Lone halves of surrogate pairs: a high one, a low one, a pair the wrong way round, an emoji cut in half. */
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff', '\udfff\ud800', '\ud83e', '\udd92'];

/** `text` with a lone surrogate at a random place in it, or with the stand-in for bytes that are not UTF-8. */
function broken(text: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.tuple(text, fc.constantFrom(...LONE_SURROGATES, MALFORMED_UTF8_MARK), fc.double({ min: 0, max: 1, noNaN: true })).map(([drawn, insert, where]) => {
    const value = typeof drawn === 'string' ? drawn : '';
    const at = Math.floor(where * (value.length + 1));
    return `${value.slice(0, at)}${insert}${value.slice(at)}`;
  });
}

/** Strings that break naive code: control characters, SQL and path fragments, odd Unicode, very long ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...CONTROL).chain((control) => fc.string({ maxLength: 8 }).map((text) => `${text}${control}${text}`)),
  fc.constantFrom(
    "'; drop table booking; --",
    '%_%',
    '\\',
    '../../etc/passwd',
    '__proto__',
    'constructor',
    '\ud800',
    '\udfff\ud800',
    MALFORMED_UTF8_MARK,
    '\u202e\u0645\u0631\u062d\u0628\u0627',
    '🦒🦓🐘'.repeat(30),
    ' ',
    '',
    'null',
    'NaN',
    '1e309',
    '-0',
    '0x1F',
    '2026-02-30',
    '9999-12-31',
    '0000-00-00',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1000, max: 20_000 }).map((length) => 'x'.repeat(length)),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MIN_SAFE_INTEGER,
    2 ** 31,
    -(2 ** 31) - 1,
    1e21,
    5e-324,
    0.1,
    3.5,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Nested arrays and objects, deeper than anything the app takes (within and past the edge's limit). */
export const deepValue: fc.Arbitrary<unknown> = fc.integer({ min: 8, max: 60 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});

/** Any JSON value of a wrong type, or hostile: what a client may send instead of the right thing. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
  deepValue,
);

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as string[]));
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : 40, 60);
  if (typeof schema.pattern === 'string') {
    if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return calendarDate;
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length >= min && text.length <= Math.max(max, min));
    } catch {
      // a pattern fast-check cannot read: plain text below
    }
  }
  return fc.string({ minLength: min, maxLength: Math.max(max, min), unit: 'grapheme' });
}

/** Mostly dates around today (valid, past, far ahead), some impossible ones. */
const calendarDate: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: -30, max: 400 }).map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)),
  fc.date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom('2026-02-29', '2027-13-01', '2026-00-10', '2026-04-31'),
);

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1_000_000;
  const max = typeof schema.maximum === 'number' ? Math.min(schema.maximum, 1_000_000_000) : 1_000_000;
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) }) : fc.double({ min, max: Math.max(min, max), noNaN: true });
}

/** A value of the schema's shape: valid for its field (or a real value) most of the time, hostile otherwise. */
export function valueFor(schema: JsonSchema | undefined, name: string, hints: FieldHints, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return wrongValue;
  const hinted = hints[name];
  const valid = validValue(schema, name, hints, depth);
  const choices: fc.WeightedArbitrary<unknown>[] = [
    { arbitrary: valid, weight: 8 },
    { arbitrary: wrongValue, weight: 2 },
  ];
  if (hinted?.length) choices.push({ arbitrary: fc.constantFrom(...hinted), weight: 8 });
  // Broken text in a value otherwise right for the field (a real one when there is one).
  const texts = hinted?.filter((value): value is string => typeof value === 'string') ?? [];
  if (isText(schema)) choices.push({ arbitrary: broken(texts.length ? fc.oneof(fc.constantFrom(...texts), valid) : valid), weight: 2 });
  return fc.oneof(...choices);
}

/** A text field (a string, or a string among the types it may be). */
function isText(schema: JsonSchema): boolean {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return variants.every((variant) => isText(variant) || variant.type === 'null');
  return schema.type === 'string' && !schema.enum && !('const' in schema);
}

function validValue(schema: JsonSchema, name: string, hints: FieldHints, depth: number): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => validValue(variant, name, hints, depth)));
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items, name, hints, depth + 1), { maxLength: 4 });
    case 'object':
      return objectArbitrary(schema, hints, depth);
    default:
      return wrongValue;
  }
}

/** An object of the schema: required fields mostly present, optional ones sometimes, now and then an extra or prototype key. */
export function objectArbitrary(schema: JsonSchema, hints: FieldHints, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(properties).map(([name, property]) =>
    fc
      .tuple(fc.double({ min: 0, max: 1, noNaN: true }), valueFor(property, name, hints, depth + 1))
      .map(([dice, value]) => (dice < (required.has(name) ? 0.97 : 0.5) ? ([name, value] as const) : undefined)),
  );
  const extra = fc.option(fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 8 })), wrongValue), { freq: 10 });
  return fc.tuple(fc.tuple(...fields), extra).map(([pairs, extraPair]) => {
    const object: Record<string, unknown> = {};
    for (const pair of pairs) if (pair) object[pair[0]] = pair[1];
    // defineProperty: `__proto__` must become an own key, as JSON.parse makes it on the server.
    if (extraPair) Object.defineProperty(object, extraPair[0], { value: extraPair[1], enumerable: true, configurable: true, writable: true });
    return object;
  });
}

/** The whole input of an endpoint: usually its shape, sometimes something else entirely, or nothing. */
export function inputFor(schema: JsonSchema | undefined, hints: FieldHints): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof({ arbitrary: fc.constant(undefined), weight: 6 }, { arbitrary: wrongValue, weight: 1 });
  return fc.oneof(
    { arbitrary: validValue(schema, 'input', hints, 0), weight: 8 },
    { arbitrary: wrongValue, weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}
