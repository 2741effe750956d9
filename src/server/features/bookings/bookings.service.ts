import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, notFound } from '../../errors';
import { FIRST_BOOKING_OFFER, UNIT_LABELS, priceBooking, quantityLabel } from '../../../shared/booking-pricing';
import { MAX_PENDING_BOOKINGS, type Booking, type BookingDetails, type BookingTab, type CreateBookingInput } from '../../../shared/schemas/bookings';
import { centsToAmount } from '../../../shared/money';
import type { AppConfig } from '../../config';
import type { SessionUser } from '../auth/sessions';
import { today } from '../search/travel-query';
import { BOOKING_COLUMNS, canCancel, findBookingRow, isStaff, toBookingDto, type BookingRow } from './booking-dto';
import { holdInventory, releaseInventory, sweepLapsedHolds } from './inventory';
import { resolveOffer } from './offer';

// Confirmation codes: 'MT' + 6 characters without look-alikes (no 0/O, 1/I/L).
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newConfirmationCode(): string {
  let code = 'MT';
  for (let i = 0; i < 6; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * Creates a pending booking that holds its inventory for BOOKING_HOLD_MINUTES. The hold and the
 * booking row are written in one transaction: either both exist or neither does.
 */
export async function createBooking(em: EntityManager, config: AppConfig, user: SessionUser, input: CreateBookingInput): Promise<Booking> {
  const [{ pending }] = await em.execute<{ pending: number }[]>(
    `select count(*)::int as pending from booking where user_id = ? and status = 'pending' and hold_expires_at > now()`,
    [user.id],
  );
  if (pending >= MAX_PENDING_BOOKINGS) {
    throw conflict(`You already have ${pending} unpaid bookings on hold: pay for or cancel one of them first`);
  }
  const offer = await resolveOffer(em, user.id, input);
  const todayDate = today();
  const quantity = input.quantity ?? 1;

  const bookingId = await em.transactional(async (tx) => {
    const held = await holdInventory(tx, { type: input.type, itemId: input.itemId, startDate: input.startDate, endDate: input.endDate, quantity, dropoffLocation: input.dropoffLocation }, todayDate);
    const price = priceBooking({ type: input.type, unitCents: held.unitCents, quantity, periods: held.periods, fees: held.fees, firstBookingOffer: offer.apply });
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
    for (;;) {
      const inserted = await tx.execute<{ id: string }[]>(
        `insert into booking (user_id, type, status, confirmation_code, item_id, start_date, end_date, quantity, subtotal_cents, discount_cents, total_cents,
                              currency, offer_code, booking_details, hold_expires_at)
         values (?, ?, 'pending', ?, ?, ?::date, ?::date, ?, ?, ?, ?, 'USD', ?, ?::jsonb, now() + make_interval(mins => ?))
         on conflict (confirmation_code) do nothing
         returning id`,
        [
          user.id,
          input.type,
          newConfirmationCode(),
          held.itemId,
          held.startDate,
          held.endDate,
          quantity,
          price.subtotalCents,
          price.discountCents,
          price.totalCents,
          price.discountCents > 0 ? FIRST_BOOKING_OFFER.code : null,
          JSON.stringify(details),
          config.BOOKING_HOLD_MINUTES,
        ],
      );
      if (inserted[0]) return inserted[0].id;
      // A confirmation code collision (1 in ~900 million): draw another one.
    }
  });
  const booking = await getBooking(em, user, bookingId);
  return offer.notAppliedReason ? { ...booking, offerNotApplied: offer.notAppliedReason } : booking;
}

const TAB_CONDITIONS: Record<BookingTab, string> = {
  all: 'true',
  // Active and not over yet: trips in progress stay under Upcoming until their last day.
  upcoming: `b.status in ('pending', 'confirmed') and coalesce(b.end_date, b.start_date) >= ?::date`,
  past: `b.status = 'confirmed' and coalesce(b.end_date, b.start_date) < ?::date`,
  cancelled: `b.status in ('cancelled', 'expired')`,
};

/** The signed-in user's bookings, newest first (lapsed holds are swept first, so they show as expired). */
export async function listBookings(em: EntityManager, user: SessionUser, tab: BookingTab = 'all'): Promise<Booking[]> {
  await sweepLapsedHolds(em);
  const condition = TAB_CONDITIONS[tab];
  const params: unknown[] = [user.id];
  if (condition.includes('?')) params.push(today());
  const rows = await em.execute<BookingRow[]>(
    `select ${BOOKING_COLUMNS} from booking b where b.user_id = ? and ${condition} order by b.created_at desc, b.id`,
    params,
  );
  return rows.map((row) => toBookingDto(row, user));
}

/** A booking of the user's (staff may see any). Someone else's booking is "not found". */
export async function getBooking(em: EntityManager, user: SessionUser, id: string): Promise<Booking> {
  const row = await findBookingRow(em, id);
  if (!row || (row.user_id !== user.id && !isStaff(user))) throw notFound('Booking not found');
  return toBookingDto(row, user);
}

/** GET /api/bookings/{id}: lapsed holds are swept first, so an unpaid hold shows as expired. */
export async function showBooking(em: EntityManager, user: SessionUser, id: string): Promise<Booking> {
  await sweepLapsedHolds(em);
  return getBooking(em, user, id);
}

/**
 * Cancels a pending or confirmed booking that has not started (owner or staff): its inventory
 * is given back and a payment, if any, is marked refunded, all in one transaction.
 */
export async function cancelBooking(em: EntityManager, user: SessionUser, id: string): Promise<Booking> {
  await sweepLapsedHolds(em);
  await em.transactional(async (tx) => {
    const row = await findBookingRow(tx, id, { forUpdate: true });
    if (!row || (row.user_id !== user.id && !isStaff(user))) throw notFound('Booking not found');
    if (row.status === 'cancelled') throw conflict('This booking is already cancelled');
    if (row.status === 'expired') throw conflict('This booking was never paid and its hold has expired: there is nothing to cancel');
    if (!canCancel(row, user)) throw conflict('This trip has already started and can no longer be cancelled');
    await tx.execute(`update booking set status = 'cancelled', cancelled_at = now(), hold_expires_at = null where id = ?`, [id]);
    await releaseInventory(tx, row);
    if (row.status === 'confirmed') {
      await tx.execute(`update payment set status = 'refunded', refunded_at = now() where booking_id = ? and status = 'succeeded'`, [id]);
    }
  });
  return getBooking(em, user, id);
}
