import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../errors';
import { centsToAmount } from '@shared/money';
import { roomsForGuests, type Hotel, type HotelPage } from '@shared/schemas/hotels';
import { DEFAULT_PAGE_SIZE, addDays, daysBetween } from '@shared/schemas/travel';
import { fieldError, hasMoreAfter, pageOf } from '../../core/catalogue-query';
import { dollarsToCents } from '../../core/money';
import { assertBookableDate, today } from '../../core/travel-calendar';
import { imagesWithPhotos, photosByOwner } from '../../core/photos';
import type { Photo } from '@shared/schemas/photos';
import { findHotelsWithFreeRooms, type HotelQueryFilters, type HotelWithRooms, type Stay } from './hotel-availability';
import { t } from '../../core/i18n';

export interface HotelFilters {
  destination?: string;
  minPrice?: number;
  maxPrice?: number;
  rating?: number;
  checkIn?: string;
  checkOut?: string;
  guests?: number;
  page?: number;
  limit?: number;
}

/** The stay a search is about: the dates given, or tonight. Past check-ins are refused. */
export function resolveStay(checkIn: string | undefined, checkOut: string | undefined, todayDate = today()): Stay {
  if (checkOut && !checkIn) throw fieldError('checkIn', t('errors:dates.requiredWhen', { other: 'checkOut' }));
  const start = checkIn ?? todayDate;
  const end = checkOut ?? addDays(start, 1);
  assertBookableDate('checkIn', start, todayDate);
  const nights = daysBetween(start, end);
  if (nights < 1) throw fieldError('checkOut', t('errors:dates.after', { other: 'checkIn' }));
  return { checkIn: start, checkOut: end, nights };
}

function toHotelDto({ hotel, roomsAvailable }: HotelWithRooms, stay: Stay, photos: Photo[] = []): Hotel {
  return {
    id: hotel.id,
    name: hotel.name,
    cancellationPolicy: hotel.cancellationPolicy,
    location: hotel.location,
    city: hotel.city,
    country: hotel.country,
    description: hotel.description,
    pricePerNight: centsToAmount(hotel.pricePerNightCents),
    currency: hotel.currency,
    rating: hotel.rating,
    amenities: hotel.amenities,
    images: imagesWithPhotos(photos, hotel.images),
    photos,
    totalRooms: hotel.rooms,
    roomsAvailable: Math.max(0, roomsAvailable),
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: stay.nights,
  };
}

/** The query a search asks for: its stay, SQL filters and page (bench/ builds the same). */
export function hotelSearchPlan(filters: HotelFilters) {
  const stay = resolveStay(filters.checkIn, filters.checkOut);
  const roomsNeeded = roomsForGuests(filters.guests ?? 1);
  const window = pageOf(filters, DEFAULT_PAGE_SIZE);
  const sqlFilters: HotelQueryFilters = {
    destination: filters.destination,
    minPriceCents: filters.minPrice === undefined ? undefined : dollarsToCents(filters.minPrice),
    maxPriceCents: filters.maxPrice === undefined ? undefined : dollarsToCents(filters.maxPrice),
    minRating: filters.rating,
    minRooms: roomsNeeded,
  };
  return { stay, roomsNeeded, window, sqlFilters };
}

/** GET /api/hotels: hotels with enough free rooms for the guests on every night, best rated first. */
export async function searchHotels(em: EntityManager, filters: HotelFilters): Promise<HotelPage> {
  const { stay, roomsNeeded, window, sqlFilters } = hotelSearchPlan(filters);
  const { rows, total } = await findHotelsWithFreeRooms(em, stay, sqlFilters, window);
  const photos = await photosByOwner(
    em,
    'hotel',
    rows.map((row) => row.hotel.id),
  );
  return {
    items: rows.map((row) => toHotelDto(row, stay, photos.get(row.hotel.id))),
    total,
    page: window.page,
    limit: window.limit,
    hasMore: hasMoreAfter(window, rows.length, total),
    ...stay,
    roomsNeeded,
  };
}

/** One hotel with its free rooms for the stay (0 when full): checkout shows what is bought. */
export async function getHotel(em: EntityManager, id: string, checkIn?: string, checkOut?: string): Promise<Hotel> {
  const stay = resolveStay(checkIn, checkOut);
  const { rows } = await findHotelsWithFreeRooms(em, stay, { id, minRooms: Number.MIN_SAFE_INTEGER }, { limit: 1, offset: 0 });
  if (!rows[0]) throw notFound(t('errors:notFound.hotel'));
  const photos = await photosByOwner(em, 'hotel', [rows[0].hotel.id]);
  return toHotelDto(rows[0], stay, photos.get(rows[0].hotel.id));
}
