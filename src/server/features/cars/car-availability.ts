// The car search statement: car models with units free on every day of a rental, filtered and
// ordered in one query. It stays raw SQL because availability is computed over the rental's
// days (generate_series) against the car_day ledger and the lapsed holds not yet swept. The
// cars themselves are then loaded as entities with their location.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Car } from '@db/entities/car';
import type { CarCategory } from '@shared/schemas/cars';
import type { CarSort } from '@shared/travel-terms';
import { placePattern } from '../../core/catalogue-query';
import { lapsedHoldSql } from '../../core/inventory/lapsed-holds';

/** The days asked about: pickup up to (not including) return; a same-day return is one day. */
export interface Rental {
  pickupDate: string;
  returnDate: string;
  days: number;
}

export interface CarQueryFilters {
  id?: string;
  pickupLocation?: string;
  category?: CarCategory;
  country?: string;
  /** Free text over location, brand, model and category (the /search screen). */
  text?: string;
  minUnits: number;
  /** Absent: by location, then cheapest. */
  sort?: CarSort;
}

/** Each order ends on the catalogue order and the id, so pages never overlap. */
const CAR_ORDER: Record<CarSort | 'default', string> = {
  default: 'c.location_order, c.price_per_day_cents',
  price: 'c.price_per_day_cents asc, c.location_order',
  price_desc: 'c.price_per_day_cents desc, c.location_order',
};

export interface CarWithUnits {
  car: Car;
  /** Cars of this model free on every day of the rental (clamp: may be negative). */
  unitsAvailable: number;
}

async function findAvailableCarIds(
  em: EntityManager,
  rental: Rental,
  filters: CarQueryFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: { id: Car['id']; units_available: number }[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [rental.pickupDate, rental.days];
  if (filters.id !== undefined) {
    where.push('c.id = ?');
    params.push(filters.id);
  }
  if (filters.pickupLocation) {
    const pattern = placePattern(filters.pickupLocation);
    where.push('(l.name ilike ? or l.city ilike ? or l.id = lower(?))');
    params.push(pattern, pattern, filters.pickupLocation);
  }
  if (filters.category) {
    where.push('c.category = ?');
    params.push(filters.category);
  }
  if (filters.country) {
    where.push('l.country = ?');
    params.push(filters.country);
  }
  if (filters.text) {
    const pattern = placePattern(filters.text);
    where.push(
      `(l.name ilike ? or l.city ilike ? or l.country ilike ? or c.brand ilike ? or c.model ilike ? or c.category ilike ? or (c.brand || ' ' || c.model) ilike ?)`,
    );
    params.push(pattern, pattern, pattern, pattern, pattern, pattern, pattern);
  }
  params.push(filters.minUnits);
  const rows = await em.execute<{ id: Car['id']; units_available: number; total: string }[]>(
    `with rental as (
       select (?::date + i) as day from generate_series(0, ? - 1) as i
     ), lapsed as (
       select b.item_id, r.day, sum(b.quantity)::int as quantity
         from booking b join rental r
           on r.day >= b.start_date and r.day < (case when b.end_date > b.start_date then b.end_date else b.start_date + 1 end)
        where b.type = 'car' and ${lapsedHoldSql('b')}
        group by b.item_id, r.day
     ), candidates as (
       select c.id, c.units, c.price_per_day_cents, c.sort_order, l.sort_order as location_order
         from car c join car_location l on l.id = c.location_id
        ${where.length ? `where ${where.join(' and ')}` : ''}
     ), availability as (
       select c.id, min(least(coalesce(d.capacity, c.units), c.units) - coalesce(d.booked, 0) + coalesce(lp.quantity, 0))::int as units_available
         from candidates c cross join rental r
         left join car_day d on d.car_id = c.id and d.day = r.day
         left join lapsed lp on lp.item_id = c.id and lp.day = r.day
        group by c.id
     )
     select c.id, a.units_available, count(*) over () as total
       from candidates c join availability a on a.id = c.id
      where a.units_available >= ?
      order by ${CAR_ORDER[filters.sort ?? 'default']}, c.sort_order, c.id
      limit ? offset ?`,
    [...params, page.limit, page.offset],
  );
  // Past the last page the window count has no row to ride on: count from the first page.
  if (rows.length === 0 && page.offset > 0) return { rows, total: (await findAvailableCarIds(em, rental, filters, { limit: 1, offset: 0 })).total };
  return { rows, total: rows.length ? Number(rows[0].total) : 0 };
}

/**
 * Cars with the units free on every day of the rental, with their location loaded: a day's
 * free units are the fleet's capacity (never more than the model's units) minus active
 * bookings, plus lapsed holds not yet swept.
 */
export async function findCarsWithFreeUnits(
  em: EntityManager,
  rental: Rental,
  filters: CarQueryFilters,
  page: { limit: number; offset: number } = { limit: 1000, offset: 0 },
): Promise<{ rows: CarWithUnits[]; total: number }> {
  const found = await findAvailableCarIds(em, rental, filters, page);
  if (found.rows.length === 0) return { rows: [], total: found.total };
  const cars = await em.find(Car, { id: { $in: found.rows.map((row) => row.id) } }, { populate: ['location'] });
  const carById = new Map(cars.map((car) => [car.id, car]));
  const rows = found.rows.flatMap((row) => {
    const car = carById.get(row.id);
    return car ? [{ car, unitsAvailable: row.units_available }] : [];
  });
  return { rows, total: found.total };
}
