import { z } from 'zod';
import { ZAmount, ZCalendarDate } from './common';
import { zIdentifier, zText } from './text';
import { ZPhoto } from './photos';

// The package manager (Add Package): staff create, edit, publish and unpublish tour
// packages and their departures.

export const TOUR_STATUSES = ['draft', 'published'] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];

export const MAX_TOUR_DAYS = 60;
export const MAX_TOUR_DISCOUNT_PERCENT = 90;
export const MAX_DEPARTURE_CAPACITY = 500;
/** Deal price ceiling in whole dollars. */
export const MAX_TOUR_PRICE = 100_000;

/** A price typed by staff: '1299', '1299.5' or '1299.00', above 0 and at most 100000. */
export const ZPriceInput = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, 'Enter an amount such as 1299 or 1299.00')
  .refine((value) => Number(value) > 0, 'Must be more than 0')
  .refine((value) => Number(value) <= MAX_TOUR_PRICE, `Must be at most ${MAX_TOUR_PRICE}`)
  // Documented as one pattern: 0.01 to 99999.99, or 100000.
  .meta({ pattern: '^(?:[1-9]\\d{0,4}(?:\\.\\d{1,2})?|100000(?:\\.00?)?|0\\.(?:0[1-9]|[1-9]\\d?))$' });

/** A package's texts in one other language: each optional, empty meaning none. */
const ZTourTextTranslation = z.object({
  name: zText({ max: 120, min: 0 }).optional(),
  description: zText({ max: 4000, min: 0, multiline: true }).optional(),
});
export type TourTextTranslation = z.infer<typeof ZTourTextTranslation>;

export const ZTourPackageFields = z.object({
  name: zText({ max: 120 }),
  location: zText({ max: 120 }),
  durationDays: z
    .number({ error: 'Expected a whole number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(MAX_TOUR_DAYS, `Must be at most ${MAX_TOUR_DAYS}`),
  /** The deal price (what a traveller pays per place). */
  price: ZPriceInput,
  discountPercent: z
    .number({ error: 'Expected a whole number' })
    .int('Must be a whole number')
    .min(0, 'Must be 0 or more')
    .max(MAX_TOUR_DISCOUNT_PERCENT, `Must be at most ${MAX_TOUR_DISCOUNT_PERCENT}`),
  description: zText({ max: 4000, multiline: true }),
  /**
   * The name and description in Kiswahili and Arabic (English above is required and the source).
   * Absent: the stored translations stay as they are; an empty text removes that translation.
   */
  translations: z
    .object({ sw: ZTourTextTranslation.optional(), ar: ZTourTextTranslation.optional() })
    .optional()
    .describe('Name and description in Kiswahili (sw) and Arabic (ar); an empty text removes the translation'),
});
export type TourPackageFields = z.input<typeof ZTourPackageFields>;

export const ZTourIdRequest = z.object({ id: zIdentifier().describe('Tour package id, e.g. tour-1') });
export const ZTourUpdateRequest = ZTourPackageFields.extend({ id: zIdentifier().describe('Tour package id, e.g. tour-1') });

export const ZDepartureAdmin = z.object({
  id: z.string(),
  date: ZCalendarDate,
  capacity: z.number().int(),
  /** Places taken by paid bookings and live holds. */
  booked: z.number().int(),
});
export type DepartureAdmin = z.infer<typeof ZDepartureAdmin>;

export const ZTourAdmin = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  durationDays: z.number().int(),
  duration: z.string(),
  price: ZAmount,
  originalPrice: ZAmount,
  currency: z.string(),
  discountPercent: z.number().int(),
  description: z.string(),
  /** The name and description in Kiswahili and Arabic; a language or text absent: none written. */
  translations: z.object({
    sw: z.object({ name: z.string().optional(), description: z.string().optional() }),
    ar: z.object({ name: z.string().optional(), description: z.string().optional() }),
  }),
  status: z.enum(TOUR_STATUSES),
  /** The picture travellers see first (an uploaded photo, else the package's fixed picture). */
  image: z.string(),
  photos: z.array(ZPhoto),
  /** Departures from today on, soonest first. */
  departures: z.array(ZDepartureAdmin),
  updatedAt: z.iso.datetime().nullable(),
});
export type TourAdmin = z.infer<typeof ZTourAdmin>;

export const ZTourAdminSummary = ZTourAdmin.omit({ description: true, translations: true, photos: true, departures: true }).extend({
  nextDeparture: ZCalendarDate.nullable(),
  departuresAhead: z.number().int(),
  photoCount: z.number().int(),
});
export type TourAdminSummary = z.infer<typeof ZTourAdminSummary>;

const ZCapacity = z
  .number({ error: 'Expected a whole number' })
  .int('Must be a whole number')
  .min(1, 'Must be at least 1')
  .max(MAX_DEPARTURE_CAPACITY, `Must be at most ${MAX_DEPARTURE_CAPACITY}`);

export const ZAddDepartureRequest = z.object({
  tourId: zIdentifier().describe('Tour package id'),
  date: ZCalendarDate,
  capacity: ZCapacity,
});
export const ZUpdateDepartureRequest = z.object({ id: zIdentifier().describe('Departure id'), capacity: ZCapacity });
export const ZDepartureIdRequest = z.object({ id: zIdentifier().describe('Departure id') });

/** The duration text of a package of `days` days: '1 Day', '3 Days / 2 Nights' (the demo catalogue's form). */
export function tourDurationLabel(days: number): string {
  if (days <= 1) return '1 Day';
  const nights = days - 1;
  return `${days} Days / ${nights} ${nights === 1 ? 'Night' : 'Nights'}`;
}
