// What a traveller is told about their bookings (the bell): confirmed, cancelled,
// a payment that failed, and a reminder shortly before an unpaid hold expires. Each runs in the
// transaction of the change it reports (notifyUser), so a notification exists only if the
// change committed.
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { Booking } from '@db/entities/booking';
import { defineJob, scheduleJob, type JobDefinition } from '../../platform';
import { notifyUser } from '../notifications';

/** Minutes before an unpaid hold lapses that its traveller is reminded (a third of the hold at most). */
export const HOLD_REMINDER_MINUTES = 5;

const params = (booking: Booking) => ({ confirmationCode: booking.confirmationCode, itemName: booking.bookingDetails.itemName.slice(0, 200) });
const bookingLink = (booking: Booking) => booking.bookingDetails.detailPath ?? '/bookings';

// A marketplace order is told in its own words ('Order placed', 'Order cancelled'), not as a
// booking confirmed; rides and shipments send their own status notifications.

export async function notifyBookingConfirmed(tx: EntityManager, booking: Booking): Promise<void> {
  if (booking.type === 'order') {
    await notifyUser(tx, booking.user.id, { kind: 'order.placed', params: { orderNumber: booking.confirmationCode }, link: bookingLink(booking) });
    return;
  }
  await notifyUser(tx, booking.user.id, { kind: 'booking.confirmed', params: params(booking), link: bookingLink(booking) });
}

export async function notifyBookingCancelled(tx: EntityManager, booking: Booking): Promise<void> {
  if (booking.type === 'order') {
    await notifyUser(tx, booking.user.id, { kind: 'order.cancelled', params: { orderNumber: booking.confirmationCode }, link: '/bookings?tab=cancelled' });
    return;
  }
  await notifyUser(tx, booking.user.id, { kind: 'booking.cancelled', params: params(booking), link: '/bookings?tab=cancelled' });
}

export async function notifyPaymentFailed(tx: EntityManager, booking: Booking): Promise<void> {
  await notifyUser(tx, booking.user.id, { kind: 'payment.failed', params: params(booking), link: `/checkout?booking=${booking.id}` });
}

/** Reminds the traveller of an unpaid hold, unless it was paid, cancelled or lapsed meanwhile. */
export const holdReminderJob: JobDefinition<{ bookingId: string }> = defineJob({
  kind: 'bookings.hold-reminder',
  payload: z.object({ bookingId: z.uuid() }),
  async run({ em, payload, signal }) {
    if (signal.aborted) return; // shutting down: this transaction is being rolled back
    const booking = await em.findOne(Booking, payload.bookingId, { refresh: true });
    if (!booking || booking.status !== 'pending' || !booking.holdExpiresAt) return;
    const msLeft = booking.holdExpiresAt.getTime() - Date.now();
    if (msLeft <= 0) return;
    await notifyUser(em, booking.user.id, {
      kind: 'booking.hold-expiring',
      params: { ...params(booking), minutesLeft: Math.max(1, Math.round(msLeft / 60_000)) },
      link: `/checkout?booking=${booking.id}`,
    });
  },
});

/** Schedules the hold reminder, in the transaction that creates the booking (from its stored holdExpiresAt). */
export async function scheduleHoldReminder(tx: EntityManager, bookingId: string, holdMinutes: number): Promise<void> {
  const lead = Math.min(HOLD_REMINDER_MINUTES, Math.floor(holdMinutes / 3));
  const booking = await tx.findOne(Booking, bookingId, { refresh: true });
  if (lead < 1 || !booking?.holdExpiresAt) return;
  await scheduleJob(tx, holdReminderJob, {
    runAt: new Date(booking.holdExpiresAt.getTime() - lead * 60_000),
    payload: { bookingId },
    key: `booking:${bookingId}:hold-reminder`,
  });
}

export const bookingJobs = [holdReminderJob];
