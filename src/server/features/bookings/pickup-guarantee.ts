// Car rentals paid at the rental desk (payments/pay-at-pickup.ts confirms them against a card
// guarantee). What happens to such a booking afterwards, each in the transaction of the change:
// - picked up: the desk checks the voucher and takes the payment; it is recorded then, as paid
//   at pickup, for the booking's total;
// - cancelled: nothing was paid, so nothing is refunded; the policy's kept share of the total
//   (the refund a paid booking would not get) is charged to the guarantee card;
// - not picked up by the end of the pickup day: a no-show, charged what cancelling at the last
//   moment would have kept (noShowChargeCents), and its car days are given back.
// `refund_cents` holds total − charge for a cancelled one, so revenue counts what was charged.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking as BookingEntity } from '@db/entities/booking';
import { Payment } from '@db/entities/payment';
import { noShowChargeCents, quoteRefund } from '@shared/cancellation-policy';
import { travelToday } from '@shared/travel-calendar';
import { findBooking } from './booking-dto';
import type { BookingRefund } from './booking-refund';
import { notifyBookingCancelled } from './booking-notifications';
import { releaseInventory } from './holds';

/** Hours after a car's pickup time (10:00 on its start date, local) that it becomes a no-show: midnight of the pickup day. */
export const NO_SHOW_AFTER_HOURS = 14;
const HOUR_MS = 3_600_000;

type GuaranteedBooking = BookingEntity & { guaranteeCardLast4: string };

function isGuaranteed(booking: BookingEntity): booking is GuaranteedBooking {
  return booking.payAtPickup === 'guaranteed' && typeof booking.guaranteeCardLast4 === 'string';
}

/**
 * Cancelling a guaranteed booking at `now`: the total counts as owed, what the policy would
 * refund is released, and the kept share is the card's charge. Null for other bookings.
 */
export function guaranteeRefund(booking: BookingEntity, now: Date): BookingRefund | null {
  if (!isGuaranteed(booking) || booking.status !== 'confirmed') return null;
  const { cancellationPolicy, startsAt } = booking.bookingDetails;
  const paidCents = booking.totalCents;
  const quote =
    cancellationPolicy && startsAt
      ? quoteRefund({ policy: cancellationPolicy, paidCents, units: booking.quantity, startsAt: new Date(startsAt), now })
      : { refundCents: paidCents, keptCents: 0, rule: 'full' as const, freeUntil: null };
  return { ...quote, paidCents, payments: [] };
}

/** Charges the guarantee card, in the cancelling transaction, what cancelling kept (nothing when free). */
export async function chargeCancelledGuarantee(tx: EntityManager, booking: BookingEntity, refund: BookingRefund): Promise<void> {
  if (!isGuaranteed(booking) || refund.keptCents <= 0) return;
  await chargeGuaranteeCard(tx, booking, refund.keptCents);
}

async function chargeGuaranteeCard(tx: EntityManager, booking: GuaranteedBooking, amountCents: number) {
  await tx.insert(Payment, {
    booking: booking.id,
    user: booking.user.id,
    method: 'card',
    status: 'succeeded',
    amountCents,
    currency: booking.currency,
    cardLast4: booking.guaranteeCardLast4,
    failureReason: null,
  });
}

/**
 * At the desk, in the transaction that marks the voucher used: a guaranteed booking is paid now
 * (its total, recorded as paid at pickup). Returns what was collected, or null when it was paid online.
 */
export async function collectAtPickup(tx: EntityManager, bookingId: string): Promise<number | null> {
  const booking = await findBooking(tx, bookingId, { forUpdate: true });
  if (!booking || !isGuaranteed(booking) || booking.status !== 'confirmed') return null;
  await tx.insert(Payment, {
    booking: booking.id,
    user: booking.user.id,
    method: 'pay_at_pickup',
    status: 'succeeded',
    amountCents: booking.totalCents,
    currency: booking.currency,
    cardLast4: null,
    failureReason: null,
  });
  booking.payAtPickup = 'collected';
  await tx.flush();
  return booking.totalCents;
}

/**
 * The no-show sweep: every guaranteed car rental still not picked up NO_SHOW_AFTER_HOURS after
 * its pickup time is charged its no-show charge and cancelled, its car days given back. Each in
 * its own transaction under the booking's row lock, so a voucher checked at the same moment
 * either wins (picked up) or finds it cancelled. Returns how many were charged.
 */
export async function chargeNoShows(em: EntityManager, now = new Date()): Promise<number> {
  // Started by today in any zone (the precise time is checked per booking below).
  const candidates = await em.find(
    BookingEntity,
    { type: 'car', status: 'confirmed', payAtPickup: 'guaranteed', voucherUsedAt: null, startDate: { $lte: travelToday(now) } },
    { fields: ['id'], limit: 200, refresh: true },
  );
  let charged = 0;
  for (const { id } of candidates) {
    const done = await em.transactional(async (tx) => {
      const booking = await findBooking(tx, id, { forUpdate: true });
      if (!booking || !isGuaranteed(booking) || booking.status !== 'confirmed' || booking.voucherUsedAt) return false;
      const startsAt = booking.bookingDetails.startsAt ? new Date(booking.bookingDetails.startsAt) : null;
      if (!startsAt || now.getTime() < startsAt.getTime() + NO_SHOW_AFTER_HOURS * HOUR_MS) return false;
      const policy = booking.bookingDetails.cancellationPolicy;
      const chargeCents = policy ? noShowChargeCents(policy, booking.totalCents, booking.quantity) : booking.totalCents;
      if (chargeCents > 0) await chargeGuaranteeCard(tx, booking, chargeCents);
      booking.payAtPickup = 'no_show';
      booking.status = 'cancelled';
      booking.cancelledAt = now;
      booking.refundCents = booking.totalCents - chargeCents;
      await tx.flush();
      await releaseInventory(tx, booking);
      await notifyBookingCancelled(tx, booking);
      return true;
    });
    if (done) charged++;
  }
  return charged;
}
