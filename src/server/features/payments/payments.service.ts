import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, conflict, notFound } from '../../errors';
import { centsToAmount } from '../../../shared/money';
import { DECLINED_TEST_CARD } from '../../../shared/payment-card';
import { type Payment, type PaymentMethod } from '../../../shared/schemas/payments';
import type { AppConfig } from '../../config';
import type { SessionUser } from '../auth/sessions';
import { findBookingRow, toBookingDto, type BookingRow } from '../bookings/booking-dto';
import { NOT_FIRST_BOOKING, hasEverConfirmed } from '../bookings/offer';
import { isoTimestamp } from '../search/travel-query';
import { claimIdempotencyKey, completeIdempotencyKey, completeWithError, releaseIdempotencyKey, replayStored, requestHash } from './idempotency';

export interface PaymentInput {
  bookingId: string;
  method: PaymentMethod;
  cardNumber?: string;
  idempotencyKey: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function refusal(row: BookingRow | undefined, userId: string): AppError | null {
  if (!row || row.user_id !== userId) return notFound('Booking not found');
  if (row.status === 'confirmed') return conflict('This booking is already paid', 'bookingId');
  if (row.status === 'cancelled') return conflict('This booking was cancelled and cannot be paid', 'bookingId');
  if (row.status === 'expired') return conflict('The hold on this booking expired before payment: please book again', 'bookingId');
  return null;
}

/**
 * Pays a pending booking with the simulated processor (spec: a 2-second delay), exactly once
 * per Idempotency-Key:
 * 1. claim the key (a duplicate waits for and replays the first request's stored result);
 * 2. check the booking and extend its hold to cover the processing time;
 * 3. wait PAYMENT_DELAY_MS (the "processor");
 * 4. in one transaction: lock the booking, check it again, record the payment (declined for
 *    the test card 4000000000000002), confirm the booking, store the response on the key.
 */
export async function payForBooking(em: EntityManager, config: AppConfig, user: SessionUser, input: PaymentInput, onReplay?: () => void): Promise<Payment> {
  const cardNumber = input.method === 'card' ? (input.cardNumber ?? null) : null;
  const leaseMs = config.PAYMENT_DELAY_MS + 60_000;
  const claim = await claimIdempotencyKey(em, {
    userId: user.id,
    scope: 'payment',
    key: input.idempotencyKey,
    hash: requestHash(['payment', input.bookingId, input.method, cardNumber]),
    leaseMs,
    waitMs: leaseMs,
  });
  if (claim.kind === 'replay') {
    onReplay?.();
    return replayStored<Payment>(claim);
  }

  let outcome: { payment: Payment } | { error: AppError };
  try {
    const early = refusal(await findBookingRow(em, input.bookingId), user.id);
    if (early) throw early;
    // Payment in progress keeps the hold alive, so it cannot lapse while the processor works.
    const extended = await em.execute<{ id: string }[]>(
      `update booking set hold_expires_at = greatest(hold_expires_at, now() + make_interval(secs => ?))
        where id = ? and status = 'pending' and hold_expires_at > now() returning id`,
      [leaseMs / 1000, input.bookingId],
    );
    if (!extended[0]) throw conflict('The hold on this booking expired before payment: please book again', 'bookingId');

    await sleep(config.PAYMENT_DELAY_MS);

    outcome = await em.transactional(async (tx) => {
      const row = await findBookingRow(tx, input.bookingId, { forUpdate: true });
      const late = refusal(row, user.id);
      if (late || !row) {
        const error = late ?? notFound('Booking not found');
        await completeWithError(tx, claim.id, error);
        return { error };
      }
      if (row.offer_code) {
        // The offer is for the first booking ever confirmed: serialise this user's payments.
        await tx.execute(`select id from app_user where id = ? for update`, [user.id]);
        if (await hasEverConfirmed(tx, user.id, row.id)) {
          const error = conflict(`offerCode: ${NOT_FIRST_BOOKING} Cancel this booking and book again without the offer.`, 'offerCode');
          await completeWithError(tx, claim.id, error);
          return { error };
        }
      }
      const declined = cardNumber === DECLINED_TEST_CARD;
      const [paymentRow] = await tx.execute<{ id: string; created_at: string }[]>(
        `insert into payment (booking_id, user_id, method, status, amount_cents, currency, card_last4, failure_reason)
         values (?, ?, ?, ?, ?, ?, ?, ?) returning id, ${isoTimestamp('created_at')} as created_at`,
        [row.id, user.id, input.method, declined ? 'declined' : 'succeeded', row.total_cents, row.currency, cardNumber ? cardNumber.slice(-4) : null, declined ? 'card_declined' : null],
      );
      if (declined) {
        const error = new AppError('PAYMENT_REQUIRED', 'Payment declined: the card was declined. No money was taken; try another card or PayPal.', { field: 'cardNumber' });
        await completeWithError(tx, claim.id, error);
        return { error };
      }
      await tx.execute(`update booking set status = 'confirmed', confirmed_at = now(), hold_expires_at = null where id = ?`, [row.id]);
      const confirmed = (await findBookingRow(tx, row.id))!;
      const payment: Payment = {
        id: paymentRow.id,
        bookingId: row.id,
        status: 'succeeded',
        method: input.method,
        amount: centsToAmount(row.total_cents),
        currency: row.currency,
        cardLast4: cardNumber ? cardNumber.slice(-4) : null,
        createdAt: paymentRow.created_at,
        booking: toBookingDto(confirmed, user),
      };
      await completeIdempotencyKey(tx, claim.id, 200, payment);
      return { payment };
    });
  } catch (error) {
    if (error instanceof AppError) {
      // A refusal before anything was charged is still this key's answer.
      await em.transactional((tx) => completeWithError(tx, claim.id, error));
    } else {
      await releaseIdempotencyKey(em, claim.id).catch(() => {});
    }
    throw error;
  }
  if ('error' in outcome) throw outcome.error;
  return outcome.payment;
}
