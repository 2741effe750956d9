// Booking rows for purchases made outside POST /api/bookings (a taxi ride, a cargo shipment):
// each is a `booking` of its type too, so My Bookings shows one timeline. The feature writes
// the row in its own transaction, with the same confirmation codes as every other booking.
import type { RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking } from '../../../../prisma-free-db/entities/booking';
import { newConfirmationCode } from './bookings.service';

export type TimelineBookingRow = Omit<RequiredEntityData<Booking>, 'confirmationCode'>;

/** Inserts the booking inside the caller's transaction; returns its id and confirmation code. */
export async function insertTimelineBooking(tx: EntityManager, row: TimelineBookingRow): Promise<{ id: string; confirmationCode: string }> {
  for (;;) {
    const confirmationCode = newConfirmationCode();
    // ON CONFLICT DO NOTHING: a code collision must not abort the caller's transaction.
    const inserted = await tx.createQueryBuilder(Booking).insert({ ...row, confirmationCode }).onConflict('confirmationCode').ignore().execute('run');
    if (inserted.affectedRows === 1) return { id: String(inserted.insertId), confirmationCode };
  }
}
