// A product review shows its buyer by a public name (first name and last initial), never by
// the login username, which would give a password guesser the other half of the credentials.
// Without a full name the review carries no name and the screen says 'Traveller'.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { ProductReview } from '@shared/schemas/shop';
import { callerWithCookies, createProduct } from './shop-fixtures';
import { createUser, sessionCookie, sql } from './travel-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ JOB_WORKER: false });
});
afterAll(() => app?.close());

/** A buyer (with this full name) whose order of the product was delivered, signed in over HTTP. */
async function buyerWithDelivery(productId: string, fullName: string | null) {
  const user = await createUser(app);
  await sql(app, `update app_user set full_name = ? where id = ?`, [fullName, user.id]);
  const { api } = callerWithCookies(app, user);
  await api.shop.cart.add({ productId, quantity: 1 });
  const quote = await api.shop.orders.quote({ country: 'Kenya' });
  const order = await api.shop.orders.place({
    recipientName: 'Test Buyer',
    phone: '+254 700 000 000',
    addressLine: '12 Moi Avenue',
    city: 'Nairobi',
    country: 'Kenya',
    expectedTotal: quote.total!,
  });
  await app.caller(user).payments.create({ bookingId: order.id, method: 'paypal', idempotencyKey: randomUUID() });
  await app.runDueJobs({ dueBy: new Date(Date.now() + 15 * 60_000) });
  return { user, cookie: await sessionCookie(app, user) };
}

async function rate(productId: string, cookie: string, rating: number) {
  const res = await app.fetch(`/api/products/${productId}/reviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ rating }),
  });
  expect(res.status).toBe(201);
}

describe('public reviews', () => {
  it('name a buyer by first name and last initial, or not at all; never by username', async () => {
    const product = await createProduct(app, { stock: 5 });
    const named = await buyerWithDelivery(product, 'Amina Wanjiru Otieno');
    const unnamed = await buyerWithDelivery(product, null);
    await rate(product, named.cookie, 5);
    await rate(product, unnamed.cookie, 4);

    const res = await app.fetch(`/api/products/${product}/reviews`);
    const text = await res.text();
    expect(text).not.toContain(named.user.username);
    expect(text).not.toContain(unnamed.user.username);
    const reviews = JSON.parse(text) as ProductReview[];
    expect(reviews.map((review) => [review.rating, review.reviewerName]).sort()).toEqual([
      [4, null],
      [5, 'Amina O.'],
    ]);
    // Nor is the username kept in the table behind them.
    const stored = await sql<{ reviewer_name: string | null }>(app, `select reviewer_name from product_review where product_id = ?`, [product]);
    expect(stored.map((row) => row.reviewer_name)).not.toContain(unnamed.user.username);
  });
});
