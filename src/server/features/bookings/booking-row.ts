// The one writer of `booking` rows: a booking held through POST /api/bookings, a marketplace
// order, a taxi ride, a cargo shipment. Each is a `booking` of its type, so My Bookings shows
// one timeline; each gets a confirmation code the same way, inside its feature's transaction.
import { randomInt } from 'node:crypto';
import { sql, type RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking } from '@db/entities/booking';

// Confirmation codes: 'MT' + 6 characters without look-alikes (no 0/O, 1/I/L).
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newConfirmationCode(): string {
  let code = 'MT';
  for (let i = 0; i < 6; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A booking row to write: every column but the confirmation code, which the writer draws. */
export type NewBookingRow = Omit<RequiredEntityData<Booking>, 'confirmationCode'>;

/** When a hold written now lapses, by the database's clock, so every app instance agrees. */
export const holdLapsesIn = (minutes: number) => sql`now() + make_interval(mins => ${minutes})`;

/**
 * Inserts the booking inside the caller's transaction; returns its id and confirmation code. A
 * code already taken (1 in ~900 million) is met with ON CONFLICT DO NOTHING and another code is
 * drawn: a collision must never abort the transaction that holds the booking's inventory.
 */
export async function insertBooking(
  tx: EntityManager,
  row: NewBookingRow,
  drawCode: () => string = newConfirmationCode,
): Promise<{ id: string; confirmationCode: string }> {
  for (;;) {
    const confirmationCode = drawCode();
    const inserted = await tx
      .createQueryBuilder(Booking)
      .insert({ ...row, confirmationCode })
      .onConflict('confirmationCode')
      .ignore()
      .execute('run');
    if (inserted.affectedRows === 1) return { id: row.id ?? String(inserted.insertId), confirmationCode };
  }
}
