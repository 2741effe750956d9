// Holding and releasing inventory, pluggable per booking type. A booking holds its units
// (rooms, seats, cars, places; later product stock for marketplace orders) while it is pending
// and paid; cancelling it or letting its hold lapse gives them back. The bookings feature does
// not know how any kind of inventory works: it asks the registry for the handler of the
// booking's type. A feature that sells a new kind of thing implements InventoryHandler, exports
// it from its index.ts, and adds it to the list in src/server/api/inventory.ts.
// See docs/architecture.md ("The inventory registry").
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Booking, HeldRooms } from '@db/entities/booking';
import type { BookingDetails, BookingType } from '@shared/schemas/bookings';
import type { BookingFee } from '@shared/booking-pricing';

/** What a new booking asks for (POST /api/bookings after validation). */
export interface HoldRequest {
  type: BookingType;
  itemId: string;
  startDate?: string;
  endDate?: string;
  quantity: number;
  /** Cars: 'Same Location' or another fleet location (one-way). */
  dropoffLocation?: string;
  /**
   * Hotels: who stays and the room type asked for. `roomsGiven`: `quantity` is the rooms asked
   * for; else the cheapest rooms that fit the party (the reservation's quantity says how many).
   */
  hotelParty?: { adults?: number; childAges?: number[]; roomTypeId?: string; roomsGiven: boolean };
}

/** The descriptive part of BookingDetails that depends on the item (the rest is the price). */
export type ItemDetails = Omit<BookingDetails, 'startDate' | 'endDate' | 'quantity' | 'quantityLabel' | 'unitPrice' | 'unitLabel' | 'lines'>;

/** What a hold takes, priced per unit, with the booking's descriptive details. */
export interface Reservation {
  /** The booking's itemId: the item whose lapsed holds are expired before taking. */
  itemId: string;
  startDate: string;
  endDate: string;
  quantity: number;
  unitCents: number;
  /** Nights or days charged; 1 for flights and tours. */
  periods: number;
  fees: BookingFee[];
  details: ItemDetails;
  /** Hotels: rooms of each room type at their own prices (priceBooking's unitGroups), and the young children's rate. */
  unitGroups?: { name: string; unitCents: number; quantity: number }[];
  children?: { count: number; centsPerPeriod: number };
  /** Hotels: what is taken from each room type's ledger, kept on the booking to give back. */
  heldRooms?: HeldRooms[];
}

/** A reservation checked and priced but not yet taken: `take()` takes the units or throws 409. */
export interface PendingHold extends Reservation {
  take(): Promise<void>;
}

/** The booking fields that say what inventory a booking holds. */
export type HeldInventory = Pick<Booking, 'type' | 'itemId' | 'startDate' | 'endDate' | 'quantity'> & Partial<Pick<Booking, 'heldRooms'>>;

export interface InventoryHandler {
  readonly type: BookingType;
  /**
   * Set by types whose own feature ends their bookings under its own rules (a ride is cancelled
   * on its tracking screen, where the fee applies): My Bookings offers no Cancel for them and
   * POST /api/bookings/{id}/cancel refuses with this message.
   */
  readonly cancelledElsewhere?: () => string;
  /**
   * Finds the item asked for inside the booking's transaction (locking its row when bookings
   * of one item must queue up), checks the request against it and prices one unit. Takes
   * nothing: the caller first gives back the item's lapsed holds, then calls `take()`.
   */
  reserve(tx: EntityManager, request: HoldRequest, today: string): Promise<PendingHold>;
  /** Gives back what a booking held, inside the transaction that ends the booking. */
  release(tx: EntityManager, held: HeldInventory): Promise<void>;
  /** Optional: the booking was paid (inside the paying transaction), e.g. to start an order's fulfilment. */
  paid?(tx: EntityManager, booking: Booking): Promise<void>;
}

/** The inventory handlers by booking type: one per type, looked up, never switched over. */
export class InventoryRegistry {
  private readonly handlers = new Map<BookingType, InventoryHandler>();

  constructor(handlers: readonly InventoryHandler[] = []) {
    for (const handler of handlers) this.register(handler);
  }

  register(handler: InventoryHandler): void {
    if (this.handlers.has(handler.type)) throw new Error(`An inventory handler for '${handler.type}' bookings is already registered`);
    this.handlers.set(handler.type, handler);
  }

  /** The handler of a booking type; a type nobody registered is a programming error. */
  handlerFor(type: BookingType): InventoryHandler {
    const handler = this.handlers.get(type);
    if (!handler) throw new Error(`No inventory handler is registered for '${type}' bookings`);
    return handler;
  }

  has(type: BookingType): boolean {
    return this.handlers.has(type);
  }
}
