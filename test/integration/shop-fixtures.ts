// Helpers for the marketplace tests: a product of a test's own (known stock and price), a
// visitor's cookies kept across REST calls, and a caller with its own cookie jar.
import type { TestApp } from '../support/test-app';
import { createApiCaller } from '../../src/server/api/caller';
import { createDirectContext, MemoryCookieJar } from '../../src/server/trpc/context';
import type { SessionUser } from '../../src/server/features/auth';
import { createLogger } from '../../src/server/logger';
import { sql, uniqueId } from './travel-fixtures';

export async function createProduct(
  app: TestApp,
  options: { stock: number; priceMinor?: number; currency?: string; country?: string; region?: 'east_africa' | 'gcc'; name?: string } = { stock: 5 },
): Promise<string> {
  const id = uniqueId('prod-test');
  await sql(
    app,
    `insert into product (id, name, description, short_description, price_minor, currency, country, region, category, brand, images, weight, dimensions, featured, capacity, sort_order)
     values (?, ?, 'A product for tests. It exists only here.', 'For tests', ?, ?, ?, ?, 'crafts', 'Test Brand', '["/images/products/prod-agaseke-peace-basket-1.svg","/images/products/prod-agaseke-peace-basket-2.svg"]', 0.50, '10 x 10 x 10 cm', false, ?, 999)`,
    [
      id,
      options.name ?? `Test Product ${id}`,
      options.priceMinor ?? 129_200,
      options.currency ?? 'KES',
      options.country ?? 'Kenya',
      options.region ?? 'east_africa',
      options.stock,
    ],
  );
  return id;
}

export async function stockOf(app: TestApp, productId: string): Promise<{ capacity: number; booked: number }> {
  const [row] = await sql<{ capacity: number; booked: number }>(app, `select capacity, booked from product where id = ?`, [productId]);
  return row;
}

/** A tRPC caller with a cookie jar of its own (a browser's cart cookie, kept across calls). */
export function callerWithCookies(app: TestApp, user: SessionUser | null = null, cookies = new MemoryCookieJar()) {
  return {
    cookies,
    api: createApiCaller(createDirectContext({ em: app.orm.em, config: app.config, log: createLogger('silent'), live: app.platform.live }, { user, cookies })),
  };
}

/** A browser for REST calls: keeps the cookies the server sets. */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: TestApp) {}

  async fetch(path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
    const headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin' };
    if (this.cookies.size > 0) headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await this.app.fetch(path, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      const expired = attributes.some((attribute) => /expires=thu, 01 jan 1970/i.test(attribute.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}
