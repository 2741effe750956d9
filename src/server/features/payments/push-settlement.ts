// A mobile money push's result, however it arrived (the provider's callback or the status
// query), applied once: the first result of a pending push settles it, any later one changes
// nothing. Success records the payment (the US dollar total, and the charge in the wallet's
// currency at the locked rate) and confirms the booking in the same transaction; a failure puts
// the booking's hold back to what it was before the push and tells the traveller.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MobileMoneyPush } from '@db/entities/mobile-money';
import { Payment as PaymentEntity } from '@db/entities/payment';
import { User as UserEntity } from '@db/entities/user';
import { centsToAmount } from '@shared/money';
import { minorToAmount } from '@shared/local-money';
import { maskedMsisdn, type PushOutcome } from '@shared/mobile-money';
import type { MobileMoneyPush as PushDto } from '@shared/schemas/payments';
import { t } from '../../core/i18n';
import type { SessionUser } from '../auth';
import { confirmPaidBooking, findBooking, isLapsed, notifyPaymentFailed, restoreHoldAfterFailedPayment, toBookingDto } from '../bookings';
import { paymentAttempts } from '../../observability/metrics';

export interface PushResult {
  outcome: PushOutcome;
  receipt: string | null;
  providerReference?: string;
}

export type SettledBy = MobileMoneyPush['settledBy'];

/** The user's row, locked first by every transaction that also locks their bookings (no deadlocks). */
export async function lockUser(tx: EntityManager, userId: string) {
  await tx.findOne(UserEntity, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/** Applies a result to a push; false when the push had settled already (a late or repeated answer). */
export async function settlePush(em: EntityManager, pushId: string, result: PushResult, settledBy: NonNullable<SettledBy>): Promise<boolean> {
  return em.transactional(async (tx) => {
    const head = await tx.findOne(MobileMoneyPush, pushId, { fields: ['user'] });
    if (!head) return false;
    await lockUser(tx, head.user.id);
    const push = await tx.findOneOrFail(MobileMoneyPush, pushId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (push.status !== 'pending') return false;
    const booking = await findBooking(tx, push.booking.id, { forUpdate: true });
    if (!booking) return false;
    push.status = result.outcome;
    push.receipt = result.receipt;
    push.settledAt = new Date();
    push.settledBy = settledBy;
    if (result.providerReference && !push.providerReference) push.providerReference = result.providerReference;
    const charged = {
      booking,
      user: push.user.id,
      method: 'mobile_money' as const,
      amountCents: push.baseCents,
      currency: 'USD',
      cardLast4: null,
      chargedCurrency: push.chargedCurrency,
      chargedMinor: push.chargedMinor,
      unitsPerUsd: push.unitsPerUsd,
      rateAsOf: push.rateAsOf,
    };
    if (result.outcome === 'succeeded') {
      if (booking.status === 'pending' && !isLapsed(booking)) {
        tx.create(PaymentEntity, { ...charged, status: 'succeeded', failureReason: null });
        await tx.flush();
        await confirmPaidBooking(tx, booking, charged);
        paymentAttempts.inc({ method: 'mobile_money', outcome: 'succeeded' });
        return true;
      }
      // Approved after the booking was cancelled or its hold lapsed: the charge is reversed.
      tx.create(PaymentEntity, {
        ...charged,
        status: 'refunded',
        failureReason: 'booking_no_longer_payable',
        refundedAt: new Date(),
        refundedCents: push.baseCents,
        refundedMinor: push.chargedMinor,
      });
      await tx.flush();
      paymentAttempts.inc({ method: 'mobile_money', outcome: 'refused' });
      return true;
    }
    tx.create(PaymentEntity, { ...charged, status: 'declined', failureReason: result.outcome });
    await tx.flush();
    await restoreHoldAfterFailedPayment(tx, booking, push.holdBefore);
    if (booking.status === 'pending') await notifyPaymentFailed(tx, booking);
    paymentAttempts.inc({ method: 'mobile_money', outcome: 'declined' });
    return true;
  });
}

/** Why a settled push failed, in the caller's language; null while pending or after success. */
export function pushFailureMessage(status: MobileMoneyPush['status']): string | null {
  switch (status) {
    case 'cancelled':
      return t('errors:mobileMoney.cancelled');
    case 'timeout':
      return t('errors:mobileMoney.timeout');
    case 'insufficient_funds':
      return t('errors:mobileMoney.insufficientFunds');
    case 'failed':
      return t('errors:mobileMoney.failed');
    default:
      return null;
  }
}

export function toPushDto(push: MobileMoneyPush, viewer: SessionUser, simulated: boolean): PushDto {
  return {
    id: push.id,
    bookingId: push.booking.id,
    status: push.status,
    operator: push.operator,
    phone: maskedMsisdn(push.msisdn),
    amount: minorToAmount(push.chargedMinor, push.chargedCurrency),
    currency: push.chargedCurrency,
    amountMinor: push.chargedMinor,
    baseAmount: centsToAmount(push.baseCents),
    baseCurrency: 'USD',
    exchangeRate: push.unitsPerUsd,
    rateAsOf: push.rateAsOf,
    expiresAt: push.expiresAt.toISOString(),
    failureMessage: pushFailureMessage(push.status),
    simulated,
    booking: toBookingDto(push.booking, viewer),
  };
}
