import { z } from 'zod';
import { ZAmount } from './common';
import { ZBooking, ZLockedCharge } from './bookings';
import { DISPLAY_CURRENCIES } from '../display-currency';
import { isValidCardNumber } from '../payment-card';
import { plainText } from './text';
import { MOBILE_MONEY_COUNTRIES, MOBILE_MONEY_OPERATORS, PUSH_STATUSES, mobileMoneyNumber } from '../mobile-money';
import { ZFileBytes } from './photos';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

const ZIdempotencyKey = plainText(
  z
    .string({
      error: (issue) => (issue.input === undefined ? `Required: send an ${IDEMPOTENCY_KEY_HEADER} header, unique per payment attempt` : undefined),
    })
    .trim()
    .min(1, `Required: send an ${IDEMPOTENCY_KEY_HEADER} header, unique per payment attempt`)
    .max(255, 'Use at most 255 characters')
    .regex(/^[\x21-\x7e]+$/, 'Use visible ASCII characters only'),
);

// Payments (simulated processor, /checkout: 2 seconds; recorded and idempotent).
export const PAYMENT_METHODS = ['paypal', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * How a recorded payment was made: the checkout's methods, a mobile money push (its own request),
 * cash collected when a marketplace order paid on delivery is delivered, and a car rental paid
 * at the rental desk when the car is picked up.
 */
export const RECORDED_PAYMENT_METHODS = [...PAYMENT_METHODS, 'mobile_money', 'cash_on_delivery', 'pay_at_pickup'] as const;
export const PAYMENT_STATUSES = ['succeeded', 'declined', 'refunded'] as const;
/**
 * POST /api/payments (body: bookingId, method, cardNumber; header Idempotency-Key) and
 * payments.create (idempotencyKey in the input). Retrying with the same key and body returns
 * the stored result and never charges twice; the same key with another body is refused (422).
 */
export const ZPaymentRequest = z
  .object({
    bookingId: z.uuid({ error: 'Expected a booking id' }),
    method: z.enum(PAYMENT_METHODS, { error: 'Choose paypal or card' }),
    cardNumber: plainText(z.string().max(40, 'Too long'))
      .transform((value) => value.replace(/[\s-]/g, ''))
      // 12 to 19 digits, spaces or dashes between them (removed before the check).
      .meta({ pattern: '^(?:\\d[ -]?){11,18}\\d$' })
      .optional(),
    idempotencyKey: ZIdempotencyKey,
    chargeCurrency: z
      .enum(DISPLAY_CURRENCIES, { error: `Choose one of ${DISPLAY_CURRENCIES.join(', ')}` })
      .optional()
      .describe("The currency to charge (ISO 4217): the booking's own (USD, the default) or another, converted at the exchange_rate table's rate"),
    expectedTotal: z
      .string({ error: 'Expected an amount like "4289.00"' })
      .trim()
      .regex(/^\d{1,15}(\.\d{1,3})?$/, 'Expected an amount like "4289.00"')
      .optional()
      .describe('The charge the traveller saw, in chargeCurrency; another amount today (a rate changed) is refused with 409 and the new figure'),
  })
  .superRefine((value, ctx) => {
    if (value.method === 'card') {
      if (!value.cardNumber) ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: 'Required for card payments' });
      else if (!isValidCardNumber(value.cardNumber)) ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: 'Not a valid card number' });
    } else if (value.cardNumber) {
      ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: 'Only for card payments' });
    }
  });
export type PaymentRequest = z.input<typeof ZPaymentRequest>;

/** POST /api/bookings/{id}/pay-at-pickup: a car rental paid at the desk, guaranteed now by a card (nothing is charged). */
export const ZPayAtPickupRequest = z.object({
  id: z.uuid({ error: 'Expected a booking id' }),
  cardNumber: plainText(z.string().max(40, 'Too long'))
    .transform((value) => value.replace(/[\s-]/g, ''))
    .meta({ pattern: '^(?:\\d[ -]?){11,18}\\d$' })
    .refine(isValidCardNumber, 'Not a valid card number'),
});
export type PayAtPickupRequest = z.input<typeof ZPayAtPickupRequest>;

export const ZPayment = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(RECORDED_PAYMENT_METHODS),
  amount: ZAmount,
  currency: z.string(),
  /** What was charged, when in another currency than `currency`; null or absent: `amount` itself. */
  charged: ZLockedCharge.nullable().optional(),
  cardLast4: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** The booking after payment: confirmed. */
  booking: ZBooking,
});
export type Payment = z.infer<typeof ZPayment>;

/** What payments.create answers: the payment, and whether it is the stored answer to a retry. */
export const ZPaymentResult = ZPayment.extend({
  /** True when the key was used before: nothing was charged again (REST: Idempotent-Replayed header). */
  replayed: z.boolean(),
});
export type PaymentResult = z.infer<typeof ZPaymentResult>;

/**
 * POST /api/payments/mobile-money (header Idempotency-Key) and payments.mobileMoney.start: asks
 * the wallet of `phone` in `country` to approve the booking's total. One push per key; while a
 * push for the booking is pending, any new request gets that push.
 */
export const ZMobileMoneyRequest = z
  .object({
    bookingId: z.uuid({ error: 'Expected a booking id' }),
    country: z.enum(MOBILE_MONEY_COUNTRIES, { error: 'Choose KE, TZ or UG' }),
    phone: plainText(
      z.string({ error: 'Required: the phone number of the wallet' }).trim().min(1, 'Required: the phone number of the wallet').max(20, 'Too long'),
    )
      // Digits, with spaces, dashes, brackets or a leading + between them.
      .meta({ pattern: '^[+0-9][0-9 ().-]*$' }),
    idempotencyKey: ZIdempotencyKey,
  })
  .superRefine((value, ctx) => {
    const wallet = mobileMoneyNumber(value.country, value.phone);
    if (!('problem' in wallet)) return;
    if (wallet.problem === 'format') ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Not a phone number' });
    else if (wallet.problem === 'country') ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Not a number of the chosen country' });
    else ctx.addIssue({ code: 'custom', path: ['phone'], message: 'No mobile money wallet answers this number' });
  });
export type MobileMoneyRequest = z.input<typeof ZMobileMoneyRequest>;

export const ZPushIdRequest = z.object({ id: z.uuid({ error: 'Expected a push id' }) });

/** A mobile money push as the traveller's checkout follows it. */
export const ZMobileMoneyPush = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  status: z.enum(PUSH_STATUSES),
  operator: z.enum(MOBILE_MONEY_OPERATORS),
  /** The wallet's number with its middle hidden: '+254 708 ••• 456'. */
  phone: z.string(),
  /** The charge, in the wallet's currency (ISO 4217), as a decimal string in its major unit. */
  amount: z.string(),
  currency: z.string(),
  /** The charge in minor units of `currency` (KES: cents; UGX: shillings). */
  amountMinor: z.number().int(),
  /** The booking's total the charge converts, in US dollars. */
  baseAmount: ZAmount,
  baseCurrency: z.literal('USD'),
  /** Units of `currency` per US dollar used, and the date of that rate. */
  exchangeRate: z.string(),
  rateAsOf: z.iso.date(),
  /** When the wallet stops waiting for its owner's answer. */
  expiresAt: z.iso.datetime(),
  /** Why it failed, in the caller's language; null unless failed. */
  failureMessage: z.string().nullable(),
  /** True: the simulated provider answered; no money moved. */
  simulated: z.boolean(),
  /** The booking as it now stands (confirmed once the push succeeded). */
  booking: ZBooking,
});
export type MobileMoneyPush = z.infer<typeof ZMobileMoneyPush>;

export const ZMobileMoneyPushResult = ZMobileMoneyPush.extend({
  /** True when this answers an earlier request (the same key, or a push already pending): nothing new was pushed. */
  replayed: z.boolean(),
});

export const CALLBACK_SIGNATURE_HEADER = 'X-Callback-Signature';
export const CALLBACK_TIMESTAMP_HEADER = 'X-Callback-Timestamp';

/** POST /api/payments/mobile-money/callback: the provider's signed result, its bytes as sent. */
export const ZMobileMoneyCallbackRequest = z.object({
  body: ZFileBytes,
  signature: plainText(
    z
      .string()
      .max(200, 'Too long')
      .regex(/^[\x21-\x7e]+$/, 'Use visible ASCII characters only'),
  ).optional(),
  timestamp: plainText(
    z
      .string()
      .max(20, 'Too long')
      .regex(/^[\x21-\x7e]+$/, 'Use visible ASCII characters only'),
  ).optional(),
});

/** The JSON a provider's callback carries (in the body whose signature was checked). */
export const ZMobileMoneyCallback = z.object({
  /** Unique per callback: a second one with the same id is a replay. */
  callbackId: z.string().min(1).max(100),
  pushId: z.uuid(),
  providerReference: z.string().min(1).max(100),
  outcome: z.enum(PUSH_STATUSES).exclude(['pending']),
  /** The provider's receipt of a successful charge. */
  receipt: z.string().max(100).nullable(),
});
export type MobileMoneyCallback = z.infer<typeof ZMobileMoneyCallback>;

export const ZCallbackAccepted = z.object({ accepted: z.literal(true) });
