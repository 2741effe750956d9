// What cancelling a booking refunds: its cancellation policy (kept in its details when it was
// booked) applied to what was paid, the trip's start and the time now. Bookings made before
// policies (and marketplace orders, which have none) are refunded in full before their start.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Booking as BookingEntity } from '@db/entities/booking';
import { Payment } from '@db/entities/payment';
import { quoteRefund, type RefundQuote } from '@shared/cancellation-policy';
import { centsToAmount } from '@shared/money';
import { minorToAmount } from '@shared/local-money';
import { proportionalRefundMinor } from '@shared/display-currency';
import type { RefundQuoteDto } from '@shared/schemas/bookings';

export interface BookingRefund extends RefundQuote {
  paidCents: number;
  payments: Payment[];
}

/**
 * The refund cancelling gives at `now`. With `forUpdate` (inside the cancelling transaction) the
 * payments are locked, so what is refunded is what was charged at that moment.
 */
export async function bookingRefund(em: EntityManager, booking: BookingEntity, now: Date, options: { forUpdate?: boolean } = {}): Promise<BookingRefund> {
  const payments =
    booking.status === 'confirmed'
      ? await em.find(Payment, { booking: booking.id, status: 'succeeded' }, options.forUpdate ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {})
      : [];
  const paidCents = Math.min(
    booking.totalCents,
    payments.reduce((sum, payment) => sum + payment.amountCents, 0),
  );
  const { cancellationPolicy, startsAt } = booking.bookingDetails;
  const quote =
    cancellationPolicy && startsAt
      ? quoteRefund({ policy: cancellationPolicy, paidCents, units: booking.quantity, startsAt: new Date(startsAt), now })
      : { refundCents: paidCents, keptCents: 0, rule: paidCents > 0 ? ('full' as const) : ('none' as const), freeUntil: null };
  return { ...quote, paidCents, payments };
}

/**
 * The refund in the currency the booking was charged in, when that is not its own: each payment
 * gives back its share of its own charge (`proportionalRefundMinor`, rounded half up; a full refund
 * is exactly the charge). Null when charged in the booking's currency.
 */
function chargedRefund(refund: BookingRefund): { currency: string; paidMinor: number; refundMinor: number } | null {
  const charged = refund.payments.filter((payment) => payment.chargedCurrency && payment.chargedMinor !== null && payment.chargedMinor !== undefined);
  if (charged.length === 0 || charged.length !== refund.payments.length) return null;
  const currency = charged[0].chargedCurrency!;
  if (charged.some((payment) => payment.chargedCurrency !== currency)) return null;
  let left = refund.refundCents;
  const shares = refund.payments.map((payment) => {
    const share = Math.min(left, payment.amountCents);
    left -= share;
    return proportionalRefundMinor(payment.chargedMinor!, payment.amountCents, share);
  });
  return {
    currency,
    paidMinor: charged.reduce((sum, payment) => sum + payment.chargedMinor!, 0),
    refundMinor: shares.reduce((sum, share) => sum + share, 0),
  };
}

export function toRefundQuoteDto(booking: BookingEntity, refund: BookingRefund): RefundQuoteDto {
  const charged = chargedRefund(refund);
  return {
    bookingId: booking.id,
    policy: booking.bookingDetails.cancellationPolicy ?? null,
    paidAmount: centsToAmount(refund.paidCents),
    refundAmount: centsToAmount(refund.refundCents),
    keptAmount: centsToAmount(refund.keptCents),
    rule: refund.rule,
    freeUntil: refund.freeUntil?.toISOString() ?? null,
    startsAt: booking.bookingDetails.startsAt ?? null,
    currency: booking.currency,
    ...(charged
      ? {
          charged: {
            currency: charged.currency,
            paidAmount: minorToAmount(charged.paidMinor, charged.currency),
            refundAmount: minorToAmount(charged.refundMinor, charged.currency),
          },
        }
      : {}),
  };
}

/**
 * Records the refund on the booking's payments: 'refunded' with the amount when any, else kept as
 * charged. A payment charged in another currency goes back to its method in that currency: its
 * share of its own charge, in proportion (and on the booking, the sum of them).
 */
export async function recordRefund(tx: EntityManager, booking: BookingEntity, refund: BookingRefund, at: Date): Promise<void> {
  let left = refund.refundCents;
  for (const payment of refund.payments) {
    const share = Math.min(left, payment.amountCents);
    left -= share;
    payment.refundedCents = share;
    if (payment.chargedMinor !== null && payment.chargedMinor !== undefined)
      payment.refundedMinor = proportionalRefundMinor(payment.chargedMinor, payment.amountCents, share);
    if (share > 0) {
      payment.status = 'refunded';
      payment.refundedAt = at;
    }
  }
  if (booking.chargedMinor !== null && booking.chargedMinor !== undefined) {
    booking.refundChargedMinor = refund.payments.reduce((sum, payment) => sum + (payment.refundedMinor ?? 0), 0);
  }
  await tx.flush();
}
