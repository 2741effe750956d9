// A REST binding says how one path under /api maps onto one procedure, and everything HTTP
// about it: method, path, the input and output schemas, which request headers fill which
// input fields, the success status and the response headers it writes. The procedure knows
// none of this. One table of bindings (rest-routes.ts) drives both the Express routes
// (rest.ts) and the OpenAPI document (openapi.ts); see docs/api.md.
//
//   get('/hotels', {
//     input: ZHotelSearchRequest,
//     output: z.array(ZHotel),
//     responseHeaders: { 'X-Total-Count': totalCountHeader },
//     call: (api, input) => api.hotels.search(input),
//     respond: (page) => ({ body: page.items, headers: { 'X-Total-Count': String(page.total) } }),
//   })
//
// Everything is typed: `call` gets the input type of `input` and must call a procedure that
// accepts it; `respond` gets what `call` returned and must answer the type of `output`, and may
// only write the headers it declared. `respond` may be left out when the procedure's result
// already is the body.
import type { z } from 'zod';
import type { Api } from '../api/caller';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call the path: drives the documented 401/403 answers and the cookie security. */
export type Access = 'public' | 'signed-in' | 'staff';

export type SuccessStatus = 200 | 201;

/** Errors a path documents beyond the ones every path may give (400, 500, and by access and method 401, 403, 413). */
export type DeclaredErrorStatus = 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

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

type InputOf<In> = In extends z.ZodType ? z.input<In> : undefined;
type FieldOf<In> = In extends z.ZodType ? Extract<keyof NonNullable<z.input<In>>, string> : never;

export interface RawBodySpec<Field extends string = string> {
  field: Field;
  /** Media types documented for the body (the procedure judges the bytes themselves). */
  mediaTypes: string[];
  maxBytes: number;
  /** The 413 message in the current language, naming the field: 'photo: The file is larger than 5 MB'. */
  tooLarge: () => string;
  description: string;
}

export interface RestResponse<Body, Header extends string = string> {
  body: Body;
  /** Only the headers the binding declared (none declared: none written). */
  headers?: [Header] extends [never] ? undefined : Partial<Record<Header, string>>;
}

export interface BindingSpec<In extends z.ZodType | undefined, Result, Out extends z.ZodType, Header extends string> {
  /** OpenAPI tag (a group in the document). */
  tag: string;
  summary: string;
  description?: string;
  /** Default 'public'. */
  access?: Access;
  /**
   * The procedure's input schema. GET and DELETE read its fields from the query string
   * (converted to the schema's types, see query-input.ts), the others from the JSON body;
   * path parameters and request headers fill fields of it too.
   */
  input?: In;
  /** Request headers that fill an input field, by header name: `{ 'Idempotency-Key': { field: 'idempotencyKey', ... } }`. */
  requestHeaders?: Record<string, { field: FieldOf<In>; description: string; required?: boolean }>;
  /**
   * A binary body (a file upload) instead of JSON: its bytes fill `field` (a Uint8Array), and the
   * other input fields come from the query string. Bodies over `maxBytes` are refused with 413
   * before they are read in full.
   */
  rawBody?: RawBodySpec<FieldOf<In>>;
  /** Default 200. */
  status?: SuccessStatus;
  /** The success body. */
  output: Out;
  responseHeaders?: Record<Header, HeaderDoc>;
  /** Error answers particular to this path, with what they mean. */
  errors?: Partial<Record<DeclaredErrorStatus, string>>;
  /** Calls the procedure through the typed server-side caller. */
  call: (api: Api, input: InputOf<In>) => Promise<Result>;
  /** Shapes the procedure's result into the body and headers of the spec's answer. */
  respond?: (result: Result) => RestResponse<z.output<Out>, NoInfer<Header>>;
}

/** Without `respond`, the procedure's result must already be the body. */
type RespondWhenNeeded<Result, Out extends z.ZodType> = [Result] extends [z.output<Out>] ? unknown : { respond: unknown };

/** A binding with its types checked and erased, as the router and the document read it. */
export interface RestRoute {
  method: HttpMethod;
  /** Express path under /api, e.g. '/bookings/:id/cancel'. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  input?: z.ZodType;
  requestHeaders: Record<string, { field: string; description: string; required?: boolean }>;
  rawBody?: RawBodySpec;
  status: SuccessStatus;
  output: z.ZodType;
  responseHeaders: Record<string, HeaderDoc>;
  errors: Partial<Record<DeclaredErrorStatus, string>>;
  run(api: Api, input: unknown): Promise<RestResponse<unknown>>;
}

function binder(method: HttpMethod) {
  return <In extends z.ZodType | undefined = undefined, Result = never, Out extends z.ZodType = z.ZodType, Header extends string = never>(
    path: string,
    spec: BindingSpec<In, Result, Out, Header> & RespondWhenNeeded<Result, Out>,
  ): RestRoute => ({
    method,
    path,
    tag: spec.tag,
    summary: spec.summary,
    description: spec.description,
    access: spec.access ?? 'public',
    input: spec.input,
    requestHeaders: spec.requestHeaders ?? {},
    rawBody: spec.rawBody,
    status: spec.status ?? 200,
    output: spec.output,
    responseHeaders: (spec.responseHeaders ?? {}) as Record<string, HeaderDoc>,
    errors: spec.errors ?? {},
    async run(api, input) {
      // The input is not parsed here: the procedure validates it, with the same messages as over /trpc.
      const result = await spec.call(api, input as InputOf<In>);
      return spec.respond ? spec.respond(result) : { body: result };
    },
  });
}

export const get = binder('get');
export const post = binder('post');
export const put = binder('put');
export const patch = binder('patch');
export const del = binder('delete');

/** X-Total-Count: the number of results over all pages of a list answered one page at a time. */
export const totalCountHeader: HeaderDoc = {
  description: 'Results over all pages (the body is one page)',
  schema: { type: 'integer', minimum: 0 },
  required: true,
};
