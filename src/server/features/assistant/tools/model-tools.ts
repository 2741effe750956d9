// The tools a language model may call: the same functions the built-in assistant uses, with
// arguments checked by zod and results reduced to facts (JSON). They are the model's only source
// of facts; the traveller's own bookings are not among them (nothing personal goes to a model).
import { z } from 'zod';
import { AppError } from '../../../errors';
import type { AssistantCard } from '@shared/schemas/assistant';
import { CABIN_CLASSES } from '@shared/schemas/flights';
import { CAR_CATEGORIES } from '@shared/schemas/cars';
import { CARGO_TYPES } from '@shared/schemas/cargo';
import { PRODUCT_CATEGORIES, PRODUCT_REGIONS } from '@shared/schemas/shop';
import { ZCalendarDate } from '@shared/schemas/common';
import { businessInfo, cancellationRules, findProducts, productCard, quoteCargo, quoteTaxi, shipmentCard, taxiTariffs, track } from './service-tools';
import { resolvePlace, type ToolContext } from './tool-context';
import { carCard, findCars, findFlights, findHotels, findTours, flightCard, hotelCard, tourCard } from './travel-tools';

export interface ToolOutcome {
  /** What the model reads (facts only). */
  data: unknown;
  cards: AssistantCard[];
  /** The model asked to offer 'Talk to a person'. */
  handOver?: boolean;
}

interface ModelTool<S extends z.ZodType> {
  description: string;
  parameters: S;
  run(ctx: ToolContext, args: z.output<S>): Promise<ToolOutcome> | ToolOutcome;
}

const tool = <S extends z.ZodType>(definition: ModelTool<S>) => definition;
const dollarsToCents = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * 100));
const text = (max = 100) => z.string().trim().min(1).max(max);

export const MODEL_TOOLS = {
  find_tours: tool({
    description:
      'Tour and safari packages with their price per person (USD), length, location and next departure with places left. Filter by destination (a country, city or park), maximum price, length in days or a theme word.',
    parameters: z.object({
      destination: text().optional(),
      maxPrice: z.number().positive().optional().describe('USD per person'),
      minDays: z.number().int().min(1).optional(),
      maxDays: z.number().int().min(1).optional(),
      theme: text(40).optional().describe("A word the tour's name or description contains, e.g. safari, beach"),
      date: ZCalendarDate.optional().describe('Departures on or after this date'),
    }),
    async run(ctx, args) {
      const shown = await findTours(ctx, {
        ...resolvePlace(ctx.gazetteer, args.destination),
        maxCents: dollarsToCents(args.maxPrice),
        minDays: args.minDays,
        maxDays: args.maxDays,
        theme: args.theme,
        date: args.date,
      });
      return {
        data: {
          total: shown.total,
          tours: shown.items.map(({ id, name, location, duration, durationDays, price, currency, departureDate, placesAvailable }) => ({
            id,
            name,
            location,
            duration,
            durationDays,
            price,
            currency,
            departureDate,
            placesAvailable,
          })),
        },
        cards: shown.items.map(tourCard),
      };
    },
  }),
  find_hotels: tool({
    description: 'Hotels with rooms free for a stay (default: tonight, one night), best rated first: price per night (USD), rating, location, rooms left.',
    parameters: z.object({
      city: text().optional(),
      maxPricePerNight: z.number().positive().optional(),
      minRating: z.number().min(0).max(5).optional(),
      checkIn: ZCalendarDate.optional(),
      checkOut: ZCalendarDate.optional(),
      guests: z.number().int().min(1).max(10).optional(),
    }),
    async run(ctx, args) {
      const shown = await findHotels(ctx, {
        ...resolvePlace(ctx.gazetteer, args.city),
        maxCents: dollarsToCents(args.maxPricePerNight),
        minRating: args.minRating,
        checkIn: args.checkIn,
        checkOut: args.checkOut,
        guests: args.guests,
      });
      return {
        data: {
          total: shown.total,
          hotels: shown.items.map(({ id, name, location, rating, pricePerNight, currency, roomsAvailable, checkIn, checkOut }) => ({
            id,
            name,
            location,
            rating,
            pricePerNight,
            currency,
            roomsAvailable,
            checkIn,
            checkOut,
          })),
        },
        cards: shown.items.map((hotel) => hotelCard(hotel, args.guests)),
      };
    },
  }),
  find_flights: tool({
    description:
      'Flights with seats left on one date (default today) between airports, cities or countries: airline, flight number, times (local), duration, stops, price per person (USD).',
    parameters: z.object({
      from: text().optional().describe('City, airport code or country'),
      to: text().optional(),
      date: ZCalendarDate.optional(),
      passengers: z.number().int().min(1).max(4).optional(),
      cabinClass: z.enum(CABIN_CLASSES).optional(),
      nonStop: z.boolean().optional().describe('Direct flights only'),
      maxPrice: z.number().positive().optional(),
    }),
    async run(ctx, args) {
      const from = resolvePlace(ctx.gazetteer, args.from);
      const to = resolvePlace(ctx.gazetteer, args.to);
      const shown = await findFlights(ctx, {
        from: from.place,
        fromText: from.placeText,
        to: to.place,
        toText: to.placeText,
        date: args.date,
        passengers: args.passengers,
        cabinClass: args.cabinClass,
        nonStop: args.nonStop,
        maxCents: dollarsToCents(args.maxPrice),
      });
      return {
        data: {
          date: shown.date,
          total: shown.total,
          flights: shown.items.map(
            ({
              id,
              airline,
              flightNumber,
              fromAirport,
              toAirport,
              date,
              departureTime,
              arrivalTime,
              duration,
              stops,
              via,
              price,
              currency,
              class: cabin,
              seatsAvailable,
            }) => ({
              id,
              airline,
              flightNumber,
              fromAirport,
              toAirport,
              date,
              departureTime,
              arrivalTime,
              duration,
              stops,
              via,
              price,
              currency,
              class: cabin,
              seatsAvailable,
            }),
          ),
        },
        cards: shown.items.map((flight) => flightCard(flight, args.passengers)),
      };
    },
  }),
  find_cars: tool({
    description:
      'Rental cars free for a rental (default: from today, one day) at a location, city or country: brand, model, category, seats, price per day (USD), cars left.',
    parameters: z.object({
      location: text().optional(),
      category: z.enum(CAR_CATEGORIES).optional(),
      pickupDate: ZCalendarDate.optional(),
      returnDate: ZCalendarDate.optional(),
      maxPricePerDay: z.number().positive().optional(),
    }),
    async run(ctx, args) {
      const shown = await findCars(ctx, {
        ...resolvePlace(ctx.gazetteer, args.location),
        category: args.category,
        pickupDate: args.pickupDate,
        returnDate: args.returnDate,
        maxCents: dollarsToCents(args.maxPricePerDay),
      });
      return {
        data: {
          total: shown.total,
          cars: shown.items.map(
            ({ id, brand, model, category, seats, transmission, location, pricePerDay, currency, unitsAvailable, pickupDate, returnDate }) => ({
              id,
              brand,
              model,
              category,
              seats,
              transmission,
              location,
              pricePerDay,
              currency,
              unitsAvailable,
              pickupDate,
              returnDate,
            }),
          ),
        },
        cards: shown.items.map(carCard),
      };
    },
  }),
  quote_cargo: tool({
    description: 'The price of shipping cargo: weight × the rate per kg of the method (air, sea, road), with transit times. Without a method, all three.',
    parameters: z.object({ weightKg: z.number().positive().max(20000).optional(), method: z.enum(CARGO_TYPES).optional() }),
    run: (_ctx, args) => ({ data: quoteCargo(args.weightKg === undefined ? undefined : Math.round(args.weightKg * 1000), args.method), cards: [] }),
  }),
  track_shipment: tool({
    description: 'A cargo shipment by its tracking number (MT, 10 digits, a country code): status, route, weight, price, estimated delivery, history.',
    parameters: z.object({ trackingNumber: text(40) }),
    async run(ctx, args) {
      const result = await track(ctx, args.trackingNumber);
      if (!result.found) return { data: { found: false, reason: result.reason }, cards: [] };
      const { history, ...shipment } = result.shipment;
      return {
        data: { found: true, ...shipment, history: history.map(({ title, location, occurredAt }) => ({ title, location, occurredAt })) },
        cards: [shipmentCard(result.shipment)],
      };
    },
  }),
  find_products: tool({
    description:
      'Products of the Local Marketplace (East Africa and the Gulf) by words, category or region: name, brand, country, price in its local currency, rating, stock.',
    parameters: z.object({ query: text().optional(), category: z.enum(PRODUCT_CATEGORIES).optional(), region: z.enum(PRODUCT_REGIONS).optional() }),
    async run(ctx, args) {
      const shown = await findProducts(ctx, { text: args.query, category: args.category, region: args.region });
      return {
        data: {
          total: shown.total,
          products: shown.items.map(({ id, name, brand, country, category, price, currency, rating, stockQuantity }) => ({
            id,
            name,
            brand,
            country,
            category,
            price,
            currency,
            rating,
            stockQuantity,
          })),
        },
        cards: shown.items.map(productCard),
      };
    },
  }),
  find_taxi_fare: tool({
    description:
      'A taxi fare between two places of one city (airports, districts, landmarks, malls, hotels), as the fare estimate screen computes it: the fare per vehicle type (Economy, Comfort, Premium, USD), distance and minutes; a trip it refuses says why. Without places: the tariff (base, per km, per minute).',
    parameters: z.object({ from: text(200).optional(), to: text(200).optional() }),
    async run(ctx, args) {
      if (args.from && args.to) return { data: await quoteTaxi(ctx, args.from, args.to), cards: [] };
      return { data: { tariffs: taxiTariffs() }, cards: [] };
    },
  }),
  business_info: tool({
    description: "The brand's business hours, emergency support, phone, e-mail and WhatsApp.",
    parameters: z.object({}),
    async run(ctx) {
      const { brandName, email, phone, whatsappUrl, hours, emergency } = await businessInfo(ctx);
      return { data: { brandName, email, phone, whatsappUrl, hours, emergency }, cards: [] };
    },
  }),
  cancellation_policy: tool({
    description: 'How to cancel hotels, flights, cars, tours, taxi rides, shop orders and cargo, and what it costs.',
    parameters: z.object({}),
    run: (ctx) => ({
      data: {
        travelBookings:
          'Cancel in My Bookings before the start date; a paid booking is refunded as its cancellation policy says (shown on the card, at checkout and before confirming the cancellation). Hotels, cars and tours: free until 48 h or 24 h before, then 50% or nothing, or non-refundable. Flights: Economy refunds less a $50 fee per passenger; Business is free until 24 h before departure.',
        unpaidHoldMinutes: cancellationRules(ctx).holdMinutes,
        taxi: { freeUntil: 'the driver reaches the pickup', fees: cancellationRules(ctx).taxiFees, underWay: 'cannot be cancelled' },
        shopOrders: 'Cancel from My Bookings or the order page until dispatched.',
        cargo: 'Cannot be cancelled in the app once created.',
      },
      cards: [],
    }),
  }),
  offer_talk_to_a_person: tool({
    description: "Offer the traveller a 'Talk to a person' button that sends this conversation to the staff inbox. Use it when the tools cannot answer.",
    parameters: z.object({}),
    run: () => ({ data: { offered: true }, cards: [], handOver: true }),
  }),
} satisfies Record<string, ModelTool<z.ZodType>>;

/** The tools as the chat completions API describes them (JSON Schema parameters). */
export function modelToolSpecs() {
  return Object.entries(MODEL_TOOLS).map(([name, definition]) => {
    const parameters = z.toJSONSchema(definition.parameters, { io: 'input' }) as Record<string, unknown>;
    delete parameters.$schema;
    return { type: 'function' as const, function: { name, description: definition.description, parameters } };
  });
}

/** Runs a tool the model called; bad arguments or an unknown name come back to the model as an error. */
export async function runModelTool(ctx: ToolContext, name: string, rawArguments: string): Promise<ToolOutcome> {
  const definition = (MODEL_TOOLS as Record<string, ModelTool<z.ZodType>>)[name];
  if (!definition) return { data: { error: `Unknown tool: ${name}` }, cards: [] };
  let json: unknown;
  try {
    json = rawArguments.trim() ? JSON.parse(rawArguments) : {};
  } catch {
    return { data: { error: 'Arguments are not valid JSON' }, cards: [] };
  }
  const parsed = definition.parameters.safeParse(json);
  if (!parsed.success) return { data: { error: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') }, cards: [] };
  try {
    return await definition.run(ctx, parsed.data);
  } catch (error) {
    // A refused input is the model's to fix; a throttle or a failure ends the turn.
    if (error instanceof AppError && error.code === 'BAD_REQUEST') return { data: { error: error.message }, cards: [] };
    throw error;
  }
}
