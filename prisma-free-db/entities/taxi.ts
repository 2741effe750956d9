import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { Booking } from './booking';
import { User } from './user';
import {
  DRIVER_CANNED_REPLIES,
  PLACE_KINDS,
  RIDE_MESSAGE_SENDERS,
  RIDE_PAYMENT_METHODS,
  RIDE_STATUSES,
  ROUTE_SOURCES,
  SCHEDULED_RIDE_STATUSES,
  TAXI_VEHICLE_TYPES,
} from '@shared/schemas/taxi';
import type { LatLng } from '@shared/geo';

// The taxi service (docs/taxi-cargo.md): the cities it runs in, the gazetteer of places offered
// as pickup and drop-off, the drivers, fare quotes (valid 10 minutes) and rides. A ride is also
// a `booking` row of type 'ride' (My Bookings); its steps are jobs (src/server/features/taxi).

export const TaxiCity = defineEntity({
  name: 'TaxiCity',
  tableName: 'taxi_city',
  properties: (p) => ({
    id: p.string().primary(),
    name: p.string(),
    country: p.string(),
    /** ISO 3166-1 alpha-2: the tracking numbers' country code, the dialling prefix's country. */
    countryCode: p.string().length(2),
    dialCode: p.string(),
    displayCurrency: p.string().length(3),
    centerLat: p.float().columnType('double precision'),
    centerLng: p.float().columnType('double precision'),
    /** A ride is served when both ends lie within this distance of the center. */
    radiusKm: p.float().columnType('double precision'),
  }),
});
export type TaxiCity = InferEntity<typeof TaxiCity>;

// `searchText` holds the normalised name and aliases ('jomo kenyatta international airport|nbo|jkia|…')
// for the autocomplete's ILIKE; the index keeps a city's places together.
export const Place = defineEntity({
  name: 'Place',
  tableName: 'place',
  properties: (p) => ({
    id: p.string().primary(),
    city: p.manyToOne(TaxiCity).index(),
    name: p.string(),
    kind: p.enum([...PLACE_KINDS]),
    lat: p.float().columnType('double precision'),
    lng: p.float().columnType('double precision'),
    aliases: p.json<string[]>(),
    searchText: p.text(),
    /** Drawn on the offline map as a landmark. */
    showOnMap: p.boolean().default(false),
    iataCode: p.string().length(3).nullable(),
    /** Catalogue hotels: the hotel's id. */
    hotelId: p.string().nullable(),
  }),
});
export type Place = InferEntity<typeof Place>;

export const DRIVER_STATUSES = ['free', 'on_ride'] as const;

// A driver and their car. `lat`/`lng` is where the driver is when free (where the last ride
// ended); a driver is taken for a ride with a conditional update (status free → on_ride), so
// two bookings can never take the same driver; the partial unique index on ride says the same.
export const Driver = defineEntity({
  name: 'Driver',
  tableName: 'driver',
  indexes: [{ name: 'driver_city_type_status_index', properties: ['city', 'vehicleType', 'status'] }],
  checks: [{ name: 'driver_rating_check', expression: 'rating >= 0 and rating <= 5' }],
  properties: (p) => ({
    id: p.string().primary(),
    city: p.manyToOne(TaxiCity),
    name: p.string(),
    rating: p.decimal().precision(2).scale(1),
    vehicleType: p.enum([...TAXI_VEHICLE_TYPES]),
    vehicleMake: p.string(),
    vehicleModel: p.string(),
    vehicleColour: p.string(),
    plateNumber: p.string().unique(),
    phone: p.string(),
    /** The rating before any rider of ours rated the driver (the demo data's); `rating` is the one shown. */
    baseRating: p.decimal().precision(2).scale(1),
    /** Ratings given by riders: how many and their sum (stars). */
    ratingsCount: p.integer().default(0),
    ratingsSum: p.integer().default(0),
    status: p.enum([...DRIVER_STATUSES]).default('free'),
    lat: p.float().columnType('double precision'),
    lng: p.float().columnType('double precision'),
  }),
});
export type Driver = InferEntity<typeof Driver>;

// Both ends of a trip as coordinates and a label: a gazetteer place's name, the traveller's
// typed address, or the nearest place's label for a current location or a pin.

// A fare estimate that can be booked at its fare until expiresAt (the database's clock); a
// booking uses it once (usedAt), so a double-tapped Confirm books one ride.
export const TaxiQuote = defineEntity({
  name: 'TaxiQuote',
  tableName: 'taxi_quote',
  indexes: [{ name: 'taxi_quote_expires_index', properties: ['expiresAt'] }],
  checks: [{ name: 'taxi_quote_passengers_check', expression: 'passengers between 1 and 4' }],
  properties: (p) => ({
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    city: p.manyToOne(TaxiCity),
    /** The gazetteer place when one was chosen; a current location, pin or address has none. */
    pickup: p.manyToOne(Place).nullable().deleteRule('cascade'),
    dropoff: p.manyToOne(Place).nullable().deleteRule('cascade'),
    pickupLabel: p.string().length(200),
    pickupLat: p.float().columnType('double precision'),
    pickupLng: p.float().columnType('double precision'),
    dropoffLabel: p.string().length(200),
    dropoffLat: p.float().columnType('double precision'),
    dropoffLng: p.float().columnType('double precision'),
    passengers: p.integer(),
    vehicleType: p.enum([...TAXI_VEHICLE_TYPES]),
    fareCents: p.integer(),
    distanceMeters: p.integer(),
    durationSeconds: p.integer(),
    route: p.json<LatLng[]>(),
    routeSource: p.enum([...ROUTE_SOURCES]),
    createdAt: p.datetime().defaultRaw('now()'),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  }),
});
export type TaxiQuote = InferEntity<typeof TaxiQuote>;

// A ride, from dispatch to its end. The plan (approach and trip legs, their steps) is fixed at
// booking; `step` counts the steps applied by the ride's jobs, and lat/lng is the car now.
export const Ride = defineEntity({
  name: 'Ride',
  tableName: 'ride',
  indexes: [{ name: 'ride_user_created_index', properties: ['user', 'createdAt'] }],
  uniques: [
    {
      name: 'ride_one_active_per_driver',
      expression: `create unique index "ride_one_active_per_driver" on "ride" ("driver_id") where status in ('driver_assigned', 'driver_arriving', 'in_progress')`,
    },
  ],
  checks: [
    { name: 'ride_passengers_check', expression: 'passengers between 1 and 4' },
    { name: 'ride_amounts_check', expression: 'fare_cents >= 0 and (cancellation_fee_cents is null or cancellation_fee_cents >= 0)' },
    { name: 'ride_steps_check', expression: 'approach_steps >= 1 and trip_steps >= 1 and step >= 0' },
    { name: 'ride_rating_check', expression: 'rating_stars is null or rating_stars between 1 and 5' },
    { name: 'ride_tip_check', expression: 'tip_cents is null or tip_cents > 0' },
  ],
  properties: (p) => ({
    id: p.uuid().primary(),
    user: p.manyToOne(User).deleteRule('cascade'),
    booking: p.manyToOne(Booking).unique().deleteRule('cascade'),
    city: p.manyToOne(TaxiCity),
    driver: p.manyToOne(Driver).index(),
    pickup: p.manyToOne(Place).nullable(),
    dropoff: p.manyToOne(Place).nullable(),
    pickupLabel: p.string().length(200),
    pickupLat: p.float().columnType('double precision'),
    pickupLng: p.float().columnType('double precision'),
    dropoffLabel: p.string().length(200),
    dropoffLat: p.float().columnType('double precision'),
    dropoffLng: p.float().columnType('double precision'),
    passengers: p.integer(),
    vehicleType: p.enum([...TAXI_VEHICLE_TYPES]),
    paymentMethod: p.enum([...RIDE_PAYMENT_METHODS]),
    cardLast4: p.string().length(4).nullable(),
    status: p.enum([...RIDE_STATUSES]).default('driver_assigned'),
    fareCents: p.integer(),
    distanceMeters: p.integer(),
    durationSeconds: p.integer(),
    route: p.json<LatLng[]>(),
    routeSource: p.enum([...ROUTE_SOURCES]),
    /** The driver's way from where they were to the pickup. */
    approachRoute: p.json<LatLng[]>(),
    approachSeconds: p.integer(),
    approachSteps: p.integer(),
    tripSteps: p.integer(),
    step: p.integer().default(0),
    lat: p.float().columnType('double precision'),
    lng: p.float().columnType('double precision'),
    /** When the car should reach its next point (the pickup, then the drop-off). */
    etaAt: p.datetime().nullable(),
    /** When the driver was expected at the pickup at booking (the spec's estimatedArrival). */
    estimatedArrivalAt: p.datetime(),
    createdAt: p.datetime().defaultRaw('now()'),
    arrivedAt: p.datetime().nullable(),
    startedAt: p.datetime().nullable(),
    completedAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    cancellationFeeCents: p.integer().nullable(),
    /** The public read-only link's token (/track/ride/<token>): 128 random bits. */
    shareToken: p.string().unique(),
    /** The rider's rating of the driver, once, after the ride. */
    ratingStars: p.smallint().nullable(),
    ratingComment: p.text().nullable(),
    ratedAt: p.datetime().nullable(),
    /** The rider's tip to the driver, once, after the ride (paid like the fare: cash to the driver or the same card). */
    tipCents: p.integer().nullable(),
    tippedAt: p.datetime().nullable(),
  }),
});
export type Ride = InferEntity<typeof Ride>;

// A ride booked for later, from its booking to its dispatch. The trip and fare are the quote's,
// copied at booking (quotes are purged a day after they lapse). Dispatch claims the row with a
// conditional update (scheduled → dispatched), so whichever instance's job gets there first
// dispatches it, once; the ride it starts has the same id and the same booking.
export const ScheduledRide = defineEntity({
  name: 'ScheduledRide',
  tableName: 'scheduled_ride',
  indexes: [
    { name: 'scheduled_ride_due_index', properties: ['status', 'pickupAt'] },
    { name: 'scheduled_ride_user_pickup_index', properties: ['user', 'pickupAt'] },
  ],
  checks: [{ name: 'scheduled_ride_passengers_check', expression: 'passengers between 1 and 4' }],
  properties: (p) => ({
    id: p.uuid().primary(),
    user: p.manyToOne(User).deleteRule('cascade'),
    booking: p.manyToOne(Booking).unique().deleteRule('cascade'),
    city: p.manyToOne(TaxiCity),
    pickup: p.manyToOne(Place).nullable(),
    dropoff: p.manyToOne(Place).nullable(),
    pickupLabel: p.string().length(200),
    pickupLat: p.float().columnType('double precision'),
    pickupLng: p.float().columnType('double precision'),
    dropoffLabel: p.string().length(200),
    dropoffLat: p.float().columnType('double precision'),
    dropoffLng: p.float().columnType('double precision'),
    passengers: p.integer(),
    vehicleType: p.enum([...TAXI_VEHICLE_TYPES]),
    paymentMethod: p.enum([...RIDE_PAYMENT_METHODS]),
    cardLast4: p.string().length(4).nullable(),
    fareCents: p.integer(),
    distanceMeters: p.integer(),
    durationSeconds: p.integer(),
    route: p.json<LatLng[]>(),
    routeSource: p.enum([...ROUTE_SOURCES]),
    /** When the car is to be at the pickup. */
    pickupAt: p.datetime(),
    status: p.enum([...SCHEDULED_RIDE_STATUSES]).default('scheduled'),
    createdAt: p.datetime().defaultRaw('now()'),
    dispatchedAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
  }),
});
export type ScheduledRide = InferEntity<typeof ScheduledRide>;

// A message between the rider and the driver while the ride goes on, pushed on the ride's live
// topic. The simulated driver answers with a canned reply (`cannedReply`, translated where it is
// shown, `simulated` true) instead of text.
export const RideMessage = defineEntity({
  name: 'RideMessage',
  tableName: 'ride_message',
  indexes: [{ name: 'ride_message_ride_created_index', properties: ['ride', 'createdAt'] }],
  checks: [{ name: 'ride_message_content_check', expression: '(body is null) <> (canned_reply is null)' }],
  properties: (p) => ({
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    ride: p.manyToOne(Ride).deleteRule('cascade'),
    sender: p.enum([...RIDE_MESSAGE_SENDERS]),
    body: p.text().nullable(),
    cannedReply: p.enum([...DRIVER_CANNED_REPLIES]).nullable(),
    simulated: p.boolean().default(false),
    createdAt: p.datetime().defaultRaw('now()'),
  }),
});
export type RideMessage = InferEntity<typeof RideMessage>;
