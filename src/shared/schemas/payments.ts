import { z } from 'zod';
import { ZAmount } from './common';
import { ZBooking } from './bookings';
import { isValidCardNumber } from '../payment-card';
import { plainText } from './text';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

// Payments (simulated processor, /checkout: 2 seconds; recorded and idempotent).
export const PAYMENT_METHODS = ['paypal', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
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
    idempotencyKey: plainText(
      z
        .string({
          error: (issue) => (issue.input === undefined ? `Required: send an ${IDEMPOTENCY_KEY_HEADER} header, unique per payment attempt` : undefined),
        })
        .trim()
        .min(1, `Required: send an ${IDEMPOTENCY_KEY_HEADER} header, unique per payment attempt`)
        .max(255, 'Use at most 255 characters')
        .regex(/^[\x21-\x7e]+$/, 'Use visible ASCII characters only'),
    ),
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

export const ZPayment = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  amount: ZAmount,
  currency: z.string(),
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
