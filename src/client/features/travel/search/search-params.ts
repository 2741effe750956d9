// /search?type=hotels|flights|cars|tours&q=...&checkIn=YYYY-MM-DD&guests=N (Home's search card,
// 'View All', 'See More' and the destination cards link here); &book=<tour id> opens that
// tour's booking at once (Home's Featured Deals cards). Bad values are ignored.
import { SEARCH_TYPES, isCalendarDate, BOOKING_HORIZON_DAYS } from '@shared/travel-terms';
import type { SearchType } from '@shared/schemas/search';
import { addDays, travelToday } from '@shared/travel-calendar';

export interface SearchParams {
  type: SearchType;
  q: string;
  /** A check-in / departure / pickup date from Home, when valid and bookable. */
  checkIn?: string;
  guests?: number;
  /** A tour package to open for booking (tours tab). */
  book?: string;
}

export function parseSearchParams(params: URLSearchParams, today = travelToday()): SearchParams {
  const type = params.get('type');
  const checkIn = params.get('checkIn');
  const guests = Number(params.get('guests'));
  const book = params.get('book');
  return {
    type: (SEARCH_TYPES as readonly (string | null)[]).includes(type) ? (type as SearchType) : 'hotels',
    q: (params.get('q') ?? '').trim().slice(0, 100),
    checkIn: checkIn && isCalendarDate(checkIn) && checkIn >= today && checkIn <= addDays(today, BOOKING_HORIZON_DAYS) ? checkIn : undefined,
    guests: Number.isInteger(guests) && guests > 0 ? guests : undefined,
    book: book && /^[a-z0-9-]{1,100}$/.test(book) ? book : undefined,
  };
}

/** The URL for a search; Home's checkIn and guests travel along when present. */
export function searchParamsFor(search: SearchParams): Record<string, string> {
  const params: Record<string, string> = { type: search.type };
  if (search.q) params.q = search.q;
  if (search.checkIn) params.checkIn = search.checkIn;
  if (search.guests) params.guests = String(search.guests);
  return params;
}
