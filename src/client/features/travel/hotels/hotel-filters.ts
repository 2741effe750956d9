import { HOTEL_RATING_OPTIONS, DEFAULT_HOTEL_RATING, MAX_GUESTS, BOOKING_HORIZON_DAYS, MAX_STAY_NIGHTS } from '@shared/travel-terms';
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
  guests: number;
}

/** Tomorrow for two nights, 2 guests, rated 4 or better (default rating 4). */
export function defaultHotelFilters(today = travelToday()): HotelFilterValues {
  return { minPrice: '', maxPrice: '', rating: DEFAULT_HOTEL_RATING, checkIn: addDays(today, 1), checkOut: addDays(today, 3), guests: 2 };
}

/** Moving check-in keeps the stay's length when it can, and check-out after check-in. */
export function withCheckIn(filters: HotelFilterValues, checkIn: string): HotelFilterValues {
  const nights = Math.min(Math.max(1, daysBetween(filters.checkIn, filters.checkOut)), MAX_STAY_NIGHTS);
  return { ...filters, checkIn, checkOut: addDays(checkIn, nights) };
}

export function clampGuests(value: number): number {
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
    guests: filters.guests,
  };
}

export function latestCheckIn(today = travelToday()): string {
  return addDays(today, BOOKING_HORIZON_DAYS);
}
