import type { EntityManager } from '@mikro-orm/postgresql';
import type { Booking as BookingEntity } from '../../../../prisma-free-db/entities/booking';
import { Payment as PaymentEntity } from '../../../../prisma-free-db/entities/payment';
import { AppError, conflict, notFound } from '../../errors';
import { centsToAmount } from '../../../shared/money';
import { DECLINED_TEST_CARD } from '../../../shared/payment-card';
import { type Payment, type PaymentMethod } from '../../../shared/schemas/payments';
import type { AppConfig } from '../../config';
import type { SessionUser } from '../auth';
import { NOT_FIRST_BOOKING, confirmPaidBooking, extendHoldWhilePaying, findBooking, notifyPaymentFailed, offerNoLongerApplies, toBookingDto } from '../bookings';
import { claimIdempotencyKey, completeIdempotencyKey, completeWithError, releaseIdempotencyKey, replayStored, requestHash } from '../../core/idempotency';

export interface PaymentInput {
  bookingId: string;
  method: PaymentMethod;
  cardNumber?: string;
  idempotencyKey: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const HOLD_EXPIRED = 'The hold on this booking expired before payment: please book again';

function refusal(booking: BookingEntity | null, userId: string): AppError | null {
  if (!booking || booking.user.id !== userId) return notFound('Booking not found');
  if (booking.status === 'confirmed') return conflict('This booking is already paid', 'bookingId');
  if (booking.status === 'cancelled') return conflict('This booking was cancelled and cannot be paid', 'bookingId');
  if (booking.status === 'expired') return conflict(HOLD_EXPIRED, 'bookingId');
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
    const early = refusal(await findBooking(em, input.bookingId), user.id);
    if (early) throw early;
    if (!(await extendHoldWhilePaying(em, input.bookingId, leaseMs / 1000))) throw conflict(HOLD_EXPIRED, 'bookingId');

    await sleep(config.PAYMENT_DELAY_MS);

    outcome = await em.transactional(async (tx) => {
      const booking = await findBooking(tx, input.bookingId, { forUpdate: true });
      const late = refusal(booking, user.id);
      if (late || !booking) {
        const error = late ?? notFound('Booking not found');
        await completeWithError(tx, claim.id, error);
        return { error };
      }
      // The offer is for the first booking ever confirmed: checked again, one payment of the user's at a time.
      if (booking.offerCode && (await offerNoLongerApplies(tx, booking))) {
        const error = conflict(`offerCode: ${NOT_FIRST_BOOKING} Cancel this booking and book again without the offer.`, 'offerCode');
        await completeWithError(tx, claim.id, error);
        return { error };
      }
      const declined = cardNumber === DECLINED_TEST_CARD;
      const payment = tx.create(PaymentEntity, {
        booking,
        user: user.id,
        method: input.method,
        status: declined ? 'declined' : 'succeeded',
        amountCents: booking.totalCents,
        currency: booking.currency,
        cardLast4: cardNumber ? cardNumber.slice(-4) : null,
        failureReason: declined ? 'card_declined' : null,
      });
      await tx.flush();
      if (declined) {
        await notifyPaymentFailed(tx, booking);
        const error = new AppError('PAYMENT_REQUIRED', 'Payment declined: the card was declined. No money was taken; try another card or PayPal.', { field: 'cardNumber' });
        await completeWithError(tx, claim.id, error);
        return { error };
      }
      await confirmPaidBooking(tx, booking);
      const result: Payment = {
        id: payment.id,
        bookingId: booking.id,
        status: 'succeeded',
        method: input.method,
        amount: centsToAmount(booking.totalCents),
        currency: booking.currency,
        cardLast4: payment.cardLast4 ?? null,
        createdAt: payment.createdAt.toISOString(),
        booking: toBookingDto(booking, user),
      };
      await completeIdempotencyKey(tx, claim.id, 200, result);
      return { payment: result };
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
