import { z } from 'zod';
import { zOptionalInt } from './common';
import { MAX_PAGE_SIZE } from '../travel-terms';

// Shared by the travel search and booking schemas (hotels, flights, cars, tours, bookings):
// the travel calendar, limits and paging fields.

// The travel calendar (travelToday, addDays, ...) lives in ../travel-calendar.ts, free of zod.
export { TRAVEL_TIME_ZONE, travelToday, addDays, daysBetween, rentalDays } from '../travel-calendar';

export { MAX_STAY_NIGHTS, MAX_RENTAL_DAYS, BOOKING_HORIZON_DAYS, SCHEDULE_DAYS_AHEAD, DEFAULT_PAGE_SIZE } from '../travel-terms';

export const zPageFields = () => ({
  page: zOptionalInt(1, 10_000, 'Pages start at 1'),
  limit: zOptionalInt(1, MAX_PAGE_SIZE, `Must be 1 to ${MAX_PAGE_SIZE}`),
});

/** Page metadata of a paginated list (hotels, flights). */
export const ZPageInfo = z.object({
  total: z.number().int().describe('Results over all pages'),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
