import type { EntityManager } from '@mikro-orm/postgresql';
import { centsToAmount } from '../../../shared/money';
import { RECENT_BOOKINGS_LIMIT, STATS_PERIOD_DAYS, type AdminStats } from '../../../shared/schemas/admin';
import { type BookingStatus, type BookingType } from '../../../shared/schemas/bookings';
import { sweepLapsedHolds } from '../bookings/inventory';
import { isoTimestamp } from '../search/travel-query';

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
 * - totalRevenue: total of bookings confirmed now (cancelled ones were refunded);
 *   trend: revenue of bookings paid in each window that are still confirmed;
 * - activeUsers: distinct users who signed in (a session created) or made a booking in the
 *   window; the trend compares the two windows the same way (sessions deleted at sign-out or
 *   expiry no longer count, so the previous window can only be under-counted);
 * - supportTickets: open contact messages. There is no inbox table yet (the inbox issue adds
 *   it), so this is 0 with no trend rather than an invented number.
 */
export async function adminStats(em: EntityManager): Promise<AdminStats> {
  await sweepLapsedHolds(em);
  const days = STATS_PERIOD_DAYS;
  const [bookings] = await em.execute<
    { total_bookings: number; revenue_cents: string; paid_last: number; paid_previous: number; revenue_last: string; revenue_previous: string }[]
  >(
    `select count(*) filter (where confirmed_at is not null)::int as total_bookings,
            coalesce(sum(total_cents) filter (where status = 'confirmed'), 0)::bigint as revenue_cents,
            count(*) filter (where confirmed_at >= now() - make_interval(days => ?))::int as paid_last,
            count(*) filter (where confirmed_at >= now() - make_interval(days => ?) and confirmed_at < now() - make_interval(days => ?))::int as paid_previous,
            coalesce(sum(total_cents) filter (where status = 'confirmed' and confirmed_at >= now() - make_interval(days => ?)), 0)::bigint as revenue_last,
            coalesce(sum(total_cents) filter (where status = 'confirmed' and confirmed_at >= now() - make_interval(days => ?)
                                                and confirmed_at < now() - make_interval(days => ?)), 0)::bigint as revenue_previous
       from booking`,
    [days, 2 * days, days, days, 2 * days, days],
  );
  const [users] = await em.execute<{ active_last: number; active_previous: number }[]>(
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
  const recent = await em.execute<
    { id: string; confirmation_code: string; username: string; type: BookingType; item_name: string; total_cents: number; currency: string; status: BookingStatus; created_at: string }[]
  >(
    `select b.id, b.confirmation_code, u.username, b.type, b.booking_details->>'itemName' as item_name, b.total_cents, b.currency, b.status,
            ${isoTimestamp('b.created_at')} as created_at
       from booking b join app_user u on u.id = b.user_id
      where b.status <> 'expired'
      order by b.created_at desc, b.id
      limit ?`,
    [RECENT_BOOKINGS_LIMIT],
  );
  return {
    totalBookings: bookings.total_bookings,
    totalRevenue: centsToAmount(Number(bookings.revenue_cents)),
    currency: 'USD',
    activeUsers: users.active_last,
    supportTickets: 0,
    periodDays: days,
    trends: {
      totalBookings: trend(bookings.paid_last, bookings.paid_previous),
      totalRevenue: trend(Number(bookings.revenue_last), Number(bookings.revenue_previous)),
      activeUsers: trend(users.active_last, users.active_previous),
      supportTickets: null,
    },
    recentBookings: recent.map((row) => ({
      id: row.id,
      confirmationCode: row.confirmation_code,
      username: row.username,
      type: row.type,
      itemName: row.item_name,
      amount: centsToAmount(row.total_cents),
      currency: row.currency,
      status: row.status,
      createdAt: row.created_at,
    })),
  };
}
