// The marketplace's terms, without zod: the /shop screen uses them and must not load the schema
// library for them. src/shared/schemas/shop.ts re-exports them.
import type { MARKETPLACE_CURRENCIES } from './local-money';

export const PRODUCT_CATEGORIES = ['electronics', 'fashion', 'food', 'crafts', 'jewelry', 'textiles', 'spices', 'beauty'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_REGIONS = ['east_africa', 'gcc'] as const;
export type ProductRegion = (typeof PRODUCT_REGIONS)[number];
/** The region filter starts on east_africa. */
export const DEFAULT_REGION: ProductRegion = 'east_africa';
/** At most 4 featured products. */
export const MAX_FEATURED_PRODUCTS = 4;
export const PRODUCTS_PAGE_SIZE = 20;

/** The marketplace's countries: the region they belong to and the currency their goods are priced in. */
export const MARKETPLACE_COUNTRIES = {
  Kenya: { region: 'east_africa', currency: 'KES' },
  Tanzania: { region: 'east_africa', currency: 'TZS' },
  Uganda: { region: 'east_africa', currency: 'UGX' },
  Rwanda: { region: 'east_africa', currency: 'RWF' },
  Ethiopia: { region: 'east_africa', currency: 'ETB' },
  'United Arab Emirates': { region: 'gcc', currency: 'AED' },
  'Saudi Arabia': { region: 'gcc', currency: 'SAR' },
  Qatar: { region: 'gcc', currency: 'QAR' },
  Oman: { region: 'gcc', currency: 'OMR' },
  Kuwait: { region: 'gcc', currency: 'KWD' },
  Bahrain: { region: 'gcc', currency: 'BHD' },
} as const satisfies Record<string, { region: ProductRegion; currency: (typeof MARKETPLACE_CURRENCIES)[number] }>;
export type MarketplaceCountry = keyof typeof MARKETPLACE_COUNTRIES;
export const MARKETPLACE_COUNTRY_NAMES = Object.keys(MARKETPLACE_COUNTRIES) as [MarketplaceCountry, ...MarketplaceCountry[]];

/**
 * Delivery terms, per parcel (the lines of one order that ship from one region):
 * - from East Africa to an East African address: free, no minimum order (spec's banner);
 * - from the GCC to a GCC address: free from $50 of goods in the parcel, else $5;
 * - to the other region: $15 per parcel.
 * Days: the estimate shown at checkout (the order's end date in My Bookings until delivered).
 */
export const DELIVERY_TERMS = {
  gccFreeFromCents: 5_000,
  gccFeeCents: 500,
  crossRegionFeeCents: 1_500,
  daysWithinRegion: 3,
  daysCrossRegion: 7,
} as const;

/** An order's life after it is placed; the booking's status says whether it is paid, cancelled or expired. */
export const ORDER_FULFILMENT_STATUSES = ['awaiting_payment', 'processing', 'dispatched', 'delivered'] as const;
export type OrderFulfilment = (typeof ORDER_FULFILMENT_STATUSES)[number];

/** The most of one product a cart line may hold (stock bounds it further). */
export const MAX_CART_QUANTITY = 999;
export const REVIEW_TEXT_MAX = 1000;
