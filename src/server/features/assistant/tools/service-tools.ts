// Cargo prices and tracking, the marketplace, the traveller's own bookings, the brand's contact
// details, and the rules for cancelling: each from the code the app itself runs (the cargo
// dialog's price function and spec constants, cargo tracking with its rate limit, the shop's
// search, My Bookings' list, the /contact card).
import { AppError } from '../../../errors';
import { CARGO_MAX_WEIGHT_KG, CARGO_RATE_PER_KG_CENTS, CARGO_TRANSIT_DAYS, cargoPriceCents, formatWeightKg } from '@shared/cargo-pricing';
import { centsToAmount } from '@shared/money';
import type { AssistantCard } from '@shared/schemas/assistant';
import { ASSISTANT_MAX_CARDS } from '@shared/schemas/assistant';
import type { Booking } from '@shared/schemas/bookings';
import { bookingStateWord } from '@shared/booking-vocabulary';
import { CARGO_TYPES, type CargoType, type TrackedShipment } from '@shared/schemas/cargo';
import type { Product, ProductCategory, ProductRegion } from '@shared/schemas/shop';
import type { ContactCard } from '@shared/schemas/support';
import { TAXI_TARIFFS, wholeMinutes } from '@shared/taxi-fares';
import { checkTrackingNumber, normalizeTrackingNumber } from '@shared/tracking-number';
import { listBookings } from '../../bookings';
import { trackShipment } from '../../cargo';
import { listProducts } from '../../shop';
import { tripFares } from '../../taxi';
import { contactCard } from '../../support';
import type { Shown, ToolContext } from './tool-context';

// Cargo quote

export interface CargoQuoteLine {
  method: CargoType;
  /** USD per kg ('8.00'). */
  ratePerKg: string;
  price: string;
  minDays: number;
  maxDays: number;
  /** Over the method's heaviest shipment: not offered. */
  tooHeavy: boolean;
  maxWeightKg: number;
}

export interface CargoQuote {
  weightKg: string | null;
  lines: CargoQuoteLine[];
}

/** The Cargo dialog's estimate: weight × the spec's rate per kg (air 8, sea 3, road 5 USD). */
export function quoteCargo(weightGrams: number | undefined, method: CargoType | undefined): CargoQuote {
  const methods = method ? [method] : [...CARGO_TYPES];
  return {
    weightKg: weightGrams ? formatWeightKg(weightGrams) : null,
    lines: methods.map((type) => ({
      method: type,
      ratePerKg: centsToAmount(CARGO_RATE_PER_KG_CENTS[type]),
      price: centsToAmount(weightGrams ? cargoPriceCents(weightGrams, type) : CARGO_RATE_PER_KG_CENTS[type]),
      minDays: CARGO_TRANSIT_DAYS[type].min,
      maxDays: CARGO_TRANSIT_DAYS[type].max,
      tooHeavy: weightGrams !== undefined && weightGrams > CARGO_MAX_WEIGHT_KG[type] * 1000,
      maxWeightKg: CARGO_MAX_WEIGHT_KG[type],
    })),
  };
}

// Tracking

export type TrackingResult = { found: true; shipment: TrackedShipment } | { found: false; reason: 'notFound' | 'invalid' | 'checkDigit' };

/** Cargo's look-up, counted against the client's network like the tracking screen's: the sender sees everything, anyone else the public view. */
export async function track(ctx: ToolContext, trackingNumber: string): Promise<TrackingResult> {
  try {
    return { found: true, shipment: await trackShipment(ctx.em, ctx.config, ctx.ip, trackingNumber, ctx.user) };
  } catch (error) {
    if (!(error instanceof AppError) || (error.code !== 'NOT_FOUND' && error.code !== 'BAD_REQUEST')) throw error;
    const check = checkTrackingNumber(normalizeTrackingNumber(trackingNumber));
    return { found: false, reason: check === 'ok' ? 'notFound' : check === 'checkDigit' ? 'checkDigit' : 'invalid' };
  }
}

export function shipmentCard(shipment: TrackedShipment): AssistantCard {
  return {
    kind: 'shipment',
    id: shipment.trackingNumber,
    title: shipment.trackingNumber,
    subtitle: shipment.view === 'sender' ? `${shipment.fromLocation} → ${shipment.toLocation}` : `${shipment.fromCity} → ${shipment.toCity}`,
    image: null,
    price: shipment.view === 'sender' ? { amount: shipment.price, currency: shipment.currency, per: null } : null,
    date: shipment.estimatedDelivery.slice(0, 10),
    endDate: null,
    rating: null,
    status: shipment.status,
    available: null,
    action: { type: 'open', path: `/track/${encodeURIComponent(shipment.trackingNumber)}` },
  };
}

// Taxi fares

export type TaxiFareResult =
  | { found: true; pickup: string; dropoff: string; city: string; distanceKm: number; minutes: number; fares: { vehicleType: string; fare: string }[] }
  | { found: false; reason: string };

/** The fare estimate screen's fares for a trip (same places, route and tariff), one per vehicle type; a trip it refuses says why. */
export async function quoteTaxi(ctx: ToolContext, from: string, to: string): Promise<TaxiFareResult> {
  try {
    const trip = await tripFares(ctx.em, ctx.config, ctx.log, { pickupLocation: from.slice(0, 200), dropoffLocation: to.slice(0, 200) });
    return {
      found: true,
      pickup: trip.pickup,
      dropoff: trip.dropoff,
      city: trip.city,
      distanceKm: Math.round(trip.distanceMeters / 100) / 10,
      minutes: wholeMinutes(trip.durationSeconds),
      fares: trip.fares.map((line) => ({ vehicleType: line.vehicleType, fare: centsToAmount(line.fareCents) })),
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'BAD_REQUEST') return { found: false, reason: error.message };
    throw error;
  }
}

/** The tariff every city charges (USD): base, per km, per minute, for each vehicle type. */
export function taxiTariffs(): { vehicleType: keyof typeof TAXI_TARIFFS; base: string; perKm: string; perMinute: string }[] {
  return (Object.keys(TAXI_TARIFFS) as (keyof typeof TAXI_TARIFFS)[]).map((vehicleType) => ({
    vehicleType,
    base: centsToAmount(TAXI_TARIFFS[vehicleType].baseCents),
    perKm: centsToAmount(TAXI_TARIFFS[vehicleType].perKmCents),
    perMinute: centsToAmount(TAXI_TARIFFS[vehicleType].perMinuteCents),
  }));
}

// Marketplace

export interface ProductQuery {
  /** The shop search box's text; searched first, as /shop would. */
  text?: string;
  words?: string[];
  category?: ProductCategory;
  region?: ProductRegion;
  /** A country or place, searched with the words (the shop searches countries too). */
  placeText?: string;
  offset?: number;
}

export async function findProducts(ctx: ToolContext, query: ProductQuery): Promise<Shown<Product>> {
  const limit = ASSISTANT_MAX_CARDS;
  const offset = query.offset ?? 0;
  const searchFor = (search: string | undefined) =>
    listProducts(ctx.em, {
      search: search?.slice(0, 100) || undefined,
      category: query.category,
      region: query.region,
      page: Math.floor(offset / limit) + 1,
      limit,
    });
  // The traveller's own words as /shop searches them; when they find nothing, the product nouns among them.
  const nouns = [...(query.words ?? []), query.placeText].filter(Boolean).join(' ');
  let page = await searchFor(query.text ?? nouns);
  if (page.total === 0 && query.text && nouns && nouns !== query.text) page = await searchFor(nouns);
  return { items: page.items, total: page.total, offset };
}

export function productCard(product: Product): AssistantCard {
  return {
    kind: 'product',
    id: product.id,
    title: product.name,
    subtitle: `${product.brand} · ${product.country}`,
    image: product.images[0] ?? null,
    price: { amount: product.price, currency: product.currency, per: 'item' },
    date: null,
    endDate: null,
    rating: product.rating,
    status: null,
    available: product.stockQuantity,
    action: { type: 'open', path: `/shop?product=${encodeURIComponent(product.id)}` },
  };
}

// My bookings (signed in; never sent to a language model)

export interface MyBookingsQuery {
  code?: string;
  /** Words of the booking's name ('great migration safari'): the bookings whose name has most of them. */
  words?: string[];
  /** A day the booking covers. */
  date?: string;
}

export async function myBookings(ctx: ToolContext, query: MyBookingsQuery = {}): Promise<{ items: Booking[]; total: number; code?: string; named?: boolean }> {
  if (!ctx.user) return { items: [], total: 0 };
  const all = await listBookings(ctx.em, ctx.user, 'all');
  if (query.code) {
    const found = all.filter((booking) => booking.confirmationCode === query.code!.toUpperCase());
    return { items: found, total: found.length, code: query.code.toUpperCase() };
  }
  if (query.words?.length || query.date) {
    const covering = query.date
      ? all.filter((booking) => booking.startDate && booking.startDate <= query.date! && (booking.endDate ?? booking.startDate) >= query.date!)
      : all;
    const score = (booking: Booking) => query.words?.filter((word) => booking.bookingDetails.itemName.toLowerCase().includes(word)).length ?? 0;
    const best = Math.max(0, ...covering.map(score));
    // Words that name none of the bookings ('status') leave the list as it is.
    const found = best > 0 ? covering.filter((booking) => score(booking) === best) : query.date ? covering : null;
    if (found) return { items: found.slice(0, ASSISTANT_MAX_CARDS), total: found.length, named: true };
  }
  // Upcoming first (the soonest first), then the most recent others.
  const upcoming = all.filter(
    (booking) => (booking.status === 'pending' || booking.status === 'confirmed') && (booking.endDate ?? booking.startDate ?? '') >= ctx.today,
  );
  upcoming.sort((a, b) => (a.startDate ?? '').localeCompare(b.startDate ?? ''));
  const others = all.filter((booking) => !upcoming.includes(booking));
  return { items: [...upcoming, ...others].slice(0, ASSISTANT_MAX_CARDS), total: all.length };
}

export function bookingCard(booking: Booking): AssistantCard {
  const details = booking.bookingDetails;
  return {
    kind: 'booking',
    id: booking.id,
    title: details.itemName,
    subtitle: booking.confirmationCode,
    image: details.image,
    price: { amount: booking.totalAmount, currency: booking.currency, per: null },
    date: booking.startDate,
    endDate: booking.endDate,
    rating: null,
    status: bookingStateWord({ ...booking, progress: booking.bookingDetails.progress }),
    available: null,
    action: { type: 'open', path: details.detailPath ?? (booking.status === 'pending' ? `/checkout?booking=${booking.id}` : '/bookings') },
  };
}

// Business hours and contact

export const businessInfo = (ctx: ToolContext): Promise<ContactCard> => contactCard(ctx.em, ctx.host);

// Cancelling

export interface CancellationRules {
  holdMinutes: number;
  taxiFees: { vehicleType: keyof typeof TAXI_TARIFFS; fee: string }[];
}

export function cancellationRules(ctx: ToolContext): CancellationRules {
  return {
    holdMinutes: ctx.config.BOOKING_HOLD_MINUTES,
    taxiFees: (Object.keys(TAXI_TARIFFS) as (keyof typeof TAXI_TARIFFS)[]).map((vehicleType) => ({
      vehicleType,
      fee: centsToAmount(TAXI_TARIFFS[vehicleType].cancellationFeeCents),
    })),
  };
}

/** A screen of the app, named in the caller's language. */
export function pageCard(path: string, title: string): AssistantCard {
  return {
    kind: 'page',
    id: path,
    title,
    subtitle: null,
    image: null,
    price: null,
    date: null,
    endDate: null,
    rating: null,
    status: null,
    available: null,
    action: { type: 'open', path },
  };
}
