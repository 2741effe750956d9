import { z } from 'zod';
import { zOptionalInt } from './common';

// Shared by the travel search and booking schemas (hotels, flights, cars, tours, bookings):
// the travel calendar, limits and paging fields.

// The travel calendar (travelToday, addDays, ...) lives in ../travel-calendar.ts, free of zod.
export { TRAVEL_TIME_ZONE, travelToday, addDays, daysBetween, rentalDays } from '../travel-calendar';

export const MAX_STAY_NIGHTS = 30;
export const MAX_RENTAL_DAYS = 30;
/** How far ahead hotels and cars can be searched and booked. */
export const BOOKING_HORIZON_DAYS = 365;
/** Flight schedules and tour departures are published this many days ahead (rolling). */
export const SCHEDULE_DAYS_AHEAD = 90;
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 20;

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
