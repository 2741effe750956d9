// Query strings and path parameters are text; procedure inputs are typed. This is the one place
// where text becomes numbers, booleans, arrays and canonical enum values, driven by the JSON
// Schema of the input field (the same schema the OpenAPI document shows):
// - a blank value means "not given" (an emptied filter field is no filter);
// - number and integer fields take Number(text); booleans take true/false;
// - enum fields match case-insensitively ('Business' → 'business', 'suv' → 'SUV');
// - array fields take repeated keys (?tag=a&tag=b) or a single value;
// - anything that does not convert is passed on as it is, so the procedure's schema refuses it
//   with its own message ("maxPrice: Expected a number").
import type { JsonSchema } from './binding';

function alternatives(schema: JsonSchema): JsonSchema[] {
  return [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
}

function acceptedTypes(schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  for (const option of alternatives(schema)) {
    if (typeof option.type === 'string') types.add(option.type);
    if (Array.isArray(option.type)) for (const type of option.type) types.add(type);
    for (const value of [...(option.enum ?? []), ...('const' in option ? [option.const] : [])]) types.add(typeof value);
    if (option !== schema) for (const type of acceptedTypes(option)) types.add(type);
  }
  return types;
}

function enumStrings(schema: JsonSchema): string[] {
  return alternatives(schema)
    .flatMap((option) => [...(option.enum ?? []), ...('const' in option ? [option.const] : [])])
    .filter((value): value is string => typeof value === 'string');
}

function itemSchema(schema: JsonSchema): JsonSchema {
  return alternatives(schema).find((option) => option.items)?.items ?? {};
}

/** One query-string (or path) value as the field's schema wants it; undefined: not given. */
export function fromQueryValue(raw: unknown, schema: JsonSchema): unknown {
  if (raw === undefined) return undefined;
  const types = acceptedTypes(schema);
  if (types.has('array')) {
    const items = (Array.isArray(raw) ? raw : [raw]).map((value) => fromQueryValue(value, itemSchema(schema))).filter((value) => value !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (typeof raw !== 'string') return raw; // a repeated key for a single value: the schema refuses it
  const text = raw.trim();
  if (text === '') return undefined;
  if (types.has('string')) {
    const canonical = enumStrings(schema).find((value) => value.toLowerCase() === text.toLowerCase());
    return canonical ?? raw;
  }
  if (types.has('number') || types.has('integer')) {
    const number = Number(text);
    return Number.isFinite(number) ? number : raw;
  }
  if (types.has('boolean')) {
    if (text.toLowerCase() === 'true') return true;
    if (text.toLowerCase() === 'false') return false;
  }
  return raw;
}

/** The input fields of a query string (or path parameters); unknown keys pass as text. */
export function fromQuery(query: Record<string, unknown>, fields: Record<string, JsonSchema>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(query)) {
    const value = fromQueryValue(raw, fields[name] ?? {});
    if (value !== undefined) input[name] = value;
  }
  return input;
}
