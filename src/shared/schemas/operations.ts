import { z } from 'zod';
import { ZAmount, ZCalendarDate, zOptionalChoice, zOptionalText } from './common';
import { DISPLAY_CURRENCIES } from '../display-currency';
import { CARGO_EVENT_KINDS, CARGO_STATUSES, CARGO_TYPES, ZTrackingNumber } from './cargo';
import { PRODUCT_CATEGORIES, PRODUCT_REGIONS, ZLocalAmount } from './shop';
import { RIDE_PAYMENT_METHODS, RIDE_STATUSES, TAXI_VEHICLE_TYPES } from './taxi';
import { plainText, zIdentifier } from './text';
import { ZPageInfo, zPageFields } from './travel';
import { ZPhoto } from './photos';

// The back office's operations views: marketplace stock and prices, cargo
// shipments' status, active rides. Staff only. docs/back-office.md.

/** The most units staff can put on sale for one product at once. */
export const MAX_STOCK_QUANTITY = 100_000;

// --- Marketplace stock and prices ---

export const ZStockListRequest = z.object({
  search: zOptionalText(100).describe("Part of a product's name, brand, country or id"),
  region: zOptionalChoice(PRODUCT_REGIONS, `Choose ${PRODUCT_REGIONS.join(', ')}`),
  category: zOptionalChoice(PRODUCT_CATEGORIES, `Choose one of ${PRODUCT_CATEGORIES.join(', ')}`),
  lowStock: z.boolean().optional().describe('Only products with 5 or fewer left'),
  ...zPageFields(),
});
export type StockListRequest = z.output<typeof ZStockListRequest>;

/** A product as the stock screen shows it. */
export const ZStockItem = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  country: z.string(),
  region: z.enum(PRODUCT_REGIONS),
  category: z.enum(PRODUCT_CATEGORIES),
  image: z.string().nullable(),
  photos: z.array(ZPhoto),
  /** In the product's own currency, with its decimals ('2450.00' KES, '45000' UGX). */
  price: ZLocalAmount,
  currency: z.string(),
  /** What a shopper can buy now (as /shop says). */
  stockQuantity: z.number().int(),
  /** Units held by unpaid orders whose hold still runs: they come back if the order is not paid. */
  onHold: z.number().int(),
});
export type StockItem = z.infer<typeof ZStockItem>;

export const ZStockPage = ZPageInfo.extend({ items: z.array(ZStockItem) });
export type StockPage = z.infer<typeof ZStockPage>;

/** Low stock: at most this many left. */
export const LOW_STOCK = 5;

export const ZSetStockRequest = z.object({
  id: zIdentifier(100).describe('Product id'),
  stockQuantity: z
    .number({ error: 'Enter how many can be sold now, a whole number' })
    .int('Enter a whole number')
    .min(0, 'Cannot be below 0')
    .max(MAX_STOCK_QUANTITY, `At most ${MAX_STOCK_QUANTITY.toLocaleString('en-US')}`)
    .describe('Units a shopper can buy from now on; units held by unpaid orders are kept apart'),
});
export type SetStockRequest = z.output<typeof ZSetStockRequest>;

export const ZSetPriceRequest = z.object({
  id: zIdentifier(100).describe('Product id'),
  price: plainText(z.string({ error: 'Enter the price, like "2450.00"' }).trim())
    .refine((value) => /^\d{1,9}(\.\d{1,3})?$/.test(value), 'Enter the price, like "2450.00"')
    .meta({ pattern: '^\\d{1,9}(\\.\\d{1,3})?$' })
    .describe("The new price in the product's own currency, with at most its decimals"),
});
export type SetPriceRequest = z.output<typeof ZSetPriceRequest>;

// --- Exchange rates ---

/** The rates staff set: every display currency but the dollar itself. */
export const RATED_CURRENCIES = DISPLAY_CURRENCIES.filter((currency) => currency !== 'USD');

export const ZSetExchangeRateRequest = z.object({
  currency: z.enum(RATED_CURRENCIES as [string, ...string[]], { error: `Choose one of ${RATED_CURRENCIES.join(', ')}` }).describe('ISO 4217'),
  unitsPerUsd: plainText(z.string({ error: 'Enter the rate, like "129.2"' }).trim())
    .refine((value) => /^\d{1,9}(\.\d{1,6})?$/.test(value) && /[1-9]/.test(value), 'Enter a rate above 0 with at most 6 decimals, like "129.2"')
    .meta({ pattern: '^\\d{1,9}(\\.\\d{1,6})?$' })
    .describe('Units of the currency per 1 US dollar, above 0, at most 6 decimals'),
  asOf: ZCalendarDate.optional().describe("The rate's date; left out: today"),
});
export type SetExchangeRateRequest = z.output<typeof ZSetExchangeRateRequest>;

// --- Cargo shipments ---

/** The events staff may record: every carrier event after the shipment is created. */
export const STAFF_CARGO_EVENTS = CARGO_EVENT_KINDS.filter((kind) => kind !== 'created') as Exclude<(typeof CARGO_EVENT_KINDS)[number], 'created'>[];
export type StaffCargoEvent = (typeof STAFF_CARGO_EVENTS)[number];

/** What each event means, as the carrier's timeline says (server: cargo/carrier.ts; a test keeps them equal): the status from then on, and where it happens unless staff say. */
export const CARGO_EVENT_MEANING: Record<StaffCargoEvent, { status: (typeof CARGO_STATUSES)[number]; at: 'origin' | 'destination' }> = {
  picked_up: { status: 'pending', at: 'origin' },
  in_transit: { status: 'in_transit', at: 'origin' },
  arrived_hub: { status: 'in_transit', at: 'destination' },
  out_for_delivery: { status: 'in_transit', at: 'destination' },
  delivered: { status: 'delivered', at: 'destination' },
};

export const ZShipmentListRequest = z.object({
  status: zOptionalChoice(CARGO_STATUSES, `Choose ${CARGO_STATUSES.join(', ')}`),
  search: zOptionalText(60).describe('Part of a tracking number, a place or the sender’s username'),
  ...zPageFields(),
});
export type ShipmentListRequest = z.output<typeof ZShipmentListRequest>;

export const ZShipmentAdmin = z.object({
  trackingNumber: z.string(),
  fromLocation: z.string(),
  toLocation: z.string(),
  cargoType: z.enum(CARGO_TYPES),
  weight: z.string().describe('Kilograms'),
  status: z.enum(CARGO_STATUSES),
  /** The latest event of its history. */
  lastEvent: z.enum(CARGO_EVENT_KINDS),
  lastEventAt: z.iso.datetime(),
  sender: z.string(),
  createdAt: z.iso.datetime(),
  estimatedDelivery: z.iso.datetime(),
  price: ZAmount,
  currency: z.string(),
});
export type ShipmentAdmin = z.infer<typeof ZShipmentAdmin>;

export const ZShipmentPage = ZPageInfo.extend({ items: z.array(ZShipmentAdmin) });
export type ShipmentPage = z.infer<typeof ZShipmentPage>;

export const ZSetShipmentStatusRequest = z.object({
  trackingNumber: ZTrackingNumber,
  event: z
    .enum(STAFF_CARGO_EVENTS as [StaffCargoEvent, ...StaffCargoEvent[]], { error: `Choose ${STAFF_CARGO_EVENTS.join(', ')}` })
    .describe('The history event to add; the status follows from it'),
  location: zOptionalText(120).describe("Where it happened; default the origin or the destination, as the carrier's timeline says"),
  signedBy: zOptionalText(100).describe('With delivered: who signed for it (default: the recipient named at booking)'),
});
export type SetShipmentStatusRequest = z.output<typeof ZSetShipmentStatusRequest>;

// --- Active rides ---

export const ZActiveRide = z.object({
  id: z.uuid(),
  status: z.enum(RIDE_STATUSES),
  city: z.string(),
  pickup: z.string(),
  dropoff: z.string(),
  passengers: z.number().int(),
  vehicleType: z.enum(TAXI_VEHICLE_TYPES),
  driverName: z.string(),
  plateNumber: z.string(),
  traveller: z.string(),
  paymentMethod: z.enum(RIDE_PAYMENT_METHODS),
  fare: ZAmount,
  currency: z.literal('USD'),
  bookedAt: z.iso.datetime(),
  /** When the car should reach the pickup (before it does), or the drop-off (on the way). */
  etaAt: z.iso.datetime().nullable(),
});
export type ActiveRide = z.infer<typeof ZActiveRide>;

export const ZActiveRideList = z.object({ items: z.array(ZActiveRide), total: z.number().int() });
export type ActiveRideList = z.infer<typeof ZActiveRideList>;

export const ZActiveRideRequest = z
  .object({
    city: zOptionalText(60).describe('A city id or name'),
  })
  .optional();
