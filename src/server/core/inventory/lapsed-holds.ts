// Lapsed holds: pending bookings whose hold_expires_at has passed but that no sweep has marked
// `expired` yet. Their units still count in the ledgers' `booked` until then, so availability
// adds them back, and a booking of an item first expires the item's lapsed holds. "Now" is
// always the database's clock, so any number of app instances agree on what has lapsed.
import { raw, sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking } from '@db/entities/booking';
import type { BookingType } from '@shared/schemas/bookings';

/** The condition as SQL, for the availability statements that must stay raw. */
export function lapsedHoldSql(alias: string): string {
  return `${alias}.status = 'pending' and ${alias}.hold_expires_at <= now()`;
}

/** The condition for typed queries of Booking (a fresh object each time: raw fragments are single-use). */
export function lapsedHold() {
  return { status: 'pending' as const, holdExpiresAt: { $lte: sql.now() } };
}

/** The opposite: pending bookings whose hold is still running (they count against the traveller's 5). */
export function liveHold() {
  return { status: 'pending' as const, holdExpiresAt: { $gt: sql.now() } };
}

/** Units of an item held by lapsed holds, by the booking's start date (tour departures). */
export async function lapsedUnitsByStartDate(
  em: EntityManager,
  type: BookingType,
  itemId: string,
  dates: { from: string; until: string },
): Promise<Map<string, number>> {
  const rows = await em
    .createQueryBuilder(Booking, 'b')
    .select(['b.startDate', raw('sum(b.quantity)::int as units')])
    .where({ type, itemId, ...lapsedHold(), startDate: { $gte: dates.from, $lt: dates.until } })
    .groupBy('b.startDate')
    .execute<{ startDate: string; units: number }[]>('all');
  return new Map(rows.map((row) => [row.startDate, row.units]));
}
