import { z } from 'zod';
import {
  ZFareEstimate,
  ZFareEstimateRequest,
  ZNearestPlaceRequest,
  ZPlace,
  ZRidePoint,
  ZTaxiCities,
  ZPlaceSearchRequest,
  ZRide,
  ZRideIdRequest,
  ZRideMessage,
  ZRideMessageRequest,
  ZRideRatingRequest,
  ZRideReceipt,
  ZRideTipRequest,
  ZRideListRequest,
  ZShareTokenRequest,
  ZScheduledRide,
  ZScheduledRideRequest,
  ZTaxiBookingRequest,
} from '@shared/schemas/taxi';
import { ZActiveRideList, ZActiveRideRequest } from '@shared/schemas/operations';
import { authedProcedure, publicProcedure, router, staffProcedure } from '../../trpc/init';
import { listActiveRides } from './active-rides';
import { rateRide, rideReceipt, tipRide } from './ride-after';
import { listRideMessages, sendRideMessage } from './ride-messages';
import { bookRide, bookRideForLater } from './dispatch';
import { labelPoint, listCities, toRidePoint } from './geocoding';
import { searchPlaces } from './places';
import { estimateFare } from './quotes';
import { followRide, followSharedRide } from './ride-live';
import { cancelScheduledRide, listScheduledRides, loadScheduledRide } from './scheduled-rides';
import { cancelRide, listRides, loadRide, sharedRide } from './rides.service';

const places = publicProcedure
  .meta({
    summary: 'Places a taxi can pick up at or drop off at (autocomplete)',
    description:
      'The gazetteer of the 13 cities served: airports, districts, landmarks, malls, stations and catalogue hotels. query matches ' +
      "names and aliases in any case ('jkia', 'NBO', 'kenyatta airport'); best match first. city: a city id or name. limit 1-20 (default 8).",
    rest: { method: 'get', path: '/places', tag: 'Taxi' },
  })
  .input(ZPlaceSearchRequest)
  .output(z.array(ZPlace))
  .query(({ ctx, input }) => searchPlaces(ctx.em, input ?? {}));

const cities = publicProcedure
  .meta({
    summary: 'The cities the taxi service runs in, with their centre and radius (where a pin may be dropped), and the map tiles',
    rest: { method: 'get', path: '/taxi-cities', tag: 'Taxi' },
  })
  .output(ZTaxiCities)
  .query(async ({ ctx }) => ({
    cities: await listCities(ctx.em),
    tileUrl: ctx.config.MAP_TILE_URL ?? null,
    tileAttribution: ctx.config.MAP_TILE_URL ? (ctx.config.MAP_TILE_ATTRIBUTION ?? null) : null,
  }));

const nearest = publicProcedure
  .meta({
    summary: 'A label for a point (current location or a pin), if it is in the service area',
    description:
      'The point as a pickup or drop-off: its label (the geocoder’s address with GEOCODER_URL, else the nearest place: ' +
      "'Near Westlands'), city and coordinates. A point outside the cities served (or in the sea) is a 400 naming the area.",
    rest: {
      method: 'get',
      path: '/places/nearest',
      tag: 'Taxi',
      inputRules: {
        lat: 'with lng, a point inside the service area of a city the app serves',
        lng: 'with lat, a point inside the service area of a city the app serves',
      },
    },
  })
  .input(ZNearestPlaceRequest)
  .output(ZRidePoint)
  .query(async ({ ctx, input }) => toRidePoint(await labelPoint(ctx.em, ctx.config, ctx.log, 'lat', input)));

/** A quote: the fare and time of a trip, bookable at that fare for 10 minutes. */
const estimate = publicProcedure
  .meta({
    summary: 'Estimate a taxi fare (a quote valid 10 minutes)',
    description:
      'pickupLocation and dropoffLocation: a place name, alias or id from GET /api/places, or a street address; with pickupPoint / ' +
      'dropoffPoint (coordinates of a current location or a pin) the text is that point’s label. Both ends in one city of the service area. The fare is base + per km + ' +
      'per minute of the vehicle type (docs/taxi-cargo.md); estimatedTime in minutes. Book with quoteId before expiresAt to pay exactly estimatedFare.',
    rest: {
      method: 'post',
      path: '/taxi-fare-estimate',
      tag: 'Taxi',
      inputRules: {
        pickupLocation: 'a place GET /api/places knows',
        dropoffLocation: 'a place GET /api/places knows, another than pickupLocation, in the same city',
      },
    },
  })
  .input(ZFareEstimateRequest)
  .output(ZFareEstimate)
  .mutation(({ ctx, input }) => estimateFare(ctx.em, ctx.config, ctx.log, input));

const book = authedProcedure
  .meta({
    summary: 'Book a taxi: the nearest free driver of the vehicle type is assigned',
    description:
      "The fare is the server's: with quoteId the quote's (same trip, still valid, used once), without it a quote made now; an " +
      'estimatedFare that differs is refused. paymentMethod cash (default, to the driver) or card (cardNumber; charged when the ride ends). ' +
      'The ride then moves on its own (driver_assigned → driver_arriving → in_progress → completed); follow it live on /trpc taxi.live. ' +
      'To book for later, POST /api/scheduled-rides.',
    rest: {
      method: 'post',
      path: '/taxi-bookings',
      tag: 'Taxi',
      status: 201,
      errors: {
        402: 'The card was declined; nothing was booked',
        409: "'No drivers available nearby', the fare differs from the quote, the quote expired or was used, or 2 rides already going on",
      },
      inputRules: {
        quoteId: 'a quote of POST /api/taxi-fare-estimate',
        pickupLocation: 'a place GET /api/places knows',
        dropoffLocation: 'a place GET /api/places knows, another than pickupLocation, in the same city',
        cardNumber: 'given exactly when paymentMethod is card, and a valid card number (Luhn check digit)',
      },
    },
  })
  .input(ZTaxiBookingRequest)
  .output(ZRide)
  .mutation(({ ctx, input }) => bookRide(ctx.em, ctx.config, ctx.log, ctx.user, input));

const bookLater = authedProcedure
  .meta({
    summary: 'Book a taxi for later (up to 7 days ahead): the fare is fixed now, a driver is assigned 15 minutes before pickupAt',
    description:
      'The same fields and fare rules as POST /api/taxi-bookings, and pickupAt. The answer is the scheduled ride (no driver yet); free to ' +
      'cancel until its dispatch, when the ride starts with the same id (GET /api/taxi-bookings/{id}), timed to reach the pickup at pickupAt.',
    rest: {
      method: 'post',
      path: '/scheduled-rides',
      tag: 'Taxi',
      status: 201,
      errors: {
        402: 'The card was declined; nothing was booked',
        409: 'The fare differs from the quote, the quote expired or was used, or 5 rides already booked for later',
      },
      inputRules: {
        quoteId: 'a quote of POST /api/taxi-fare-estimate',
        pickupLocation: 'a place GET /api/places knows',
        dropoffLocation: 'a place GET /api/places knows, another than pickupLocation, in the same city',
        cardNumber: 'given exactly when paymentMethod is card, and a valid card number (Luhn check digit)',
        pickupAt: 'in the future, at most 7 days ahead',
      },
    },
  })
  .input(ZScheduledRideRequest)
  .output(ZScheduledRide)
  .mutation(({ ctx, input }) => bookRideForLater(ctx.em, ctx.config, ctx.log, ctx.user, input));

const scheduled = authedProcedure
  .meta({
    summary: 'Your rides booked for later and not yet dispatched, soonest first',
    rest: { method: 'get', path: '/scheduled-rides', tag: 'Taxi' },
  })
  .output(z.array(ZScheduledRide))
  .query(({ ctx }) => listScheduledRides(ctx.em, ctx.user));

const scheduledRide = authedProcedure
  .meta({
    summary: 'One of your rides booked for later (status scheduled, dispatched, cancelled or no_driver)',
    rest: { method: 'get', path: '/scheduled-rides/:id', tag: 'Taxi' },
  })
  .input(ZRideIdRequest)
  .output(ZScheduledRide)
  .query(({ ctx, input }) => loadScheduledRide(ctx.em, ctx.user, input.id));

const cancelScheduled = authedProcedure
  .meta({
    summary: 'Cancel a ride booked for later, free, before its driver is assigned',
    rest: {
      method: 'post',
      path: '/scheduled-rides/:id/cancel',
      tag: 'Taxi',
      errors: { 409: 'A driver is already assigned (cancel the ride itself), or it is already cancelled' },
    },
  })
  .input(ZRideIdRequest)
  .output(ZScheduledRide)
  .mutation(({ ctx, input }) => cancelScheduledRide(ctx.em, ctx.user, input.id));

const list = authedProcedure
  .meta({
    summary: 'Your taxi rides, newest first',
    rest: { method: 'get', path: '/taxi-bookings', tag: 'Taxi' },
  })
  .input(ZRideListRequest)
  .output(z.array(ZRide))
  .query(({ ctx, input }) => listRides(ctx.em, ctx.user, input?.activeOnly));

const get = authedProcedure
  .meta({
    summary: 'One of your rides, as it is now',
    rest: { method: 'get', path: '/taxi-bookings/:id', tag: 'Taxi' },
  })
  .input(ZRideIdRequest)
  .output(ZRide)
  .query(({ ctx, input }) => loadRide(ctx.em, ctx.user, input.id));

const cancel = authedProcedure
  .meta({
    summary: 'Cancel a ride',
    description: "Free until the driver reaches the pickup; then the vehicle type's fee (Economy $2, Comfort $3, Premium $5). Not once the trip started.",
    rest: { method: 'post', path: '/taxi-bookings/:id/cancel', tag: 'Taxi', errors: { 409: 'The ride is under way, over or already cancelled' } },
  })
  .input(ZRideIdRequest)
  .output(ZRide)
  .mutation(({ ctx, input }) => cancelRide(ctx.em, ctx.user, input.id));

const rate = authedProcedure
  .meta({
    summary: 'Rate the driver after a completed ride (1 to 5 stars and a comment), once, by the rider',
    description: "Updates the driver's shown rating. Staff who can see the ride cannot rate it.",
    rest: {
      method: 'post',
      path: '/taxi-bookings/:id/rating',
      tag: 'Taxi',
      status: 201,
      errors: { 403: 'Not the rider of this ride', 404: 'No such ride of yours', 409: 'The ride is not completed, or is already rated' },
    },
  })
  .input(ZRideRatingRequest)
  .output(ZRide)
  .mutation(({ ctx, input }) => rateRide(ctx.em, ctx.user, input));

const tip = authedProcedure
  .meta({
    summary: 'Tip the driver after a completed ride, once, by the rider',
    description: 'amount in USD ("2.00", at most 50.00), paid like the fare: cash to the driver, or the ride’s card. All of it goes to the driver.',
    rest: {
      method: 'post',
      path: '/taxi-bookings/:id/tip',
      tag: 'Taxi',
      status: 201,
      errors: { 403: 'Not the rider of this ride', 404: 'No such ride of yours', 409: 'The ride is not completed, or a tip was already given' },
      inputRules: { amount: 'from 0.01 to 50.00' },
    },
  })
  .input(ZRideTipRequest)
  .output(ZRide)
  .mutation(({ ctx, input }) => tipRide(ctx.em, ctx.user, input));

const receipt = authedProcedure
  .meta({
    summary: 'The receipt of a completed ride: route, distance, time, fare breakdown, tip and payment method',
    rest: { method: 'get', path: '/taxi-bookings/:id/receipt', tag: 'Taxi', errors: { 409: 'The ride is not completed' } },
  })
  .input(ZRideIdRequest)
  .output(ZRideReceipt)
  .query(({ ctx, input }) => rideReceipt(ctx.em, ctx.user, input.id));

const messages = authedProcedure
  .meta({
    summary: 'The conversation with the driver of a ride (oldest first, the latest 100)',
    description: "The simulated driver's messages carry cannedReply (on_my_way, almost_there, waiting, noted, thanks) instead of body, and simulated: true.",
    rest: { method: 'get', path: '/taxi-bookings/:id/messages', tag: 'Taxi' },
  })
  .input(ZRideIdRequest)
  .output(z.array(ZRideMessage))
  .query(({ ctx, input }) => listRideMessages(ctx.em, ctx.user, input.id));

const sendMessage = authedProcedure
  .meta({
    summary: 'Write to the driver while the ride goes on (the rider only)',
    description: 'Pushed on the ride’s live subscription (taxi.live); the simulated driver answers with a canned reply a few seconds later.',
    rest: {
      method: 'post',
      path: '/taxi-bookings/:id/messages',
      tag: 'Taxi',
      status: 201,
      errors: { 403: 'Not the rider of this ride', 404: 'No such ride of yours', 409: 'The ride is over or cancelled' },
    },
  })
  .input(ZRideMessageRequest)
  .output(ZRideMessage)
  .mutation(({ ctx, input }) => sendRideMessage(ctx.em, ctx.config, ctx.user, input));

const shared = publicProcedure
  .meta({
    summary: 'A ride seen through its share link (read-only)',
    description: 'Works until an hour after the trip ends. Without the driver’s phone, the booking or the card.',
    rest: { method: 'get', path: '/shared-rides/:token', tag: 'Taxi' },
  })
  .input(ZShareTokenRequest)
  .output(ZRide)
  .query(({ ctx, input }) => sharedRide(ctx.em, input.token));

/** Track Ride: the ride and its map, then every step, pushed. */
const live = authedProcedure.input(ZRideIdRequest).subscription(({ ctx, input, signal }) => followRide(ctx, input.id, signal));

/** Staff (back office): the rides going on now. */
const active = staffProcedure
  .meta({
    summary: 'The taxi rides going on now (assigned, arriving, under way), oldest booking first',
    rest: { method: 'get', path: '/admin/rides/active', tag: 'Back office' },
  })
  .input(ZActiveRideRequest)
  .output(ZActiveRideList)
  .query(({ ctx, input }) => listActiveRides(ctx.em, input?.city));

const liveShared = publicProcedure.input(ZShareTokenRequest).subscription(({ ctx, input, signal }) => followSharedRide(ctx, input.token, signal));

export const taxiRouter = router({
  places,
  cities,
  nearest,
  estimate,
  book,
  bookLater,
  scheduled,
  scheduledRide,
  cancelScheduled,
  list,
  get,
  cancel,
  rate,
  tip,
  receipt,
  messages,
  sendMessage,
  shared,
  live,
  liveShared,
  active,
});
