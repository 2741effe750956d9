import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { User } from './user';

// Spec §3 Booking: id, type, status, confirmationCode, createdAt, totalAmount, currency,
// bookingDetails. A booking starts `pending` (holding inventory until holdExpiresAt), becomes
// `confirmed` when paid, or `cancelled`; an unpaid hold that runs out becomes `expired`.
// Dates are SQL `date` columns ('YYYY-MM-DD' strings), never timestamps.
export const BOOKING_TYPES = ['hotel', 'flight', 'car', 'tour', 'other'] as const;
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'expired'] as const;

export const Booking = defineEntity({
  name: 'Booking',
  tableName: 'booking',
  properties: (p) => ({
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: p.manyToOne(User).deleteRule('cascade').index(),
    type: p.enum([...BOOKING_TYPES]),
    status: p.enum([...BOOKING_STATUSES]).default('pending'),
    confirmationCode: p.string().unique(),
    /** Id of the hotel, flight, car or tour package booked. */
    itemId: p.string(),
    startDate: p.date().nullable(),
    endDate: p.date().nullable(),
    quantity: p.integer().default(1),
    subtotalCents: p.integer(),
    discountCents: p.integer().default(0),
    totalCents: p.integer(),
    currency: p.string().default('USD'),
    bookingDetails: p.json<Record<string, unknown>>(),
    holdExpiresAt: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
    confirmedAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
  }),
});
export type Booking = InferEntity<typeof Booking>;
