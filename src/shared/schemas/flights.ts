import { z } from 'zod';
import { ZAmount, ZCalendarDate, zOptionalChoice, zOptionalDate, zOptionalInt } from './common';
import { ZPageInfo, zPageFields } from './travel';
import { plainText, zIdentifier } from './text';
import { CABIN_CLASSES, FLIGHT_SORTS, MIN_PASSENGERS, MAX_PASSENGERS } from '../travel-terms';

// Flight; passengers 1 to 4, default route DXB to CDG.
export { CABIN_CLASSES, DEFAULT_CABIN_CLASS, MAX_PASSENGERS, type CabinClass } from '../travel-terms';

/** An IATA airport code, read case-insensitively: 'dxb' → 'DXB'. */
export const zOptionalAirportCode = () =>
  plainText(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'Expected a 3-letter airport code like DXB'),
  ).optional();

/**
 * GET /api/flights and flights.search: flights on one date (default: today in the travel
 * calendar) with at least `passengers` seats left in `class`. from/to are airport codes;
 * leaving one out searches every airport on that side.
 */
export const ZFlightSearchRequest = z
  .object({
    from: zOptionalAirportCode(),
    to: zOptionalAirportCode(),
    date: zOptionalDate().describe('Departure date (local), default today'),
    passengers: zOptionalInt(MIN_PASSENGERS, MAX_PASSENGERS, `Must be ${MIN_PASSENGERS} to ${MAX_PASSENGERS}`),
    class: zOptionalChoice(CABIN_CLASSES, 'Choose economy or business'),
    sort: zOptionalChoice(FLIGHT_SORTS, `Choose one of ${FLIGHT_SORTS.join(', ')}`).describe(
      'departure (earliest first, the default), price (cheapest first) or duration (shortest first)',
    ),
    ...zPageFields(),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.from === value.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must differ from from' });
    }
  });
export type FlightSearchRequest = z.output<typeof ZFlightSearchRequest>;

export const ZFlight = z.object({
  /** Identifies the dated flight and the cabin: use it as the booking's itemId. */
  id: z.string(),
  flightId: z.string(),
  airline: z.string(),
  flightNumber: z.string(),
  aircraft: z.string(),
  /** Per person, in this class. */
  price: ZAmount,
  currency: z.string(),
  /** Departure date, local at the origin. */
  date: ZCalendarDate,
  /** 'HH:MM', local at the origin. */
  departureTime: z.string(),
  /** 'HH:MM', local at the destination, on arrivalDate. */
  arrivalTime: z.string(),
  arrivalDate: ZCalendarDate,
  /** "Dubai (DXB)": the airport code in parentheses. */
  fromAirport: z.string(),
  toAirport: z.string(),
  fromCode: z.string(),
  toCode: z.string(),
  fromCity: z.string(),
  toCity: z.string(),
  /** "6h 45m" */
  duration: z.string(),
  durationMinutes: z.number().int(),
  stops: z.number().int().min(0).max(1),
  /** The stop's airport, e.g. "Doha (DOH)", for one-stop flights. */
  via: z.string().nullable(),
  class: z.enum(CABIN_CLASSES),
  seatsAvailable: z.number().int(),
});
export type Flight = z.infer<typeof ZFlight>;

export const ZFlightPage = ZPageInfo.extend({
  items: z.array(ZFlight),
  date: ZCalendarDate,
  passengers: z.number().int(),
  class: z.enum(CABIN_CLASSES),
});
export type FlightPage = z.infer<typeof ZFlightPage>;

export const ZFlightRequest = z.object({ id: zIdentifier() });

export const ZAirport = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  /** "Dubai (DXB)" */
  label: z.string(),
});
export type Airport = z.infer<typeof ZAirport>;
