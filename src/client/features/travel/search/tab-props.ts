import type { CreateBookingRequest } from '@shared/schemas/bookings';

/** What /search gives each tab: the text searched, Home's date and guests, and Book. */
export interface SearchTabProps {
  q: string;
  checkIn?: string;
  guests?: number;
  onBook: (request: CreateBookingRequest) => void;
  bookingItemId?: string;
  /** An item to open for booking at once (the tours tab: Home's Featured Deals cards). */
  bookItemId?: string;
  /** Replaces the text searched (the flights tab writes the route chosen in its selects). */
  onQueryChange: (q: string) => void;
}
