import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking } from '@db/entities/booking';
import { User } from '@db/entities/user';
import { centsToAmount } from '@shared/money';
import { FIRST_BOOKING_OFFER } from '@shared/booking-pricing';
import { type OfferStatus } from '@shared/schemas/bookings';
import type { SessionUser } from '../auth';
import { fieldConflict, fieldError } from '../../core/catalogue-query';
import { t } from '../../core/i18n';

/** Why the first-booking offer does not apply (built per request: it is in the caller's language). */
export const notFirstBooking = () => t('errors:offer.notFirstBooking');

/** Whether a user may still use the first-booking offer: no booking of theirs was ever confirmed. */
export async function hasEverConfirmed(em: EntityManager, userId: string, exceptBookingId?: string): Promise<boolean> {
  const confirmed = await em.count(Booking, { user: userId, confirmedAt: { $ne: null }, ...(exceptBookingId ? { id: { $ne: exceptBookingId } } : {}) });
  return confirmed > 0;
}

export async function offerStatus(em: EntityManager, user: SessionUser | null): Promise<OfferStatus> {
  const base = { code: FIRST_BOOKING_OFFER.code, percentOff: FIRST_BOOKING_OFFER.percentOff, maxDiscount: centsToAmount(FIRST_BOOKING_OFFER.maxDiscountCents) };
  if (!user) return { ...base, eligible: null, reason: 'Sign in to use the offer on your first booking.' };
  const used = await hasEverConfirmed(em, user.id);
  return { ...base, eligible: !used, reason: used ? notFirstBooking() : null };
}

/**
 * Decides whether a new booking gets the offer. An explicit offerCode must be the offer's
 * code and must apply (else 400/409); applyFirstBookingOffer applies it only when it does.
 */
export async function resolveOffer(
  em: EntityManager,
  userId: string,
  request: { offerCode?: string; applyFirstBookingOffer?: boolean },
): Promise<{ apply: boolean; notAppliedReason?: string }> {
  if (request.offerCode !== undefined && request.offerCode !== '') {
    if (request.offerCode.toUpperCase() !== FIRST_BOOKING_OFFER.code) throw fieldError('offerCode', t('errors:offer.unknownCode'));
    if (await hasEverConfirmed(em, userId)) throw fieldConflict('offerCode', notFirstBooking());
    return { apply: true };
  }
  if (!request.applyFirstBookingOffer) return { apply: false };
  if (await hasEverConfirmed(em, userId)) return { apply: false, notAppliedReason: notFirstBooking() };
  return { apply: true };
}

/**
 * At payment, inside its transaction: whether a booking's offer no longer applies because
 * another booking of the user's was confirmed meanwhile. Locks the user's row, so one user's
 * payments are checked one at a time (the unique index booking_offer_once_per_user backs it up).
 */
export async function offerNoLongerApplies(tx: EntityManager, booking: Booking): Promise<boolean> {
  await tx.findOne(User, booking.user.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
  return hasEverConfirmed(tx, booking.user.id, booking.id);
}
