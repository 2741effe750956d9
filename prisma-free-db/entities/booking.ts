import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { User } from './user';
import { BOOKING_STATUSES, BOOKING_TYPES, PAY_AT_PICKUP_STATES, type BookingDetails } from '@shared/schemas/bookings';

// Booking: id, type, status, confirmationCode, createdAt, totalAmount, currency,
// bookingDetails. A booking starts `pending` (holding inventory until holdExpiresAt), becomes
// `confirmed` when paid, or `cancelled`; an unpaid hold that runs out becomes `expired`.
// Dates are SQL `date` columns ('YYYY-MM-DD' strings), never timestamps.

// Inventory (hotel_night, flight_seat, car_day, tour_departure) counts active bookings:
// confirmed, or pending with hold_expires_at in the future. The partial indexes serve the
// queries that find lapsed holds; the unique index lets the first-booking offer be confirmed
// once per user.
/** Rooms of one room type a hotel booking holds on every night of its stay. */
export interface HeldRooms {
  roomTypeId: string;
  rooms: number;
}

export const Booking = defineEntity({
  name: 'Booking',
  tableName: 'booking',
  indexes: [
    { name: 'booking_user_created_index', properties: ['user', 'createdAt'] },
    { name: 'booking_pending_item_index', expression: `create index "booking_pending_item_index" on "booking" ("type", "item_id") where status = 'pending'` },
    { name: 'booking_pending_hold_index', expression: `create index "booking_pending_hold_index" on "booking" ("hold_expires_at") where status = 'pending'` },
    { name: 'booking_created_at_index', properties: ['createdAt'] },
  ],
  uniques: [
    {
      name: 'booking_offer_once_per_user',
      expression: `create unique index "booking_offer_once_per_user" on "booking" ("user_id") where offer_code is not null and status = 'confirmed'`,
    },
  ],
  checks: [
    { name: 'booking_quantity_check', expression: 'quantity >= 1' },
    {
      name: 'booking_amounts_check',
      expression: 'subtotal_cents >= 0 and discount_cents >= 0 and discount_cents <= subtotal_cents and total_cents = subtotal_cents - discount_cents',
    },
    { name: 'booking_dates_check', expression: 'end_date is null or start_date is null or end_date >= start_date' },
    { name: 'booking_hold_check', expression: `status <> 'pending' or hold_expires_at is not null` },
    { name: 'booking_refund_check', expression: 'refund_cents is null or (refund_cents >= 0 and refund_cents <= total_cents)' },
    {
      name: 'booking_pay_at_pickup_guarantee_check',
      expression: `(pay_at_pickup is null) = (guarantee_card_last4 is null) and (pay_at_pickup is null or type = 'car')`,
    },
    {
      name: 'booking_charge_check',
      expression:
        '(charged_currency is null) = (charged_minor is null) and (charged_currency is null) = (units_per_usd is null) and (charged_currency is null) = (rate_as_of is null) and (charged_minor is null or charged_minor >= 0) and (refund_charged_minor is null or (charged_minor is not null and refund_charged_minor >= 0 and refund_charged_minor <= charged_minor))',
    },
  ],
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
    /** The offer applied (FIRST40), if any. */
    offerCode: p.string().nullable(),
    /** What was bought, as shown in My Bookings (a snapshot at booking time). */
    bookingDetails: p.json<BookingDetails>(),
    /**
     * Who travels (passengers, lead guest, driver); passport numbers only sealed (AES-256-GCM
     * under SECRET_ENCRYPTION_KEY) with their last four characters. Erased with the account.
     */
    travellers: p.json<StoredTravellers>().nullable(),
    holdExpiresAt: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
    confirmedAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    /**
     * What cancelling a paid booking refunded under its cancellation policy, set in the cancelling
     * transaction; null when nothing was paid, or for paid bookings cancelled before policies
     * (refunded in full). Revenue counts total - refund of a cancelled paid booking.
     */
    refundCents: p.integer().nullable(),
    /**
     * The charge locked in when the booking was paid: the currency the traveller chose to be
     * charged in (US dollars, their display currency, a wallet's), the amount in its ISO 4217
     * minor units, and the rate (units per US dollar) and its date that converted `totalCents`
     * into it. A later rate change never changes it. Null until paid (and for bookings paid
     * before charge currencies, charged in `currency`).
     */
    chargedCurrency: p.string().length(3).nullable(),
    chargedMinor: p.integer().nullable(),
    unitsPerUsd: p.decimal().precision(18).scale(6).nullable(),
    rateAsOf: p.date().nullable(),
    /** What cancelling refunded in the charged currency (minor units), alongside `refundCents`. */
    refundChargedMinor: p.integer().nullable(),
    /** When the service was delivered (a ride completed, a shipment delivered): past, no longer cancellable. */
    fulfilledAt: p.datetime().nullable(),
    /** Hotels: the rooms held of each room type (hotel_room_night), given back when the booking ends; null for other types. */
    heldRooms: p.json<HeldRooms[]>().nullable(),
    /**
     * The e-voucher's reference: 16 hex digits (64 random bits from PostgreSQL's generator),
     * set for every row by the database. The code a traveller shows is this plus its signature
     * (features/vouchers); staff verifying it set voucherUsedAt once.
     */
    voucherRef: p.string().length(16).defaultRaw(`upper(left(md5(gen_random_uuid()::text), 16))`).unique(),
    voucherUsedAt: p.datetime().nullable(),
    /**
     * A car rental paid at the rental desk instead of online: guaranteed by a card (only its last
     * four digits kept) until the car is picked up (paid at the desk) or not (a no-show, charged
     * to the card per the policy).
     */
    payAtPickup: p.enum([...PAY_AT_PICKUP_STATES]).nullable(),
    guaranteeCardLast4: p.string().length(4).nullable(),
    voucherUsedBy: p.manyToOne(User).nullable().deleteRule('set null'),
  }),
});
import type { DietaryChoice } from '@shared/schemas/travellers';

export interface StoredTravellers {
  passengers?: {
    givenNames: string;
    surname: string;
    dateOfBirth: string;
    nationality: string;
    passport: { sealed: string; last4: string; expiry: string } | null;
  }[];
  leadGuest?: { name: string; arrivalTime: string | null; specialRequest: string | null };
  driver?: { name: string; age: number; licenceNumber: string; licenceCountry: string };
  /** A tour: who takes each place, and what they need to eat. */
  tourTravellers?: { givenNames: string; surname: string; dietary: { choice: DietaryChoice; note: string | null } | null }[];
}

export type Booking = InferEntity<typeof Booking>;
