import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../errors';
import { centsToAmount } from '@shared/money';
import type { Hotel, HotelPage, RoomsForParty } from '@shared/schemas/hotels';
import { DEFAULT_PAGE_SIZE, addDays, daysBetween } from '@shared/schemas/travel';
import { fieldError, hasMoreAfter, pageOf } from '../../core/catalogue-query';
import { dollarsToCents } from '../../core/money';
import { assertBookableDate, today } from '../../core/travel-calendar';
import { imagesWithPhotos, photosByOwner } from '../../core/photos';
import type { Photo } from '@shared/schemas/photos';
import { findHotelsWithFreeRooms, type HotelQueryFilters, type HotelWithRooms, type Stay } from './hotel-availability';
import { allocateRooms, childRuleOf, roomRange, type StayParty } from './room-allocation';
import { t } from '../../core/i18n';
import type { HotelSort } from '@shared/travel-terms';
import { localizeItem } from '@shared/catalogue-translations';
import type { Language } from '@shared/languages';

export interface HotelFilters {
  destination?: string;
  minPrice?: number;
  maxPrice?: number;
  rating?: number;
  checkIn?: string;
  checkOut?: string;
  guests?: number;
  rooms?: number;
  adults?: number;
  childAges?: number[];
  sort?: HotelSort;
  page?: number;
  limit?: number;
  /** The language of the catalogue texts (descriptions, room-type names); English when absent. */
  language?: Language;
}

/** Who a search or a hotel page is for: `adults`, else `guests` (all adults), else 1 adult. */
export function searchParty(filters: Pick<HotelFilters, 'guests' | 'rooms' | 'adults' | 'childAges'>): StayParty {
  return { adults: filters.adults ?? filters.guests ?? 1, childAges: filters.childAges ?? [], rooms: filters.rooms };
}

/** The filter a party sets on a search (a room count over one per adult fits nowhere). */
function fitsFilter(party: StayParty): NonNullable<HotelQueryFilters['fits']> {
  const { min, max } = roomRange(party);
  // The largest int PostgreSQL compares with: no hotel has that many rooms free.
  return { minRooms: min <= max ? min : 2_147_483_647, maxRooms: max, adults: party.adults, childAges: party.childAges };
}

/** The rooms the party takes at this hotel and what the stay costs, or undefined when none fit. */
function roomsForParty(row: HotelWithRooms, party: StayParty, stay: Stay, language: Language): RoomsForParty | undefined {
  const rule = childRuleOf(row.hotel);
  const allocation = allocateRooms(row.roomTypes, party, rule);
  if (!allocation) return undefined;
  const cents = (allocation.roomCentsPerNight + allocation.youngChildren * rule.rateCents) * stay.nights;
  return {
    rooms: allocation.rooms.map(({ type, count }) =>
      localizeItem(
        { roomTypeId: type.id, name: type.name, maxOccupancy: type.maxOccupancy, count, pricePerNight: centsToAmount(type.pricePerNightCents) },
        type.translations,
        language,
        ['name'],
      ),
    ),
    roomCount: allocation.roomCount,
    adults: party.adults,
    youngChildren: allocation.youngChildren,
    olderChildren: allocation.olderChildren,
    totalAmount: centsToAmount(cents),
  };
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

function toHotelDto(row: HotelWithRooms, stay: Stay, party: StayParty, language: Language, photos: Photo[] = []): Hotel {
  const { hotel, roomsAvailable } = row;
  const dto: Hotel = {
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
    roomTypes: row.roomTypes.map((type) =>
      localizeItem(
        {
          id: type.id,
          name: type.name,
          maxOccupancy: type.maxOccupancy,
          pricePerNight: centsToAmount(type.pricePerNightCents),
          totalRooms: type.rooms,
          roomsAvailable: type.free,
        },
        type.translations,
        language,
        ['name'],
      ),
    ),
    childPolicy: { ageLimit: hotel.childAgeLimit, ratePerNight: centsToAmount(hotel.childRateCents) },
    roomsForParty: roomsForParty(row, party, stay, language),
    reviewRating: row.reviewRating,
    position: row.position,
  };
  return localizeItem(dto, hotel.translations, language, ['description']);
}

/** The query a search asks for: its stay, SQL filters and page (bench/ builds the same). */
export function hotelSearchPlan(filters: HotelFilters) {
  const stay = resolveStay(filters.checkIn, filters.checkOut);
  const party = searchParty(filters);
  const fits = fitsFilter(party);
  const window = pageOf(filters, DEFAULT_PAGE_SIZE);
  const sqlFilters: HotelQueryFilters = {
    destination: filters.destination,
    minPriceCents: filters.minPrice === undefined ? undefined : dollarsToCents(filters.minPrice),
    maxPriceCents: filters.maxPrice === undefined ? undefined : dollarsToCents(filters.maxPrice),
    minRating: filters.rating,
    fits,
    sort: filters.sort,
  };
  return { stay, party, roomsNeeded: fits.minRooms, window, sqlFilters };
}

/** GET /api/hotels: hotels with enough free rooms for the guests on every night, best rated first. */
export async function searchHotels(em: EntityManager, filters: HotelFilters): Promise<HotelPage> {
  const { stay, party, roomsNeeded, window, sqlFilters } = hotelSearchPlan(filters);
  const { rows, total } = await findHotelsWithFreeRooms(em, stay, sqlFilters, window);
  const photos = await photosByOwner(
    em,
    'hotel',
    rows.map((row) => row.hotel.id),
  );
  return {
    items: rows.map((row) => toHotelDto(row, stay, party, filters.language ?? 'en', photos.get(row.hotel.id))),
    total,
    page: window.page,
    limit: window.limit,
    hasMore: hasMoreAfter(window, rows.length, total),
    ...stay,
    roomsNeeded,
  };
}

/**
 * One hotel with its free rooms and room types for the stay (0 when full), and the rooms the
 * party would take: checkout shows what is bought, the hotel page lists the room types.
 */
export async function getHotel(em: EntityManager, id: string, request: Omit<HotelFilters, 'destination' | 'page' | 'limit'> = {}): Promise<Hotel> {
  const stay = resolveStay(request.checkIn, request.checkOut);
  const { rows } = await findHotelsWithFreeRooms(em, stay, { id }, { limit: 1, offset: 0 });
  if (!rows[0]) throw notFound(t('errors:notFound.hotel'));
  const photos = await photosByOwner(em, 'hotel', [rows[0].hotel.id]);
  return toHotelDto(rows[0], stay, searchParty(request), request.language ?? 'en', photos.get(rows[0].hotel.id));
}
