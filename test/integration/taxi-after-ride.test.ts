// After the ride: one rating (1 to 5 stars and a comment) by the rider only, which moves the
// driver's shown rating; one optional tip in USD; the receipt (route, distance, time, fare
// breakdown, tip, payment method). Rides are driven to completion by their jobs (no sleeps).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { SessionUser } from '../../src/server/features/auth';
import type { Ride } from '@shared/schemas/taxi';
import { taxiFare } from '@shared/taxi-fares';
import { createUser, sessionCookie, sql } from './travel-fixtures';
import { NAIROBI_TRIP, resetFleet, runAhead } from './taxi-support';

const HOUR = 3_600_000;
let app: TestApp;
let rider: SessionUser;
beforeAll(async () => {
  app = await createTestApp({ JOB_WORKER: false });
});
afterAll(() => app?.close());
beforeEach(async () => {
  await resetFleet(app);
  rider = await createUser(app);
});

async function book(paymentMethod: 'cash' | 'card' = 'cash'): Promise<Ride> {
  const quote = await app.caller(rider).taxi.estimate(NAIROBI_TRIP);
  return app.caller(rider).taxi.book({
    ...NAIROBI_TRIP,
    quoteId: quote.quoteId,
    estimatedFare: quote.estimatedFare,
    ...(paymentMethod === 'card' ? { paymentMethod: 'card', cardNumber: '4242 4242 4242 4242' } : {}),
  });
}

async function completedRide(paymentMethod: 'cash' | 'card' = 'cash'): Promise<Ride> {
  const ride = await book(paymentMethod);
  await runAhead(app, 6 * HOUR);
  const done = await app.caller(rider).taxi.get({ id: ride.id });
  expect(done.status).toBe('completed');
  return done;
}

const post = (path: string, body: unknown, cookie: string) =>
  app.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
const driverOf = async (rideId: string) =>
  (
    await sql<{ id: string; rating: string; base_rating: string; ratings_count: number }>(
      app,
      `select d.id, d.rating, d.base_rating, d.ratings_count from driver d join ride r on r.driver_id = d.id where r.id = ?`,
      [rideId],
    )
  )[0];

describe('rating the driver', () => {
  it('takes one rating from the rider, updates the driver’s shown rating, and refuses a second one (409)', async () => {
    const ride = await completedRide();
    const cookie = await sessionCookie(app, rider);
    const before = await driverOf(ride.id);
    // Lower the base so one rating visibly moves the average: (3.0 × 20 + 5) / 21 = 3.095… → 3.1.
    await sql(app, `update driver set base_rating = 3.0, rating = 3.0, ratings_count = 0, ratings_sum = 0 where id = ?`, [before.id]);

    const res = await post(`/api/taxi-bookings/${ride.id}/rating`, { stars: 5, comment: 'Smooth and on time' }, cookie);
    expect(res.status).toBe(201);
    const rated = await res.json();
    expect(rated.rating).toMatchObject({ stars: 5, comment: 'Smooth and on time' });
    expect(rated.driverRating).toBe('3.1');
    expect(await driverOf(ride.id)).toMatchObject({ rating: '3.1', ratings_count: 1 });

    const again = await post(`/api/taxi-bookings/${ride.id}/rating`, { stars: 1 }, cookie);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('You already rated this ride.');
    expect(await driverOf(ride.id)).toMatchObject({ rating: '3.1', ratings_count: 1 });
  });

  it('records one of two ratings sent at the same moment', async () => {
    const ride = await completedRide();
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((stars) => app.caller(rider).taxi.rate({ id: ride.id, stars })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await driverOf(ride.id)).ratings_count).toBe(1);
  });

  it('refuses anyone else’s rating: another traveller (404), staff who can see the ride (403)', async () => {
    const ride = await completedRide();
    const stranger = await createUser(app);
    const other = await post(`/api/taxi-bookings/${ride.id}/rating`, { stars: 1 }, await sessionCookie(app, stranger));
    expect(other.status).toBe(404);
    const staff = await post(`/api/taxi-bookings/${ride.id}/rating`, { stars: 1 }, await sessionCookie(app, await createUser(app, 'staff')));
    expect(staff.status).toBe(403);
    expect((await staff.json()).message).toBe('Only the rider can rate or tip this ride.');
    expect((await driverOf(ride.id)).ratings_count).toBe(0);
  });

  it('refuses a rating before the ride is completed, and stars outside 1 to 5', async () => {
    const ride = await book();
    const cookie = await sessionCookie(app, rider);
    const early = await post(`/api/taxi-bookings/${ride.id}/rating`, { stars: 4 }, cookie);
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe('You can rate or tip a ride once it is completed.');
    for (const stars of [0, 6, 4.5]) {
      const res = await post(`/api/taxi-bookings/${ride.id}/rating`, { stars }, cookie);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe('stars: Give 1 to 5 stars');
    }
  });
});

describe('tipping', () => {
  it('takes one tip in USD from the rider, shown on the ride and the receipt', async () => {
    const ride = await completedRide('card');
    const cookie = await sessionCookie(app, rider);
    for (const amount of ['0', '-1', '50.01', 'abc', '1.234']) {
      const res = await post(`/api/taxi-bookings/${ride.id}/tip`, { amount }, cookie);
      expect(res.status, amount).toBe(400);
      expect((await res.json()).message).toBe('amount: Expected an amount from 0.01 to 50.00, like "2.00"');
    }
    const res = await post(`/api/taxi-bookings/${ride.id}/tip`, { amount: '2.5' }, cookie);
    expect(res.status).toBe(201);
    expect((await res.json()).tip).toBe('2.50');
    const [row] = await sql<{ tip_cents: number }>(app, `select tip_cents from ride where id = ?`, [ride.id]);
    expect(row.tip_cents).toBe(250);
    const again = await post(`/api/taxi-bookings/${ride.id}/tip`, { amount: '1.00' }, cookie);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('You already tipped on this ride.');
    const stranger = await post(`/api/taxi-bookings/${ride.id}/tip`, { amount: '1.00' }, await sessionCookie(app, await createUser(app)));
    expect(stranger.status).toBe(404);
  });
});

describe('the receipt', () => {
  it('shows route, distance, time, the fare breakdown, tip, total and payment method of a completed ride', async () => {
    const ride = await completedRide('card');
    await app.caller(rider).taxi.tip({ id: ride.id, amount: '3.00' });
    const cookie = await sessionCookie(app, rider);
    const res = await app.fetch(`/api/taxi-bookings/${ride.id}/receipt`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const receipt = await res.json();
    const [row] = await sql<{ distance_meters: number; duration_seconds: number; fare_cents: number }>(
      app,
      `select distance_meters, duration_seconds, fare_cents from ride where id = ?`,
      [ride.id],
    );
    const fare = taxiFare('Economy', row.distance_meters, row.duration_seconds);
    expect(receipt).toMatchObject({
      rideId: ride.id,
      confirmationCode: ride.confirmationCode,
      pickupLocation: 'Westlands',
      dropoffLocation: 'Jomo Kenyatta International Airport',
      distanceKm: ride.distanceKm,
      tripMinutes: ride.estimatedTime,
      fareBreakdown: { base: '2.00', distance: (fare.distanceCents / 100).toFixed(2), time: (fare.timeCents / 100).toFixed(2) },
      fare: (row.fare_cents / 100).toFixed(2),
      tip: '3.00',
      total: ((row.fare_cents + 300) / 100).toFixed(2),
      paymentMethod: 'card',
      cardLast4: '4242',
    });
    expect(receipt.route.length).toBeGreaterThanOrEqual(2);
    expect(Date.parse(receipt.completedAt)).toBeGreaterThan(Date.parse(receipt.startedAt));

    const early = await book();
    const notYet = await app.fetch(`/api/taxi-bookings/${early.id}/receipt`, { headers: { cookie } });
    expect(notYet.status).toBe(409);
    const stranger = await app.fetch(`/api/taxi-bookings/${ride.id}/receipt`, { headers: { cookie: await sessionCookie(app, await createUser(app)) } });
    expect(stranger.status).toBe(404);
  });
});
