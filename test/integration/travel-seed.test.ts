import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { seedTravelCatalogue, buildFlightRows } from '@db/seeders/TravelSeeder';
import { SCHEDULE_DAYS_AHEAD, addDays, travelToday } from '@shared/schemas/travel';
import { createUser, sql } from './travel-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const counts = async () => {
  const [row] = await sql<{ hotels: number; flights: number; seats: number; cars: number; departures: number; bookings: number; last_flight: string }>(
    app,
    `select (select count(*)::int from hotel) as hotels, (select count(*)::int from flight) as flights, (select count(*)::int from flight_seat) as seats,
            (select count(*)::int from car) as cars, (select count(*)::int from tour_departure) as departures, (select count(*)::int from booking) as bookings,
            (select max(departure_date)::text from flight) as last_flight`,
  );
  return row;
};

describe('TravelSeeder', () => {
  it('is idempotent: seeding again the same day changes nothing', async () => {
    const before = await counts();
    expect(before.last_flight).toBe(addDays(travelToday(), SCHEDULE_DAYS_AHEAD - 1));
    await seedTravelCatalogue(app.orm.em.fork(), travelToday());
    expect(await counts()).toEqual(before);
  });

  it('rolls: a later run publishes the missing days and keeps the seats already sold', async () => {
    const [seat] = await sql<{ id: string }>(
      app,
      `select s.id from flight_seat s join flight f on f.id = s.flight_id where f.departure_date = ?::date limit 1`,
      [addDays(travelToday(), 5)],
    );
    await app.caller(await createUser(app)).bookings.create({ type: 'flight', itemId: seat.id, quantity: 2 });
    const before = await counts();
    const later = addDays(travelToday(), 7);
    await seedTravelCatalogue(app.orm.em.fork(), later);
    const after = await counts();
    expect(after.last_flight).toBe(addDays(later, SCHEDULE_DAYS_AHEAD - 1));
    const week = buildFlightRows(addDays(travelToday(), SCHEDULE_DAYS_AHEAD), 7);
    expect(after.flights - before.flights).toBe(week.flights.length);
    expect(after.seats - before.seats).toBe(week.seats.length);
    expect(after.departures).toBeGreaterThan(before.departures);
    const [kept] = await sql<{ booked: number }>(app, `select booked from flight_seat where id = ?`, [seat.id]);
    expect(kept.booked).toBe(2);
    // The demo traveller's history is inserted once, never moved.
    const [demo] = await sql<{ n: number; total: number }>(
      app,
      `select count(*)::int as n, sum(total_cents)::int as total from booking b join app_user u on u.id = b.user_id where u.username = 'demo'`,
    );
    expect(demo).toEqual({ n: 12, total: 234_000 });
  });

  it('reports the nights and days a shrunk demo capacity leaves holding more than it', async () => {
    const [hotel] = await sql<{ id: string; rooms: number }>(app, `select id, rooms from hotel order by id limit 1`);
    const [car] = await sql<{ id: string; units: number }>(app, `select id, units from car order by id limit 1`);
    const night = addDays(travelToday(), 3);
    await sql(app, `update hotel set rooms = rooms + 3 where id = ?`, [hotel.id]);
    await sql(
      app,
      `insert into hotel_night (hotel_id, night, capacity, booked) values (?, ?::date, ?, ?) on conflict (hotel_id, night) do update set capacity = excluded.capacity, booked = excluded.booked`,
      [hotel.id, night, hotel.rooms + 3, hotel.rooms + 2],
    );
    await sql(app, `update car set units = units + 2 where id = ?`, [car.id]);
    await sql(
      app,
      `insert into car_day (car_id, day, capacity, booked) values (?, ?::date, ?, ?) on conflict (car_id, day) do update set capacity = excluded.capacity, booked = excluded.booked`,
      [car.id, night, car.units + 2, car.units + 1],
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await seedTravelCatalogue(app.orm.em.fork(), travelToday());
      const warned = warn.mock.calls.map((call) => String(call[0])).join('\n');
      expect(warned).toContain(`${hotel.id} ${night}: ${hotel.rooms + 2} booked, ${hotel.rooms} now`);
      expect(warned).toContain(`${car.id} ${night}: ${car.units + 1} booked, ${car.units} now`);
    } finally {
      warn.mockRestore();
      await sql(app, `delete from hotel_night where hotel_id = ? and night = ?::date`, [hotel.id, night]);
      await sql(app, `delete from car_day where car_id = ? and day = ?::date`, [car.id, night]);
    }
  });

  it('gives flights local times at both ends (Paris keeps summer time)', () => {
    const { flights } = buildFlightRows('2027-07-01', 1);
    const ek73 = flights.find((f) => f.id === 'EK73-20270701')!;
    // 08:15 in Dubai (UTC+4) + 7h25 = 11:40 UTC = 13:40 in Paris (UTC+2 in July).
    expect(ek73).toMatchObject({ departureTime: '08:15', arrivalDate: '2027-07-01', arrivalTime: '13:40' });
    const winter = buildFlightRows('2027-01-15', 1).flights.find((f) => f.id === 'EK73-20270115')!;
    expect(winter).toMatchObject({ arrivalTime: '12:40' });
    const overnight = buildFlightRows('2027-01-15', 1).flights.find((f) => f.id === 'AF659-20270115')!;
    expect(overnight).toMatchObject({ departureTime: '23:55', arrivalDate: '2027-01-16', arrivalTime: '04:10' });
  });
});
