// Booking a ride (POST /api/taxi-bookings): the fare is the server's quote, never the client's;
// the nearest free driver of the vehicle type is taken atomically; the ride, its booking row
// (My Bookings), its first simulated step (a job) and the traveller's notification are written
// in one transaction, so they exist together or not at all.
//
// Taking a driver is a conditional update (free → on_ride) tried nearest first: of any number
// of concurrent bookings, each free driver goes to exactly one; the others get 409 'No drivers
// available nearby'. The partial unique index ride_one_active_per_driver says so again.
import { randomBytes, randomUUID } from 'node:crypto';
import { LockMode, sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Driver, Ride as RideEntity, TaxiQuote } from '../../../../prisma-free-db/entities/taxi';
import { User } from '../../../../prisma-free-db/entities/user';
import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';
import { AppError, conflict } from '../../errors';
import { countLabel } from '../../../shared/booking-pricing';
import { distanceKm, roundPoint, type LatLng } from '../../../shared/geo';
import { amountToCents, centsToAmount, formatMoneyExact } from '../../../shared/money';
import { DECLINED_TEST_CARD, isValidCardNumber } from '../../../shared/payment-card';
import { ACTIVE_RIDE_STATUSES, type Ride, type TaxiBookingInput, type TaxiVehicleType } from '../../../shared/schemas/taxi';
import { MAX_ACTIVE_RIDES_PER_USER, wholeMinutes } from '../../../shared/taxi-fares';
import { fieldConflict, fieldError } from '../../core/catalogue-query';
import { t } from '../../core/i18n';
import { today } from '../../core/travel-calendar';
import { scheduleJob } from '../../platform';
import type { SessionUser } from '../auth';
import { insertBooking } from '../bookings';
import { notifyUser } from '../notifications';
import { createQuote, resolveTrip } from './quotes';
import { planRide, stepOffsetSeconds } from './ride-plan';
import { onTimeline, rideStep } from './ride-steps';
import { ridePath } from './ride-view';
import { loadRide } from './rides.service';
import { straightRoute } from './routing';

const samePoint = (a: LatLng, b: LatLng) => roundPoint(a).lat === roundPoint(b).lat && roundPoint(a).lng === roundPoint(b).lng;

/** The quote a booking names, checked against the trip it asks for. */
async function quoteForBooking(em: EntityManager, config: AppConfig, log: Logger, input: TaxiBookingInput & { quoteId: string }): Promise<TaxiQuote> {
  const quote = await em.findOne(TaxiQuote, input.quoteId, { populate: ['city'] });
  if (!quote) throw fieldError('quoteId', t('taxi:noSuchQuote'));
  const { pickup, dropoff } = await resolveTrip(em, config, log, input);
  const sameTrip =
    samePoint(pickup, { lat: quote.pickupLat, lng: quote.pickupLng }) &&
    samePoint(dropoff, { lat: quote.dropoffLat, lng: quote.dropoffLng }) &&
    (input.passengers ?? quote.passengers) === quote.passengers &&
    (input.vehicleType ?? quote.vehicleType) === quote.vehicleType;
  if (!sameTrip) throw fieldConflict('quoteId', t('taxi:quoteMismatch'));
  return quote;
}

function checkCard(input: TaxiBookingInput): string | null {
  if (input.paymentMethod !== 'card' || !input.cardNumber) return null;
  if (!isValidCardNumber(input.cardNumber)) throw fieldError('cardNumber', t('taxi:invalidCard'));
  if (input.cardNumber === DECLINED_TEST_CARD) throw new AppError('PAYMENT_REQUIRED', t('taxi:cardDeclined'), { field: 'cardNumber' });
  return input.cardNumber.slice(-4);
}

/** The nearest free driver of the type, taken for this ride; null when none is free. */
async function takeNearestDriver(tx: EntityManager, cityId: string, vehicleType: TaxiVehicleType, pickup: LatLng): Promise<Driver | null> {
  const free = await tx.find(Driver, { city: cityId, vehicleType, status: 'free' }, { refresh: true });
  free.sort((a, b) => distanceKm(a, pickup) - distanceKm(b, pickup) || a.id.localeCompare(b.id));
  for (const driver of free) {
    // Waits for a concurrent booking that took this driver, then sees it taken and moves on.
    if ((await tx.nativeUpdate(Driver, { id: driver.id, status: 'free' }, { status: 'on_ride' })) === 1) return driver;
  }
  return null;
}

export async function bookRide(em: EntityManager, config: AppConfig, log: Logger, user: SessionUser, input: TaxiBookingInput): Promise<Ride> {
  const quote = input.quoteId ? await quoteForBooking(em, config, log, { ...input, quoteId: input.quoteId }) : await createQuote(em, config, log, input);
  if (input.estimatedFare !== undefined && amountToCents(input.estimatedFare) !== quote.fareCents) {
    const fare = formatMoneyExact(centsToAmount(quote.fareCents));
    throw fieldConflict('estimatedFare', t('taxi:fareChanged', { fare, sent: formatMoneyExact(centsToAmount(amountToCents(input.estimatedFare))) }));
  }
  const cardLast4 = checkCard(input);
  const rideId = randomUUID();
  const scale = config.RIDE_TIME_SCALE;

  await em.transactional(async (tx) => {
    // One booking at a time per traveller, so the active-ride limit holds under concurrency.
    await tx.findOneOrFail(User, user.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const active = await tx.count(RideEntity, { user: user.id, status: { $in: [...ACTIVE_RIDE_STATUSES] } });
    if (active >= MAX_ACTIVE_RIDES_PER_USER) throw conflict(t('taxi:tooManyRides', { count: active }));

    const used = await tx.nativeUpdate(TaxiQuote, { id: quote.id, usedAt: null, expiresAt: { $gt: sql.now() } }, { usedAt: sql.now() });
    if (used === 0) {
      const current = await tx.findOne(TaxiQuote, quote.id, { refresh: true });
      throw fieldConflict('quoteId', t(current?.usedAt ? 'taxi:quoteUsed' : 'taxi:quoteExpired'));
    }

    const pickup = { lat: quote.pickupLat, lng: quote.pickupLng };
    const driver = await takeNearestDriver(tx, quote.city.id, quote.vehicleType, pickup);
    if (!driver) throw conflict(t('taxi:noDrivers'));

    // The driver's way to the pickup is always the straight segment × the road factor: it is
    // decided inside this transaction, which makes no outside (OSRM) call while it holds locks.
    const approach = straightRoute(driver, pickup);
    const plan = planRide(approach.durationSeconds, quote.durationSeconds);
    const createdAt = new Date();
    const estimatedArrivalAt = onTimeline({ createdAt }, plan.approachSeconds, scale);
    const minutes = wholeMinutes(quote.durationSeconds);
    const km = (Math.round(quote.distanceMeters / 100) / 10).toFixed(1);
    const fare = centsToAmount(quote.fareCents);
    const day = today();
    const booking = await insertBooking(tx, {
      user: user.id,
      type: 'ride',
      status: 'confirmed',
      itemId: rideId,
      startDate: day,
      endDate: day,
      quantity: quote.passengers,
      subtotalCents: quote.fareCents,
      discountCents: 0,
      totalCents: quote.fareCents,
      currency: 'USD',
      offerCode: null,
      bookingDetails: {
        itemName: `Taxi: ${quote.pickupLabel} → ${quote.dropoffLabel}`,
        image: null,
        location: quote.city.name,
        startDate: day,
        endDate: day,
        quantity: quote.passengers,
        quantityLabel: countLabel(quote.passengers, 'passenger', 'passengers'),
        unitPrice: fare,
        unitLabel: 'per ride',
        lines: [{ label: `${quote.vehicleType} fare: ${km} km, ${minutes} min`, amount: fare }],
        pickupLocation: quote.pickupLabel,
        dropoffLocation: quote.dropoffLabel,
        category: quote.vehicleType,
        duration: `${minutes} min`,
        detailPath: ridePath(rideId),
      },
      holdExpiresAt: null,
      confirmedAt: null,
    });
    tx.create(RideEntity, {
      id: rideId,
      user: user.id,
      booking: booking.id,
      city: quote.city.id,
      driver: driver.id,
      pickup: quote.pickup?.id ?? null,
      dropoff: quote.dropoff?.id ?? null,
      pickupLabel: quote.pickupLabel,
      pickupLat: quote.pickupLat,
      pickupLng: quote.pickupLng,
      dropoffLabel: quote.dropoffLabel,
      dropoffLat: quote.dropoffLat,
      dropoffLng: quote.dropoffLng,
      passengers: quote.passengers,
      vehicleType: quote.vehicleType,
      paymentMethod: input.paymentMethod ?? 'cash',
      cardLast4,
      status: 'driver_assigned',
      fareCents: quote.fareCents,
      distanceMeters: quote.distanceMeters,
      durationSeconds: quote.durationSeconds,
      route: quote.route,
      routeSource: quote.routeSource,
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
    await notifyUser(tx, user.id, { kind: 'ride.status', params: { status: 'driver_assigned', driverName: driver.name }, link: ridePath(rideId) });
  });
  return loadRide(em, user, rideId);
}
