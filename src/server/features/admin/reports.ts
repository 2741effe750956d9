// View Reports. Every figure is an SQL aggregate, computed where the data is:
// bookings and revenue per day or week by type (grouped by the booking table's `type`, so a
// new kind of booking shows up without new code), top destinations, the cancellation rate,
// and hotel occupancy from the hotel_night ledger. The definitions follow the dashboard's
// (admin-stats.ts), so over the same bookings the two agree (test/integration/backoffice-reports.test.ts).
// Days are travel-calendar days (Africa/Nairobi). Definitions: docs/back-office.md.
import type { EntityManager } from '@mikro-orm/postgresql';
import { centsToAmount } from '@shared/money';
import type { Booking } from '@db/entities/booking';
import type { BookingType } from '@shared/schemas/bookings';
import { TOP_DESTINATIONS_LIMIT, type Report, type ReportBucket } from '@shared/schemas/reports';
import { addDays } from '@shared/schemas/travel';
import { centsFromSum } from '../../core/money';
import { sweepLapsedHolds } from '../bookings';
import { keptCentsSql } from './revenue-sql';

const TRAVEL_TIME_ZONE = 'Africa/Nairobi';

/** `confirmed_at` within the range's days, in the travel calendar (both ends included). */
const PAID_IN_RANGE = `confirmed_at >= (?::date)::timestamp at time zone '${TRAVEL_TIME_ZONE}'
                   and confirmed_at < (?::date + 1)::timestamp at time zone '${TRAVEL_TIME_ZONE}'`;

interface SeriesRow {
  period: string;
  type: BookingType;
  bookings: number;
  revenueCents: number;
  cancelled: number;
}

/**
 * Bookings paid in the range per period and type (cancelled later included, like the
 * dashboard's Total Bookings), their revenue (keptCentsSql: net of refunds), and how many were cancelled.
 */
async function bookingSeries(em: EntityManager, from: string, to: string, bucket: ReportBucket): Promise<SeriesRow[]> {
  const rows = await em.execute<{ period: string; type: Booking['type']; bookings: number; revenue_cents: string; cancelled: number }[]>(
    `select to_char(date_trunc(?, (confirmed_at at time zone '${TRAVEL_TIME_ZONE}')::date), 'YYYY-MM-DD') as period,
            type,
            count(*)::int as bookings,
            coalesce(sum(${keptCentsSql()}), 0)::bigint as revenue_cents,
            count(*) filter (where status = 'cancelled')::int as cancelled
       from booking
      where ${PAID_IN_RANGE}
      group by 1, 2
      order by 1, 2`,
    [bucket, from, to],
  );
  return rows.map((row) => ({
    period: row.period,
    type: row.type,
    bookings: row.bookings,
    revenueCents: centsFromSum(row.revenue_cents),
    cancelled: row.cancelled,
  }));
}

/**
 * The city a booking goes to, for grouping: a flight's arrival airport's city, a hotel's city, a
 * car's pickup city (from the catalogue), otherwise the booking's location with a route
 * 'Kampala → Kigali' counting for its end, an airport code '(NBO)' and anything after the first
 * comma ('Nairobi, Kenya') left out; otherwise the item's name. One place reached by different
 * bookings ('Nairobi (NBO)', 'Nairobi, Kenya', 'Nairobi') is one city.
 */
const DESTINATION_CITY = `coalesce(
    (select a.city from airport a
      where b.type = 'flight' and a.code = upper(substring(b.booking_details->>'toAirport' from '\\(([A-Za-z]{3})\\)\\s*$'))),
    (select h.city from hotel h where b.type = 'hotel' and h.id = b.item_id),
    (select l.city from car c join car_location l on l.id = c.location_id where b.type = 'car' and c.id = b.item_id),
    nullif(btrim(split_part(regexp_replace(regexp_replace(b.booking_details->>'location', '^.* → ', ''), '\\s*\\([^)]*\\)\\s*$', ''), ',', 1)), ''),
    b.booking_details->>'itemName')`;

/** The grouping key of a city: case and spacing do not make another place. */
const PLACE_KEY = `lower(regexp_replace(btrim(place), '\\s+', ' ', 'g'))`;

/**
 * Where the bookings paid in the range go, one row per city (DESTINATION_CITY), named by the
 * spelling most of its bookings use.
 */
async function topDestinations(em: EntityManager, from: string, to: string, limit: number) {
  const rows = await em.execute<{ destination: string; bookings: number; revenue_cents: string }[]>(
    `with paid as (
       select ${DESTINATION_CITY} as place, ${keptCentsSql('b')} as kept_cents
         from booking b
        where ${PAID_IN_RANGE}
     )
     select mode() within group (order by btrim(place)) as destination,
            count(*)::int as bookings,
            coalesce(sum(kept_cents), 0)::bigint as revenue_cents
       from paid
      group by ${PLACE_KEY}
      order by bookings desc, revenue_cents desc, destination
      limit ?`,
    [from, to, limit],
  );
  return rows.map((row) => ({ destination: row.destination, bookings: row.bookings, revenue: centsToAmount(centsFromSum(row.revenue_cents)) }));
}

/**
 * Hotel rooms taken against rooms offered, per period: every hotel on every night of the range,
 * the ledger's booked and capacity where a row exists, else 0 booked of the hotel's rooms.
 */
async function hotelOccupancy(em: EntityManager, from: string, to: string, bucket: ReportBucket) {
  const rows = await em.execute<{ period: string; booked: string; available: string }[]>(
    `select to_char(date_trunc(?, n.night), 'YYYY-MM-DD') as period,
            coalesce(sum(hn.booked), 0)::bigint as booked,
            coalesce(sum(coalesce(hn.capacity, h.rooms)), 0)::bigint as available
       from (select d::date as night from generate_series(?::date, ?::date, interval '1 day') as d) n
      cross join hotel h
       left join hotel_night hn on hn.hotel_id = h.id and hn.night = n.night
      group by 1
      order by 1`,
    [bucket, from, to],
  );
  return rows.map((row) => ({ period: row.period, booked: Number(row.booked), available: Number(row.available) }));
}

/** Per cent with one decimal; null without a base. */
export function percent(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/** The first day of each period of the range: each day, or each Monday (ISO weeks, as date_trunc('week')). */
export function reportPeriods(from: string, to: string, bucket: ReportBucket): string[] {
  let start = from;
  if (bucket === 'week') {
    const weekday = (new Date(`${from}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
    start = addDays(from, -weekday);
  }
  const step = bucket === 'week' ? 7 : 1;
  const periods: string[] = [];
  for (let period = start; period <= to; period = addDays(period, step)) periods.push(period);
  return periods;
}

export async function buildReport(em: EntityManager, request: { from: string; to: string; bucket: ReportBucket }): Promise<Report> {
  const { from, to, bucket } = request;
  await sweepLapsedHolds(em);
  const series = await bookingSeries(em, from, to, bucket);
  const destinations = await topDestinations(em, from, to, TOP_DESTINATIONS_LIMIT);
  const occupancy = await hotelOccupancy(em, from, to, bucket);

  const byType = new Map<BookingType, { bookings: number; revenueCents: number; cancelled: number }>();
  for (const row of series) {
    const sum = byType.get(row.type) ?? { bookings: 0, revenueCents: 0, cancelled: 0 };
    sum.bookings += row.bookings;
    sum.revenueCents += row.revenueCents;
    sum.cancelled += row.cancelled;
    byType.set(row.type, sum);
  }
  const totals = [...byType.values()].reduce(
    (sum, row) => ({ bookings: sum.bookings + row.bookings, revenueCents: sum.revenueCents + row.revenueCents, cancelled: sum.cancelled + row.cancelled }),
    {
      bookings: 0,
      revenueCents: 0,
      cancelled: 0,
    },
  );
  const occupancyTotal = occupancy.reduce((sum, row) => ({ booked: sum.booked + row.booked, available: sum.available + row.available }), {
    booked: 0,
    available: 0,
  });
  const types = [...byType.keys()].sort();

  return {
    from,
    to,
    bucket,
    currency: 'USD',
    types,
    totals: {
      bookings: totals.bookings,
      revenue: centsToAmount(totals.revenueCents),
      cancelled: totals.cancelled,
      cancellationRate: percent(totals.cancelled, totals.bookings),
    },
    series: series.map((row) => ({ period: row.period, type: row.type, bookings: row.bookings, revenue: centsToAmount(row.revenueCents) })),
    periods: reportPeriods(from, to, bucket),
    byType: types.map((type) => {
      const row = byType.get(type)!;
      return {
        type,
        bookings: row.bookings,
        revenue: centsToAmount(row.revenueCents),
        cancelled: row.cancelled,
        cancellationRate: percent(row.cancelled, row.bookings),
      };
    }),
    topDestinations: destinations,
    occupancy: occupancy.map((row) => ({
      period: row.period,
      roomNightsBooked: row.booked,
      roomNightsAvailable: row.available,
      rate: percent(row.booked, row.available),
    })),
    occupancyTotal: {
      roomNightsBooked: occupancyTotal.booked,
      roomNightsAvailable: occupancyTotal.available,
      rate: percent(occupancyTotal.booked, occupancyTotal.available),
    },
  };
}
