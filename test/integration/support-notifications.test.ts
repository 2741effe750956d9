// Notifications fed by events: a booking confirmed or cancelled, a payment that
// fails, a hold about to expire (a job scheduled with the booking), a support reply; the bell's
// badge is the real unread count, and new notifications are pushed live over SSE.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { NotificationsLiveMessage } from '@shared/schemas/notifications';
import { DECLINED_TEST_CARD } from '@shared/payment-card';
import { createHotel, createUser, inDays, sessionCookie, sql } from './travel-fixtures';
import { Inbox, sseClient } from './platform-support';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ JOB_WORKER: false, PAYMENT_DELAY_MS: 0, BOOKING_HOLD_MINUTES: 15 });
});
afterAll(() => app?.close());

async function bookHotel(user: Awaited<ReturnType<typeof createUser>>) {
  const hotelId = await createHotel(app, { rooms: 3, name: `Notify Lodge ${randomUUID().slice(0, 6)}` });
  return app.caller(user).bookings.create({ type: 'hotel', itemId: hotelId, startDate: inDays(20), endDate: inDays(22), quantity: 1 });
}

const kinds = async (user: Awaited<ReturnType<typeof createUser>>) => (await app.caller(user).notifications.list()).items.map((item) => item.kind);

describe('booking and payment events', () => {
  it('a paid booking is confirmed: one notification linking My Bookings; the badge counts it', async () => {
    const user = await createUser(app);
    const booking = await bookHotel(user);
    expect(await app.caller(user).notifications.unreadCount()).toEqual({ unreadCount: 0 });
    await app.caller(user).payments.create({ bookingId: booking.id, method: 'paypal', idempotencyKey: randomUUID() });
    const { items } = await app.caller(user).notifications.list();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'booking.confirmed',
      params: { confirmationCode: booking.confirmationCode, itemName: booking.bookingDetails.itemName },
      link: '/bookings',
      title: 'Booking confirmed',
      body: `${booking.bookingDetails.itemName} is confirmed. Confirmation code ${booking.confirmationCode}.`,
    });
    expect(await app.caller(user).notifications.unreadCount()).toEqual({ unreadCount: 1 });
  });

  it('a declined card is a failed payment; cancelling is a cancelled booking', async () => {
    const user = await createUser(app);
    const booking = await bookHotel(user);
    await expect(
      app.caller(user).payments.create({ bookingId: booking.id, method: 'card', cardNumber: DECLINED_TEST_CARD, idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({
      code: 'PAYMENT_REQUIRED',
    });
    expect(await kinds(user)).toEqual(['payment.failed']);
    const [failed] = (await app.caller(user).notifications.list()).items;
    expect(failed.link).toBe(`/checkout?booking=${booking.id}`);

    await app.caller(user).bookings.cancel({ id: booking.id });
    expect(await kinds(user)).toEqual(['booking.cancelled', 'payment.failed']);
    expect(await app.caller(user).notifications.unreadCount()).toEqual({ unreadCount: 2 });
    expect(await app.caller(user).notifications.markAllRead()).toEqual({ unreadCount: 0 });
  });

  it('nothing is notified when the change does not commit', async () => {
    const user = await createUser(app);
    const booking = await bookHotel(user);
    await app.caller(user).bookings.cancel({ id: booking.id });
    await expect(app.caller(user).bookings.cancel({ id: booking.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await kinds(user)).toEqual(['booking.cancelled']);
  });
});

describe('the hold reminder', () => {
  it('is scheduled with the booking, 5 minutes before the hold lapses, and tells an unpaid traveller', async () => {
    const user = await createUser(app);
    const booking = await bookHotel(user);
    const [job] = await sql<{ run_at: string }>(app, 'select run_at from job where key = ?', [`booking:${booking.id}:hold-reminder`]);
    expect(Date.parse(booking.holdExpiresAt!) - Date.parse(job.run_at)).toBe(5 * 60_000);

    await app.runDueJobs();
    expect(await kinds(user)).toEqual([]);
    await app.runDueJobs({ dueBy: new Date(Date.parse(job.run_at) + 1000) });
    const [reminder] = (await app.caller(user).notifications.list()).items;
    expect(reminder).toMatchObject({ kind: 'booking.hold-expiring', link: `/checkout?booking=${booking.id}`, title: 'Your hold is about to expire' });
    expect(reminder.params.minutesLeft).toBeGreaterThanOrEqual(1);
    expect(reminder.body).toMatch(new RegExp(`^Pay within \\d+ minutes? to keep .+ \\(${booking.confirmationCode}\\)\\.$`));
  });

  it('says nothing when the booking was paid (or cancelled) before', async () => {
    const user = await createUser(app);
    const paid = await bookHotel(user);
    const cancelled = await bookHotel(user);
    await app.caller(user).payments.create({ bookingId: paid.id, method: 'paypal', idempotencyKey: randomUUID() });
    await app.caller(user).bookings.cancel({ id: cancelled.id });
    await app.runDueJobs({ dueBy: new Date(Date.now() + 20 * 60_000) });
    expect(await kinds(user)).toEqual(['booking.cancelled', 'booking.confirmed']);
  });
});

describe('live', () => {
  it('pushes each new notification with the unread count, and reads made elsewhere', async () => {
    const user = await createUser(app);
    const cookie = await sessionCookie(app, user);
    const pushed = new Inbox<NotificationsLiveMessage>();
    const subscription = sseClient(app, cookie).notifications.live.subscribe(undefined, { onData: pushed.push });
    try {
      expect(await pushed.next()).toEqual({ type: 'snapshot', unreadCount: 0 });
      const booking = await bookHotel(user);
      await app.caller(user).payments.create({ bookingId: booking.id, method: 'paypal', idempotencyKey: randomUUID() });
      const created = await pushed.next();
      expect(created).toMatchObject({ type: 'created', unreadCount: 1, notification: { kind: 'booking.confirmed', title: 'Booking confirmed' } });
      await app.caller(user).notifications.markAllRead();
      expect(await pushed.next()).toEqual({ type: 'read', unreadCount: 0 });
    } finally {
      subscription.unsubscribe();
    }
  });
});
