// Pay at pickup for car rentals: a card guarantees the booking and nothing is charged; the desk
// takes the payment when it checks the voucher; cancelling charges the card what the policy
// keeps; a car not picked up by the end of its pickup day is a no-show, charged per the policy,
// and its days are given back. A guarantee and an online payment racing on one booking: one wins.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { createCar, createHotel, createUser, inDays, sessionCookie, sql } from './travel-fixtures';
import type { SessionUser } from '../../src/server/features/auth';
import { chargeNoShows } from '../../src/server/features/bookings/pickup-guarantee';
import type { ItemCancellationPolicy } from '@shared/cancellation-policy';

const CARD = '4111 1111 1111 1111';
const DECLINED = '4000000000000002';
const driver = { name: 'Neema Otieno', age: 30, licenceNumber: 'DL-55821', licenceCountry: 'KE' };

let app: TestApp;
let staff: SessionUser;
beforeAll(async () => {
  app = await createTestApp({ JOB_WORKER: false });
  staff = await createUser(app, 'staff');
});
afterAll(() => app?.close());

/** A pending rental of a car of its own ($50 a day), `days` days from `fromDays` days ahead. */
async function carRental(options: { fromDays?: number; days?: number; policy?: ItemCancellationPolicy } = {}) {
  const user = await createUser(app);
  const carId = await createCar(app, { units: 1 });
  if (options.policy) await sql(app, `update car set cancellation_policy = ? where id = ?`, [options.policy, carId]);
  const fromDays = options.fromDays ?? 10;
  const booking = await app
    .caller(user)
    .bookings.create({ type: 'car', itemId: carId, startDate: inDays(fromDays), endDate: inDays(fromDays + (options.days ?? 2)), driver });
  return { user, carId, booking, api: app.caller(user) };
}

const paymentsOf = (bookingId: string) =>
  sql<{ method: string; status: string; amount_cents: number; card_last4: string | null }>(
    app,
    `select method, status, amount_cents, card_last4 from payment where booking_id = ? order by created_at`,
    [bookingId],
  );
const carDaysBooked = async (carId: string) =>
  (await sql<{ booked: number }>(app, `select booked from car_day where car_id = ? order by day`, [carId])).map((row) => row.booked);

describe('pay at pickup', () => {
  it('confirms a car rental against a card without charging it; asking again answers the same booking', async () => {
    const { booking, api, carId } = await carRental();
    expect(booking.totalAmount).toBe('100.00');
    const confirmed = await api.payments.payAtPickup({ id: booking.id, cardNumber: CARD });
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      payAtPickup: { state: 'guaranteed', cardLast4: '1111', noShowCharge: '50.00', charged: null },
      refundAmount: null,
    });
    expect((await api.payments.payAtPickup({ id: booking.id, cardNumber: CARD })).status).toBe('confirmed');
    expect(await paymentsOf(booking.id)).toEqual([]);
    expect(await carDaysBooked(carId)).toEqual([1, 1]);
    // Confirmed: the online payment is refused, as for any paid booking.
    await expect(api.payments.create({ bookingId: booking.id, method: 'paypal', idempotencyKey: randomUUID() })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('refuses the declined test card (the booking stays pending), a card that is no card, and anything but a car', async () => {
    const { booking, user } = await carRental();
    const cookie = await sessionCookie(app, user);
    const call = (id: string, cardNumber: string) =>
      app.fetch(`/api/bookings/${id}/pay-at-pickup`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ cardNumber }),
      });
    const declined = await call(booking.id, DECLINED);
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({ field: 'cardNumber' });
    const notACard = await call(booking.id, '4111 1111 1111 1112');
    expect(notACard.status).toBe(400);
    expect(await notACard.json()).toMatchObject({ issues: [{ path: 'cardNumber', message: 'Not a valid card number' }] });
    expect((await app.caller(user).bookings.get({ id: booking.id })).status).toBe('pending');

    const hotelId = await createHotel(app, { rooms: 1 });
    const stay = await app.caller(user).bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(5), endDate: inDays(6) });
    const hotel = await call(stay.id, CARD);
    expect(hotel.status).toBe(400);
    expect(await hotel.json()).toMatchObject({ field: 'id' });
  });

  it('is paid at the desk when staff check the voucher: the total is recorded as paid at pickup, once', async () => {
    const { booking, api } = await carRental();
    await api.payments.payAtPickup({ id: booking.id, cardNumber: CARD });
    const code = (await api.vouchers.list()).find((voucher) => voucher.bookingId === booking.id)!.code;
    const check = await app.caller(staff).vouchers.verify({ code });
    expect(check.booking.paidAtPickup).toEqual({ amount: '100.00', currency: 'USD' });
    await app.caller(staff).vouchers.verify({ code });
    expect(await paymentsOf(booking.id)).toEqual([{ method: 'pay_at_pickup', status: 'succeeded', amount_cents: 10_000, card_last4: null }]);
    expect((await api.bookings.get({ id: booking.id })).payAtPickup).toMatchObject({ state: 'collected', charged: null });
    // Picked up: never a no-show.
    await chargeNoShows(app.orm.em.fork(), new Date(Date.now() + 30 * 86_400_000));
    expect((await api.bookings.get({ id: booking.id })).payAtPickup?.state).toBe('collected');
    expect(await paymentsOf(booking.id)).toHaveLength(1);
  });

  it('cancelling inside the free window charges nothing; later, the card is charged what the policy keeps (shown before)', async () => {
    const early = await carRental({ fromDays: 10 });
    await early.api.payments.payAtPickup({ id: early.booking.id, cardNumber: CARD });
    expect(await early.api.bookings.refund({ id: early.booking.id })).toMatchObject({
      refundAmount: '100.00',
      keptAmount: '0.00',
      payAtPickup: { cardLast4: '1111', charge: '0.00' },
    });
    await early.api.bookings.cancel({ id: early.booking.id, expectedRefund: '100.00' });
    expect(await paymentsOf(early.booking.id)).toEqual([]);

    // Tomorrow at 10:00: inside 48 hours, half is kept.
    const late = await carRental({ fromDays: 1 });
    await late.api.payments.payAtPickup({ id: late.booking.id, cardNumber: CARD });
    const quote = await late.api.bookings.refund({ id: late.booking.id });
    expect(quote).toMatchObject({ refundAmount: '50.00', keptAmount: '50.00', payAtPickup: { cardLast4: '1111', charge: '50.00' } });
    const cancelled = await late.api.bookings.cancel({ id: late.booking.id, expectedRefund: quote.refundAmount });
    expect(cancelled).toMatchObject({ status: 'cancelled', refundAmount: null, payAtPickup: { state: 'guaranteed', charged: '50.00' } });
    expect(await paymentsOf(late.booking.id)).toEqual([{ method: 'card', status: 'succeeded', amount_cents: 5_000, card_last4: '1111' }]);
    expect(await carDaysBooked(late.carId)).toEqual([0, 0]);
  });

  it('charges a no-show per the policy at the end of the pickup day, gives the days back, and only once', async () => {
    const half = await carRental({ fromDays: 1 });
    const whole = await carRental({ fromDays: 1, policy: 'non_refundable' });
    for (const rental of [half, whole]) await rental.api.payments.payAtPickup({ id: rental.booking.id, cardNumber: CARD });
    const startsAt = new Date(half.booking.bookingDetails.startsAt!);
    const em = () => app.orm.em.fork();
    // At the pickup time and until midnight that day, still expected.
    expect(await chargeNoShows(em(), new Date(startsAt.getTime() + 13 * 3_600_000))).toBe(0);
    const endOfDay = new Date(startsAt.getTime() + 14 * 3_600_000);
    const charged = await Promise.all([chargeNoShows(em(), endOfDay), chargeNoShows(em(), endOfDay)]);
    expect(charged[0] + charged[1]).toBeGreaterThanOrEqual(2);
    expect(await chargeNoShows(em(), endOfDay)).toBe(0);

    expect(await half.api.bookings.get({ id: half.booking.id })).toMatchObject({ status: 'cancelled', payAtPickup: { state: 'no_show', charged: '50.00' } });
    expect(await paymentsOf(half.booking.id)).toEqual([{ method: 'card', status: 'succeeded', amount_cents: 5_000, card_last4: '1111' }]);
    expect(await paymentsOf(whole.booking.id)).toEqual([{ method: 'card', status: 'succeeded', amount_cents: 10_000, card_last4: '1111' }]);
    expect(await carDaysBooked(half.carId)).toEqual([0, 0]);
    // Revenue counts what was charged.
    const [kept] = await sql<{ kept: number }>(app, `select total_cents - refund_cents as kept from booking where id = ?`, [half.booking.id]);
    expect(kept.kept).toBe(5_000);
  });

  it('a guarantee and online payments racing on one booking: exactly one wins', async () => {
    const { booking, api } = await carRental();
    const attempts = Array.from({ length: 20 }, (_, i) =>
      i % 2
        ? api.payments.payAtPickup({ id: booking.id, cardNumber: CARD })
        : api.payments.create({ bookingId: booking.id, method: 'paypal', idempotencyKey: randomUUID() }),
    );
    await Promise.allSettled(attempts);
    const final = await api.bookings.get({ id: booking.id });
    expect(final.status).toBe('confirmed');
    const payments = (await paymentsOf(booking.id)).filter((payment) => payment.status === 'succeeded');
    if (final.payAtPickup) expect(payments).toEqual([]);
    else expect(payments).toHaveLength(1);
  });
});
