import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { MAX_PENDING_BOOKINGS, type Booking } from '@shared/schemas/bookings';
import { DECLINED_TEST_CARD } from '@shared/payment-card';
import type { Hotel } from '@shared/schemas/hotels';
import { createCar, createFlight, createHotel, createUser, inDays, sessionCookie, sql } from './travel-fixtures';
import { callerWithCookies, createProduct } from './shop-fixtures';

// Holds and inventory under attack. The job worker is off: the
// recurring sweep runs only when a test runs it (runDueJobs), so "a read writes nothing" is seen.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ JOB_WORKER: false });
});
afterAll(() => app?.close());

const holdOf = async (bookingId: string) => {
  const [row] = await sql<{ hold: string; status: string }>(
    app,
    `select (extract(epoch from hold_expires_at) * 1000)::bigint::text as hold, status from booking where id = ?`,
    [bookingId],
  );
  return { status: row.status, hold: new Date(Number(row.hold)) };
};

describe('item 1: a failed payment never leaves the hold later than before', () => {
  it('a declined card retried every minute cannot keep a room held', async () => {
    const user = await createUser(app);
    const hotelId = await createHotel(app, { rooms: 1 });
    const booking = await app.caller(user).bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(20), endDate: inDays(21) });
    // The hold is about to run out: 10 seconds left.
    await sql(app, `update booking set hold_expires_at = now() + interval '10 seconds' where id = ?`, [booking.id]);
    const before = (await holdOf(booking.id)).hold;

    for (let attempt = 0; attempt < 3; attempt++) {
      const paying = app.caller(user).payments.create({ bookingId: booking.id, method: 'card', cardNumber: DECLINED_TEST_CARD, idempotencyKey: randomUUID() });
      await expect(paying).rejects.toMatchObject({ code: 'PAYMENT_REQUIRED' });
      const after = await holdOf(booking.id);
      expect(after.status).toBe('pending');
      expect(after.hold.getTime()).toBeLessThanOrEqual(before.getTime());
    }
  });

  it('a refused payment (the offer no longer applies) restores the hold too', async () => {
    const user = await createUser(app);
    const first = await app
      .caller(user)
      .bookings.create({ type: 'hotel', itemId: await createHotel(app, { rooms: 2 }), startDate: inDays(30), endDate: inDays(31), offerCode: 'FIRST40' });
    const second = await app
      .caller(user)
      .bookings.create({ type: 'hotel', itemId: await createHotel(app, { rooms: 2 }), startDate: inDays(30), endDate: inDays(31), offerCode: 'FIRST40' });
    await sql(app, `update booking set hold_expires_at = now() + interval '10 seconds' where id = ?`, [second.id]);
    const before = (await holdOf(second.id)).hold;
    await app.caller(user).payments.create({ bookingId: first.id, method: 'paypal', idempotencyKey: randomUUID() });
    await expect(app.caller(user).payments.create({ bookingId: second.id, method: 'paypal', idempotencyKey: randomUUID() })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect((await holdOf(second.id)).hold.getTime()).toBeLessThanOrEqual(before.getTime());
  });
});

describe('item 2: at most 5 unpaid holds per traveller, even when the requests race', () => {
  async function postBookings(cookie: string, seatId: string, count: number) {
    return Promise.all(
      Array.from({ length: count }, () =>
        app.fetch('/api/bookings', {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ type: 'flight', itemId: seatId }),
        }),
      ),
    );
  }
  const pendingOf = async (userId: string) =>
    (await sql<{ n: number }>(app, `select count(*)::int as n from booking where user_id = ? and status = 'pending'`, [userId]))[0].n;

  it('30 concurrent POST /api/bookings from one user make 5 holds', async () => {
    const user = await createUser(app);
    const seatId = await createFlight(app, { seats: 40, date: inDays(15) });
    const answers = await postBookings(await sessionCookie(app, user), seatId, 30);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(MAX_PENDING_BOOKINGS);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(30 - MAX_PENDING_BOOKINGS);
    expect(await pendingOf(user.id)).toBe(MAX_PENDING_BOOKINGS);
    const [{ booked }] = await sql<{ booked: number }>(app, `select booked from flight_seat where id = ?`, [seatId]);
    expect(booked).toBe(MAX_PENDING_BOOKINGS);
  });

  it('one tRPC batch of 10 bookings makes 5 holds', async () => {
    const user = await createUser(app);
    const seatId = await createFlight(app, { seats: 40, date: inDays(16) });
    const calls = 10;
    const body = Object.fromEntries(Array.from({ length: calls }, (_, i) => [String(i), { type: 'flight', itemId: seatId }]));
    const res = await app.fetch(`/trpc/${Array(calls).fill('bookings.create').join(',')}?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await sessionCookie(app, user) },
      body: JSON.stringify(body),
    });
    const results = (await res.json()) as { result?: unknown; error?: { data: { code: string } } }[];
    expect(results.filter((r) => r.result)).toHaveLength(MAX_PENDING_BOOKINGS);
    expect(results.filter((r) => r.error?.data.code === 'CONFLICT')).toHaveLength(calls - MAX_PENDING_BOOKINGS);
    expect(await pendingOf(user.id)).toBe(MAX_PENDING_BOOKINGS);
  });

  it('a marketplace order placed while bookings race counts under the same lock: still 5 holds', async () => {
    const user = await createUser(app);
    const seatId = await createFlight(app, { seats: 40, date: inDays(17) });
    for (let i = 0; i < MAX_PENDING_BOOKINGS - 1; i++) await app.caller(user).bookings.create({ type: 'flight', itemId: seatId });
    const { api } = callerWithCookies(app, user);
    await api.shop.cart.add({ productId: await createProduct(app, { stock: 5 }), quantity: 1 });
    const address = { recipientName: 'Amina Test', phone: '+254 700 000 000', addressLine: '12 Moi Avenue', city: 'Nairobi', country: 'Kenya' } as const;
    const { total } = await api.shop.orders.quote({ country: 'Kenya' });
    const results = await Promise.allSettled([
      api.shop.orders.place({ ...address, expectedTotal: total! }),
      ...Array.from({ length: 3 }, () => app.caller(user).bookings.create({ type: 'flight', itemId: seatId })),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await pendingOf(user.id)).toBe(MAX_PENDING_BOOKINGS);
  });
});

describe('item 3: ledger capacity follows the item', () => {
  const search = async (hotelId: string, checkIn: string, checkOut: string, guests = 1) =>
    (await app.caller(null).hotels.get({ id: hotelId, checkIn, checkOut, guests })) as Hotel;

  // A hotel's rooms are its room types' rooms together (a trigger keeps the sum): cutting its only type cuts the hotel.
  const setRooms = (hotelId: string, rooms: number) => sql(app, `update hotel_room_type set rooms = ? where id = ?`, [rooms, `${hotelId}--standard`]);

  it('a hotel cut from 3 rooms to 1 after a booking shows none left and refuses another booking', async () => {
    const hotelId = await createHotel(app, { rooms: 3 });
    const stay = { type: 'hotel' as const, itemId: hotelId, startDate: inDays(50), endDate: inDays(52) };
    await app.caller(await createUser(app)).bookings.create(stay);
    await setRooms(hotelId, 1);
    expect(await sql(app, `select rooms from hotel where id = ?`, [hotelId])).toEqual([{ rooms: 1 }]);

    expect((await search(hotelId, stay.startDate, stay.endDate)).roomsAvailable).toBe(0);
    await expect(app.caller(await createUser(app)).bookings.create(stay)).rejects.toMatchObject({ code: 'CONFLICT' });
    const nights = await sql<{ booked: number; capacity: number }>(app, `select booked, capacity from hotel_night where hotel_id = ?`, [hotelId]);
    for (const night of nights) expect(night).toEqual({ booked: 1, capacity: 1 });
  });

  it('cut below what is booked: the nights stay full (never oversold); more rooms are sold at once', async () => {
    const hotelId = await createHotel(app, { rooms: 3 });
    const stay = { type: 'hotel' as const, itemId: hotelId, startDate: inDays(60), endDate: inDays(61) };
    await app.caller(await createUser(app)).bookings.create({ ...stay, quantity: 2 });
    await setRooms(hotelId, 1);
    expect((await search(hotelId, stay.startDate, stay.endDate)).roomsAvailable).toBe(0);
    await expect(app.caller(await createUser(app)).bookings.create(stay)).rejects.toMatchObject({ code: 'CONFLICT' });

    await setRooms(hotelId, 6);
    expect((await search(hotelId, stay.startDate, stay.endDate)).roomsAvailable).toBe(4);
    await app.caller(await createUser(app)).bookings.create({ ...stay, quantity: 4 });
    const [night] = await sql<{ booked: number; capacity: number }>(app, `select booked, capacity from hotel_night where hotel_id = ?`, [hotelId]);
    expect(night).toEqual({ booked: 6, capacity: 6 });
  });

  it('cars follow their units the same way', async () => {
    const carId = await createCar(app, { units: 3 });
    const rental = { type: 'car' as const, itemId: carId, startDate: inDays(70), endDate: inDays(71) };
    await app.caller(await createUser(app)).bookings.create(rental);
    await sql(app, `update car set units = 1 where id = ?`, [carId]);
    const car = await app.caller(null).cars.get({ id: carId, pickupDate: rental.startDate, returnDate: rental.endDate });
    expect(car.unitsAvailable).toBe(0);
    await expect(app.caller(await createUser(app)).bookings.create(rental)).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});

describe('item 5: reads never write; the timer gives lapsed holds back', () => {
  it('lists, shows and counts a lapsed hold as expired without touching it; the sweep job releases it', async () => {
    const user = await createUser(app);
    const cookie = await sessionCookie(app, user);
    const seatId = await createFlight(app, { seats: 2, date: inDays(6) });
    const held = await app.caller(user).bookings.create({ type: 'flight', itemId: seatId, quantity: 2 });
    await sql(app, `update booking set hold_expires_at = now() - interval '1 second' where id = ?`, [held.id]);
    const [{ xmin: before }] = await sql<{ xmin: string }>(app, `select xmin::text from booking where id = ?`, [held.id]);

    const list = (await (await app.fetch('/api/bookings', { headers: { cookie } })).json()) as Booking[];
    expect(list.find((b) => b.id === held.id)).toMatchObject({ status: 'expired', holdExpiresAt: null, canCancel: false });
    const cancelledTab = (await (await app.fetch('/api/bookings?tab=cancelled', { headers: { cookie } })).json()) as Booking[];
    expect(cancelledTab.map((b) => b.id)).toContain(held.id);
    const upcomingTab = (await (await app.fetch('/api/bookings?tab=upcoming', { headers: { cookie } })).json()) as Booking[];
    expect(upcomingTab.map((b) => b.id)).not.toContain(held.id);
    expect(await (await app.fetch(`/api/bookings/${held.id}`, { headers: { cookie } })).json()).toMatchObject({ status: 'expired' });
    const staffCookie = await sessionCookie(app, await createUser(app, 'staff'));
    expect((await app.fetch('/api/admin/stats', { headers: { cookie: staffCookie } })).status).toBe(200);

    // Nothing was written: the row is the same version, still pending, the seats still counted.
    const [row] = await sql<{ xmin: string; status: string }>(app, `select xmin::text, status from booking where id = ?`, [held.id]);
    expect(row).toEqual({ xmin: before, status: 'pending' });
    expect((await sql<{ booked: number }>(app, `select booked from flight_seat where id = ?`, [seatId]))[0].booked).toBe(2);
    // ... yet searches and new bookings already count them as free.
    await app.caller(await createUser(app)).bookings.create({ type: 'flight', itemId: seatId, quantity: 1 });

    await app.runDueJobs({ dueBy: new Date(Date.now() + 120_000) });
    expect((await holdOf(held.id)).status).toBe('expired');
    expect((await sql<{ booked: number }>(app, `select booked from flight_seat where id = ?`, [seatId]))[0].booked).toBe(1);
  });

  it('a lapsed hold cannot be paid or cancelled', async () => {
    const user = await createUser(app);
    const booking = await app.caller(user).bookings.create({ type: 'flight', itemId: await createFlight(app, { seats: 1, date: inDays(7) }) });
    await sql(app, `update booking set hold_expires_at = now() - interval '1 second' where id = ?`, [booking.id]);
    await expect(app.caller(user).bookings.cancel({ id: booking.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(app.caller(user).payments.create({ bookingId: booking.id, method: 'paypal', idempotencyKey: randomUUID() })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });
});
