import {
  HOTEL_RATING_OPTIONS,
  DEFAULT_HOTEL_RATING,
  MAX_GUESTS,
  BOOKING_HORIZON_DAYS,
  MAX_STAY_NIGHTS,
  MAX_CHILDREN,
  MAX_ROOMS_PER_BOOKING,
  type HotelSort,
} from '@shared/travel-terms';
import type { HotelSearchRequest } from '@shared/schemas/hotels';
import type { SearchParams } from '../search/search-params';
import { addDays, daysBetween, travelToday } from '@shared/travel-calendar';

export type HotelRating = (typeof HOTEL_RATING_OPTIONS)[number];

export interface HotelFilterValues {
  /** Whole dollars as typed; '' for no limit. */
  minPrice: string;
  maxPrice: string;
  rating: HotelRating;
  checkIn: string;
  checkOut: string;
  /** Who stays, as Booking.com asks it: rooms, adults, each child's age. */
  rooms: number;
  adults: number;
  childAges: number[];
}

/** A child added to the party before its age is chosen. */
export const DEFAULT_CHILD_AGE = 5;

/** Tomorrow for two nights, 1 room for 2 adults, rated 4 or better (default rating 4). */
export function defaultHotelFilters(today = travelToday()): HotelFilterValues {
  return {
    minPrice: '',
    maxPrice: '',
    rating: DEFAULT_HOTEL_RATING,
    checkIn: addDays(today, 1),
    checkOut: addDays(today, 3),
    rooms: 1,
    adults: 2,
    childAges: [],
  };
}

/** The party's limits: adults from the rooms (one adult per room) up to MAX_GUESTS, rooms up to the adults. */
export const partyLimits = (filters: Pick<HotelFilterValues, 'rooms' | 'adults' | 'childAges'>) => ({
  rooms: { min: 1, max: Math.min(MAX_ROOMS_PER_BOOKING, filters.adults) },
  adults: { min: filters.rooms, max: MAX_GUESTS },
  children: { min: 0, max: MAX_CHILDREN },
});

/** The party with `count` children: new ones get DEFAULT_CHILD_AGE, the last ones go first. */
export function withChildren(filters: HotelFilterValues, count: number): HotelFilterValues {
  const childAges = filters.childAges.slice(0, count);
  while (childAges.length < count) childAges.push(DEFAULT_CHILD_AGE);
  return { ...filters, childAges };
}

/** Moving check-in keeps the stay's length when it can, and check-out after check-in. */
export function withCheckIn(filters: HotelFilterValues, checkIn: string): HotelFilterValues {
  const nights = Math.min(Math.max(1, daysBetween(filters.checkIn, filters.checkOut)), MAX_STAY_NIGHTS);
  return { ...filters, checkIn, checkOut: addDays(checkIn, nights) };
}

/** Home's guests, as adults. */
export function clampAdults(value: number): number {
  return Number.isInteger(value) ? Math.min(Math.max(value, 1), MAX_GUESTS) : 2;
}

/** The max price must not be below the min price (the server would refuse with 400). */
export function priceRangeError(filters: Pick<HotelFilterValues, 'minPrice' | 'maxPrice'>): boolean {
  if (filters.minPrice === '' || filters.maxPrice === '') return false;
  return Number(filters.maxPrice) < Number(filters.minPrice);
}

export function hotelSearchInput(filters: HotelFilterValues, destination?: string, sort?: HotelSort): HotelSearchRequest {
  return {
    sort,
    destination: destination?.trim() || undefined,
    minPrice: filters.minPrice === '' ? undefined : Number(filters.minPrice),
    maxPrice: filters.maxPrice === '' ? undefined : Number(filters.maxPrice),
    rating: filters.rating,
    checkIn: filters.checkIn,
    checkOut: filters.checkOut,
    rooms: filters.rooms,
    adults: filters.adults,
    childAges: filters.childAges.length > 0 ? filters.childAges : undefined,
  };
}

/** The filters the URL holds, over the defaults; Home's guests are the adults until the party is chosen here. */
export function hotelFiltersFrom(search: SearchParams, today = travelToday()): HotelFilterValues {
  const defaults = defaultHotelFilters(today);
  const checkIn = search.checkIn ?? defaults.checkIn;
  const nights = search.checkOut ? daysBetween(checkIn, search.checkOut) : 0;
  const adults = search.adults ?? (search.guests ? clampAdults(search.guests) : defaults.adults);
  return {
    minPrice: search.minPrice === undefined ? '' : String(search.minPrice),
    maxPrice: search.maxPrice === undefined ? '' : String(search.maxPrice),
    rating: search.rating ?? defaults.rating,
    checkIn,
    checkOut: search.checkOut && nights >= 1 && nights <= MAX_STAY_NIGHTS ? search.checkOut : addDays(checkIn, 2),
    rooms: Math.min(search.rooms ?? defaults.rooms, adults),
    adults,
    childAges: search.childAges ?? [],
  };
}

/** The filters as the URL writes them (the party chosen here replaces Home's guests). */
export function hotelFilterParams(filters: HotelFilterValues): Partial<SearchParams> {
  const price = (typed: string) => (typed === '' ? undefined : Number(typed));
  return {
    minPrice: price(filters.minPrice),
    maxPrice: price(filters.maxPrice),
    rating: filters.rating,
    checkIn: filters.checkIn,
    checkOut: filters.checkOut,
    rooms: filters.rooms,
    adults: filters.adults,
    childAges: filters.childAges.length > 0 ? filters.childAges : undefined,
    guests: undefined,
  };
}

export function latestCheckIn(today = travelToday()): string {
  return addDays(today, BOOKING_HORIZON_DAYS);
}
