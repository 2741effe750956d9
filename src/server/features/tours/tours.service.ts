import type { EntityManager } from '@mikro-orm/postgresql';
import { PopularDestination as PopularDestinationEntity } from '../../../../prisma-free-db/entities/popular-destination';
import { notFound } from '../../errors';
import { centsToAmount } from '../../../shared/money';
import type { PopularDestination, TourDeparture, TourPackage } from '../../../shared/schemas/tours';
import { SCHEDULE_DAYS_AHEAD, addDays } from '../../../shared/schemas/travel';
import { assertBookableDate, containsPattern, lapsedHold, today } from '../search/travel-query';

/**
 * Price before the deal, shown struck through: the deal price is (100 - discount)% of it.
 * Rounded to whole dollars ($1,635 rather than $1,634.55), which keeps the badge's percentage
 * true to the nearest whole percent.
 */
export function originalPriceCents(priceCents: number, discountPercent: number): number {
  if (discountPercent <= 0 || discountPercent >= 100) return priceCents;
  return Math.round(priceCents / (100 - discountPercent)) * 100;
}

export interface TourPackageRow {
  id: string;
  name: string;
  duration: string;
  duration_days: number;
  location: string;
  description: string;
  price_cents: number;
  currency: string;
  discount_percent: number;
  images: string[];
  departure_date: string | null;
  places_available: number | null;
}

export function toTourPackageDto(tour: TourPackageRow): TourPackage {
  return {
    id: tour.id,
    name: tour.name,
    duration: tour.duration,
    durationDays: tour.duration_days,
    location: tour.location,
    description: tour.description,
    price: centsToAmount(tour.price_cents),
    originalPrice: centsToAmount(originalPriceCents(tour.price_cents, tour.discount_percent)),
    currency: tour.currency,
    discountPercent: tour.discount_percent,
    images: tour.images,
    departureDate: tour.departure_date,
    placesAvailable: tour.places_available,
  };
}

/** Places left on a departure: capacity minus active bookings, plus lapsed holds not yet swept. */
const PLACES_LEFT = `(dep.capacity - dep.booked + coalesce((
    select sum(b.quantity) from booking b
     where b.type = 'tour' and b.item_id = dep.tour_id and b.start_date = dep.departure_date and ${lapsedHold('b')}
  ), 0))::int`;

/**
 * The tour packages (catalogue order), each with its first departure on or after `date`
 * (default today) that still has places. `text` filters by name, location or description.
 */
export async function listTourPackages(em: EntityManager, options: { date?: string; text?: string } = {}): Promise<TourPackage[]> {
  if (options.date) assertBookableDate('date', options.date);
  const { sql, params } = tourListSql(options.date ?? today(), options.text);
  const rows = await em.execute<TourPackageRow[]>(sql, params);
  return rows.map(toTourPackageDto);
}

/** The SQL of the package list (with `?` placeholders) and its parameters. (bench/ runs the same SQL.) */
export function tourListSql(from: string, text?: string): { sql: string; params: unknown[] } {
  const params: unknown[] = [from];
  let where = '';
  if (text) {
    const pattern = containsPattern(text);
    where = 'where t.name ilike ? or t.location ilike ? or t.description ilike ?';
    params.push(pattern, pattern, pattern);
  }
  const sql = `select t.id, t.name, t.duration, t.duration_days, t.location, t.description, t.price_cents, t.currency, t.discount_percent, t.images,
            d.departure_date, d.places_available
       from tour_package t
       left join lateral (
         select x.departure_date, x.places_available from (
           select dep.departure_date, ${PLACES_LEFT} as places_available
             from tour_departure dep where dep.tour_id = t.id and dep.departure_date >= ?::date
         ) x where x.places_available > 0 order by x.departure_date limit 1
       ) d on true
      ${where}
      order by t.sort_order, t.id`;
  return { sql, params };
}

/** A tour's departures from `from` (default today) over `days` days, sold-out ones included. */
export async function listTourDepartures(em: EntityManager, tourId: string, from?: string, days = SCHEDULE_DAYS_AHEAD): Promise<TourDeparture[]> {
  const start = from ?? today();
  if (from) assertBookableDate('from', from);
  const [tour] = await em.execute<{ price_cents: number; currency: string; duration_days: number }[]>(
    `select price_cents, currency, duration_days from tour_package where id = ?`,
    [tourId],
  );
  if (!tour) throw notFound('Tour package not found');
  const rows = await em.execute<{ departure_date: string; capacity: number; places_available: number }[]>(
    `select dep.departure_date, dep.capacity, ${PLACES_LEFT} as places_available
       from tour_departure dep
      where dep.tour_id = ? and dep.departure_date >= ?::date and dep.departure_date < ?::date
      order by dep.departure_date`,
    [tourId, start, addDays(start, days)],
  );
  return rows.map((row) => ({
    tourId,
    date: row.departure_date,
    endDate: addDays(row.departure_date, tour.duration_days - 1),
    capacity: row.capacity,
    placesAvailable: Math.max(0, row.places_available),
    price: centsToAmount(tour.price_cents),
    currency: tour.currency,
  }));
}

export async function listPopularDestinations(em: EntityManager): Promise<PopularDestination[]> {
  const rows = await em.find(PopularDestinationEntity, {}, { orderBy: { sortOrder: 'asc' } });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    country: row.country ?? null,
    fromPrice: centsToAmount(row.fromPriceCents),
    currency: row.currency,
    image: row.image,
  }));
}
