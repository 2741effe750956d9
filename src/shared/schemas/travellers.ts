import { z } from 'zod';
import { ZCalendarDate } from './common';
import { plainText, zText } from './text';
import { MAX_PASSENGERS } from '../travel-terms';

// Who travels on a booking: each flight passenger as on the passport, a hotel's lead guest, a
// car's driver. Sent with POST /api/bookings (optional there: the REST contract predates them;
// a flight booking is refused at payment without its passengers). Passport numbers are personal
// data: the server stores them encrypted and answers only their last four digits, masked.

/** Youngest age at which a driver may rent a car. */
export const MIN_DRIVER_AGE = 21;
/** A passport must be valid at least this many months after the trip's return (arrival) date. */
export const PASSPORT_VALID_MONTHS_AFTER_TRIP = 6;

/** Whether `code` is an ISO 3166-1 alpha-2 country code that names a country. */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false;
  const name = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code);
  return name !== undefined && name !== code;
}

const zCountry = () => plainText(z.string().trim().toUpperCase()).refine(isCountryCode, 'Use an ISO country code, e.g. KE');

const zName = (max = 60) => zText({ max });

/** Passport numbers: 5 to 20 letters and digits (no spaces), as printed. */
const ZPassportNumber = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{5,20}$/, 'Use 5 to 20 letters and digits, as on the passport');

export const ZFlightTravellerInput = z.object({
  givenNames: zName(),
  surname: zName(),
  dateOfBirth: ZCalendarDate,
  nationality: zCountry(),
  passportNumber: ZPassportNumber.optional(),
  passportExpiry: ZCalendarDate.optional(),
});
export type FlightTravellerInput = z.output<typeof ZFlightTravellerInput>;

export const ZLeadGuestInput = z.object({
  name: zName(100),
  /** Expected arrival at the hotel, local time. */
  arrivalTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:MM')
    .optional(),
  specialRequest: zText({ max: 500, min: 0, multiline: true }).optional(),
});
export type LeadGuestInput = z.output<typeof ZLeadGuestInput>;

export const ZCarDriverInput = z.object({
  name: zName(100),
  age: z
    .number({ error: 'Expected a whole number' })
    .int('Expected a whole number')
    .min(MIN_DRIVER_AGE, `The driver must be at least ${MIN_DRIVER_AGE}`)
    .max(99, 'Must be at most 99'),
  licenceNumber: zText({ max: 30 }),
  licenceCountry: zCountry(),
});
export type CarDriverInput = z.output<typeof ZCarDriverInput>;

/** What a traveller cannot eat, as a tour's kitchen asks: a choice, and a short note (an allergy's food, say). */
export const DIETARY_CHOICES = ['none', 'vegetarian', 'vegan', 'halal', 'kosher', 'glutenFree', 'allergy'] as const;
export type DietaryChoice = (typeof DIETARY_CHOICES)[number];
/** Longest dietary note, in characters. */
export const MAX_DIETARY_NOTE = 120;

export const ZDietaryNeeds = z.object({
  choice: z.enum(DIETARY_CHOICES, { error: `Choose one of ${DIETARY_CHOICES.join(', ')}` }),
  note: zText({ max: MAX_DIETARY_NOTE, min: 0 }).optional(),
});
export type DietaryNeeds = z.output<typeof ZDietaryNeeds>;

/** A tour place: who takes it (names as on an ID) and what they need to eat. */
export const ZTourTravellerInput = z.object({
  givenNames: zName(),
  surname: zName(),
  dietary: ZDietaryNeeds.optional(),
});
export type TourTravellerInput = z.output<typeof ZTourTravellerInput>;

/** A passenger as answered: the passport number masked (••••1234), never in full. */
export const ZFlightTraveller = z.object({
  givenNames: z.string(),
  surname: z.string(),
  dateOfBirth: ZCalendarDate,
  nationality: z.string(),
  passportNumber: z.string().nullable(),
  passportExpiry: ZCalendarDate.nullable(),
});
export type FlightTraveller = z.infer<typeof ZFlightTraveller>;

export const ZBookingTravellers = z.object({
  passengers: z.array(ZFlightTraveller).optional(),
  leadGuest: z.object({ name: z.string(), arrivalTime: z.string().nullable(), specialRequest: z.string().nullable() }).optional(),
  driver: z.object({ name: z.string(), age: z.number().int(), licenceNumber: z.string(), licenceCountry: z.string() }).optional(),
  tourTravellers: z
    .array(
      z.object({
        givenNames: z.string(),
        surname: z.string(),
        dietary: z.object({ choice: z.enum(DIETARY_CHOICES), note: z.string().nullable() }).nullable(),
      }),
    )
    .optional(),
});
export type BookingTravellers = z.infer<typeof ZBookingTravellers>;

/** How a passport number is shown: its last four characters after four dots. */
export const maskPassportNumber = (last4: string) => `••••${last4}`;

/** The names of who travels, for a card or a voucher: 'AMINA HASSAN, JOHN MWANGI'. */
export function travellerNames(travellers: BookingTravellers | null | undefined): string[] {
  if (!travellers) return [];
  if (travellers.passengers) return travellers.passengers.map((p) => `${p.givenNames} ${p.surname}`);
  if (travellers.tourTravellers) return travellers.tourTravellers.map((p) => `${p.givenNames} ${p.surname}`);
  if (travellers.leadGuest) return [travellers.leadGuest.name];
  if (travellers.driver) return [travellers.driver.name];
  return [];
}

/** Staff reading one passenger's full passport number (audited). `passenger`: the position in the booking's list, from 0. */
export const ZRevealPassportRequest = z.object({
  id: z.uuid('Expected a booking id'),
  passenger: z
    .number()
    .int()
    .min(0)
    .max(MAX_PASSENGERS - 1),
});
export const ZRevealedPassport = z.object({ passportNumber: z.string(), passportExpiry: ZCalendarDate });
export type RevealedPassport = z.output<typeof ZRevealedPassport>;
