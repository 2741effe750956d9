// A REST binding says how one path under /api maps onto one procedure. Nearly all of it is the
// procedure's own: its input and output parsers, and its `meta` (src/server/trpc/meta.ts):
// method, path, status, tag, summary, documented errors and who may call it. What only HTTP
// adds is said in rest-additions.ts, by procedure path, and typed against that procedure:
//
//   'payments.create': {
//     requestHeaders: { 'Idempotency-Key': { field: 'idempotencyKey', required: true, description: '…' } },
//     answer: replayedAsHeader('Present on a replayed answer: nothing was charged again'),
//   },
//
// One table of bindings (rest-routes.ts) drives both the Express routes (rest.ts) and the
// OpenAPI document (openapi.ts); see docs/api.md.
import { z } from 'zod';
import type { AnyProcedure, inferProcedureInput, inferProcedureOutput } from '@trpc/server';
import type { AppRouter } from '../api/app-router';
import type { Api } from '../api/caller';
import type { Access, DeclaredErrorStatus, HttpMethod, ProcedureMeta, SuccessStatus } from '../trpc/meta';

export type { Access, DeclaredErrorStatus, HttpMethod, SuccessStatus };

/** A JSON Schema (draft 2020-12) object, as zod writes it and OpenAPI 3.1 reads it. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
  [keyword: string]: unknown;
}

export interface HeaderDoc {
  description: string;
  /** JSON Schema of the value (a header is text; numbers are written as digits). */
  schema: JsonSchema;
  /** Whether every success answer carries it. */
  required?: boolean;
}

type FieldOf<Input> = Extract<keyof NonNullable<Input>, string>;

export interface RawBodySpec<Field extends string = string> {
  field: Field;
  /** Media types documented for the body (the procedure judges the bytes themselves). */
  mediaTypes: string[];
  maxBytes: number;
  /** The 413 message in the current language, naming the field: 'photo: The file is larger than 5 MB'. */
  tooLarge: () => string;
  description: string;
  /** The body's schema when its bytes are JSON read as they are (a signed body): documented; the procedure parses the bytes itself. */
  schema?: z.ZodType;
}

export interface RestResponse<Body = unknown> {
  body: Body;
  /** Only the headers the answer declared (none declared: none written); undefined: not written. */
  headers?: Partial<Record<string, string>>;
}

/** An answer that is not the procedure's result as it is: its body schema, its headers, and how the result becomes both. */
export interface RestAnswer<Result> {
  /** The body's schema, made from the procedure's output schema. */
  body(output: z.ZodType): z.ZodType;
  headers: Record<string, HeaderDoc>;
  respond(result: Result): RestResponse;
}

/** What REST adds to one procedure; each part optional. */
export interface RestAddition<Input, Result> {
  /** Request headers that fill an input field, by header name: `{ 'Idempotency-Key': { field: 'idempotencyKey', ... } }`. */
  requestHeaders?: Record<string, { field: FieldOf<Input>; description: string; required?: boolean }>;
  /**
   * A binary body (a file upload) instead of JSON: its bytes fill `field` (a Uint8Array), and the
   * other input fields come from the query string. Bodies over `maxBytes` are refused with 413
   * before they are read in full.
   */
  rawBody?: RawBodySpec<FieldOf<Input>>;
  answer?: RestAnswer<Result>;
}

/** Any procedure's addition, its types erased, as the table reads it. */
export type ErasedRestAddition = RestAddition<Record<string, unknown>, never>;

/** Every procedure of a router record by its dotted path: 'shop.products.list'. */
type ProceduresOf<Record, Prefix extends string = ''> = {
  [Key in keyof Record & string]: Record[Key] extends AnyProcedure
    ? { path: `${Prefix}${Key}`; procedure: Record[Key] }
    : ProceduresOf<Record[Key], `${Prefix}${Key}.`>;
}[keyof Record & string];

type AppProcedures = { [Entry in ProceduresOf<AppRouter['_def']['record']> as Entry['path']]: Entry['procedure'] };

/** What REST adds, by procedure path, each typed against its procedure's input and output. */
export type RestAdditions = {
  [Path in keyof AppProcedures]?: RestAddition<inferProcedureInput<AppProcedures[Path]>, inferProcedureOutput<AppProcedures[Path]>>;
};

/** A binding as the router and the document read it. */
export interface RestRoute {
  /** The procedure it calls: 'hotels.search'. */
  procedure: string;
  method: HttpMethod;
  /** Express path under /api, e.g. '/bookings/:id/cancel'. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** A catalogue read: answers every caller alike, a session that must change its password too. */
  catalogue: boolean;
  input?: z.ZodType;
  requestHeaders: Record<string, { field: string; description: string; required?: boolean }>;
  rawBody?: RawBodySpec;
  status: SuccessStatus;
  /** The success body. */
  output: z.ZodType;
  responseHeaders: Record<string, HeaderDoc>;
  errors: Partial<Record<DeclaredErrorStatus, string>>;
  /** Field rules the JSON Schema cannot state (meta.ts `inputRules`). */
  inputRules: Record<string, string>;
  run(api: Api, input: unknown): Promise<RestResponse>;
}

/** What a built procedure carries (tRPC's `_def`): its parsers and its meta. */
export interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs: unknown[];
  /** The `.output()` parser (kept by tRPC on the built procedure). */
  output?: unknown;
  meta?: ProcedureMeta;
}

/** Calls a procedure by its dotted path through the typed caller's proxy. */
export function callByPath(caller: unknown, dottedPath: string, input: unknown): Promise<unknown> {
  const procedure = dottedPath.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return (procedure as (input: unknown) => Promise<unknown>)(input);
}

const isZod = (parser: unknown): parser is z.ZodType => parser instanceof z.ZodType;

/**
 * The binding of one procedure that names a REST path in its meta: its own parsers, its meta,
 * and what REST adds. Throws at start-up on what cannot be served or documented.
 */
export function bindProcedure(path: string, def: ProcedureDef, addition: ErasedRestAddition = {}): RestRoute {
  const rest = def.meta?.rest;
  const where = `${path} (${rest?.method.toUpperCase()} /api${rest?.path})`;
  if (!rest) throw new Error(`${path}: no meta.rest, no REST path`);
  if (def.type === 'subscription') throw new Error(`${where}: a subscription has no REST path`);
  if (!def.meta?.summary) throw new Error(`${where}: a REST path needs the procedure's summary`);
  if (!def.meta.access) throw new Error(`${where}: built on no base procedure of trpc/init.ts (no access)`);
  if (def.inputs.length > 1 || !def.inputs.every(isZod)) throw new Error(`${where}: a REST path needs one zod input parser, or none`);
  if (!isZod(def.output)) throw new Error(`${where}: a REST path needs the procedure's zod output parser (.output())`);
  const answer = addition.answer;
  return {
    procedure: path,
    method: rest.method,
    path: rest.path,
    tag: rest.tag,
    summary: def.meta.summary,
    description: def.meta.description,
    access: def.meta.access,
    catalogue: def.meta.catalogue ?? false,
    input: def.inputs[0],
    requestHeaders: addition.requestHeaders ?? {},
    rawBody: addition.rawBody,
    status: rest.status ?? 200,
    output: answer ? answer.body(def.output) : def.output,
    responseHeaders: answer?.headers ?? {},
    errors: rest.errors ?? {},
    inputRules: rest.inputRules ?? {},
    async run(api, input) {
      // The input is not parsed here: the procedure validates it, with the same messages as over /trpc.
      const result = await callByPath(api, path, input);
      return answer ? answer.respond(result as never) : { body: result };
    },
  };
}

function objectOutput(output: z.ZodType, field: string): z.ZodObject {
  if (!(output instanceof z.ZodObject) || !(field in output.shape)) throw new Error(`The procedure's output has no '${field}' field`);
  return output;
}

/** X-Total-Count: the number of results over all pages of a list answered one page at a time. */
export const totalCountHeader: HeaderDoc = {
  description: 'Results over all pages (the body is one page)',
  schema: { type: 'integer', minimum: 0 },
  required: true,
};

/**
 * The spec answers a plain list where the procedure answers a page: the body is the page's
 * items, its total over all pages travels in X-Total-Count, and `counts` names further counts
 * of the page that travel in headers of their own.
 */
export function itemsOfPage<Page extends { items: unknown[]; total: number }>(
  counts: Record<string, { field: keyof Page & string; doc: HeaderDoc }> = {},
): RestAnswer<Page> {
  return {
    body: (output) => objectOutput(output, 'items').shape.items as z.ZodType,
    headers: { 'X-Total-Count': totalCountHeader, ...Object.fromEntries(Object.entries(counts).map(([name, count]) => [name, count.doc])) },
    respond: (page) => ({
      body: page.items,
      headers: { 'X-Total-Count': String(page.total), ...Object.fromEntries(Object.entries(counts).map(([name, count]) => [name, String(page[count.field])])) },
    }),
  };
}

/** An idempotent answer: the body without `replayed`, which a replay says in Idempotent-Replayed: true. */
export function replayedAsHeader<Result extends { replayed: boolean }>(description: string): RestAnswer<Result> {
  return {
    body: (output) => objectOutput(output, 'replayed').omit({ replayed: true }),
    headers: { 'Idempotent-Replayed': { description, schema: { type: 'string', const: 'true' } } },
    respond: ({ replayed, ...body }) => ({ body, headers: replayed ? { 'Idempotent-Replayed': 'true' } : {} }),
  };
}
