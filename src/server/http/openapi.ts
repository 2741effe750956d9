// The OpenAPI 3.1 document of /api, generated from the REST bindings (rest-routes.ts): each
// procedure's own zod schemas (zod's own JSON Schema output) and meta, so it cannot drift from
// the code. Every
// answer a path can give is listed with its schema: the integration tests check each REST
// response they receive against it (test/support/api-contract.ts).
import { z } from 'zod';
import type { DeclaredErrorStatus, HeaderDoc, JsonSchema, RestRoute } from './binding';
import { openApiPath, requestShape, toJsonSchema } from './request-shape';
import { restRoutes } from './rest-routes';

/** The error body of every /api error; its `code` is the tRPC code of the HTTP status. */
export const ZApiError = z.object({
  message: z.string().describe('What went wrong; for invalid input "field: problem; field: problem"'),
  code: z.string(),
  issues: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .describe('Invalid input: one entry per field'),
  field: z.string().optional().describe('The input field (or header) the error is about, when there is one'),
});

const ERROR_CODES = {
  400: ['BAD_REQUEST', 'Invalid input (the message names the field) or malformed JSON'],
  401: ['UNAUTHORIZED', 'Not signed in: no session cookie, or one naming no live session'],
  402: ['PAYMENT_REQUIRED', 'Payment declined'],
  403: ['FORBIDDEN', 'Not allowed'],
  404: ['NOT_FOUND', 'Not found'],
  409: ['CONFLICT', 'Conflicts with the current state'],
  413: ['PAYLOAD_TOO_LARGE', 'The JSON body is over the size limit'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'The file is not of a type accepted'],
  422: ['UNPROCESSABLE_CONTENT', 'Refused'],
  429: ['TOO_MANY_REQUESTS', 'Too many attempts: wait the Retry-After seconds'],
  500: ['INTERNAL_SERVER_ERROR', 'Unexpected error (the message never carries details)'],
  503: ['SERVICE_UNAVAILABLE', 'The database is away or busy for a moment: retry after Retry-After seconds'],
} as const satisfies Record<number, readonly [string, string]>;
type ErrorStatus = keyof typeof ERROR_CODES;

const SESSION_SCHEME = 'session';

function errorResponse(status: ErrorStatus, description?: string) {
  const [code, defaultDescription] = ERROR_CODES[status];
  return {
    description: description ?? defaultDescription,
    headers:
      status === 429
        ? { 'Retry-After': { description: 'Seconds to wait before trying again', required: true, schema: { type: 'integer', minimum: 0 } } }
        : undefined,
    content: {
      'application/json': { schema: { allOf: [{ $ref: '#/components/schemas/Error' }, { properties: { code: { const: code } } }] } },
    },
  };
}

/** The error answers of a path: those every path may give, those of its access and method, and its own. */
function errorResponses(route: RestRoute, hasPathParams: boolean) {
  const statuses = new Map<ErrorStatus, string | undefined>([[400, undefined]]);
  const unsafe = route.method !== 'get';
  if (route.access !== 'public') statuses.set(401, undefined);
  // A signed-in caller also gets 403 while a password reset by staff awaits the user's new
  // password, on every path but the password change, sign-out, /me and the catalogue's reads.
  const mustChange = 'a new password must be chosen first (after a staff reset)';
  if (route.access === 'staff') statuses.set(403, unsafe ? `Staff only; ${mustChange}; or a cross-origin request` : `Staff only; or ${mustChange}`);
  else if (route.access === 'admin') statuses.set(403, unsafe ? `Admins only; ${mustChange}; or a cross-origin request` : `Admins only; or ${mustChange}`);
  else if (route.access === 'signed-in') statuses.set(403, unsafe ? `Cross-origin request refused; or ${mustChange}` : `Forbidden: ${mustChange}`);
  else if (!route.catalogue) statuses.set(403, unsafe ? `Cross-origin request refused; or ${mustChange}` : `Forbidden: ${mustChange}`);
  else if (unsafe) statuses.set(403, 'Cross-origin request refused');
  if (hasPathParams) statuses.set(404, undefined);
  if (unsafe) statuses.set(413, undefined);
  for (const [status, description] of Object.entries(route.errors) as [`${DeclaredErrorStatus}`, string][])
    statuses.set(Number(status) as ErrorStatus, description);
  statuses.set(500, undefined);
  statuses.set(503, undefined);
  return Object.fromEntries([...statuses].sort(([a], [b]) => a - b).map(([status, description]) => [String(status), errorResponse(status, description)]));
}

function headerObject(doc: HeaderDoc) {
  return { description: doc.description, required: doc.required ?? false, schema: doc.schema };
}

function operationId(route: RestRoute): string {
  const words = route.path.split(/[/:-]/).filter(Boolean);
  return route.method + words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
}

function operation(route: RestRoute) {
  const shape = requestShape(route);
  const parameters: unknown[] = [];
  const parameter = (name: string, where: 'path' | 'query', schema: JsonSchema | undefined, required: boolean) => {
    const { description, ...rest } = schema ?? {};
    parameters.push({ name, in: where, required, description, schema: rest });
  };
  for (const name of shape.pathParams) parameter(name, 'path', shape.fields[name], true);
  for (const name of shape.queryFields) parameter(name, 'query', shape.fields[name], shape.required.includes(name));
  for (const [name, header] of Object.entries(route.requestHeaders)) {
    const { description: _fieldDescription, ...schema } = shape.fields[header.field];
    parameters.push({ name, in: 'header', required: header.required ?? false, description: header.description, schema });
  }
  const responseHeaders = Object.entries(route.responseHeaders);
  return {
    tags: [route.tag],
    summary: route.summary,
    description: route.description,
    operationId: operationId(route),
    security: route.access === 'public' ? undefined : [{ [SESSION_SCHEME]: [] }],
    parameters: parameters.length > 0 ? parameters : undefined,
    requestBody: route.rawBody
      ? {
          required: true,
          description: route.rawBody.description,
          content: Object.fromEntries(
            route.rawBody.mediaTypes.map((type) => [
              type,
              { schema: route.rawBody?.schema ? toJsonSchema(route.rawBody.schema, 'input') : { type: 'string', contentMediaType: type } },
            ]),
          ),
        }
      : shape.body
        ? { required: true, content: { 'application/json': { schema: shape.body } } }
        : undefined,
    responses: {
      [String(route.status)]: {
        description: route.status === 201 ? 'Created' : 'Success',
        headers: responseHeaders.length > 0 ? Object.fromEntries(responseHeaders.map(([name, doc]) => [name, headerObject(doc)])) : undefined,
        content: { 'application/json': { schema: toJsonSchema(route.output, 'output') } },
      },
      ...errorResponses(route, shape.pathParams.length > 0),
    },
  };
}

export function buildOpenApiDocument(routes: RestRoute[] = restRoutes) {
  const paths: Record<string, Record<string, unknown>> = {
    '/api/openapi.json': {
      get: {
        tags: ['Meta'],
        summary: 'This document',
        operationId: 'getOpenapiJson',
        responses: { '200': { description: 'The OpenAPI 3.1 document of /api', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
  };
  for (const route of routes) {
    const path = openApiPath(route.path);
    const operations = (paths[path] ??= {});
    if (operations[route.method]) throw new Error(`Two REST bindings for ${route.method.toUpperCase()} ${path}`);
    operations[route.method] = operation(route);
  }
  // Keys whose value is undefined are left out by JSON; drop them here too, for readers of the object.
  return JSON.parse(
    JSON.stringify({
      openapi: '3.1.0',
      info: {
        title: 'Travel and services booking API',
        version: '1.0.0',
        description:
          "The REST paths of the product spec. Each path calls one procedure of the app's tRPC API (/trpc), with the same validation and errors. " +
          'The session travels in a cookie (`session`, or `__Host-session` over HTTPS) set by POST /api/login and POST /api/register. ' +
          'Query values are converted to the documented types; a blank value means "not given". See docs/api.md.',
      },
      servers: [{ url: '/' }],
      paths,
      components: {
        schemas: { Error: toJsonSchema(ZApiError, 'output') },
        securitySchemes: {
          [SESSION_SCHEME]: { type: 'apiKey', in: 'cookie', name: 'session', description: 'The session cookie; `__Host-session` over HTTPS' },
        },
      },
    }),
  ) as OpenApiDocument;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
  [key: string]: unknown;
}

export interface OpenApiOperation {
  operationId: string;
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    { description: string; headers?: Record<string, { required: boolean; schema: JsonSchema }>; content?: Record<string, { schema: JsonSchema }> }
  >;
  [key: string]: unknown;
}
