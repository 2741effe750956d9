import { LockMode, sql, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking as BookingEntity } from '@db/entities/booking';
import { User } from '@db/entities/user';
import { conflict, notFound } from '../../errors';
import { FIRST_BOOKING_OFFER, UNIT_LABELS, priceBooking, quantityLabel } from '@shared/booking-pricing';
import {
  MAX_PENDING_BOOKINGS,
  type Booking,
  type BookingDetails,
  type BookingTab,
  type BookingType,
  type CreateBookingInput,
  type RefundQuoteDto,
  type SetTravellersInput,
} from '@shared/schemas/bookings';
import { amountToCents, centsToAmount } from '@shared/money';
import { chargeCancelledGuarantee, guaranteeRefund } from './pickup-guarantee';
import { bookingRefund, recordRefund, toRefundQuoteDto } from './booking-refund';
import type { AppConfig } from '../../config';
import { actsForCustomer, type SessionUser } from '../auth';
import { recordAudit } from '../../core/audit';
import { today } from '../../core/travel-calendar';
import { canCancel, cancelledElsewhere, findBooking, isLapsed, mayView, toBookingDto } from './booking-dto';
import { afterPaid, holdInventory, releaseInventory } from './holds';
import { lapsedHold, liveHold } from '../../core/inventory/lapsed-holds';
import { resolveOffer } from './offer';
import { notifyBookingCancelled, notifyBookingConfirmed, scheduleHoldReminder } from './booking-notifications';
import { scheduleConfirmationMail } from './confirmation-mail';
import { countHolds } from '../../observability/metrics';
import { t } from '../../core/i18n';
import { holdLapsesIn, insertBooking } from './booking-row';
import { travellersToStore } from './travellers';
import { fieldError } from '../../core/catalogue-query';

/**
 * Creates a pending booking that holds its inventory for BOOKING_HOLD_MINUTES. The hold and the
 * booking row are written in one transaction: either both exist or neither does.
 */
export async function createBooking(em: EntityManager, config: AppConfig, user: SessionUser, input: CreateBookingInput): Promise<Booking> {
  const offer = await resolveOffer(em, user.id, input);
  const todayDate = today();
  const hotelParty =
    input.type === 'hotel'
      ? {
          adults: input.adults,
          childAges: input.childAges,
          roomTypeId: input.roomTypeId,
          roomsGiven: input.quantity !== undefined || input.adults === undefined,
        }
      : undefined;

  const bookingId = await em.transactional(async (tx) => {
    await assertHoldsLeft(tx, user.id);
    const held = await holdInventory(
      tx,
      {
        type: input.type,
        itemId: input.itemId,
        startDate: input.startDate,
        endDate: input.endDate,
        quantity: input.quantity ?? 1,
        dropoffLocation: input.dropoffLocation,
        hotelParty,
      },
      todayDate,
    );
    // What was taken: a hotel party without a room count takes the rooms that fit it.
    const quantity = held.quantity;
    const price = priceBooking({
      type: input.type,
      unitCents: held.unitCents,
      quantity,
      periods: held.periods,
      fees: held.fees,
      unitGroups: held.unitGroups,
      children: held.children,
      firstBookingOffer: offer.apply,
    });
    const details: BookingDetails = {
      ...held.details,
      startDate: held.startDate,
      endDate: held.endDate,
      quantity,
      quantityLabel: quantityLabel(input.type, quantity),
      unitPrice: centsToAmount(held.unitCents),
      unitLabel: UNIT_LABELS[input.type],
      lines: price.lines,
    };
    const travellers = travellersToStore(input, { details, tripEnd: held.endDate ?? held.startDate ?? null, today: todayDate }, config.SECRET_ENCRYPTION_KEY);
    const { id } = await insertBooking(tx, {
      user: user.id,
      type: input.type,
      status: 'pending',
      itemId: held.itemId,
      startDate: held.startDate,
      endDate: held.endDate,
      quantity,
      subtotalCents: price.subtotalCents,
      discountCents: price.discountCents,
      totalCents: price.totalCents,
      currency: 'USD',
      offerCode: price.discountCents > 0 ? FIRST_BOOKING_OFFER.code : null,
      bookingDetails: details,
      travellers,
      heldRooms: held.heldRooms ?? null,
      holdExpiresAt: holdLapsesIn(config.BOOKING_HOLD_MINUTES),
    });
    await scheduleHoldReminder(tx, id, config.BOOKING_HOLD_MINUTES);
    countHolds(tx, [{ type: input.type }], 'created');
    return id;
  });
  const booking = await getBooking(em, user, bookingId);
  return offer.notAppliedReason ? { ...booking, offerNotApplied: offer.notAppliedReason } : booking;
}

/**
 * At most MAX_PENDING_BOOKINGS unpaid holds per traveller, counted inside the booking's
 * transaction under a lock on the user's row: concurrent bookings of one user (parallel
 * requests, a tRPC batch, an order placed meanwhile) queue here, so the count each sees is the
 * truth. `replacing`: the type whose unpaid holds the new one replaces (a new order ends the
 * unpaid one), not counted.
 */
export async function assertHoldsLeft(tx: EntityManager, userId: string, { replacing }: { replacing?: BookingType } = {}): Promise<void> {
  await tx.findOne(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const pending = await tx.count(BookingEntity, { user: userId, ...liveHold(), ...(replacing ? { type: { $ne: replacing } } : {}) });
  if (pending >= MAX_PENDING_BOOKINGS) {
    throw conflict(t('errors:bookings.tooManyOnHold', { count: pending }));
  }
}

/**
 * Trips in progress stay under Upcoming until their last day (end date, else start date); a
 * delivered service (a completed ride, a delivered shipment) is Past at once.
 */
const TAB_FILTERS: Record<BookingTab, (todayDate: string) => FilterQuery<BookingEntity>> = {
  all: () => ({}),
  upcoming: (todayDate) => ({
    $and: [
      { $or: [{ status: 'confirmed' }, liveHold()] },
      { fulfilledAt: null },
      { $or: [{ endDate: { $gte: todayDate } }, { endDate: null, startDate: { $gte: todayDate } }] },
    ],
  }),
  past: (todayDate) => ({
    status: 'confirmed',
    $or: [{ fulfilledAt: { $ne: null } }, { endDate: { $lt: todayDate } }, { endDate: null, startDate: { $lt: todayDate } }],
  }),
  // A lapsed hold is expired from the moment it lapses, whether or not the timer has released it yet.
  cancelled: () => ({ $or: [{ status: { $in: ['cancelled', 'expired'] } }, lapsedHold()] }),
};

/** The signed-in user's bookings, newest first. A read: lapsed holds show as expired, nothing is written. */
export async function listBookings(em: EntityManager, user: SessionUser, tab: BookingTab = 'all'): Promise<Booking[]> {
  const bookings = await em.find(
    BookingEntity,
    { $and: [{ user: user.id }, TAB_FILTERS[tab](today())] },
    { orderBy: { createdAt: 'desc', id: 'asc' }, refresh: true },
  );
  return bookings.map((booking) => toBookingDto(booking, user));
}

/** A booking of the user's (staff may see any). Someone else's booking is "not found". */
export async function getBooking(em: EntityManager, user: SessionUser, id: string): Promise<Booking> {
  const booking = await findBooking(em, id);
  if (!booking || !mayView(booking, user)) throw notFound(t('errors:notFound.booking'));
  return toBookingDto(booking, user);
}

/** GET /api/bookings/{id}: a read (a lapsed hold shows as expired; the timer gives its units back). */
export function showBooking(em: EntityManager, user: SessionUser, id: string): Promise<Booking> {
  return getBooking(em, user, id);
}

/**
 * Names who travels on a pending booking of the owner's (a flight booked without its passengers
 * cannot be paid until then), checked as at booking; replaces what was given before.
 */
export async function setTravellers(em: EntityManager, config: AppConfig, user: SessionUser, input: SetTravellersInput): Promise<Booking> {
  await em.transactional(async (tx) => {
    const booking = await findBooking(tx, input.id, { forUpdate: true });
    if (!booking || booking.user.id !== user.id) throw notFound(t('errors:notFound.booking'));
    if (booking.status !== 'pending' || isLapsed(booking)) throw conflict(t('errors:bookings.travellersAfterPaying'), 'id');
    const { id: _id, ...given } = input;
    const mismatch = (['travellers', 'leadGuest', 'driver', 'tourTravellers'] as const).find(
      (field) => given[field] && field !== TRAVELLERS_FIELD[booking.type],
    );
    if (mismatch) throw fieldError(mismatch, t('errors:bookings.travellersNotForType'));
    if (given.travellers && given.travellers.length !== booking.quantity)
      throw fieldError('travellers', t('errors:bookings.onePerPassenger', { count: booking.quantity }));
    if (given.tourTravellers && given.tourTravellers.length !== booking.quantity)
      throw fieldError('tourTravellers', t('errors:bookings.onePerPlace', { count: booking.quantity }));
    booking.travellers = travellersToStore(
      given,
      { details: booking.bookingDetails, tripEnd: booking.endDate ?? booking.startDate ?? null, today: today() },
      config.SECRET_ENCRYPTION_KEY,
    );
    await tx.flush();
  });
  return getBooking(em, user, input.id);
}

/** Which field names who travels, by booking type. */
const TRAVELLERS_FIELD: Partial<Record<BookingEntity['type'], 'travellers' | 'leadGuest' | 'driver' | 'tourTravellers'>> = {
  flight: 'travellers',
  hotel: 'leadGuest',
  car: 'driver',
  tour: 'tourTravellers',
};

/** Refuses (409) to cancel a booking that cannot be cancelled now, saying why. */
function assertCancellable(booking: BookingEntity, user: SessionUser): void {
  if (booking.status === 'cancelled') throw conflict(t('errors:bookings.alreadyCancelled'));
  if (booking.status === 'expired' || isLapsed(booking)) throw conflict(t('errors:bookings.neverPaid'));
  const elsewhere = cancelledElsewhere(booking);
  if (elsewhere) throw conflict(elsewhere);
  if (booking.bookingDetails.cancellable === false) throw conflict(t('errors:bookings.underWay'));
  if (!canCancel(booking, user)) throw conflict(t('errors:bookings.tripStarted'));
}

/** GET /api/bookings/{id}/refund: what cancelling now would refund under the booking's policy (a read). */
export async function previewRefund(em: EntityManager, user: SessionUser, id: string, now = new Date()): Promise<RefundQuoteDto> {
  const booking = await findBooking(em, id);
  if (!booking || !mayView(booking, user)) throw notFound(t('errors:notFound.booking'));
  assertCancellable(booking, user);
  const guaranteed = guaranteeRefund(booking, now);
  const quote = toRefundQuoteDto(booking, guaranteed ?? (await bookingRefund(em, booking, now)));
  return guaranteed ? { ...quote, payAtPickup: { cardLast4: booking.guaranteeCardLast4!, charge: quote.keptAmount } } : quote;
}

/**
 * Cancels a pending or confirmed booking that has not started (owner or staff): its inventory
 * is given back and a payment, if any, is refunded as the booking's cancellation policy says at
 * this moment, computed and recorded (booking and payment) in the transaction that cancels it.
 * `expectedRefund`: the refund the traveller was shown; when it is no longer the refund, nothing
 * is cancelled (409), so no one is surprised. Staff cancelling a customer's booking or order act
 * for the customer under the same rules, and the transaction also writes its audit event.
 */
export async function cancelBooking(
  em: EntityManager,
  user: SessionUser,
  id: string,
  options: { expectedRefund?: string; now?: () => Date } = {},
): Promise<Booking> {
  await em.transactional(async (tx) => {
    const booking = await findBooking(tx, id, { forUpdate: true });
    if (!booking || !mayView(booking, user)) throw notFound(t('errors:notFound.booking'));
    assertCancellable(booking, user);
    const now = options.now?.() ?? new Date();
    const previous = booking.status;
    const refund = guaranteeRefund(booking, now) ?? (await bookingRefund(tx, booking, now, { forUpdate: true }));
    if (options.expectedRefund !== undefined && amountToCents(options.expectedRefund) !== refund.refundCents) {
      throw conflict(
        t('errors:bookings.refundChanged', { refund: centsToAmount(refund.refundCents), expected: centsToAmount(amountToCents(options.expectedRefund)) }),
        'expectedRefund',
      );
    }
    if (previous !== 'confirmed') countHolds(tx, [booking], 'cancelled');
    booking.status = 'cancelled';
    booking.cancelledAt = now;
    booking.holdExpiresAt = null;
    if (previous === 'confirmed') booking.refundCents = refund.refundCents;
    await tx.flush();
    await releaseInventory(tx, booking);
    if (refund.payments.length > 0) await recordRefund(tx, booking, refund, now);
    await chargeCancelledGuarantee(tx, booking, refund);
    await notifyBookingCancelled(tx, booking);
    if (actsForCustomer(user, booking.user.id)) {
      await recordAudit(tx, user, {
        action: booking.type === 'order' ? 'order.cancel' : 'booking.cancel',
        itemType: booking.type === 'order' ? 'order' : 'booking',
        itemId: booking.id,
        itemLabel: booking.confirmationCode,
        before: { status: previous },
        after: { status: booking.status, ...(refund.payments.length > 0 ? { refunded: centsToAmount(refund.refundCents) } : {}) },
      });
    }
  });
  return getBooking(em, user, id);
}

/**
 * While a payment is processed its booking's hold is kept alive for `seconds` more, so it
 * cannot lapse meanwhile. False when the booking is no longer pending with a live hold.
 */
export async function extendHoldWhilePaying(em: EntityManager, bookingId: string, seconds: number): Promise<boolean> {
  const extended = await em.nativeUpdate(
    BookingEntity,
    { id: bookingId, status: 'pending', holdExpiresAt: { $gt: sql.now() } },
    { holdExpiresAt: sql`greatest(hold_expires_at, now() + make_interval(secs => ${seconds}))` },
  );
  return extended === 1;
}

/**
 * After a failed payment attempt (declined, refused, an error): the hold goes back to what it
 * was before the attempt extended it, or earlier (another attempt may have restored it already),
 * never later. Call it with the booking locked.
 */
export async function restoreHoldAfterFailedPayment(tx: EntityManager, booking: BookingEntity, holdBefore: Date): Promise<void> {
  if (booking.status !== 'pending' || !booking.holdExpiresAt || booking.holdExpiresAt <= holdBefore) return;
  booking.holdExpiresAt = holdBefore;
  await tx.flush();
}

/**
 * Marks a pending booking, locked by the paying transaction, as paid: it keeps its inventory for
 * good, and its type's handler hears of it in the same transaction (an order starts its fulfilment);
 * the traveller is notified, and a trip's confirmation e-mail is scheduled.
 */
/** The charge in another currency than the booking's, locked into it when it is paid (currency, minor units, the rate and its date). */
export interface ChargeLock {
  chargedCurrency: string;
  chargedMinor: number;
  unitsPerUsd: string;
  rateAsOf: string;
}

export async function confirmPaidBooking(tx: EntityManager, booking: BookingEntity, charge?: ChargeLock | null): Promise<void> {
  countHolds(tx, [booking], 'paid');
  if (charge) {
    booking.chargedCurrency = charge.chargedCurrency;
    booking.chargedMinor = charge.chargedMinor;
    booking.unitsPerUsd = charge.unitsPerUsd;
    booking.rateAsOf = charge.rateAsOf;
  }
  booking.status = 'confirmed';
  booking.confirmedAt = new Date();
  booking.holdExpiresAt = null;
  await tx.flush();
  await afterPaid(tx, booking);
  await notifyBookingConfirmed(tx, booking);
  await scheduleConfirmationMail(tx, booking);
}
