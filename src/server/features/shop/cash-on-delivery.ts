// Pay on delivery for marketplace orders. The buyer chooses it instead of paying online: the
// order is confirmed without a charge (its stock stays taken, as for a paid order) and waits for
// the cash (`awaiting_cash`). Allowed only to signed-in buyers, for orders up to
// CASH_ON_DELIVERY_LIMIT_CENTS, and never to a buyer who has refused an order at the door (that
// cash was never collected). At delivery the courier collects the cash: the payment row
// (method 'cash_on_delivery') is written then, so takings count cash only once it is in hand.
// A parcel refused at the door cancels the order and puts its stock back in the same
// transaction. The simulation's rule for a refusal: the delivery address line contains REFUSE.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking as BookingEntity } from '@db/entities/booking';
import { MobileMoneyPush } from '@db/entities/mobile-money';
import { Payment } from '@db/entities/payment';
import { ShopOrder } from '@db/entities/shop-order';
import { User } from '@db/entities/user';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { centsToAmount } from '@shared/money';
import type { Booking } from '@shared/schemas/bookings';
import { CASH_ON_DELIVERY_LIMIT_CENTS, type CashOnDeliveryOption } from '@shared/schemas/shop';
import { t } from '../../core/i18n';
import { confirmPaidBooking, findBooking, getBooking, isLapsed } from '../bookings';
import type { SessionUser } from '../auth';
import { releaseOrderStock } from './stock';

/** The simulated courier's rule: a parcel whose address line contains this word is refused at the door. */
export const REFUSED_AT_DOOR_MARKER = 'REFUSE';

/** The field a refusal names: the way of paying the order. */
const FIELD = 'paymentMethod';

/** Why this order cannot be paid on delivery (over the limit, an earlier order refused at the door); null when it can. */
async function cashRefusal(em: EntityManager, userId: string, totalCents: number): Promise<AppError | null> {
  if (totalCents > CASH_ON_DELIVERY_LIMIT_CENTS)
    return badRequest(t('shop:cashOnDelivery.overLimit', { limit: `$${centsToAmount(CASH_ON_DELIVERY_LIMIT_CENTS)}` }), FIELD);
  const refused = await em.count(ShopOrder, { booking: { user: userId }, cashOnDelivery: 'refused' });
  if (refused > 0) return badRequest(t('shop:cashOnDelivery.unpaidDelivery'), FIELD);
  return null;
}

/** Why this user's order cannot be paid now at all (not theirs, not an order, paid, cancelled, lapsed). */
function orderRefusal(booking: BookingEntity | null, userId: string): AppError | null {
  if (!booking || booking.user.id !== userId || booking.type !== 'order') return notFound(t('shop:orderNotFound'));
  if (booking.status === 'confirmed') return conflict(t('errors:payments.alreadyPaid'), 'bookingId');
  if (booking.status === 'cancelled') return conflict(t('errors:payments.cancelled'), 'bookingId');
  if (booking.status === 'expired' || isLapsed(booking)) return conflict(t('errors:payments.holdExpired'), 'bookingId');
  return null;
}

/** Whether the checkout may offer 'Pay on delivery' for this order, with the limit. */
export async function cashOnDeliveryOption(em: EntityManager, user: SessionUser, bookingId: string): Promise<CashOnDeliveryOption> {
  const booking = await findBooking(em, bookingId);
  if (!booking || booking.user.id !== user.id || booking.type !== 'order') throw notFound(t('shop:orderNotFound'));
  const refusal = orderRefusal(booking, user.id) ?? (await cashRefusal(em, user.id, booking.totalCents));
  return { allowed: refusal === null, limit: centsToAmount(CASH_ON_DELIVERY_LIMIT_CENTS), refusal: refusal?.message ?? null };
}

/**
 * Confirms a pending order to be paid on delivery. Under the buyer's row lock (so a refusal at
 * the door and this check never interleave) and the booking's; asking again for an order already
 * confirmed this way answers the order as it is.
 */
export async function payOnDelivery(em: EntityManager, user: SessionUser, bookingId: string): Promise<Booking> {
  await em.transactional(async (tx) => {
    await tx.findOne(User, user.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const booking = await findBooking(tx, bookingId, { forUpdate: true });
    const order = booking ? await tx.findOne(ShopOrder, booking.id, { refresh: true }) : null;
    if (booking?.status === 'confirmed' && booking.user.id === user.id && order?.cashOnDelivery === 'awaiting_cash') return;
    const refusal = orderRefusal(booking, user.id);
    if (refusal || !booking || !order) throw refusal ?? notFound(t('shop:orderNotFound'));
    // A wallet may still approve its push: taking the order as cash now could have it paid twice.
    if (await tx.count(MobileMoneyPush, { booking: booking.id, status: 'pending' })) throw conflict(t('errors:mobileMoney.pushPending'), 'bookingId');
    const cash = await cashRefusal(tx, user.id, booking.totalCents);
    if (cash) throw cash;
    order.cashOnDelivery = 'awaiting_cash';
    await tx.flush();
    // Confirmed like a paid order (the fulfilment starts), with no payment row until the cash is collected.
    await confirmPaidBooking(tx, booking);
  });
  return getBooking(em, user, bookingId);
}

export type DoorOutcome = 'collected' | 'refused' | 'prepaid';

/**
 * At the door, in the delivery's transaction: an order paid online is simply delivered; one
 * awaiting cash is either paid (the cash payment recorded now) or refused (the order cancelled
 * and its stock given back).
 */
export async function settleAtDoor(tx: EntityManager, booking: BookingEntity, order: ShopOrder): Promise<DoorOutcome> {
  if (order.cashOnDelivery !== 'awaiting_cash') return 'prepaid';
  if (order.addressLine.toUpperCase().includes(REFUSED_AT_DOOR_MARKER)) {
    order.cashOnDelivery = 'refused';
    booking.status = 'cancelled';
    booking.cancelledAt = new Date();
    await tx.flush();
    await releaseOrderStock(tx, [booking.id]);
    return 'refused';
  }
  await tx.insert(Payment, {
    booking: booking.id,
    user: booking.user.id,
    method: 'cash_on_delivery',
    status: 'succeeded',
    amountCents: booking.totalCents,
    currency: booking.currency,
    cardLast4: null,
    failureReason: null,
  });
  order.cashOnDelivery = 'collected';
  order.paidAt = new Date();
  return 'collected';
}
