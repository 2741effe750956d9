// Staff acting on a customer's ride, booking or order (docs/back-office.md, "Acting for a
// customer"): they may cancel what the customer could cancel, on the customer's behalf, which
// never costs the customer a fee; and every such action, and every voucher used, writes one
// audit event with who did it, before and after, in the transaction of the change.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { SessionUser } from '../../src/server/features/auth';
import type { AuditPage } from '@shared/schemas/audit';
import type { Ride } from '@shared/schemas/taxi';
import { call } from './backoffice-fixtures';
import { callerWithCookies, createProduct } from './shop-fixtures';
import { NAIROBI_TRIP, resetFleet } from './taxi-support';
import { createHotel, createUser, inDays, sessionCookie, sql } from './travel-fixtures';

const VISA = '4242 4242 4242 4242';

let app: TestApp;
let staff: SessionUser;
let staffCookie: string;
let traveller: SessionUser;
beforeAll(async () => {
  app = await createTestApp({ JOB_WORKER: false });
  staff = await createUser(app, 'staff');
  staffCookie = await sessionCookie(app, staff);
});
afterAll(() => app?.close());
beforeEach(async () => {
  await resetFleet(app);
  traveller = await createUser(app);
});

const auditOf = async (itemType: string, itemId: string) =>
  (await call<AuditPage>(app, `/api/admin/audit?itemType=${itemType}&itemId=${itemId}`, { cookie: staffCookie })).body.items;
const paymentsOf = (bookingId: string) =>
  sql<{ status: string; amount_cents: number }>(app, `select status, amount_cents from payment where booking_id = ?`, [bookingId]);

/** A card-paid ride whose driver waits at the pickup: the traveller cancelling now would pay the fee. */
async function rideWithDriverWaiting(): Promise<Ride> {
  const trip = { ...NAIROBI_TRIP, vehicleType: 'Comfort' as const };
  const quote = await app.caller(traveller).taxi.estimate(trip);
  const ride = await app.caller(traveller).taxi.book({ ...trip, quoteId: quote.quoteId, paymentMethod: 'card', cardNumber: VISA });
  await app.runDueJobs({ dueBy: new Date(Date.parse(ride.estimatedArrival) + 1_000) });
  const waiting = await app.caller(traveller).taxi.get({ id: ride.id });
  expect(waiting.arrivedAt).not.toBeNull();
  return waiting;
}

describe('staff cancelling a traveller’s ride', () => {
  it('never charge the traveller a fee, and leave an audit event', async () => {
    const ride = await rideWithDriverWaiting();
    const seen = await call<Ride>(app, `/api/taxi-bookings/${ride.id}`, { cookie: staffCookie });
    expect(seen.body).toMatchObject({ id: ride.id, forCustomer: true });
    expect(ride.forCustomer).toBe(false);

    const cancelled = await call<Ride>(app, `/api/taxi-bookings/${ride.id}/cancel`, { method: 'POST', cookie: staffCookie });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancellationFee: '0.00' });
    expect(await paymentsOf(ride.bookingId!)).toEqual([]);
    const [booking] = await app.caller(traveller).bookings.list({ tab: 'cancelled' });
    expect(booking).toMatchObject({
      id: ride.bookingId,
      totalAmount: '0.00',
      bookingDetails: { lines: [{ label: 'Cancelled by support: no charge', amount: '0.00' }] },
    });

    const events = await auditOf('ride', ride.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'ride.cancel',
      actor: { id: staff.id, username: staff.username },
      itemLabel: ride.confirmationCode,
      before: { status: 'driver_arriving' },
      after: { status: 'cancelled', cancellationFee: '0.00', feeWaived: '3.00' },
    });
  });

  it('the traveller cancelling their own ride still pays the fee, and nothing is audited', async () => {
    const ride = await rideWithDriverWaiting();
    expect(await app.caller(traveller).taxi.cancel({ id: ride.id })).toMatchObject({ cancellationFee: '3.00' });
    expect(await paymentsOf(ride.bookingId!)).toEqual([{ status: 'succeeded', amount_cents: 300 }]);
    expect(await auditOf('ride', ride.id)).toEqual([]);
  });

  it('staff may not cancel a ride under way, any more than its traveller', async () => {
    const quote = await app.caller(traveller).taxi.estimate(NAIROBI_TRIP);
    const ride = await app.caller(traveller).taxi.book({ ...NAIROBI_TRIP, quoteId: quote.quoteId });
    await app.runDueJobs({ dueBy: new Date(Date.parse(ride.estimatedArrival) + 61_000) });
    const refused = await call(app, `/api/taxi-bookings/${ride.id}/cancel`, { method: 'POST', cookie: staffCookie });
    expect(refused.status).toBe(409);
    expect(await auditOf('ride', ride.id)).toEqual([]);
  });
});

describe('staff cancelling a traveller’s booking or order', () => {
  it('refund it in full and leave an audit event', async () => {
    const hotelId = await createHotel(app, { rooms: 1 });
    const booking = await app.caller(traveller).bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(20), endDate: inDays(22) });
    await app.caller(traveller).payments.create({ bookingId: booking.id, method: 'paypal', idempotencyKey: randomUUID() });

    const cancelled = await call(app, `/api/bookings/${booking.id}/cancel`, { method: 'POST', cookie: staffCookie });
    expect(cancelled.status).toBe(200);
    expect(await paymentsOf(booking.id)).toEqual([{ status: 'refunded', amount_cents: 20_000 }]);
    const events = await auditOf('booking', booking.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'booking.cancel',
      actor: { id: staff.id, username: staff.username },
      itemLabel: booking.confirmationCode,
      before: { status: 'confirmed' },
      after: { status: 'cancelled', refunded: '200.00' },
    });
  });

  it('an unpaid marketplace order: its hold ends, an audit event says so (no refund)', async () => {
    const product = await createProduct(app, { stock: 3 });
    const { api } = callerWithCookies(app, traveller);
    await api.shop.cart.add({ productId: product, quantity: 1 });
    const quote = await api.shop.orders.quote({ country: 'Kenya' });
    const order = await api.shop.orders.place({
      recipientName: 'Amina Test',
      phone: '+254 700 000 000',
      addressLine: '12 Moi Avenue',
      city: 'Nairobi',
      country: 'Kenya',
      expectedTotal: quote.total!,
    });

    expect((await call(app, `/api/bookings/${order.id}/cancel`, { method: 'POST', cookie: staffCookie })).status).toBe(200);
    const events = await auditOf('order', order.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'order.cancel', actor: { id: staff.id }, before: { status: 'pending' }, after: { status: 'cancelled' } });
    expect(events[0].after).not.toHaveProperty('refunded');
  });

  it('the owner cancelling their own booking is not a staff action: nothing is audited', async () => {
    const hotelId = await createHotel(app, { rooms: 1 });
    const booking = await app.caller(traveller).bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(20), endDate: inDays(21) });
    await app.caller(traveller).bookings.cancel({ id: booking.id });
    expect(await auditOf('booking', booking.id)).toEqual([]);
  });
});

describe('staff using a voucher', () => {
  it('write one audit event, and none for a second scan', async () => {
    const hotelId = await createHotel(app, { rooms: 1 });
    const booking = await app.caller(traveller).bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(30), endDate: inDays(31) });
    await app.caller(traveller).payments.create({ bookingId: booking.id, method: 'paypal', idempotencyKey: randomUUID() });
    const { code } = (await app.caller(traveller).vouchers.list()).find((voucher) => voucher.bookingId === booking.id)!;

    const first = await app.caller(staff).vouchers.verify({ code });
    expect(first.outcome).toBe('verified');
    expect((await app.caller(staff).vouchers.verify({ code })).outcome).toBe('already_used');
    const events = await auditOf('booking', booking.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'voucher.use',
      actor: { id: staff.id },
      itemLabel: booking.confirmationCode,
      before: { voucherUsedAt: null },
      after: { voucherUsedAt: first.usedAt },
    });
  });
});
