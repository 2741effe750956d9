import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { demoProducts } from '@db/seeders/demo/products';
import { demoReviewSummary } from '@db/seeders/demo/product-reviews';
import { minorToAmount } from '@shared/local-money';
import type { Product } from '@shared/schemas/shop';
import { createUser, sql } from './travel-fixtures';

// The catalogue in the database: GET /api/products filters, searches (full-text and
// trigram, ranked) and pages; prices keep their currency's ISO 4217 minor units; ratings are
// computed from reviews.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

async function products(query: string): Promise<{ status: number; body: Product[] & { message?: string }; total: number }> {
  const response = await app.fetch(`/api/products${query}`);
  const body = await response.json();
  return { status: response.status, body, total: Number(response.headers.get('X-Total-Count') ?? -1) };
}

describe('GET /api/products', () => {
  it('serves every demo product with every spec field', async () => {
    const all = await products('?limit=50');
    expect(all.status).toBe(200);
    expect(all.total).toBe(demoProducts.length);
    expect(all.total).toBeGreaterThanOrEqual(80);
    const first = all.body[0];
    expect(Object.keys(first).sort()).toEqual(
      [
        'brand',
        'category',
        'country',
        'currency',
        'description',
        'dimensions',
        'featured',
        'id',
        'images',
        'inStock',
        'name',
        'photos',
        'price',
        'rating',
        'region',
        'reviewCount',
        'shortDescription',
        'stockQuantity',
        'weight',
      ].sort(),
    );
    for (const product of all.body) expect(product.images.length).toBeGreaterThanOrEqual(2);
  });

  it('filters by category and region, and pages', async () => {
    const spices = await products('?category=spices&region=east_africa&limit=4');
    expect(spices.total).toBe(6);
    expect(spices.body).toHaveLength(4);
    expect(spices.body.every((p) => p.category === 'spices' && p.region === 'east_africa')).toBe(true);
    const page2 = await products('?category=spices&region=east_africa&limit=4&page=2');
    expect(page2.body).toHaveLength(2);
    expect(new Set([...spices.body, ...page2.body].map((p) => p.id)).size).toBe(6);
    const past = await products('?category=spices&region=east_africa&limit=4&page=9');
    expect(past.body).toHaveLength(0);
    expect(past.total).toBe(6);
    const featured = await products('?region=gcc&featured=true&limit=4');
    expect(featured.body.length).toBe(4);
    expect(featured.body.every((p) => p.featured && p.region === 'gcc')).toBe(true);
  });

  it('refuses an unknown category or region with a 400 naming the field', async () => {
    const category = await products('?category=toys');
    expect(category.status).toBe(400);
    expect(category.body.message).toMatch(/^category: /);
    const region = await products('?region=europe');
    expect(region.status).toBe(400);
    expect(region.body.message).toMatch(/^region: /);
    // Query strings match enums case-insensitively, like the other catalogues.
    expect((await products('?region=GCC&category=Food')).status).toBe(200);
  });

  it('searches with full-text and ranks the best match first', async () => {
    const coffee = await products('?search=coffee');
    expect(coffee.total).toBeGreaterThanOrEqual(3);
    expect(coffee.body[0].name.toLowerCase()).toContain('coffee');
    const frankincense = await products('?search=frankincense');
    expect(frankincense.body[0].id).toBe('prod-omani-hojari-frankincense');
  });

  it("finds coffee for the typo 'cofee' (trigram similarity), ranked", async () => {
    const typo = await products('?search=cofee');
    expect(typo.status).toBe(200);
    expect(typo.total).toBeGreaterThanOrEqual(2);
    expect(typo.body[0].name.toLowerCase()).toContain('coffee');
    const vanilla = await products('?search=vanila');
    expect(vanilla.body[0].id).toBe('prod-ugandan-bourbon-vanilla-pods');
    expect((await products('?search=zzqqxx')).total).toBe(0);
  });

  it('combines search with the filters', async () => {
    const gccCoffee = await products('?search=coffee&region=gcc');
    expect(gccCoffee.body.length).toBeGreaterThan(0);
    expect(gccCoffee.body.every((p) => p.region === 'gcc')).toBe(true);
  });
});

describe('currency minor units', () => {
  it("keeps each currency's ISO 4217 decimals in the API and integer minor units in the database", async () => {
    const byId = async (id: string) => (await (await app.fetch(`/api/products/${id}`)).json()) as Product;
    expect(await byId('prod-omani-hojari-frankincense')).toMatchObject({ price: '6.500', currency: 'OMR' });
    expect(await byId('prod-ugandan-bourbon-vanilla-pods')).toMatchObject({ price: '55000', currency: 'UGX' });
    expect(await byId('prod-kenyan-purple-tea')).toMatchObject({ price: '1200.00', currency: 'KES' });
    expect(await byId('prod-camel-wool-bisht')).toMatchObject({ price: '85.000', currency: 'KWD' });
    const [row] = await sql<{ price_minor: number }>(app, `select price_minor from product where id = 'prod-omani-hojari-frankincense'`);
    expect(row.price_minor).toBe(6500);
    for (const demo of demoProducts.slice(0, 30)) {
      const product = await byId(demo.id);
      expect(product.price).toBe(minorToAmount(demo.priceMinor, demo.currency));
    }
  });

  it('answers 404 for an unknown product', async () => {
    expect((await app.fetch('/api/products/prod-nothing')).status).toBe(404);
  });
});

describe('ratings from reviews', () => {
  it('computes rating and reviewCount from the seeded reviews', async () => {
    const product = (await (await app.fetch('/api/products/prod-jua-solar-lantern')).json()) as Product;
    const summary = demoReviewSummary('prod-jua-solar-lantern');
    expect(product.rating).toBe(summary.rating);
    expect(product.reviewCount).toBe(summary.reviewCount);
    expect(product.reviewCount).toBeGreaterThan(0);
    const reviews = await app.fetch('/api/products/prod-jua-solar-lantern/reviews?limit=5');
    expect(reviews.status).toBe(200);
    expect(Number(reviews.headers.get('X-Total-Count'))).toBe(summary.reviewCount);
  });

  it('refuses a rating from someone with no delivered order of the product', async () => {
    const user = await createUser(app);
    await expect(app.caller(user).shop.products.rate({ id: 'prod-jua-solar-lantern', rating: 5 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(app.caller(user).shop.products.rate({ id: 'prod-jua-solar-lantern', rating: 6 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
