import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { JsonSchema } from '../../src/server/http/binding';
import { allEndpoints, type Endpoint } from '../support/fuzz/endpoints';
import { createUser, sessionCookie } from './travel-fixtures';

// A NUL byte (or any control character) in any text field of any endpoint
// (destination, query, locations, ids, username, fullName, ...) is a 400 naming the field,
// never a 500. Every string field of every REST path and tRPC procedure is tried, found from
// the code like the fuzz test's endpoints; request headers are left out (HTTP cannot carry NUL).
let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: 1 });
  cookie = await sessionCookie(app, await createUser(app, 'admin'));
});
afterAll(() => app?.close());

const isText = (schema: JsonSchema) => schema.type === 'string' || (schema.anyOf ?? []).some((variant) => variant.type === 'string');

/** Every top-level text field of an endpoint's input, except those filled from request headers. */
function textFields(endpoint: Endpoint): string[] {
  const properties = endpoint.schema?.properties ?? {};
  return Object.entries(properties)
    .filter(([, schema]) => isText(schema))
    .map(([name]) => name)
    .filter((name) => !endpoint.headerFields.includes(name));
}

interface ErrorBody {
  message: string;
  issues?: { path: string; message: string }[];
}

async function send(endpoint: Endpoint, input: Record<string, unknown>, ip: string): Promise<{ status: number; error?: ErrorBody }> {
  const request = endpoint.request(input);
  const res = await fetch(`${app.baseUrl}${request.url}`, {
    method: request.method,
    headers: { ...request.headers, cookie, 'x-forwarded-for': ip },
    body: request.body,
  });
  const body = (await res.json()) as ErrorBody | { error?: { data?: ErrorBody } };
  return { status: res.status, error: endpoint.kind === 'trpc' ? (body as { error?: { data?: ErrorBody } }).error?.data : (body as ErrorBody) };
}

describe('control characters in any text field', () => {
  const endpoints = allEndpoints().filter((endpoint) => textFields(endpoint).length > 0 && !endpoint.name.includes('subscription'));

  it('covers the text fields of every endpoint that has some', () => {
    const fields = endpoints.flatMap((endpoint) => textFields(endpoint));
    const travel = ['destination', 'query', 'pickupLocation', 'dropoffLocation', 'id', 'itemId', 'username', 'fullName', 'email', 'password', 'cursor'];
    // Taxi, cargo, the marketplace and support.
    const services = [
      'fromLocation',
      'toLocation',
      'weight',
      'dimensions',
      'trackingNumber',
      'cardNumber',
      'productId',
      'search',
      'recipientName',
      'addressLine',
      'text',
      'name',
      'subject',
      'message',
      'replyMessage',
    ];
    for (const name of [...travel, ...services]) {
      expect(fields).toContain(name);
    }
  });

  it.each(['\u0000', '\u001b', '\u007f'])('%j: a 400 naming the field, on every endpoint', async (control) => {
    const problems: string[] = [];
    let ip = 0;
    for (const endpoint of endpoints) {
      for (const field of textFields(endpoint)) {
        const { status, error } = await send(endpoint, { [field]: `a${control}b` }, `10.9.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`);
        const issues = (error?.issues ?? []).filter((candidate) => candidate.path === field || candidate.path.startsWith(`${field}.`));
        // A free-text field says why; a field with a pattern, format, list of values or one
        // fixed value ('USD') may refuse it for that.
        const property = endpoint.schema?.properties?.[field];
        const plain = !property?.pattern && !property?.format && !property?.enum && !(property && 'const' in property);
        const says = !plain || issues.some((issue) => issue.message === 'Must not contain control characters');
        if (status !== 400 || issues.length === 0 || !says) problems.push(`${endpoint.name} ${field}: ${status} ${JSON.stringify(error).slice(0, 200)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('says what is wrong, in the caller language', async () => {
    const search = allEndpoints().find((endpoint) => endpoint.name === 'GET /api/search')!;
    expect((await send(search, { query: 'dubai\u0000' }, '10.8.0.1')).error?.message).toBe('query: Must not contain control characters');
    const res = await fetch(`${app.baseUrl}/api/search?query=dubai%00`, { headers: { 'accept-language': 'sw' } });
    const swahili = ((await res.json()) as ErrorBody).message;
    expect(swahili).toMatch(/^query: /);
    expect(swahili).not.toBe('query: Must not contain control characters');
  });
});
