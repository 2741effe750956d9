import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking as BookingEntity } from '@db/entities/booking';
import { noShowChargeCents } from '@shared/cancellation-policy';
import { centsToAmount } from '@shared/money';
import { minorToAmount } from '@shared/local-money';
import type { Booking, LockedCharge } from '@shared/schemas/bookings';
import { isStaff, type SessionUser } from '../auth';
import { today } from '../../core/travel-calendar';
import { inventoryRegistry } from './inventory-handlers';
import { toTravellersDto } from './travellers';

/** The owner and staff may see and act on a booking; for anyone else it does not exist. */
export const mayView = (booking: BookingEntity, user: SessionUser) => booking.user.id === user.id || isStaff(user);

/**
 * A pending booking whose hold has run out: expired from that moment on for every reader, even
 * before the timer (the recurring sweep) marks it and gives its units back. Reads never write.
 */
export function isLapsed(booking: Pick<BookingEntity, 'status' | 'holdExpiresAt'>, now = Date.now()): boolean {
  return booking.status === 'pending' && booking.holdExpiresAt !== null && booking.holdExpiresAt !== undefined && booking.holdExpiresAt.getTime() <= now;
}

/** What a reader is told: a lapsed hold is 'expired'. */
export function effectiveStatus(booking: Pick<BookingEntity, 'status' | 'holdExpiresAt'>): BookingEntity['status'] {
  return isLapsed(booking) ? 'expired' : booking.status;
}

/** Why a type's bookings are not cancelled here (rides, shipments: their own screens), if so. */
export function cancelledElsewhere(booking: BookingEntity): string | undefined {
  return inventoryRegistry.has(booking.type) ? inventoryRegistry.handlerFor(booking.type).cancelledElsewhere?.() : undefined;
}

/**
 * Cancellable by its owner or staff while active, not started (start date today or later) nor
 * delivered, unless its own feature cancels it (rides, shipments) or has said it no longer can
 * be (bookingDetails.cancellable: a dispatched order). A lapsed hold is expired already.
 */
export function canCancel(booking: BookingEntity, user: SessionUser, todayDate = today()): boolean {
  const status = effectiveStatus(booking);
  const active = (status === 'pending' || status === 'confirmed') && !booking.fulfilledAt;
  const underWay = booking.bookingDetails.cancellable === false;
  return active && !underWay && mayView(booking, user) && (!booking.startDate || booking.startDate >= todayDate) && !cancelledElsewhere(booking);
}

/** What the booking's answer says about paying at pickup; null for bookings paid online. */
function payAtPickupDto(booking: BookingEntity): Booking['payAtPickup'] {
  if (!booking.payAtPickup || !booking.guaranteeCardLast4) return null;
  const policy = booking.bookingDetails.cancellationPolicy;
  const charged = booking.status === 'cancelled' && booking.refundCents != null ? booking.totalCents - booking.refundCents : null;
  return {
    state: booking.payAtPickup,
    cardLast4: booking.guaranteeCardLast4,
    noShowCharge: centsToAmount(policy ? noShowChargeCents(policy, booking.totalCents, booking.quantity) : booking.totalCents),
    charged: charged === null ? null : centsToAmount(charged),
  };
}

/** The booking as `viewer` is answered it; `null`: someone not signed in, who may look but not act. */
export function toBookingDto(booking: BookingEntity, viewer: SessionUser | null): Booking {
  const status = effectiveStatus(booking);
  return {
    id: booking.id,
    type: booking.type,
    status,
    confirmationCode: booking.confirmationCode,
    createdAt: booking.createdAt.toISOString(),
    totalAmount: centsToAmount(booking.totalCents),
    currency: booking.currency,
    bookingDetails: booking.bookingDetails,
    travellers: toTravellersDto(booking.travellers),
    itemId: booking.itemId,
    startDate: booking.startDate ?? null,
    endDate: booking.endDate ?? null,
    quantity: booking.quantity,
    subtotalAmount: centsToAmount(booking.subtotalCents),
    discountAmount: centsToAmount(booking.discountCents),
    offerCode: booking.offerCode ?? null,
    holdExpiresAt: status === 'pending' && booking.holdExpiresAt ? booking.holdExpiresAt.toISOString() : null,
    confirmedAt: booking.confirmedAt?.toISOString() ?? null,
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    fulfilledAt: booking.fulfilledAt?.toISOString() ?? null,
    canCancel: viewer !== null && canCancel(booking, viewer),
    payAtPickup: payAtPickupDto(booking),
    // Paid at pickup: nothing was paid online, so nothing was refunded (payAtPickup.charged says what the card was charged).
    refundAmount: booking.refundCents === null || booking.refundCents === undefined || booking.payAtPickup ? null : centsToAmount(booking.refundCents),
    charge: toLockedCharge(booking),
  };
}

/** The charge a booking locked in when paid in another currency; null otherwise. */
function toLockedCharge(booking: BookingEntity): LockedCharge | null {
  const { chargedCurrency, chargedMinor, unitsPerUsd, rateAsOf } = booking;
  if (!chargedCurrency || chargedMinor === null || chargedMinor === undefined || !unitsPerUsd || !rateAsOf) return null;
  const refunded = booking.refundChargedMinor;
  return {
    currency: chargedCurrency,
    amount: minorToAmount(chargedMinor, chargedCurrency),
    amountMinor: chargedMinor,
    exchangeRate: unitsPerUsd,
    rateAsOf,
    refundAmount: refunded === null || refunded === undefined ? null : minorToAmount(refunded, chargedCurrency),
  };
}

/** A booking as stored now (never a stale copy); `forUpdate` locks its row for the transaction. */
export function findBooking(em: EntityManager, id: string, options: { forUpdate?: boolean } = {}): Promise<BookingEntity | null> {
  return em.findOne(BookingEntity, id, { refresh: true, ...(options.forUpdate ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) });
}
