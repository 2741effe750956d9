import {
  HOTEL_RATING_OPTIONS,
  DEFAULT_HOTEL_RATING,
  MAX_GUESTS,
  BOOKING_HORIZON_DAYS,
  MAX_STAY_NIGHTS,
  MAX_CHILDREN,
  MAX_ROOMS_PER_BOOKING,
} from '@shared/travel-terms';
import type { HotelSearchRequest } from '@shared/schemas/hotels';
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

export function hotelSearchInput(filters: HotelFilterValues, destination?: string): HotelSearchRequest {
  return {
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

export function latestCheckIn(today = travelToday()): string {
  return addDays(today, BOOKING_HORIZON_DAYS);
}
