import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { createCar, createFlight, createUser, inDays, sql, tourDepartureWithPlaces } from './travel-fixtures';

// A hold that has lapsed but that no sweep has expired yet still counts in the ledgers; every
// availability figure adds it back at once, and the next booking of the item expires it.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const lapse = (bookingId: string) => sql(app, `update booking set hold_expires_at = now() - interval '1 second' where id = ?`, [bookingId]);

describe('lapsed holds, before any sweep', () => {
  it('count as free places on a tour departure, in the list and the departures', async () => {
    const date = await tourDepartureWithPlaces(app, 'tour-5', 2, 20);
    const held = await app.caller(await createUser(app)).bookings.create({ type: 'tour', itemId: 'tour-5', startDate: date, quantity: 2 });
    const placesOn = async () => (await app.caller().tours.departures({ id: 'tour-5', from: date, days: 1 }))[0].placesAvailable;
    const nextDeparture = async () => (await app.caller().tours.list({ date })).find((tour) => tour.id === 'tour-5')!;
    expect(await placesOn()).toBe(0);
    expect((await nextDeparture()).departureDate).not.toBe(date);

    await lapse(held.id);
    expect(await placesOn()).toBe(2);
    expect(await nextDeparture()).toMatchObject({ departureDate: date, placesAvailable: 2 });
    const taken = await app.caller(await createUser(app)).bookings.create({ type: 'tour', itemId: 'tour-5', startDate: date, quantity: 2 });
    expect(taken.status).toBe('pending');
    const [departure] = await sql<{ booked: number }>(app, `select booked from tour_departure where tour_id = 'tour-5' and departure_date = ?::date`, [date]);
    expect(departure.booked).toBe(2);
  });

  it('count as free seats and cars in searches', async () => {
    const date = inDays(11);
    const seatId = await createFlight(app, { seats: 1, date });
    const carId = await createCar(app, { units: 1 });
    const user = await createUser(app);
    const flight = await app.caller(user).bookings.create({ type: 'flight', itemId: seatId });
    const car = await app.caller(user).bookings.create({ type: 'car', itemId: carId, startDate: date, endDate: inDays(13) });
    const seatsLeft = async () => (await app.caller().flights.get({ id: seatId })).seatsAvailable;
    const carsLeft = async () => (await app.caller().cars.get({ id: carId, pickupDate: date, returnDate: inDays(13) })).unitsAvailable;
    expect([await seatsLeft(), await carsLeft()]).toEqual([0, 0]);

    await lapse(flight.id);
    await lapse(car.id);
    expect([await seatsLeft(), await carsLeft()]).toEqual([1, 1]);
  });
});
