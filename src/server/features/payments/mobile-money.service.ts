// Mobile money at checkout: a push to the traveller's wallet asks them to approve the booking's
// total on their phone; the result arrives later (push-settlement.ts). One push per attempt
// (the Idempotency-Key) and at most one pending push per booking: the booking's row lock
// orders concurrent requests, and a partial unique index backs it, so 20 taps make one push
// and one charge. While a push is pending its booking's hold covers the wallet's timeout, never
// longer than the hold's own expiry plus that timeout.
import { sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MobileMoneyPush } from '@db/entities/mobile-money';
import { Booking as BookingEntity } from '@db/entities/booking';
import { ExchangeRate } from '@db/entities/product';
import { minorUnits, usdCentsToMinor } from '@shared/local-money';
import { mobileMoneyNumber, type MobileMoneyCountry } from '@shared/mobile-money';
import type { MobileMoneyPush as PushDto } from '@shared/schemas/payments';
import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';
import { badRequest, notFound, serviceUnavailable, unprocessable } from '../../errors';
import { t } from '../../core/i18n';
import type { SessionUser } from '../auth';
import { findBooking, offerNoLongerApplies, notFirstBooking } from '../bookings';
import { fieldConflict } from '../../core/catalogue-query';
import type { MobileMoneyProvider, PushStatusAnswer } from './mobile-money-provider';
import { lockUser, settlePush, toPushDto } from './push-settlement';
import { simulatedWallet } from './simulated-wallet';
import { bookingRefusal } from './payment-refusal';

/** The provider pushes go to. A real provider's adapter is chosen here (docs/payments.md). */
export function mobileMoneyProvider(): MobileMoneyProvider {
  return simulatedWallet;
}

/** Margin on the hold beyond the wallet's timeout: time for the timeout's callback, or the status query, to arrive. */
const HOLD_MARGIN_SECONDS = 30;

export interface StartPushInput {
  bookingId: string;
  country: MobileMoneyCountry;
  phone: string;
  idempotencyKey: string;
}

export async function startMobileMoneyPush(
  em: EntityManager,
  config: AppConfig,
  log: Logger,
  provider: MobileMoneyProvider,
  user: SessionUser,
  input: StartPushInput,
): Promise<PushDto & { replayed: boolean }> {
  const wallet = mobileMoneyNumber(input.country, input.phone);
  if ('problem' in wallet) throw badRequest(t('errors:mobileMoney.badPhone'), 'phone');
  const timeoutSeconds = config.MOBILE_MONEY_PUSH_TIMEOUT_MS / 1000;

  const started = await em.transactional(async (tx) => {
    await lockUser(tx, user.id);
    const sameAttempt = await tx.findOne(MobileMoneyPush, { user: user.id, attemptKey: input.idempotencyKey }, { populate: ['booking'] });
    if (sameAttempt) {
      if (sameAttempt.booking.id !== input.bookingId || sameAttempt.msisdn !== wallet.msisdn) {
        throw unprocessable(t('errors:payments.keyReused'), 'idempotencyKey');
      }
      return { push: sameAttempt, replayed: true };
    }
    const booking = await findBooking(tx, input.bookingId, { forUpdate: true });
    const refused = bookingRefusal(booking, user.id);
    if (refused || !booking) throw refused ?? notFound(t('errors:notFound.booking'));
    const pending = await tx.findOne(MobileMoneyPush, { booking: booking.id, status: 'pending' }, { populate: ['booking'] });
    if (pending) return { push: pending, replayed: true };
    if (booking.offerCode && (await offerNoLongerApplies(tx, booking))) {
      throw fieldConflict('offerCode', t('errors:offer.cancelAndBookAgain', { reason: notFirstBooking() }));
    }
    const rate = await tx.findOne(ExchangeRate, wallet.currency);
    // Without a stored rate the amount cannot be stated: nothing is pushed.
    if (!rate) throw serviceUnavailable(t('errors:mobileMoney.noRate', { currency: wallet.currency }));
    const holdBefore = booking.holdExpiresAt;
    if (!holdBefore) throw notFound(t('errors:notFound.booking'));
    const push = tx.create(MobileMoneyPush, {
      booking,
      user: user.id,
      attemptKey: input.idempotencyKey,
      operator: wallet.operator,
      msisdn: wallet.msisdn,
      chargedCurrency: wallet.currency,
      chargedMinor: usdCentsToMinor(booking.totalCents, wallet.currency, rate.unitsPerUsd, 10 ** minorUnits(wallet.currency)),
      baseCents: booking.totalCents,
      unitsPerUsd: rate.unitsPerUsd,
      rateAsOf: rate.asOf,
      holdBefore,
      expiresAt: new Date(Date.now() + config.MOBILE_MONEY_PUSH_TIMEOUT_MS),
    });
    await tx.flush();
    // Held while the wallet waits (plus a margin for its answer), never past the hold's own expiry plus the timeout.
    await tx.nativeUpdate(
      BookingEntity,
      { id: booking.id },
      {
        holdExpiresAt: sql`greatest(hold_expires_at, least(now() + make_interval(secs => ${timeoutSeconds + HOLD_MARGIN_SECONDS}), hold_expires_at + make_interval(secs => ${timeoutSeconds})))`,
      },
    );
    return { push, replayed: false };
  });

  const { push } = started;
  if (!started.replayed) {
    try {
      const { providerReference } = await provider.requestPush(
        {
          pushId: push.id,
          msisdn: push.msisdn,
          operator: push.operator,
          currency: push.chargedCurrency,
          amountMinor: push.chargedMinor,
          accountReference: push.booking.confirmationCode,
        },
        { em, config },
      );
      await em.nativeUpdate(MobileMoneyPush, { id: push.id, providerReference: null }, { providerReference });
    } catch (error) {
      // The provider never took the push: it fails at once (the answer says so), and the hold goes back.
      log.error({ err: error, pushId: push.id }, 'mobile money provider refused the push');
      await settlePush(em, push.id, { outcome: 'failed', receipt: null }, 'request');
    }
  }
  return { ...(await getMobileMoneyPush(em, user, push.id, provider)), replayed: started.replayed };
}

export async function getMobileMoneyPush(em: EntityManager, user: SessionUser, id: string, provider: MobileMoneyProvider): Promise<PushDto> {
  const push = await em.fork().findOne(MobileMoneyPush, { id, user: user.id }, { populate: ['booking', 'booking.user'] });
  if (!push) throw notFound(t('errors:mobileMoney.unknownPush'));
  return toPushDto(push, user, provider.simulated);
}

async function queryOnePush(em: EntityManager, config: AppConfig, provider: MobileMoneyProvider, push: MobileMoneyPush): Promise<boolean> {
  const gaveUpAt = push.expiresAt.getTime() + config.MOBILE_MONEY_PUSH_TIMEOUT_MS;
  let answer: PushStatusAnswer = push.providerReference
    ? await provider.queryStatus(
        { pushId: push.id, providerReference: push.providerReference, msisdn: push.msisdn, requestedAt: push.requestedAt },
        { em, config },
      )
    : { state: 'pending' };
  if (answer.state === 'pending' && Date.now() >= gaveUpAt) answer = { state: 'settled', outcome: 'timeout', receipt: null };
  if (answer.state === 'pending') {
    await em.nativeUpdate(MobileMoneyPush, { id: push.id }, { statusQueries: sql`status_queries + 1` });
    return false;
  }
  return settlePush(em, push.id, { outcome: answer.outcome, receipt: answer.receipt }, 'status_query');
}

/**
 * Asks the provider about every push still pending MOBILE_MONEY_STATUS_QUERY_AFTER_MS after it
 * was made (its callback lost or late) and applies the answer, as a callback would. A push the
 * provider still calls pending long after its own timeout has timed out.
 */
export async function queryStalledPushes(em: EntityManager, config: AppConfig, provider: MobileMoneyProvider, log: Logger): Promise<number> {
  const afterSeconds = config.MOBILE_MONEY_STATUS_QUERY_AFTER_MS / 1000;
  const stalled = await em.find(
    MobileMoneyPush,
    { status: 'pending', requestedAt: { $lte: sql`now() - make_interval(secs => ${afterSeconds})` } },
    { orderBy: { requestedAt: 'asc' }, limit: 100 },
  );
  let settled = 0;
  for (const push of stalled) {
    try {
      if (await queryOnePush(em, config, provider, push)) {
        settled++;
        log.info({ pushId: push.id }, 'mobile money push settled by status query');
      }
    } catch (error) {
      // One provider failure must not keep the other pushes waiting: this one is asked again next time.
      log.warn({ err: error, pushId: push.id }, 'mobile money status query failed');
    }
  }
  return settled;
}
