// Rides booked for later: the fare fixed at booking, nothing dispatched until 15 minutes before
// the pickup time, then the ride starts (same id and booking) timed to reach the pickup then;
// two dispatch runs at once dispatch a ride once; free cancellation before dispatch; and the
// pickup time refused when past or more than 7 days ahead. Time moves by moving pickup_at in
// the database (the dispatch compares it with the database's clock): never a sleep.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { SessionUser } from '../../src/server/features/auth';
import { dispatchDueRides } from '../../src/server/features/taxi/scheduled-rides';
import type { ScheduledRide } from '@shared/schemas/taxi';
import { createUser, sessionCookie, sql } from './travel-fixtures';
import { NAIROBI_TRIP, leaveFreeDrivers, resetFleet, runAhead } from './taxi-support';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let app: TestApp;
let traveller: SessionUser;
beforeAll(async () => {
  app = await createTestApp({ JOB_WORKER: false });
});
afterAll(() => app?.close());
beforeEach(async () => {
  await resetFleet(app);
  // Rides of earlier tests must not take this test's drivers.
  await sql(app, `update scheduled_ride set status = 'cancelled' where status = 'scheduled'`);
  traveller = await createUser(app);
});

const api = (user: SessionUser | null = traveller) => app.caller(user);

async function bookLater(inMs: number, user = traveller): Promise<ScheduledRide> {
  const quote = await api(user).taxi.estimate(NAIROBI_TRIP);
  return api(user).taxi.bookLater({
    ...NAIROBI_TRIP,
    quoteId: quote.quoteId,
    estimatedFare: quote.estimatedFare,
    currency: 'USD',
    pickupAt: new Date(Date.now() + inMs).toISOString(),
  });
}

/** Moves the ride's pickup time to `inMs` from the database's now. */
const movePickup = (id: string, inMs: number) =>
  sql(app, `update scheduled_ride set pickup_at = now() + make_interval(secs => ?) where id = ?`, [inMs / 1000, id]);
/** One dispatch run, in its own transaction, as the recurring job does it. */
const dispatchRun = () => app.orm.em.fork().transactional((tx) => dispatchDueRides(tx, app.config));
const rideRows = (id: string) =>
  sql<{ status: string; driver_id: string; booking_id: string }>(app, `select status, driver_id, booking_id from ride where id = ?`, [id]);
const scheduledRow = async (id: string) =>
  (await sql<{ status: string; pickup_at: Date }>(app, `select status, pickup_at from scheduled_ride where id = ?`, [id]))[0];

describe('POST /api/scheduled-rides', () => {
  it('books the ride for later at the quoted fare: in My Bookings with its time, not dispatched an hour ahead', async () => {
    const quote = await api().taxi.estimate(NAIROBI_TRIP);
    const pickupAt = new Date(Date.now() + HOUR);
    const cookie = await sessionCookie(app, traveller);
    const res = await app.fetch('/api/scheduled-rides', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ ...NAIROBI_TRIP, quoteId: quote.quoteId, estimatedFare: quote.estimatedFare, currency: 'USD', pickupAt: pickupAt.toISOString() }),
    });
    expect(res.status).toBe(201);
    const scheduled = (await res.json()) as ScheduledRide;
    expect(scheduled).toMatchObject({
      status: 'scheduled',
      estimatedFare: quote.estimatedFare,
      pickupLocation: 'Westlands',
      vehicleType: 'Economy',
      passengers: 2,
    });
    expect(Date.parse(scheduled.pickupAt)).toBe(pickupAt.getTime());
    expect(Date.parse(scheduled.dispatchAt)).toBe(pickupAt.getTime() - 15 * MINUTE);

    const bookings = await api().bookings.list();
    const booking = bookings.find((row) => row.id === scheduled.bookingId)!;
    expect(booking).toMatchObject({ type: 'ride', status: 'confirmed', totalAmount: quote.estimatedFare });
    expect(booking.bookingDetails).toMatchObject({ pickupAt: pickupAt.toISOString(), detailPath: `/rides/${scheduled.id}` });
    expect((await api().taxi.scheduled()).map((ride) => ride.id)).toEqual([scheduled.id]);

    // An hour ahead: the job runs and leaves it waiting, with no driver taken.
    expect(await dispatchRun()).toEqual([]);
    await runAhead(app, 61_000);
    expect(await rideRows(scheduled.id)).toEqual([]);
    expect((await scheduledRow(scheduled.id)).status).toBe('scheduled');
    await expect(api().taxi.get({ id: scheduled.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is dispatched by the job once within 15 minutes of the pickup, timed to reach the pickup then', async () => {
    const scheduled = await bookLater(2 * HOUR);
    await movePickup(scheduled.id, 14 * MINUTE);
    const { pickup_at: pickupAt } = await scheduledRow(scheduled.id);
    // The recurring job (as any instance's worker runs it).
    await runAhead(app, 61_000);
    const rides = await rideRows(scheduled.id);
    expect(rides).toHaveLength(1);
    expect(rides[0].booking_id).toBe(scheduled.bookingId);
    expect((await scheduledRow(scheduled.id)).status).toBe('dispatched');
    const ride = await api().taxi.get({ id: scheduled.id });
    expect(ride.status).toBe('driver_assigned');
    expect(ride.estimatedFare).toBe(scheduled.estimatedFare);
    // The car sets off so as to reach the pickup at the time booked (to the second).
    expect(Math.abs(Date.parse(ride.estimatedArrival) - new Date(pickupAt).getTime())).toBeLessThan(1000);
    expect((await sql<{ status: string }>(app, `select status from driver where id = ?`, [rides[0].driver_id]))[0].status).toBe('on_ride');
    // It is no longer among the rides waiting, and cannot be cancelled as one.
    expect(await api().taxi.scheduled()).toEqual([]);
    await expect(api().taxi.cancelScheduled({ id: scheduled.id })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('two dispatch runs at once dispatch a ride once', async () => {
    const rides = await Promise.all([bookLater(HOUR), bookLater(HOUR, await createUser(app)), bookLater(HOUR, await createUser(app))]);
    for (const ride of rides) await movePickup(ride.id, 10 * MINUTE);
    const [first, second] = await Promise.all([dispatchRun(), dispatchRun()]);
    const ids = rides.map((ride) => ride.id).sort();
    expect([...first, ...second].sort()).toEqual(ids);
    for (const ride of rides) expect(await rideRows(ride.id)).toHaveLength(1);
    const drivers = await sql<{ n: number }>(app, `select count(distinct driver_id)::int as n from ride where id in (?, ?, ?)`, ids);
    expect(drivers[0].n).toBe(3);
    expect(await dispatchRun()).toEqual([]);
  });

  it('refuses a pickup time in the past or more than 7 days ahead with a 400 naming pickupAt', async () => {
    const cookie = await sessionCookie(app, traveller);
    const quote = await api().taxi.estimate(NAIROBI_TRIP);
    for (const [pickupAt, message] of [
      [new Date(Date.now() - MINUTE).toISOString(), 'pickupAt: The pickup time has passed: choose a later time, or book for now.'],
      [new Date(Date.now() + 7 * 24 * HOUR + HOUR).toISOString(), 'pickupAt: Rides can be booked at most 7 days ahead.'],
      ['tomorrow at 8', 'pickupAt: Expected a date and time like 2026-12-01T08:30:00+03:00'],
    ]) {
      const res = await app.fetch('/api/scheduled-rides', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ ...NAIROBI_TRIP, quoteId: quote.quoteId, pickupAt }),
      });
      expect(res.status, pickupAt).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(message);
    }
    // Nothing was booked, and the quote is still good for a valid time.
    expect(await api().taxi.scheduled()).toEqual([]);
    const ok = await api().taxi.bookLater({ ...NAIROBI_TRIP, quoteId: quote.quoteId, pickupAt: new Date(Date.now() + 7 * 24 * HOUR - HOUR).toISOString() });
    expect(ok.status).toBe('scheduled');
  });

  it('is cancelled free before dispatch, by its traveller only, and then never dispatched', async () => {
    const scheduled = await bookLater(3 * HOUR);
    await expect(api(await createUser(app)).taxi.cancelScheduled({ id: scheduled.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const cancelled = await api().taxi.cancelScheduled({ id: scheduled.id });
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    const booking = (await api().bookings.list()).find((row) => row.id === scheduled.bookingId)!;
    expect(booking).toMatchObject({ status: 'cancelled', totalAmount: '0.00' });
    await expect(api().taxi.cancelScheduled({ id: scheduled.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    await movePickup(scheduled.id, 5 * MINUTE);
    expect(await dispatchRun()).toEqual([]);
    expect(await rideRows(scheduled.id)).toEqual([]);
  });

  it('waits for a free driver until the pickup time, then gives up without charging', async () => {
    const scheduled = await bookLater(HOUR);
    await movePickup(scheduled.id, 10 * MINUTE);
    await leaveFreeDrivers(app, 'nairobi', 'Economy', 0);
    expect(await dispatchRun()).toEqual([]);
    expect((await scheduledRow(scheduled.id)).status).toBe('scheduled');
    await movePickup(scheduled.id, -MINUTE);
    expect(await dispatchRun()).toEqual([]);
    expect((await scheduledRow(scheduled.id)).status).toBe('no_driver');
    const booking = (await api().bookings.list()).find((row) => row.id === scheduled.bookingId)!;
    expect(booking).toMatchObject({ status: 'cancelled', totalAmount: '0.00' });
  });
});
