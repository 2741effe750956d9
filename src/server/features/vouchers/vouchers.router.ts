import { z } from 'zod';
import { ZVerifyVoucherRequest, ZVoucher, ZVoucherCheck } from '@shared/schemas/vouchers';
import { authedProcedure, router, staffProcedure } from '../../trpc/init';
import { listVouchers, verifyVoucher } from './vouchers.service';

const list = authedProcedure
  .meta({
    summary: "The e-vouchers of the signed-in user's confirmed bookings",
    description:
      'Each code is the booking’s random reference and its signature, in groups of four; its QR code on the voucher screen carries a link to /admin/verify?code=….',
    rest: { method: 'get', path: '/vouchers', tag: 'Vouchers' },
  })
  .output(z.array(ZVoucher))
  .query(({ ctx }) => listVouchers(ctx.em, ctx.user));

const verify = staffProcedure
  .meta({
    summary: 'Verify an e-voucher (staff): shows the booking and marks the voucher used',
    description:
      'code: as typed (spaces, dashes and case ignored) or scanned (a link with ?code=). The first check answers outcome "verified" and marks it used; ' +
      'every later one answers "already_used" with when and by whom.',
    rest: {
      method: 'post',
      path: '/vouchers/verify',
      tag: 'Vouchers',
      errors: {
        404: 'Not a voucher code of ours (unknown, mistyped or forged)',
        409: 'The booking is not confirmed (unpaid, cancelled or expired): its voucher is not valid',
      },
    },
  })
  .input(ZVerifyVoucherRequest)
  .output(ZVoucherCheck)
  .mutation(({ ctx, input }) => verifyVoucher(ctx.em, ctx.user, input.code));

export const vouchersRouter = router({ list, verify });
