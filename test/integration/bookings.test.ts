import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { Booking } from '@shared/schemas/bookings';
import type { Payment } from '@shared/schemas/payments';
import type { Car } from '@shared/schemas/cars';
import type { Flight } from '@shared/schemas/flights';
import type { Hotel } from '@shared/schemas/hotels';
import type { SessionUser } from '../../src/server/features/auth';
import { addDays, travelToday } from '@shared/schemas/travel';
import { createHotel, createUser, inDays, sessionCookie, sql } from './travel-fixtures';
import { insertBooking } from '../../src/server/features/bookings';

const PAYMENT_DELAY_MS = 50;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ PAYMENT_DELAY_MS });
});
afterAll(() => app?.close());

interface Call {
  status: number;
  body: unknown;
  headers: Headers;
}

async function call(path: string, options: { method?: string; cookie?: string; body?: unknown; key?: string } = {}): Promise<Call> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (options.key) headers['idempotency-key'] = options.key;
  const res = await app.fetch(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

async function traveller(): Promise<{ user: SessionUser; cookie: string }> {
  const user = await createUser(app);
  return { user, cookie: await sessionCookie(app, user) };
}

const paymentRows = (bookingId: string) =>
  sql<{ status: string; method: string; amount_cents: number; card_last4: string | null }>(
    app,
    `select status, method, amount_cents, card_last4 from payment where booking_id = ? order by created_at`,
    [bookingId],
  );

describe('POST /api/bookings', () => {
  it('holds a hotel stay: nights × rate × rooms, with a price breakdown and a hold', async () => {
    const { cookie } = await traveller();
    const hotelId = await createHotel(app, { rooms: 5, priceCents: 12_050 });
    const before = Date.now();
    const res = await call('/api/bookings', { cookie, body: { type: 'hotel', itemId: hotelId, startDate: inDays(30), endDate: inDays(33), quantity: 2 } });
    expect(res.status).toBe(201);
    const booking = res.body as Booking;
    expect(booking).toMatchObject({
      type: 'hotel',
      status: 'pending',
      itemId: hotelId,
      startDate: inDays(30),
      endDate: inDays(33),
      quantity: 2,
      subtotalAmount: '723.00',
      discountAmount: '0.00',
      totalAmount: '723.00',
      currency: 'USD',
      offerCode: null,
      canCancel: true,
    });
    expect(booking.confirmationCode).toMatch(/^MT[A-Z2-9]{6}$/);
    expect(booking.bookingDetails).toMatchObject({
      nights: 3,
      quantity: 2,
      quantityLabel: '2 rooms',
      unitPrice: '120.50',
      unitLabel: 'per night',
      location: 'Test Street, Testville, Kenya',
      image: '/images/hotels/hotel-1.svg',
      lines: [{ label: '$120.50 × 3 nights × 2 rooms', amount: '723.00' }],
    });
    const holdMinutes = (Date.parse(booking.holdExpiresAt!) - before) / 60_000;
    expect(holdMinutes).toBeGreaterThan(14.5);
    expect(holdMinutes).toBeLessThan(15.5);
    const hotel = (await call(`/api/hotels/${hotelId}?checkIn=${inDays(31)}&checkOut=${inDays(32)}`)).body as Hotel;
    expect(hotel.roomsAvailable).toBe(3);
  });

  it('books flights per passenger, cars per day with a one-way fee, and tours per place', async () => {
    const { user } = await traveller();
    const caller = app.caller(user);
    const [flight] = (await call(`/api/flights?from=NBO&to=ZNZ&date=${inDays(12)}`)).body as Flight[];
    const flightBooking = await caller.bookings.create({ type: 'flight', itemId: flight.id, quantity: 2 });
    expect(flightBooking).toMatchObject({
      startDate: inDays(12),
      quantity: 2,
      bookingDetails: { quantityLabel: '2 passengers', fromAirport: 'Nairobi (NBO)', toAirport: 'Zanzibar (ZNZ)', flightNumber: flight.flightNumber },
    });
    expect(flightBooking.totalAmount).toBe((Number(flight.price) * 2).toFixed(2));
    const after = (await call(`/api/flights/${flight.id}`)).body as Flight;
    expect(after.seatsAvailable).toBe(flight.seatsAvailable - 2);
    await expect(caller.bookings.create({ type: 'flight', itemId: flight.id, startDate: inDays(13) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/^startDate: /),
    });

    const [car] = (await call(`/api/cars?pickupLocation=Dubai%20Airport&pickupDate=${inDays(15)}&returnDate=${inDays(18)}`)).body as Car[];
    const carBooking = await caller.bookings.create({
      type: 'car',
      itemId: car.id,
      startDate: inDays(15),
      endDate: inDays(18),
      dropoffLocation: 'Dubai Marina',
    });
    expect(carBooking.bookingDetails).toMatchObject({ days: 3, pickupLocation: 'Dubai Airport', dropoffLocation: 'Dubai Marina' });
    expect(carBooking.totalAmount).toBe((Number(car.pricePerDay) * 3 + 50).toFixed(2));
    await expect(
      caller.bookings.create({ type: 'car', itemId: car.id, startDate: inDays(15), endDate: inDays(16), dropoffLocation: 'Kigali Airport' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/^dropoffLocation: /),
    });

    const departures = await caller.tours.departures({ id: 'tour-4' });
    const tourBooking = await caller.bookings.create({ type: 'tour', itemId: 'tour-4', startDate: departures[2].date, quantity: 3 });
    expect(tourBooking).toMatchObject({
      totalAmount: '2247.00',
      endDate: addDays(departures[2].date, 2),
      bookingDetails: { quantityLabel: '3 places', itemName: 'Maasai Mara Safari' },
    });
    const again = await caller.tours.departures({ id: 'tour-4' });
    expect(again[2].placesAvailable).toBe(departures[2].placesAvailable - 3);
    await expect(caller.bookings.create({ type: 'tour', itemId: 'tour-4', startDate: addDays(departures[2].date, 1) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/^startDate: /),
    });
  });

  it('refuses bad requests naming the field, unknown items with 404, and signed-out callers with 401', async () => {
    const { cookie } = await traveller();
    const hotelId = await createHotel(app, { rooms: 3 });
    const bad = async (body: unknown, field: string) => {
      const res = await call('/api/bookings', { cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { message: string }).message).toMatch(new RegExp(`(^|; )${field}: `));
    };
    await bad({ type: 'hotel', itemId: hotelId, endDate: inDays(3) }, 'startDate');
    await bad({ type: 'hotel', itemId: hotelId, startDate: inDays(3) }, 'endDate');
    await bad({ type: 'hotel', itemId: hotelId, startDate: inDays(3), endDate: inDays(3) }, 'endDate');
    await bad({ type: 'hotel', itemId: hotelId, startDate: addDays(travelToday(), -1), endDate: inDays(1) }, 'startDate');
    await bad({ type: 'hotel', itemId: hotelId, startDate: '2026-02-30', endDate: inDays(1) }, 'startDate');
    await bad({ type: 'hotel', itemId: hotelId, startDate: inDays(3), endDate: inDays(5), quantity: 0 }, 'quantity');
    await bad({ type: 'flight', itemId: 'x', quantity: 5 }, 'quantity');
    await bad({ type: 'train', itemId: 'x' }, 'type');
    await bad({ type: 'car', itemId: 'x', startDate: inDays(4), endDate: inDays(2) }, 'endDate');
    await bad({ type: 'hotel', itemId: hotelId, startDate: inDays(3), endDate: inDays(5), offerCode: 'FREE100' }, 'offerCode');
    expect((await call('/api/bookings', { cookie, body: { type: 'hotel', itemId: 'no-such-hotel', startDate: inDays(3), endDate: inDays(4) } })).status).toBe(
      404,
    );
    expect((await call('/api/bookings', { body: { type: 'hotel', itemId: hotelId, startDate: inDays(3), endDate: inDays(4) } })).status).toBe(401);
    expect((await call('/api/bookings')).status).toBe(401);
  });

  it('answers 409 when sold out and limits unpaid holds per traveller', async () => {
    const { user } = await traveller();
    const caller = app.caller(user);
    const hotelId = await createHotel(app, { rooms: 10 });
    await caller.bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(40), endDate: inDays(42), quantity: 5 });
    const other = app.caller(await createUser(app));
    await other.bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(41), endDate: inDays(43), quantity: 4 });
    await expect(other.bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(41), endDate: inDays(42), quantity: 2 })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Only 1 room left for these dates',
    });
    for (let i = 0; i < 3; i++) await caller.bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(50 + i), endDate: inDays(51 + i) });
    await caller.bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(60), endDate: inDays(61) });
    await expect(caller.bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(62), endDate: inDays(63) })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('unpaid bookings'),
    });
  });
});

describe('POST /api/payments', () => {
  async function pendingHotelBooking(cookie: string, rooms = 3) {
    const hotelId = await createHotel(app, { rooms, priceCents: 9_900 });
    const res = await call('/api/bookings', { cookie, body: { type: 'hotel', itemId: hotelId, startDate: inDays(25), endDate: inDays(27) } });
    return { hotelId, booking: res.body as Booking };
  }

  it('pays after the simulated delay, confirms the booking and records the payment', async () => {
    const { cookie } = await traveller();
    const { booking } = await pendingHotelBooking(cookie);
    const started = Date.now();
    const res = await call('/api/payments', { cookie, key: randomUUID(), body: { bookingId: booking.id, method: 'card', cardNumber: '4242 4242 4242 4242' } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(PAYMENT_DELAY_MS);
    expect(res.status).toBe(200);
    const payment = res.body as Payment;
    expect(payment).toMatchObject({
      bookingId: booking.id,
      status: 'succeeded',
      method: 'card',
      amount: '198.00',
      cardLast4: '4242',
      booking: { status: 'confirmed', holdExpiresAt: null },
    });
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect(await paymentRows(booking.id)).toEqual([{ status: 'succeeded', method: 'card', amount_cents: 19_800, card_last4: '4242' }]);
    const fetched = (await call(`/api/bookings/${booking.id}`, { cookie })).body as Booking;
    expect(fetched).toMatchObject({ status: 'confirmed', confirmationCode: booking.confirmationCode });
    expect(fetched.confirmedAt).not.toBeNull();

    const again = await call('/api/payments', { cookie, key: randomUUID(), body: { bookingId: booking.id, method: 'paypal' } });
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toBe('This booking is already paid');
  });

  it('returns the stored result for a retry with the same key, and refuses the key with another body', async () => {
    const { cookie } = await traveller();
    const { booking } = await pendingHotelBooking(cookie);
    const key = randomUUID();
    const body = { bookingId: booking.id, method: 'paypal' };
    const first = await call('/api/payments', { cookie, key, body });
    const retry = await call('/api/payments', { cookie, key, body });
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await paymentRows(booking.id)).toHaveLength(1);

    const other = await call('/api/payments', { cookie, key, body: { bookingId: booking.id, method: 'card', cardNumber: '4242424242424242' } });
    expect(other.status).toBe(422);
    expect((other.body as { message: string }).message).toMatch(/^Idempotency-Key: /);

    const noKey = await call('/api/payments', { cookie, body });
    expect(noKey.status).toBe(400);
    expect((noKey.body as { message: string }).message).toMatch(/^idempotencyKey: .*Idempotency-Key header/);
  });

  it('charges once when the same request arrives several times at once', async () => {
    const slow = await createTestApp({ PAYMENT_DELAY_MS: 400 });
    try {
      const user = await createUser(slow);
      const cookie = await sessionCookie(slow, user);
      const hotelId = await createHotel(slow, { rooms: 2 });
      const booking = await slow.caller(user).bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(9), endDate: inDays(10) });
      const key = randomUUID();
      const responses = await Promise.all(
        Array.from({ length: 6 }, () =>
          slow
            .fetch('/api/payments', {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie, 'idempotency-key': key },
              body: JSON.stringify({ bookingId: booking.id, method: 'paypal' }),
            })
            .then(async (res) => ({ status: res.status, body: await res.json() })),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(responses.map((r) => (r.body as Payment).id)).size).toBe(1);
      const rows = await slow.orm.em.getConnection().execute(`select status from payment where booking_id = ?`, [booking.id]);
      expect(rows).toEqual([{ status: 'succeeded' }]);
      // Concurrent payments with different keys: the booking is paid once, the other is refused.
      const second = await slow.caller(user).bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(11), endDate: inDays(12) });
      const racing = await Promise.allSettled([
        slow.caller(user).payments.create({ bookingId: second.id, method: 'paypal', idempotencyKey: randomUUID() }),
        slow.caller(user).payments.create({ bookingId: second.id, method: 'paypal', idempotencyKey: randomUUID() }),
      ]);
      expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(racing.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'CONFLICT' } });
      const secondRows = await slow.orm.em.getConnection().execute(`select status from payment where booking_id = ?`, [second.id]);
      expect(secondRows).toEqual([{ status: 'succeeded' }]);
    } finally {
      await slow.close();
    }
  });

  it('declines the test card 4000000000000002: 402, booking still pending, payment recorded as declined', async () => {
    const { cookie } = await traveller();
    const { booking } = await pendingHotelBooking(cookie);
    const key = randomUUID();
    const declined = await call('/api/payments', { cookie, key, body: { bookingId: booking.id, method: 'card', cardNumber: '4000000000000002' } });
    expect(declined.status).toBe(402);
    expect((declined.body as { message: string }).message).toMatch(/declined/);
    expect(((await call(`/api/bookings/${booking.id}`, { cookie })).body as Booking).status).toBe('pending');
    expect(await paymentRows(booking.id)).toEqual([{ status: 'declined', method: 'card', amount_cents: 19_800, card_last4: '0002' }]);
    // The same key replays the decline without a new attempt; a new key with PayPal pays.
    expect((await call('/api/payments', { cookie, key, body: { bookingId: booking.id, method: 'card', cardNumber: '4000000000000002' } })).status).toBe(402);
    expect(await paymentRows(booking.id)).toHaveLength(1);
    const paid = await call('/api/payments', { cookie, key: randomUUID(), body: { bookingId: booking.id, method: 'paypal' } });
    expect(paid.status).toBe(200);
    expect((await paymentRows(booking.id)).map((p) => p.status)).toEqual(['declined', 'succeeded']);
  });

  it('refuses card payments without a valid number, and other users\u2019 bookings', async () => {
    const { cookie } = await traveller();
    const { booking } = await pendingHotelBooking(cookie);
    const noNumber = await call('/api/payments', { cookie, key: randomUUID(), body: { bookingId: booking.id, method: 'card' } });
    expect(noNumber.status).toBe(400);
    expect((noNumber.body as { message: string }).message).toMatch(/^cardNumber: /);
    const badLuhn = await call('/api/payments', { cookie, key: randomUUID(), body: { bookingId: booking.id, method: 'card', cardNumber: '4242424242424241' } });
    expect((badLuhn.body as { message: string }).message).toMatch(/^cardNumber: /);
    const badMethod = await call('/api/payments', { cookie, key: randomUUID(), body: { bookingId: booking.id, method: 'cash' } });
    expect((badMethod.body as { message: string }).message).toMatch(/^method: /);

    const stranger = await traveller();
    const res = await call('/api/payments', { cookie: stranger.cookie, key: randomUUID(), body: { bookingId: booking.id, method: 'paypal' } });
    expect(res.status).toBe(404);
    expect((await call(`/api/bookings/${booking.id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await call(`/api/bookings/${booking.id}/cancel`, { method: 'POST', cookie: stranger.cookie })).status).toBe(404);
    expect((await call('/api/bookings/not-a-uuid', { cookie })).status).toBe(400);
    expect((await call(`/api/bookings/${randomUUID()}`, { cookie })).status).toBe(404);
  });
});

describe('holds and cancellation', () => {
  it('gives the inventory of a lapsed hold back and refuses to pay it', async () => {
    const first = await traveller();
    const second = await traveller();
    const hotelId = await createHotel(app, { rooms: 1 });
    const stay = { type: 'hotel' as const, itemId: hotelId, startDate: inDays(35), endDate: inDays(37) };
    const held = await app.caller(first.user).bookings.create(stay);
    await expect(app.caller(second.user).bookings.create(stay)).rejects.toMatchObject({ code: 'CONFLICT' });
    const search = () => app.caller().hotels.get({ id: hotelId, checkIn: stay.startDate, checkOut: stay.endDate });
    expect((await search()).roomsAvailable).toBe(0);

    await sql(app, `update booking set hold_expires_at = now() - interval '1 second' where id = ?`, [held.id]);
    // Searches count the lapsed hold as free at once, before any sweep.
    expect((await search()).roomsAvailable).toBe(1);
    const pay = await call('/api/payments', { cookie: first.cookie, key: randomUUID(), body: { bookingId: held.id, method: 'paypal' } });
    expect(pay.status).toBe(409);
    expect((pay.body as { message: string }).message).toMatch(/hold on this booking expired/);

    const taken = await app.caller(second.user).bookings.create(stay);
    expect(taken.status).toBe('pending');
    const [expired] = await sql<{ status: string }>(app, `select status from booking where id = ?`, [held.id]);
    expect(expired.status).toBe('expired');
    const cancelledTab = (await call('/api/bookings?tab=cancelled', { cookie: first.cookie })).body as Booking[];
    expect(cancelledTab.map((b) => [b.id, b.status])).toEqual([[held.id, 'expired']]);
    const [night] = await sql<{ booked: number }>(app, `select booked from hotel_night where hotel_id = ? and night = ?::date`, [hotelId, stay.startDate]);
    expect(night.booked).toBe(1);
  });

  it('cancels a paid booking: refunded, inventory back; owner or staff only', async () => {
    const owner = await traveller();
    const hotelId = await createHotel(app, { rooms: 1 });
    const stay = { type: 'hotel' as const, itemId: hotelId, startDate: inDays(45), endDate: inDays(46) };
    const booking = await app.caller(owner.user).bookings.create(stay);
    await app.caller(owner.user).payments.create({ bookingId: booking.id, method: 'paypal', idempotencyKey: randomUUID() });

    const other = await traveller();
    await expect(app.caller(other.user).bookings.create(stay)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await call(`/api/bookings/${booking.id}/cancel`, { method: 'POST', cookie: other.cookie })).status).toBe(404);

    const res = await call(`/api/bookings/${booking.id}/cancel`, { method: 'POST', cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', canCancel: false });
    expect((res.body as Booking).cancelledAt).not.toBeNull();
    expect(await paymentRows(booking.id)).toMatchObject([{ status: 'refunded' }]);
    expect((await call(`/api/bookings/${booking.id}/cancel`, { method: 'POST', cookie: owner.cookie })).status).toBe(409);

    const rebooked = await app.caller(other.user).bookings.create(stay);
    const staff = await createUser(app, 'staff');
    const byStaff = await app.caller(staff).bookings.cancel({ id: rebooked.id });
    expect(byStaff.status).toBe('cancelled');
    const [night] = await sql<{ booked: number }>(app, `select booked from hotel_night where hotel_id = ? and night = ?::date`, [hotelId, stay.startDate]);
    expect(night.booked).toBe(0);
  });

  it('refuses to cancel a trip that has started', async () => {
    const { user } = await traveller();
    const [row] = await sql<{ id: string }>(
      app,
      `insert into booking (user_id, type, status, confirmation_code, item_id, start_date, end_date, quantity, subtotal_cents, total_cents, booking_details, confirmed_at)
       values (?, 'hotel', 'confirmed', ?, 'nairobi-acacia-heights', ?::date, ?::date, 1, 13500, 13500, ?::jsonb, now()) returning id`,
      [
        user.id,
        `MTPAST${Math.floor(Math.random() * 90 + 10)}`,
        addDays(travelToday(), -2),
        inDays(1),
        JSON.stringify({
          itemName: 'Acacia Heights Hotel',
          image: null,
          location: null,
          startDate: null,
          endDate: null,
          quantity: 1,
          quantityLabel: '1 room',
          unitPrice: '135.00',
          unitLabel: 'per night',
          lines: [],
        }),
      ],
    );
    await expect(app.caller(user).bookings.cancel({ id: row.id })).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('started') });
  });
});

describe('GET /api/bookings', () => {
  it("lists the user's bookings newest first and filters by tab", async () => {
    const { user, cookie } = await traveller();
    const caller = app.caller(user);
    const hotelId = await createHotel(app, { rooms: 4 });
    const paid = await caller.bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(14), endDate: inDays(16) });
    await caller.payments.create({ bookingId: paid.id, method: 'paypal', idempotencyKey: randomUUID() });
    const cancelled = await caller.bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(18), endDate: inDays(19) });
    await caller.bookings.cancel({ id: cancelled.id });
    const pending = await caller.bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(20), endDate: inDays(21) });
    const [past] = await sql<{ id: string }>(
      app,
      `insert into booking (user_id, type, status, confirmation_code, item_id, start_date, end_date, quantity, subtotal_cents, total_cents, booking_details, created_at, confirmed_at)
       select ?, type, 'confirmed', ?, item_id, ?::date, ?::date, 1, total_cents, total_cents, booking_details, now() - interval '90 days', now() - interval '90 days'
         from booking where id = ? returning id`,
      [user.id, `MTP${randomUUID().slice(0, 5).toUpperCase()}`, addDays(travelToday(), -60), addDays(travelToday(), -58), paid.id],
    );

    const all = (await call('/api/bookings', { cookie })).body as Booking[];
    expect(all.map((b) => b.id)).toEqual([pending.id, cancelled.id, paid.id, past.id]);
    const ids = async (tab: string) => ((await call(`/api/bookings?tab=${tab}`, { cookie })).body as Booking[]).map((b) => b.id);
    expect(await ids('upcoming')).toEqual([pending.id, paid.id]);
    expect(await ids('past')).toEqual([past.id]);
    expect(await ids('cancelled')).toEqual([cancelled.id]);
    expect((await call('/api/bookings?tab=later', { cookie })).status).toBe(400);

    const stranger = await traveller();
    expect((await call('/api/bookings', { cookie: stranger.cookie })).body).toEqual([]);
  });

  it("seeds the demo traveller's 12 past trips totalling $2,340", async () => {
    const [demo] = await sql<{ id: string }>(app, `select id from app_user where username = 'demo'`);
    expect(demo).toBeDefined();
    const [stats] = await sql<{ trips: number; spent: number; latest_end: string }>(
      app,
      `select count(*)::int as trips, sum(total_cents)::int as spent, max(end_date)::text as latest_end from booking where user_id = ? and status = 'confirmed'`,
      [demo.id],
    );
    expect(stats).toMatchObject({ trips: 12, spent: 234_000 });
    expect(stats.latest_end < travelToday()).toBe(true);
    const types = await sql<{ type: string }>(app, `select distinct type from booking where user_id = ? order by type`, [demo.id]);
    expect(types.map((t) => t.type)).toEqual(['car', 'flight', 'hotel', 'tour']);
  });
});

describe('first-booking offer', () => {
  it('takes 40% off (at most $200) the first booking, and only the first', async () => {
    const { user, cookie } = await traveller();
    const caller = app.caller(user);
    expect(await caller.bookings.offer()).toMatchObject({ code: 'FIRST40', percentOff: 40, maxDiscount: '200.00', eligible: true });
    expect((await call('/api/first-booking-offer')).body).toMatchObject({ eligible: null });

    const small = await createHotel(app, { rooms: 3, priceCents: 10_000 });
    const cheap = await caller.bookings.create({ type: 'hotel', itemId: small, startDate: inDays(10), endDate: inDays(12), offerCode: 'first40' });
    expect(cheap).toMatchObject({ subtotalAmount: '200.00', discountAmount: '80.00', totalAmount: '120.00', offerCode: 'FIRST40' });
    expect(cheap.bookingDetails.lines.at(-1)).toMatchObject({ label: 'First-booking offer (40% off, up to $200.00)', amount: '-80.00' });

    const big = await createHotel(app, { rooms: 3, priceCents: 50_000 });
    const capped = await caller.bookings.create({ type: 'hotel', itemId: big, startDate: inDays(10), endDate: inDays(12), applyFirstBookingOffer: true });
    expect(capped).toMatchObject({ subtotalAmount: '1000.00', discountAmount: '200.00', totalAmount: '800.00' });

    const paid = await call('/api/payments', { cookie, key: randomUUID(), body: { bookingId: capped.id, method: 'paypal' } });
    expect((paid.body as Payment).amount).toBe('800.00');
    // The other offer booking can no longer be paid with the offer...
    const refused = await call('/api/payments', { cookie, key: randomUUID(), body: { bookingId: cheap.id, method: 'paypal' } });
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toMatch(/^offerCode: /);
    expect(await paymentRows(cheap.id)).toEqual([]);
    // ...and new bookings do not get it.
    expect(await caller.bookings.offer()).toMatchObject({ eligible: false });
    const later = await caller.bookings.create({ type: 'hotel', itemId: small, startDate: inDays(20), endDate: inDays(21), applyFirstBookingOffer: true });
    expect(later).toMatchObject({ discountAmount: '0.00', offerCode: null, offerNotApplied: expect.stringContaining('first booking') });
    await expect(
      caller.bookings.create({ type: 'hotel', itemId: small, startDate: inDays(22), endDate: inDays(23), offerCode: 'FIRST40' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});

describe('the booking-row writer', () => {
  it('draws another confirmation code when one is taken, without aborting the transaction that holds the inventory', async () => {
    const { user } = await traveller();
    const [{ code: taken }] = await sql<{ code: string }>(app, 'select confirmation_code as code from booking order by created_at limit 1');
    const codes = [taken, taken, 'MTZZZ234'];
    const drawn: string[] = [];
    const row = (itemId: string) => ({
      user: user.id,
      type: 'ride' as const,
      status: 'confirmed' as const,
      itemId,
      quantity: 1,
      subtotalCents: 500,
      discountCents: 0,
      totalCents: 500,
      currency: 'USD',
      bookingDetails: {
        itemName: 'Test ride',
        image: null,
        location: 'Nairobi',
        startDate: null,
        endDate: null,
        quantity: 1,
        quantityLabel: '1 ride',
        unitPrice: '5.00',
        unitLabel: 'ride',
        lines: [],
      },
    });
    const written = await app.orm.em.fork().transactional(async (tx) => {
      const first = await insertBooking(tx, row(randomUUID()), () => {
        const code = codes.shift()!;
        drawn.push(code);
        return code;
      });
      // The transaction is still usable after the collisions: a second row goes in with it.
      const second = await insertBooking(tx, row(randomUUID()));
      return [first, second];
    });
    expect(drawn).toEqual([taken, taken, 'MTZZZ234']);
    expect(written[0].confirmationCode).toBe('MTZZZ234');
    const stored = await sql<{ id: string; code: string }>(
      app,
      `select id, confirmation_code as code from booking where id in ('${written[0].id}', '${written[1].id}') order by confirmation_code = 'MTZZZ234' desc`,
    );
    expect(stored).toEqual([
      { id: written[0].id, code: 'MTZZZ234' },
      { id: written[1].id, code: written[1].confirmationCode },
    ]);
    expect(written[1].confirmationCode).toMatch(/^MT[A-HJKMNP-Z2-9]{6}$/);
  });
});
