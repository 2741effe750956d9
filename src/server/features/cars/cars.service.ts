import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../errors';
import { centsToAmount } from '../../../shared/money';
import { ONE_WAY_FEE_CENTS, SAME_LOCATION, type Car, type CarCategory, type CarLocation } from '../../../shared/schemas/cars';
import { MAX_RENTAL_DAYS, addDays, daysBetween, rentalDays } from '../../../shared/schemas/travel';
import { assertBookableDate, containsPattern, fieldError, lapsedHold, today } from '../search/travel-query';

export interface CarFilters {
  pickupLocation?: string;
  dropoffLocation?: string;
  pickupDate?: string;
  returnDate?: string;
  category?: CarCategory;
  /** Free text over location, brand, model and category (the /search screen). */
  text?: string;
}

export interface Rental {
  pickupDate: string;
  returnDate: string;
  days: number;
}

/** The rental asked: the dates given, or one day from today. A same-day return is one day. */
export function resolveRental(pickupDate: string | undefined, returnDate: string | undefined, todayDate = today()): Rental {
  if (returnDate && !pickupDate) throw fieldError('pickupDate', 'Required when returnDate is given');
  const pickup = pickupDate ?? todayDate;
  const dropoff = returnDate ?? addDays(pickup, 1);
  assertBookableDate('pickupDate', pickup, todayDate);
  const span = daysBetween(pickup, dropoff);
  if (span < 0) throw fieldError('returnDate', 'Must not be before pickupDate');
  if (span > MAX_RENTAL_DAYS) throw fieldError('returnDate', `Rentals are limited to ${MAX_RENTAL_DAYS} days`);
  return { pickupDate: pickup, returnDate: dropoff, days: rentalDays(pickup, dropoff) };
}

interface LocationRow {
  id: string;
  name: string;
  city: string;
  country: string;
  kind: 'airport' | 'city';
}

export async function listCarLocations(em: EntityManager): Promise<CarLocation[]> {
  return em.execute<LocationRow[]>(`select id, name, city, country, kind from car_location order by sort_order, name`);
}

/** The drop-off asked: null for the same location, else a fleet location found by name. */
export async function resolveDropoff(em: EntityManager, dropoffLocation: string | undefined): Promise<LocationRow | null> {
  const name = dropoffLocation?.trim();
  if (!name || name.toLowerCase() === SAME_LOCATION.toLowerCase()) return null;
  const [location] = await em.execute<LocationRow[]>(
    `select id, name, city, country, kind from car_location where lower(name) = lower(?) or id = lower(?)`,
    [name, name],
  );
  if (!location) throw fieldError('dropoffLocation', `Unknown location: use '${SAME_LOCATION}' or a rental location's name`);
  return location;
}

export interface CarRow {
  id: string;
  brand: string;
  model: string;
  category: CarCategory;
  seats: number;
  transmission: string;
  location_id: string;
  location_name: string;
  city: string;
  country: string;
  price_per_day_cents: number;
  currency: string;
  images: string[];
  features: string[];
  units: number;
  units_available: number;
}

/**
 * Cars with the units free on every day of the rental: a day's free units are the fleet's
 * capacity minus active bookings (the car_day ledger), plus lapsed holds not yet swept.
 */
export async function queryCars(
  em: EntityManager,
  rental: Rental,
  filters: { id?: string; pickupLocation?: string; category?: CarCategory; country?: string; text?: string; minUnits: number },
): Promise<CarRow[]> {
  const where: string[] = [];
  const params: unknown[] = [rental.pickupDate, rental.days];
  if (filters.id !== undefined) {
    where.push('c.id = ?');
    params.push(filters.id);
  }
  if (filters.pickupLocation) {
    const pattern = containsPattern(filters.pickupLocation);
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
    const pattern = containsPattern(filters.text);
    where.push(`(l.name ilike ? or l.city ilike ? or l.country ilike ? or c.brand ilike ? or c.model ilike ? or c.category ilike ? or (c.brand || ' ' || c.model) ilike ?)`);
    params.push(pattern, pattern, pattern, pattern, pattern, pattern, pattern);
  }
  params.push(filters.minUnits);
  return em.execute<CarRow[]>(
    `with rental as (
       select (?::date + i) as day from generate_series(0, ? - 1) as i
     ), lapsed as (
       select b.item_id, r.day, sum(b.quantity)::int as quantity
         from booking b join rental r
           on r.day >= b.start_date and r.day < (case when b.end_date > b.start_date then b.end_date else b.start_date + 1 end)
        where b.type = 'car' and ${lapsedHold('b')}
        group by b.item_id, r.day
     ), candidates as (
       select c.*, l.name as location_name, l.city, l.country, l.sort_order as location_order
         from car c join car_location l on l.id = c.location_id
        ${where.length ? `where ${where.join(' and ')}` : ''}
     ), availability as (
       select c.id, min(coalesce(d.capacity, c.units) - coalesce(d.booked, 0) + coalesce(lp.quantity, 0))::int as units_available
         from candidates c cross join rental r
         left join car_day d on d.car_id = c.id and d.day = r.day
         left join lapsed lp on lp.item_id = c.id and lp.day = r.day
        group by c.id
     )
     select c.id, c.brand, c.model, c.category, c.seats, c.transmission, c.location_id, c.location_name, c.city, c.country,
            c.price_per_day_cents, c.currency, c.images, c.features, c.units, a.units_available
       from candidates c join availability a on a.id = c.id
      where a.units_available >= ?
      order by c.location_order, c.price_per_day_cents, c.sort_order`,
    params,
  );
}

export function toCarDto(row: CarRow, rental: Rental, dropoff: LocationRow | null): Car {
  const oneWay = dropoff !== null && dropoff.id !== row.location_id;
  return {
    id: row.id,
    brand: row.brand,
    model: row.model,
    category: row.category,
    seats: row.seats,
    transmission: row.transmission,
    location: row.location_name,
    locationId: row.location_id,
    city: row.city,
    country: row.country,
    pricePerDay: centsToAmount(row.price_per_day_cents),
    currency: row.currency,
    images: row.images,
    features: row.features,
    unitsAvailable: Math.max(0, row.units_available),
    pickupDate: rental.pickupDate,
    returnDate: rental.returnDate,
    days: rental.days,
    dropoffLocation: oneWay ? dropoff.name : SAME_LOCATION,
    oneWayFee: oneWay ? centsToAmount(ONE_WAY_FEE_CENTS) : null,
  };
}

/**
 * GET /api/cars: cars free for the whole rental at the pickup location(s). A drop-off at
 * another location keeps to cars of the same country (one-way fee); the car is counted at
 * its home location for the days of the rental.
 */
export async function searchCars(em: EntityManager, filters: CarFilters): Promise<Car[]> {
  const rental = resolveRental(filters.pickupDate, filters.returnDate);
  const dropoff = await resolveDropoff(em, filters.dropoffLocation);
  const rows = await queryCars(em, rental, {
    pickupLocation: filters.pickupLocation,
    category: filters.category,
    country: dropoff?.country,
    text: filters.text,
    minUnits: 1,
  });
  return rows.map((row) => toCarDto(row, rental, dropoff));
}

export async function getCar(em: EntityManager, id: string, pickupDate?: string, returnDate?: string, dropoffLocation?: string): Promise<Car> {
  const rental = resolveRental(pickupDate, returnDate);
  const dropoff = await resolveDropoff(em, dropoffLocation);
  const [row] = await queryCars(em, rental, { id, minUnits: Number.MIN_SAFE_INTEGER });
  if (!row) throw notFound('Car not found');
  if (dropoff && dropoff.country !== row.country) throw fieldError('dropoffLocation', `Must be in ${row.country}, like the pickup`);
  return toCarDto(row, rental, dropoff);
}

