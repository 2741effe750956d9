import { z } from 'zod';
import { ZAmount, ZCalendarDate } from './common';
import { MAX_PASSENGERS } from './flights';
import { MAX_ROOMS_PER_BOOKING, zStayPartyFields } from './hotels';
import { MAX_CARS_PER_BOOKING } from './cars';
import { MAX_TOUR_PLACES_PER_BOOKING } from './tours';
import { daysBetween } from './travel';
import { zIdentifier, zText } from './text';
import { ZEmail } from './auth';
import { ZBookingTravellers, ZCarDriverInput, ZFlightTravellerInput, ZLeadGuestInput, ZTourTravellerInput } from './travellers';
import { CANCELLATION_POLICIES } from '../cancellation-policy';
import { BOOKABLE_TYPES, BOOKING_STATUSES, BOOKING_TABS, BOOKING_TYPES, type BookableType } from '../booking-vocabulary';

// Booking (id, type, status, confirmationCode, createdAt, totalAmount, currency,
// bookingDetails) plus what checkout needs, and the first-booking offer's status. The enums
// here are the only declaration: the entities (prisma-free-db/entities) and the client use them.
// Prices: src/shared/booking-pricing.ts; payments: ./payments.ts; admin: ./admin.ts.

export {
  BOOKING_TYPES,
  BOOKABLE_TYPES,
  BOOKING_STATUSES,
  type BookingType,
  type BookableType,
  type BookingStatus,
  type BookingTab,
  type BookingStateWord,
  type BookingStateFacts,
} from '../booking-vocabulary';

/** Most units one booking may take: rooms, passengers, cars, places. */
export const MAX_QUANTITY: Record<BookableType, number> = {
  hotel: MAX_ROOMS_PER_BOOKING,
  flight: MAX_PASSENGERS,
  car: MAX_CARS_PER_BOOKING,
  tour: MAX_TOUR_PLACES_PER_BOOKING,
};
/** Unpaid holds one traveller may keep at once (stops one account hoarding inventory). */
export const MAX_PENDING_BOOKINGS = 5;

/**
 * POST /api/bookings. itemId and dates by type:
 * - hotel: itemId = hotel id, startDate = check-in, endDate = check-out, quantity = rooms;
 *   optionally adults, childAges and roomTypeId (without them: `quantity` rooms of the cheapest
 *   type; with adults but no quantity: the cheapest rooms that fit the party);
 * - flight: itemId = a flight result's id (dated flight + class), quantity = passengers
 *   (startDate, when given, must be the flight's date);
 * - car: itemId = a car result's id, startDate = pickup, endDate = return, quantity = cars,
 *   dropoffLocation = 'Same Location' (default) or a location in the same country;
 * - tour: itemId = tour package id, startDate = a departure date, quantity = places.
 * offerCode 'FIRST40' asks for the first-booking offer and is refused when it does not apply;
 * applyFirstBookingOffer: true applies it only when it does (the claimed banner offer).
 */
export const ZCreateBookingRequest = z
  .object({
    type: z.enum(BOOKABLE_TYPES, { error: `Choose one of ${BOOKABLE_TYPES.join(', ')}` }),
    itemId: zIdentifier(),
    startDate: ZCalendarDate.optional(),
    endDate: ZCalendarDate.optional(),
    quantity: z.number({ error: 'Expected a whole number' }).int('Expected a whole number').min(1, 'Must be at least 1').optional(),
    dropoffLocation: zText({ max: 100, min: 0 }).optional(),
    offerCode: zText({ max: 40, min: 0 }).optional(),
    applyFirstBookingOffer: z.boolean().optional(),
    /** Flights: one entry per passenger, as on the passport (required before paying). */
    travellers: z.array(ZFlightTravellerInput).max(MAX_QUANTITY.flight).optional(),
    /** Hotels: the lead guest. */
    leadGuest: ZLeadGuestInput.optional(),
    /** Hotels: who stays (quantity, when given, is the number of rooms). */
    adults: zStayPartyFields().adults,
    childAges: zStayPartyFields().childAges,
    /** Hotels: the room type to book (one of the hotel's roomTypes); without it the cheapest that fit. */
    roomTypeId: zIdentifier().optional(),
    /** Cars: the driver. */
    driver: ZCarDriverInput.optional(),
    /** Tours: one entry per place (required before paying). */
    tourTravellers: z.array(ZTourTravellerInput).max(MAX_QUANTITY.tour).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.travellers && value.type !== 'flight') ctx.addIssue({ code: 'custom', path: ['travellers'], message: 'Only for a flight' });
    if (value.leadGuest && value.type !== 'hotel') ctx.addIssue({ code: 'custom', path: ['leadGuest'], message: 'Only for a hotel' });
    if (value.driver && value.type !== 'car') ctx.addIssue({ code: 'custom', path: ['driver'], message: 'Only for a car' });
    if (value.tourTravellers && value.type !== 'tour') ctx.addIssue({ code: 'custom', path: ['tourTravellers'], message: 'Only for a tour' });
    if (value.tourTravellers && value.type === 'tour' && value.tourTravellers.length !== (value.quantity ?? 1)) {
      ctx.addIssue({ code: 'custom', path: ['tourTravellers'], message: 'One entry per place' });
    }
    for (const field of ['adults', 'childAges', 'roomTypeId'] as const) {
      if (value[field] !== undefined && value.type !== 'hotel') ctx.addIssue({ code: 'custom', path: [field], message: 'Only for a hotel' });
    }
    if (value.type === 'hotel' && value.adults !== undefined && value.quantity !== undefined && value.quantity > value.adults) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'Each room needs an adult: at most one room per adult' });
    }
    if (value.travellers && value.type === 'flight' && value.travellers.length !== (value.quantity ?? 1)) {
      ctx.addIssue({ code: 'custom', path: ['travellers'], message: 'One entry per passenger' });
    }
    const max = MAX_QUANTITY[value.type];
    if (max !== undefined && value.quantity !== undefined && value.quantity > max) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: `Must be at most ${max} for a ${value.type} booking` });
    }
    if ((value.type === 'hotel' || value.type === 'car' || value.type === 'tour') && !value.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['startDate'],
        message: value.type === 'hotel' ? 'Required: the check-in date' : value.type === 'car' ? 'Required: the pickup date' : 'Required: the departure date',
      });
    }
    if ((value.type === 'hotel' || value.type === 'car') && !value.endDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: value.type === 'hotel' ? 'Required: the check-out date' : 'Required: the return date' });
    }
    if (value.startDate && value.endDate) {
      const days = daysBetween(value.startDate, value.endDate);
      if (value.type === 'hotel' && days < 1) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Check-out must be after check-in' });
      if (value.type === 'car' && days < 0) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The return date must not be before the pickup date' });
    }
  });
export type CreateBookingRequest = z.input<typeof ZCreateBookingRequest>;
export type CreateBookingInput = z.output<typeof ZCreateBookingRequest>;

/** POST /api/bookings/{id}/travellers: who travels on a pending booking (the field of its type). */
export const ZSetTravellersRequest = z.object({
  id: z.uuid('Expected a booking id'),
  travellers: z.array(ZFlightTravellerInput).min(1).max(MAX_QUANTITY.flight).optional(),
  leadGuest: ZLeadGuestInput.optional(),
  driver: ZCarDriverInput.optional(),
  tourTravellers: z.array(ZTourTravellerInput).min(1).max(MAX_QUANTITY.tour).optional(),
});
export type SetTravellersInput = z.output<typeof ZSetTravellersRequest>;

/** The fees a booking may carry on top of its units. */
export const PRICE_FEES = ['oneWay'] as const;
export type PriceFee = (typeof PRICE_FEES)[number];

/**
 * What a price line is, so the app can say it in the traveller's language; `label` is the
 * English reading, recorded with the booking (older bookings have only the label).
 */
export const ZPriceLineItem = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('units'),
    unitAmount: ZAmount,
    /** Nights (hotel) or days (car); null when the price is not per period. */
    periods: z.number().int().nullable(),
    periodUnit: z.enum(['night', 'day']).nullable(),
    quantity: z.number().int(),
    /** The booking type whose units these are (rooms, passengers, cars, places). */
    type: z.enum(BOOKABLE_TYPES),
    /** Whether the quantity is part of the reading (a single car is not "× 1 car"). */
    showQuantity: z.boolean(),
    /** Hotels: the room type these rooms are ('Family room for 4'). */
    name: z.string().optional(),
  }),
  /** Hotels: children under the child age limit at the hotel's child rate, per night. */
  z.object({ kind: z.literal('children'), unitAmount: ZAmount, periods: z.number().int(), quantity: z.number().int() }),
  z.object({ kind: z.literal('fee'), fee: z.enum(PRICE_FEES), place: z.string().nullable(), quantity: z.number().int() }),
  z.object({ kind: z.literal('offer'), percentOff: z.number().int(), maxDiscount: ZAmount }),
  /** A marketplace order's product line: its amount in the product's own currency (charged in the booking's). */
  z.object({ kind: z.literal('product'), name: z.string(), quantity: z.number().int(), amount: z.string().regex(/^\d+(\.\d{1,3})?$/), currency: z.string() }),
  /** A marketplace order's delivery of the parcel shipped from a region ('east_africa', 'gcc'). */
  z.object({ kind: z.literal('delivery'), from: z.string() }),
]);
export type PriceLineItem = z.infer<typeof ZPriceLineItem>;

export const ZPriceLine = z.object({
  label: z.string(),
  /** Negative for discounts. */
  amount: ZAmount,
  item: ZPriceLineItem.optional(),
});
export type PriceLine = z.infer<typeof ZPriceLine>;

/** What was bought, as shown in My Bookings and at checkout (a snapshot at booking time). */
export const ZBookingDetails = z.object({
  itemName: z.string(),
  image: z.string().nullable(),
  location: z.string().nullable(),
  startDate: ZCalendarDate.nullable(),
  endDate: ZCalendarDate.nullable(),
  /** Hotels: nights of the stay. */
  nights: z.number().int().optional(),
  /** Hotels: the rooms of each type booked, and who stays. */
  rooms: z.array(z.object({ name: z.string(), count: z.number().int(), maxOccupancy: z.number().int() })).optional(),
  adults: z.number().int().optional(),
  childAges: z.array(z.number().int()).optional(),
  /** Cars: rental days charged; tours: days of the tour. */
  days: z.number().int().optional(),
  quantity: z.number().int(),
  /** "2 rooms", "1 passenger", "1 car", "3 places" */
  quantityLabel: z.string(),
  unitPrice: ZAmount,
  /** "per night", "per person", "per day", "per place" */
  unitLabel: z.string(),
  lines: z.array(ZPriceLine),
  /** The cancellation policy the booking was made under (none: made before policies, refunded in full before its start). */
  cancellationPolicy: z.enum(CANCELLATION_POLICIES).optional(),
  /** When the trip starts (an instant), from which the policy's windows count. */
  startsAt: z.iso.datetime({ offset: true }).optional(),
  // Flights
  airline: z.string().optional(),
  flightNumber: z.string().optional(),
  fromAirport: z.string().optional(),
  toAirport: z.string().optional(),
  departureTime: z.string().optional(),
  arrivalTime: z.string().optional(),
  cabinClass: z.string().optional(),
  duration: z.string().optional(),
  stops: z.number().int().optional(),
  /** Departure and arrival airports in different countries: passengers need passports. */
  international: z.boolean().optional(),
  // Cars
  pickupLocation: z.string().optional(),
  dropoffLocation: z.string().optional(),
  category: z.string().optional(),
  /** Rides booked for later: when the car is to be at the pickup. */
  pickupAt: z.iso.datetime().optional(),
  // Tours
  tourDuration: z.string().optional(),
  /**
   * Where My Bookings' card leads for more: the ride's tracking, the shipment's tracking,
   * the order (rides, cargo and orders set it; travel bookings have none).
   */
  detailPath: z.string().startsWith('/').optional(),
  /** What a purchase of several things holds (a marketplace order's lines). */
  items: z.array(z.object({ productId: z.string(), name: z.string(), quantity: z.number().int(), image: z.string().nullable() })).optional(),
  /** Where a purchase with a life after payment stands, kept current by its feature (an order: processing, dispatched, delivered). */
  progress: z.string().optional(),
  /** False once the booking's own feature no longer allows cancelling it (an order that was dispatched). */
  cancellable: z.boolean().optional(),
});
export type BookingDetails = z.infer<typeof ZBookingDetails>;

/** A car rental to be paid at the desk: guaranteed by a card, then paid at pickup or charged as a no-show. */
export const PAY_AT_PICKUP_STATES = ['guaranteed', 'collected', 'no_show'] as const;
export type PayAtPickupState = (typeof PAY_AT_PICKUP_STATES)[number];
/** A charge locked in at payment: the currency charged, its amount, and the rate that converted the US dollar total. */
export const ZLockedCharge = z.object({
  currency: z.string().describe('ISO 4217'),
  /** In the currency's major unit with its ISO 4217 decimals: '4289.00' KES, '974700' UGX, '82.890' KWD. */
  amount: z.string(),
  amountMinor: z.number().int(),
  /** Units of `currency` per US dollar, and the date of that rate. */
  exchangeRate: z.string(),
  rateAsOf: ZCalendarDate,
  /** What cancelling refunded of it, in `currency`; null when nothing was refunded. */
  refundAmount: z.string().nullable(),
});
export type LockedCharge = z.infer<typeof ZLockedCharge>;

export const ZBooking = z.object({
  id: z.uuid(),
  type: z.enum(BOOKING_TYPES),
  status: z.enum(BOOKING_STATUSES),
  confirmationCode: z.string(),
  createdAt: z.iso.datetime(),
  totalAmount: ZAmount,
  currency: z.string(),
  bookingDetails: ZBookingDetails,
  /** Who travels (passport numbers masked); null when not given. */
  travellers: ZBookingTravellers.nullable().optional(),
  itemId: z.string(),
  startDate: ZCalendarDate.nullable(),
  endDate: ZCalendarDate.nullable(),
  quantity: z.number().int(),
  subtotalAmount: ZAmount,
  discountAmount: ZAmount,
  offerCode: z.string().nullable(),
  /** Pending bookings hold their inventory until then; null otherwise. */
  holdExpiresAt: z.iso.datetime().nullable(),
  confirmedAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  /** When the service was delivered (a ride completed, a shipment delivered); null before. */
  fulfilledAt: z.iso.datetime().nullable(),
  /** Whether the signed-in user may cancel it now (owner or staff, not started, not cancelled). */
  canCancel: z.boolean(),
  /**
   * A car rental paid at the rental desk, guaranteed by a card: `guaranteed` until the car is
   * picked up (`collected`, paid at the desk) or not (`no_show`, `noShowCharge` charged to the
   * card); `charged`: what the card was charged (a no-show, or a cancellation inside the
   * policy's paid window), else null. Null for bookings paid online.
   */
  payAtPickup: z
    .object({ state: z.enum(PAY_AT_PICKUP_STATES), cardLast4: z.string(), noShowCharge: ZAmount, charged: ZAmount.nullable() })
    .nullable()
    .optional(),
  /** What cancelling refunded under the booking's cancellation policy; null when nothing was paid or it is not cancelled. */
  refundAmount: ZAmount.nullable().optional(),
  /** The charge locked in when it was paid, when in another currency than `currency` (mobile money, or chosen at checkout). */
  charge: ZLockedCharge.nullable().optional(),
  /** Set on creation when applyFirstBookingOffer was asked but the offer does not apply. */
  offerNotApplied: z.string().optional(),
});
export type Booking = z.infer<typeof ZBooking>;

export const ZBookingListRequest = z
  .object({
    tab: z.enum(BOOKING_TABS, { error: `Choose one of ${BOOKING_TABS.join(', ')}` }).optional(),
  })
  .optional();

export const ZBookingIdRequest = z.object({ id: z.uuid({ error: 'Expected a booking id' }) });

/** 'Manage booking' signed out: the confirmation code as typed (case and spaces do not matter) and the e-mail address of the account that booked. */
export const ZBookingLookupRequest = z.object({
  confirmationCode: zText({ max: 20 }),
  email: ZEmail,
});
export type BookingLookupInput = z.output<typeof ZBookingLookupRequest>;

/**
 * POST /api/bookings/{id}/cancel. expectedRefund: the refund the traveller was shown (GET
 * /api/bookings/{id}/refund); when given and the refund is now different, nothing is cancelled (409).
 */
export const ZCancelBookingRequest = ZBookingIdRequest.extend({
  expectedRefund: z
    .string({ error: 'Expected an amount like "12.50"' })
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Expected an amount like "12.50"')
    .optional(),
});
export type CancelBookingRequest = z.input<typeof ZCancelBookingRequest>;

/** What cancelling a booking now would refund under its cancellation policy. */
export const ZRefundQuote = z.object({
  bookingId: z.uuid(),
  /** The policy it was booked under; null for bookings made before policies (refunded in full before the start). */
  policy: z.enum(CANCELLATION_POLICIES).nullable(),
  paidAmount: ZAmount,
  refundAmount: ZAmount,
  /** What is not refunded: paid − refund. */
  keptAmount: ZAmount,
  rule: z.enum(['full', 'partial', 'none']),
  /** Until when cancelling is free, while that is still ahead; null otherwise. */
  freeUntil: z.iso.datetime().nullable(),
  startsAt: z.iso.datetime().nullable(),
  currency: z.string(),
  /**
   * A car rental to be paid at pickup: nothing was paid, so nothing is refunded; cancelling
   * charges `charge` (the policy's kept share of the total, keptAmount) to the guarantee card.
   */
  payAtPickup: z.object({ cardLast4: z.string(), charge: ZAmount }).nullable().optional(),
  /** The refund in the currency the booking was charged in (it goes back to the same method in that currency); absent when charged in `currency`. */
  charged: z.object({ currency: z.string(), paidAmount: z.string(), refundAmount: z.string() }).optional(),
});
export type RefundQuoteDto = z.infer<typeof ZRefundQuote>;

export const ZOfferStatus = z.object({
  code: z.string(),
  percentOff: z.number().int(),
  maxDiscount: ZAmount,
  /** null when signed out (sign in to know). */
  eligible: z.boolean().nullable(),
  reason: z.string().nullable(),
});
export type OfferStatus = z.infer<typeof ZOfferStatus>;
