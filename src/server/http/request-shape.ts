// Where each input field of a binding comes from (path, query string, JSON body or a request
// header) and its JSON Schema. Read from the binding's zod input schema once, at start-up, by
// both the router (to build the procedure's input) and the OpenAPI document (to describe it),
// so the two cannot disagree.
import { z } from 'zod';
import type { JsonSchema, RestRoute } from './binding';

/** zod's own JSON Schema of a schema; `io: 'input'` for what a client sends, 'output' for what it receives. */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  // Embedded in the OpenAPI document, a '#/$defs/...' reference would point at the document's root.
  if (json.$defs) throw new Error('REST schemas must not be recursive: $defs cannot be embedded in the OpenAPI document');
  return json;
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
  if (!(route.rawBody.field in route.input.shape)) throw new Error(`${route.method.toUpperCase()} /api${route.path}: '${route.rawBody.field}' is not a field of the input schema`);
  return route.input.omit({ [route.rawBody.field]: true } as never);
}

export function requestShape(route: RestRoute): RequestShape {
  const described = describedInput(route);
  const input = described ? toJsonSchema(described, 'input') : undefined;
  const fields = input?.properties ?? {};
  const required = input?.required ?? [];
  const pathParams = pathParamsOf(route.path);
  const headerFields = Object.values(route.requestHeaders).map((header) => header.field);
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
