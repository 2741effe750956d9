// Taxi rides: booking at the server's fare with the nearest free driver, the simulated ride
// (persistent jobs) through every status, payment at the end, cancellation terms, the share
// link, My Bookings, and the races: 20 bookings for 3 drivers, and a double-tapped Confirm.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingStateWord } from '@shared/booking-vocabulary';
import { createTestApp, type TestApp } from '../support/test-app';
import type { SessionUser } from '../../src/server/features/auth';
import { distanceKm } from '@shared/geo';
import { demoDrivers } from '@db/seeders/demo/drivers';
import { demoPlaces } from '@db/seeders/demo/places';
import type { Ride } from '@shared/schemas/taxi';
import { createUser, sessionCookie, sql } from './travel-fixtures';
import { Inbox, sseClient } from './platform-support';
import { NAIROBI_TRIP, followTopic, leaveFreeDrivers, notificationsOf, resetFleet, runAhead } from './taxi-support';

const HOUR = 3_600_000;
const VISA = '4242 4242 4242 4242';

let app: TestApp;
let traveller: SessionUser;
beforeAll(async () => {
  app = await createTestApp({ JOB_WORKER: false });
});
afterAll(() => app?.close());
beforeEach(async () => {
  await resetFleet(app);
  traveller = await createUser(app);
});

const api = (user: SessionUser | null = traveller) => app.caller(user);

async function book(options: { user?: SessionUser; paymentMethod?: 'cash' | 'card'; trip?: Partial<typeof NAIROBI_TRIP> } = {}): Promise<Ride> {
  const user = options.user ?? traveller;
  const trip = { ...NAIROBI_TRIP, ...options.trip };
  const quote = await api(user).taxi.estimate(trip);
  return api(user).taxi.book({
    ...trip,
    quoteId: quote.quoteId,
    estimatedFare: quote.estimatedFare,
    currency: 'USD',
    ...(options.paymentMethod === 'card' ? { paymentMethod: 'card', cardNumber: VISA } : {}),
  });
}

const rideRow = async (id: string) =>
  (
    await sql<{ status: string; step: number; driver_id: string; arrived_at: Date | null; lat: number; lng: number }>(app, `select * from ride where id = ?`, [
      id,
    ])
  )[0];
const driverRow = async (id: string) =>
  (await sql<{ status: string; lat: number; lng: number }>(app, `select status, lat, lng from driver where id = ?`, [id]))[0];
const paymentsOf = (bookingId: string) =>
  sql<{ method: string; status: string; amount_cents: number; card_last4: string }>(
    app,
    `select method, status, amount_cents, card_last4 from payment where booking_id = ?`,
    [bookingId],
  );

describe('POST /api/taxi-bookings', () => {
  it('needs a signed-in traveller', async () => {
    const res = await app.fetch('/api/taxi-bookings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(NAIROBI_TRIP) });
    expect(res.status).toBe(401);
  });

  it('assigns the nearest free driver and answers the spec’s fields, at the quoted fare', async () => {
    const cookie = await sessionCookie(app, traveller);
    const quote = await api().taxi.estimate(NAIROBI_TRIP);
    const res = await app.fetch('/api/taxi-bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ ...NAIROBI_TRIP, quoteId: quote.quoteId, estimatedFare: quote.estimatedFare, currency: 'USD' }),
    });
    expect(res.status).toBe(201);
    const ride: Ride = await res.json();

    const westlands = demoPlaces.find((place) => place.name === 'Westlands')!;
    const nearest = demoDrivers
      .filter((driver) => driver.cityId === 'nairobi' && driver.vehicleType === 'Economy')
      .sort((a, b) => distanceKm(a.start, westlands) - distanceKm(b.start, westlands))[0];
    const approachSeconds = Math.max(60, Math.round(((distanceKm(nearest.start, westlands) * 1.3) / 30) * 3600));
    expect(ride).toMatchObject({
      driverName: nearest.name,
      driverRating: nearest.rating,
      vehicleType: 'Economy',
      plateNumber: nearest.plateNumber,
      status: 'driver_assigned',
      estimatedArrivalMinutes: Math.ceil(approachSeconds / 60),
      estimatedFare: quote.estimatedFare,
      pickupLocation: 'Westlands',
      dropoffLocation: 'Jomo Kenyatta International Airport',
      passengers: 2,
      paymentMethod: 'cash',
      driver: { phone: nearest.phone, make: nearest.vehicle.make, model: nearest.vehicle.model },
      position: nearest.start,
      step: 0,
    });
    expect(Date.parse(ride.estimatedArrival) - Date.parse(ride.createdAt)).toBe(approachSeconds * 1000);
    expect(ride.sharePath).toMatch(/^\/track\/ride\/[A-Za-z0-9_-]{22}$/);

    expect((await driverRow(await (await rideRow(ride.id)).driver_id)).status).toBe('on_ride');
    const [booking] = await sql<{ type: string; status: string; total_cents: number; booking_details: { detailPath: string; itemName: string } }>(
      app,
      `select type, status, total_cents, booking_details from booking where id = ?`,
      [ride.bookingId],
    );
    expect(booking).toMatchObject({ type: 'ride', status: 'confirmed', total_cents: Math.round(Number(quote.estimatedFare) * 100) });
    expect(booking.booking_details).toMatchObject({ itemName: 'Taxi: Westlands → Jomo Kenyatta International Airport', detailPath: `/rides/${ride.id}` });
    expect(await notificationsOf(app, traveller)).toEqual([
      { kind: 'ride.status', params: { status: 'driver_assigned', driverName: nearest.name }, link: `/rides/${ride.id}` },
    ]);
  });

  it('takes the fare from the quote: a different estimatedFare, a used, expired or other trip’s quote is refused', async () => {
    const quote = await api().taxi.estimate(NAIROBI_TRIP);
    await expect(api().taxi.book({ ...NAIROBI_TRIP, quoteId: quote.quoteId, estimatedFare: '1.00' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `estimatedFare: The fare for this trip is $${quote.estimatedFare}, not $1.00: confirm the new fare.`,
    });
    await expect(api().taxi.book({ ...NAIROBI_TRIP, passengers: 3, quoteId: quote.quoteId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'quoteId: This fare estimate is for another trip: get a new estimate.',
    });
    await api().taxi.book({ ...NAIROBI_TRIP, quoteId: quote.quoteId });
    await expect(api().taxi.book({ ...NAIROBI_TRIP, quoteId: quote.quoteId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'quoteId: This fare estimate was already used to book a ride.',
    });

    const late = await api().taxi.estimate(NAIROBI_TRIP);
    await sql(app, `update taxi_quote set expires_at = now() - interval '1 second' where id = ?`, [late.quoteId]);
    await expect(api().taxi.book({ ...NAIROBI_TRIP, quoteId: late.quoteId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'quoteId: This fare estimate has expired (they last 10 minutes): get a new estimate.',
    });
  });

  it('quotes on the spot when no quoteId is sent (the spec’s payload), and checks its fare too', async () => {
    const { estimatedFare } = await api().taxi.estimate(NAIROBI_TRIP);
    const ride = await api().taxi.book({ pickupLocation: 'Westlands', dropoffLocation: 'JKIA', passengers: 2, estimatedFare, currency: 'USD' });
    expect(ride.estimatedFare).toBe(estimatedFare);
    await expect(api().taxi.book({ ...NAIROBI_TRIP, estimatedFare: '0.50' })).rejects.toMatchObject({ code: 'CONFLICT' });
    const euros = await app.fetch('/api/taxi-bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await sessionCookie(app, traveller) },
      body: JSON.stringify({ ...NAIROBI_TRIP, currency: 'EUR' }),
    });
    expect(euros.status).toBe(400);
    expect((await euros.json()).message).toBe('currency: Rides are charged in USD');
    const cookie = await sessionCookie(app, traveller);
    for (const [body, message] of [
      [{ estimatedFare: 'cheap' }, 'estimatedFare: Expected an amount like "12.50"'],
      [{ quoteId: 'q-1' }, 'quoteId: Expected a quoteId from POST /api/taxi-fare-estimate'],
      [{ passengers: 5 }, 'passengers: Must be a whole number from 1 to 4'],
      [{ dropoffLocation: '' }, 'dropoffLocation: Missing Information - Please enter pickup and dropoff locations.'],
    ] as const) {
      const res = await app.fetch('/api/taxi-bookings', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ ...NAIROBI_TRIP, ...body }),
      });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    const unknownQuote = await app.fetch('/api/taxi-bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ ...NAIROBI_TRIP, quoteId: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(unknownQuote.status).toBe(400);
    expect((await unknownQuote.json()).message).toBe('quoteId: No such fare estimate: get an estimate first.');
    const badId = await app.fetch('/api/taxi-bookings/not-a-ride', { headers: { cookie } });
    expect(badId.status).toBe(400);
    expect((await badId.json()).message).toBe('id: Expected a ride id');
  });

  it('checks a card now (declined: 402, nothing booked) and asks for one only for card payments', async () => {
    const quote = await api().taxi.estimate(NAIROBI_TRIP);
    await expect(api().taxi.book({ ...NAIROBI_TRIP, quoteId: quote.quoteId, paymentMethod: 'card', cardNumber: '4000 0000 0000 0002' })).rejects.toMatchObject({
      code: 'PAYMENT_REQUIRED',
    });
    await expect(api().taxi.book({ ...NAIROBI_TRIP, quoteId: quote.quoteId, paymentMethod: 'card', cardNumber: '1234' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'cardNumber: Not a valid card number',
    });
    const cookie = await sessionCookie(app, traveller);
    for (const [body, message] of [
      [{ paymentMethod: 'card' }, 'cardNumber: Required for card payments'],
      [{ cardNumber: VISA }, 'cardNumber: Only for card payments'],
      [{ paymentMethod: 'bitcoin' }, 'paymentMethod: Choose cash or card'],
    ] as const) {
      const res = await app.fetch('/api/taxi-bookings', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ ...NAIROBI_TRIP, quoteId: quote.quoteId, ...body }),
      });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    const [stored] = await sql<{ used_at: Date | null }>(app, `select used_at from taxi_quote where id = ?`, [quote.quoteId]);
    expect(stored.used_at).toBeNull();
    const [{ busy }] = await sql<{ busy: number }>(app, `select count(*)::int as busy from driver where status = 'on_ride'`);
    expect(busy).toBe(0);
  });

  it('lets one traveller have at most 2 rides going on', async () => {
    await book();
    await book({ trip: { pickupLocation: 'Karen', dropoffLocation: 'Westlands' } });
    await expect(book({ trip: { pickupLocation: 'Gigiri', dropoffLocation: 'Westlands' } })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You already have 2 rides going on: wait for one to end or cancel it.',
    });
  });
});

describe('the ride', () => {
  it('goes through every status in order, step by step, and ends paid, delivered and Past', async () => {
    const ride = await book({ paymentMethod: 'card' });
    expect(await api().bookings.list({ tab: 'upcoming' })).toEqual([expect.objectContaining({ id: ride.bookingId, type: 'ride', canCancel: false })]);
    const events = followTopic(app, `ride:${ride.id}`);
    try {
      await runAhead(app, 6 * HOUR);
      const [row] = await sql<{ approach_steps: number; trip_steps: number; step: number; status: string; lat: number; lng: number }>(
        app,
        `select * from ride where id = ?`,
        [ride.id],
      );
      const steps = row.approach_steps + 1 + row.trip_steps;
      expect(row).toMatchObject({ status: 'completed', step: steps });
      const jkia = demoPlaces.find((place) => place.iataCode === 'NBO')!;
      expect({ lat: row.lat, lng: row.lng }).toEqual({ lat: jkia.lat, lng: jkia.lng });

      const received = [];
      for (let i = 0; i < steps; i++) received.push(await events.inbox.next());
      const progress = received.map((message) => (message.kind === 'event' ? (message.payload.progress as { step: number; status: string }) : null));
      expect(progress.map((p) => p?.step)).toEqual(Array.from({ length: steps }, (_, i) => i + 1));
      const statuses = progress.map((p) => p?.status).filter((status, i, all) => status !== all[i - 1]);
      expect(statuses).toEqual(['driver_assigned', 'driver_arriving', 'in_progress', 'completed'].slice(progress[0]?.status === 'driver_arriving' ? 1 : 0));
    } finally {
      events.stop();
    }

    const done = await api().taxi.get({ id: ride.id });
    expect(done).toMatchObject({ status: 'completed', etaAt: null });
    expect(Date.parse(done.completedAt!)).toBeGreaterThan(Date.parse(done.startedAt!));
    expect(Date.parse(done.startedAt!) - Date.parse(done.arrivedAt!)).toBe(60_000);
    expect(await paymentsOf(ride.bookingId!)).toEqual([
      { method: 'card', status: 'succeeded', amount_cents: Math.round(Number(ride.estimatedFare) * 100), card_last4: '4242' },
    ]);
    const driverId = (await rideRow(ride.id)).driver_id;
    expect(await driverRow(driverId)).toMatchObject({ status: 'free', lat: done.position.lat, lng: done.position.lng });
    const statuses = (await notificationsOf(app, traveller)).map((n) => n.params.status);
    expect(statuses).toEqual(['driver_assigned', 'driver_arriving', 'in_progress', 'completed']);
    expect(await api().bookings.list({ tab: 'upcoming' })).toEqual([]);
    const [past] = await api().bookings.list({ tab: 'past' });
    expect(past).toMatchObject({ id: ride.bookingId, status: 'confirmed', canCancel: false, fulfilledAt: done.completedAt });
    // My Bookings calls it completed, not confirmed.
    expect(bookingStateWord(past)).toBe('completed');
    const [jobs] = await sql<{ done: number; all: number }>(
      app,
      `select count(*) filter (where status = 'done')::int as done, count(*)::int as all from job where key like ?`,
      [`ride:${ride.id}:%`],
    );
    expect(jobs).toEqual({ done: done.step, all: done.step });
  });

  it('keeps to the timeline: steps are due from the booking by the driver’s distance and the trip’s duration, scaled', async () => {
    const fast = await createTestApp({ JOB_WORKER: false, RIDE_TIME_SCALE: 60 }, { databaseUrl: app.databaseUrl });
    try {
      await resetFleet(app);
      const quote = await fast.caller(traveller).taxi.estimate(NAIROBI_TRIP);
      const ride = await fast.caller(traveller).taxi.book({ ...NAIROBI_TRIP, quoteId: quote.quoteId });
      await fast.runDueJobs({ dueBy: new Date(Date.now() + HOUR) });
      const done = await fast.caller(traveller).taxi.get({ id: ride.id });
      const [row] = await sql<{ approach_seconds: number; duration_seconds: number }>(app, `select approach_seconds, duration_seconds from ride where id = ?`, [
        ride.id,
      ]);
      const since = (instant: string | null) => Date.parse(instant!) - Date.parse(done.createdAt);
      expect(since(done.arrivedAt)).toBe(Math.round((row.approach_seconds * 1000) / 60));
      expect(since(done.completedAt)).toBe(Math.round(((row.approach_seconds + 60 + row.duration_seconds) * 1000) / 60));
      expect(done.estimatedArrival).toBe(done.arrivedAt);
    } finally {
      await fast.close();
    }
  });

  it('is cancelled free until the driver arrives: nothing to pay, driver freed, later steps do nothing', async () => {
    const ride = await book({ paymentMethod: 'card' });
    const cancelled = await api().taxi.cancel({ id: ride.id });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationFee: '0.00', etaAt: null });
    const [booking] = await sql<{ status: string; total_cents: number }>(app, `select status, total_cents from booking where id = ?`, [ride.bookingId]);
    expect(booking).toEqual({ status: 'cancelled', total_cents: 0 });
    expect(await paymentsOf(ride.bookingId!)).toEqual([]);
    expect((await driverRow((await rideRow(ride.id)).driver_id)).status).toBe('free');
    await runAhead(app, 6 * HOUR);
    expect(await rideRow(ride.id)).toMatchObject({ status: 'cancelled', step: 0 });
    expect(await api().bookings.list({ tab: 'cancelled' })).toEqual([expect.objectContaining({ id: ride.bookingId, totalAmount: '0.00' })]);
    await expect(api().taxi.cancel({ id: ride.id })).rejects.toMatchObject({ code: 'CONFLICT', message: 'This ride is already cancelled.' });
  });

  it('costs the vehicle type’s fee once the driver waits at the pickup, charged to the card', async () => {
    const ride = await book({ paymentMethod: 'card', trip: { vehicleType: 'Comfort' } });
    await app.runDueJobs({ dueBy: new Date(Date.parse(ride.estimatedArrival) + 1_000) });
    const waiting = await api().taxi.get({ id: ride.id });
    expect(waiting).toMatchObject({ status: 'driver_arriving' });
    expect(waiting.arrivedAt).not.toBeNull();
    const cancelled = await api().taxi.cancel({ id: ride.id });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationFee: '3.00' });
    expect(await paymentsOf(ride.bookingId!)).toEqual([{ method: 'card', status: 'succeeded', amount_cents: 300, card_last4: '4242' }]);
    const [booking] = await api().bookings.list({ tab: 'cancelled' });
    expect(booking).toMatchObject({ totalAmount: '3.00', bookingDetails: { lines: [{ label: 'Cancellation fee (the driver had arrived)', amount: '3.00' }] } });
  });

  it('cannot be cancelled once the trip is under way or over, nor through My Bookings', async () => {
    const ride = await book();
    await expect(api().bookings.cancel({ id: ride.bookingId! })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Cancel a taxi ride on its Track Ride screen, where the cancellation terms are shown',
    });
    await app.runDueJobs({ dueBy: new Date(Date.parse(ride.estimatedArrival) + 61_000) });
    expect((await api().taxi.get({ id: ride.id })).status).toBe('in_progress');
    await expect(api().taxi.cancel({ id: ride.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'The trip is under way and can no longer be cancelled.',
    });
    await runAhead(app, 6 * HOUR);
    await expect(api().taxi.cancel({ id: ride.id })).rejects.toMatchObject({ code: 'CONFLICT', message: 'This ride is already over.' });
  });

  it('is visible to its traveller and staff only', async () => {
    const ride = await book();
    const stranger = await createUser(app);
    await expect(api(stranger).taxi.get({ id: ride.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api(stranger).taxi.cancel({ id: ride.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await api(await createUser(app, 'staff')).taxi.get({ id: ride.id })).id).toBe(ride.id);
    const list = await (await app.fetch('/api/taxi-bookings', { headers: { cookie: await sessionCookie(app, traveller) } })).json();
    expect(list.map((entry: Ride) => entry.id)).toEqual([ride.id]);
  });
});

describe('the share link', () => {
  it('shows the ride read-only to anyone, without the phone or booking, until an hour after the trip', async () => {
    const ride = await book({ paymentMethod: 'card' });
    const token = ride.sharePath!.split('/').pop()!;
    const res = await app.fetch(`/api/shared-rides/${token}`);
    expect(res.status).toBe(200);
    const shared: Ride = await res.json();
    expect(shared).toMatchObject({ id: ride.id, driverName: ride.driverName, plateNumber: ride.plateNumber, status: 'driver_assigned' });
    expect(shared).toMatchObject({ bookingId: null, confirmationCode: null, cardLast4: null, sharePath: null, driver: { phone: null } });

    await runAhead(app, 6 * HOUR);
    expect((await app.fetch(`/api/shared-rides/${token}`)).status).toBe(200);
    await sql(app, `update ride set completed_at = now() - interval '61 minutes' where id = ?`, [ride.id]);
    const expired = await app.fetch(`/api/shared-rides/${token}`);
    expect(expired.status).toBe(404);
    expect((await expired.json()).message).toBe('This shared trip link does not exist or has expired.');
    expect((await app.fetch('/api/shared-rides/not-a-token!')).status).toBe(400);
    const failed = new Inbox<unknown>();
    const subscription = sseClient(app).taxi.liveShared.subscribe({ token }, { onError: failed.push });
    try {
      expect(await failed.next()).toMatchObject({ data: { code: 'NOT_FOUND' } });
    } finally {
      subscription.unsubscribe();
    }
  });
});

describe('races', () => {
  it('20 concurrent bookings against 3 free drivers: 3 rides with 3 different drivers, 17 told no driver is nearby', async () => {
    await leaveFreeDrivers(app, 'kigali', 'Economy', 3);
    const racers = await Promise.all(Array.from({ length: 20 }, () => createUser(app)));
    const trip = {
      pickupLocation: 'Kigali Convention Centre',
      dropoffLocation: 'Kigali International Airport',
      passengers: 1,
      vehicleType: 'Economy',
    } as const;
    const quotes = await Promise.all(racers.map((user) => api(user).taxi.estimate(trip)));
    const results = await Promise.allSettled(racers.map((user, i) => api(user).taxi.book({ ...trip, quoteId: quotes[i].quoteId })));
    const won = results.filter((result): result is PromiseFulfilledResult<Ride> => result.status === 'fulfilled');
    const lost = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(won).toHaveLength(3);
    expect(new Set(won.map((result) => result.value.plateNumber)).size).toBe(3);
    expect(lost).toHaveLength(17);
    for (const loss of lost) expect(loss.reason).toMatchObject({ code: 'CONFLICT', message: 'No drivers available nearby' });
    const [{ active, drivers, quotes: used }] = await sql<{ active: number; drivers: number; quotes: number }>(
      app,
      `select (select count(*)::int from ride where status = 'driver_assigned' and city_id = 'kigali') as active,
              (select count(distinct driver_id)::int from ride where status = 'driver_assigned' and city_id = 'kigali') as drivers,
              (select count(*)::int from taxi_quote where id in (${quotes.map(() => '?').join(', ')}) and used_at is not null) as quotes`,
      quotes.map((quote) => quote.quoteId),
    );
    expect({ active, drivers, used }).toEqual({ active: 3, drivers: 3, used: 3 });
  });

  it('a Confirm tapped 10 times at once books one ride', async () => {
    const quote = await api().taxi.estimate(NAIROBI_TRIP);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => api().taxi.book({ ...NAIROBI_TRIP, quoteId: quote.quoteId })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [{ rides }] = await sql<{ rides: number }>(app, `select count(*)::int as rides from ride where user_id = ?`, [traveller.id]);
    expect(rides).toBe(1);
  });

  it('the database itself refuses a second active ride for one driver', async () => {
    const ride = await book();
    const other = await book({ user: await createUser(app) });
    const driverId = (await rideRow(ride.id)).driver_id;
    await expect(sql(app, `update ride set driver_id = ? where id = ?`, [driverId, other.id])).rejects.toThrow(/ride_one_active_per_driver/);
  });
});
