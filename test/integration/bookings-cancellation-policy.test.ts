import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { Booking, RefundQuoteDto } from '@shared/schemas/bookings';
import type { SessionUser } from '../../src/server/features/auth';
import type { ItemCancellationPolicy } from '@shared/cancellation-policy';
import { cancelBooking } from '../../src/server/features/bookings';
import { createFlight, createHotel, createUser, inDays, passengers, sessionCookie, sql } from './travel-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ PAYMENT_DELAY_MS: 0 });
});
afterAll(() => app?.close());

async function call<T>(path: string, cookie: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await app.fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** A paid stay of one room for two nights at $165 a night ($330), starting in `startDays` days. */
async function paidStay(policy: ItemCancellationPolicy, startDays: number): Promise<{ user: SessionUser; cookie: string; booking: Booking }> {
  const user = await createUser(app);
  const hotelId = await createHotel(app, { rooms: 3, priceCents: 16_500, cancellationPolicy: policy });
  const booking = await app.caller(user).bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(startDays), endDate: inDays(startDays + 2) });
  await app.caller(user).payments.create({ bookingId: booking.id, method: 'paypal', idempotencyKey: randomUUID() });
  return { user, cookie: await sessionCookie(app, user), booking };
}

const paymentOf = async (bookingId: string) =>
  (
    await sql<{ status: string; amount_cents: number; refunded_cents: number | null }>(
      app,
      `select status, amount_cents, refunded_cents from payment where booking_id = ? and status in ('succeeded', 'refunded')`,
      [bookingId],
    )
  )[0];
const bookingRow = async (bookingId: string) =>
  (await sql<{ status: string; refund_cents: number | null }>(app, `select status, refund_cents from booking where id = ?`, [bookingId]))[0];

describe('cancellation policies', () => {
  it('snapshots the policy and the start (check-in at 14:00 East Africa) into the booking', async () => {
    const { booking } = await paidStay('free_24h_none', 10);
    expect(booking.bookingDetails).toMatchObject({ cancellationPolicy: 'free_24h_none', startsAt: new Date(`${inDays(10)}T11:00:00Z`).toISOString() });
  });

  it('a hotel stay cancelled 3 days before its check-in is refunded in full', async () => {
    const { cookie, booking } = await paidStay('free_48h_half', 3);
    const preview = await call<RefundQuoteDto>(`/api/bookings/${booking.id}/refund`, cookie);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      policy: 'free_48h_half',
      paidAmount: '330.00',
      refundAmount: '330.00',
      keptAmount: '0.00',
      rule: 'full',
      currency: 'USD',
    });
    expect(preview.body.freeUntil).toBe(new Date(`${inDays(1)}T11:00:00Z`).toISOString());

    const cancelled = await call<Booking>(`/api/bookings/${booking.id}/cancel`, cookie, { expectedRefund: preview.body.refundAmount });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refundAmount: '330.00' });
    expect(await paymentOf(booking.id)).toMatchObject({ status: 'refunded', amount_cents: 33_000, refunded_cents: 33_000 });
  });

  it('inside the 48 h window half is refunded, and revenue keeps the other half', async () => {
    const admin = await createUser(app, 'admin');
    const revenue = async () => (await app.caller(admin).admin.stats()).totalRevenue;
    const before = await revenue();
    // Check-in tomorrow at 14:00 is always less than 48 h away.
    const { cookie, booking } = await paidStay('free_48h_half', 1);
    expect(Number(await revenue()) - Number(before)).toBe(330);
    const preview = await call<RefundQuoteDto>(`/api/bookings/${booking.id}/refund`, cookie);
    expect(preview.body).toMatchObject({ refundAmount: '165.00', keptAmount: '165.00', rule: 'partial', freeUntil: null });

    const cancelled = await call<Booking>(`/api/bookings/${booking.id}/cancel`, cookie, { expectedRefund: '165.00' });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refundAmount: '165.00' });
    expect(await paymentOf(booking.id)).toMatchObject({ status: 'refunded', refunded_cents: 16_500 });
    expect(Number(await revenue()) - Number(before)).toBe(165);

    // The reports add up the same way: the kept half counts, by type and in the totals.
    const report = await app.caller(admin).admin.reports({ from: inDays(-1), to: inDays(0), bucket: 'day' });
    const [{ kept }] = await sql<{ kept: string }>(
      app,
      `select coalesce(sum(case when status = 'confirmed' then total_cents when status = 'cancelled' then total_cents - coalesce(refund_cents, total_cents) else 0 end), 0) as kept
         from booking where confirmed_at is not null and (confirmed_at at time zone 'Africa/Nairobi')::date between ?::date and ?::date`,
      [inDays(-1), inDays(0)],
    );
    expect(Math.round(Number(report.totals.revenue) * 100)).toBe(Number(kept));
    expect(report.series.reduce((sum, row) => sum + Math.round(Number(row.revenue) * 100), 0)).toBe(Number(kept));
  });

  it('a non-refundable stay refunds nothing, and the payment stays charged', async () => {
    const { cookie, booking } = await paidStay('non_refundable', 20);
    expect((await call<RefundQuoteDto>(`/api/bookings/${booking.id}/refund`, cookie)).body).toMatchObject({
      policy: 'non_refundable',
      refundAmount: '0.00',
      keptAmount: '330.00',
      rule: 'none',
    });
    const cancelled = await call<Booking>(`/api/bookings/${booking.id}/cancel`, cookie, { expectedRefund: '0.00' });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refundAmount: '0.00' });
    expect(await paymentOf(booking.id)).toMatchObject({ status: 'succeeded', refunded_cents: 0 });
  });

  it('refuses (409) when the refund is no longer the one the traveller was shown, and cancels nothing', async () => {
    // Shown $330 three days ahead; cancelled two days later (an injected clock), inside the window.
    const { user, cookie, booking } = await paidStay('free_48h_half', 3);
    const twoDaysOn = () => new Date(Date.now() + 2 * 86_400_000);
    await expect(cancelBooking(app.orm.em.fork(), user, booking.id, { expectedRefund: '330.00', now: twoDaysOn })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('$165.00'),
    });
    expect(await bookingRow(booking.id)).toEqual({ status: 'confirmed', refund_cents: null });
    expect(await paymentOf(booking.id)).toMatchObject({ status: 'succeeded', refunded_cents: null });

    const res = await call<{ message: string }>(`/api/bookings/${booking.id}/cancel`, cookie, { expectedRefund: '1.00' });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('$330.00');
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'confirmed' });
  });

  it('cancelling exactly 48 h before check-in is free; a minute later gives half (an injected clock)', async () => {
    const onTime = await paidStay('free_48h_half', 5);
    const startsAt = new Date(onTime.booking.bookingDetails.startsAt!).getTime();
    const at = (ms: number) => () => new Date(ms);
    expect(
      await cancelBooking(app.orm.em.fork(), onTime.user, onTime.booking.id, { expectedRefund: '330.00', now: at(startsAt - 48 * 3_600_000) }),
    ).toMatchObject({ refundAmount: '330.00' });
    const late = await paidStay('free_48h_half', 5);
    expect(
      await cancelBooking(app.orm.em.fork(), late.user, late.booking.id, { expectedRefund: '165.00', now: at(startsAt - 48 * 3_600_000 + 60_000) }),
    ).toMatchObject({ refundAmount: '165.00' });
    expect(await bookingRow(late.booking.id)).toEqual({ status: 'cancelled', refund_cents: 16_500 });
  });

  it('names the field of a malformed expectedRefund (400)', async () => {
    const { cookie, booking } = await paidStay('free_48h_half', 3);
    const res = await call<{ message: string; issues?: { path: string }[] }>(`/api/bookings/${booking.id}/cancel`, cookie, { expectedRefund: 'lots' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('expectedRefund');
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'confirmed' });
  });

  it('two cancels at once: one cancels and refunds, the other is refused', async () => {
    const { cookie, booking } = await paidStay('free_48h_half', 1);
    const results = await Promise.all(Array.from({ length: 6 }, () => call<Booking>(`/api/bookings/${booking.id}/cancel`, cookie, {})));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await bookingRow(booking.id)).toEqual({ status: 'cancelled', refund_cents: 16_500 });
    expect(await paymentOf(booking.id)).toMatchObject({ status: 'refunded', refunded_cents: 16_500 });
    const [{ count }] = await sql<{ count: number }>(
      app,
      `select count(*)::int as count from notification where kind = 'booking.cancelled' and params->>'confirmationCode' = ?`,
      [booking.confirmationCode],
    );
    expect(count).toBe(1);
  });

  it('an unpaid hold is cancelled with nothing to refund', async () => {
    const user = await createUser(app);
    const hotelId = await createHotel(app, { rooms: 1 });
    const held = await app.caller(user).bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(5), endDate: inDays(6) });
    expect(await app.caller(user).bookings.refund({ id: held.id })).toMatchObject({ paidAmount: '0.00', refundAmount: '0.00' });
    expect(await app.caller(user).bookings.cancel({ id: held.id, expectedRefund: '0' })).toMatchObject({ status: 'cancelled', refundAmount: null });
  });

  it('an Economy fare keeps a $50 fee per passenger', async () => {
    const user = await createUser(app);
    const seatId = await createFlight(app, { seats: 4, date: inDays(12), priceCents: 20_000 });
    const booking = await app.caller(user).bookings.create({ type: 'flight', itemId: seatId, quantity: 2, travellers: passengers(2) });
    expect(booking.bookingDetails.cancellationPolicy).toBe('economy_fare');
    await app.caller(user).payments.create({ bookingId: booking.id, method: 'paypal', idempotencyKey: randomUUID() });
    expect(await app.caller(user).bookings.refund({ id: booking.id })).toMatchObject({
      paidAmount: '400.00',
      refundAmount: '300.00',
      keptAmount: '100.00',
      rule: 'partial',
    });
    expect(await app.caller(user).bookings.cancel({ id: booking.id })).toMatchObject({ refundAmount: '300.00' });
  });

  it("someone else's booking has no refund to preview (404)", async () => {
    const { booking } = await paidStay('free_48h_half', 3);
    const stranger = await createUser(app);
    expect((await call(`/api/bookings/${booking.id}/refund`, await sessionCookie(app, stranger))).status).toBe(404);
  });
});
