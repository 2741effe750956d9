import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { Cart } from '@shared/schemas/shop';
import { createUser, sessionCookie, sql } from './travel-fixtures';
import { Browser, callerWithCookies, createProduct } from './shop-fixtures';

// The cart: POST/GET/PATCH/DELETE /api/cart, never more than is in stock (409
// 'Only N left'), a visitor's cart in an HttpOnly cookie merged into the account's cart after
// signing in, subtotals per currency and the USD total at the stored rates.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const json = async <T>(response: Response) => (await response.json()) as T;

describe("a visitor's cart", () => {
  it('lives in an HttpOnly cookie and adds up quantities', async () => {
    const browser = new Browser(app);
    const product = await createProduct(app, { stock: 5 });
    const first = await browser.fetch('/api/cart', { method: 'POST', body: { productId: product, quantity: 2 } });
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie().join()).toMatch(/^cart=[\w-]{40,}; .*HttpOnly; SameSite=Lax/);
    await browser.fetch('/api/cart', { method: 'POST', body: { productId: product, quantity: 1 } });
    const cart = await json<Cart>(await browser.fetch('/api/cart'));
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      productId: product,
      quantity: 3,
      unitPrice: '1292.00',
      lineTotal: '3876.00',
      currency: 'KES',
      priceChanged: false,
      stockQuantity: 5,
    });
    expect(cart.itemCount).toBe(3);
    // Another browser (no cookie) has an empty cart.
    expect(await json<Cart>(await new Browser(app).fetch('/api/cart'))).toMatchObject({ items: [], itemCount: 0, totalUsd: '0.00', ratesAsOf: null });
  });

  it('never holds more than is in stock: 409 Only N left', async () => {
    const browser = new Browser(app);
    const product = await createProduct(app, { stock: 3 });
    const tooMany = await browser.fetch('/api/cart', { method: 'POST', body: { productId: product, quantity: 4 } });
    expect(tooMany.status).toBe(409);
    expect(await json(tooMany)).toMatchObject({ message: 'Only 3 left', field: 'quantity' });
    await browser.fetch('/api/cart', { method: 'POST', body: { productId: product, quantity: 2 } });
    const more = await browser.fetch('/api/cart', { method: 'POST', body: { productId: product, quantity: 2 } });
    expect(more.status).toBe(409);
    expect((await json<{ message: string }>(more)).message).toBe('Only 3 left, and 2 already in your cart');
    const patched = await browser.fetch(`/api/cart/${product}`, { method: 'PATCH', body: { quantity: 3 } });
    expect((await json<Cart>(patched)).items[0].quantity).toBe(3);
    expect((await browser.fetch(`/api/cart/${product}`, { method: 'PATCH', body: { quantity: 4 } })).status).toBe(409);
    const soldOut = await createProduct(app, { stock: 0 });
    const refused = await browser.fetch('/api/cart', { method: 'POST', body: { productId: soldOut, quantity: 1 } });
    expect(refused.status).toBe(409);
    expect((await json<{ message: string }>(refused)).message).toBe('Sold out');
  });

  it('refuses bad input with a 400 naming the field, and unknown products with 404', async () => {
    const browser = new Browser(app);
    const product = await createProduct(app, { stock: 3 });
    const zero = await browser.fetch('/api/cart', { method: 'POST', body: { productId: product, quantity: 0 } });
    expect(zero.status).toBe(400);
    expect((await json<{ message: string }>(zero)).message).toMatch(/^quantity: /);
    const half = await browser.fetch('/api/cart', { method: 'POST', body: { productId: product, quantity: 1.5 } });
    expect((await json<{ message: string }>(half)).message).toMatch(/^quantity: /);
    const control = await browser.fetch('/api/cart', { method: 'POST', body: { productId: 'prod-\u0000', quantity: 1 } });
    expect(control.status).toBe(400);
    expect((await json<{ message: string }>(control)).message).toMatch(/^productId: /);
    expect((await browser.fetch('/api/cart', { method: 'POST', body: { productId: 'prod-none', quantity: 1 } })).status).toBe(404);
    expect((await browser.fetch(`/api/cart/${product}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('removes a line', async () => {
    const browser = new Browser(app);
    const [a, b] = [await createProduct(app, { stock: 3 }), await createProduct(app, { stock: 3 })];
    await browser.fetch('/api/cart', { method: 'POST', body: { productId: a, quantity: 1 } });
    await browser.fetch('/api/cart', { method: 'POST', body: { productId: b, quantity: 1 } });
    const after = await json<Cart>(await browser.fetch(`/api/cart/${a}`, { method: 'DELETE' }));
    expect(after.items.map((item) => item.productId)).toEqual([b]);
  });
});

describe('totals', () => {
  it('gives a subtotal per currency and the total in dollars at the stored rate, with its date', async () => {
    const { api } = callerWithCookies(app);
    const kes = await createProduct(app, { stock: 5, priceMinor: 129_200, currency: 'KES' }); // 1,292.00 KES = $10.00 at 129.2
    const omr = await createProduct(app, { stock: 5, priceMinor: 3_845, currency: 'OMR', country: 'Oman', region: 'gcc' }); // 3.845 OMR = $10.00 at 0.3845
    const ugx = await createProduct(app, { stock: 5, priceMinor: 36_100, currency: 'UGX', country: 'Uganda' }); // 36,100 UGX = $10.00 at 3610
    await api.shop.cart.add({ productId: kes, quantity: 2 });
    await api.shop.cart.add({ productId: omr, quantity: 1 });
    const cart = await api.shop.cart.add({ productId: ugx, quantity: 3 });
    expect(cart.subtotals).toEqual([
      { currency: 'KES', amount: '2584.00' },
      { currency: 'OMR', amount: '3.845' },
      { currency: 'UGX', amount: '108300' },
    ]);
    expect(cart.totalUsd).toBe('60.00');
    expect(cart.ratesAsOf).toBe('2026-11-01');
    expect(cart.items.map((item) => item.lineTotalUsd)).toEqual(['20.00', '10.00', '30.00']);
  });

  it('shows a price changed since the item was added', async () => {
    const { api } = callerWithCookies(app);
    const product = await createProduct(app, { stock: 5, priceMinor: 100_000 });
    await api.shop.cart.add({ productId: product, quantity: 1 });
    await sql(app, `update product set price_minor = 110000 where id = ?`, [product]);
    const cart = await api.shop.cart.get();
    expect(cart.items[0]).toMatchObject({ unitPrice: '1100.00', priceWhenAdded: '1000.00', priceChanged: true });
    // Adding from the product dialog (which shows today's price) accepts it.
    const again = await api.shop.cart.add({ productId: product, quantity: 1 });
    expect(again.items[0]).toMatchObject({ quantity: 2, priceChanged: false });
  });
});

describe('signing in', () => {
  it("merges the visitor's cart into the account's cart and drops the cookie", async () => {
    const user = await createUser(app);
    const [a, b, scarce] = [await createProduct(app, { stock: 10 }), await createProduct(app, { stock: 10 }), await createProduct(app, { stock: 4 })];
    // The account already holds some of `a` and `scarce`.
    const { api: account } = callerWithCookies(app, user);
    await account.shop.cart.add({ productId: a, quantity: 1 });
    await account.shop.cart.add({ productId: scarce, quantity: 3 });

    const browser = new Browser(app);
    await browser.fetch('/api/cart', { method: 'POST', body: { productId: a, quantity: 2 } });
    await browser.fetch('/api/cart', { method: 'POST', body: { productId: b, quantity: 1 } });
    await browser.fetch('/api/cart', { method: 'POST', body: { productId: scarce, quantity: 2 } });
    expect(browser.cookies.has('cart')).toBe(true);
    const [{ count: visitorCarts }] = await sql<{ count: number }>(app, `select count(*)::int as count from cart where user_id is null`);

    browser.cookies.set('session', (await sessionCookie(app, user)).split('=')[1]);
    const merged = await json<Cart>(await browser.fetch('/api/cart'));
    expect(Object.fromEntries(merged.items.map((item) => [item.productId, item.quantity]))).toEqual({ [a]: 3, [b]: 1, [scarce]: 4 });
    expect(browser.cookies.has('cart')).toBe(false);
    const [{ count: after }] = await sql<{ count: number }>(app, `select count(*)::int as count from cart where user_id is null`);
    expect(after).toBe(visitorCarts - 1);
    // Merged once: asking again changes nothing.
    expect((await json<Cart>(await browser.fetch('/api/cart'))).itemCount).toBe(8);
    expect((await account.shop.cart.get()).itemCount).toBe(8);
  });
});
