// The travel calendar, without zod: the browser's first screen uses it (Home's date picker)
// and must not load the schema library for it. src/shared/schemas/travel.ts re-exports it.

/**
 * The calendar the travel catalogue runs on: "today" (earliest check-in, pickup or departure)
 * is the date in East Africa (UTC+3, no daylight saving), wherever the server or the
 * browser is. Dates are always 'YYYY-MM-DD' strings; date arithmetic below is done on UTC
 * day numbers, so the process time zone never shifts a date.
 */
export const TRAVEL_TIME_ZONE = 'Africa/Nairobi';

/**
 * East Africa Time is UTC+3 all year (no daylight saving), so the travel calendar's date is the
 * UTC date three hours on. (No Intl time-zone formatter: making one loads the zone data, a long
 * task on a phone's first screen, for a fixed offset.)
 */
const TRAVEL_UTC_OFFSET_MS = 3 * 3_600_000;

/** Today's date in the travel calendar, 'YYYY-MM-DD'. */
export function travelToday(now: Date = new Date()): string {
  return new Date(now.getTime() + TRAVEL_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

function dayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/** '2026-12-30' + 3 → '2027-01-02'. */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (nights of a stay): ('2026-12-25', '2026-12-28') → 3. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Rental days charged for a car: return minus pickup, at least one (same-day return). */
export function rentalDays(pickupDate: string, returnDate: string): number {
  return Math.max(1, daysBetween(pickupDate, returnDate));
}
