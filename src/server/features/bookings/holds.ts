// Holds: how a booking takes its inventory, and how ended bookings give it back, without ever
// overselling: PostgreSQL enforces it (src/server/core/inventory/ledgers.ts), not a check
// followed by an insert. The kind of inventory is the handler's business (inventory-handlers.ts).
//
// Taking happens in the transaction that inserts the booking: the handler finds the item
// (locking its row where bookings of one item must queue up) and checks the request; the
// item's lapsed holds are then expired, giving their units back; then the units are taken.
//
// Lapsed holds (pending past hold_expires_at) stay in the ledgers until a sweep marks them
// `expired` and gives their units back. Searches add lapsed units back when they count.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking } from '@db/entities/booking';
import type { BookingType } from '@shared/schemas/bookings';
import { lapsedHold, liveHold } from '../../core/inventory/lapsed-holds';
import type { HeldInventory, HoldRequest, Reservation } from '../../core/inventory/registry';
import { inventoryRegistry } from './inventory-handlers';
import { countHolds } from '../../observability/metrics';

/** Takes the inventory a booking asks for, inside the caller's transaction, or throws. */
export async function holdInventory(tx: EntityManager, request: HoldRequest, today: string): Promise<Reservation> {
  const { take, ...reservation } = await inventoryRegistry.handlerFor(request.type).reserve(tx, request, today);
  await expireLapsedHoldsOf(tx, request.type, reservation.itemId);
  await take();
  return reservation;
}

/** Gives back what a booking held, inside the transaction that ends the booking. */
export async function releaseInventory(tx: EntityManager, held: HeldInventory): Promise<void> {
  await inventoryRegistry.handlerFor(held.type).release(tx, held);
}

/** Tells the handler of a booking's type that it was paid, inside the paying transaction. */
export async function afterPaid(tx: EntityManager, booking: Booking): Promise<void> {
  await inventoryRegistry.handlerFor(booking.type).paid?.(tx, booking);
}

/** Marks the lapsed holds of one item expired and gives their units back (inside a booking's transaction). */
async function expireLapsedHoldsOf(tx: EntityManager, type: BookingType, itemId: string): Promise<void> {
  const lapsed = await tx.find(Booking, { type, itemId, ...lapsedHold() }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (lapsed.length === 0) return;
  for (const booking of lapsed) booking.status = 'expired';
  countHolds(tx, lapsed, 'expired');
  await tx.flush();
  for (const booking of lapsed) await releaseInventory(tx, booking);
}

const byItem = (a: HeldInventory, b: HeldInventory) =>
  a.type.localeCompare(b.type) || a.itemId.localeCompare(b.itemId) || String(a.startDate).localeCompare(String(b.startDate));

/**
 * Marks lapsed holds `expired` and gives their inventory back. Safe to run from any number of
 * app instances at once: each run claims a batch with FOR UPDATE SKIP LOCKED, and releases
 * in one global order (type, item, date) so two sweeps never wait on each other in a circle.
 * Returns how many holds expired.
 */
export async function sweepLapsedHolds(em: EntityManager, batchSize = 200): Promise<number> {
  return em.transactional(async (tx) => {
    const lapsed = await tx.find(Booking, lapsedHold(), {
      lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE,
      orderBy: { type: 'asc', itemId: 'asc' },
      limit: batchSize,
      refresh: true,
    });
    if (lapsed.length === 0) return 0;
    for (const booking of lapsed) booking.status = 'expired';
    countHolds(tx, lapsed, 'expired');
    await tx.flush();
    for (const booking of [...lapsed].sort(byItem)) await releaseInventory(tx, booking);
    return lapsed.length;
  });
}

/**
 * Cancels every live hold of one account (pending, not lapsed) and gives its units back, inside
 * the caller's transaction (an account being deleted). Lapsed ones are left to the sweeper.
 */
export async function releaseOpenHoldsOf(tx: EntityManager, userId: string): Promise<number> {
  const held = await tx.find(Booking, { user: userId, ...liveHold() }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (held.length === 0) return 0;
  for (const booking of held) {
    booking.status = 'cancelled';
    booking.cancelledAt = new Date();
    booking.holdExpiresAt = null;
  }
  countHolds(tx, held, 'cancelled');
  await tx.flush();
  for (const booking of [...held].sort(byItem)) await releaseInventory(tx, booking);
  return held.length;
}
