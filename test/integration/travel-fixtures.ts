// Helpers for the travel and bookings integration tests: users inserted straight into
// app_user (no password hashing), session cookies for REST calls, dates in the travel
// calendar, and small inventory fixtures (a hotel with one room, a flight with one seat...).
import { randomBytes } from 'node:crypto';
import type { TestApp } from '../support/test-app';
import { createSession, type SessionUser } from '../../src/server/features/auth';
import { addDays, travelToday } from '@shared/schemas/travel';
import type { ItemCancellationPolicy } from '@shared/cancellation-policy';
import type { UserRole } from '@shared/schemas/auth';

export const uniqueId = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

export async function createUser(app: TestApp, role: UserRole = 'traveller'): Promise<SessionUser> {
  const username = uniqueId(role).replace('-', '_');
  const [row] = await app.orm.em
    .getConnection()
    .execute<{ id: string; created_at: string }[]>(
      `insert into app_user (username, email, password_hash, role) values (?, ?, 'test-hash', ?) returning id, created_at`,
      [username, `${username}@example.com`, role],
    );
  return { id: row.id, username, email: `${username}@example.com`, phone: null, fullName: null, role, createdAt: new Date(row.created_at) };
}

/** A session for REST calls: the `session=<token>` cookie. */
export async function sessionCookie(app: TestApp, user: SessionUser): Promise<string> {
  const { token } = await createSession(app.orm.em.fork(), user.id, 1);
  return `session=${token}`;
}

/** A date `days` after today in the travel calendar. */
export const inDays = (days: number) => addDays(travelToday(), days);

export async function sql<T = Record<string, unknown>>(app: TestApp, query: string, params: unknown[] = []): Promise<T[]> {
  return app.orm.em.getConnection().execute<T[]>(query, params);
}

/** A room type of a test hotel: '<hotel id>--<kind>'. */
export interface TestRoomType {
  kind: string;
  name?: string;
  maxOccupancy: number;
  priceCents: number;
  rooms: number;
}

/**
 * A hotel of its own with `rooms` rooms, so a test knows exactly what is left: one 'Standard
 * double' type (2 people, `priceCents`) with all of them, or the `roomTypes` given (their rooms
 * make the hotel's). Children under 6 stay free unless `childAgeLimit`/`childRateCents` say otherwise.
 */
export async function createHotel(
  app: TestApp,
  options: {
    rooms: number;
    priceCents?: number;
    name?: string;
    cancellationPolicy?: ItemCancellationPolicy;
    roomTypes?: TestRoomType[];
    childAgeLimit?: number;
    childRateCents?: number;
  },
): Promise<string> {
  const id = uniqueId('test-hotel');
  const priceCents = options.priceCents ?? 10_000;
  const roomTypes = options.roomTypes ?? [{ kind: 'standard', name: 'Standard double', maxOccupancy: 2, priceCents, rooms: options.rooms }];
  await sql(
    app,
    `insert into hotel (id, name, city, country, location, description, price_per_night_cents, rating, rooms, amenities, images, cancellation_policy, child_age_limit, child_rate_cents)
     values (?, ?, 'Testville', 'Kenya', 'Test Street, Testville, Kenya', 'A hotel for tests', ?, 4.0, ?, '["Free WiFi"]', '["/images/hotels/hotel-1.svg"]', ?, ?, ?)`,
    [
      id,
      options.name ?? `Test Hotel ${id}`,
      Math.min(...roomTypes.map((type) => type.priceCents)),
      roomTypes.reduce((sum, type) => sum + type.rooms, 0),
      options.cancellationPolicy ?? 'free_48h_half',
      options.childAgeLimit ?? 6,
      options.childRateCents ?? 0,
    ],
  );
  for (const type of roomTypes) {
    await sql(app, `insert into hotel_room_type (id, hotel_id, name, max_occupancy, price_per_night_cents, rooms) values (?, ?, ?, ?, ?, ?)`, [
      `${id}--${type.kind}`,
      id,
      type.name ?? type.kind,
      type.maxOccupancy,
      type.priceCents,
      type.rooms,
    ]);
  }
  return id;
}

/** A dated flight of its own with `seats` economy seats; returns the seat id (the itemId). */
/** NBO → ZNZ (Kenya to Tanzania, international) unless `to` says otherwise (MBA: domestic). */
export async function createFlight(app: TestApp, options: { seats: number; date: string; priceCents?: number; to?: string }): Promise<string> {
  const flightId = uniqueId('TT');
  await sql(
    app,
    `insert into flight (id, airline, flight_number, aircraft, from_code, to_code, stops, departure_date, departure_time, arrival_date, arrival_time, duration_minutes)
     values (?, 'Test Air', 'TT 1', 'Boeing 737-800', 'NBO', ?, 0, ?::date, '10:00', ?::date, '11:35', 95)`,
    [flightId, options.to ?? 'ZNZ', options.date, options.date],
  );
  await sql(app, `insert into flight_seat (id, flight_id, cabin_class, price_cents, capacity) values (?, ?, 'economy', ?, ?)`, [
    `${flightId}-economy`,
    flightId,
    options.priceCents ?? 15_000,
    options.seats,
  ]);
  return `${flightId}-economy`;
}

/** A car model of its own with `units` cars at Dubai Airport. */
export async function createCar(app: TestApp, options: { units: number; priceCents?: number }): Promise<string> {
  const id = uniqueId('test-car');
  await sql(
    app,
    `insert into car (id, location_id, brand, model, category, seats, transmission, price_per_day_cents, units, images, features)
     values (?, 'dubai-airport', 'Testla', 'Model T', 'Economy', 5, 'Automatic', ?, ?, '["/images/cars/economy.svg"]', '["Air Conditioning"]')`,
    [id, options.priceCents ?? 5_000, options.units],
  );
  return id;
}

/** The first departure of a tour in the coming weeks, with its capacity set to `places`. */
export async function tourDepartureWithPlaces(app: TestApp, tourId: string, places: number, fromDays = 7): Promise<string> {
  const [row] = await sql<{ id: string; departure_date: string }>(
    app,
    `select id, departure_date from tour_departure where tour_id = ? and departure_date >= ?::date and booked = 0 order by departure_date limit 1`,
    [tourId, inDays(fromDays)],
  );
  await sql(app, `update tour_departure set capacity = ? where id = ?`, [places, row.id]);
  return row.departure_date;
}

/** `count` passengers with passports valid for years: what a flight booking needs before paying. */
export function passengers(count = 1) {
  return Array.from({ length: count }, (_, index) => ({
    givenNames: `Amina ${index + 1}`,
    surname: 'Hassan',
    dateOfBirth: '1990-04-12',
    nationality: 'KE',
    passportNumber: `AK${String(4_000_000 + index)}`,
    passportExpiry: '2035-01-31',
  }));
}
