// /search's URL holds every choice on the screen, so a reload, back and forward, or a shared link
// open the same view: ?type=hotels|flights|cars|tours&q=... (Home's search card, 'View All',
// 'See More' and the destination cards link here with &checkIn=YYYY-MM-DD&guests=N); &book=<tour
// id> opens that tour's booking at once (Home's Featured Deals cards). Then each tab's filters:
// the stay and party (checkOut, rooms, adults, childAges), the price range and rating (hotels;
// tours take the price range too), the car's returnDate, dropoff and category, the flight's
// passengers and class, the tour's days and region; and the list's sort and view=map. The one
// date (checkIn) is the check-in, the pickup, the departure or the tour's earliest date. Bad
// values are dropped one by one (the rest of the URL still applies).
import {
  BOOKING_HORIZON_DAYS,
  CABIN_CLASSES,
  CAR_CATEGORIES,
  CAR_SORTS,
  FLIGHT_SORTS,
  HOTEL_RATING_OPTIONS,
  HOTEL_SORTS,
  MAX_CHILD_AGE,
  MAX_CHILDREN,
  MAX_GUESTS,
  MAX_PASSENGERS,
  MAX_RENTAL_DAYS,
  MAX_ROOMS_PER_BOOKING,
  MAX_STAY_NIGHTS,
  MIN_PASSENGERS,
  SEARCH_TYPES,
  TOUR_DURATION_RANGES,
  TOUR_SORTS,
  isCalendarDate,
  type CabinClass,
  type CarCategory,
  type TourDurationRange,
} from '@shared/travel-terms';
import type { SearchType } from '@shared/schemas/search';
import { addDays, daysBetween, travelToday } from '@shared/travel-calendar';

/** The orders each tab offers, in the order its sort menu lists them. */
export const SORTS_BY_TYPE = { hotels: HOTEL_SORTS, flights: FLIGHT_SORTS, cars: CAR_SORTS, tours: TOUR_SORTS } as const;
export type SortFor<T extends SearchType> = (typeof SORTS_BY_TYPE)[T][number];
export type AnySort = SortFor<SearchType>;

/** The highest price filter the API takes, in whole dollars. */
const MAX_PRICE_FILTER = 1_000_000;

export interface SearchParams {
  type: SearchType;
  q: string;
  /** The check-in / pickup / departure / tour date, when valid and bookable. */
  checkIn?: string;
  /** Home's guests: the hotel's adults (unless `adults` is given) and the flight's passengers. */
  guests?: number;
  /** A tour package to open for booking (tours tab). */
  book?: string;
  checkOut?: string;
  rooms?: number;
  adults?: number;
  childAges?: number[];
  /** Whole dollars. */
  minPrice?: number;
  maxPrice?: number;
  rating?: (typeof HOTEL_RATING_OPTIONS)[number];
  returnDate?: string;
  dropoff?: string;
  category?: CarCategory;
  passengers?: number;
  cabinClass?: CabinClass;
  days?: TourDurationRange;
  region?: string;
  /** One of the tab's SORTS_BY_TYPE; absent: the list's own order. */
  sort?: AnySort;
  /** The hotels tab's map instead of the list. */
  view?: 'map';
}

const whole = (value: string | null, min: number, max: number) => {
  const number = Number(value);
  return value !== null && value !== '' && Number.isInteger(number) && number >= min && number <= max ? number : undefined;
};
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
const shortText = (value: string | null) => (value ?? '').trim().slice(0, 100) || undefined;

export function parseSearchParams(params: URLSearchParams, today = travelToday()): SearchParams {
  const type = oneOf(SEARCH_TYPES, params.get('type')) ?? 'hotels';
  const checkInText = params.get('checkIn');
  const checkIn =
    checkInText && isCalendarDate(checkInText) && checkInText >= today && checkInText <= addDays(today, BOOKING_HORIZON_DAYS) ? checkInText : undefined;
  /** A date from 0 to `maxDays` days after the check-in (or today's default). */
  const dateAfter = (value: string | null, minDays: number, maxDays: number) => {
    if (!value || !isCalendarDate(value)) return undefined;
    const days = daysBetween(checkIn ?? today, value);
    return days >= minDays && days <= maxDays ? value : undefined;
  };
  const book = params.get('book');
  const adults = whole(params.get('adults'), 1, MAX_GUESTS);
  const ages = params.getAll('childAges').map((age) => whole(age, 0, MAX_CHILD_AGE));
  const minPrice = whole(params.get('minPrice'), 0, MAX_PRICE_FILTER);
  const maxPrice = whole(params.get('maxPrice'), 0, MAX_PRICE_FILTER);
  const rating = whole(params.get('rating'), 0, 5);
  return {
    type,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    checkIn,
    guests: whole(params.get('guests'), 1, 1000),
    book: book && /^[a-z0-9-]{1,100}$/.test(book) ? book : undefined,
    checkOut: dateAfter(params.get('checkOut'), 1, MAX_STAY_NIGHTS),
    rooms: whole(params.get('rooms'), 1, Math.min(MAX_ROOMS_PER_BOOKING, adults ?? MAX_GUESTS)),
    adults,
    childAges: ages.length > 0 && ages.length <= MAX_CHILDREN && ages.every((age) => age !== undefined) ? (ages as number[]) : undefined,
    // A max under the min is kept: the filters show it as an error to fix, not a silent reset.
    minPrice,
    maxPrice,
    rating: (HOTEL_RATING_OPTIONS as readonly number[]).includes(rating ?? -1) ? (rating as SearchParams['rating']) : undefined,
    returnDate: dateAfter(params.get('returnDate'), 0, MAX_RENTAL_DAYS),
    dropoff: shortText(params.get('dropoff')),
    category: oneOf(CAR_CATEGORIES, params.get('category')),
    passengers: whole(params.get('passengers'), MIN_PASSENGERS, MAX_PASSENGERS),
    cabinClass: oneOf(CABIN_CLASSES, params.get('class')),
    days: oneOf(Object.keys(TOUR_DURATION_RANGES) as TourDurationRange[], params.get('days')),
    region: shortText(params.get('region')),
    sort: oneOf<AnySort>(SORTS_BY_TYPE[type], params.get('sort')),
    view: type === 'hotels' && params.get('view') === 'map' ? 'map' : undefined,
  };
}

/** The URL's query for a search: only what is set, in a stable order. */
export function searchParamsFor(search: SearchParams): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = { type: search.type };
  if (search.q) params.q = search.q;
  const { type: _type, q: _q, childAges, cabinClass, ...rest } = search;
  for (const [key, value] of Object.entries(rest)) if (value !== undefined && value !== '') params[key] = String(value);
  if (childAges && childAges.length > 0) params.childAges = childAges.map(String);
  if (cabinClass) params.class = cabinClass;
  return params;
}

/** Switching tabs keeps the text and Home's date and guests; the other tab's filters, sort and view stay behind. */
export function searchParamsForTab(search: SearchParams, type: SearchType): SearchParams {
  return { type, q: search.q, checkIn: search.checkIn, guests: search.guests };
}
