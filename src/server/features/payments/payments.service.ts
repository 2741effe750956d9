import type { EntityManager } from '@mikro-orm/postgresql';
import { Payment as PaymentEntity } from '@db/entities/payment';
import { MobileMoneyPush } from '@db/entities/mobile-money';
import type { Booking as BookingEntity } from '@db/entities/booking';
import { ExchangeRate } from '@db/entities/product';
import { AppError, badRequest, conflict, notFound, serviceUnavailable } from '../../errors';
import { centsToAmount } from '@shared/money';
import { amountToMinor, minorToAmount } from '@shared/local-money';
import { usdCentsIn } from '@shared/display-currency';
import { DECLINED_TEST_CARD } from '@shared/payment-card';
import { type Payment, type PaymentMethod } from '@shared/schemas/payments';
import type { AppConfig } from '../../config';
import type { SessionUser } from '../auth';
import {
  type ChargeLock,
  notFirstBooking,
  confirmPaidBooking,
  extendHoldWhilePaying,
  findBooking,
  notifyPaymentFailed,
  offerNoLongerApplies,
  restoreHoldAfterFailedPayment,
  toBookingDto,
} from '../bookings';
import {
  LeaseLostError,
  claimIdempotencyKey,
  completeIdempotencyKey,
  completeWithError,
  keepLeaseAlive,
  releaseIdempotencyKey,
  replayStored,
  requestHash,
} from '../../core/idempotency';
import type { RateLimitRule } from '../../core/throttle';
import { t } from '../../core/i18n';
import { paymentAttempts, type PaymentOutcome } from '../../observability/metrics';
import { fieldConflict } from '../../core/catalogue-query';
import { bookingRefusal, holdExpired } from './payment-refusal';
import { lockUser } from './push-settlement';

export interface PaymentInput {
  bookingId: string;
  method: PaymentMethod;
  cardNumber?: string;
  idempotencyKey: string;
  /** The currency to charge; absent: the booking's own. */
  chargeCurrency?: string;
  /** The charge the traveller saw, in `chargeCurrency`; when given, another amount now is refused. */
  expectedTotal?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The hold covers the processor's delay plus this margin while a payment is in progress. */
const HOLD_MARGIN_SECONDS = 60;

/**
 * Pays a pending booking with the simulated processor (spec: a 2-second delay), exactly once
 * per Idempotency-Key:
 * 1. claim the key (a duplicate waits for and replays the first request's stored result) and
 *    keep its lease alive while working (a crashed owner's key is taken over within the lease);
 * 2. check the booking and extend its hold to cover the processing time;
 * 3. wait PAYMENT_DELAY_MS (the "processor");
 * 4. in one transaction: lock the user, then the booking (the order bookings.create locks in),
 *    check it again, record the payment (declined for the test card 4000000000000002), confirm
 *    the booking, store the response on the key.
 * A failed attempt (declined, refused, or an error) puts the hold back to what it was before
 * the attempt, never later, so retrying a declined card cannot keep a room held forever.
 */
export async function payForBooking(em: EntityManager, config: AppConfig, user: SessionUser, input: PaymentInput, onReplay?: () => void): Promise<Payment> {
  let replayed = false;
  try {
    const payment = await payOnce(em, config, user, input, () => {
      replayed = true;
      onReplay?.();
    });
    countPayment(input.method, replayed ? 'replayed' : 'succeeded');
    return payment;
  } catch (error) {
    countPayment(input.method, replayed ? 'replayed' : error instanceof AppError ? (error.code === 'PAYMENT_REQUIRED' ? 'declined' : 'refused') : 'error');
    throw error;
  }
}

async function payOnce(em: EntityManager, config: AppConfig, user: SessionUser, input: PaymentInput, onReplay: () => void): Promise<Payment> {
  const cardNumber = input.method === 'card' ? (input.cardNumber ?? null) : null;
  const leaseMs = config.IDEMPOTENCY_LEASE_MS;
  const claim = await claimIdempotencyKey(em, {
    userId: user.id,
    scope: 'payment',
    key: input.idempotencyKey,
    hash: requestHash([
      'payment',
      input.bookingId,
      input.method,
      cardNumber,
      ...(input.chargeCurrency || input.expectedTotal ? [input.chargeCurrency ?? null, input.expectedTotal ?? null] : []),
    ]),
    leaseMs,
    // A duplicate waits for a live owner (one that keeps renewing its lease) to finish.
    waitMs: config.PAYMENT_DELAY_MS + 10_000,
    newKeyLimit: idempotencyKeyLimit(config),
  });
  if (claim.kind === 'replay') {
    onReplay();
    return replayStored<Payment>(claim);
  }
  const stopRenewing = keepLeaseAlive(em, claim, leaseMs);

  let holdBefore: Date | null = null;
  let outcome: { payment: Payment } | { error: AppError };
  try {
    const early = await findBooking(em, input.bookingId);
    const refused = bookingRefusal(early, user.id);
    if (refused) throw refused;
    holdBefore = early?.holdExpiresAt ?? null;
    // The charge is fixed now, before the processor's delay: a rate changed meanwhile never changes it.
    const charge = early ? await quoteCharge(em, early, input.chargeCurrency, input.expectedTotal) : null;
    if (!(await extendHoldWhilePaying(em, input.bookingId, config.PAYMENT_DELAY_MS / 1000 + HOLD_MARGIN_SECONDS))) throw conflict(holdExpired(), 'bookingId');

    await sleep(config.PAYMENT_DELAY_MS);

    outcome = await em.transactional(async (tx) => {
      await lockUser(tx, user.id);
      const booking = await findBooking(tx, input.bookingId, { forUpdate: true });
      const refuse = async (error: AppError) => {
        if (booking && holdBefore) await restoreHoldAfterFailedPayment(tx, booking, holdBefore);
        await completeWithError(tx, claim, error);
        return { error };
      };
      const late = bookingRefusal(booking, user.id);
      if (late || !booking) return refuse(late ?? notFound(t('errors:notFound.booking')));
      // A wallet may still approve its push: paying otherwise now could charge twice.
      if (await tx.count(MobileMoneyPush, { booking: booking.id, status: 'pending' }))
        return refuse(conflict(t('errors:mobileMoney.pushPending'), 'bookingId'));
      // The offer is for the first booking ever confirmed: checked again, one payment of the user's at a time.
      if (booking.offerCode && (await offerNoLongerApplies(tx, booking))) {
        return refuse(fieldConflict('offerCode', t('errors:offer.cancelAndBookAgain', { reason: notFirstBooking() })));
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
        ...(charge ?? {}),
      });
      await tx.flush();
      if (declined) {
        const refused = await refuse(new AppError('PAYMENT_REQUIRED', t('errors:payments.cardDeclined'), { field: 'cardNumber' }));
        // Told with the hold as it now stands (put back by refuse).
        await notifyPaymentFailed(tx, booking);
        return refused;
      }
      await confirmPaidBooking(tx, booking, charge);
      const bookingDto = toBookingDto(booking, user);
      const result: Payment = {
        id: payment.id,
        bookingId: booking.id,
        status: 'succeeded',
        method: input.method,
        amount: centsToAmount(booking.totalCents),
        currency: booking.currency,
        charged: bookingDto.charge ?? null,
        cardLast4: payment.cardLast4 ?? null,
        createdAt: payment.createdAt.toISOString(),
        booking: bookingDto,
      };
      await completeIdempotencyKey(tx, claim, 200, result);
      return { payment: result };
    });
  } catch (error) {
    stopRenewing();
    // The key, and the hold it extended, now belong to the request that took the key over.
    if (error instanceof LeaseLostError) throw error;
    if (holdBefore) await restoreHold(em, input.bookingId, holdBefore).catch(() => {});
    if (error instanceof AppError) {
      // A refusal before anything was charged is still this key's answer.
      await em.transactional((tx) => completeWithError(tx, claim, error)).catch(() => {});
    } else {
      await releaseIdempotencyKey(em, claim).catch(() => {});
    }
    throw error;
  }
  stopRenewing();
  if ('error' in outcome) throw outcome.error;
  return outcome.payment;
}

/**
 * The charge in `chargeCurrency` when it is not the booking's own: the total converted at the
 * stored rate, rounded half up to the currency's minor unit (src/shared/display-currency.ts).
 * `expectedTotal`, the amount the traveller saw, must still be the amount: a rate changed since
 * the page showed it is refused (409 naming expectedTotal, with the new figure), never charged.
 */
async function quoteCharge(
  em: EntityManager,
  booking: BookingEntity,
  chargeCurrency: string | undefined,
  expectedTotal: string | undefined,
): Promise<ChargeLock | null> {
  const currency = chargeCurrency ?? booking.currency;
  let charge: ChargeLock | null = null;
  if (currency !== booking.currency) {
    if (booking.currency !== 'USD') throw badRequest(t('errors:payments.chargeCurrency', { currency: booking.currency }), 'chargeCurrency');
    const rate = await em.findOne(ExchangeRate, currency, { refresh: true });
    if (!rate) throw serviceUnavailable(t('errors:payments.noRate', { currency }));
    charge = {
      chargedCurrency: currency,
      chargedMinor: usdCentsIn(booking.totalCents, currency, rate.unitsPerUsd),
      unitsPerUsd: rate.unitsPerUsd,
      rateAsOf: rate.asOf,
    };
  }
  const chargedMinor = charge ? charge.chargedMinor : amountToMinor(centsToAmount(booking.totalCents), currency);
  if (expectedTotal !== undefined && !sameAmount(expectedTotal, chargedMinor, currency)) {
    throw conflict(t('errors:payments.totalChanged', { total: `${currency} ${minorToAmount(chargedMinor, currency)}` }), 'expectedTotal');
  }
  return charge;
}

function sameAmount(amount: string, minor: number, currency: string): boolean {
  try {
    return amountToMinor(amount, currency) === minor;
  } catch {
    return false; // more decimals than the currency has: not the amount charged
  }
}

/** Payment outcomes per method, for /metrics: counted once the attempt is over (and committed). */
function countPayment(method: PaymentMethod, outcome: PaymentOutcome) {
  paymentAttempts.inc({ method, outcome });
}

/** Back to the hold the booking had before this attempt (never later), outside a transaction. */
async function restoreHold(em: EntityManager, bookingId: string, holdBefore: Date) {
  await em.transactional(async (tx) => {
    const booking = await findBooking(tx, bookingId, { forUpdate: true });
    if (booking) await restoreHoldAfterFailedPayment(tx, booking, holdBefore);
  });
}

function idempotencyKeyLimit(config: AppConfig): RateLimitRule {
  return {
    name: 'idempotency-keys',
    limit: config.IDEMPOTENCY_KEYS_PER_USER_PER_HOUR,
    windowSeconds: 60 * 60,
    message: () => t('errors:throttle.paymentAttempts'),
  };
}
