import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { sweepLapsedHolds } from '../../src/server/features/bookings';
import type { SessionUser } from '../../src/server/features/auth';
import type { PlaceOrderRequest } from '@shared/schemas/shop';
import { createUser, sessionCookie, sql } from './travel-fixtures';
import { callerWithCookies, createProduct, stockOf } from './shop-fixtures';

// Order checkout: the server prices the cart at checkout (a changed price is shown
// and the total must be the one the shopper saw), stock is taken atomically when the order is
// placed and held 15 minutes (20 shoppers after the last unit: 1 order), released on cancel and
// on expiry; paid like any booking; fulfilled by jobs; listed in My Bookings; rated after delivery.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ JOB_WORKER: false });
});
afterAll(() => app?.close());

const address = { recipientName: 'Amina Test', phone: '+254 700 000 000', addressLine: '12 Moi Avenue', city: 'Nairobi', country: 'Kenya' } as const;

async function shopper(products: Record<string, number>) {
  const user = await createUser(app);
  const { api } = callerWithCookies(app, user);
  for (const [productId, quantity] of Object.entries(products)) await api.shop.cart.add({ productId, quantity });
  return { user, api };
}

async function placeQuoted(api: Awaited<ReturnType<typeof shopper>>['api'], delivery: Partial<PlaceOrderRequest> = {}) {
  const request = { ...address, ...delivery };
  const quote = await api.shop.orders.quote({ country: request.country });
  return api.shop.orders.place({ ...request, expectedTotal: quote.total! });
}

const pay = (user: SessionUser, bookingId: string) => app.caller(user).payments.create({ bookingId, method: 'paypal', idempotencyKey: randomUUID() });
/** Past every fulfilment step at the test's time scale (a day passes in a minute). */
const farFuture = () => new Date(Date.now() + 15 * 60_000);

describe('checkout pricing', () => {
  it('quotes the cart with delivery per parcel and the total in dollars', async () => {
    const kenyan = await createProduct(app, { stock: 5, priceMinor: 129_200 }); // $10.00
    const omani = await createProduct(app, { stock: 5, priceMinor: 7_690, currency: 'OMR', country: 'Oman', region: 'gcc' }); // $20.00
    const { api } = await shopper({ [kenyan]: 1, [omani]: 1 });
    const none = await api.shop.orders.quote({});
    expect(none).toMatchObject({ goodsUsd: '30.00', deliveryFee: null, total: null, parcels: [] });
    const toKenya = await api.shop.orders.quote({ country: 'Kenya' });
    expect(toKenya.parcels).toEqual([
      { region: 'east_africa', goodsUsd: '10.00', fee: '0.00', rule: 'free_within_east_africa' },
      { region: 'gcc', goodsUsd: '20.00', fee: '15.00', rule: 'cross_region' },
    ]);
    expect(toKenya).toMatchObject({ deliveryFee: '15.00', total: '45.00' });
    const toOman = await api.shop.orders.quote({ country: 'Oman' });
    expect(toOman.parcels.map((parcel) => parcel.rule)).toEqual(['cross_region', 'gcc_flat']);
    expect(toOman.total).toBe('50.00');
  });

  it('shows a price changed since adding, and refuses a total the shopper did not see', async () => {
    const product = await createProduct(app, { stock: 5, priceMinor: 129_200 });
    const { user, api } = await shopper({ [product]: 2 });
    const before = await api.shop.orders.quote({ country: 'Kenya' });
    expect(before.total).toBe('20.00');
    await sql(app, `update product set price_minor = 258400 where id = ?`, [product]);
    const after = await api.shop.orders.quote({ country: 'Kenya' });
    expect(after.cart.items[0]).toMatchObject({ priceChanged: true, priceWhenAdded: '1292.00', unitPrice: '2584.00' });
    expect(after.total).toBe('40.00');
    const stale = api.shop.orders.place({ ...address, expectedTotal: before.total! });
    await expect(stale).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('$40.00') });
    expect(await stockOf(app, product)).toMatchObject({ booked: 0 });
    const booking = await api.shop.orders.place({ ...address, expectedTotal: after.total! });
    expect(booking).toMatchObject({ type: 'order', status: 'pending', totalAmount: '40.00', currency: 'USD' });
    expect(Date.parse(booking.holdExpiresAt!) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await api.shop.cart.get()).items[0].priceChanged).toBe(false);
    const order = await app.caller(user).shop.orders.get({ id: booking.id });
    expect(order.lines[0]).toMatchObject({ quantity: 2, unitPrice: '2584.00', currency: 'KES', lineTotal: '5168.00', lineTotalUsd: '40.00' });
  });

  it('refuses an empty cart and asks for the delivery fields by name', async () => {
    const { user, api } = await shopper({});
    await expect(api.shop.orders.place({ ...address, expectedTotal: '0.00' })).rejects.toMatchObject({ code: 'CONFLICT', message: 'Your cart is empty' });
    await expect(api.shop.orders.place({ ...address, country: 'France' as 'Kenya', expectedTotal: '1.00' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const cookie = await sessionCookie(app, user);
    const badPhone = await app.fetch('/api/orders', {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...address, phone: 'call me', expectedTotal: '1.00' }),
    });
    expect(badPhone.status).toBe(400);
    expect(await badPhone.json()).toMatchObject({ message: expect.stringMatching(/^phone: /) });
  });
});

describe('stock', () => {
  it('gives the last unit to exactly one of 20 concurrent checkouts', async () => {
    const product = await createProduct(app, { stock: 1 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => shopper({ [product]: 1 })));
    const quotes = await Promise.all(shoppers.map(({ api }) => api.shop.orders.quote({ country: 'Kenya' })));
    const results = await Promise.allSettled(shoppers.map(({ api }, i) => api.shop.orders.place({ ...address, expectedTotal: quotes[i].total! })));
    const placed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const result of refused) expect(result.reason).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/is sold out$/) });
    expect(await stockOf(app, product)).toEqual({ capacity: 1, booked: 1 });
    const [{ count }] = await sql<{ count: number }>(app, `select count(*)::int as count from order_line where product_id = ?`, [product]);
    expect(count).toBe(1);
    const listed = await app.caller().shop.products.get({ id: product });
    expect(listed).toMatchObject({ inStock: false, stockQuantity: 0 });
  });

  it('returns the stock when an unpaid order is cancelled', async () => {
    const product = await createProduct(app, { stock: 3 });
    const { user, api } = await shopper({ [product]: 2 });
    const booking = await placeQuoted(api);
    expect(await stockOf(app, product)).toMatchObject({ booked: 2 });
    expect(booking.canCancel).toBe(true);
    await app.caller(user).bookings.cancel({ id: booking.id });
    expect(await stockOf(app, product)).toMatchObject({ booked: 0 });
  });

  it('returns the stock when the hold expires, and sells it again', async () => {
    const product = await createProduct(app, { stock: 1 });
    const first = await shopper({ [product]: 1 });
    const lapsed = await placeQuoted(first.api);
    await sql(app, `update booking set hold_expires_at = now() - interval '1 second' where id = ?`, [lapsed.id]);
    // Shoppers see the lapsed hold's unit at once, before any sweep.
    expect(await app.caller().shop.products.get({ id: product })).toMatchObject({ stockQuantity: 1, inStock: true });
    // A new order takes it: the lapsed order is expired in the same transaction.
    const second = await shopper({ [product]: 1 });
    const booking = await placeQuoted(second.api);
    expect(booking.status).toBe('pending');
    expect((await app.caller(first.user).bookings.get({ id: lapsed.id })).status).toBe('expired');
    expect(await stockOf(app, product)).toMatchObject({ booked: 1 });
    // The sweep releases lapsed orders too.
    await sql(app, `update booking set hold_expires_at = now() - interval '1 second' where id = ?`, [booking.id]);
    await sweepLapsedHolds(app.orm.em.fork());
    expect(await stockOf(app, product)).toMatchObject({ booked: 0 });
    await expect(pay(second.user, booking.id)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('replaces an earlier unpaid order of the same shopper instead of holding stock twice', async () => {
    const product = await createProduct(app, { stock: 2 });
    const { user, api } = await shopper({ [product]: 2 });
    const first = await placeQuoted(api);
    const second = await placeQuoted(api);
    expect(await stockOf(app, product)).toMatchObject({ booked: 2 });
    expect((await app.caller(user).bookings.get({ id: first.id })).status).toBe('cancelled');
    expect(second.status).toBe('pending');
  });
});

describe('a paid order', () => {
  it('is fulfilled, listed in My Bookings with its lines, and can then be rated once', async () => {
    const [tea, dates] = [await createProduct(app, { stock: 9, name: 'Test Tea' }), await createProduct(app, { stock: 9, name: 'Test Dates' })];
    const { user, api } = await shopper({ [tea]: 2, [dates]: 1 });
    await api.shop.cart.add({ productId: tea, quantity: 1 }); // 3 teas in the cart now
    const booking = await placeQuoted(api);
    await api.shop.cart.add({ productId: dates, quantity: 1 }); // added after placing: stays in the cart
    const payment = await pay(user, booking.id);
    expect(payment).toMatchObject({ status: 'succeeded', amount: booking.totalAmount });
    // An order is placed, not a booking confirmed, and has no e-voucher to show at a desk.
    const [placedNote] = (await app.caller(user).notifications.list({})).items;
    expect(placedNote).toMatchObject({
      kind: 'order.placed',
      title: 'Order placed',
      body: `Order ${booking.confirmationCode} is placed. We will tell you when it is on its way.`,
    });
    expect((await app.caller(user).vouchers.list()).map((voucher) => voucher.bookingId)).not.toContain(booking.id);
    expect((await api.shop.cart.get()).items).toEqual([expect.objectContaining({ productId: dates, quantity: 1 })]);

    let order = await api.shop.orders.get({ id: booking.id });
    expect(order).toMatchObject({ fulfilment: 'processing', booking: { status: 'confirmed', canCancel: true } });
    await expect(api.shop.products.rate({ id: tea, rating: 5 })).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const list = await app.caller(user).bookings.list({ tab: 'upcoming' });
    const card = list.find((entry) => entry.id === booking.id);
    expect(card?.bookingDetails).toMatchObject({
      itemName: 'Test Tea, Test Dates',
      quantity: 4,
      detailPath: `/shop/orders/${booking.id}`,
      progress: 'processing',
      items: [expect.objectContaining({ productId: tea, quantity: 3 }), expect.objectContaining({ productId: dates, quantity: 1 })],
    });
    // Price lines say what they are, so checkout can show them in the traveller's language.
    expect(card?.bookingDetails.lines.map((line) => line.item?.kind)).toEqual(['product', 'product', 'delivery']);
    expect(card?.bookingDetails.lines[0]).toMatchObject({
      label: 'Test Tea × 3 (3876.00 KES)',
      item: { name: 'Test Tea', quantity: 3, amount: '3876.00', currency: 'KES' },
    });

    // Prepared now, dispatched 2 hours later (scaled), delivered after 3 days (scaled).
    await app.runDueJobs();
    await app.runDueJobs({ dueBy: new Date(Date.now() + (2 * 60 * 60_000) / app.config.ORDER_TIME_SCALE + 1000) });
    order = await api.shop.orders.get({ id: booking.id });
    expect(order).toMatchObject({ fulfilment: 'dispatched', booking: { canCancel: false } });
    await expect(app.caller(user).bookings.cancel({ id: booking.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    await app.runDueJobs({ dueBy: farFuture() });
    order = await api.shop.orders.get({ id: booking.id });
    expect(order.fulfilment).toBe('delivered');
    expect(order.deliveredAt).not.toBeNull();
    const notes = await sql<{ kind: string }>(app, `select kind from notification where user_id = ? order by created_at`, [user.id]);
    expect(notes.map((note) => note.kind)).toEqual(['order.placed', 'order.dispatched', 'order.delivered']);

    const before = await app.caller().shop.products.get({ id: tea });
    expect(before).toMatchObject({ rating: null, reviewCount: 0 });
    const review = await api.shop.products.rate({ id: tea, rating: 4, text: '  Fresh and strong.  ' });
    expect(review).toMatchObject({ rating: 4, text: 'Fresh and strong.', verifiedPurchase: true });
    await expect(api.shop.products.rate({ id: tea, rating: 5 })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await app.caller().shop.products.get({ id: tea })).toMatchObject({ rating: '4.0', reviewCount: 1 });
    expect((await api.shop.orders.get({ id: booking.id })).lines.find((line) => line.productId === tea)?.myRating).toBe(4);
    expect(await stockOf(app, tea)).toEqual({ capacity: 9, booked: 3 });
  });

  it('gives the stock back and is refunded when cancelled before dispatch', async () => {
    const product = await createProduct(app, { stock: 4 });
    const { user, api } = await shopper({ [product]: 3 });
    const booking = await placeQuoted(api);
    await pay(user, booking.id);
    expect(await stockOf(app, product)).toMatchObject({ booked: 3 });
    const cancelled = await app.caller(user).bookings.cancel({ id: booking.id });
    expect(cancelled.status).toBe('cancelled');
    expect(await stockOf(app, product)).toMatchObject({ booked: 0 });
    const [cancelledNote] = (await app.caller(user).notifications.list({})).items;
    expect(cancelledNote).toMatchObject({ kind: 'order.cancelled', title: 'Order cancelled', body: `Order ${booking.confirmationCode} has been cancelled.` });
    const [payment] = await sql<{ status: string }>(app, `select status from payment where booking_id = ?`, [booking.id]);
    expect(payment.status).toBe('refunded');
    // Its pending fulfilment steps find it cancelled and do nothing.
    await app.runDueJobs({ dueBy: farFuture() });
    expect((await api.shop.orders.get({ id: booking.id })).fulfilment).toBe('processing');
  });

  it('is visible only to its buyer (and staff)', async () => {
    const product = await createProduct(app, { stock: 4 });
    const { api } = await shopper({ [product]: 1 });
    const booking = await placeQuoted(api);
    const stranger = await createUser(app);
    await expect(app.caller(stranger).shop.orders.get({ id: booking.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const staff = await createUser(app, 'staff');
    expect((await app.caller(staff).shop.orders.get({ id: booking.id })).lines).toHaveLength(1);
  });
});

describe('REST', () => {
  it('places and pays an order over /api', async () => {
    const product = await createProduct(app, { stock: 2 });
    const { user, api } = await shopper({ [product]: 1 });
    const cookie = await sessionCookie(app, user);
    const headers = { Cookie: cookie, 'Content-Type': 'application/json' };
    const quote = await app.fetch('/api/orders/quote?country=Kenya', { headers });
    expect(quote.status).toBe(200);
    const { total } = (await quote.json()) as { total: string };
    const placed = await app.fetch('/api/orders', { method: 'POST', headers, body: JSON.stringify({ ...address, expectedTotal: total }) });
    expect(placed.status).toBe(201);
    const booking = (await placed.json()) as { id: string };
    const paid = await app.fetch('/api/payments', {
      method: 'POST',
      headers: { ...headers, 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ bookingId: booking.id, method: 'paypal' }),
    });
    expect(paid.status).toBe(200);
    const order = await app.fetch(`/api/orders/${booking.id}`, { headers });
    expect(await order.json()).toMatchObject({ fulfilment: 'processing', booking: { status: 'confirmed' } });
    expect((await api.shop.cart.get()).items).toHaveLength(0);
    const badCountry = await app.fetch('/api/orders/quote?country=Narnia', { headers });
    expect(badCountry.status).toBe(400);
  });
});
