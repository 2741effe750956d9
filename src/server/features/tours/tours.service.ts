import type { EntityManager } from '@mikro-orm/postgresql';
import { PopularDestination as PopularDestinationEntity } from '@db/entities/popular-destination';
import { TourDeparture as TourDepartureEntity } from '@db/entities/tour-departure';
import { TourPackage as TourPackageEntity } from '@db/entities/tour-package';
import { notFound } from '../../errors';
import { centsToAmount } from '@shared/money';
import type { PopularDestination, TourDeparture, TourPackage, TourPackageDetail } from '@shared/schemas/tours';
import { SCHEDULE_DAYS_AHEAD, addDays } from '@shared/schemas/travel';
import { lapsedUnitsByStartDate } from '../../core/inventory/lapsed-holds';
import { assertBookableDate, today } from '../../core/travel-calendar';
import { findToursWithNextDeparture, type TourWithNextDeparture } from './tour-availability';
import { imagesWithPhotos, photosByOwner } from '../../core/photos';
import type { Photo } from '@shared/schemas/photos';
import { t } from '../../core/i18n';
import { dollarsToCents } from '../../core/money';
import type { TourSort } from '@shared/travel-terms';
import { localizeItem } from '@shared/catalogue-translations';
import type { Language } from '@shared/languages';

/**
 * Price before the deal, shown struck through: the deal price is (100 - discount)% of it.
 * Rounded to whole dollars ($1,635 rather than $1,634.55), which keeps the badge's percentage
 * true to the nearest whole percent.
 */
export function originalPriceCents(priceCents: number, discountPercent: number): number {
  if (discountPercent <= 0 || discountPercent >= 100) return priceCents;
  return Math.round(priceCents / (100 - discountPercent)) * 100;
}

function toTourPackageDto(
  { tour, departureDate, placesAvailable, reviewRating }: TourWithNextDeparture,
  language: Language,
  photos: Photo[] = [],
): TourPackage {
  const dto: TourPackage = {
    id: tour.id,
    name: tour.name,
    cancellationPolicy: tour.cancellationPolicy,
    duration: tour.duration,
    durationDays: tour.durationDays,
    location: tour.location,
    description: tour.description,
    price: centsToAmount(tour.priceCents),
    originalPrice: centsToAmount(originalPriceCents(tour.priceCents, tour.discountPercent)),
    currency: tour.currency,
    discountPercent: tour.discountPercent,
    images: imagesWithPhotos(photos, tour.images),
    photos,
    departureDate,
    placesAvailable,
    reviewRating,
  };
  return localizeItem(dto, tour.translations, language, ['name', 'description']);
}

/** The list's filters as the tours tab and GET /api/tour-packages send them (prices in dollars). */
export interface TourListOptions {
  date?: string;
  text?: string;
  region?: string;
  minDays?: number;
  maxDays?: number;
  minPrice?: number;
  maxPrice?: number;
  sort?: TourSort;
  /** The language of the catalogue texts; English when absent. */
  language?: Language;
}

/**
 * The published tour packages (catalogue order unless `sort` says otherwise), each with its
 * first departure on or after `date` (default today) that still has places. `text` filters by
 * name, location or description; `region` by a place in the location; days and prices by range.
 */
export async function listTourPackages(em: EntityManager, options: TourListOptions = {}): Promise<TourPackage[]> {
  if (options.date) assertBookableDate('date', options.date);
  const { date, minPrice, maxPrice, ...filters } = options;
  const rows = await findToursWithNextDeparture(em, date ?? today(), {
    ...filters,
    minPriceCents: minPrice === undefined ? undefined : dollarsToCents(minPrice),
    maxPriceCents: maxPrice === undefined ? undefined : dollarsToCents(maxPrice),
  });
  const photos = await photosByOwner(
    em,
    'tour',
    rows.map((row) => row.tour.id),
  );
  return rows.map((row) => toTourPackageDto(row, options.language ?? 'en', photos.get(row.tour.id)));
}

/** One published package for its page: the list's answer with its itinerary, inclusions and meeting point. */
export async function getTourPackage(em: EntityManager, id: string, date?: string, language: Language = 'en'): Promise<TourPackageDetail> {
  if (date) assertBookableDate('date', date);
  const [row] = await findToursWithNextDeparture(em, date ?? today(), { id });
  if (!row) throw notFound(t('errors:notFound.tour'));
  const photos = await photosByOwner(em, 'tour', [row.tour.id]);
  const tour = toTourPackageDto(row, language, photos.get(row.tour.id));
  const details = { itinerary: row.tour.itinerary ?? [], included: row.tour.included ?? [], excluded: row.tour.excluded ?? [] };
  // The day-by-day texts and the inclusions are written in English only: marked so in other languages.
  const englishDetails = language === 'en' ? [] : (['itinerary', 'included', 'excluded'] as const).filter((field) => details[field].length > 0);
  const inEnglish = [...(tour.inEnglish ?? []), ...englishDetails];
  return { ...tour, ...details, meetingPoint: row.tour.meetingPoint ?? null, ...(inEnglish.length > 0 ? { inEnglish } : {}) };
}

/**
 * A tour's departures from `from` (default today) over `days` days, sold-out ones included.
 * Places left: capacity minus active bookings, plus lapsed holds not yet swept.
 */
export async function listTourDepartures(em: EntityManager, tourId: string, from?: string, days = SCHEDULE_DAYS_AHEAD): Promise<TourDeparture[]> {
  const start = from ?? today();
  if (from) assertBookableDate('from', from);
  const tour = await em.findOne(TourPackageEntity, { id: tourId, status: 'published' });
  if (!tour) throw notFound(t('errors:notFound.tour'));
  const dates = { from: start, until: addDays(start, days) };
  const departures = await em.find(
    TourDepartureEntity,
    { tour: tour.id, departureDate: { $gte: dates.from, $lt: dates.until } },
    { orderBy: { departureDate: 'asc' } },
  );
  const lapsed = await lapsedUnitsByStartDate(em, 'tour', tour.id, dates);
  return departures.map((departure) => ({
    tourId: tour.id,
    date: departure.departureDate,
    endDate: addDays(departure.departureDate, tour.durationDays - 1),
    capacity: departure.capacity,
    placesAvailable: Math.max(0, departure.capacity - departure.booked + (lapsed.get(departure.departureDate) ?? 0)),
    price: centsToAmount(tour.priceCents),
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
