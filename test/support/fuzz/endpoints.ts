// Every endpoint the fuzz test attacks, found from the code, never listed by hand, so endpoints
// added later (taxi, cargo, the marketplace, the inbox) are covered the day they are merged:
// - every REST path of the binding table (rest-routes.ts), sent as the binding reads it (path
//   parameters, query string or JSON body, request headers);
// - every tRPC procedure of the app router, over HTTP as the client sends it (queries as GET
//   with ?input=, mutations as POST, subscriptions as a GET event stream).
import { z } from 'zod';
import type { JsonSchema, RestRoute } from '../../../src/server/http/binding';
import { requestShape } from '../../../src/server/http/request-shape';
import { restRoutes } from '../../../src/server/http/rest-routes';
import { appRouter } from '../../../src/server/api/app-router';

export interface SentRequest {
  method: string;
  /** Path and query string. */
  url: string;
  headers: Record<string, string>;
  /** A JSON text, or bytes (a body with bytes that are not UTF-8 in it). */
  body?: string | Uint8Array<ArrayBuffer>;
  /** The answer is a stream (tRPC subscription): only its status and headers are awaited. */
  stream?: boolean;
}

export interface Endpoint {
  /** 'GET /api/hotels' or 'trpc hotels.search (query)'. */
  name: string;
  kind: 'rest' | 'trpc';
  /** JSON Schema of the input (zod's), undefined when it takes none. */
  schema?: JsonSchema;
  /** Input fields sent as request headers (REST: Idempotency-Key), which cannot carry control characters. */
  headerFields: string[];
  /** The HTTP request that carries `input`. */
  request(input: unknown): SentRequest;
}

function inputSchema(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as query-string or path text: strings as they are, the rest as JSON. */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A URL cannot carry a lone surrogate: it goes as U+FFFD, as a browser sends it. */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');

/** Header values must be visible ASCII (fetch refuses the rest before sending): others become '?'. */
const asHeader = (value: unknown) =>
  asText(value)
    .replace(/[^\x20-\x7e]/g, '?')
    .slice(0, 4000);

function restEndpoint(route: RestRoute): Endpoint {
  const shape = requestShape(route);
  const method = route.method.toUpperCase();
  return {
    name: `${method} /api${route.path}`,
    kind: 'rest',
    schema: shape.input,
    headerFields: Object.values(route.requestHeaders).map(({ field }) => field),
    request(input) {
      const fields = isObject(input) ? { ...input } : {};
      const headers: Record<string, string> = {};
      let path = `/api${route.path}`;
      for (const name of shape.pathParams) {
        const value = name in fields ? asText(fields[name]) : 'missing';
        delete fields[name];
        path = path.replace(`:${name}`, () => encodeURIComponent(wellFormed(value)) || '%20');
      }
      for (const [header, { field }] of Object.entries(route.requestHeaders)) {
        if (field in fields && fields[field] !== undefined) headers[header] = asHeader(fields[field]);
        delete fields[field];
      }
      if (shape.source === 'query') {
        const query = new URLSearchParams();
        for (const [name, value] of Object.entries(fields)) {
          if (Array.isArray(value)) for (const item of value) query.append(name, asText(item));
          else if (value !== undefined) query.append(name, asText(value));
        }
        const text = query.toString();
        return { method, url: text ? `${path}?${text}` : path, headers };
      }
      headers['content-type'] = 'application/json';
      const body = isObject(input) ? fields : input;
      return { method, url: path, headers, body: body === undefined ? undefined : JSON.stringify(body) };
    },
  };
}

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs: z.ZodType[];
}

function trpcEndpoint(path: string, def: ProcedureDef): Endpoint {
  return {
    name: `trpc ${path} (${def.type})`,
    kind: 'trpc',
    schema: inputSchema(def.inputs[0]),
    headerFields: [],
    request(input): SentRequest {
      if (def.type === 'mutation') {
        return {
          method: 'POST',
          url: `/trpc/${path}`,
          headers: { 'content-type': 'application/json' },
          body: input === undefined ? undefined : JSON.stringify(input),
        };
      }
      const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      if (def.type === 'subscription') return { method: 'GET', url: `/trpc/${path}${query}`, headers: { accept: 'text/event-stream' }, stream: true };
      return { method: 'GET', url: `/trpc/${path}${query}`, headers: {} };
    },
  };
}

export function allEndpoints(): Endpoint[] {
  const procedures = (appRouter as unknown as { _def: { procedures: Record<string, { _def: ProcedureDef }> } })._def.procedures;
  return [...restRoutes.map(restEndpoint), ...Object.entries(procedures).map(([path, procedure]) => trpcEndpoint(path, procedure._def))];
}
