// Tours, hotels, flights and cars, found with the same service functions the app's screens use
// (each feature's index.ts), so the assistant states exactly what /search would show: prices,
// dates and what is left come from the database, with lapsed holds counted as free.
import type { AssistantCard } from '@shared/schemas/assistant';
import { amountToCents } from '@shared/money';
import { BOOKING_HORIZON_DAYS, MAX_RENTAL_DAYS, MAX_STAY_NIGHTS, addDays, daysBetween } from '@shared/schemas/travel';
import { MAX_GUESTS } from '@shared/schemas/hotels';
import { MAX_PASSENGERS, type CabinClass, type Flight } from '@shared/schemas/flights';
import type { Car, CarCategory } from '@shared/schemas/cars';
import type { Hotel } from '@shared/schemas/hotels';
import type { TourPackage } from '@shared/schemas/tours';
import { ASSISTANT_MAX_CARDS } from '@shared/schemas/assistant';
import { searchCars } from '../../cars';
import { listFlights, matchAirports } from '../../flights';
import { searchHotels } from '../../hotels';
import { listTourPackages } from '../../tours';
import type { Place } from '../gazetteer';
import { arrivalDayShift } from '../phrasing';
import { pageOf, placeNames, type Shown, type ToolContext } from './tool-context';

export interface PriceFilter {
  maxCents?: number;
  minCents?: number;
  /** Exclusive: only prices below it. */
  belowCents?: number;
  /** Cheapest first. */
  byPrice?: boolean;
}

const withinBudget = (cents: number, filter: PriceFilter) =>
  (filter.maxCents === undefined || cents <= filter.maxCents) &&
  (filter.minCents === undefined || cents >= filter.minCents) &&
  (filter.belowCents === undefined || cents < filter.belowCents);

/** The highest price a search may ask the services for, in whole cents. */
const ceilingCents = (filter: PriceFilter) => {
  const ceilings = [filter.maxCents, filter.belowCents === undefined ? undefined : filter.belowCents - 1].filter(
    (value): value is number => value !== undefined,
  );
  return ceilings.length ? Math.min(...ceilings) : undefined;
};
const cheapestFirst = <T>(items: T[], cents: (item: T) => number, filter: PriceFilter) =>
  filter.byPrice ? [...items].sort((a, b) => cents(a) - cents(b)) : items;

/**
 * A date the services accept: from today to the booking horizon. Another one is dropped and the
 * services' default applies; the answer says which dates it searched.
 */
const bookable = (ctx: ToolContext, date: string | undefined) =>
  date && date >= ctx.today && date <= addDays(ctx.today, BOOKING_HORIZON_DAYS) ? date : undefined;

/** An end date after `start` and at most `maxDays` later, else undefined (the services' default). */
const endWithin = (start: string, end: string | undefined, maxDays: number, allowSameDay = false) =>
  end && (allowSameDay ? end >= start : end > start) && daysBetween(start, end) <= maxDays ? end : undefined;

// Tours

/** What a theme word means in tour descriptions: a Serengeti park tour is a safari without saying so. */
const THEMES: Record<string, RegExp> = {
  safari: /safari|game drive|big five|wildlife|national park|migration|elephants?|giraffes?|big cats/,
  beach: /beach|island|coast|ocean|resort/,
};
const themePattern = (theme: string) => THEMES[theme.toLowerCase()] ?? new RegExp(theme.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

export interface TourQuery extends PriceFilter {
  place?: Place;
  placeText?: string;
  minDays?: number;
  maxDays?: number;
  /** A word the name or description must contain ('safari'). */
  theme?: string;
  /** Departures from this date. */
  date?: string;
  offset?: number;
}

export async function findTours(ctx: ToolContext, query: TourQuery): Promise<Shown<TourPackage>> {
  const all = await listTourPackages(ctx.em, { date: bookable(ctx, query.date) });
  const names = query.place && query.place.kind !== 'region' ? placeNames(ctx.gazetteer, query.place) : query.placeText ? [query.placeText.toLowerCase()] : [];
  const matching = all.filter((tour) => {
    const text = `${tour.name} ${tour.location} ${tour.description}`.toLowerCase();
    if (
      names.length &&
      !names.some((name) => `${tour.name} ${tour.location}`.toLowerCase().includes(name) || (query.place?.kind !== 'country' && text.includes(name)))
    )
      return false;
    if (query.theme && !themePattern(query.theme).test(text)) return false;
    if (query.minDays !== undefined && tour.durationDays < query.minDays) return false;
    if (query.maxDays !== undefined && tour.durationDays > query.maxDays) return false;
    return withinBudget(amountToCents(tour.price), query);
  });
  return pageOf(
    cheapestFirst(matching, (tour) => amountToCents(tour.price), query),
    query.offset,
    ASSISTANT_MAX_CARDS,
  );
}

/** A tour card opens the tour's booking (choose the departure and the places). */
export function tourCard(tour: TourPackage): AssistantCard {
  return {
    kind: 'tour',
    id: tour.id,
    title: tour.name,
    subtitle: `${tour.location} · ${tour.duration}`,
    image: tour.images[0] ?? null,
    price: { amount: tour.price, currency: tour.currency, per: 'person' },
    date: tour.departureDate,
    endDate: null,
    rating: null,
    status: null,
    available: tour.placesAvailable,
    action: { type: 'open', path: `/search?type=tours&book=${encodeURIComponent(tour.id)}` },
  };
}

// Hotels

export interface HotelQuery extends PriceFilter {
  place?: Place;
  placeText?: string;
  minRating?: number;
  checkIn?: string;
  checkOut?: string;
  nights?: number;
  guests?: number;
  offset?: number;
}

export async function findHotels(ctx: ToolContext, query: HotelQuery): Promise<Shown<Hotel>> {
  const checkIn = bookable(ctx, query.checkIn) ?? (query.nights ? ctx.today : undefined);
  const checkOut =
    checkIn && (endWithin(checkIn, query.checkOut, MAX_STAY_NIGHTS) ?? (query.nights ? addDays(checkIn, Math.min(query.nights, MAX_STAY_NIGHTS)) : undefined));
  const rating = query.minRating === undefined ? undefined : Math.min(5, Math.max(3, Math.floor(query.minRating)));
  const destination = query.place && query.place.kind !== 'region' ? query.place.name : query.placeText;
  const page = await searchHotels(ctx.em, {
    destination: destination?.slice(0, 100),
    maxPrice: ceilingCents(query) === undefined ? undefined : Math.max(0, Math.floor(ceilingCents(query)!)) / 100,
    minPrice: query.minCents === undefined ? undefined : Math.ceil(query.minCents) / 100,
    rating: query.minRating !== undefined && query.minRating >= 3 ? rating : undefined,
    checkIn,
    checkOut,
    guests: query.guests === undefined ? undefined : Math.min(MAX_GUESTS, Math.max(1, query.guests)),
    limit: 50,
  });
  const matching = page.items.filter(
    (hotel) => (query.minRating === undefined || Number(hotel.rating) >= query.minRating) && withinBudget(amountToCents(hotel.pricePerNight), query),
  );
  return pageOf(
    cheapestFirst(matching, (hotel) => amountToCents(hotel.pricePerNight), query),
    query.offset,
    ASSISTANT_MAX_CARDS,
  );
}

/** A hotel card books the cheapest rooms that fit the guests for the stay searched, then checkout. */
export function hotelCard(hotel: Hotel, guests = 1): AssistantCard {
  return {
    kind: 'hotel',
    id: hotel.id,
    title: hotel.name,
    subtitle: hotel.location,
    image: hotel.images[0] ?? null,
    price: { amount: hotel.pricePerNight, currency: hotel.currency, per: 'night' },
    date: hotel.checkIn,
    endDate: hotel.checkOut,
    rating: hotel.rating,
    status: null,
    available: hotel.roomsAvailable,
    action: {
      type: 'book',
      booking: {
        type: 'hotel',
        itemId: hotel.id,
        startDate: hotel.checkIn,
        endDate: hotel.checkOut,
        // The cheapest rooms that fit the guests (all adults).
        adults: Math.min(MAX_GUESTS, Math.max(1, guests)),
      },
    },
  };
}

// Flights

export interface FlightQuery extends PriceFilter {
  from?: Place;
  fromText?: string;
  to?: Place;
  toText?: string;
  date?: string;
  passengers?: number;
  cabinClass?: CabinClass;
  /** Direct flights only. */
  nonStop?: boolean;
  offset?: number;
}

async function airportsOf(ctx: ToolContext, place: Place | undefined, text: string | undefined): Promise<string[] | undefined> {
  if (place?.airports?.length) return place.airports;
  const name = place?.name ?? text;
  return name ? matchAirports(ctx.em, name) : undefined;
}

export async function findFlights(ctx: ToolContext, query: FlightQuery): Promise<Shown<Flight> & { date: string }> {
  const date = bookable(ctx, query.date) ?? ctx.today;
  const [fromCodes, toCodes] = await Promise.all([airportsOf(ctx, query.from, query.fromText), airportsOf(ctx, query.to, query.toText)]);
  const passengers = Math.min(MAX_PASSENGERS, Math.max(1, query.passengers ?? 1));
  const { items } = await listFlights(
    ctx.em,
    { date, cabinClass: query.cabinClass ?? 'economy', fromCodes, toCodes, minSeats: passengers },
    { page: 1, limit: 50, offset: 0 },
  );
  const matching = items.filter((flight) => withinBudget(amountToCents(flight.price), query) && (!query.nonStop || flight.stops === 0));
  return {
    ...pageOf(
      cheapestFirst(matching, (flight) => amountToCents(flight.price), query),
      query.offset,
      ASSISTANT_MAX_CARDS,
    ),
    date,
  };
}

/** A flight card books seats on that flight and cabin for the passengers, then checkout. */
export function flightCard(flight: Flight, passengers = 1): AssistantCard {
  return {
    kind: 'flight',
    id: flight.id,
    title: `${flight.airline} ${flight.flightNumber}`,
    subtitle: `${flight.fromAirport} → ${flight.toAirport} · ${flight.departureTime}–${flight.arrivalTime}${arrivalDayShift(flight.date, flight.arrivalDate)} · ${flight.duration}`,
    image: null,
    price: { amount: flight.price, currency: flight.currency, per: 'person' },
    date: flight.date,
    endDate: null,
    rating: null,
    status: flight.stops === 0 ? 'non_stop' : 'one_stop',
    available: flight.seatsAvailable,
    action: {
      type: 'book',
      booking: { type: 'flight', itemId: flight.id, startDate: flight.date, quantity: Math.min(MAX_PASSENGERS, Math.max(1, passengers)) },
    },
  };
}

// Cars

export interface CarQuery extends PriceFilter {
  place?: Place;
  placeText?: string;
  category?: CarCategory;
  pickupDate?: string;
  returnDate?: string;
  days?: number;
  offset?: number;
}

export async function findCars(ctx: ToolContext, query: CarQuery): Promise<Shown<Car>> {
  const pickupDate = bookable(ctx, query.pickupDate) ?? (query.days ? ctx.today : undefined);
  const returnDate =
    pickupDate &&
    (endWithin(pickupDate, query.returnDate, MAX_RENTAL_DAYS, true) ?? (query.days ? addDays(pickupDate, Math.min(query.days, MAX_RENTAL_DAYS)) : undefined));
  const place = query.place && query.place.kind !== 'region' ? query.place : undefined;
  const byCountry = place?.kind === 'country';
  const { items: cars } = await searchCars(ctx.em, {
    pickupLocation: byCountry ? undefined : (place?.name ?? query.placeText)?.slice(0, 100),
    text: byCountry ? place.name : undefined,
    category: query.category,
    pickupDate,
    returnDate,
    limit: 50,
  });
  const matching = cars.filter((car) => withinBudget(amountToCents(car.pricePerDay), query));
  return pageOf(
    cheapestFirst(matching, (car) => amountToCents(car.pricePerDay), query),
    query.offset,
    ASSISTANT_MAX_CARDS,
  );
}

/** A car card books that model for the rental searched (same location), then checkout. */
export function carCard(car: Car): AssistantCard {
  return {
    kind: 'car',
    id: car.id,
    title: `${car.brand} ${car.model}`,
    subtitle: `${car.category} · ${car.location}`,
    image: car.images[0] ?? null,
    price: { amount: car.pricePerDay, currency: car.currency, per: 'day' },
    date: car.pickupDate,
    endDate: car.returnDate,
    rating: null,
    status: null,
    available: car.unitsAvailable,
    action: { type: 'book', booking: { type: 'car', itemId: car.id, startDate: car.pickupDate, endDate: car.returnDate, quantity: 1 } },
  };
}
