import { ZPaymentRequest, ZPaymentResult } from '../../../shared/schemas/payments';
import { authedProcedure, router } from '../../trpc/init';
import { payForBooking } from './payments.service';

/** Pays a pending booking once per idempotency key; `replayed` tells a retry's stored answer. */
const create = authedProcedure
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
