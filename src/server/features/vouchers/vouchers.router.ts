import { z } from 'zod';
import { ZVerifyVoucherRequest, ZVoucher, ZVoucherCheck } from '../../../shared/schemas/vouchers';
import { authedProcedure, router, staffProcedure } from '../../trpc/init';
import { listVouchers, verifyVoucher } from './vouchers.service';

const list = authedProcedure.output(z.array(ZVoucher)).query(({ ctx }) => listVouchers(ctx.em, ctx.user));

const verify = staffProcedure
  .input(ZVerifyVoucherRequest)
  .output(ZVoucherCheck)
  .mutation(({ ctx, input }) => verifyVoucher(ctx.em, ctx.user, input.code));

export const vouchersRouter = router({ list, verify });
