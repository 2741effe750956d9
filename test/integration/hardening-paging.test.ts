import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { inDays } from './travel-fixtures';

// The cars list is paged, and totals past the last page are the real totals
// (the window count used to ride on rows that a page past the end does not have: 0).
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const totalOf = async (path: string) => {
  const res = await app.fetch(path);
  expect(res.status, path).toBe(200);
  return { total: Number(res.headers.get('x-total-count')), items: ((await res.json()) as unknown[]).length };
};

describe('paging', () => {
  it('GET /api/cars answers one page with X-Total-Count; cars.list the page object', async () => {
    const first = await totalOf('/api/cars?limit=20');
    expect(first.items).toBe(20);
    expect(first.total).toBeGreaterThan(20);
    const page = await app.caller().cars.list({ page: 2, limit: 20 });
    expect(page).toMatchObject({ page: 2, limit: 20, total: first.total, hasMore: first.total > 40 });
    expect(page.items).toHaveLength(Math.min(20, first.total - 20));
  });

  it.each([
    ['/api/hotels', ''],
    ['/api/flights', `&date=${inDays(3)}`],
    ['/api/cars', ''],
  ])('%s: a page past the last one has no items and the same total as the first', async (path, extra) => {
    const first = await totalOf(`${path}?limit=5${extra}`);
    expect(first.total).toBeGreaterThan(0);
    const beyond = await totalOf(`${path}?limit=5&page=9999${extra}`);
    expect(beyond).toEqual({ items: 0, total: first.total });
  });

  it('the search totals too, cars included', async () => {
    for (const type of ['hotels', 'cars'] as const) {
      const first = await app.caller().search.find({ query: 'Dubai', type, limit: 1 });
      const beyond = await app.caller().search.find({ query: 'Dubai', type, limit: 1, page: 9999 });
      expect(first.total, type).toBeGreaterThan(1);
      expect(beyond).toMatchObject({ total: first.total, results: [] });
    }
  });
});
