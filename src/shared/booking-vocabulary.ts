// The bookings' vocabulary, without zod: screens (My Bookings) use it and must not load the
// schema library for it. src/shared/schemas/bookings.ts re-exports it.

// One timeline (My Bookings) holds every purchase: travel bookings, taxi rides, cargo shipments
// and marketplace orders each have a booking row of their type (see docs/architecture.md).
export const BOOKING_TYPES = ['hotel', 'flight', 'car', 'tour', 'ride', 'cargo', 'order', 'other'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];
/** The types that can be booked through POST /api/bookings. */
export const BOOKABLE_TYPES = ['hotel', 'flight', 'car', 'tour'] as const;
export type BookableType = (typeof BOOKABLE_TYPES)[number];
/** 'expired': a pending hold that was never paid. Badge colours: other → grey. */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_TABS = ['all', 'upcoming', 'past', 'cancelled'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

/**
 * What a booking's state is called. A paid booking reads 'confirmed' for travel; each other
 * kind uses its own word: a marketplace order is 'placed' until it is 'delivered', a taxi ride
 * ends 'completed', a shipment 'delivered'. Not paid, cancelled or expired read as their status.
 */
export const BOOKING_STATE_WORDS = [...BOOKING_STATUSES, 'placed', 'completed', 'delivered'] as const;
export type BookingStateWord = (typeof BOOKING_STATE_WORDS)[number];

export interface BookingStateFacts {
  type: BookingType;
  status: BookingStatus;
  /** When the service was delivered: a ride completed, a shipment delivered. */
  fulfilledAt: string | null;
  /** An order's fulfilment (bookingDetails.progress): processing, dispatched, delivered. */
  progress?: string;
}

export function bookingStateWord(booking: BookingStateFacts): BookingStateWord {
  if (booking.status !== 'confirmed') return booking.status;
  switch (booking.type) {
    case 'order':
      return booking.progress === 'delivered' || booking.fulfilledAt ? 'delivered' : 'placed';
    case 'ride':
      return booking.fulfilledAt ? 'completed' : 'confirmed';
    case 'cargo':
      return booking.fulfilledAt ? 'delivered' : 'confirmed';
    default:
      return 'confirmed';
  }
}

/**
 * The kinds of booking that come with an e-voucher to show at a desk: stays, flights, car
 * rentals and tours. A ride, a shipment and an order have their own tracking instead.
 */
export function hasVoucher(type: BookingType): boolean {
  return (BOOKABLE_TYPES as readonly string[]).includes(type);
}
