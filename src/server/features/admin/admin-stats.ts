import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking } from '@db/entities/booking';
import { centsToAmount } from '@shared/money';
import { RECENT_BOOKINGS_LIMIT, STATS_PERIOD_DAYS, type AdminStats } from '@shared/schemas/admin';
import { centsFromSum } from '../../core/money';
import { effectiveStatus } from '../bookings';
import { lapsedHold } from '../../core/inventory/lapsed-holds';
import { supportTicketFigures } from '../support';
import { keptCentsSql } from './revenue-sql';

const KEPT = keptCentsSql();

/** % change from the previous period to the last one, one decimal; null when there is no base. */
export function trend(last: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((last - previous) / previous) * 1000) / 10;
}

/**
 * The admin dashboard's figures, computed from the data (windows: the last 30 days against
 * the 30 before):
 * - totalBookings: bookings ever paid (confirmed_at set, later cancellations included);
 *   trend: bookings paid in each window;
 * - totalRevenue: what bookings paid bring in: the total of those confirmed now, and what the
 *   cancellation policy kept of those cancelled (total − refund; keptCentsSql); a ride or
 *   shipment is confirmed before it is paid, at the end of the ride or at pickup;
 *   trend: the same revenue of bookings paid in each window;
 * - activeUsers: distinct users who signed in (a session created) or made a booking in the
 *   window; the trend compares the two windows the same way (sessions deleted at sign-out or
 *   expiry no longer count, so the previous window can only be under-counted);
 * - supportTickets: open support threads (a customer message, not in the trash, that no staff
 *   reply has answered yet); trend: threads that received customer messages in each window.
 */
interface BookingFigures {
  totalBookings: number;
  revenueCents: number;
  paidLast: number;
  paidPrevious: number;
  revenueLastCents: number;
  revenuePreviousCents: number;
}

/** Bookings paid and revenue, overall and in the last two windows: one aggregate over booking. */
async function bookingFigures(em: EntityManager, days: number): Promise<BookingFigures> {
  const [row] = await em.execute<
    { total_bookings: number; revenue_cents: string; paid_last: number; paid_previous: number; revenue_last: string; revenue_previous: string }[]
  >(
    `select count(*) filter (where confirmed_at is not null)::int as total_bookings,
            coalesce(sum(${KEPT}) filter (where confirmed_at is not null), 0)::bigint as revenue_cents,
            count(*) filter (where confirmed_at >= now() - make_interval(days => ?))::int as paid_last,
            count(*) filter (where confirmed_at >= now() - make_interval(days => ?) and confirmed_at < now() - make_interval(days => ?))::int as paid_previous,
            coalesce(sum(${KEPT}) filter (where confirmed_at >= now() - make_interval(days => ?)), 0)::bigint as revenue_last,
            coalesce(sum(${KEPT}) filter (where confirmed_at >= now() - make_interval(days => ?)
                                                and confirmed_at < now() - make_interval(days => ?)), 0)::bigint as revenue_previous
       from booking`,
    [days, 2 * days, days, days, 2 * days, days],
  );
  return {
    totalBookings: row.total_bookings,
    revenueCents: centsFromSum(row.revenue_cents),
    paidLast: row.paid_last,
    paidPrevious: row.paid_previous,
    revenueLastCents: centsFromSum(row.revenue_last),
    revenuePreviousCents: centsFromSum(row.revenue_previous),
  };
}

/** Distinct users who signed in (a session created) or booked, in the last two windows. */
async function activeUsers(em: EntityManager, days: number): Promise<{ last: number; previous: number }> {
  const [row] = await em.execute<{ active_last: number; active_previous: number }[]>(
    `with activity as (
       select user_id, created_at from session
       union all
       select user_id, created_at from booking
     )
     select count(distinct user_id) filter (where created_at >= now() - make_interval(days => ?))::int as active_last,
            count(distinct user_id) filter (where created_at >= now() - make_interval(days => ?) and created_at < now() - make_interval(days => ?))::int as active_previous
       from activity where created_at >= now() - make_interval(days => ?)`,
    [days, 2 * days, days, 2 * days],
  );
  return { last: row.active_last, previous: row.active_previous };
}

export async function adminStats(em: EntityManager): Promise<AdminStats> {
  const days = STATS_PERIOD_DAYS;
  const bookings = await bookingFigures(em, days);
  const users = await activeUsers(em, days);
  const tickets = await supportTicketFigures(em, days);
  const recent = await em.find(
    Booking,
    // Expired holds are not bookings anyone made: left out, lapsed ones too (a read never sweeps).
    { $and: [{ status: { $ne: 'expired' } }, { $not: lapsedHold() }] },
    { populate: ['user'], orderBy: { createdAt: 'desc', id: 'asc' }, limit: RECENT_BOOKINGS_LIMIT, refresh: true },
  );
  return {
    totalBookings: bookings.totalBookings,
    totalRevenue: centsToAmount(bookings.revenueCents),
    currency: 'USD',
    activeUsers: users.last,
    supportTickets: tickets.open,
    periodDays: days,
    trends: {
      totalBookings: trend(bookings.paidLast, bookings.paidPrevious),
      totalRevenue: trend(bookings.revenueLastCents, bookings.revenuePreviousCents),
      activeUsers: trend(users.last, users.previous),
      supportTickets: trend(tickets.last, tickets.previous),
    },
    recentBookings: recent.map((booking) => ({
      id: booking.id,
      confirmationCode: booking.confirmationCode,
      username: booking.user.username,
      type: booking.type,
      itemName: booking.bookingDetails.itemName,
      amount: centsToAmount(booking.totalCents),
      currency: booking.currency,
      status: effectiveStatus(booking),
      createdAt: booking.createdAt.toISOString(),
    })),
  };
}
