import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { Report } from '@shared/schemas/reports';
import type { AdminStats } from '@shared/schemas/admin';
import { addDays, travelToday } from '@shared/schemas/travel';
import { centsToAmount } from '@shared/money';
import { actor, call, type Actor } from './backoffice-fixtures';
import { createHotel, createUser, inDays, sql } from './travel-fixtures';

let app: TestApp;
let staff: Actor;
beforeAll(async () => {
  app = await createTestApp();
  staff = await actor(app, 'staff');
  await seedBookings();
});
afterAll(() => app?.close());

let hotelId: string;

/** Real bookings through the API (hotel stays, a cancelled one) and rows of other types paid on chosen days. */
async function seedBookings() {
  const traveller = await createUser(app);
  hotelId = await createHotel(app, { rooms: 10, priceCents: 10_000, name: 'Report Test Lodge' });
  const pay = async (nights: number, startDays: number, rooms: number) => {
    const booking = await app
      .caller(traveller)
      .bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(startDays), endDate: inDays(startDays + nights), quantity: rooms });
    await app.caller(traveller).payments.create({ bookingId: booking.id, method: 'paypal', idempotencyKey: randomUUID() });
    return booking;
  };
  await pay(2, 3, 2); // 2 rooms × 2 nights × $100
  await pay(1, 4, 1);
  const cancelled = await pay(1, 6, 3);
  await app.caller(traveller).bookings.cancel({ id: cancelled.id });
  // Other types, paid on earlier days (a ride and an order: types without any report code of their own).
  const insert = async (type: string, cents: number, daysAgo: number, status: string, details: Record<string, unknown>) =>
    sql(
      app,
      `insert into booking (user_id, type, status, confirmation_code, item_id, quantity, subtotal_cents, total_cents, booking_details, created_at, confirmed_at)
       values (?, ?, ?, ?, 'x', 1, ?, ?, ?::jsonb, now() - make_interval(days => ?), now() - make_interval(days => ?))`,
      [
        traveller.id,
        type,
        status,
        `MTR${randomUUID().slice(0, 5).toUpperCase()}`,
        cents,
        cents,
        JSON.stringify({ itemName: `${type} item`, ...details }),
        daysAgo,
        daysAgo,
      ],
    );
  await insert('flight', 38_500, 9, 'confirmed', { location: 'Dubai (DXB) → Paris (CDG)', toAirport: 'Paris (CDG)' });
  await insert('flight', 41_000, 9, 'cancelled', { location: 'Dubai (DXB) → Paris (CDG)', toAirport: 'Paris (CDG)' });
  await insert('ride', 1_250, 2, 'confirmed', { location: 'Nairobi' });
  await insert('order', 7_999, 15, 'confirmed', { location: null });
  await insert('cargo', 1_250, 3, 'confirmed', { location: 'Kampala → Kigali' });
  // One city written four ways by four kinds of booking: a flight's airport, a tour's and an
  // order's 'city, country', a shipment's route typed in lower case (and the ride above).
  await insert('flight', 20_000, 5, 'confirmed', { location: 'Dubai (DXB) → Nairobi (NBO)', toAirport: 'Nairobi (NBO)' });
  await insert('tour', 30_000, 6, 'confirmed', { location: 'Nairobi, Kenya' });
  await insert('order', 5_000, 4, 'confirmed', { location: 'Nairobi, Kenya' });
  await insert('cargo', 750, 4, 'confirmed', { location: 'Kampala →  nairobi ' });
}

interface RawBooking {
  type: string;
  status: string;
  total_cents: number;
  confirmed_at: Date;
  booking_details: { location?: string | null; toAirport?: string; itemName: string };
}

/** The travel-calendar day (Africa/Nairobi is UTC+3 all year) of an instant. */
const nairobiDay = (instant: Date) => new Date(instant.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

async function paidBetween(from: string, to: string): Promise<RawBooking[]> {
  const rows = await sql<RawBooking>(app, `select type, status, total_cents, confirmed_at, booking_details from booking where confirmed_at is not null`);
  return rows.filter((row) => nairobiDay(new Date(row.confirmed_at)) >= from && nairobiDay(new Date(row.confirmed_at)) <= to);
}

const report = async (query: string) => call<Report>(app, `/api/admin/reports?${query}`, { cookie: staff.cookie });

describe('View Reports', () => {
  it('adds up to the raw bookings: per day and type, totals, cancellations, destinations', async () => {
    const from = addDays(travelToday(), -30);
    const to = travelToday();
    const { status, body } = await report(`from=${from}&to=${to}&bucket=day`);
    expect(status).toBe(200);
    const raw = await paidBetween(from, to);

    expect(body.totals.bookings).toBe(raw.length);
    const revenue = raw.filter((row) => row.status === 'confirmed').reduce((sum, row) => sum + row.total_cents, 0);
    expect(body.totals.revenue).toBe(centsToAmount(revenue));
    const cancelled = raw.filter((row) => row.status === 'cancelled').length;
    expect(body.totals.cancelled).toBe(cancelled);
    expect(body.totals.cancellationRate).toBe(Math.round((cancelled / raw.length) * 1000) / 10);
    expect(body.types).toEqual(expect.arrayContaining(['cargo', 'flight', 'hotel', 'order', 'ride']));

    for (const row of body.series) {
      const same = raw.filter((booking) => booking.type === row.type && nairobiDay(new Date(booking.confirmed_at)) === row.period);
      expect(row.bookings, `${row.period} ${row.type}`).toBe(same.length);
      expect(row.revenue).toBe(centsToAmount(same.filter((b) => b.status === 'confirmed').reduce((sum, b) => sum + b.total_cents, 0)));
    }
    expect(body.series.reduce((sum, row) => sum + row.bookings, 0)).toBe(raw.length);
    expect(body.periods).toHaveLength(31);
    expect(body.byType.find((row) => row.type === 'flight')).toEqual({ type: 'flight', bookings: 3, revenue: '585.00', cancelled: 1, cancellationRate: 33.3 });
    expect(body.byType.find((row) => row.type === 'hotel')).toMatchObject({ bookings: 3, revenue: '500.00', cancelled: 1 });

    // Destinations are cities: a flight's arrival airport's, a hotel's (from the catalogue).
    const paris = body.topDestinations.find((row) => row.destination === 'Paris');
    expect(paris).toEqual({ destination: 'Paris', bookings: 2, revenue: '385.00' });
    expect(body.topDestinations.find((row) => row.destination === 'Testville')).toMatchObject({ bookings: 3, revenue: '500.00' });
    // 'Nairobi (NBO)', 'Nairobi, Kenya' (twice), 'Nairobi' and ' nairobi ': one row, spelt as most of them are.
    expect(body.topDestinations.filter((row) => /nairobi/i.test(row.destination))).toEqual([{ destination: 'Nairobi', bookings: 5, revenue: '570.00' }]);
    expect(body.topDestinations.find((row) => row.destination === 'order item')).toMatchObject({ bookings: 1 });
    // A route counts for where it ends (a shipment's 'Kampala → Kigali').
    expect(body.topDestinations.find((row) => row.destination === 'Kigali')).toMatchObject({ bookings: 1, revenue: '12.50' });
  });

  it('groups by week (Mondays) to the same totals as by day', async () => {
    const from = addDays(travelToday(), -30);
    const to = travelToday();
    const days = (await report(`from=${from}&to=${to}&bucket=day`)).body;
    const weeks = (await report(`from=${from}&to=${to}&bucket=week`)).body;
    expect(weeks.totals).toEqual(days.totals);
    for (const period of weeks.periods) expect(new Date(`${period}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(weeks.series.reduce((sum, row) => sum + row.bookings, 0)).toBe(days.totals.bookings);
    expect(weeks.occupancyTotal).toEqual(days.occupancyTotal);
  });

  it('reads hotel occupancy from the ledger: rooms taken against rooms offered, every hotel every night', async () => {
    const from = inDays(3);
    const to = inDays(6);
    const { body } = await report(`from=${from}&to=${to}&bucket=day`);
    const [{ rooms }] = await sql<{ rooms: number }>(app, `select sum(rooms)::int as rooms from hotel`);
    const ledger = await sql<{ night: string; booked: number; capacity: number; rooms: number }>(
      app,
      `select to_char(n.night, 'YYYY-MM-DD') as night, n.booked, n.capacity, h.rooms from hotel_night n join hotel h on h.id = n.hotel_id where n.night between ?::date and ?::date`,
      [from, to],
    );
    for (const day of body.occupancy) {
      const rows = ledger.filter((row) => row.night === day.period);
      expect(day.roomNightsBooked, day.period).toBe(rows.reduce((sum, row) => sum + row.booked, 0));
      expect(day.roomNightsAvailable, day.period).toBe(rooms + rows.reduce((sum, row) => sum + row.capacity - row.rooms, 0));
    }
    // Our lodge: 2 rooms on nights 3 and 4, 1 more on night 4; the cancelled booking's 3 rooms on night 6 were given back.
    const lodge = await sql<{ night: string; booked: number }>(
      app,
      `select to_char(night, 'YYYY-MM-DD') as night, booked from hotel_night where hotel_id = ? order by night`,
      [hotelId],
    );
    expect(lodge).toEqual([
      { night: inDays(3), booked: 2 },
      { night: inDays(4), booked: 3 },
      { night: inDays(6), booked: 0 },
    ]);
    expect(body.occupancyTotal.rate).toBe(Math.round((body.occupancyTotal.roomNightsBooked / body.occupancyTotal.roomNightsAvailable) * 1000) / 10);
  });

  it('agrees with /api/admin/stats over the same bookings', async () => {
    // An unpaid shipment is a hold: neither counts it.
    await app
      .caller(await createUser(app))
      .cargo.create({ fromLocation: 'Kampala', toLocation: 'Kigali', weight: '2', cargoType: 'road', currency: 'USD', price: '10.00' });
    const stats = (await call<AdminStats>(app, '/api/admin/stats', { cookie: staff.cookie })).body;
    const [{ earliest }] = await sql<{ earliest: Date }>(app, `select min(confirmed_at) as earliest from booking`);
    const from = nairobiDay(new Date(earliest));
    expect(from >= addDays(travelToday(), -365)).toBe(true);
    const allTime = (await report(`from=${from}&to=${travelToday()}&bucket=week`)).body;
    expect(allTime.totals.bookings).toBe(stats.totalBookings);
    expect(allTime.totals.revenue).toBe(stats.totalRevenue);
  });

  it('checks its input (400 naming the field) and is staff only', async () => {
    const backwards = await report(`from=${inDays(0)}&to=${inDays(-3)}&bucket=day`);
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ message: 'to: Must be on or after from' });
    expect((await report(`from=${inDays(-400)}&to=${inDays(0)}&bucket=day`)).body).toMatchObject({ message: 'to: The range may span at most 366 days' });
    expect((await report(`from=2026-02-30&to=${inDays(0)}&bucket=day`)).status).toBe(400);
    expect(String(((await report(`from=${inDays(-1)}&to=${inDays(0)}&bucket=month`)).body as unknown as { message: string }).message)).toMatch(/^bucket: /);
    const query = `/api/admin/reports?from=${inDays(-1)}&to=${inDays(0)}&bucket=day`;
    expect((await call(app, query)).status).toBe(401);
    const traveller = await actor(app, 'traveller');
    expect((await call(app, query, { cookie: traveller.cookie })).status).toBe(403);
  });
});
