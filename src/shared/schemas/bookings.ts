import { z } from 'zod';
import { ZAmount, ZCalendarDate } from './common';
import { MAX_PASSENGERS } from './flights';
import { MAX_ROOMS_PER_BOOKING } from './hotels';
import { MAX_CARS_PER_BOOKING } from './cars';
import { MAX_TOUR_PLACES_PER_BOOKING } from './tours';
import { daysBetween } from './travel';
import { centsToAmount, formatMoneyExact } from '../money';

// Spec §3 Booking (id, type, status, confirmationCode, createdAt, totalAmount, currency,
// bookingDetails) plus what checkout needs; payments; the first-booking offer; admin stats.

export const BOOKING_TYPES = ['hotel', 'flight', 'car', 'tour', 'other'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];
/** The types that can be booked through POST /api/bookings. */
export const BOOKABLE_TYPES = ['hotel', 'flight', 'car', 'tour'] as const;
export type BookableType = (typeof BOOKABLE_TYPES)[number];
/** 'expired': a pending hold that was never paid. Spec §4 badge colours: other → grey. */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_TABS = ['all', 'upcoming', 'past', 'cancelled'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

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
 * Home's 'Claim Now' (spec: up to 40% off the first booking): 40% off the booking's subtotal,
 * at most $200, on the traveller's first booking ever confirmed. Checked again at payment.
 */
export const FIRST_BOOKING_OFFER = { code: 'FIRST40', percentOff: 40, maxDiscountCents: 20_000 } as const;

export function firstBookingDiscountCents(subtotalCents: number): number {
  return Math.min(Math.floor((subtotalCents * FIRST_BOOKING_OFFER.percentOff + 50) / 100), FIRST_BOOKING_OFFER.maxDiscountCents);
}

/**
 * POST /api/bookings. itemId and dates by type:
 * - hotel: itemId = hotel id, startDate = check-in, endDate = check-out, quantity = rooms;
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
    itemId: z.string().trim().min(1, 'Required').max(100, 'Too long'),
    startDate: ZCalendarDate.optional(),
    endDate: ZCalendarDate.optional(),
    quantity: z.number({ error: 'Expected a whole number' }).int('Expected a whole number').min(1, 'Must be at least 1').optional(),
    dropoffLocation: z.string().trim().max(100).optional(),
    offerCode: z.string().trim().max(40).optional(),
    applyFirstBookingOffer: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    const max = MAX_QUANTITY[value.type];
    if (max !== undefined && value.quantity !== undefined && value.quantity > max) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: `Must be at most ${max} for a ${value.type} booking` });
    }
    if ((value.type === 'hotel' || value.type === 'car' || value.type === 'tour') && !value.startDate) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: value.type === 'hotel' ? 'Required: the check-in date' : value.type === 'car' ? 'Required: the pickup date' : 'Required: the departure date' });
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

const UNIT_NOUNS: Record<BookableType, [string, string]> = {
  hotel: ['room', 'rooms'],
  flight: ['passenger', 'passengers'],
  car: ['car', 'cars'],
  tour: ['place', 'places'],
};
export const UNIT_LABELS: Record<BookableType, string> = { hotel: 'per night', flight: 'per person', car: 'per day', tour: 'per place' };

export function countLabel(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** "2 rooms", "1 passenger", "1 car", "3 places" */
export function quantityLabel(type: BookableType, quantity: number): string {
  const [singular, plural] = UNIT_NOUNS[type];
  return countLabel(quantity, singular, plural);
}

export interface PriceRequest {
  type: BookableType;
  unitCents: number;
  quantity: number;
  /** Nights (hotel) or days (car); 1 for flights and tours. */
  periods: number;
  /** Per-unit fees on top, e.g. a car's one-way fee. */
  fees?: { label: string; centsPerUnit: number }[];
  /** Whether the first-booking offer applies. */
  firstBookingOffer?: boolean;
}

export interface PriceBreakdown {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  lines: PriceLine[];
}

/** The price of a booking and its breakdown lines ("$135.00 × 2 nights × 1 room"). */
export function priceBooking(request: PriceRequest): PriceBreakdown {
  const { type, unitCents, quantity, periods } = request;
  const base = unitCents * periods * quantity;
  const parts = [formatMoneyExact(centsToAmount(unitCents))];
  if (type === 'hotel') parts.push(countLabel(periods, 'night', 'nights'));
  if (type === 'car') parts.push(countLabel(periods, 'day', 'days'));
  if (type !== 'car' || quantity > 1) parts.push(quantityLabel(type, quantity));
  const lines: PriceLine[] = [{ label: parts.join(' × '), amount: centsToAmount(base) }];
  let subtotalCents = base;
  for (const fee of request.fees ?? []) {
    const cents = fee.centsPerUnit * quantity;
    lines.push({ label: quantity > 1 ? `${fee.label} × ${quantity}` : fee.label, amount: centsToAmount(cents) });
    subtotalCents += cents;
  }
  const discountCents = request.firstBookingOffer ? firstBookingDiscountCents(subtotalCents) : 0;
  if (discountCents > 0) {
    lines.push({ label: `First-booking offer (${FIRST_BOOKING_OFFER.percentOff}% off, up to ${formatMoneyExact(centsToAmount(FIRST_BOOKING_OFFER.maxDiscountCents))})`, amount: centsToAmount(-discountCents) });
  }
  return { subtotalCents, discountCents, totalCents: subtotalCents - discountCents, lines };
}

export const ZPriceLine = z.object({
  label: z.string(),
  /** Negative for discounts. */
  amount: ZAmount,
});
export interface PriceLine {
  label: string;
  amount: string;
}

/** What was bought, as shown in My Bookings and at checkout (a snapshot at booking time). */
export const ZBookingDetails = z.object({
  itemName: z.string(),
  image: z.string().nullable(),
  location: z.string().nullable(),
  startDate: ZCalendarDate.nullable(),
  endDate: ZCalendarDate.nullable(),
  /** Hotels: nights of the stay. */
  nights: z.number().int().optional(),
  /** Cars: rental days charged; tours: days of the tour. */
  days: z.number().int().optional(),
  quantity: z.number().int(),
  /** "2 rooms", "1 passenger", "1 car", "3 places" */
  quantityLabel: z.string(),
  unitPrice: ZAmount,
  /** "per night", "per person", "per day", "per place" */
  unitLabel: z.string(),
  lines: z.array(ZPriceLine),
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
  // Cars
  pickupLocation: z.string().optional(),
  dropoffLocation: z.string().optional(),
  category: z.string().optional(),
  // Tours
  tourDuration: z.string().optional(),
});
export type BookingDetails = z.infer<typeof ZBookingDetails>;

export const ZBooking = z.object({
  id: z.uuid(),
  type: z.enum(BOOKING_TYPES),
  status: z.enum(BOOKING_STATUSES),
  confirmationCode: z.string(),
  createdAt: z.iso.datetime(),
  totalAmount: ZAmount,
  currency: z.string(),
  bookingDetails: ZBookingDetails,
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
  /** Whether the signed-in user may cancel it now (owner or staff, not started, not cancelled). */
  canCancel: z.boolean(),
  /** Set on creation when applyFirstBookingOffer was asked but the offer does not apply. */
  offerNotApplied: z.string().optional(),
});
export type Booking = z.infer<typeof ZBooking>;

export const ZBookingListRequest = z
  .object({
    tab: z
      .preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(BOOKING_TABS, { error: `Choose one of ${BOOKING_TABS.join(', ')}` }).optional())
      .optional(),
  })
  .optional();

export const ZBookingIdRequest = z.object({ id: z.uuid({ error: 'Expected a booking id' }) });

export const ZOfferStatus = z.object({
  code: z.string(),
  percentOff: z.number().int(),
  maxDiscount: ZAmount,
  /** null when signed out (sign in to know). */
  eligible: z.boolean().nullable(),
  reason: z.string().nullable(),
});
export type OfferStatus = z.infer<typeof ZOfferStatus>;

// Payments (simulated processor, spec §2 /checkout: 2 seconds; recorded and idempotent).
export const PAYMENT_METHODS = ['paypal', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['succeeded', 'declined', 'refunded'] as const;
/** The simulated processor always declines this card number. */
export const DECLINED_TEST_CARD = '4000000000000002';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export function isValidCardNumber(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * POST /api/payments (body: bookingId, method, cardNumber; header Idempotency-Key) and
 * payments.create (idempotencyKey in the input). Retrying with the same key and body returns
 * the stored result and never charges twice; the same key with another body is refused (422).
 */
export const ZPaymentRequest = z
  .object({
    bookingId: z.uuid({ error: 'Expected a booking id' }),
    method: z.enum(PAYMENT_METHODS, { error: 'Choose paypal or card' }),
    cardNumber: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .optional(),
    idempotencyKey: z
      .string({ error: `Required: send an ${IDEMPOTENCY_KEY_HEADER} header, unique per payment attempt` })
      .trim()
      .min(1, `Required: send an ${IDEMPOTENCY_KEY_HEADER} header, unique per payment attempt`)
      .max(255, 'Use at most 255 characters')
      .regex(/^[\x21-\x7e]+$/, 'Use visible ASCII characters only'),
  })
  .superRefine((value, ctx) => {
    if (value.method === 'card') {
      if (!value.cardNumber) ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: 'Required for card payments' });
      else if (!isValidCardNumber(value.cardNumber)) ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: 'Not a valid card number' });
    } else if (value.cardNumber) {
      ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: 'Only for card payments' });
    }
  });
export type PaymentRequest = z.input<typeof ZPaymentRequest>;

export const ZPayment = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  amount: ZAmount,
  currency: z.string(),
  cardLast4: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** The booking after payment: confirmed. */
  booking: ZBooking,
});
export type Payment = z.infer<typeof ZPayment>;

// Admin dashboard (spec §3 Admin stats; §9: 5 recent bookings).
export const RECENT_BOOKINGS_LIMIT = 5;
export const STATS_PERIOD_DAYS = 30;

/** % change of the last 30 days against the 30 before, one decimal; null without a base. */
const ZTrend = z.number().nullable();

export const ZAdminStats = z.object({
  /** Bookings ever paid (confirmed, including ones cancelled later). */
  totalBookings: z.number().int(),
  /** Amount of confirmed bookings (cancellations are refunded, so they do not count). */
  totalRevenue: ZAmount,
  currency: z.string(),
  /** Distinct users who signed in or booked in the last 30 days. */
  activeUsers: z.number().int(),
  /** Open contact messages; 0 until the inbox exists. */
  supportTickets: z.number().int(),
  periodDays: z.number().int(),
  trends: z.object({
    totalBookings: ZTrend,
    totalRevenue: ZTrend,
    activeUsers: ZTrend,
    supportTickets: ZTrend,
  }),
  recentBookings: z.array(
    z.object({
      id: z.uuid(),
      confirmationCode: z.string(),
      username: z.string(),
      type: z.enum(BOOKING_TYPES),
      itemName: z.string(),
      amount: ZAmount,
      currency: z.string(),
      status: z.enum(BOOKING_STATUSES),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type AdminStats = z.infer<typeof ZAdminStats>;
