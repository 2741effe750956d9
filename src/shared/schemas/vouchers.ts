import { ZBookingTravellers } from './travellers';
// E-vouchers: every confirmed booking's voucher, and the staff check at /admin/verify.
import { z } from 'zod';
import { zText } from './text';
import { BOOKING_STATUSES, BOOKING_TYPES } from './bookings';
import { ZAmount, ZCalendarDate } from './common';

export const VOUCHER_CODE_MAX = 200; // a scanned link to /admin/verify?code=... included

/** A traveller's voucher for one confirmed booking. */
export const ZVoucher = z.object({
  bookingId: z.uuid(),
  /** 'A1B2-C3D4-E5F6-0718-9ABC-DEF0': the booking's reference and its signature. */
  code: z.string(),
  /** When staff verified it; null until then. */
  usedAt: z.iso.datetime().nullable(),
});
export type Voucher = z.infer<typeof ZVoucher>;

export const ZVerifyVoucherRequest = z.object({
  /** The code as typed (spaces, dashes and case do not matter) or scanned from the QR code. */
  code: zText({ max: VOUCHER_CODE_MAX }),
});
export type VerifyVoucherRequest = z.input<typeof ZVerifyVoucherRequest>;

export const VOUCHER_OUTCOMES = ['verified', 'already_used'] as const;

export const ZVoucherCheck = z.object({
  /** verified: valid, now marked used by you; already_used: it was verified before (usedAt, usedBy). */
  outcome: z.enum(VOUCHER_OUTCOMES),
  usedAt: z.iso.datetime(),
  /** Username of the staff member who verified it first; null if that account is gone. */
  usedBy: z.string().nullable(),
  booking: z.object({
    id: z.uuid(),
    type: z.enum(BOOKING_TYPES),
    status: z.enum(BOOKING_STATUSES),
    confirmationCode: z.string(),
    itemName: z.string(),
    location: z.string().nullable(),
    startDate: ZCalendarDate.nullable(),
    endDate: ZCalendarDate.nullable(),
    quantity: z.number().int(),
    /** English, e.g. "2 places"; screens say it in their language from type and quantity. */
    quantityLabel: z.string(),
    travellerName: z.string(),
    /** Who travels (passport numbers masked), as the traveller gave them. */
    travellers: ZBookingTravellers.nullable().optional(),
    /** A car rental paid at pickup: the amount the desk takes from the traveller now, recorded as paid when the voucher was checked. */
    paidAtPickup: z.object({ amount: ZAmount, currency: z.string() }).nullable().optional(),
  }),
});
export type VoucherCheck = z.infer<typeof ZVoucherCheck>;
