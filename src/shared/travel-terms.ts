// The travel catalogue's vocabulary and limits, without zod: the search screens use them and
// must not load the schema library for them (docs/performance.md). The schema modules
// (schemas/travel.ts, search.ts, hotels.ts, flights.ts, cars.ts, tours.ts) re-export them.

/** A real calendar date written 'YYYY-MM-DD' (not 2026-02-30). ZCalendarDate checks the same. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

// Travel limits (schemas/travel.ts).
export const MAX_STAY_NIGHTS = 30;
export const MAX_RENTAL_DAYS = 30;
/** How far ahead hotels and cars can be searched and booked. */
export const BOOKING_HORIZON_DAYS = 365;
/** Flight schedules and tour departures are published this many days ahead (rolling). */
export const SCHEDULE_DAYS_AHEAD = 90;
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 20;

// GET /api/search's types (schemas/search.ts).
export const SEARCH_TYPES = ['hotels', 'flights', 'cars', 'tours'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

// The orders a result list can be sorted in, per tab (the `sort` input of each list). Absent:
// the list's own order (hotels best rated then cheapest, flights earliest, cars by location
// then price, tours in catalogue order). 'rating' is the travellers' review average where a
// hotel or tour has reviews, else the hotel's catalogue rating; 'distance' is from the centre
// of the hotel's city. Car rental desks have no coordinates and cars no rating: price only.
export const HOTEL_SORTS = ['price', 'price_desc', 'rating', 'distance'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];
export const CAR_SORTS = ['price', 'price_desc'] as const;
export type CarSort = (typeof CAR_SORTS)[number];
export const FLIGHT_SORTS = ['departure', 'price', 'duration'] as const;
export type FlightSort = (typeof FLIGHT_SORTS)[number];
export const TOUR_SORTS = ['price', 'price_desc', 'rating', 'duration'] as const;
export type TourSort = (typeof TOUR_SORTS)[number];
/** The tours tab's duration filter: 1–3 days, 4–7 days, 8 days or more (minDays / maxDays). */
export const TOUR_DURATION_RANGES = { '1-3': { minDays: 1, maxDays: 3 }, '4-7': { minDays: 4, maxDays: 7 }, '8+': { minDays: 8 } } as const;
export type TourDurationRange = keyof typeof TOUR_DURATION_RANGES;

// Hotels (schemas/hotels.ts): rating options 3, 4, 5 (default 4), at most 3 amenities.
export const HOTEL_RATING_OPTIONS = [3, 4, 5] as const;
export const DEFAULT_HOTEL_RATING = 4;
export const MAX_AMENITIES_SHOWN = 3;
export const MAX_GUESTS = 10;
export const MAX_ROOMS_PER_BOOKING = 5;
/** Children of a hotel search or booking, each with an age from 0 to MAX_CHILD_AGE. */
export const MAX_CHILDREN = 6;
export const MAX_CHILD_AGE = 17;

// Flights (schemas/flights.ts): passengers 1 to 4, default route DXB to CDG.
export const CABIN_CLASSES = ['economy', 'business'] as const;
export type CabinClass = (typeof CABIN_CLASSES)[number];
export const DEFAULT_CABIN_CLASS: CabinClass = 'economy';
export const MIN_PASSENGERS = 1;
export const MAX_PASSENGERS = 4;
export const DEFAULT_FLIGHT_FROM = 'DXB';
export const DEFAULT_FLIGHT_TO = 'CDG';

// Cars (schemas/cars.ts): defaults pickup Dubai Airport, drop-off Same Location; at most 3 features.
export const CAR_CATEGORIES = ['Economy', 'Compact', 'SUV', 'Luxury', 'Van', '4x4'] as const;
export type CarCategory = (typeof CAR_CATEGORIES)[number];
export const CAR_LOCATION_KINDS = ['airport', 'city'] as const;
export const SAME_LOCATION = 'Same Location';
export const DEFAULT_PICKUP_LOCATION = 'Dubai Airport';
export const MAX_CAR_FEATURES_SHOWN = 3;
export const MAX_CARS_PER_BOOKING = 3;
/** Flat fee for returning the car at another location of the same country. */
export const ONE_WAY_FEE_CENTS = 5_000;

/** Picture of a category: /images/cars/<category>.svg ('4x4' → /images/cars/4x4.svg). */
export function carCategoryImage(category: CarCategory): string {
  return `/images/cars/${category.toLowerCase()}.svg`;
}

// Tours (schemas/tours.ts).
export const MAX_TOUR_PLACES_PER_BOOKING = 10;
