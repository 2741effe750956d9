import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { Booking } from './booking';
import { User } from './user';
import { CARGO_EVENT_KINDS, CARGO_STATUSES, CARGO_TYPES, PICKUP_SLOTS } from '@shared/schemas/cargo';

// A cargo shipment and its tracking history. The tracking number is random and
// checksummed (src/shared/tracking-number.ts); the shipment is also a `booking` row of type
// 'cargo' (My Bookings). The carrier simulation (jobs) adds events in order, one per kind.
export const CargoShipment = defineEntity({
  name: 'CargoShipment',
  tableName: 'cargo_shipment',
  indexes: [{ name: 'cargo_shipment_user_created_index', properties: ['user', 'createdAt'] }],
  checks: [
    { name: 'cargo_shipment_weight_check', expression: 'weight_grams > 0' },
    { name: 'cargo_shipment_price_check', expression: 'price_cents >= 0' },
  ],
  properties: (p) => ({
    id: p.uuid().primary(),
    trackingNumber: p.string().unique(),
    user: p.manyToOne(User).deleteRule('cascade'),
    booking: p.manyToOne(Booking).unique().deleteRule('cascade'),
    fromLocation: p.string(),
    toLocation: p.string(),
    /** The city of each end, all the public sees of where a shipment goes. */
    fromCity: p.string(),
    toCity: p.string(),
    /** Who hands it over and who receives it: the sender and staff alone see these. */
    senderName: p.string().nullable(),
    senderPhone: p.string().nullable(),
    senderAddress: p.string().nullable(),
    recipientName: p.string().nullable(),
    recipientPhone: p.string().nullable(),
    recipientAddress: p.string().nullable(),
    pickupDate: p.date().nullable(),
    pickupSlot: p.enum([...PICKUP_SLOTS]).nullable(),
    /** Who signed for it at delivery. */
    signedBy: p.string().nullable(),
    weightGrams: p.integer(),
    /** 'L x W x H cm' as normalised, or null. */
    dimensions: p.string().nullable(),
    cargoType: p.enum([...CARGO_TYPES]),
    currency: p.string().default('USD'),
    priceCents: p.integer(),
    status: p.enum([...CARGO_STATUSES]).default('pending'),
    /** The carrier's transit time for this shipment, in (unscaled) seconds: within its method's window. */
    transitSeconds: p.integer(),
    createdAt: p.datetime().defaultRaw('now()'),
    estimatedDelivery: p.datetime(),
    deliveredAt: p.datetime().nullable(),
  }),
});
export type CargoShipment = InferEntity<typeof CargoShipment>;

export const CargoEvent = defineEntity({
  name: 'CargoEvent',
  tableName: 'cargo_event',
  uniques: [{ name: 'cargo_event_once_per_kind', properties: ['shipment', 'kind'] }],
  properties: (p) => ({
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    shipment: p.manyToOne(CargoShipment).deleteRule('cascade'),
    kind: p.enum([...CARGO_EVENT_KINDS]),
    status: p.enum([...CARGO_STATUSES]),
    location: p.string(),
    occurredAt: p.datetime().length(3),
  }),
});
export type CargoEvent = InferEntity<typeof CargoEvent>;
