import {
  CALLBACK_SIGNATURE_HEADER,
  CALLBACK_TIMESTAMP_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  ZCallbackAccepted,
  ZMobileMoneyCallbackRequest,
  ZMobileMoneyPush,
  ZMobileMoneyPushResult,
  ZMobileMoneyRequest,
  ZPayAtPickupRequest,
  ZPaymentRequest,
  ZPaymentResult,
  ZPushIdRequest,
} from '@shared/schemas/payments';
import { SIMULATED_TEST_NUMBERS } from '@shared/mobile-money';
import { authedProcedure, publicProcedure, router } from '../../trpc/init';
import { payForBooking } from './payments.service';
import { getMobileMoneyPush, mobileMoneyProvider, startMobileMoneyPush } from './mobile-money.service';
import { receiveMobileMoneyCallback } from './mobile-money-callback';
import { payAtPickup } from './pay-at-pickup';
import { ZBooking } from '@shared/schemas/bookings';
import { NO_SHOW_AFTER_HOURS } from '../bookings';

const testNumbers = Object.entries(SIMULATED_TEST_NUMBERS)
  .map(([digits, behaviour]) => `…${digits}: ${behaviour.replace(/_/g, ' ')}`)
  .join('; ');

/** Pushes a payment request to the traveller's mobile money wallet; the result comes later (poll the push). */
const startMobileMoney = authedProcedure
  .meta({
    summary: 'Pay a pending booking by mobile money (M-Pesa-style push; simulated provider)',
    description:
      "Asks the wallet of `phone` to approve the booking's total, converted from US dollars to the wallet's currency " +
      '(Kenya: KES, Tanzania: TZS, Uganda: UGX) at the stored exchange rate, in whole units. Answers at once with the pending push; ' +
      'the booking is confirmed when the provider reports approval (poll GET /api/payments/mobile-money/{id}). ' +
      `One push per ${IDEMPOTENCY_KEY_HEADER}; while a push for the booking is pending, every request gets that push (replayed). ` +
      `The hold is kept while the push is pending. The simulated provider approves after PAYMENT_DELAY_MS; test numbers by their last six digits: ${testNumbers}.`,
    rest: {
      method: 'post',
      path: '/payments/mobile-money',
      tag: 'Bookings',
      status: 201,
      errors: {
        404: 'No such booking of yours',
        409: 'The booking is paid, cancelled or its hold expired',
        422: `The ${IDEMPOTENCY_KEY_HEADER} was already used for a different request`,
      },
      inputRules: {
        phone:
          'a mobile money number of `country`: Kenya Safaricom M-Pesa (07xx/01xx, 2547…/2541…); Tanzania M-Pesa, Tigo Pesa or Airtel Money; Uganda MTN or Airtel',
      },
    },
  })
  .input(ZMobileMoneyRequest)
  .output(ZMobileMoneyPushResult)
  .mutation(({ ctx, input }) => startMobileMoneyPush(ctx.em, ctx.config, ctx.log, mobileMoneyProvider(), ctx.user, input));

const getMobileMoney = authedProcedure
  .meta({
    summary: 'A mobile money push of yours: pending, or its result',
    rest: { method: 'get', path: '/payments/mobile-money/:id', tag: 'Bookings', errors: { 404: 'No such push of yours' } },
  })
  .input(ZPushIdRequest)
  .output(ZMobileMoneyPush)
  .query(({ ctx, input }) => getMobileMoneyPush(ctx.em, ctx.user, input.id, mobileMoneyProvider()));

/** The provider's result callback: accepted once, only when signed with the shared secret. */
const mobileMoneyCallback = publicProcedure
  .meta({
    summary: "The mobile money provider's result callback (signed)",
    description:
      `The body is JSON { callbackId, pushId, providerReference, outcome, receipt }, sent with ${CALLBACK_TIMESTAMP_HEADER} (Unix seconds) ` +
      `and ${CALLBACK_SIGNATURE_HEADER}: 'sha256=' + hex HMAC-SHA256 of '<timestamp>.<body bytes>' with MOBILE_MONEY_CALLBACK_SECRET. ` +
      'Unsigned, wrongly signed or stale (over 5 minutes) callbacks answer 401, a callbackId seen before 409; each refusal is logged and changes nothing.',
    rest: {
      method: 'post',
      path: '/payments/mobile-money/callback',
      tag: 'Bookings',
      errors: {
        401: 'Unsigned, wrongly signed, or its timestamp is over 5 minutes away',
        404: 'No such push',
        409: 'Replayed: this callbackId was accepted before',
        422: "The providerReference is not the push's",
      },
    },
  })
  .input(ZMobileMoneyCallbackRequest)
  .output(ZCallbackAccepted)
  .mutation(({ ctx, input }) => receiveMobileMoneyCallback(ctx.em, ctx.config, ctx.log, input));

/** Pays a pending booking once per idempotency key; `replayed` tells a retry's stored answer. */
const create = authedProcedure
  .meta({
    summary: 'Pay for a pending booking (simulated processor)',
    description:
      'Waits PAYMENT_DELAY_MS (2 s), records the payment and confirms the booking atomically. ' +
      `The same ${IDEMPOTENCY_KEY_HEADER} and body return the stored result (charged once, also when sent concurrently), ` +
      'with the header Idempotent-Replayed: true. Card 4000000000000002 is always declined (the booking stays pending).',
    rest: {
      method: 'post',
      path: '/payments',
      tag: 'Bookings',
      errors: {
        402: 'The card was declined; no money was taken',
        404: 'No such booking of yours',
        409: 'The booking is paid, cancelled or its hold expired; or the key is still being processed',
        422: `The ${IDEMPOTENCY_KEY_HEADER} was already used for a different request`,
        429: `Too many new ${IDEMPOTENCY_KEY_HEADER}s from this user within an hour`,
      },
      inputRules: {
        cardNumber: 'given exactly when method is card, and a valid card number (Luhn check digit)',
      },
    },
  })
  .input(ZPaymentRequest)
  .output(ZPaymentResult)
  .mutation(async ({ ctx, input }) => {
    let replayed = false;
    const payment = await payForBooking(ctx.em, ctx.config, ctx.user, input, () => {
      replayed = true;
    });
    return { ...payment, replayed };
  });

/** A car rental paid at the rental desk, guaranteed by a card now; nothing is charged. */
const payCarAtPickup = authedProcedure
  .meta({
    summary: 'Pay a pending car rental at pickup, guaranteed by a card (simulated; nothing is charged now)',
    description:
      'Confirms the booking without a charge; the card (only its last four digits are kept) guarantees it. The rental desk takes the payment ' +
      'when it checks the voucher at pickup. Cancelling charges the card what the cancellation policy keeps; a car not picked up ' +
      `${NO_SHOW_AFTER_HOURS} h after its pickup time (the end of the pickup day) is a no-show, charged what cancelling at the last moment would keep ` +
      '(payAtPickup.noShowCharge in the booking). Asking again for a booking guaranteed this way answers it as it is. Card 4000000000000002 is declined.',
    rest: {
      method: 'post',
      path: '/bookings/:id/pay-at-pickup',
      tag: 'Bookings',
      errors: {
        402: 'The card was declined as a guarantee',
        404: 'No such booking of yours',
        409: 'The booking is paid, cancelled or its hold expired, or a mobile money push is pending',
      },
      inputRules: { cardNumber: 'a valid card number (Luhn check digit)' },
    },
  })
  .input(ZPayAtPickupRequest)
  .output(ZBooking)
  .mutation(({ ctx, input }) => payAtPickup(ctx.em, ctx.user, input));

export const paymentsRouter = router({
  create,
  payAtPickup: payCarAtPickup,
  mobileMoney: router({ start: startMobileMoney, get: getMobileMoney, callback: mobileMoneyCallback }),
});
