import { ITEM_CANCELLATION_POLICIES } from '../cancellation-policy';
import { z } from 'zod';
import { ZAmount, ZCalendarDate, zOptionalChoice, zOptionalDate, zOptionalText } from './common';
import { MAX_RENTAL_DAYS, ZPageInfo, daysBetween, zPageFields } from './travel';
import { zIdentifier } from './text';
import { ZPhoto } from './photos';
import { CAR_CATEGORIES, CAR_LOCATION_KINDS, CAR_SORTS, SAME_LOCATION } from '../travel-terms';

// Car; defaults pickup Dubai Airport, drop-off Same Location; at most 3 features.
export {
  CAR_CATEGORIES,
  CAR_LOCATION_KINDS,
  SAME_LOCATION,
  MAX_CARS_PER_BOOKING,
  ONE_WAY_FEE_CENTS,
  carCategoryImage,
  type CarCategory,
} from '../travel-terms';

/**
 * GET /api/cars and cars.list. pickupLocation matches a location's name or city
 * (case-insensitive; leave it out for every location). dropoffLocation is 'Same Location'
 * (default) or another fleet location in the same country (one-way fee). Without dates the
 * rental is one day from today; returnDate alone is refused. A same-day return is one day.
 * Paged like hotels and flights (page, limit 1–50, default 20).
 */
export const ZCarSearchRequest = z
  .object({
    pickupLocation: zOptionalText(100),
    dropoffLocation: zOptionalText(100).describe(`'${SAME_LOCATION}' or a fleet location in the same country`),
    pickupDate: zOptionalDate(),
    returnDate: zOptionalDate(),
    category: zOptionalChoice(CAR_CATEGORIES, `Choose one of ${CAR_CATEGORIES.join(', ')}`),
    sort: zOptionalChoice(CAR_SORTS, `Choose one of ${CAR_SORTS.join(', ')}`).describe(
      'price (cheapest per day first) or price_desc; default by location, then price',
    ),
    ...zPageFields(),
  })
  .superRefine((value, ctx) => {
    if (value.returnDate && !value.pickupDate) {
      ctx.addIssue({ code: 'custom', path: ['pickupDate'], message: 'Required when returnDate is given' });
    }
    if (value.pickupDate && value.returnDate) {
      const days = daysBetween(value.pickupDate, value.returnDate);
      if (days < 0) ctx.addIssue({ code: 'custom', path: ['returnDate'], message: 'Must not be before pickupDate' });
      else if (days > MAX_RENTAL_DAYS) ctx.addIssue({ code: 'custom', path: ['returnDate'], message: `Rentals are limited to ${MAX_RENTAL_DAYS} days` });
    }
  });
export type CarSearchRequest = z.output<typeof ZCarSearchRequest>;

export const ZCarRequest = z.object({
  id: zIdentifier(),
  pickupDate: zOptionalDate(),
  returnDate: zOptionalDate(),
  dropoffLocation: zOptionalText(100),
});

export const ZCar = z.object({
  /** The model at one location: use it as the booking's itemId. */
  id: z.string(),
  brand: z.string(),
  model: z.string(),
  category: z.enum(CAR_CATEGORIES),
  seats: z.number().int(),
  transmission: z.string(),
  /** Pickup location name, e.g. "Dubai Airport". */
  location: z.string(),
  locationId: z.string(),
  city: z.string(),
  country: z.string(),
  pricePerDay: ZAmount,
  currency: z.string(),
  images: z.array(z.string()),
  /** Photos staff uploaded (cover first), with their srcset; empty: the pictures in `images`. */
  photos: z.array(ZPhoto),
  features: z.array(z.string()),
  /** Cars of this model free on every day of the rental asked. */
  unitsAvailable: z.number().int(),
  pickupDate: ZCalendarDate,
  returnDate: ZCalendarDate,
  days: z.number().int(),
  /** 'Same Location' or the drop-off location's name. */
  dropoffLocation: z.string(),
  oneWayFee: ZAmount.nullable(),
  /** What cancelling refunds (src/shared/cancellation-policy.ts). */
  cancellationPolicy: z.enum(ITEM_CANCELLATION_POLICIES).optional(),
});
export type Car = z.infer<typeof ZCar>;

/** One page of cars (cars.list; GET /api/cars answers its items with X-Total-Count). */
export const ZCarPage = ZPageInfo.extend({ items: z.array(ZCar) });
export type CarPage = z.infer<typeof ZCarPage>;

export const ZCarLocation = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  kind: z.enum(CAR_LOCATION_KINDS),
});
export type CarLocation = z.infer<typeof ZCarLocation>;
