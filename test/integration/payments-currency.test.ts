import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { createHotel, createUser, inDays, sessionCookie, sql } from './travel-fixtures';
import { actor, call } from './backoffice-fixtures';
import type { ItemCancellationPolicy } from '@shared/cancellation-policy';
import type { Booking, RefundQuoteDto } from '@shared/schemas/bookings';
import type { Payment } from '@shared/schemas/payments';
import { amountToCents } from '@shared/money';
import type { SessionUser } from '../../src/server/features/auth';

// Charging in another currency than the booking's US dollars: the rate is locked into the
// booking and its payment, the amount the traveller saw is the amount charged (or a 409), and a
// refund goes back in the charged currency. Against real PostgreSQL.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ PAYMENT_DELAY_MS: 20 });
});
afterAll(() => app?.close());

/** A pending stay of one room for two nights at $165 a night ($330). */
async function pendingStay(policy?: ItemCancellationPolicy, startDays = 20): Promise<{ user: SessionUser; cookie: string; booking: Booking }> {
  const user = await createUser(app);
  const hotelId = await createHotel(app, { rooms: 3, priceCents: 16_500, ...(policy ? { cancellationPolicy: policy } : {}) });
  const booking = await app.caller(user).bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(startDays), endDate: inDays(startDays + 2) });
  return { user, cookie: await sessionCookie(app, user), booking };
}

async function setRate(currency: string, unitsPerUsd: string, asOf = '2026-11-20') {
  const staff = await actor(app, 'staff');
  const res = await call(app, `/api/admin/exchange-rates/${currency}`, { method: 'PUT', cookie: staff.cookie, body: { unitsPerUsd, asOf } });
  expect(res.status).toBe(200);
  return staff;
}

function pay(cookie: string, body: Record<string, unknown>) {
  return app.fetch('/api/payments', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  });
}

const paymentRows = (bookingId: string) =>
  sql<Record<string, unknown>>(
    app,
    `select status, amount_cents, currency, charged_currency, charged_minor, units_per_usd::text, rate_as_of::text, refunded_cents, refunded_minor from payment where booking_id = ?`,
    [bookingId],
  );
const bookingRow = async (bookingId: string) =>
  (
    await sql<Record<string, unknown>>(
      app,
      `select status, total_cents, charged_currency, charged_minor, units_per_usd::text, rate_as_of::text, refund_cents, refund_charged_minor from booking where id = ?`,
      [bookingId],
    )
  )[0];

describe('charging in the display currency', () => {
  it('charges UGX in whole shillings and locks the charge, its rate and date into the booking and the payment', async () => {
    await setRate('UGX', '3610');
    const { cookie, booking } = await pendingStay();
    // $330 × 3610 = UGX 1,191,300: no decimals.
    const res = await pay(cookie, { bookingId: booking.id, method: 'paypal', chargeCurrency: 'UGX', expectedTotal: '1191300' });
    expect(res.status).toBe(200);
    const payment = (await res.json()) as Payment;
    expect(payment).toMatchObject({
      amount: '330.00',
      currency: 'USD',
      charged: { currency: 'UGX', amount: '1191300', amountMinor: 1_191_300, exchangeRate: '3610.000000', rateAsOf: '2026-11-20', refundAmount: null },
      booking: { status: 'confirmed', charge: { currency: 'UGX', amount: '1191300' } },
    });
    expect(await paymentRows(booking.id)).toEqual([
      {
        status: 'succeeded',
        amount_cents: 33_000,
        currency: 'USD',
        charged_currency: 'UGX',
        charged_minor: 1_191_300,
        units_per_usd: '3610.000000',
        rate_as_of: '2026-11-20',
        refunded_cents: null,
        refunded_minor: null,
      },
    ]);
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'confirmed', charged_currency: 'UGX', charged_minor: 1_191_300, rate_as_of: '2026-11-20' });

    // A later rate changes neither the booking's charge nor its dollar total.
    await setRate('UGX', '3700', '2026-11-21');
    expect(await bookingRow(booking.id)).toMatchObject({ total_cents: 33_000, charged_minor: 1_191_300, units_per_usd: '3610.000000' });
  });

  it('refuses a charge whose rate changed after the page showed it (expectedTotal), then charges the new amount in KWD with three decimals', async () => {
    await setRate('KWD', '0.307');
    const { cookie, booking } = await pendingStay();
    const shown = '101.310'; // $330 × 0.307
    await setRate('KWD', '0.308', '2026-11-21');

    const refused = await pay(cookie, {
      bookingId: booking.id,
      method: 'card',
      cardNumber: '4242 4242 4242 4242',
      chargeCurrency: 'KWD',
      expectedTotal: shown,
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ field: 'expectedTotal', message: expect.stringContaining('KWD 101.640') });
    expect(await paymentRows(booking.id)).toEqual([]);
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'pending', charged_currency: null, charged_minor: null });

    // More decimals than any currency has is refused by name.
    const tooPrecise = await pay(cookie, { bookingId: booking.id, method: 'paypal', chargeCurrency: 'KWD', expectedTotal: '101.6400' });
    expect(tooPrecise.status).toBe(400);
    expect(JSON.stringify(await tooPrecise.json())).toContain('expectedTotal');
    // Two decimals where UGX has none: not the amount charged.
    await setRate('UGX', '3610');
    const { cookie: other, booking: second } = await pendingStay();
    expect((await pay(other, { bookingId: second.id, method: 'paypal', chargeCurrency: 'UGX', expectedTotal: '1191300.50' })).status).toBe(409);

    const admin = await createUser(app, 'admin');
    const revenue = async () => (await app.caller(admin).admin.reports({ from: inDays(-1), to: inDays(0), bucket: 'day' })).totals.revenue;
    const before = await revenue();
    const paid = await pay(cookie, {
      bookingId: booking.id,
      method: 'card',
      cardNumber: '4242 4242 4242 4242',
      chargeCurrency: 'KWD',
      expectedTotal: '101.640',
    });
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as Payment).charged).toMatchObject({ currency: 'KWD', amount: '101.640', amountMinor: 101_640, rateAsOf: '2026-11-21' });
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'confirmed', charged_currency: 'KWD', charged_minor: 101_640, units_per_usd: '0.308000' });
    // Reports sum US dollars: the booking's dollar total, not its KWD charge.
    expect(amountToCents(await revenue()) - amountToCents(before)).toBe(33_000);
  });

  it('checks expectedTotal in US dollars too, and charges dollars without a conversion', async () => {
    const { cookie, booking } = await pendingStay();
    expect((await pay(cookie, { bookingId: booking.id, method: 'paypal', expectedTotal: '329.99' })).status).toBe(409);
    const paid = await pay(cookie, { bookingId: booking.id, method: 'paypal', chargeCurrency: 'USD', expectedTotal: '330.00' });
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as Payment).charged).toBeNull();
    expect(await bookingRow(booking.id)).toMatchObject({ charged_currency: null, charged_minor: null });
  });

  it('refunds to the original method in the charged currency, in proportion to the dollar refund', async () => {
    await setRate('KES', '129.2');
    // Check-in tomorrow: less than 48 h away, so half is refunded.
    const { cookie, booking } = await pendingStay('free_48h_half', 1);
    const paid = await pay(cookie, { bookingId: booking.id, method: 'paypal', chargeCurrency: 'KES', expectedTotal: '42636.00' });
    expect(paid.status).toBe(200);

    const quote = await call<RefundQuoteDto>(app, `/api/bookings/${booking.id}/refund`, { cookie });
    expect(quote.body).toMatchObject({
      refundAmount: '165.00',
      currency: 'USD',
      charged: { currency: 'KES', paidAmount: '42636.00', refundAmount: '21318.00' },
    });

    const cancelled = await call<Booking>(app, `/api/bookings/${booking.id}/cancel`, { cookie, body: { expectedRefund: '165.00' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      refundAmount: '165.00',
      charge: { currency: 'KES', amount: '42636.00', refundAmount: '21318.00' },
    });
    expect(await paymentRows(booking.id)).toEqual([
      expect.objectContaining({ status: 'refunded', charged_currency: 'KES', charged_minor: 4_263_600, refunded_cents: 16_500, refunded_minor: 2_131_800 }),
    ]);
    expect(await bookingRow(booking.id)).toMatchObject({ refund_cents: 16_500, refund_charged_minor: 2_131_800 });
  });

  it('lets staff set a rate, with its audit event, and refuses travellers and bad rates by field', async () => {
    const staff = await setRate('BHD', '0.377', '2026-11-22');
    const [event] = await sql<Record<string, unknown>>(
      app,
      `select action, item_type, item_id, actor_id::text, before, after from audit_event where action = 'exchange-rate.update' and item_id = 'BHD' order by id desc limit 1`,
    );
    expect(event).toMatchObject({
      action: 'exchange-rate.update',
      item_type: 'exchange-rate',
      item_id: 'BHD',
      actor_id: staff.user.id,
      before: { unitsPerUsd: '0.376', asOf: expect.any(String) },
      after: { unitsPerUsd: '0.377', asOf: '2026-11-22' },
    });
    const rates = await call<{ currency: string; unitsPerUsd: string; asOf: string }[]>(app, '/api/exchange-rates');
    expect(rates.body.find((rate) => rate.currency === 'BHD')).toMatchObject({ unitsPerUsd: '0.377000', asOf: '2026-11-22' });
    const audit = await app.caller(staff.user).audit.list({ itemType: 'exchange-rate', itemId: 'BHD' });
    expect(audit.items[0]).toMatchObject({ action: 'exchange-rate.update', after: { unitsPerUsd: '0.377' } });

    const traveller = await createUser(app);
    const cookie = await sessionCookie(app, traveller);
    expect((await call(app, '/api/admin/exchange-rates/BHD', { method: 'PUT', cookie, body: { unitsPerUsd: '1' } })).status).toBe(403);
    for (const unitsPerUsd of ['0', '-1', '1.1234567', 'abc']) {
      const bad = await call<{ field?: string }>(app, '/api/admin/exchange-rates/BHD', { method: 'PUT', cookie: staff.cookie, body: { unitsPerUsd } });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('unitsPerUsd');
    }
    expect((await call(app, '/api/admin/exchange-rates/XYZ', { method: 'PUT', cookie: staff.cookie, body: { unitsPerUsd: '1' } })).status).toBe(400);
  });

  it('documents the currency fields in /api/openapi.json', async () => {
    const doc = (
      await call<{ paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } }>> }>(
        app,
        '/api/openapi.json',
      )
    ).body;
    const text = JSON.stringify(doc);
    expect(Object.keys(doc.paths['/api/payments'].post.requestBody!.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['chargeCurrency', 'expectedTotal']),
    );
    expect(doc.paths['/api/admin/exchange-rates/{currency}']).toHaveProperty('put');
    expect(Object.keys(doc.paths['/api/profile'].patch.requestBody!.content['application/json'].schema.properties)).toContain('displayCurrency');
    for (const field of ['"charge"', '"charged"', '"rateAsOf"', '"amountMinor"', '"displayCurrency"']) expect(text).toContain(field);
  });

  it('keeps a signed-in traveller’s display currency on the profile', async () => {
    const { cookie } = await pendingStay();
    const saved = await call<{ displayCurrency: string }>(app, '/api/profile', { method: 'PATCH', cookie, body: { displayCurrency: 'KWD' } });
    expect(saved.status).toBe(200);
    expect(saved.body.displayCurrency).toBe('KWD');
    expect((await call<{ displayCurrency: string }>(app, '/api/me', { cookie })).body.displayCurrency).toBe('KWD');
    const bad = await call(app, '/api/profile', { method: 'PATCH', cookie, body: { displayCurrency: 'EUR' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('displayCurrency');
  });
});
