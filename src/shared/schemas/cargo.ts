import { z } from 'zod';
import { ZAmount, ZCalendarDate } from './common';
import { plainText } from './text';
import { CARGO_MAX_WEIGHT_KG, parseDimensions, parseWeightGrams } from '../cargo-pricing';
import { CARGO_TYPES, type CargoType } from './cargo-types';

// Cargo (Cargo dialog, Cargo shipment, history rules and badge colours,
// validation, the two paths, price per kg and transit times). Prices and weights:
// src/shared/cargo-pricing.ts; tracking numbers: src/shared/tracking-number.ts.

export { CARGO_TYPES, type CargoType };
/** Status. */
export const CARGO_STATUSES = ['pending', 'in_transit', 'delivered'] as const;
export type CargoStatus = (typeof CARGO_STATUSES)[number];

/** The carrier's pickup windows, local time at the sender's address. */
export const PICKUP_SLOTS = ['08-12', '12-16', '16-20'] as const;
export type PickupSlot = (typeof PICKUP_SLOTS)[number];

/**
 * The history of a shipment, in order. The spec's three entries keep the spec's rules:
 * 'Shipment Created' always, 'In Transit' once the status is no longer pending (the shipment
 * leaves the origin hub), 'Delivered' when delivered; the carrier adds the others between them.
 */
export const CARGO_EVENT_KINDS = ['created', 'picked_up', 'in_transit', 'arrived_hub', 'out_for_delivery', 'delivered'] as const;
export type CargoEventKind = (typeof CARGO_EVENT_KINDS)[number];

/** Where each event happens: at the origin or at the destination (the public sees that end's city). */
export const CARRIER_TIMELINE_ENDS: Record<CargoEventKind, 'origin' | 'destination'> = {
  created: 'origin',
  picked_up: 'origin',
  in_transit: 'origin',
  arrived_hub: 'destination',
  out_for_delivery: 'destination',
  delivered: 'destination',
};

/** Messages. */
export const CARGO_MISSING_FIELDS = 'Missing Information - Please fill in all required fields';
export const CARGO_INVALID_WEIGHT = 'Invalid Weight - Please enter a valid weight in kg.';
export const CARGO_DIMENSIONS_FORMAT = "Use 'L x W x H cm', e.g. '40 x 30 x 20 cm'";

/** A phone number as people write it: digits, spaces, + ( ) -. */
export const SHIPMENT_PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{4,30}$/;
/** How far ahead a pickup may be booked, in days (today included). */
export const PICKUP_MAX_DAYS_AHEAD = 14;

const zRequiredText = (max: number) =>
  plainText(z.string({ error: CARGO_MISSING_FIELDS }).trim().min(1, CARGO_MISSING_FIELDS).max(max, `Use at most ${max} characters`));

/** Who hands a shipment over, or receives it: seen by the sender and staff alone. */
export const ZShipmentParty = z.object({
  name: zRequiredText(100),
  phone: plainText(z.string({ error: CARGO_MISSING_FIELDS }).trim().min(1, CARGO_MISSING_FIELDS).max(32, 'Use at most 32 characters'))
    .refine((value) => SHIPMENT_PHONE_PATTERN.test(value), 'Enter a phone number (digits, spaces, + ( ) -)')
    // Documented without the spaces around it that trimming would drop.
    .meta({ pattern: '^\\+?[0-9][0-9 ()-]{3,29}[0-9()-]$' }),
  address: zRequiredText(200),
});
export type ShipmentParty = z.output<typeof ZShipmentParty>;

/**
 * POST /api/cargo-shipments (fromLocation, toLocation, weight (string), dimensions,
 * cargoType, currency, price (string)). The server prices the shipment; a price that differs
 * from its own is refused with 409 and the right price, so nobody is charged what they did not see.
 */
export const ZCreateShipmentRequest = z
  .object({
    fromLocation: zRequiredText(120),
    toLocation: zRequiredText(120),
    weight: plainText(
      z
        .string({ error: (issue) => (issue.input === undefined || issue.input === null ? CARGO_MISSING_FIELDS : 'Send the weight as text, like "12.5"') })
        .trim()
        .min(1, { message: CARGO_MISSING_FIELDS, abort: true })
        .max(20, 'Use at most 20 characters'),
    )
      .refine((value) => parseWeightGrams(value) !== null, CARGO_INVALID_WEIGHT)
      // Above 0, at most 6 whole digits and 3 decimals (parseWeightGrams), without leading zeros.
      .meta({ pattern: '^(?:[1-9]\\d{0,5}(?:\\.\\d{1,3})?|0\\.(?:[1-9]\\d{0,2}|0[1-9]\\d?|00[1-9]))$' })
      .describe('Kilograms as a decimal string above 0, at most 3 decimals: "12.5"'),
    dimensions: plainText(z.string().trim().max(60, 'Use at most 60 characters'))
      .refine((value) => value === '' || parseDimensions(value) !== null, CARGO_DIMENSIONS_FORMAT)
      // Each side above 0 and at most 600 (parseDimensions): 1 to 599.99, 600, or 0.01 to 0.99.
      .meta({
        pattern:
          '^(?:(?:(?:[1-9]\\d?|[1-5]\\d\\d)(?:\\.\\d{1,2})?|600|0\\.(?:0[1-9]|[1-9]\\d?)) ?[x×*] ?){2}(?:(?:[1-9]\\d?|[1-5]\\d\\d)(?:\\.\\d{1,2})?|600|0\\.(?:0[1-9]|[1-9]\\d?)) ?cm$|^$',
      })
      .optional()
      .describe("'L x W x H cm', each side above 0 and at most 600 cm"),
    cargoType: z.enum(CARGO_TYPES, { error: `Choose one of ${CARGO_TYPES.join(', ')}` }),
    currency: z.literal('USD', { error: 'Shipments are charged in USD' }).optional(),
    price: z
      .string({ error: 'Expected the price you were shown, like "100.00"' })
      .trim()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Expected the price you were shown, like "100.00"'),
    sender: ZShipmentParty.optional().describe('Who hands it over: name, phone and the pickup address'),
    recipient: ZShipmentParty.optional().describe('Who receives it: name, phone and the delivery address'),
    pickupDate: ZCalendarDate.optional().describe(`The pickup day (YYYY-MM-DD): today to ${PICKUP_MAX_DAYS_AHEAD - 1} days ahead`),
    pickupSlot: z
      .enum(PICKUP_SLOTS, { error: `Choose one of ${PICKUP_SLOTS.join(', ')}` })
      .optional()
      .describe('The pickup window, local time'),
  })
  .superRefine((value, ctx) => {
    if (value.fromLocation && value.fromLocation.toLowerCase() === value.toLocation?.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['toLocation'], message: 'The destination must differ from the origin' });
    }
    const grams = parseWeightGrams(value.weight);
    if (grams === null || !CARGO_TYPES.includes(value.cargoType)) return;
    const maxKg = CARGO_MAX_WEIGHT_KG[value.cargoType];
    if (grams > maxKg * 1000) ctx.addIssue({ code: 'custom', path: ['weight'], message: `At most ${maxKg.toLocaleString('en-US')} kg by ${value.cargoType}` });
  });
export type CreateShipmentRequest = z.input<typeof ZCreateShipmentRequest>;
export type CreateShipmentInput = z.output<typeof ZCreateShipmentRequest>;

/** A tracking number as it is printed: 'MT', 10 digits, a country code (dashes and spaces are also read). */
export const ZTrackingNumber = plainText(z.string({ error: 'Required' }).trim().min(1, 'Required').max(40, 'Use at most 40 characters')).meta({
  pattern: '^MT\\d{10}[A-Z]{2}$',
});

export const ZTrackingNumberRequest = z.object({ trackingNumber: ZTrackingNumber });

export const ZCargoEvent = z.object({
  kind: z.enum(CARGO_EVENT_KINDS),
  /** 'Shipment Created', 'In Transit', 'Delivered', 'Picked Up', 'Arrived at Hub', 'Out for Delivery'. */
  title: z.string(),
  /** The status the shipment had from this event on. */
  status: z.enum(CARGO_STATUSES),
  /** Where it happened: for the public, only the city. */
  location: z.string(),
  occurredAt: z.iso.datetime(),
});
export type CargoEvent = z.infer<typeof ZCargoEvent>;

/**
 * Whether the shipment was paid: a shipment is booked (a hold of BOOKING_HOLD_MINUTES), then
 * paid through POST /api/payments, then picked up. Unpaid, it lapses like any hold.
 */
export const SHIPMENT_PAYMENT_STATUSES = ['unpaid', 'paid', 'lapsed', 'cancelled'] as const;
export type ShipmentPaymentStatus = (typeof SHIPMENT_PAYMENT_STATUSES)[number];

/**
 * What anyone with the tracking number sees: the status, the timeline and the cities; never an
 * address, a name, a phone number, the weight or the price.
 */
export const ZPublicShipment = z.object({
  view: z.literal('public'),
  trackingNumber: z.string(),
  /** The city (and country) the shipment leaves from, never the street address. */
  fromCity: z.string(),
  toCity: z.string(),
  cargoType: z.enum(CARGO_TYPES),
  status: z.enum(CARGO_STATUSES),
  createdAt: z.iso.datetime(),
  estimatedDelivery: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable(),
  history: z.array(ZCargoEvent),
});
export type PublicShipment = z.infer<typeof ZPublicShipment>;

/** Cargo shipment, with its tracking history, as its sender (and staff) see it. */
export const ZCargoShipment = ZPublicShipment.extend({
  view: z.literal('sender'),
  fromLocation: z.string(),
  toLocation: z.string(),
  /** Kilograms: "12.5". */
  weight: z.string(),
  /** 'L x W x H cm', or null when not given. */
  dimensions: z.string().nullable(),
  currency: z.literal('USD'),
  price: ZAmount,
  /** The booking paid through POST /api/payments (bookingId). */
  bookingId: z.uuid(),
  paymentStatus: z.enum(SHIPMENT_PAYMENT_STATUSES),
  /** Until when an unpaid shipment stays booked; null once paid, lapsed or cancelled. */
  holdExpiresAt: z.iso.datetime().nullable(),
  sender: ZShipmentParty.nullable(),
  recipient: ZShipmentParty.nullable(),
  pickupDate: ZCalendarDate.nullable(),
  pickupSlot: z.enum(PICKUP_SLOTS).nullable(),
  /** Who signed for it at delivery; null until delivered. */
  signedBy: z.string().nullable(),
});
export type CargoShipment = z.infer<typeof ZCargoShipment>;

/** GET /api/cargo-shipments/{trackingNumber}: the sender's (and staff's) view, or the public one. */
export const ZTrackedShipment = z.discriminatedUnion('view', [ZCargoShipment, ZPublicShipment]);
export type TrackedShipment = z.infer<typeof ZTrackedShipment>;

/** The tracking page's subscription: the shipment, again after each event. */
export const ZShipmentLiveMessage = z.object({ type: z.enum(['snapshot', 'update']), shipment: ZTrackedShipment });
export type ShipmentLiveMessage = z.infer<typeof ZShipmentLiveMessage>;
