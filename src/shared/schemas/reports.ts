import { z } from 'zod';
import { ZAmount, ZCalendarDate } from './common';
import { BOOKING_TYPES } from './bookings';

// View Reports. Every figure is an SQL aggregate over the booking table (by type, so
// new booking types appear by themselves) or the hotel_night ledger; docs/back-office.md
// defines each one. Dates are travel-calendar days (Africa/Nairobi).

export const REPORT_BUCKETS = ['day', 'week'] as const;
export type ReportBucket = (typeof REPORT_BUCKETS)[number];
export const MAX_REPORT_DAYS = 366;
export const TOP_DESTINATIONS_LIMIT = 8;

export const ZReportRequest = z
  .object({
    from: ZCalendarDate.describe('First day (travel calendar)'),
    to: ZCalendarDate.describe('Last day, included'),
    bucket: z.enum(REPORT_BUCKETS, { error: 'Choose day or week' }).describe('Group by day or by week (weeks start on Monday)'),
  })
  .refine((range) => range.from <= range.to, { message: 'Must be on or after from', path: ['to'] })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < MAX_REPORT_DAYS, {
    message: `The range may span at most ${MAX_REPORT_DAYS} days`,
    path: ['to'],
  });
export type ReportRequest = z.input<typeof ZReportRequest>;

const ZPercent = z.number().nullable().describe('Per cent with one decimal; null when there is nothing to divide by');

export const ZReport = z.object({
  from: ZCalendarDate,
  to: ZCalendarDate,
  bucket: z.enum(REPORT_BUCKETS),
  currency: z.string(),
  /** The booking types that have bookings in the range. */
  types: z.array(z.enum(BOOKING_TYPES)),
  totals: z.object({
    /** Bookings paid in the range (cancelled later included), like the dashboard's Total Bookings. */
    bookings: z.number().int(),
    /** Of those, the ones still confirmed: their total is the revenue. */
    revenue: ZAmount,
    cancelled: z.number().int(),
    cancellationRate: ZPercent,
  }),
  /** One row per period (its first day) and type that had bookings. */
  series: z.array(z.object({ period: ZCalendarDate, type: z.enum(BOOKING_TYPES), bookings: z.number().int(), revenue: ZAmount })),
  /** Every period of the range, in order (so charts show the quiet ones too). */
  periods: z.array(ZCalendarDate),
  byType: z.array(
    z.object({ type: z.enum(BOOKING_TYPES), bookings: z.number().int(), revenue: ZAmount, cancelled: z.number().int(), cancellationRate: ZPercent }),
  ),
  topDestinations: z.array(z.object({ destination: z.string(), bookings: z.number().int(), revenue: ZAmount })),
  /** Hotel rooms taken (hotel_night ledger) against rooms offered, per period. */
  occupancy: z.array(z.object({ period: ZCalendarDate, roomNightsBooked: z.number().int(), roomNightsAvailable: z.number().int(), rate: ZPercent })),
  occupancyTotal: z.object({ roomNightsBooked: z.number().int(), roomNightsAvailable: z.number().int(), rate: ZPercent }),
});
export type Report = z.infer<typeof ZReport>;
