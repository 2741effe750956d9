import type { CreateBookingRequest } from '@shared/schemas/bookings';
import type { SearchParams } from './search-params';

/** What /search gives each tab: the URL's choices (text, dates, party, filters, sort, view), a way to change them, and Book. */
export interface SearchTabProps {
  search: SearchParams;
  /**
   * Writes choices into the URL (`undefined` removes one). Typing and ticking replace the entry;
   * `push` adds one, so Back returns to the previous view (the sort, list or map).
   */
  onSearchChange: (patch: Partial<SearchParams>, options?: { push?: boolean }) => void;
  onBook: (request: CreateBookingRequest) => void;
  bookingItemId?: string;
  /** Replaces the text searched (the flights tab writes the route chosen in its selects). */
  onQueryChange: (q: string) => void;
}
