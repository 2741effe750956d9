import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { ITEM_CANCELLATION_POLICIES } from '@shared/cancellation-policy';
import { CAR_CATEGORIES, CAR_LOCATION_KINDS } from '@shared/schemas/cars';

export const CarLocation = defineEntity({
  name: 'CarLocation',
  tableName: 'car_location',
  properties: (p) => ({
    id: p.string().primary(),
    /** "Dubai Airport" */
    name: p.string(),
    city: p.string(),
    country: p.string(),
    kind: p.enum([...CAR_LOCATION_KINDS]),
    sortOrder: p.integer().default(0),
  }),
});
export type CarLocation = InferEntity<typeof CarLocation>;

// One model at one location; `units` is how many of them the fleet there has.
export const Car = defineEntity({
  name: 'Car',
  tableName: 'car',
  checks: [
    { name: 'car_units_check', expression: 'units >= 0' },
    { name: 'car_price_check', expression: 'price_per_day_cents > 0' },
  ],
  properties: (p) => ({
    id: p.string().primary(),
    location: p.manyToOne(CarLocation).index(),
    brand: p.string(),
    model: p.string(),
    category: p.enum([...CAR_CATEGORIES]),
    seats: p.integer(),
    transmission: p.string(),
    pricePerDayCents: p.integer(),
    currency: p.string().default('USD'),
    units: p.integer(),
    images: p.json<string[]>(),
    features: p.json<string[]>(),
    sortOrder: p.integer().default(0),
    /** What a cancellation refunds (src/shared/cancellation-policy.ts); bookings keep the one they were made under. */
    cancellationPolicy: p.enum([...ITEM_CANCELLATION_POLICIES]).default('free_48h_half'),
  }),
});
export type Car = InferEntity<typeof Car>;

// Per-day rental ledger, like hotel_night: `booked` counts the cars of a model taken by active
// bookings on that day; the CHECK forbids more than the fleet has.
export const CarDay = defineEntity({
  name: 'CarDay',
  tableName: 'car_day',
  checks: [{ name: 'car_day_booked_check', expression: 'booked >= 0 and booked <= capacity' }],
  properties: (p) => ({
    car: p.manyToOne(Car).primary().deleteRule('cascade'),
    day: p.date().primary(),
    capacity: p.integer(),
    booked: p.integer().default(0),
  }),
});
export type CarDay = InferEntity<typeof CarDay>;
