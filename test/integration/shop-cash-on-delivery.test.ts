import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { PlaceOrderRequest } from '@shared/schemas/shop';
import { createUser, sessionCookie, sql } from './travel-fixtures';
import { callerWithCookies, createProduct, stockOf } from './shop-fixtures';

// Pay on delivery: the order is confirmed without a charge and its stock stays taken; at delivery
// the cash is collected (a payment row written then) or the parcel is refused at the door (an
// address line containing REFUSE) and its stock comes back. Over $300, or for a buyer who has
// refused one, it is refused naming paymentMethod.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ JOB_WORKER: false });
});
afterAll(() => app?.close());

const address = { recipientName: 'Amina Test', phone: '+254 700 000 000', addressLine: '12 Moi Avenue', city: 'Nairobi', country: 'Kenya' } as const;
/** Past every fulfilment step at the test's time scale (a day passes in a minute). */
const farFuture = () => new Date(Date.now() + 15 * 60_000);

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

const paymentsOf = (bookingId: string) =>
  sql<{ method: string; status: string; amount_cents: number }>(app, `select method, status, amount_cents from payment where booking_id = ?`, [bookingId]);

async function deliverEverything() {
  await app.runDueJobs();
  await app.runDueJobs({ dueBy: farFuture() });
  await app.runDueJobs({ dueBy: farFuture() });
}

describe('pay on delivery', () => {
  it('confirms the order without a charge, then records the cash when it is delivered', async () => {
    const product = await createProduct(app, { stock: 3, priceMinor: 129_200 }); // $10.00
    const { api } = await shopper({ [product]: 2 });
    const booking = await placeQuoted(api);
    expect(await api.shop.orders.cashOnDeliveryOption({ id: booking.id })).toEqual({ allowed: true, limit: '300.00', refusal: null });

    const confirmed = await api.shop.orders.payOnDelivery({ id: booking.id });
    expect(confirmed.status).toBe('confirmed');
    // A second tap answers the same order and charges nothing.
    expect((await api.shop.orders.payOnDelivery({ id: booking.id })).status).toBe('confirmed');
    expect(await api.shop.orders.get({ id: booking.id })).toMatchObject({ cashOnDelivery: 'awaiting_cash', fulfilment: 'processing', paidAt: null });
    expect(await paymentsOf(booking.id)).toEqual([]);
    expect(await stockOf(app, product)).toMatchObject({ capacity: 3, booked: 2 });

    await deliverEverything();
    const delivered = await api.shop.orders.get({ id: booking.id });
    expect(delivered).toMatchObject({ cashOnDelivery: 'collected', fulfilment: 'delivered' });
    expect(delivered.paidAt).not.toBeNull();
    expect(await paymentsOf(booking.id)).toEqual([{ method: 'cash_on_delivery', status: 'succeeded', amount_cents: 2000 }]);
    expect(await stockOf(app, product)).toMatchObject({ booked: 2 });
  });

  it('cancels an order refused at the door and puts its stock back; that buyer may not pay on delivery again', async () => {
    const product = await createProduct(app, { stock: 3, priceMinor: 129_200 });
    const { user, api } = await shopper({ [product]: 2 });
    const booking = await placeQuoted(api, { addressLine: '5 Refuse Lane' });
    await api.shop.orders.payOnDelivery({ id: booking.id });
    expect(await stockOf(app, product)).toMatchObject({ booked: 2 });

    await deliverEverything();
    const refused = await api.shop.orders.get({ id: booking.id });
    expect(refused).toMatchObject({ cashOnDelivery: 'refused', fulfilment: 'dispatched', deliveredAt: null, booking: { status: 'cancelled' } });
    expect(await paymentsOf(booking.id)).toEqual([]);
    expect(await stockOf(app, product)).toMatchObject({ booked: 0 });
    // The buyer is told, in their own words: refused, cancelled, nothing charged.
    const [told] = (await api.notifications.list({})).items;
    expect(told).toMatchObject({
      kind: 'order.refused',
      title: 'Order refused at the door',
      body: `Order ${booking.confirmationCode} was refused at the door, so it is cancelled and nothing was charged. Paying on delivery is no longer offered to this account.`,
    });

    // A new request (as from the browser), with an entity manager of its own.
    const later = callerWithCookies(app, user).api;
    await later.shop.cart.add({ productId: product, quantity: 1 });
    const next = await placeQuoted(later);
    expect(await api.shop.orders.cashOnDeliveryOption({ id: next.id })).toMatchObject({
      allowed: false,
      refusal: expect.stringContaining('refused at the door'),
    });
    const cookie = await sessionCookie(app, user);
    const response = await app.fetch(`/api/orders/${next.id}/pay-on-delivery`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'paymentMethod' });
    expect((await api.shop.orders.get({ id: next.id })).booking.status).toBe('pending');
  });

  it('refuses an order over the limit with a 400 naming paymentMethod, in the buyer language', async () => {
    const product = await createProduct(app, { stock: 5, priceMinor: 3_940_600 }); // $305.00
    const { user, api } = await shopper({ [product]: 1 });
    const booking = await placeQuoted(api);
    expect(booking.totalAmount).toBe('305.00');
    expect(await api.shop.orders.cashOnDeliveryOption({ id: booking.id })).toMatchObject({ allowed: false, limit: '300.00' });
    const cookie = await sessionCookie(app, user);
    const headers = { Cookie: cookie, 'Content-Type': 'application/json' };
    const response = await app.fetch(`/api/orders/${booking.id}/pay-on-delivery`, { method: 'POST', headers, body: '{}' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'paymentMethod', message: 'Pay on delivery is for orders up to $300.00: pay this order online' });
    const swahili = await app.fetch(`/api/orders/${booking.id}/pay-on-delivery`, {
      method: 'POST',
      headers: { ...headers, 'Accept-Language': 'sw' },
      body: '{}',
    });
    expect(await swahili.json()).toMatchObject({ message: expect.stringContaining('Lipa unapopokea') });
    expect((await api.shop.orders.get({ id: booking.id })).booking.status).toBe('pending');
  });

  it('gives the last unit to one of two concurrent pay-on-delivery checkouts', async () => {
    const product = await createProduct(app, { stock: 1 });
    const shoppers = await Promise.all([shopper({ [product]: 1 }), shopper({ [product]: 1 })]);
    const results = await Promise.allSettled(
      shoppers.map(async ({ api }) => {
        const booking = await placeQuoted(api);
        return api.shop.orders.payOnDelivery({ id: booking.id });
      }),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: { code: 'CONFLICT' } });
    expect(await stockOf(app, product)).toMatchObject({ capacity: 1, booked: 1 });
  });
});
