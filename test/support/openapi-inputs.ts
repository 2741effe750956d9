// A client generated from GET /api/openapi.json never gets a 400 for input the document
// allows. For every operation, fast-check draws requests from the document alone (its
// parameters, request body and header schemas, every value checked with Ajv against them) and
// sends them as such a client would, signed in as an admin so that access never hides a
// refusal; real ids stand in for id fields now and then, so requests reach the rules behind
// the look-up. Any answer is fine (404, 409, 422, 429...) but a 400, unless every field it
// names carries a rule the document states beside that field ('x-input-rule': a rule a JSON
// Schema cannot state, such as "after checkIn" or "today or later"). Any other 400 would be
// the document promising what the validation refuses.
//
// The operations are shared among a few test files (openapi-inputs-N.test.ts), so the pool runs
// them side by side instead of one long file at the end of the run.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../src/server/http/binding';
import type { OpenApiDocument, OpenApiOperation } from '../../src/server/http/openapi';
import { allows, valueOf } from './schema-arbitrary';
import { createTestApp, type TestApp } from './test-app';
import { createFlight, createUser, inDays, sessionCookie, sql } from '../integration/travel-fixtures';

const RUNS = Number(process.env.OPENAPI_INPUT_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);

/** Defines the check for every `parts`-th operation of the document, starting at `part` (1-based). */
export function defineOpenApiInputSuite(part: number, parts: number) {
  let app: TestApp;
  let doc: OpenApiDocument;
  let cookie: () => Promise<string>;
  let realIds: Record<string, string[]>;
  beforeAll(async () => {
    app = await createTestApp({
      JOB_WORKER: false,
      // Throttles would answer with 429 before the input reaches the validation under test.
      LOGIN_GUESSES_PER_ACCOUNT: 1_000_000,
      IDEMPOTENCY_KEYS_PER_USER_PER_HOUR: 1_000_000,
      LOGIN_FAILURES_PER_ACCOUNT_PER_IP_PER_15_MINUTES: 1_000_000,
    });
    doc = (await (await fetch(`${app.baseUrl}/api/openapi.json`)).json()) as OpenApiDocument;
    const admin = await createUser(app, 'admin');
    cookie = () => sessionCookie(app, admin);
    const ids = async (query: string) => (await sql<{ id: string }>(app, query)).map((row) => row.id);
    const seat = await createFlight(app, { seats: 50, date: inDays(20) });
    realIds = {
      id: [
        ...(await ids('select id from hotel order by id limit 2')),
        ...(await ids('select id from car order by id limit 2')),
        seat,
        'tour-1',
        ...(await ids('select id from product order by id limit 2')),
      ],
      itemId: [...(await ids('select id from hotel order by id limit 2')), seat, 'tour-1'],
      productId: await ids('select id from product order by id limit 2'),
      tourId: ['tour-1', 'tour-4'],
      userId: await ids(`select id from app_user where username = 'demo'`),
      trackingNumber: await ids('select tracking_number as id from cargo_shipment limit 1'),
    };
  });
  afterAll(() => app?.close());

  interface DrawnRequest {
    path: string;
    query: [string, string][];
    headers: Record<string, string>;
    body?: unknown;
  }

  const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

  /** A value for a field: mostly drawn from its schema, sometimes a real id of that name (when the schema allows it). */
  function fieldValue(name: string, schema: JsonSchema): fc.Arbitrary<unknown> {
    const real = (realIds[name] ?? []).filter((id) => allows(schema, id));
    return real.length ? fc.oneof(valueOf(schema), fc.constantFrom(...real)) : valueOf(schema);
  }

  function requestOf(template: string, operation: OpenApiOperation): fc.Arbitrary<DrawnRequest> {
    const parameters = operation.parameters ?? [];
    const parts = parameters.map((parameter) => {
      const value = fieldValue(parameter.name, parameter.schema);
      return (parameter.required ? value : fc.option(value, { nil: undefined })).map((drawn) => ({ parameter, drawn }));
    });
    const json = operation.requestBody?.content['application/json']?.schema;
    const body = json ? valueOf(json) : fc.constant(undefined);
    return fc.tuple(fc.tuple(...parts), body).map(([values, drawnBody]) => {
      let path = template;
      const query: [string, string][] = [];
      const headers: Record<string, string> = {};
      for (const { parameter, drawn } of values) {
        if (drawn === undefined) continue;
        if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(asText(drawn)));
        else if (parameter.in === 'header') headers[parameter.name] = asText(drawn);
        else if (Array.isArray(drawn)) for (const item of drawn) query.push([parameter.name, asText(item)]);
        else query.push([parameter.name, asText(drawn)]);
      }
      return { path, query, headers, body: drawnBody };
    });
  }

  /** The fields of an operation whose rules go beyond their schema, as the document states them. */
  function ruledFields(operation: OpenApiOperation): Set<string> {
    const body = operation.requestBody?.content['application/json']?.schema;
    return new Set([
      ...(operation.parameters ?? []).filter((parameter) => parameter.schema['x-input-rule']).map((parameter) => parameter.name),
      ...Object.entries(body?.properties ?? {})
        .filter(([, field]) => field['x-input-rule'])
        .map(([name]) => name),
    ]);
  }

  /** The input fields a 400 names: each issue's first path segment, or its `field`. */
  function refusedFields(body: { issues?: { path: string }[]; field?: string }): string[] {
    return body.issues?.map((issue) => issue.path.split('.')[0]) ?? (body.field ? [body.field] : ['(none)']);
  }

  /** The documented JSON operations (the photo upload's body is a file, not drawn from a schema): every `parts`-th one from `part`. */
  function operations(part: number, parts: number): [string, string, OpenApiOperation][] {
    return Object.entries(doc.paths)
      .flatMap(([template, byMethod]) =>
        Object.entries(byMethod)
          .filter(([, operation]) => !operation.requestBody || operation.requestBody.content['application/json'])
          .map(([method, operation]) => [method, template, operation] as [string, string, OpenApiOperation]),
      )
      .filter((_, index) => index % parts === part - 1);
  }

  describe('input the OpenAPI document allows', () => {
    it(`is never refused with 400 (${RUNS} requests per operation, part ${part} of ${parts})`, async () => {
      const refused: string[] = [];
      for (const [method, template, operation] of operations(part, parts)) {
        let refusedHere = 0;
        const ruled = ruledFields(operation);
        await fc.assert(
          fc.asyncProperty(requestOf(template, operation), async (request) => {
            const search = new URLSearchParams(request.query).toString();
            const url = `${request.path}${search ? `?${search}` : ''}`;
            const res = await fetch(`${app.baseUrl}${url}`, {
              method: method.toUpperCase(),
              headers: { ...request.headers, cookie: await cookie(), ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
              body: request.body === undefined ? undefined : JSON.stringify(request.body),
            });
            const text = await res.text();
            // The first few refusals of each operation, with the request that met them.
            if (res.status === 400 && !refusedFields(JSON.parse(text)).every((field) => ruled.has(field)) && refusedHere++ < 3)
              refused.push(
                `${method.toUpperCase()} ${url}${request.body === undefined ? '' : ` ${JSON.stringify(request.body).slice(0, 300)}`} → ${text.slice(0, 300)}`,
              );
            return true;
          }),
          { numRuns: RUNS, seed: SEED },
        );
      }
      if (refused.length) console.log(refused.join('\n'));
      expect(refused).toEqual([]);
    }, 600_000);

    if (part === 1)
      it('draws only what the document allows, and the check does refuse what the validation refuses', () => {
        const date = { type: 'string', format: 'date' } satisfies JsonSchema;
        expect(allows(date, '2026-02-30')).toBe(false);
        expect(allows({ type: 'string', minLength: 1 }, '')).toBe(false);
        fc.assert(
          fc.property(
            valueOf({ type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'], additionalProperties: false }),
            (value) => typeof (value as { id: string }).id === 'string',
          ),
        );
        // An allOf of patterns (the shared text rule beside a field's own) is drawn to satisfy both.
        const both = { type: 'string', allOf: [{ pattern: '^[a-z]+$' }, { pattern: '^[^\\u0000-\\u001f]*$' }] } satisfies JsonSchema;
        fc.assert(fc.property(valueOf(both), (value) => allows(both, value) && /^[a-z]+$/.test(value as string)));
        expect(allows(both, randomUUID())).toBe(false);
      });
  });
}
