import { ZPayment, ZPaymentRequest } from '../../../shared/schemas/payments';
import { authedProcedure, router } from '../../trpc/init';
import { payForBooking } from './payments.service';

const create = authedProcedure
  .meta({
    summary: 'Pay for a pending booking (simulated processor)',
    description:
      'Waits PAYMENT_DELAY_MS (2 s), records the payment and confirms the booking atomically. Requires an Idempotency-Key ' +
      'header: the same key and body return the stored result (charged once, also when sent concurrently; ' +
      'header Idempotent-Replayed: true); the same key with another body is refused with 422. ' +
      'Card 4000000000000002 is always declined (402; the booking stays pending). Paying an expired, cancelled or paid booking: 409.',
  })
  .input(ZPaymentRequest)
  .output(ZPayment)
  .mutation(({ ctx, input }) =>
    payForBooking(ctx.em, ctx.config, ctx.user, input, () => {
      if (ctx.res && !ctx.res.headersSent) ctx.res.setHeader('Idempotent-Replayed', 'true');
    }),
  );

export const paymentsRouter = router({ create });
