// The bookings' vocabulary, without zod: screens (My Bookings) use it and must not load the
// schema library for it. src/shared/schemas/bookings.ts re-exports it.

// One timeline (My Bookings) holds every purchase: travel bookings, taxi rides, cargo shipments
// and marketplace orders each have a booking row of their type (see docs/architecture.md).
export const BOOKING_TYPES = ['hotel', 'flight', 'car', 'tour', 'ride', 'cargo', 'order', 'other'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];
/** The types that can be booked through POST /api/bookings. */
export const BOOKABLE_TYPES = ['hotel', 'flight', 'car', 'tour'] as const;
export type BookableType = (typeof BOOKABLE_TYPES)[number];
/** 'expired': a pending hold that was never paid. Spec §4 badge colours: other → grey. */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_TABS = ['all', 'upcoming', 'past', 'cancelled'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];
