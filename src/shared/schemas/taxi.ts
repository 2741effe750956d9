import { z } from 'zod';
import { ZAmount, zOptionalInt, zOptionalText } from './common';
import { plainText } from './text';

// Taxi (Taxi dialog, Taxi fare estimate / Taxi booking, taxi steps, the two
// POST paths, passengers 1 to 4, Economy/Comfort/Premium, USD). Places come from the
// gazetteer (GET /api/places); fares and the ride's timing from src/shared/taxi-fares.ts.
// The enums here are the only declaration: entities, demo data, zod and the client use them.

export const TAXI_VEHICLE_TYPES = ['Economy', 'Comfort', 'Premium'] as const;
export type TaxiVehicleType = (typeof TAXI_VEHICLE_TYPES)[number];

export const PLACE_KINDS = ['airport', 'district', 'landmark', 'hotel', 'station', 'mall'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** Driver_assigned → driver_arriving → in_progress → completed, or cancelled. */
export const RIDE_STATUSES = ['driver_assigned', 'driver_arriving', 'in_progress', 'completed', 'cancelled'] as const;
export type RideStatus = (typeof RIDE_STATUSES)[number];
export const ACTIVE_RIDE_STATUSES = ['driver_assigned', 'driver_arriving', 'in_progress'] as const satisfies readonly RideStatus[];
export const isActiveRide = (status: RideStatus) => (ACTIVE_RIDE_STATUSES as readonly RideStatus[]).includes(status);

/**
 * A ride booked for later: scheduled until its dispatch (a driver assigned 15 minutes before the
 * pickup time), then the ride itself; cancelled by the traveller before that; or no_driver when
 * no car was free up to the pickup time.
 */
export const SCHEDULED_RIDE_STATUSES = ['scheduled', 'dispatched', 'cancelled', 'no_driver'] as const;
export type ScheduledRideStatus = (typeof SCHEDULED_RIDE_STATUSES)[number];

/** Cash to the driver, or card (the simulated processor, charged when the ride ends). */
export const RIDE_PAYMENT_METHODS = ['cash', 'card'] as const;
export type RidePaymentMethod = (typeof RIDE_PAYMENT_METHODS)[number];

/** Where a quote's route came from: an OSRM server (OSRM_URL) or straight segments × the road factor. */
export const ROUTE_SOURCES = ['osrm', 'straight'] as const;
export type RouteSource = (typeof ROUTE_SOURCES)[number];

export const MAX_TAXI_PASSENGERS = 4;
/** The Taxi dialog's message when pickup or drop-off is missing. */
export const MISSING_LOCATIONS = 'Missing Information - Please enter pickup and dropoff locations.';
const PASSENGERS_MESSAGE = `Must be a whole number from 1 to ${MAX_TAXI_PASSENGERS}`;
const VEHICLE_MESSAGE = `Choose one of ${TAXI_VEHICLE_TYPES.join(', ')}`;

/** Case, accents, punctuation and spacing do not matter when matching a place's name. */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export const ZLatLng = z.object({ lat: z.number(), lng: z.number() });
export type LatLngView = z.infer<typeof ZLatLng>;

export const ZPlace = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PLACE_KINDS),
  cityId: z.string(),
  city: z.string(),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** Airports: 'NBO'. */
  iataCode: z.string().nullable(),
});
export type Place = z.infer<typeof ZPlace>;

/** GET /api/places?query=: autocomplete over names and aliases (IATA codes, short names). */
export const ZPlaceSearchRequest = z
  .object({
    query: zOptionalText(100),
    /** A city id ('nairobi') or name: only its places. */
    city: zOptionalText(60),
    limit: zOptionalInt(1, 20, 'Must be a whole number from 1 to 20'),
  })
  .optional();

const zLocation = () =>
  plainText(z.string({ error: MISSING_LOCATIONS }).trim().min(1, MISSING_LOCATIONS).max(120, 'Use at most 120 characters')).describe(
    "A place's name or alias from GET /api/places ('JKIA', 'Westlands') or its id, a street address, or (with the matching *Point) the point's label",
  );

/** Latitude and longitude in WGS84 degrees, as a browser's Geolocation API or a map pin gives them. */
export const ZPointInput = z
  .object({
    lat: z.number({ error: 'Expected a latitude in degrees' }).min(-90, 'Expected a latitude from -90 to 90').max(90, 'Expected a latitude from -90 to 90'),
    lng: z
      .number({ error: 'Expected a longitude in degrees' })
      .min(-180, 'Expected a longitude from -180 to 180')
      .max(180, 'Expected a longitude from -180 to 180'),
  })
  .describe('Coordinates of the point (current location or a pin); the matching *Location field is then its label');

/** A pickup or drop-off as stored: coordinates and a label, with the gazetteer place it is (if any). */
export const ZRidePoint = z.object({
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** The gazetteer place chosen; null for a current location, a pin or a typed address. */
  placeId: z.string().nullable(),
  cityId: z.string(),
  city: z.string(),
});
export type RidePoint = z.infer<typeof ZRidePoint>;

/** A city the taxi service runs in: a pin must fall within its radius (and near one of its places). */
export const ZTaxiCity = z.object({ id: z.string(), name: z.string(), country: z.string(), lat: z.number(), lng: z.number(), radiusKm: z.number() });
export type TaxiCityView = z.infer<typeof ZTaxiCity>;
/** GET /api/taxi-cities: the cities, and the map's tiles (MAP_TILE_URL; null: offline, no tiles). */
export const ZTaxiCities = z.object({ cities: z.array(ZTaxiCity), tileUrl: z.string().nullable(), tileAttribution: z.string().nullable() });
export type TaxiCities = z.infer<typeof ZTaxiCities>;

/** GET /api/places/nearest?lat&lng: a label for any coordinate inside the service area. */
export const ZNearestPlaceRequest = z.object({
  lat: z.coerce
    .number({ error: 'Expected a latitude in degrees' })
    .min(-90, 'Expected a latitude from -90 to 90')
    .max(90, 'Expected a latitude from -90 to 90'),
  lng: z.coerce
    .number({ error: 'Expected a longitude in degrees' })
    .min(-180, 'Expected a longitude from -180 to 180')
    .max(180, 'Expected a longitude from -180 to 180'),
});

const zPassengers = () =>
  z.number({ error: PASSENGERS_MESSAGE }).int(PASSENGERS_MESSAGE).min(1, PASSENGERS_MESSAGE).max(MAX_TAXI_PASSENGERS, PASSENGERS_MESSAGE);

/** POST /api/taxi-fare-estimate. passengers defaults to 1, vehicleType to Economy. */
export const ZFareEstimateRequest = z.object({
  pickupLocation: zLocation(),
  dropoffLocation: zLocation(),
  pickupPoint: ZPointInput.optional(),
  dropoffPoint: ZPointInput.optional(),
  passengers: zPassengers().optional(),
  vehicleType: z.enum(TAXI_VEHICLE_TYPES, { error: VEHICLE_MESSAGE }).optional(),
});
export type FareEstimateRequest = z.input<typeof ZFareEstimateRequest>;

export const ZFareBreakdown = z.object({ base: ZAmount, distance: ZAmount, time: ZAmount });

/** Taxi fare estimate (estimatedFare, estimatedTime) plus the quote behind it. */
export const ZFareEstimate = z.object({
  /** Book with it within 10 minutes (expiresAt): the fare is then exactly estimatedFare. */
  quoteId: z.uuid(),
  estimatedFare: ZAmount,
  currency: z.literal('USD'),
  /** Minutes the trip takes, door to door. */
  estimatedTime: z.number().int(),
  distanceKm: z.number(),
  fareBreakdown: ZFareBreakdown,
  pickup: ZRidePoint,
  dropoff: ZRidePoint,
  passengers: z.number().int(),
  vehicleType: z.enum(TAXI_VEHICLE_TYPES),
  route: z.array(ZLatLng),
  routeSource: z.enum(ROUTE_SOURCES),
  expiresAt: z.iso.datetime(),
});
export type FareEstimate = z.infer<typeof ZFareEstimate>;

const zFareAmount = () =>
  z
    .string({ error: 'Expected an amount like "12.50"' })
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Expected an amount like "12.50"');

/**
 * POST /api/taxi-bookings (pickupLocation, dropoffLocation, passengers, estimatedFare,
 * currency). The fare is the server's: with quoteId, the quote's (it must be for the same trip
 * and still valid); without, a quote made now. An estimatedFare that differs is refused (409).
 */
const ZTaxiBookingFields = z.object({
  quoteId: z.uuid({ error: 'Expected a quoteId from POST /api/taxi-fare-estimate' }).optional(),
  pickupLocation: zLocation(),
  dropoffLocation: zLocation(),
  pickupPoint: ZPointInput.optional(),
  dropoffPoint: ZPointInput.optional(),
  passengers: zPassengers().optional(),
  vehicleType: z.enum(TAXI_VEHICLE_TYPES, { error: VEHICLE_MESSAGE }).optional(),
  estimatedFare: zFareAmount().optional(),
  currency: z.literal('USD', { error: 'Rides are charged in USD' }).optional(),
  paymentMethod: z.enum(RIDE_PAYMENT_METHODS, { error: 'Choose cash or card' }).optional(),
  /** Card payments: checked now, charged when the ride ends (the simulated processor). */
  cardNumber: plainText(z.string().max(40, 'Too long'))
    .transform((value) => value.replace(/[\s-]/g, ''))
    // 12 to 19 digits, spaces or dashes between them (removed before the check).
    .meta({ pattern: '^(?:\\d[ -]?){11,18}\\d$' })
    .optional(),
});

/** Card payments: the number exactly when paying by card. */
function checkCardFields(value: { paymentMethod?: RidePaymentMethod; cardNumber?: string }, ctx: z.RefinementCtx) {
  if (value.paymentMethod === 'card' && !value.cardNumber) ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: 'Required for card payments' });
  if (value.paymentMethod !== 'card' && value.cardNumber) ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: 'Only for card payments' });
}

export const ZTaxiBookingRequest = ZTaxiBookingFields.superRefine(checkCardFields);
export type TaxiBookingRequest = z.input<typeof ZTaxiBookingRequest>;
export type TaxiBookingInput = z.output<typeof ZTaxiBookingRequest>;

const PICKUP_AT_MESSAGE = 'Expected a date and time like 2026-12-01T08:30:00+03:00';

/** POST /api/scheduled-rides: a taxi booked for later, the same fields as a booking now and the pickup time. */
export const ZScheduledRideRequest = ZTaxiBookingFields.extend({
  pickupAt: z.iso
    .datetime({ offset: true, error: PICKUP_AT_MESSAGE })
    .describe('When the car should be at the pickup: in the future, at most 7 days ahead (a driver is assigned 15 minutes before)'),
}).superRefine(checkCardFields);
export type ScheduledRideRequest = z.input<typeof ZScheduledRideRequest>;
export type ScheduledRideInput = z.output<typeof ZScheduledRideRequest>;

export const ZRideDriver = z.object({
  name: z.string(),
  /** Out of 5, one decimal: '4.8'. */
  rating: z.string(),
  /** For Call Driver (a tel: link); not on shared links. */
  phone: z.string().nullable(),
  vehicleType: z.enum(TAXI_VEHICLE_TYPES),
  make: z.string(),
  model: z.string(),
  colour: z.string(),
  plateNumber: z.string(),
});

/** What changes while a ride goes on: pushed live at every step. */
export const ZRideProgress = z.object({
  rideId: z.uuid(),
  /** Increases by one at every simulated step. */
  step: z.number().int(),
  status: z.enum(RIDE_STATUSES),
  /** Where the car is now. */
  position: ZLatLng,
  /** When the car should reach the next point: the pickup, then the drop-off; null once over. */
  etaAt: z.iso.datetime().nullable(),
  /** When the driver reached the pickup (cancelling then costs the fee). */
  arrivedAt: z.iso.datetime().nullable(),
  startedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  /** Charged when cancelled after the driver arrived. */
  cancellationFee: ZAmount.nullable(),
});
export type RideProgress = z.infer<typeof ZRideProgress>;

/** Taxi booking (driverName, driverRating, vehicleType, plateNumber, status, estimatedArrival) and the ride. */
export const ZRide = ZRideProgress.extend({
  id: z.uuid(),
  /** Seen by staff acting for the traveller: cancelling it then never costs the traveller a fee. */
  forCustomer: z.boolean(),
  bookingId: z.uuid().nullable(),
  confirmationCode: z.string().nullable(),
  driverName: z.string(),
  driverRating: z.string(),
  vehicleType: z.enum(TAXI_VEHICLE_TYPES),
  plateNumber: z.string(),
  /** When the driver is expected at the pickup (from the driver's distance). */
  estimatedArrival: z.iso.datetime(),
  /** Whole minutes from booking to the driver's arrival. */
  estimatedArrivalMinutes: z.number().int(),
  driver: ZRideDriver,
  pickupLocation: z.string(),
  dropoffLocation: z.string(),
  city: z.string(),
  passengers: z.number().int(),
  estimatedFare: ZAmount,
  currency: z.literal('USD'),
  estimatedTime: z.number().int(),
  distanceKm: z.number(),
  paymentMethod: z.enum(RIDE_PAYMENT_METHODS),
  cardLast4: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** The public read-only link (owner and staff only): '/track/ride/<token>'. */
  sharePath: z.string().nullable(),
  /** The shared link stops working then (an hour after the trip ends); null while it goes on. */
  shareExpiresAt: z.iso.datetime().nullable(),
  /** The rider's rating of the driver after the ride (owner and staff only); null until rated. */
  rating: z.object({ stars: z.number().int(), comment: z.string().nullable(), ratedAt: z.iso.datetime() }).nullable(),
  /** The rider's tip to the driver (owner and staff only); null: none. */
  tip: ZAmount.nullable(),
});
export type Ride = z.infer<typeof ZRide>;

/** A ride booked for later (POST /api/scheduled-rides); once dispatched, GET /api/taxi-bookings/{id} has the ride, with the same id. */
export const ZScheduledRide = z.object({
  id: z.uuid(),
  status: z.enum(SCHEDULED_RIDE_STATUSES),
  bookingId: z.uuid(),
  confirmationCode: z.string(),
  /** When the car is to be at the pickup. */
  pickupAt: z.iso.datetime(),
  /** When a driver is assigned (15 minutes before the pickup). */
  dispatchAt: z.iso.datetime(),
  pickupLocation: z.string(),
  dropoffLocation: z.string(),
  city: z.string(),
  passengers: z.number().int(),
  vehicleType: z.enum(TAXI_VEHICLE_TYPES),
  /** The fare quoted at booking: the one charged. */
  estimatedFare: ZAmount,
  currency: z.literal('USD'),
  estimatedTime: z.number().int(),
  distanceKm: z.number(),
  paymentMethod: z.enum(RIDE_PAYMENT_METHODS),
  cardLast4: z.string().nullable(),
  createdAt: z.iso.datetime(),
  cancelledAt: z.iso.datetime().nullable(),
});
export type ScheduledRide = z.infer<typeof ZScheduledRide>;

export const MAX_RIDE_COMMENT_LENGTH = 500;
/** A tip is at most this, in USD: a slip of the finger never pays a driver a fortune. */
export const MAX_TIP_CENTS = 50_00;
const STARS_MESSAGE = 'Give 1 to 5 stars';
const TIP_MESSAGE = 'Expected an amount from 0.01 to 50.00, like "2.00"';

/** POST /api/taxi-bookings/{id}/rating: once per completed ride, by its rider. */
export const ZRideRatingRequest = z.object({
  id: z.uuid({ error: 'Expected a ride id' }),
  stars: z.number({ error: STARS_MESSAGE }).int(STARS_MESSAGE).min(1, STARS_MESSAGE).max(5, STARS_MESSAGE),
  comment: plainText(z.string().trim().max(MAX_RIDE_COMMENT_LENGTH, `Use at most ${MAX_RIDE_COMMENT_LENGTH} characters`), { multiline: true })
    .optional()
    .nullable(),
});
export type RideRatingRequest = z.input<typeof ZRideRatingRequest>;

/** POST /api/taxi-bookings/{id}/tip: once per completed ride, by its rider, paid like the fare. */
export const ZRideTipRequest = z.object({
  id: z.uuid({ error: 'Expected a ride id' }),
  amount: plainText(z.string({ error: TIP_MESSAGE }).trim())
    .refine(
      (value) => /^\d{1,2}(\.\d{1,2})?$/.test(value) && Math.round(Number(value) * 100) >= 1 && Math.round(Number(value) * 100) <= MAX_TIP_CENTS,
      TIP_MESSAGE,
    )
    .meta({ pattern: '^\\d{1,2}(\\.\\d{1,2})?$' }),
});

/** GET /api/taxi-bookings/{id}/receipt: a completed ride's receipt. */
export const ZRideReceipt = z.object({
  rideId: z.uuid(),
  confirmationCode: z.string(),
  pickupLocation: z.string(),
  dropoffLocation: z.string(),
  city: z.string(),
  route: z.array(ZLatLng),
  routeSource: z.enum(ROUTE_SOURCES),
  distanceKm: z.number(),
  /** Minutes of the trip as priced (door to door). */
  tripMinutes: z.number().int(),
  bookedAt: z.iso.datetime(),
  startedAt: z.iso.datetime(),
  completedAt: z.iso.datetime(),
  driverName: z.string(),
  vehicleType: z.enum(TAXI_VEHICLE_TYPES),
  plateNumber: z.string(),
  fareBreakdown: ZFareBreakdown,
  fare: ZAmount,
  tip: ZAmount.nullable(),
  /** Fare + tip. */
  total: ZAmount,
  currency: z.literal('USD'),
  paymentMethod: z.enum(RIDE_PAYMENT_METHODS),
  cardLast4: z.string().nullable(),
});
export type RideReceipt = z.infer<typeof ZRideReceipt>;

export const RIDE_MESSAGE_SENDERS = ['rider', 'driver'] as const;
/** The simulated driver's answers, translated where they are shown. */
export const DRIVER_CANNED_REPLIES = ['on_my_way', 'almost_there', 'waiting', 'noted', 'thanks'] as const;
export type DriverCannedReply = (typeof DRIVER_CANNED_REPLIES)[number];
export const MAX_RIDE_MESSAGE_LENGTH = 500;

/** A message between the rider and the driver; a simulated driver's has a canned reply instead of a body. */
export const ZRideMessage = z.object({
  id: z.uuid(),
  sender: z.enum(RIDE_MESSAGE_SENDERS),
  body: z.string().nullable(),
  cannedReply: z.enum(DRIVER_CANNED_REPLIES).nullable(),
  /** Written by the simulation, not a person: shown as such. */
  simulated: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type RideMessageView = z.infer<typeof ZRideMessage>;

/** POST /api/taxi-bookings/{id}/messages: the rider writes to the driver while the ride goes on. */
export const ZRideMessageRequest = z.object({
  id: z.uuid({ error: 'Expected a ride id' }),
  body: plainText(
    z.string({ error: 'Write a message' }).trim().min(1, 'Write a message').max(MAX_RIDE_MESSAGE_LENGTH, `Use at most ${MAX_RIDE_MESSAGE_LENGTH} characters`),
    { multiline: true },
  ),
});

/** What the map draws: the trip's route, the driver's way to the pickup, pins and landmarks. */
export const ZRideMap = z.object({
  route: z.array(ZLatLng),
  approachRoute: z.array(ZLatLng),
  routeSource: z.enum(ROUTE_SOURCES),
  pickup: ZLatLng,
  dropoff: ZLatLng,
  landmarks: z.array(z.object({ name: z.string(), lat: z.number(), lng: z.number() })),
  /** MAP_TILE_URL (an XYZ template) and its attribution; null: offline, no tiles. */
  tileUrl: z.string().nullable(),
  tileAttribution: z.string().nullable(),
});
export type RideMap = z.infer<typeof ZRideMap>;

/** Track Ride's subscription: the whole ride and its map first (and after any gap), then each step. */
export const ZRideLiveMessage = z.discriminatedUnion('type', [
  /** messages: the rider's conversation with the driver (none on a shared link). */
  z.object({ type: z.literal('snapshot'), ride: ZRide, map: ZRideMap, messages: z.array(ZRideMessage) }),
  z.object({ type: z.literal('progress'), progress: ZRideProgress }),
  z.object({ type: z.literal('message'), message: ZRideMessage }),
]);
export type RideLiveMessage = z.infer<typeof ZRideLiveMessage>;

export const ZRideIdRequest = z.object({ id: z.uuid({ error: 'Expected a ride id' }) });

/** A share link's token: 128 random bits, base64url. */
export const ZShareTokenRequest = z.object({
  token: z.string({ error: 'Expected a share token' }).regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a share link of ours'),
});

export const ZRideListRequest = z
  .object({
    /** Only rides still going on (assigned, arriving, in progress). */
    activeOnly: z.boolean().optional(),
  })
  .optional();
