import { ZInEnglish } from '../catalogue-translations';
import { ITEM_CANCELLATION_POLICIES } from '../cancellation-policy';
import { z } from 'zod';
import { ZAmount, ZCalendarDate, zOptionalChoice, zOptionalDate, zOptionalInt, zOptionalMoneyFilter, zOptionalText } from './common';
import { MAX_STAY_NIGHTS, ZPageInfo, daysBetween, zPageFields } from './travel';
import { zIdentifier } from './text';
import { ZPhoto } from './photos';
import { HOTEL_SORTS, MAX_CHILD_AGE, MAX_CHILDREN, MAX_GUESTS, MAX_ROOMS_PER_BOOKING } from '../travel-terms';

// Hotel and Hotel filter; rating options 3, 4, 5 (default 4), at most 3 amenities.
export { MAX_GUESTS, MAX_ROOMS_PER_BOOKING } from '../travel-terms';

/**
 * Who stays, as Booking.com asks it: rooms, adults, and each child's age. All optional: without
 * `adults` a search counts `guests` as adults (else 1); without `rooms` the cheapest rooms that fit.
 */
export const zStayPartyFields = () => ({
  rooms: zOptionalInt(1, MAX_ROOMS_PER_BOOKING, `Must be 1 to ${MAX_ROOMS_PER_BOOKING}`).describe(
    'Rooms wanted; without it the cheapest rooms that fit the party',
  ),
  adults: zOptionalInt(1, MAX_GUESTS, `Must be 1 to ${MAX_GUESTS}`).describe("Adults (and children at or over the hotel's child age limit count as adults)"),
  childAges: z
    .array(
      z
        .number({ error: 'Expected a whole number' })
        .int(`Ages are 0 to ${MAX_CHILD_AGE}`)
        .min(0, `Ages are 0 to ${MAX_CHILD_AGE}`)
        .max(MAX_CHILD_AGE, `Ages are 0 to ${MAX_CHILD_AGE}`),
    )
    .max(MAX_CHILDREN, `At most ${MAX_CHILDREN} children`)
    .optional()
    .describe("Each child's age on check-in, one entry per child"),
});

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
    guests: zOptionalInt(1, MAX_GUESTS, `Must be 1 to ${MAX_GUESTS}`).describe('Guests, all adults (adults, when given, wins)'),
    ...zStayPartyFields(),
    sort: zOptionalChoice(HOTEL_SORTS, `Choose one of ${HOTEL_SORTS.join(', ')}`).describe(
      "price (cheapest first), price_desc, rating (travellers' review average, else the hotel's rating) or distance (from the city centre); default best rated, then cheapest",
    ),
    ...zPageFields(),
  })
  .superRefine((value, ctx) => {
    if (value.minPrice !== undefined && value.maxPrice !== undefined && value.minPrice > value.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'Must be at least minPrice' });
    }
    if (value.checkOut && !value.checkIn) {
      ctx.addIssue({ code: 'custom', path: ['checkIn'], message: 'Required when checkOut is given' });
    }
    if (value.rooms !== undefined && value.adults !== undefined && value.rooms > value.adults) {
      ctx.addIssue({ code: 'custom', path: ['rooms'], message: 'Each room needs an adult: at most one room per adult' });
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
  ...zStayPartyFields(),
});

/** A kind of room of a hotel, with how many are free on every night of the stay asked. */
export const ZRoomType = z.object({
  id: z.string(),
  /** 'Standard double', 'Family room for 4' (catalogue data, like the hotel's name). */
  name: z.string(),
  /** People it sleeps: adults and children at or over the hotel's child age limit. */
  maxOccupancy: z.number().int(),
  /** Per room per night. */
  pricePerNight: ZAmount,
  totalRooms: z.number().int(),
  roomsAvailable: z.number().int(),
  inEnglish: ZInEnglish,
});
export type RoomType = z.infer<typeof ZRoomType>;

/** The hotel's rule for children: younger than `ageLimit` they share a room's beds at `ratePerNight` each ("0.00": free). */
export const ZChildPolicy = z.object({ ageLimit: z.number().int(), ratePerNight: ZAmount });
export type ChildPolicy = z.infer<typeof ZChildPolicy>;

/** The cheapest rooms that fit the party asked for, and what the stay costs. */
export const ZRoomsForParty = z.object({
  rooms: z.array(
    z.object({
      roomTypeId: z.string(),
      name: z.string(),
      maxOccupancy: z.number().int(),
      count: z.number().int(),
      pricePerNight: ZAmount,
      inEnglish: ZInEnglish,
    }),
  ),
  roomCount: z.number().int(),
  adults: z.number().int(),
  /** Children under the age limit (charged the child rate) and at or over it (counted as adults). */
  youngChildren: z.number().int(),
  olderChildren: z.number().int(),
  /** Rooms × nights plus the young children's rate × nights. */
  totalAmount: ZAmount,
});
export type RoomsForParty = z.infer<typeof ZRoomsForParty>;

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
  /** Its room types, cheapest first, with the rooms free for the stay. */
  roomTypes: z.array(ZRoomType).optional(),
  childPolicy: ZChildPolicy.optional(),
  /** The rooms the party searched for would take (absent when none fit). */
  roomsForParty: ZRoomsForParty.optional(),
  /** The travellers' review average, one decimal (null: no reviews yet). */
  reviewRating: z.number().nullable().optional(),
  /** Where it is on the map, and how far from its city's centre (null: no position known). */
  position: z.object({ lat: z.number(), lng: z.number(), kmFromCentre: z.number() }).nullable().optional(),
  inEnglish: ZInEnglish,
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
  /** The rooms asked for; 1 when not asked (each hotel's roomsForParty says how many its cheapest fit takes). */
  roomsNeeded: z.number().int(),
});
export type HotelPage = z.infer<typeof ZHotelPage>;
