import { IDEMPOTENCY_KEY_HEADER, ZPaymentRequest, ZPaymentResult } from '@shared/schemas/payments';
import { authedProcedure, router } from '../../trpc/init';
import { payForBooking } from './payments.service';

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

export const paymentsRouter = router({ create });
