import { describe, expect, it } from 'vitest';
import type { Request } from 'express';
import { z } from 'zod';
import { bindProcedure, type HttpMethod, type JsonSchema, type ErasedRestAddition } from './binding';
import { fromQueryValue } from './query-input';
import { requestShape, toJsonSchema } from './request-shape';
import { restInput } from './rest';

const ZFilters = z.object({
  id: z.string(),
  minPrice: z.number().min(0).optional(),
  guests: z.number().int().optional(),
  refundable: z.boolean().optional(),
  cabin: z.enum(['economy', 'business']).optional(),
  category: z.enum(['SUV', '4x4']).optional(),
  tags: z.array(z.string()).optional(),
  stops: z.array(z.number().int()).optional(),
  checkIn: z.string().optional(),
  note: z.string().nullable().optional(),
});
const fields = toJsonSchema(ZFilters, 'input').properties as Record<string, JsonSchema>;

function request(parts: { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown; headers?: Record<string, string> }): Request {
  const headers = Object.fromEntries(Object.entries(parts.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
  return { params: parts.params ?? {}, query: parts.query ?? {}, body: parts.body, get: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
}

describe('query-string values', () => {
  it('become the type of their field', () => {
    expect(fromQueryValue('120.5', fields.minPrice)).toBe(120.5);
    expect(fromQueryValue(' 3 ', fields.guests)).toBe(3);
    expect(fromQueryValue('true', fields.refundable)).toBe(true);
    expect(fromQueryValue('FALSE', fields.refundable)).toBe(false);
    expect(fromQueryValue('2026-12-25', fields.checkIn)).toBe('2026-12-25');
    expect(fromQueryValue('null', fields.note)).toBe('null');
  });

  it('match enums case-insensitively', () => {
    expect(fromQueryValue('Business', fields.cabin)).toBe('business');
    expect(fromQueryValue('suv', fields.category)).toBe('SUV');
    expect(fromQueryValue('first', fields.cabin)).toBe('first');
  });

  it('take repeated keys or one value for arrays', () => {
    expect(fromQueryValue(['a', 'b'], fields.tags)).toEqual(['a', 'b']);
    expect(fromQueryValue('a', fields.tags)).toEqual(['a']);
    expect(fromQueryValue(['0', '1', ''], fields.stops)).toEqual([0, 1]);
    expect(fromQueryValue([''], fields.stops)).toBeUndefined();
  });

  it('treat a blank value as not given', () => {
    for (const field of ['minPrice', 'guests', 'refundable', 'cabin', 'checkIn', 'note'] as const) expect(fromQueryValue('  ', fields[field])).toBeUndefined();
  });

  it('leave what does not convert to the schema, which refuses it with its own message', () => {
    expect(fromQueryValue('abc', fields.minPrice)).toBe('abc');
    expect(fromQueryValue('Infinity', fields.minPrice)).toBe('Infinity');
    expect(fromQueryValue('yes', fields.refundable)).toBe('yes');
    expect(fromQueryValue(['1', '2'], fields.guests)).toEqual(['1', '2']);
    const parsed = ZFilters.safeParse({ id: 'x', minPrice: fromQueryValue('abc', fields.minPrice) });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['minPrice'], code: 'invalid_type' });
  });
});

/** The binding of a procedure taking `input` at `method path`. */
const bound = (method: HttpMethod, path: string, input: z.ZodType, addition: ErasedRestAddition = {}) =>
  bindProcedure(
    'test.echo',
    {
      type: method === 'get' ? 'query' : 'mutation',
      inputs: [input],
      output: z.unknown(),
      meta: { access: 'public', summary: 's', rest: { method, path, tag: 't' } },
    },
    addition,
  );

describe('REST input', () => {
  it('reads GET fields from the query string and the path, converted', () => {
    const route = bound('get', '/things/:id', ZFilters);
    const input = restInput(
      route,
      requestShape(route),
      request({ params: { id: 'x1' }, query: { minPrice: '10', refundable: 'true', tags: ['a', 'b'], cabin: '', id: 'ignored', other: 'kept' } }),
    );
    expect(input).toEqual({ id: 'x1', minPrice: 10, refundable: true, tags: ['a', 'b'], other: 'kept' });
  });

  it('reads a POST body as it is, with path fields and declared headers over it', () => {
    const ZBody = z.object({ id: z.string(), key: z.string(), guests: z.number() });
    const route = bound('post', '/things/:id', ZBody, { requestHeaders: { 'X-Key': { field: 'key', description: 'd' } } });
    const shape = requestShape(route);
    expect(restInput(route, shape, request({ params: { id: 'x1' }, body: { guests: '2', id: 'other', key: 'from-body' }, headers: { 'x-key': 'k' } }))).toEqual(
      { guests: '2', id: 'x1', key: 'k' },
    );
    expect(restInput(route, shape, request({ params: { id: 'x1' } }))).toEqual({ id: 'x1', key: undefined });
    expect(restInput(route, shape, request({ params: { id: 'x1' }, body: ['not', 'an', 'object'] }))).toEqual(['not', 'an', 'object']);
    expect(shape.body?.properties && Object.keys(shape.body.properties)).toEqual(['guests']);
  });

  it('refuses at start-up a path parameter or header that fills no input field', () => {
    const route = bound('get', '/things/:slug', ZFilters);
    expect(() => requestShape(route)).toThrow(/'slug' is not a field of the input schema/);
  });
});
