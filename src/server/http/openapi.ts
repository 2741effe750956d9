// OpenAPI 3.1 document of /api, generated from the REST route table and the zod schemas of
// the procedures behind it (zod 4's own JSON Schema output), so it cannot drift from the code.
import { z } from 'zod';
import type { ProcedureMeta } from '../trpc/init';
import { getProcedure } from './rest';
import { restRoutes } from './rest-routes';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

function toJsonSchema(schema: unknown, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema as z.ZodType, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

function inputSchema(procedurePath: string): JsonSchema | undefined {
  const inputs = getProcedure(procedurePath)._def.inputs as unknown[];
  if (inputs.length === 0) return undefined;
  // Query parameters are documented with their parsed (output) types: "minPrice": number.
  const schemas = inputs.map((input) => toJsonSchema(input, 'output'));
  if (schemas.length === 1) return schemas[0];
  return { allOf: schemas };
}

const ErrorSchema = {
  type: 'object',
  properties: {
    message: { type: 'string', description: 'What went wrong; for validation errors "field: problem"' },
    code: { type: 'string' },
    issues: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } } },
  },
  required: ['message', 'code'],
};

export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of restRoutes) {
    const procedure = getProcedure(route.procedure);
    const meta = (procedure._def.meta ?? {}) as ProcedureMeta;
    const openApiPath = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
    const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    const input = inputSchema(route.procedure);
    const outputParser = (procedure._def as { output?: unknown }).output;

    const parameters: unknown[] = pathParams.map((name) => ({ name, in: 'path', required: true, schema: input?.properties?.[name] ?? { type: 'string' } }));
    let requestBody: unknown;
    if (input) {
      if (route.method === 'get' || route.method === 'delete') {
        for (const [name, schema] of Object.entries(input.properties ?? {})) {
          if (pathParams.includes(name)) continue;
          parameters.push({ name, in: 'query', required: input.required?.includes(name) ?? false, schema });
        }
      } else {
        const bodySchema = structuredClone(input);
        const headerFields = (route.headers ?? []).flatMap((header) => (header.field ? [header.field] : []));
        for (const name of [...pathParams, ...headerFields]) {
          delete bodySchema.properties?.[name];
          bodySchema.required = bodySchema.required?.filter((r) => r !== name);
        }
        if (Object.keys(bodySchema.properties ?? {}).length > 0) {
          requestBody = { required: true, content: { 'application/json': { schema: bodySchema } } };
        }
      }
    }
    for (const header of route.headers ?? []) {
      parameters.push({ name: header.name, in: 'header', required: header.required ?? false, description: header.description, schema: { type: 'string' } });
    }

    const status = String(route.status ?? 200);
    (paths[openApiPath] ??= {})[route.method] = {
      tags: [route.tag],
      summary: meta.summary,
      description: meta.description,
      operationId: route.procedure,
      parameters: parameters.length ? parameters : undefined,
      requestBody,
      responses: {
        [status]: {
          description: 'Success',
          content: outputParser ? { 'application/json': { schema: toJsonSchema(outputParser, 'output') } } : undefined,
        },
        '400': { description: 'Invalid input; the message names the field', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        default: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Travel and services booking API',
      version: '1.0.0',
      description: 'The REST paths of the product spec (§7). Every path calls the same procedure as the app\'s tRPC client at /trpc. Cookies carry the session.',
    },
    servers: [{ url: '/' }],
    paths,
    components: { schemas: { Error: ErrorSchema } },
  };
}
