import type { CatalogueTranslations } from '@shared/catalogue-translations';
import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { ITEM_CANCELLATION_POLICIES } from '@shared/cancellation-policy';

// A hotel of the demo catalogue. `rooms` is its inventory: how many rooms can be sold for any
// one night, all room types together (the sum of its HotelRoomType rooms). `pricePerNightCents`
// is its 'from' price: the cheapest room type's. Rating is numeric(2,1) and reaches the API as
// a string ("4.5"). Children younger than `childAgeLimit` share a room's beds and pay
// `childRateCents` a night each (0: they stay free); older children count as adults
// (docs/hotel-rooms.md).
export const Hotel = defineEntity({
  name: 'Hotel',
  tableName: 'hotel',
  checks: [
    { name: 'hotel_rooms_check', expression: 'rooms >= 0' },
    { name: 'hotel_price_check', expression: 'price_per_night_cents > 0' },
    { name: 'hotel_rating_check', expression: 'rating >= 0 and rating <= 5' },
    { name: 'hotel_child_age_limit_check', expression: 'child_age_limit >= 0 and child_age_limit <= 18' },
    { name: 'hotel_child_rate_check', expression: 'child_rate_cents >= 0' },
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
    /** Children younger than this share a room's beds at the child rate; older ones count as adults. */
    childAgeLimit: p.integer().default(6),
    /** What each child under the age limit pays a night; 0: they stay free. */
    childRateCents: p.integer().default(0),
    /** The description in Kiswahili and Arabic (src/shared/catalogue-translations.ts); English is `description`. */
    translations: p.json<CatalogueTranslations<'description'>>().nullable(),
  }),
});
export type Hotel = InferEntity<typeof Hotel>;

// A kind of room a hotel sells ('Standard double', 'Family room for 4'): how many people it
// sleeps (adults and children at or over the hotel's child age limit), its price per room per
// night, and how many rooms of it the hotel has. Ids are '<hotel id>--<kind>'; every hotel has
// a '<hotel id>--standard' type, which the bookings made before room types count against.
export const HotelRoomType = defineEntity({
  name: 'HotelRoomType',
  tableName: 'hotel_room_type',
  checks: [
    { name: 'hotel_room_type_rooms_check', expression: 'rooms >= 0' },
    { name: 'hotel_room_type_occupancy_check', expression: 'max_occupancy >= 1' },
    { name: 'hotel_room_type_price_check', expression: 'price_per_night_cents > 0' },
  ],
  properties: (p) => ({
    id: p.string().primary(),
    hotel: p.manyToOne(Hotel).deleteRule('cascade').index(),
    name: p.string(),
    maxOccupancy: p.integer(),
    pricePerNightCents: p.integer(),
    rooms: p.integer(),
    /** The name in Kiswahili and Arabic; English is `name`. */
    translations: p.json<CatalogueTranslations<'name'>>().nullable(),
  }),
});
export type HotelRoomType = InferEntity<typeof HotelRoomType>;

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

// Per-night ledger of one room type, kept like hotel_night: `booked` counts the rooms of the type
// held by active bookings on that night, changed only by conditional updates, bounded by the
// CHECK. A booking takes its rooms here (per type, what can be sold) and in hotel_night (all
// types, what the occupancy reports count) in the same transaction.
export const HotelRoomNight = defineEntity({
  name: 'HotelRoomNight',
  tableName: 'hotel_room_night',
  checks: [{ name: 'hotel_room_night_booked_check', expression: 'booked >= 0 and booked <= capacity' }],
  properties: (p) => ({
    roomType: p.manyToOne(HotelRoomType).primary().deleteRule('cascade'),
    night: p.date().primary(),
    capacity: p.integer(),
    booked: p.integer().default(0),
  }),
});
export type HotelRoomNight = InferEntity<typeof HotelRoomNight>;
