// Where each input field of a binding comes from (path, query string, JSON body or a request
// header) and its JSON Schema. Read from the binding's zod input schema once, at start-up, by
// both the router (to build the procedure's input) and the OpenAPI document (to describe it),
// so the two cannot disagree.
import { z } from 'zod';
import type { JsonSchema, RestRoute } from './binding';
import { CONTROL_CHARACTERS_REASON } from '@shared/schemas/text';

/** zod's own JSON Schema of a schema; `io: 'input'` for what a client sends, 'output' for what it receives. */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, target: 'draft-2020-12', override: io === 'input' ? documentTextRules : undefined }) as JsonSchema;
  delete json.$schema;
  if (io === 'input') tidyPatterns(json);
  // Embedded in the OpenAPI document, a '#/$defs/...' reference would point at the document's root.
  if (json.$defs) throw new Error('REST schemas must not be recursive: $defs cannot be embedded in the OpenAPI document');
  return json;
}

type StringCheck = { _zod: { def: { check: string; params?: { reason?: string }; fn?: (value: string) => unknown; tx?: (value: string) => string } } };

/** Code points a text check may refuse: the C0 and C1 controls, DEL, the line and paragraph separators, lone surrogates. */
const PROBED = [...Array.from({ length: 0xa0 }, (_, code) => code), 0x2028, 0x2029, 0xd800, 0xdfff];

/** '\u0000-\u0008\u000b' for the code points of `codes`, runs of neighbours as ranges. */
function characterClass(codes: number[]): string {
  const hex = (code: number) => `\\u${code.toString(16).padStart(4, '0')}`;
  const parts: string[] = [];
  for (let i = 0; i < codes.length; i++) {
    let end = i;
    while (end + 1 < codes.length && (codes[end + 1] === codes[end] + 1 || (codes[end] === 0xd800 && codes[end + 1] === 0xdfff))) end++;
    parts.push(end === i ? hex(codes[i]) : `${hex(codes[i])}-${hex(codes[end])}`);
    i = end;
  }
  return parts.join('');
}

/**
 * What zod's JSON Schema leaves out of a text field, stated as patterns: the characters the
 * shared text rule (shared/schemas/text.ts) refuses, found by asking the rule itself, and,
 * for a trimmed text that must not be empty, that it holds more than spaces. Any pattern the
 * field has already stays (both must match).
 */
function documentTextRules({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: Record<string, unknown> }): void {
  const def = (zodSchema as { _zod: { def: { type: string; checks?: StringCheck[] } } })._zod.def;
  if (def.type !== 'string' || jsonSchema.type !== 'string') return;
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  const textRule = checks.find((check) => check.check === 'custom' && check.params?.reason === CONTROL_CHARACTERS_REASON)?.fn;
  const refused = textRule ? PROBED.filter((code) => textRule(String.fromCharCode(code)) !== true) : [];
  const trimmed = checks.some((check) => check.check === 'overwrite' && check.tx?.(' a ') === 'a');
  const nonEmpty = typeof jsonSchema.minLength === 'number' && jsonSchema.minLength >= 1;
  const others = refused.length ? `[^${characterClass(refused)}]` : '.';
  const patterns: string[] = [];
  if (trimmed && nonEmpty) patterns.push(refused.length ? `^${others}*[^\\s${characterClass(refused)}]${others}*$` : '\\S');
  else if (refused.length) patterns.push(`^${others}*$`);
  if (patterns.length === 0) return;
  if (typeof jsonSchema.pattern === 'string') patterns.unshift(jsonSchema.pattern);
  delete jsonSchema.pattern;
  if (patterns.length === 1) jsonSchema.pattern = patterns[0];
  else jsonSchema.allOf = [...((jsonSchema.allOf as JsonSchema[] | undefined) ?? []), ...patterns.map((pattern) => ({ pattern }))];
}

/**
 * zod builds a schema's JSON from each step of its chain ('.trim()', '.min(1)', '.regex(...)'),
 * so the text rules arrive once per step: one copy of each pattern stays, and a bare
 * "not only spaces" gives way to the full text pattern that says it too.
 */
function tidyPatterns(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  for (const value of Object.values(node)) tidyPatterns(value);
  const schema = node as JsonSchema;
  if (!Array.isArray(schema.allOf)) return;
  const onlyPattern = (entry: JsonSchema) => Object.keys(entry).length === 1 && typeof entry.pattern === 'string';
  let patterns = [
    ...new Set([...(typeof schema.pattern === 'string' ? [schema.pattern] : []), ...schema.allOf.filter(onlyPattern).map((entry) => entry.pattern as string)]),
  ];
  if (patterns.some((pattern) => pattern.includes('[^\\s'))) patterns = patterns.filter((pattern) => pattern !== '\\S');
  const rest = schema.allOf.filter((entry) => !onlyPattern(entry));
  delete schema.pattern;
  delete schema.allOf;
  if (patterns.length === 1 && rest.length === 0) schema.pattern = patterns[0];
  else schema.allOf = [...rest, ...patterns.map((pattern) => ({ pattern }))];
}

export interface RequestShape {
  /** JSON Schema of the whole procedure input (undefined: the procedure takes none). */
  input?: JsonSchema;
  /** The input's fields and their schemas (empty when the input is not an object). */
  fields: Record<string, JsonSchema>;
  required: string[];
  /** Express path parameters, each filling the input field of its name. */
  pathParams: string[];
  /** GET and DELETE read the other fields from the query string; the others from a JSON body (a binary body: the query string). */
  source: 'query' | 'body';
  /** Fields sent in the query string (source 'query'). */
  queryFields: string[];
  /** JSON Schema of the body: the input without the path and header fields (source 'body'). */
  body?: JsonSchema;
}

export function pathParamsOf(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);
}

/** '/bookings/:id/cancel' → '/api/bookings/{id}/cancel' */
export function openApiPath(path: string): string {
  return `/api${path.replace(/:(\w+)/g, '{$1}')}`;
}

/** The input without the binary body's field, which JSON Schema cannot describe (it is the request body). */
function describedInput(route: RestRoute): z.ZodType | undefined {
  if (!route.rawBody || !route.input) return route.input;
  if (!(route.input instanceof z.ZodObject)) throw new Error(`${route.method.toUpperCase()} /api${route.path}: a binary body needs an object input`);
  if (!(route.rawBody.field in route.input.shape))
    throw new Error(`${route.method.toUpperCase()} /api${route.path}: '${route.rawBody.field}' is not a field of the input schema`);
  return route.input.omit({ [route.rawBody.field]: true } as never);
}

/** A field's rule beyond its schema, told in its description and, for tools, in `x-input-rule`. */
function withRule(field: JsonSchema, rule: string): void {
  field.description = field.description ? `${field.description}. Also refused (400) unless: ${rule}` : `Refused (400) unless: ${rule}`;
  field['x-input-rule'] = rule;
}

export function requestShape(route: RestRoute): RequestShape {
  const described = describedInput(route);
  const input = described ? toJsonSchema(described, 'input') : undefined;
  const fields = input?.properties ?? {};
  const required = input?.required ?? [];
  const pathParams = pathParamsOf(route.path);
  const headerFields = Object.values(route.requestHeaders).map((header) => header.field);
  for (const [name, rule] of Object.entries(route.inputRules)) {
    if (!(name in fields)) throw new Error(`${route.method.toUpperCase()} /api${route.path}: the input rule of '${name}' names no field of the input schema`);
    withRule(fields[name], rule);
  }
  for (const name of [...pathParams, ...headerFields]) {
    if (!(name in fields)) throw new Error(`${route.method.toUpperCase()} /api${route.path}: '${name}' is not a field of the input schema`);
  }
  const source = route.method === 'get' || route.method === 'delete' || route.rawBody ? 'query' : 'body';
  const taken = new Set([...pathParams, ...headerFields]);
  const queryFields = source === 'query' ? Object.keys(fields).filter((name) => !taken.has(name)) : [];
  let body: JsonSchema | undefined;
  if (source === 'body' && input) {
    body = structuredClone(input);
    for (const name of taken) delete body.properties?.[name];
    if (body.required) body.required = body.required.filter((name) => !taken.has(name));
    if (input.properties && Object.keys(body.properties ?? {}).length === 0) body = undefined;
  }
  return { input, fields, required, pathParams, source, queryFields, body };
}
