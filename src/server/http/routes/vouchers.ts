// E-vouchers: a traveller's vouchers, and the staff check that marks one used.
import { z } from 'zod';
import { ZVerifyVoucherRequest, ZVoucher, ZVoucherCheck } from '../../../shared/schemas/vouchers';
import { get, post } from '../binding';

const tag = 'Vouchers';

export const voucherRoutes = [
  get('/vouchers', {
    tag,
    summary: "The e-vouchers of the signed-in user's confirmed bookings",
    description: 'Each code is the booking’s random reference and its signature, in groups of four; its QR code on the voucher screen carries a link to /admin/verify?code=….',
    access: 'signed-in',
    output: z.array(ZVoucher),
    call: (api) => api.vouchers.list(),
  }),
  post('/vouchers/verify', {
    tag,
    summary: 'Verify an e-voucher (staff): shows the booking and marks the voucher used',
    description:
      'code: as typed (spaces, dashes and case ignored) or scanned (a link with ?code=). The first check answers outcome "verified" and marks it used; ' +
      'every later one answers "already_used" with when and by whom.',
    access: 'staff',
    input: ZVerifyVoucherRequest,
    output: ZVoucherCheck,
    errors: {
      404: 'Not a voucher code of ours (unknown, mistyped or forged)',
      409: 'The booking is not confirmed (unpaid, cancelled or expired): its voucher is not valid',
    },
    call: (api, input) => api.vouchers.verify(input),
  }),
];
