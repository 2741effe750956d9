import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { Booking } from '@shared/schemas/bookings';
import { createCar, createFlight, createHotel, createUser, inDays, passengers, sessionCookie, sql, tourDepartureWithPlaces } from './travel-fixtures';
import { addMonths } from '../../src/server/features/bookings/travellers';
import { openSecret } from '../../src/server/core/secret-box';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ PAYMENT_DELAY_MS: 0 });
});
afterAll(() => app?.close());

/** The answer's status and body, and the field a 400 names (its own, or its first schema issue's). */
async function call<T>(
  path: string,
  cookie: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T; field?: string }> {
  const res = await app.fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const parsed = (text ? JSON.parse(text) : undefined) as T & { field?: string; issues?: { path: string }[] };
  return { status: res.status, body: parsed, field: parsed?.field ?? parsed?.issues?.[0]?.path };
}

const flightDate = () => inDays(12);
const traveller = (changes: Record<string, unknown> = {}) => ({ ...passengers(1)[0], ...changes });

/** POST /api/bookings for a flight of its own; the answer's status and body. */
async function bookFlight(travellers: unknown[], options: { to?: string; quantity?: number } = {}) {
  const user = await createUser(app);
  const cookie = await sessionCookie(app, user);
  const itemId = await createFlight(app, { seats: 4, date: flightDate(), to: options.to });
  const res = await call<Booking & { message?: string }>('/api/bookings', cookie, {
    type: 'flight',
    itemId,
    quantity: options.quantity ?? travellers.length,
    travellers,
  });
  return { ...res, user, cookie, itemId };
}

describe('who travels on a flight', () => {
  it('names each invalid field of each passenger in a 400, and holds nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ givenNames: '' }, 'travellers.1.givenNames'],
      [{ surname: 'A\u0000B' }, 'travellers.1.surname'],
      [{ dateOfBirth: '1990-02-30' }, 'travellers.1.dateOfBirth'],
      [{ dateOfBirth: inDays(3) }, 'travellers.1.dateOfBirth'],
      [{ nationality: 'XX' }, 'travellers.1.nationality'],
      [{ passportNumber: 'AB 12' }, 'travellers.1.passportNumber'],
      [{ passportExpiry: '2030-13-01' }, 'travellers.1.passportExpiry'],
    ];
    for (const [changes, field] of cases) {
      const res = await bookFlight([traveller(), traveller(changes)]);
      expect(res.status, field).toBe(400);
      expect(res.field, JSON.stringify(changes)).toBe(field);
      const [{ booked }] = await sql<{ booked: number }>(app, `select booked from flight_seat where id = ?`, [res.itemId]);
      expect(booked).toBe(0);
    }
    const fewer = await bookFlight([traveller()], { quantity: 2 });
    expect(fewer).toMatchObject({ status: 400, field: 'travellers' });
  });

  it('needs passports on an international route and not on a domestic one', async () => {
    const { passportNumber: _n, passportExpiry: _e, ...withoutPassport } = traveller();
    const international = await bookFlight([withoutPassport]);
    expect(international.status).toBe(400);
    expect(international).toMatchObject({ field: 'travellers.0.passportNumber' });
    const noExpiry = await bookFlight([{ ...withoutPassport, passportNumber: 'AK1234567' }]);
    expect(noExpiry).toMatchObject({ field: 'travellers.0.passportExpiry' });

    const domestic = await bookFlight([withoutPassport], { to: 'MBA' });
    expect(domestic.status).toBe(201);
    expect(domestic.body.bookingDetails.international).toBe(false);
    expect(domestic.body.travellers?.passengers).toEqual([{ ...withoutPassport, passportNumber: null, passportExpiry: null }]);
  });

  it('refuses a passport valid less than 6 months after arrival', async () => {
    const sixMonthsAfter = addMonths(flightDate(), 6);
    const dayBefore = new Date(Date.parse(`${sixMonthsAfter}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const tooSoon = await bookFlight([traveller({ passportExpiry: dayBefore })]);
    expect(tooSoon.status).toBe(400);
    expect(tooSoon).toMatchObject({ field: 'travellers.0.passportExpiry' });
    expect(tooSoon.body.message).toContain(sixMonthsAfter);
    expect((await bookFlight([traveller({ passportExpiry: sixMonthsAfter })])).status).toBe(201);
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
  });

  it('stores the passport number sealed and answers it masked everywhere; staff see it masked too', async () => {
    const { status, body, cookie, user } = await bookFlight([traveller({ passportNumber: 'ak9081234' })]);
    expect(status).toBe(201);
    const masked = { givenNames: 'Amina 1', surname: 'Hassan', nationality: 'KE', passportNumber: '••••1234' };
    expect(body.travellers?.passengers).toEqual([expect.objectContaining(masked)]);

    const [row] = await sql<{ travellers: string }>(app, `select travellers::text from booking where id = ?`, [body.id]);
    expect(row.travellers).not.toContain('AK9081234');
    expect(row.travellers).toContain('Hassan');
    const sealed = (JSON.parse(row.travellers) as { passengers: { passport: { sealed: string } }[] }).passengers[0].passport.sealed;
    expect(openSecret(sealed, app.config.SECRET_ENCRYPTION_KEY)).toBe('AK9081234');

    const answers = [
      await call(`/api/bookings/${body.id}`, cookie),
      await call('/api/bookings', cookie),
      await call(`/api/bookings/${body.id}`, await sessionCookie(app, await createUser(app, 'staff'))),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain('9081234');
      expect(JSON.stringify(answer.body)).toContain('••••1234');
    }
    const paid = await call<{ booking: Booking }>('/api/payments', cookie, { bookingId: body.id, method: 'paypal' }, { 'idempotency-key': randomUUID() });
    expect(paid.status).toBe(200);
    expect(JSON.stringify(paid.body)).not.toContain('9081234');
    expect(JSON.stringify(await app.caller(user).bookings.get({ id: body.id }))).not.toContain('9081234');
  });

  it('shows staff the full passport number on request, and records each read in the audit trail', async () => {
    const { body, cookie } = await bookFlight([traveller({ passportNumber: 'PX7712345' }), traveller({ passportNumber: 'PX7767890' })]);
    const staff = await createUser(app, 'staff');
    const staffCookie = await sessionCookie(app, staff);
    const path = `/api/bookings/${body.id}/travellers/passport`;
    const audited = async () =>
      sql<{ actor_username: string; after: { passenger: number } }>(
        app,
        `select actor_username, after from audit_event where action = 'passport.reveal' and item_id = ? order by id`,
        [body.id],
      );

    // The owner, and any traveller, are answered masked numbers only: this read is for staff.
    expect((await call(path, cookie, { passenger: 0 })).status).toBe(403);
    expect(await audited()).toEqual([]);

    const second = await call<{ passportNumber: string; passportExpiry: string }>(path, staffCookie, { passenger: 1 });
    expect(second).toMatchObject({ status: 200, body: { passportNumber: 'PX7767890' } });
    expect((await call(path, staffCookie, { passenger: 1 })).status).toBe(200);
    const events = await audited();
    expect(events).toEqual([
      { actor_username: staff.username, after: { passenger: 2 } },
      { actor_username: staff.username, after: { passenger: 2 } },
    ]);
    // The trail says who read which passenger's number, never the number.
    const [trail] = await sql<{ text: string }>(app, `select string_agg(row_to_json(audit_event)::text, ' ') as text from audit_event where item_id = ?`, [
      body.id,
    ]);
    expect(trail.text).not.toContain('7767890');

    expect(await call(path, staffCookie, { passenger: 2 })).toMatchObject({ status: 404 });
    expect(await call(`/api/bookings/${randomUUID()}/travellers/passport`, staffCookie, { passenger: 0 })).toMatchObject({ status: 404 });
    expect(await call(path, staffCookie, { passenger: -1 })).toMatchObject({ status: 400, field: 'passenger' });
    expect((await audited()).length).toBe(2);
  });

  it('refuses to pay a flight without its passengers (400), until they are given', async () => {
    const user = await createUser(app);
    const cookie = await sessionCookie(app, user);
    const booking = await app.caller(user).bookings.create({ type: 'flight', itemId: await createFlight(app, { seats: 2, date: flightDate() }), quantity: 2 });
    const pay = () => call('/api/payments', cookie, { bookingId: booking.id, method: 'paypal' }, { 'idempotency-key': randomUUID() });
    const refused = await pay();
    expect(refused).toMatchObject({ status: 400, field: 'travellers' });
    // Mobile money too: no push is sent for a flight whose passengers are not named.
    await expect(
      app.caller(user).payments.mobileMoney.start({ bookingId: booking.id, country: 'KE', phone: '0712345678', idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await sql(app, `select count(*)::int as n from mobile_money_push where booking_id = ?`, [booking.id])).toEqual([{ n: 0 }]);

    const one = await call(`/api/bookings/${booking.id}/travellers`, cookie, { travellers: passengers(1) });
    expect(one).toMatchObject({ status: 400, field: 'travellers' });
    const wrongKind = await call(`/api/bookings/${booking.id}/travellers`, cookie, {
      driver: { name: 'A', age: 30, licenceNumber: 'X1', licenceCountry: 'KE' },
    });
    expect(wrongKind).toMatchObject({ status: 400, field: 'driver' });
    const stranger = await call(`/api/bookings/${booking.id}/travellers`, await sessionCookie(app, await createUser(app)), { travellers: passengers(2) });
    expect(stranger.status).toBe(404);
    const named = await call<Booking>(`/api/bookings/${booking.id}/travellers`, cookie, { travellers: passengers(2) });
    expect(named.status).toBe(200);
    expect(named.body.travellers?.passengers).toHaveLength(2);
    expect((await pay()).status).toBe(200);
    expect((await call(`/api/bookings/${booking.id}/travellers`, cookie, { travellers: passengers(2) })).status).toBe(409);
  });
});

describe('who stays and who drives', () => {
  it("keeps a hotel's lead guest, arrival time and special request as plain text", async () => {
    const user = await createUser(app);
    const cookie = await sessionCookie(app, user);
    const hotelId = await createHotel(app, { rooms: 2 });
    const base = { type: 'hotel', itemId: hotelId, startDate: inDays(20), endDate: inDays(22) };
    const badTime = await call('/api/bookings', cookie, { ...base, leadGuest: { name: 'Juma Ali', arrivalTime: '25:00' } });
    expect(badTime).toMatchObject({ status: 400, field: 'leadGuest.arrivalTime' });
    const control = await call('/api/bookings', cookie, { ...base, leadGuest: { name: 'Juma Ali', specialRequest: 'Quiet\u0007 room' } });
    expect(control).toMatchObject({ status: 400, field: 'leadGuest.specialRequest' });
    const ok = await call<Booking>('/api/bookings', cookie, {
      ...base,
      leadGuest: { name: 'Juma Ali', arrivalTime: '21:30', specialRequest: 'A quiet room,\nplease' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.travellers).toEqual({ leadGuest: { name: 'Juma Ali', arrivalTime: '21:30', specialRequest: 'A quiet room,\nplease' } });
  });

  it("refuses a car's driver under 21, and a driver on a hotel", async () => {
    const user = await createUser(app);
    const cookie = await sessionCookie(app, user);
    const base = { type: 'car', itemId: await createCar(app, { units: 2 }), startDate: inDays(20), endDate: inDays(22) };
    const driver = { name: 'Neema Otieno', age: 20, licenceNumber: 'DL-55821', licenceCountry: 'ke' };
    expect(await call('/api/bookings', cookie, { ...base, driver })).toMatchObject({ status: 400, field: 'driver.age' });
    expect(await call('/api/bookings', cookie, { ...base, driver: { ...driver, age: 30, licenceCountry: 'Kenya' } })).toMatchObject({
      status: 400,
      field: 'driver.licenceCountry',
    });
    const ok = await call<Booking>('/api/bookings', cookie, { ...base, driver: { ...driver, age: 21 } });
    expect(ok.status).toBe(201);
    expect(ok.body.travellers).toEqual({ driver: { ...driver, age: 21, licenceCountry: 'KE' } });
    const hotel = await call('/api/bookings', cookie, {
      type: 'hotel',
      itemId: await createHotel(app, { rooms: 1 }),
      startDate: inDays(20),
      endDate: inDays(21),
      driver: { ...driver, age: 30 },
    });
    expect(hotel).toMatchObject({ status: 400, field: 'driver' });
  });
});

describe('who takes each place on a tour', () => {
  const named = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ givenNames: `Baraka ${index + 1}`, surname: 'Kamau', dietary: { choice: 'vegetarian', note: 'No eggs' } }));

  it('refuses to pay a tour until each place is named (400 naming tourTravellers), then keeps names and dietary needs', async () => {
    const user = await createUser(app);
    const cookie = await sessionCookie(app, user);
    const startDate = await tourDepartureWithPlaces(app, 'tour-6', 10);
    const created = await call<Booking>('/api/bookings', cookie, { type: 'tour', itemId: 'tour-6', startDate, quantity: 2 });
    expect(created.status).toBe(201);
    const pay = () => call('/api/payments', cookie, { bookingId: created.body.id, method: 'paypal' }, { 'idempotency-key': randomUUID() });
    expect(await pay()).toMatchObject({ status: 400, field: 'tourTravellers' });
    await expect(
      app.caller(user).payments.mobileMoney.start({ bookingId: created.body.id, country: 'KE', phone: '0712345678', idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const path = `/api/bookings/${created.body.id}/travellers`;
    expect(await call(path, cookie, { tourTravellers: named(1) })).toMatchObject({ status: 400, field: 'tourTravellers' });
    expect(await call(path, cookie, { travellers: passengers(2) })).toMatchObject({ status: 400, field: 'travellers' });
    const longNote = named(2).map((t, i) => (i === 1 ? { ...t, dietary: { choice: 'allergy', note: 'x'.repeat(121) } } : t));
    expect(await call(path, cookie, { tourTravellers: longNote })).toMatchObject({ status: 400, field: 'tourTravellers.1.dietary.note' });
    const badChoice = named(2).map((t, i) => (i === 0 ? { ...t, dietary: { choice: 'paleo' } } : t));
    expect(await call(path, cookie, { tourTravellers: badChoice })).toMatchObject({ status: 400, field: 'tourTravellers.0.dietary.choice' });
    expect(await call(path, cookie, { tourTravellers: [{ givenNames: '', surname: 'Kamau' }, named(1)[0]] })).toMatchObject({
      status: 400,
      field: 'tourTravellers.0.givenNames',
    });

    const given = await call<Booking>(path, cookie, {
      tourTravellers: [
        { givenNames: 'Baraka', surname: 'Kamau', dietary: { choice: 'allergy', note: 'Peanuts' } },
        { givenNames: 'Neema', surname: 'Kamau' },
      ],
    });
    expect(given.status).toBe(200);
    expect(given.body.travellers).toEqual({
      tourTravellers: [
        { givenNames: 'Baraka', surname: 'Kamau', dietary: { choice: 'allergy', note: 'Peanuts' } },
        { givenNames: 'Neema', surname: 'Kamau', dietary: null },
      ],
    });
    expect((await pay()).status).toBe(200);
    // The staff view of the booking reads them too.
    const staffView = await call<Booking>(`/api/bookings/${created.body.id}`, await sessionCookie(app, await createUser(app, 'staff')));
    expect(staffView.body.travellers?.tourTravellers?.map((t) => t.givenNames)).toEqual(['Baraka', 'Neema']);
  });

  it('takes the names at booking, one per place, and only on a tour', async () => {
    const user = await createUser(app);
    const cookie = await sessionCookie(app, user);
    const startDate = await tourDepartureWithPlaces(app, 'tour-7', 10);
    const base = { type: 'tour', itemId: 'tour-7', startDate };
    expect(await call('/api/bookings', cookie, { ...base, quantity: 2, tourTravellers: named(1) })).toMatchObject({ status: 400, field: 'tourTravellers' });
    const hotel = await call('/api/bookings', cookie, {
      type: 'hotel',
      itemId: await createHotel(app, { rooms: 1 }),
      startDate: inDays(20),
      endDate: inDays(21),
      tourTravellers: named(1),
    });
    expect(hotel).toMatchObject({ status: 400, field: 'tourTravellers' });
    const ok = await call<Booking>('/api/bookings', cookie, { ...base, quantity: 2, tourTravellers: named(2) });
    expect(ok.status).toBe(201);
    expect(ok.body.travellers?.tourTravellers).toHaveLength(2);
    const paid = await call('/api/payments', cookie, { bookingId: ok.body.id, method: 'paypal' }, { 'idempotency-key': randomUUID() });
    expect(paid.status).toBe(200);
  });
});
