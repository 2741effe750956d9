// Helpers shared by the travel searches and bookings: SQL fragments, LIKE escaping, and the
// calendar rules every dated request follows (dates are 'YYYY-MM-DD' strings compared as
// strings and computed with the UTC day arithmetic of shared/schemas/travel.ts, never Date
// objects in local time).
import { badRequest } from '../../errors';
import { BOOKING_HORIZON_DAYS, addDays, travelToday } from '../../../shared/schemas/travel';

/** A timestamptz column as an ISO 8601 UTC string ('2026-12-25T08:15:00.000Z'), or null. */
export function isoTimestamp(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** Pending bookings whose hold ran out but that no sweep has marked expired yet. */
export function lapsedHold(alias: string): string {
  return `${alias}.status = 'pending' and ${alias}.hold_expires_at <= now()`;
}

/** '%text%' for ILIKE, with the text's own % _ and \ matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A 400 whose message starts with the field, like zod's: "checkIn: Must not be in the past". */
export function fieldError(field: string, problem: string) {
  return badRequest(`${field}: ${problem}`, field);
}

export function today(): string {
  return travelToday();
}

/** A first date (check-in, pickup, departure) must be today or later and within the horizon. */
export function assertBookableDate(field: string, date: string, todayDate = today()) {
  if (date < todayDate) throw fieldError(field, `Must be today (${todayDate}) or later`);
  const last = addDays(todayDate, BOOKING_HORIZON_DAYS);
  if (date > last) throw fieldError(field, `Must be at most ${BOOKING_HORIZON_DAYS} days ahead (${last})`);
}

export function pageOf(input: { page?: number; limit?: number }, defaultLimit: number) {
  const page = input.page ?? 1;
  const limit = input.limit ?? defaultLimit;
  return { page, limit, offset: (page - 1) * limit };
}
