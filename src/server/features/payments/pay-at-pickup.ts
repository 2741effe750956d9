// 'Pay at pickup' for car rentals: the traveller pays at the rental desk, and a card given at
// checkout guarantees the booking. The simulated processor checks the card (the declined test
// card is refused) and charges nothing; the booking is confirmed as a paid one is, so its car
// days are kept for good. Asking again for a booking guaranteed this way answers it as it is.
// What follows (paid at the desk, a cancellation's charge, a no-show) is the bookings feature's
// (bookings/pickup-guarantee.ts).
import type { EntityManager } from '@mikro-orm/postgresql';
import { MobileMoneyPush } from '@db/entities/mobile-money';
import { DECLINED_TEST_CARD } from '@shared/payment-card';
import type { Booking } from '@shared/schemas/bookings';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { t } from '../../core/i18n';
import { fieldConflict } from '../../core/catalogue-query';
import type { SessionUser } from '../auth';
import { confirmPaidBooking, findBooking, getBooking, notFirstBooking, offerNoLongerApplies } from '../bookings';
import { bookingRefusal } from './payment-refusal';
import { lockUser } from './push-settlement';

/**
 * Confirms a pending car rental to be paid at pickup, guaranteed by `cardNumber` (only its last
 * four digits are kept). Under the user's and then the booking's row lock, the order every
 * payment path takes, so it and an online payment of the same booking never both succeed.
 */
export async function payAtPickup(em: EntityManager, user: SessionUser, input: { id: string; cardNumber: string }): Promise<Booking> {
  await em.transactional(async (tx) => {
    await lockUser(tx, user.id);
    const booking = await findBooking(tx, input.id, { forUpdate: true });
    if (booking?.status === 'confirmed' && booking.user.id === user.id && booking.payAtPickup === 'guaranteed') return;
    const refusal = bookingRefusal(booking, user.id);
    if (refusal || !booking) throw refusal ?? notFound(t('errors:notFound.booking'));
    if (booking.type !== 'car') throw badRequest(t('errors:payAtPickup.carsOnly'), 'id');
    // A wallet may still approve its push: confirming otherwise now could have it paid twice.
    if (await tx.count(MobileMoneyPush, { booking: booking.id, status: 'pending' })) throw conflict(t('errors:mobileMoney.pushPending'), 'id');
    if (booking.offerCode && (await offerNoLongerApplies(tx, booking))) {
      throw fieldConflict('offerCode', t('errors:offer.cancelAndBookAgain', { reason: notFirstBooking() }));
    }
    if (input.cardNumber === DECLINED_TEST_CARD) throw new AppError('PAYMENT_REQUIRED', t('errors:payAtPickup.cardDeclined'), { field: 'cardNumber' });
    booking.payAtPickup = 'guaranteed';
    booking.guaranteeCardLast4 = input.cardNumber.slice(-4);
    await tx.flush();
    await confirmPaidBooking(tx, booking);
  });
  return getBooking(em, user, input.id);
}
