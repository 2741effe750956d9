// Taxi: the gazetteer, fare estimates (quotes), bookings with dispatch, and the ride after.
import { z } from 'zod';
import { ZFareEstimate, ZFareEstimateRequest, ZPlace, ZPlaceSearchRequest, ZRide, ZRideIdRequest, ZRideListRequest, ZShareTokenRequest, ZTaxiBookingRequest } from '../../../shared/schemas/taxi';
import { get, post } from '../binding';

const tag = 'Taxi';

export const taxiRoutes = [
  get('/places', {
    tag,
    summary: 'Places a taxi can pick up at or drop off at (autocomplete)',
    description:
      'The gazetteer of the 13 cities served: airports, districts, landmarks, malls, stations and catalogue hotels. query matches ' +
      "names and aliases in any case ('jkia', 'NBO', 'kenyatta airport'); best match first. city: a city id or name. limit 1-20 (default 8).",
    input: ZPlaceSearchRequest,
    output: z.array(ZPlace),
    call: (api, input) => api.taxi.places(input),
  }),
  post('/taxi-fare-estimate', {
    tag,
    summary: 'Estimate a taxi fare (a quote valid 10 minutes)',
    description:
      'pickupLocation and dropoffLocation: a place name, alias or id from GET /api/places, in one city. The fare is base + per km + ' +
      'per minute of the vehicle type (docs/taxi-cargo.md); estimatedTime in minutes. Book with quoteId before expiresAt to pay exactly estimatedFare.',
    input: ZFareEstimateRequest,
    output: ZFareEstimate,
    call: (api, input) => api.taxi.estimate(input),
  }),
  post('/taxi-bookings', {
    tag,
    summary: 'Book a taxi: the nearest free driver of the vehicle type is assigned',
    description:
      "The fare is the server's: with quoteId the quote's (same trip, still valid, used once), without it a quote made now; an " +
      'estimatedFare that differs is refused. paymentMethod cash (default, to the driver) or card (cardNumber; charged when the ride ends). ' +
      'The ride then moves on its own (driver_assigned → driver_arriving → in_progress → completed); follow it live on /trpc taxi.live.',
    access: 'signed-in',
    input: ZTaxiBookingRequest,
    status: 201,
    output: ZRide,
    errors: {
      402: 'The card was declined; nothing was booked',
      409: "'No drivers available nearby', the fare differs from the quote, the quote expired or was used, or 2 rides already going on",
    },
    call: (api, input) => api.taxi.book(input),
  }),
  get('/taxi-bookings', {
    tag,
    summary: 'Your taxi rides, newest first',
    access: 'signed-in',
    input: ZRideListRequest,
    output: z.array(ZRide),
    call: (api, input) => api.taxi.list(input),
  }),
  get('/taxi-bookings/:id', {
    tag,
    summary: 'One of your rides, as it is now',
    access: 'signed-in',
    input: ZRideIdRequest,
    output: ZRide,
    call: (api, input) => api.taxi.get(input),
  }),
  post('/taxi-bookings/:id/cancel', {
    tag,
    summary: 'Cancel a ride',
    description: "Free until the driver reaches the pickup; then the vehicle type's fee (Economy $2, Comfort $3, Premium $5). Not once the trip started.",
    access: 'signed-in',
    input: ZRideIdRequest,
    output: ZRide,
    errors: { 409: 'The ride is under way, over or already cancelled' },
    call: (api, input) => api.taxi.cancel(input),
  }),
  get('/shared-rides/:token', {
    tag,
    summary: 'A ride seen through its share link (read-only)',
    description: 'Works until an hour after the trip ends. Without the driver’s phone, the booking or the card.',
    input: ZShareTokenRequest,
    output: ZRide,
    call: (api, input) => api.taxi.shared(input),
  }),
];
