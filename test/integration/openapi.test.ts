// The OpenAPI document of /api: valid OpenAPI 3.1, complete (every binding, every request part,
// every answer with its schema), and strict enough that the response check wired into
// test-app.ts (api-contract.ts) catches a response that strays from it.
import { request as httpRequest } from 'node:http';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../../src/server/http/rest-routes';
import { openApiPath, pathParamsOf, requestShape } from '../../src/server/http/request-shape';
import type { JsonSchema } from '../../src/server/http/binding';
import type { OpenApiDocument } from '../../src/server/http/openapi';
import { ApiContract } from '../support/api-contract';
import { createTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  app = await createTestApp();
  doc = (await (await app.fetch('/api/openapi.json')).json()) as OpenApiDocument;
});
afterAll(() => app?.close());

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    type Specification = Parameters<Validator['validate']>[0];
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as unknown as Specification);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');

    // The validator does refuse a broken document: an answer without its description.
    const broken = structuredClone(doc);
    delete (broken.paths['/api/hotels'].get.responses['200'] as { description?: string }).description;
    expect((await new Validator().validate(broken as unknown as Specification)).valid).toBe(false);
  });

  it('documents every REST binding with its request and its answers', () => {
    for (const route of restRoutes) {
      const operation = doc.paths[openApiPath(route.path)]?.[route.method];
      const name = `${route.method.toUpperCase()} ${route.path}`;
      expect(operation, name).toBeDefined();
      const success = operation.responses[String(route.status)];
      expect(success?.content?.['application/json']?.schema, name).toBeDefined();
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(response.content?.['application/json']?.schema, `${name} ${status}`).toBeDefined();
      }
      expect(Object.keys(operation.responses), name).toEqual(expect.arrayContaining(['400', '500']));
      if (route.access !== 'public') expect(operation.responses['401'], name).toBeDefined();

      const parameters = operation.parameters ?? [];
      for (const param of pathParamsOf(route.path))
        expect(parameters, name).toContainEqual(expect.objectContaining({ name: param, in: 'path', required: true }));
      for (const header of Object.keys(route.requestHeaders)) expect(parameters, name).toContainEqual(expect.objectContaining({ name: header, in: 'header' }));
      for (const header of Object.keys(route.responseHeaders)) expect(success.headers?.[header], name).toBeDefined();
      // A body is documented whenever one is sent: a file, or input fields beyond the path's (and headers).
      const shape = requestShape(route);
      const headerFields = Object.values(route.requestHeaders).map((header) => header.field);
      const bodyFields = Object.keys(shape.fields).filter((field) => !shape.pathParams.includes(field) && !headerFields.includes(field));
      if (route.rawBody || (shape.source === 'body' && bodyFields.length > 0)) expect(operation.requestBody, name).toBeDefined();
    }
  });

  it('describes query parameters with their types, not as text', () => {
    const parameters = Object.fromEntries((doc.paths['/api/hotels'].get.parameters ?? []).map((p) => [p.name, p]));
    expect(parameters.minPrice).toMatchObject({ in: 'query', required: false, schema: { type: 'number', minimum: 0 } });
    expect(parameters.rating).toMatchObject({ schema: { type: 'integer', minimum: 3, maximum: 5 } });
    expect(parameters.checkIn).toMatchObject({ schema: { type: 'string', pattern: expect.any(String) } });
    const flights = Object.fromEntries((doc.paths['/api/flights'].get.parameters ?? []).map((p) => [p.name, p]));
    expect(flights.class).toMatchObject({ schema: { type: 'string', enum: ['economy', 'business'] } });
    expect(doc.paths['/api/search'].get.parameters).toContainEqual(expect.objectContaining({ name: 'query', required: true }));
  });

  it('keeps the header a binding reads out of the body', () => {
    const body = doc.paths['/api/payments'].post.requestBody?.content['application/json'].schema;
    expect(Object.keys(body?.properties ?? {}).sort()).toEqual(['bookingId', 'cardNumber', 'chargeCurrency', 'expectedTotal', 'method']);
    expect(doc.paths['/api/payments'].post.responses['200'].headers?.['Idempotent-Replayed']).toMatchObject({ required: false });
    expect(doc.paths['/api/hotels'].get.responses['200'].headers?.['X-Total-Count']).toMatchObject({ required: true });
  });
});

describe('what the document allows, the validation takes', () => {
  it('states the real formats of the inputs the outside fuzzer found refused', () => {
    const query = (path: string, name: string) => doc.paths[path].get.parameters?.find((p) => p.name === name)?.schema ?? {};
    const body = (path: string, method: 'post' | 'put') => doc.paths[path][method].requestBody?.content['application/json'].schema.properties ?? {};
    const allows = (schema: JsonSchema, value: string) =>
      [schema, ...((schema.allOf as JsonSchema[] | undefined) ?? [])].every(
        (part) => typeof part.pattern !== 'string' || new RegExp(part.pattern, 'u').test(value),
      );
    expect(query('/api/hotels', 'checkIn')).toMatchObject({ format: 'date' });
    expect(allows(query('/api/hotels', 'checkIn'), '0000-00-00')).toBe(false);
    expect(allows(query('/api/hotels', 'checkIn'), '2027-02-28')).toBe(true);
    expect(allows(body('/api/register', 'post').email, '')).toBe(false);
    expect(allows(body('/api/register', 'post').email, 'amina@example.com')).toBe(true);
    const tracking = doc.paths['/api/cargo-shipments/{trackingNumber}'].get.parameters?.find((p) => p.name === 'trackingNumber')?.schema ?? {};
    expect(allows(tracking, '0')).toBe(false);
    expect(allows(tracking, 'MT1234567890KE')).toBe(true);
    // A rule no JSON Schema can state is told on its field, for people and for tools.
    expect(query('/api/hotels', 'checkOut')).toMatchObject({ 'x-input-rule': expect.stringContaining('after checkIn') });
  });
});

describe('a method a path does not take', () => {
  const send = (method: string, path: string) =>
    new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
      const request = httpRequest(`${app.baseUrl}${path}`, { method }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
      });
      request.on('error', reject);
      request.end();
    });

  it('answers 405 with Allow, on an API path, the document and a page', async () => {
    expect(await send('TRACE', '/api/hotels')).toMatchObject({ status: 405, allow: 'GET, HEAD' });
    expect(await send('DELETE', '/api/hotels')).toMatchObject({ status: 405, allow: 'GET, HEAD' });
    const bookings = await send('PUT', '/api/bookings');
    expect(bookings).toMatchObject({ status: 405 });
    expect(bookings.allow?.split(', ').sort()).toEqual(['GET', 'HEAD', 'POST']);
    expect(JSON.parse(bookings.body)).toMatchObject({ code: 'METHOD_NOT_SUPPORTED' });
    expect(await send('TRACE', '/api/openapi.json')).toMatchObject({ status: 405, allow: 'GET, HEAD' });
    expect(await send('TRACE', '/')).toMatchObject({ status: 405, allow: 'GET, HEAD' });
    // An unknown API path stays a 404 whatever the method.
    expect(await send('TRACE', '/api/no-such-thing')).toMatchObject({ status: 404 });
  });
});

describe('the response check of the test harness', () => {
  const contract = new ApiContract();
  const hotel = async () => ((await (await app.fetch('/api/hotels?limit=1')).json()) as Record<string, unknown>[])[0];

  it('accepts real answers', async () => {
    const res = await fetch(`${app.baseUrl}/api/hotels?limit=2`);
    expect(await contract.problems('GET', '/api/hotels?limit=2', res)).toEqual([]);
    const missing = await fetch(`${app.baseUrl}/api/bookings/not-a-uuid`);
    expect(missing.status).toBe(401);
    expect(await contract.problems('GET', '/api/bookings/not-a-uuid', missing)).toEqual([]);
  });

  it('refuses a body that strays from the schema', async () => {
    const good = await hotel();
    expect(await contract.problems('GET', '/api/hotels', json([good], 200, { 'x-total-count': '1' }))).toEqual([]);
    expect(await contract.problems('GET', '/api/hotels', json([{ ...good, pricePerNight: 120 }], 200, { 'x-total-count': '1' }))).toEqual([
      expect.stringMatching(/pricePerNight.*must be string/),
    ]);
    expect(await contract.problems('GET', '/api/hotels', json([{ ...good, secret: 'x' }], 200, { 'x-total-count': '1' }))).toEqual([
      expect.stringMatching(/additional properties/),
    ]);
    const { rating: _rating, ...withoutRating } = good;
    expect(await contract.problems('GET', '/api/hotels', json([withoutRating], 200, { 'x-total-count': '1' }))).toEqual([expect.stringMatching(/rating/)]);
  });

  it('refuses a missing or malformed header the operation declares', async () => {
    expect(await contract.problems('GET', '/api/hotels', json([]))).toEqual([expect.stringMatching(/missing header X-Total-Count/)]);
    expect(await contract.problems('GET', '/api/hotels', json([], 200, { 'x-total-count': 'many' }))).toEqual([expect.stringMatching(/X-Total-Count: many/)]);
    expect(await contract.problems('GET', '/api/hotels', json({ message: 'x', code: 'TOO_MANY_REQUESTS' }, 429))).toEqual([
      expect.stringMatching(/not documented/),
    ]);
    expect(await contract.problems('POST', '/api/login', json({ message: 'Too many attempts', code: 'TOO_MANY_REQUESTS' }, 429))).toEqual([
      expect.stringMatching(/missing header Retry-After/),
    ]);
  });

  it('refuses an undocumented status, a wrong error code and an undocumented success', async () => {
    expect(await contract.problems('GET', '/api/airports', json({ message: 'x', code: 'CONFLICT' }, 409))).toEqual([
      expect.stringMatching(/status not documented/),
    ]);
    expect(await contract.problems('POST', '/api/bookings', json({ message: 'Sold out', code: 'NOT_FOUND' }, 409))).toEqual([
      expect.stringMatching(/code.*must be equal to constant/),
    ]);
    expect(await contract.problems('GET', '/api/no-such-path', json({}, 200))).toEqual([expect.stringMatching(/not documented/)]);
    expect(await contract.problems('GET', '/api/no-such-path', json({ message: 'No such API path', code: 'NOT_FOUND' }, 404))).toEqual([]);
    expect(await contract.problems('GET', '/api/no-such-path', new Response('<html>', { status: 404, headers: { 'content-type': 'text/html' } }))).toEqual([
      expect.stringMatching(/not the Error shape/),
    ]);
  });
});
