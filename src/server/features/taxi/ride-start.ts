// Starting a ride, for a booking now and for a ride booked for later at its dispatch: the quote
// used once, the nearest free driver taken atomically, the ride's row in My Bookings, and the
// ride with its first simulated step (a job) and the traveller's notification, all in the
// caller's transaction so they exist together or not at all.
//
// Taking a driver is a conditional update (free → on_ride) tried nearest first: of any number
// of concurrent bookings, each free driver goes to exactly one; the others get 409 'No drivers
// available nearby'. The partial unique index ride_one_active_per_driver says so again.
import { randomBytes } from 'node:crypto';
import { sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Driver, Ride as RideEntity, TaxiQuote } from '@db/entities/taxi';
import type { AppConfig } from '../../config';
import { countLabel } from '@shared/booking-pricing';
import { distanceKm, type LatLng } from '@shared/geo';
import { centsToAmount } from '@shared/money';
import type { RidePaymentMethod, TaxiVehicleType } from '@shared/schemas/taxi';
import { wholeMinutes } from '@shared/taxi-fares';
import { fieldConflict } from '../../core/catalogue-query';
import { t } from '../../core/i18n';
import { today } from '../../core/travel-calendar';
import { scheduleJob } from '../../platform';
import { insertBooking } from '../bookings';
import { notifyUser } from '../notifications';
import { planRide, stepOffsetSeconds } from './ride-plan';
import { onTimeline, rideStep } from './ride-steps';
import { ridePath } from './ride-view';
import { straightRoute } from './routing';

/** Marks the quote used: once, and only while it is valid (by the database's clock). */
export async function useQuote(tx: EntityManager, quote: TaxiQuote): Promise<void> {
  const used = await tx.nativeUpdate(TaxiQuote, { id: quote.id, usedAt: null, expiresAt: { $gt: sql.now() } }, { usedAt: sql.now() });
  if (used === 0) {
    const current = await tx.findOne(TaxiQuote, quote.id, { refresh: true });
    throw fieldConflict('quoteId', t(current?.usedAt ? 'taxi:quoteUsed' : 'taxi:quoteExpired'));
  }
}

export async function takeNearestDriver(tx: EntityManager, cityId: string, vehicleType: TaxiVehicleType, pickup: LatLng): Promise<Driver | null> {
  const free = await tx.find(Driver, { city: cityId, vehicleType, status: 'free' }, { refresh: true });
  free.sort((a, b) => distanceKm(a, pickup) - distanceKm(b, pickup) || a.id.localeCompare(b.id));
  for (const driver of free) {
    // Waits for a concurrent booking that took this driver, then sees it taken and moves on.
    if ((await tx.nativeUpdate(Driver, { id: driver.id, status: 'free' }, { status: 'on_ride' })) === 1) return driver;
  }
  return null;
}

/** The trip a ride follows: its quote's, or the copy a ride booked for later keeps of it. */
export type RideTrip = Pick<
  TaxiQuote,
  | 'city'
  | 'pickup'
  | 'dropoff'
  | 'pickupLabel'
  | 'pickupLat'
  | 'pickupLng'
  | 'dropoffLabel'
  | 'dropoffLat'
  | 'dropoffLng'
  | 'passengers'
  | 'vehicleType'
  | 'fareCents'
  | 'distanceMeters'
  | 'durationSeconds'
  | 'route'
  | 'routeSource'
>;

/** The ride's row in My Bookings: confirmed at once (cash to the driver, or the card charged at the end). */
export async function insertRideBooking(
  tx: EntityManager,
  userId: string,
  rideId: string,
  trip: RideTrip,
  { day = today(), pickupAt }: { day?: string; pickupAt?: Date } = {},
) {
  const minutes = wholeMinutes(trip.durationSeconds);
  const km = (Math.round(trip.distanceMeters / 100) / 10).toFixed(1);
  const fare = centsToAmount(trip.fareCents);
  return insertBooking(tx, {
    user: userId,
    type: 'ride',
    status: 'confirmed',
    itemId: rideId,
    startDate: day,
    endDate: day,
    quantity: trip.passengers,
    subtotalCents: trip.fareCents,
    discountCents: 0,
    totalCents: trip.fareCents,
    currency: 'USD',
    offerCode: null,
    bookingDetails: {
      itemName: `Taxi: ${trip.pickupLabel} → ${trip.dropoffLabel}`,
      image: null,
      location: trip.city.name,
      startDate: day,
      endDate: day,
      quantity: trip.passengers,
      quantityLabel: countLabel(trip.passengers, 'passenger', 'passengers'),
      unitPrice: fare,
      unitLabel: 'per ride',
      lines: [{ label: `${trip.vehicleType} fare: ${km} km, ${minutes} min`, amount: fare }],
      pickupLocation: trip.pickupLabel,
      dropoffLocation: trip.dropoffLabel,
      category: trip.vehicleType,
      duration: `${minutes} min`,
      detailPath: ridePath(rideId),
      ...(pickupAt ? { pickupAt: pickupAt.toISOString() } : {}),
    },
    holdExpiresAt: null,
    confirmedAt: null,
  });
}

/**
 * Starts a ride with a driver already taken (in the caller's transaction): the ride row, its
 * first simulated step and the traveller's notification. The ride's timeline begins now; for a
 * ride booked for later (`arriveBy`, its pickup time) it begins as late as lets the car still
 * reach the pickup at that time, so the driver does not wait there for a quarter of an hour.
 */
export async function startRide(
  tx: EntityManager,
  config: AppConfig,
  ride: {
    id: string;
    userId: string;
    bookingId: string;
    trip: RideTrip;
    driver: Driver;
    paymentMethod: RidePaymentMethod;
    cardLast4: string | null;
    arriveBy?: Date;
  },
): Promise<void> {
  const { id: rideId, trip, driver } = ride;
  const scale = config.RIDE_TIME_SCALE;
  const pickup = { lat: trip.pickupLat, lng: trip.pickupLng };
  // The driver's way to the pickup is always the straight segment × the road factor: it is
  // decided inside this transaction, which makes no outside (OSRM) call while it holds locks.
  const approach = straightRoute(driver, pickup);
  const plan = planRide(approach.durationSeconds, trip.durationSeconds);
  const now = Date.now();
  const createdAt = new Date(ride.arriveBy ? Math.max(now, ride.arriveBy.getTime() - Math.round((plan.approachSeconds * 1000) / scale)) : now);
  const estimatedArrivalAt = onTimeline({ createdAt }, plan.approachSeconds, scale);
  tx.create(RideEntity, {
    id: rideId,
    user: ride.userId,
    booking: ride.bookingId,
    city: trip.city.id,
    driver: driver.id,
    pickup: trip.pickup?.id ?? null,
    dropoff: trip.dropoff?.id ?? null,
    pickupLabel: trip.pickupLabel,
    pickupLat: trip.pickupLat,
    pickupLng: trip.pickupLng,
    dropoffLabel: trip.dropoffLabel,
    dropoffLat: trip.dropoffLat,
    dropoffLng: trip.dropoffLng,
    passengers: trip.passengers,
    vehicleType: trip.vehicleType,
    paymentMethod: ride.paymentMethod,
    cardLast4: ride.cardLast4,
    status: 'driver_assigned',
    fareCents: trip.fareCents,
    distanceMeters: trip.distanceMeters,
    durationSeconds: trip.durationSeconds,
    route: trip.route,
    routeSource: trip.routeSource,
    approachRoute: approach.points,
    approachSeconds: plan.approachSeconds,
    approachSteps: plan.approachSteps,
    tripSteps: plan.tripSteps,
    step: 0,
    lat: driver.lat,
    lng: driver.lng,
    etaAt: estimatedArrivalAt,
    estimatedArrivalAt,
    createdAt,
    shareToken: randomBytes(16).toString('base64url'),
  });
  await tx.flush();
  await scheduleJob(tx, rideStep, {
    runAt: onTimeline({ createdAt }, stepOffsetSeconds(plan, 1), scale),
    payload: { rideId, step: 1 },
    key: `ride:${rideId}:step:1`,
  });
  await notifyUser(tx, ride.userId, { kind: 'ride.status', params: { status: 'driver_assigned', driverName: driver.name }, link: ridePath(rideId) });
}
