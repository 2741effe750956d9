import { ZInEnglish } from '../catalogue-translations';
import { ITEM_CANCELLATION_POLICIES } from '../cancellation-policy';
import { z } from 'zod';
import { ZAmount, ZCalendarDate, zOptionalChoice, zOptionalDate, zOptionalInt, zOptionalMoneyFilter, zOptionalText } from './common';
import { TOUR_SORTS } from '../travel-terms';
import { SCHEDULE_DAYS_AHEAD } from './travel';
import { zIdentifier } from './text';
import { ZPhoto } from './photos';

export const ZTourPackage = z.object({
  id: z.string(),
  name: z.string(),
  duration: z.string(),
  durationDays: z.number().int(),
  location: z.string(),
  description: z.string(),
  price: ZAmount,
  originalPrice: ZAmount,
  currency: z.string(),
  discountPercent: z.number().int(),
  images: z.array(z.string()),
  /** Photos staff uploaded (cover first), with their srcset; empty: the pictures in `images`. */
  photos: z.array(ZPhoto),
  /** The first departure on or after the date asked (default today) that has places left. */
  departureDate: ZCalendarDate.nullable(),
  /** Places left on that departure (null when no departure is published). */
  placesAvailable: z.number().int().nullable(),
  /** The travellers' review average, one decimal (null: no reviews yet). */
  reviewRating: z.number().nullable().optional(),
  /** What cancelling refunds (src/shared/cancellation-policy.ts). */
  cancellationPolicy: z.enum(ITEM_CANCELLATION_POLICIES).optional(),
  inEnglish: ZInEnglish,
});
export type TourPackage = z.infer<typeof ZTourPackage>;

export const ZTourItineraryDay = z.object({ day: z.number().int().min(1), title: z.string(), text: z.string() });
export type TourItineraryDay = z.infer<typeof ZTourItineraryDay>;

/** GET /api/tour-packages/:id: the package with what its page shows (empty lists: not written yet). */
export const ZTourPackageDetail = ZTourPackage.extend({
  itinerary: z.array(ZTourItineraryDay),
  included: z.array(z.string()),
  excluded: z.array(z.string()),
  meetingPoint: z.string().nullable(),
});
export type TourPackageDetail = z.infer<typeof ZTourPackageDetail>;

export const ZTourPackageRequest = z.object({
  id: zIdentifier().describe('Tour package id, e.g. tour-1'),
  date: zOptionalDate().describe('The next departure from this date, default today'),
});

/** GET /api/tour-packages?date=YYYY-MM-DD: departures from that date (default today). */
/**
 * GET /api/tour-packages and tours.list: every published package, or those the filters keep.
 * Durations are whole days, prices dollars (the deal price), region a place named in the
 * package's location ('Kenya', 'Serengeti', 'UAE').
 */
export const ZTourListRequest = z
  .object({
    date: zOptionalDate(),
    query: zOptionalText(100).describe('Matches the name, location or description, case-insensitive'),
    region: zOptionalText(100).describe("A country, park or city named in the package's location, e.g. Kenya"),
    minDays: zOptionalInt(1, 60, 'Must be 1 to 60').describe('Shortest duration, days'),
    maxDays: zOptionalInt(1, 60, 'Must be 1 to 60').describe('Longest duration, days'),
    minPrice: zOptionalMoneyFilter().describe('Lowest price, dollars'),
    maxPrice: zOptionalMoneyFilter().describe('Highest price, dollars'),
    sort: zOptionalChoice(TOUR_SORTS, `Choose one of ${TOUR_SORTS.join(', ')}`).describe(
      "price (cheapest first), price_desc, rating (travellers' review average; unreviewed last) or duration (shortest first); default catalogue order",
    ),
  })
  .superRefine((value, ctx) => {
    if (value.minPrice !== undefined && value.maxPrice !== undefined && value.minPrice > value.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'Must be at least minPrice' });
    }
    if (value.minDays !== undefined && value.maxDays !== undefined && value.minDays > value.maxDays) {
      ctx.addIssue({ code: 'custom', path: ['maxDays'], message: 'Must be at least minDays' });
    }
  })
  .optional();
export type TourListRequest = z.output<typeof ZTourListRequest>;

export { MAX_TOUR_PLACES_PER_BOOKING } from '../travel-terms';

export const ZTourDeparturesRequest = z.object({
  id: zIdentifier().describe('Tour package id, e.g. tour-1'),
  from: zOptionalDate().describe('First date, default today'),
  days: zOptionalInt(1, SCHEDULE_DAYS_AHEAD, `Must be 1 to ${SCHEDULE_DAYS_AHEAD}`).describe(`Days ahead, default ${SCHEDULE_DAYS_AHEAD}`),
});

export const ZTourDeparture = z.object({
  /** Book with type 'tour', itemId = tourId, startDate = date. */
  tourId: z.string(),
  date: ZCalendarDate,
  /** Last day of the tour. */
  endDate: ZCalendarDate,
  capacity: z.number().int(),
  placesAvailable: z.number().int(),
  price: ZAmount,
  currency: z.string(),
});
export type TourDeparture = z.infer<typeof ZTourDeparture>;

export const ZPopularDestination = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  fromPrice: ZAmount,
  currency: z.string(),
  image: z.string(),
});
export type PopularDestination = z.infer<typeof ZPopularDestination>;
