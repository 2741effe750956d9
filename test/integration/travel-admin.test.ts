import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { AdminStats } from '@shared/schemas/admin';
import { trend } from '../../src/server/features/admin';
import { createHotel, createUser, inDays, sessionCookie, sql } from './travel-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

describe('GET /api/admin/stats', () => {
  it('is for staff only: 401 signed out, 403 for travellers, 200 for staff', async () => {
    expect((await app.fetch('/api/admin/stats')).status).toBe(401);
    const traveller = await createUser(app);
    expect((await app.fetch('/api/admin/stats', { headers: { cookie: await sessionCookie(app, traveller) } })).status).toBe(403);
    const staff = await createUser(app, 'staff');
    const res = await app.fetch('/api/admin/stats', { headers: { cookie: await sessionCookie(app, staff) } });
    expect(res.status).toBe(200);
    const stats = (await res.json()) as AdminStats;
    expect(stats.totalRevenue).toMatch(/^\d+\.\d{2}$/);
    expect(stats.recentBookings.length).toBeLessThanOrEqual(5);
  });

  it('computes the figures and 30-day trends from the data', async () => {
    // A clean slate in this test's own database: no bookings, no sessions. Payments are kept
    // when their booking or user goes (ON DELETE RESTRICT): they go first, by hand.
    await sql(app, `delete from payment`);
    await sql(app, `delete from booking`);
    await sql(app, `delete from session`);
    const staff = await createUser(app, 'staff');
    const [a, b, earlier, signedIn] = [await createUser(app), await createUser(app), await createUser(app), await createUser(app)];
    const hotelId = await createHotel(app, { rooms: 10, priceCents: 10_000 });

    const pay = async (user: typeof a, nights: number, startDays: number) => {
      const booking = await app
        .caller(user)
        .bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(startDays), endDate: inDays(startDays + nights) });
      await app.caller(user).payments.create({ bookingId: booking.id, method: 'paypal', idempotencyKey: randomUUID() });
      return booking;
    };
    await pay(a, 1, 10); // $100
    await pay(b, 2, 12); // $200
    const refunded = await pay(b, 3, 14); // $300, cancelled below
    await app.caller(b).bookings.cancel({ id: refunded.id });
    // Two bookings paid 40 days ago (the previous 30-day window), $100 each.
    for (const code of ['MTPREV01', 'MTPREV02']) {
      await sql(
        app,
        `insert into booking (user_id, type, status, confirmation_code, item_id, start_date, end_date, quantity, subtotal_cents, total_cents, booking_details, created_at, confirmed_at)
         values (?, 'hotel', 'confirmed', ?, ?, ?::date, ?::date, 1, 10000, 10000, '{"itemName": "Old stay"}'::jsonb, now() - interval '40 days', now() - interval '40 days')`,
        [earlier.id, code, hotelId, inDays(-35), inDays(-34)],
      );
    }
    // A traveller who only signed in (10 days ago), and an abandoned hold (expired, not listed).
    await sql(app, `insert into session (token_hash, user_id, created_at, expires_at) values (?, ?, now() - interval '10 days', now() + interval '20 days')`, [
      randomUUID(),
      signedIn.id,
    ]);
    const abandoned = await app.caller(a).bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(20), endDate: inDays(21) });
    await sql(app, `update booking set hold_expires_at = now() - interval '1 minute' where id = ?`, [abandoned.id]);

    const stats = await app.caller(staff).admin.stats();
    expect(stats).toMatchObject({
      totalBookings: 5, // paid ever, the refunded one included
      totalRevenue: '500.00', // confirmed now: 100 + 200 + 2 × 100
      currency: 'USD',
      activeUsers: 3, // a and b booked, signedIn signed in; earlier was active 40 days ago
      supportTickets: 0,
      periodDays: 30,
      trends: {
        totalBookings: 50, // 3 paid in the last 30 days against 2 before
        totalRevenue: 50, // $300 still confirmed against $200
        activeUsers: 200, // 3 against 1
        supportTickets: null,
      },
    });
    expect(stats.recentBookings).toHaveLength(5);
    expect(stats.recentBookings.map((r) => r.status)).toEqual(['cancelled', 'confirmed', 'confirmed', 'confirmed', 'confirmed']);
    expect(stats.recentBookings[0]).toMatchObject({
      id: refunded.id,
      username: b.username,
      type: 'hotel',
      amount: '300.00',
      itemName: expect.stringContaining('Test Hotel'),
    });
    expect(stats.recentBookings.map((r) => r.id)).not.toContain(abandoned.id);
  });

  it('rounds trends to one decimal and gives null without a base', () => {
    expect(trend(4, 3)).toBe(33.3);
    expect(trend(2, 3)).toBe(-33.3);
    expect(trend(5, 0)).toBeNull();
    expect(trend(0, 0)).toBeNull();
    expect(trend(3, 3)).toBe(0);
  });
});
