import { raw, sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CarLocation as CarLocationEntity } from '@db/entities/car';
import { notFound } from '../../errors';
import { centsToAmount } from '@shared/money';
import { ONE_WAY_FEE_CENTS, SAME_LOCATION, type Car, type CarCategory, type CarLocation, type CarPage } from '@shared/schemas/cars';
import { DEFAULT_PAGE_SIZE, MAX_RENTAL_DAYS, addDays, daysBetween, rentalDays } from '@shared/schemas/travel';
import { fieldError, hasMoreAfter, pageOf } from '../../core/catalogue-query';
import { assertBookableDate, today } from '../../core/travel-calendar';
import { imagesWithPhotos, photosByOwner } from '../../core/photos';
import type { Photo } from '@shared/schemas/photos';
import { findCarsWithFreeUnits, type CarWithUnits, type Rental } from './car-availability';
import { t } from '../../core/i18n';
import type { CarSort } from '@shared/travel-terms';

export interface CarFilters {
  pickupLocation?: string;
  dropoffLocation?: string;
  pickupDate?: string;
  returnDate?: string;
  category?: CarCategory;
  /** Free text over location, brand, model and category (the /search screen). */
  text?: string;
  sort?: CarSort;
  page?: number;
  limit?: number;
}

/** The rental asked: the dates given, or one day from today. A same-day return is one day. */
export function resolveRental(pickupDate: string | undefined, returnDate: string | undefined, todayDate = today()): Rental {
  if (returnDate && !pickupDate) throw fieldError('pickupDate', t('errors:dates.requiredWhen', { other: 'returnDate' }));
  const pickup = pickupDate ?? todayDate;
  const dropoff = returnDate ?? addDays(pickup, 1);
  assertBookableDate('pickupDate', pickup, todayDate);
  const span = daysBetween(pickup, dropoff);
  if (span < 0) throw fieldError('returnDate', t('errors:dates.notBefore', { other: 'pickupDate' }));
  if (span > MAX_RENTAL_DAYS) throw fieldError('returnDate', t('errors:dates.rentalLimit', { count: MAX_RENTAL_DAYS }));
  return { pickupDate: pickup, returnDate: dropoff, days: rentalDays(pickup, dropoff) };
}

const toLocationDto = (location: CarLocationEntity): CarLocation => ({
  id: location.id,
  name: location.name,
  city: location.city,
  country: location.country,
  kind: location.kind,
});

export async function listCarLocations(em: EntityManager): Promise<CarLocation[]> {
  const locations = await em.find(CarLocationEntity, {}, { orderBy: { sortOrder: 'asc', name: 'asc' } });
  return locations.map(toLocationDto);
}

/** The drop-off asked: null for the same location, else a fleet location found by name or id. */
export async function resolveDropoff(em: EntityManager, dropoffLocation: string | undefined): Promise<CarLocationEntity | null> {
  const name = dropoffLocation?.trim();
  if (!name || name.toLowerCase() === SAME_LOCATION.toLowerCase()) return null;
  const location = await em.findOne(CarLocationEntity, { $or: [{ [sql.lower('name')]: raw('lower(?)', [name]) }, { id: raw('lower(?)', [name]) }] });
  if (!location) throw fieldError('dropoffLocation', t('errors:cars.unknownDropoff', { same: SAME_LOCATION }));
  return location;
}

function toCarDto({ car, unitsAvailable }: CarWithUnits, rental: Rental, dropoff: CarLocationEntity | null, photos: Photo[] = []): Car {
  const { location } = car;
  const oneWay = dropoff !== null && dropoff.id !== location.id;
  return {
    id: car.id,
    brand: car.brand,
    cancellationPolicy: car.cancellationPolicy,
    model: car.model,
    category: car.category,
    seats: car.seats,
    transmission: car.transmission,
    location: location.name,
    locationId: location.id,
    city: location.city,
    country: location.country,
    pricePerDay: centsToAmount(car.pricePerDayCents),
    currency: car.currency,
    images: imagesWithPhotos(photos, car.images),
    photos,
    features: car.features,
    unitsAvailable: Math.max(0, unitsAvailable),
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
export async function searchCars(em: EntityManager, filters: CarFilters): Promise<CarPage> {
  const rental = resolveRental(filters.pickupDate, filters.returnDate);
  const dropoff = await resolveDropoff(em, filters.dropoffLocation);
  const window = pageOf(filters, DEFAULT_PAGE_SIZE);
  const { rows, total } = await findCarsWithFreeUnits(
    em,
    rental,
    { pickupLocation: filters.pickupLocation, category: filters.category, country: dropoff?.country, text: filters.text, minUnits: 1, sort: filters.sort },
    window,
  );
  const photos = await photosByOwner(
    em,
    'car',
    rows.map((row) => row.car.id),
  );
  return {
    items: rows.map((row) => toCarDto(row, rental, dropoff, photos.get(row.car.id))),
    total,
    page: window.page,
    limit: window.limit,
    hasMore: hasMoreAfter(window, rows.length, total),
  };
}

export async function getCar(em: EntityManager, id: string, pickupDate?: string, returnDate?: string, dropoffLocation?: string): Promise<Car> {
  const rental = resolveRental(pickupDate, returnDate);
  const dropoff = await resolveDropoff(em, dropoffLocation);
  const {
    rows: [row],
  } = await findCarsWithFreeUnits(em, rental, { id, minUnits: Number.MIN_SAFE_INTEGER });
  if (!row) throw notFound(t('errors:notFound.car'));
  if (dropoff && dropoff.country !== row.car.location.country)
    throw fieldError('dropoffLocation', t('errors:cars.dropoffCountry', { country: row.car.location.country }));
  const photos = await photosByOwner(em, 'car', [row.car.id]);
  return toCarDto(row, rental, dropoff, photos.get(row.car.id));
}
