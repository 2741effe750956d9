import { ZInEnglish } from '../catalogue-translations';
import { ITEM_CANCELLATION_POLICIES } from '../cancellation-policy';
import { z } from 'zod';
import { ZAmount, ZCalendarDate, zOptionalDate, zOptionalInt } from './common';
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
export const ZTourListRequest = z.object({ date: zOptionalDate() }).optional();

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
