import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { ITEM_CANCELLATION_POLICIES } from '@shared/cancellation-policy';

// A hotel of the demo catalogue. `rooms` is its inventory: how many rooms can be sold for any
// one night. Rating is numeric(2,1) and reaches the API as a string ("4.5").
export const Hotel = defineEntity({
  name: 'Hotel',
  tableName: 'hotel',
  checks: [
    { name: 'hotel_rooms_check', expression: 'rooms >= 0' },
    { name: 'hotel_price_check', expression: 'price_per_night_cents > 0' },
    { name: 'hotel_rating_check', expression: 'rating >= 0 and rating <= 5' },
  ],
  properties: (p) => ({
    id: p.string().primary(),
    name: p.string(),
    city: p.string(),
    country: p.string(),
    /** "Westlands, Nairobi, Kenya" */
    location: p.string(),
    description: p.text(),
    pricePerNightCents: p.integer(),
    currency: p.string().default('USD'),
    rating: p.decimal().precision(2).scale(1),
    rooms: p.integer(),
    amenities: p.json<string[]>(),
    images: p.json<string[]>(),
    /** What a cancellation refunds (src/shared/cancellation-policy.ts); bookings keep the one they were made under. */
    cancellationPolicy: p.enum([...ITEM_CANCELLATION_POLICIES]).default('free_48h_half'),
  }),
});
export type Hotel = InferEntity<typeof Hotel>;

// Per-night inventory ledger: `booked` counts the rooms held by active bookings (confirmed,
// or pending with a live hold) for that night. Rows appear on the first booking of a night.
// Bookings change it only with conditional updates inside the booking's transaction, and the
// CHECK makes overselling impossible even if application code got it wrong.
export const HotelNight = defineEntity({
  name: 'HotelNight',
  tableName: 'hotel_night',
  checks: [{ name: 'hotel_night_booked_check', expression: 'booked >= 0 and booked <= capacity' }],
  properties: (p) => ({
    hotel: p.manyToOne(Hotel).primary().deleteRule('cascade'),
    night: p.date().primary(),
    capacity: p.integer(),
    booked: p.integer().default(0),
  }),
});
export type HotelNight = InferEntity<typeof HotelNight>;
