import { z } from 'zod';
import { ZAmount } from './common';
import { BOOKING_STATUSES, BOOKING_TYPES } from './bookings';

// Admin dashboard (Admin stats; 5 recent bookings).
export const RECENT_BOOKINGS_LIMIT = 5;
export const STATS_PERIOD_DAYS = 30;

/** % change of the last 30 days against the 30 before, one decimal; null without a base. */
const ZTrend = z.number().nullable();

export const ZAdminStats = z.object({
  /** Bookings ever paid (confirmed, including ones cancelled later). */
  totalBookings: z.number().int(),
  /** Amount of paid bookings net of refunds: confirmed ones in full, cancelled ones what their cancellation policy kept. */
  totalRevenue: ZAmount,
  currency: z.string(),
  /** Distinct users who signed in or booked in the last 30 days. */
  activeUsers: z.number().int(),
  /** Open support threads: a customer message (not in the trash) no staff reply has answered yet. */
  supportTickets: z.number().int(),
  periodDays: z.number().int(),
  trends: z.object({
    totalBookings: ZTrend,
    totalRevenue: ZTrend,
    activeUsers: ZTrend,
    supportTickets: ZTrend,
  }),
  recentBookings: z.array(
    z.object({
      id: z.uuid(),
      confirmationCode: z.string(),
      username: z.string(),
      type: z.enum(BOOKING_TYPES),
      itemName: z.string(),
      amount: ZAmount,
      currency: z.string(),
      status: z.enum(BOOKING_STATUSES),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type AdminStats = z.infer<typeof ZAdminStats>;
