import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict } from '../../errors';
import { centsToAmount } from '../../../shared/money';
import { FIRST_BOOKING_OFFER } from '../../../shared/booking-pricing';
import { type OfferStatus } from '../../../shared/schemas/bookings';
import type { SessionUser } from '../auth/sessions';
import { fieldError } from '../search/travel-query';

export const NOT_FIRST_BOOKING = 'The first-booking offer is for your first booking only, and you have booked with us before.';

/** Whether a user may still use the first-booking offer: no booking of theirs was ever confirmed. */
export async function hasEverConfirmed(em: EntityManager, userId: string, exceptBookingId?: string): Promise<boolean> {
  const rows = await em.execute<{ found: number }[]>(
    `select 1 as found from booking where user_id = ? and confirmed_at is not null and id <> ? limit 1`,
    [userId, exceptBookingId ?? '00000000-0000-0000-0000-000000000000'],
  );
  return rows.length > 0;
}

export async function offerStatus(em: EntityManager, user: SessionUser | null): Promise<OfferStatus> {
  const base = { code: FIRST_BOOKING_OFFER.code, percentOff: FIRST_BOOKING_OFFER.percentOff, maxDiscount: centsToAmount(FIRST_BOOKING_OFFER.maxDiscountCents) };
  if (!user) return { ...base, eligible: null, reason: 'Sign in to use the offer on your first booking.' };
  const used = await hasEverConfirmed(em, user.id);
  return { ...base, eligible: !used, reason: used ? NOT_FIRST_BOOKING : null };
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
    if (request.offerCode.toUpperCase() !== FIRST_BOOKING_OFFER.code) throw fieldError('offerCode', 'Unknown offer code');
    if (await hasEverConfirmed(em, userId)) throw conflict(`offerCode: ${NOT_FIRST_BOOKING}`, 'offerCode');
    return { apply: true };
  }
  if (!request.applyFirstBookingOffer) return { apply: false };
  if (await hasEverConfirmed(em, userId)) return { apply: false, notAppliedReason: NOT_FIRST_BOOKING };
  return { apply: true };
}
