import { ITEM_CANCELLATION_POLICIES } from '../cancellation-policy';
import { z } from 'zod';
import { ZAmount, ZCalendarDate, zOptionalDate, zOptionalInt, zOptionalMoneyFilter, zOptionalText } from './common';
import { MAX_STAY_NIGHTS, ZPageInfo, daysBetween, zPageFields } from './travel';
import { zIdentifier } from './text';
import { ZPhoto } from './photos';
import { GUESTS_PER_ROOM, MAX_GUESTS } from '../travel-terms';

// Hotel and Hotel filter; rating options 3, 4, 5 (default 4), at most 3 amenities.
export { MAX_GUESTS, MAX_ROOMS_PER_BOOKING, roomsForGuests } from '../travel-terms';

/**
 * GET /api/hotels and hotels.search. Prices are in dollars (the dialog's numeric inputs);
 * rating n means "rated n or better". Without dates the stay is tonight (one night from the
 * travel calendar's today); checkOut alone is refused.
 */
export const ZHotelSearchRequest = z
  .object({
    destination: zOptionalText(100).describe('Matches the hotel name or location, case-insensitive'),
    minPrice: zOptionalMoneyFilter().describe('Lowest price per night, dollars'),
    maxPrice: zOptionalMoneyFilter().describe('Highest price per night, dollars'),
    rating: zOptionalInt(3, 5, 'Choose 3, 4 or 5').describe('Minimum rating: 3, 4 or 5'),
    checkIn: zOptionalDate(),
    checkOut: zOptionalDate(),
    guests: zOptionalInt(1, MAX_GUESTS, `Must be 1 to ${MAX_GUESTS}`).describe(`Guests; ${GUESTS_PER_ROOM} per room`),
    ...zPageFields(),
  })
  .superRefine((value, ctx) => {
    if (value.minPrice !== undefined && value.maxPrice !== undefined && value.minPrice > value.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'Must be at least minPrice' });
    }
    if (value.checkOut && !value.checkIn) {
      ctx.addIssue({ code: 'custom', path: ['checkIn'], message: 'Required when checkOut is given' });
    }
    if (value.checkIn && value.checkOut) {
      const nights = daysBetween(value.checkIn, value.checkOut);
      if (nights < 1) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'Must be after checkIn' });
      else if (nights > MAX_STAY_NIGHTS) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: `Stays are limited to ${MAX_STAY_NIGHTS} nights` });
    }
  });
/** The parsed filters, as the hotel search reads them. */
export type HotelSearchRequest = z.output<typeof ZHotelSearchRequest>;

export const ZHotelRequest = z.object({
  id: zIdentifier(),
  checkIn: zOptionalDate(),
  checkOut: zOptionalDate(),
  guests: zOptionalInt(1, MAX_GUESTS, `Must be 1 to ${MAX_GUESTS}`),
});

export const ZHotel = z.object({
  id: z.string(),
  name: z.string(),
  /** "Westlands, Nairobi, Kenya" */
  location: z.string(),
  city: z.string(),
  country: z.string(),
  description: z.string(),
  pricePerNight: ZAmount,
  currency: z.string(),
  /** Numeric string, one decimal: "4.5". */
  rating: z.string().regex(/^\d\.\d$/),
  amenities: z.array(z.string()),
  images: z.array(z.string()),
  /** Photos staff uploaded (cover first), with their srcset; empty: the pictures in `images`. */
  photos: z.array(ZPhoto),
  totalRooms: z.number().int(),
  /** Rooms free on every night of the stay asked (checkIn..checkOut). */
  roomsAvailable: z.number().int(),
  checkIn: ZCalendarDate,
  checkOut: ZCalendarDate,
  nights: z.number().int(),
  /** What cancelling refunds (src/shared/cancellation-policy.ts). */
  cancellationPolicy: z.enum(ITEM_CANCELLATION_POLICIES).optional(),
});
export type Hotel = z.infer<typeof ZHotel>;

/** Where the hotel is, drawn on the same offline map as the taxi's: its pin and the landmarks near it. */
export const ZHotelMap = z.object({
  lat: z.number(),
  lng: z.number(),
  landmarks: z.array(z.object({ name: z.string(), lat: z.number(), lng: z.number() })),
  /** MAP_TILE_URL (an XYZ template) and its attribution; null: offline, no tiles. */
  tileUrl: z.string().nullable(),
  tileAttribution: z.string().nullable(),
});
export type HotelMap = z.infer<typeof ZHotelMap>;

/** GET /api/hotels/:id: the hotel for the stay asked, with its map (null: no position known). */
export const ZHotelDetail = ZHotel.extend({ map: ZHotelMap.nullable() });
export type HotelDetail = z.infer<typeof ZHotelDetail>;

export const ZHotelPage = ZPageInfo.extend({
  items: z.array(ZHotel),
  checkIn: ZCalendarDate,
  checkOut: ZCalendarDate,
  nights: z.number().int(),
  roomsNeeded: z.number().int(),
});
export type HotelPage = z.infer<typeof ZHotelPage>;
