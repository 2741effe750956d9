// 'Manage booking' without signing in: the confirmation code and the e-mail address of the
// account that booked open the booking read-only; a wrong code and a wrong address are told
// apart by nothing; attempts from one network are limited, right ones included.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { createHotel, createUser, inDays } from './travel-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ PAYMENT_DELAY_MS: 0, TRUST_PROXY: 1 });
});
afterAll(() => app?.close());

let network = 0;
/** POST /api/bookings/lookup from a client network of its own (X-Forwarded-For), unless given one. */
async function lookUp(body: unknown, ip = `198.51.100.${++network}`) {
  const res = await app.fetch('/api/bookings/lookup', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function paidStay() {
  const user = await createUser(app);
  const hotelId = await createHotel(app, { rooms: 2, priceCents: 12_000 });
  const booking = await app
    .caller(user)
    .bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(30), endDate: inDays(32), leadGuest: { name: 'Zawadi Njeri' } });
  await app.caller(user).payments.create({ bookingId: booking.id, method: 'paypal', idempotencyKey: randomUUID() });
  return { user, booking };
}

describe('manage booking while signed out', () => {
  it('opens the booking read-only with its code (any case, spaces) and the e-mail address', async () => {
    const { user, booking } = await paidStay();
    const code = booking.confirmationCode.toLowerCase().replace(/^(.{4})/, '$1 ');
    const found = await lookUp({ confirmationCode: ` ${code} `, email: user.email.toUpperCase() });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      id: booking.id,
      status: 'confirmed',
      confirmationCode: booking.confirmationCode,
      canCancel: false,
      travellers: { leadGuest: { name: 'Zawadi Njeri' } },
    });
  });

  it('answers a wrong address and a wrong code alike, and never someone else’s booking', async () => {
    const { booking } = await paidStay();
    const other = await paidStay();
    const wrongAddress = await lookUp({ confirmationCode: booking.confirmationCode, email: other.user.email });
    const wrongCode = await lookUp({ confirmationCode: 'MTZZZZZZ', email: other.user.email });
    const notACode = await lookUp({ confirmationCode: 'hello', email: other.user.email });
    expect(wrongAddress).toEqual({
      status: 404,
      body: expect.objectContaining({ message: 'No booking has this confirmation code and e-mail address. Check both and try again.' }),
    });
    expect(wrongCode.body.message).toBe(wrongAddress.body.message);
    expect(notACode).toMatchObject({ status: 404, body: { message: wrongAddress.body.message } });
    expect(await lookUp({ confirmationCode: booking.confirmationCode, email: 'not an address' })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'email' }] },
    });
  });

  it('limits a network to 10 lookups in 15 minutes, right answers included', async () => {
    const { user, booking } = await paidStay();
    const ip = '203.0.113.77';
    for (let attempt = 0; attempt < 9; attempt++) expect((await lookUp({ confirmationCode: 'MTAAAAAA', email: user.email }, ip)).status).toBe(404);
    expect((await lookUp({ confirmationCode: booking.confirmationCode, email: user.email }, ip)).status).toBe(200);
    const refused = await lookUp({ confirmationCode: booking.confirmationCode, email: user.email }, ip);
    expect(refused).toMatchObject({ status: 429, body: { message: 'Too many booking lookups from this network. Please try again later.' } });
    // Another network is not held up by it.
    expect((await lookUp({ confirmationCode: booking.confirmationCode, email: user.email })).status).toBe(200);
  });
});
