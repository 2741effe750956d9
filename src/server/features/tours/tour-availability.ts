// The tour list statement: every published package with its first departure on or after a date that
// still has places. It stays raw SQL because "first departure with places left" is a lateral
// join whose places add back the lapsed holds not yet swept. Rows come back as TourPackage
// entities (em.map), so nothing here copies the table's columns. bench/ runs the same SQL.
import type { EntityDictionary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TourPackage } from '@db/entities/tour-package';
import type { TourSort } from '@shared/travel-terms';
import { placePattern } from '../../core/catalogue-query';
import { lapsedHoldSql } from '../../core/inventory/lapsed-holds';

export interface TourWithNextDeparture {
  tour: TourPackage;
  /** The first departure on or after the date asked that has places left, if any. */
  departureDate: string | null;
  placesAvailable: number | null;
  /** The travellers' review average (one decimal), null without reviews. */
  reviewRating: number | null;
}

/** Which packages the list keeps, and its order. Prices in cents, durations in days. */
export interface TourQueryFilters {
  id?: string;
  text?: string;
  region?: string;
  minDays?: number;
  maxDays?: number;
  minPriceCents?: number;
  maxPriceCents?: number;
  /** Absent: catalogue order. */
  sort?: TourSort;
}

/** Each order ends on the catalogue order; 'rating' puts packages nobody reviewed yet last. */
const TOUR_ORDER: Record<TourSort | 'default', string> = {
  default: 't.sort_order',
  price: 't.price_cents asc, t.sort_order',
  price_desc: 't.price_cents desc, t.sort_order',
  rating: 'r.review_rating desc nulls last, t.sort_order',
  duration: 't.duration_days asc, t.price_cents asc, t.sort_order',
};

/** The SQL of the package list (with `?` placeholders) and its parameters. */
export function tourListSql(from: string, filters: TourQueryFilters = {}): { sql: string; params: unknown[] } {
  const params: unknown[] = [from];
  let where = `where t.status = 'published'`;
  if (filters.id !== undefined) {
    where += ' and t.id = ?';
    params.push(filters.id);
  }
  if (filters.text) {
    const pattern = placePattern(filters.text);
    where += ' and (t.name ilike ? or t.location ilike ? or t.description ilike ?)';
    params.push(pattern, pattern, pattern);
  }
  if (filters.region) {
    where += ' and t.location ilike ?';
    params.push(placePattern(filters.region));
  }
  const bounds: [keyof TourQueryFilters, string][] = [
    ['minDays', 't.duration_days >= ?'],
    ['maxDays', 't.duration_days <= ?'],
    ['minPriceCents', 't.price_cents >= ?'],
    ['maxPriceCents', 't.price_cents <= ?'],
  ];
  for (const [key, condition] of bounds) {
    if (filters[key] === undefined) continue;
    where += ` and ${condition}`;
    params.push(filters[key]);
  }
  const sql = `select t.*, d.departure_date, d.places_available, r.review_rating
       from tour_package t
       left join lateral (
         select round(avg(v.rating), 1)::float8 as review_rating from travel_review v where v.item_type = 'tour' and v.item_id = t.id
       ) r on true
       left join lateral (
         select x.departure_date, x.places_available from (
           select dep.departure_date,
                  (dep.capacity - dep.booked + coalesce((
                     select sum(b.quantity) from booking b
                      where b.type = 'tour' and b.item_id = dep.tour_id and b.start_date = dep.departure_date and ${lapsedHoldSql('b')}
                   ), 0))::int as places_available
             from tour_departure dep where dep.tour_id = t.id and dep.departure_date >= ?::date
         ) x where x.places_available > 0 order by x.departure_date limit 1
       ) d on true
      ${where}
      order by ${TOUR_ORDER[filters.sort ?? 'default']}, t.id`;
  return { sql, params };
}

/** The packages the filters keep, in the order asked (or the one `id`), each with its next departure with places from `from`. */
export async function findToursWithNextDeparture(em: EntityManager, from: string, filters: TourQueryFilters = {}): Promise<TourWithNextDeparture[]> {
  const { sql, params } = tourListSql(from, filters);
  const rows = await em.execute<
    (EntityDictionary<TourPackage> & { departure_date: string | null; places_available: number | null; review_rating: number | null })[]
  >(sql, params);
  return rows.map(({ departure_date, places_available, review_rating, ...columns }) => ({
    tour: em.map(TourPackage, columns),
    departureDate: departure_date,
    placesAvailable: places_available,
    reviewRating: review_rating === null ? null : Number(review_rating),
  }));
}
