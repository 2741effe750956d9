import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { CreateBookingRequest } from '@shared/schemas/bookings';
import type { SessionUser } from '../../src/server/features/auth';
import { createCar, createFlight, createHotel, createUser, inDays, sql, tourDepartureWithPlaces } from './travel-fixtures';

// Overselling is prevented by PostgreSQL (row locks, conditional updates and CHECK constraints
// on the inventory ledgers), so 20 travellers racing for the last unit: exactly one wins.
const RACERS = 20;

let app: TestApp;
let racers: SessionUser[];
beforeAll(async () => {
  app = await createTestApp();
  racers = await Promise.all(Array.from({ length: RACERS }, () => createUser(app)));
});
afterAll(() => app?.close());

async function race(request: CreateBookingRequest) {
  const results = await Promise.allSettled(racers.map((user) => app.caller(user).bookings.create(request)));
  const won = results.filter((r) => r.status === 'fulfilled');
  const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  return { won, lost };
}

function expectOneWinner({ won, lost }: Awaited<ReturnType<typeof race>>) {
  expect(won).toHaveLength(1);
  expect(lost).toHaveLength(RACERS - 1);
  for (const loss of lost) expect(loss.reason).toMatchObject({ code: 'CONFLICT' });
}

describe('20 concurrent bookings for the last unit', () => {
  it('the last hotel room for the dates', async () => {
    const hotelId = await createHotel(app, { rooms: 3 });
    const stay = { type: 'hotel' as const, itemId: hotelId, startDate: inDays(30), endDate: inDays(33) };
    await app.caller(await createUser(app)).bookings.create({ ...stay, quantity: 2 });
    expectOneWinner(await race(stay));
    const nights = await sql<{ booked: number; capacity: number }>(app, `select booked, capacity from hotel_night where hotel_id = ?`, [hotelId]);
    expect(nights).toHaveLength(3);
    for (const night of nights) expect(night).toEqual({ booked: 3, capacity: 3 });
    const [{ active }] = await sql<{ active: number }>(app, `select count(*)::int as active from booking where item_id = ? and status = 'pending'`, [hotelId]);
    expect(active).toBe(2);
  });

  it('the last flight seat', async () => {
    const seatId = await createFlight(app, { seats: 1, date: inDays(9) });
    expectOneWinner(await race({ type: 'flight', itemId: seatId }));
    const [seat] = await sql<{ booked: number }>(app, `select booked from flight_seat where id = ?`, [seatId]);
    expect(seat.booked).toBe(1);
  });

  it('the last rental car', async () => {
    const carId = await createCar(app, { units: 1 });
    expectOneWinner(await race({ type: 'car', itemId: carId, startDate: inDays(12), endDate: inDays(15) }));
    const days = await sql<{ booked: number }>(app, `select booked from car_day where car_id = ?`, [carId]);
    expect(days.map((d) => d.booked)).toEqual([1, 1, 1]);
  });

  it('the last tour place', async () => {
    const date = await tourDepartureWithPlaces(app, 'tour-6', 1);
    expectOneWinner(await race({ type: 'tour', itemId: 'tour-6', startDate: date }));
    const [departure] = await sql<{ booked: number; capacity: number }>(
      app,
      `select booked, capacity from tour_departure where tour_id = 'tour-6' and departure_date = ?::date`,
      [date],
    );
    expect(departure).toEqual({ booked: 1, capacity: 1 });
  });

  it('overlapping stays never put more guests in a night than there are rooms', async () => {
    const hotelId = await createHotel(app, { rooms: 3 });
    const results = await Promise.allSettled(
      racers.map((user, i) =>
        app
          .caller(user)
          .bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(40 + (i % 5)), endDate: inDays(41 + (i % 5) + (i % 3)), quantity: 1 + (i % 2) }),
      ),
    );
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'CONFLICT' });
    const perNight = await sql<{ night: string; rooms: number }>(
      app,
      `select n.night::text as night, coalesce(sum(b.quantity), 0)::int as rooms
         from hotel_night n left join booking b on b.item_id = n.hotel_id and b.status = 'pending' and n.night >= b.start_date and n.night < b.end_date
        where n.hotel_id = ? group by n.night order by n.night`,
      [hotelId],
    );
    expect(perNight.length).toBeGreaterThan(0);
    for (const night of perNight) expect(night.rooms).toBeLessThanOrEqual(3);
    const ledger = await sql<{ night: string; booked: number }>(app, `select night::text as night, booked from hotel_night where hotel_id = ? order by night`, [
      hotelId,
    ]);
    expect(ledger.map((n) => n.booked)).toEqual(perNight.map((n) => n.rooms));
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
  });

  it('the CHECK constraint refuses overselling even if application code tried', async () => {
    const seatId = await createFlight(app, { seats: 1, date: inDays(9) });
    await expect(sql(app, `update flight_seat set booked = capacity + 1 where id = ?`, [seatId])).rejects.toThrow(/flight_seat_booked_check/);
  });
});
