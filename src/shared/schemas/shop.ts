import { ZInEnglish } from '../catalogue-translations';
import { z } from 'zod';
import { ZBooking } from './bookings';
import { ZAmount, ZCalendarDate, zOptionalChoice, zOptionalText } from './common';
import { plainText, zIdentifier, zText } from './text';
import { ZPageInfo, zPageFields } from './travel';
import { ZPhoto } from './photos';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_REGIONS,
  MARKETPLACE_COUNTRY_NAMES,
  ORDER_FULFILMENT_STATUSES,
  MAX_CART_QUANTITY,
  REVIEW_TEXT_MAX,
} from '../marketplace-terms';

// The Local Marketplace (/shop, Product, categories, Cart item request, product
// quantity): the enums declared once here (entities, zod and the client use them), the product,
// cart, checkout, order and review shapes, and the delivery terms. docs/marketplace.md explains
// the rules.

export {
  PRODUCT_CATEGORIES,
  PRODUCT_REGIONS,
  PRODUCTS_PAGE_SIZE,
  MARKETPLACE_COUNTRIES,
  DELIVERY_TERMS,
  ORDER_FULFILMENT_STATUSES,
  MAX_CART_QUANTITY,
  type ProductCategory,
  type ProductRegion,
  type MarketplaceCountry,
  type OrderFulfilment,
} from '../marketplace-terms';

/** A price in the major unit of its currency, with that currency's decimals: "2450.00", "45000", "1.250". */
export const ZLocalAmount = z
  .string()
  .regex(/^-?\d+(\.\d{1,3})?$/)
  .describe("Decimal amount in the major unit, with the currency's own decimals (ISO 4217)");

const categoryMessage = `Choose one of ${PRODUCT_CATEGORIES.join(', ')}`;
const regionMessage = `Choose one of ${PRODUCT_REGIONS.join(', ')}`;

export const ZProduct = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  price: ZLocalAmount,
  currency: z.string(),
  country: z.string(),
  region: z.enum(PRODUCT_REGIONS),
  category: z.enum(PRODUCT_CATEGORIES),
  brand: z.string(),
  /** The pictures, first shown first: staff-uploaded photos when there are any, else the catalogue's. */
  images: z.array(z.string()),
  /** Staff-uploaded photos (WebP in several widths, for srcset), in the order of `images`; empty without any. */
  photos: z.array(ZPhoto),
  /** Average of the reviews to one decimal ("4.7"); null without reviews. */
  rating: z.string().nullable(),
  reviewCount: z.number().int(),
  inStock: z.boolean(),
  stockQuantity: z.number().int(),
  /** Shipping weight in kg ("0.45"). */
  weight: z.string(),
  /** Packed size, 'L x W x H cm'. */
  dimensions: z.string(),
  featured: z.boolean(),
  inEnglish: ZInEnglish,
});
export type Product = z.infer<typeof ZProduct>;

/** GET /api/products: every filter optional; `search` is full-text plus typo-tolerant (trigram) matching. */
export const ZProductListRequest = z.object({
  category: zOptionalChoice(PRODUCT_CATEGORIES, categoryMessage).describe(PRODUCT_CATEGORIES.join(', ')),
  region: zOptionalChoice(PRODUCT_REGIONS, regionMessage).describe(PRODUCT_REGIONS.join(', ')),
  search: zOptionalText(100).describe('Words to find in the name, brand, country, category and descriptions; tolerates typos'),
  featured: z.boolean().optional().describe('Only featured products (true) or only the others (false)'),
  ...zPageFields(),
});
export type ProductListRequest = z.output<typeof ZProductListRequest>;

export const ZProductPage = ZPageInfo.extend({ items: z.array(ZProduct) });
export type ProductPage = z.infer<typeof ZProductPage>;

export const ZProductIdRequest = z.object({ id: zIdentifier(100) });

export const ZProductReview = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string().nullable(),
  /** The first name and last initial ('Amina D.'); null when the reviewer gave no name (show 'Traveller'). */
  reviewerName: z.string().nullable(),
  reviewedOn: ZCalendarDate,
  /** Written by a buyer whose order with the product was delivered (seeded demo reviews are not). */
  verifiedPurchase: z.boolean(),
});
export type ProductReview = z.infer<typeof ZProductReview>;

export const ZProductReviewsRequest = z.object({ id: zIdentifier(100), ...zPageFields() });
export const ZProductReviewPage = ZPageInfo.extend({ items: z.array(ZProductReview) });

export const ZCreateReviewRequest = z.object({
  id: zIdentifier(100).describe('The product'),
  rating: z
    .number({ error: 'Expected a whole number from 1 to 5' })
    .int('Expected a whole number from 1 to 5')
    .min(1, 'Must be 1 to 5')
    .max(5, 'Must be 1 to 5'),
  text: zText({ max: REVIEW_TEXT_MAX, min: 0, multiline: true })
    .transform((value) => value || undefined)
    .optional(),
});
export type CreateReviewRequest = z.input<typeof ZCreateReviewRequest>;

export const ZExchangeRate = z.object({
  currency: z.string(),
  /** Units of the currency per 1 USD ("129.2000"). */
  unitsPerUsd: z.string(),
  asOf: ZCalendarDate,
});
export type ExchangeRateDto = z.infer<typeof ZExchangeRate>;

// The cart (Cart item request: productId, quantity).

const zCartQuantity = () =>
  z
    .number({ error: 'Expected a whole number' })
    .int('Expected a whole number')
    .min(1, 'Must be at least 1')
    .max(MAX_CART_QUANTITY, `Must be at most ${MAX_CART_QUANTITY}`);

export const ZCartItemRequest = z.object({ productId: zIdentifier(100), quantity: zCartQuantity() });
export type CartItemRequest = z.input<typeof ZCartItemRequest>;
export const ZCartProductRequest = z.object({ productId: zIdentifier(100) });

export const ZCartItem = z.object({
  productId: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  brand: z.string(),
  country: z.string(),
  region: z.enum(PRODUCT_REGIONS),
  currency: z.string(),
  /** Today's price of one unit. */
  unitPrice: ZLocalAmount,
  quantity: z.number().int(),
  lineTotal: ZLocalAmount,
  /** The line in dollars at the stored rate. */
  lineTotalUsd: ZAmount,
  /** The unit price when the item was put in the cart (or last reviewed at checkout). */
  priceWhenAdded: ZLocalAmount,
  priceChanged: z.boolean(),
  stockQuantity: z.number().int(),
  inStock: z.boolean(),
});
export type CartItem = z.infer<typeof ZCartItem>;

export const ZCart = z.object({
  items: z.array(ZCartItem),
  /** Units in the cart (the cart button's count). */
  itemCount: z.number().int(),
  subtotals: z.array(z.object({ currency: z.string(), amount: ZLocalAmount })),
  /** Sum of the lines in dollars at the stored rates. */
  totalUsd: ZAmount,
  /** The date of the rates used; null for an empty cart. */
  ratesAsOf: ZCalendarDate.nullable(),
});
export type Cart = z.infer<typeof ZCart>;

// Checkout.

/** A required line of the delivery form, with the form's own messages. */
const zDeliveryText = (max: number) => plainText(z.string().trim().min(1, 'Required').max(max, `Use at most ${max} characters`));

export const ZDeliveryAddress = z.object({
  recipientName: zDeliveryText(100),
  phone: zDeliveryText(30)
    .refine((value) => /^\+?[0-9 ()-]{6,}$/.test(value), 'Enter a phone number')
    .meta({ pattern: '^\\+?[0-9()-][0-9 ()-]{4,27}[0-9()-]$' }),
  addressLine: zDeliveryText(200),
  city: zDeliveryText(100),
  country: z.enum(MARKETPLACE_COUNTRY_NAMES, { error: 'Choose a country we deliver to' }),
});
export type DeliveryAddress = z.infer<typeof ZDeliveryAddress>;

export const DELIVERY_RULES = ['free_within_east_africa', 'free_over_threshold', 'gcc_flat', 'cross_region'] as const;
export type DeliveryRule = (typeof DELIVERY_RULES)[number];

export const ZParcel = z.object({
  /** Where the parcel ships from. */
  region: z.enum(PRODUCT_REGIONS),
  goodsUsd: ZAmount,
  fee: ZAmount,
  rule: z.enum(DELIVERY_RULES),
});
export type Parcel = z.infer<typeof ZParcel>;

export const ZOrderQuoteRequest = z.object({
  country: z
    .enum(MARKETPLACE_COUNTRY_NAMES, { error: 'Choose a country we deliver to' })
    .optional()
    .describe('Delivery country; without it, no delivery fee yet'),
});

export const ZStockProblem = z.object({ productId: z.string(), name: z.string(), stockQuantity: z.number().int() });

/** The cart priced now, with delivery for a country: what the traveller reviews before placing the order. */
export const ZOrderQuote = z.object({
  cart: ZCart,
  parcels: z.array(ZParcel),
  goodsUsd: ZAmount,
  /** Null until a delivery country is chosen. */
  deliveryFee: ZAmount.nullable(),
  total: ZAmount.nullable(),
  estimatedDelivery: ZCalendarDate.nullable(),
  /** Lines asking for more than is in stock now (they block the order until changed). */
  stockProblems: z.array(ZStockProblem),
});
export type OrderQuote = z.infer<typeof ZOrderQuote>;

export const ZPlaceOrderRequest = ZDeliveryAddress.extend({
  expectedTotal: ZAmount.describe('The total (USD) the traveller saw; a different total today is refused with 409 and the new figures'),
});
export type PlaceOrderRequest = z.input<typeof ZPlaceOrderRequest>;

export const ZOrderLine = z.object({
  productId: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: ZLocalAmount,
  currency: z.string(),
  lineTotal: ZLocalAmount,
  lineTotalUsd: ZAmount,
  /** The buyer's own rating of it (after delivery), if given. */
  myRating: z.number().int().nullable(),
});
export type OrderLine = z.infer<typeof ZOrderLine>;

/**
 * Pay on delivery: the largest order total (US cents) that may be paid in cash at the door, since
 * the courier carries the cash and a refused parcel costs the seller a return trip.
 */
export const CASH_ON_DELIVERY_LIMIT_CENTS = 30_000;
/** An order paid on delivery: confirmed and awaiting the cash, then collected at the door or refused there. */
export const CASH_ON_DELIVERY_STATES = ['awaiting_cash', 'collected', 'refused'] as const;
export type CashOnDeliveryState = (typeof CASH_ON_DELIVERY_STATES)[number];

/** Whether this order may be paid on delivery, and the limit; `refusal` says why not, in the caller's language. */
export const ZCashOnDeliveryOption = z.object({
  allowed: z.boolean(),
  limit: ZAmount,
  refusal: z.string().nullable(),
});
export type CashOnDeliveryOption = z.infer<typeof ZCashOnDeliveryOption>;

export const ZOrder = z.object({
  booking: ZBooking,
  fulfilment: z.enum(ORDER_FULFILMENT_STATUSES),
  lines: z.array(ZOrderLine),
  delivery: ZDeliveryAddress,
  parcels: z.array(ZParcel),
  goodsUsd: ZAmount,
  deliveryFee: ZAmount,
  total: ZAmount,
  ratesAsOf: ZCalendarDate,
  estimatedDelivery: ZCalendarDate,
  paidAt: z.iso.datetime().nullable(),
  dispatchedAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  /** Paid on delivery: awaiting_cash until delivered, then collected or refused (at the door); null when paid online. */
  cashOnDelivery: z.enum(CASH_ON_DELIVERY_STATES).nullable(),
});
export type Order = z.infer<typeof ZOrder>;

export const ZOrderIdRequest = z.object({ id: z.uuid({ error: 'Expected an order id' }) });
