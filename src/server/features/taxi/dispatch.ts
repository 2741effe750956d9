// Booking a ride: the fare is the server's quote, never the client's. Now (POST
// /api/taxi-bookings): the nearest free driver is taken and the ride starts (ride-start.ts), in
// one transaction. For later (POST /api/scheduled-rides): the ride is booked as scheduled and
// dispatched 15 minutes before its pickup time by a job (scheduled-rides.ts).
import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Ride as RideEntity, TaxiQuote } from '@db/entities/taxi';
import { User } from '@db/entities/user';
import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';
import { AppError, conflict } from '../../errors';
import { roundPoint, type LatLng } from '@shared/geo';
import { amountToCents, centsToAmount, formatMoneyExact } from '@shared/money';
import { DECLINED_TEST_CARD, isValidCardNumber } from '@shared/payment-card';
import { ACTIVE_RIDE_STATUSES, type Ride, type ScheduledRide, type ScheduledRideInput, type TaxiBookingInput } from '@shared/schemas/taxi';
import { MAX_ACTIVE_RIDES_PER_USER, MAX_SCHEDULE_DAYS } from '@shared/taxi-fares';
import { fieldConflict, fieldError } from '../../core/catalogue-query';
import { t } from '../../core/i18n';
import type { SessionUser } from '../auth';
import { createQuote, resolveTrip } from './quotes';
import { insertRideBooking, startRide, takeNearestDriver, useQuote } from './ride-start';
import { loadRide } from './rides.service';
import { scheduleRide } from './scheduled-rides';

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
/** A pickup time for a ride booked for later: in the future, at most 7 days ahead. */
function checkPickupTime(pickupAt: string): Date {
  const at = new Date(pickupAt);
  const now = Date.now();
  if (at.getTime() <= now) throw fieldError('pickupAt', t('taxi:pickupInPast'));
  if (at.getTime() > now + MAX_SCHEDULE_DAYS * 86_400_000) throw fieldError('pickupAt', t('taxi:pickupTooFar', { days: MAX_SCHEDULE_DAYS }));
  return at;
}

/** The quote a booking pays (the fare the traveller saw, or 409), and the card checked. */
async function priceBooking(em: EntityManager, config: AppConfig, log: Logger, input: TaxiBookingInput) {
  const quote = input.quoteId ? await quoteForBooking(em, config, log, { ...input, quoteId: input.quoteId }) : await createQuote(em, config, log, input);
  if (input.estimatedFare !== undefined && amountToCents(input.estimatedFare) !== quote.fareCents) {
    const fare = formatMoneyExact(centsToAmount(quote.fareCents));
    throw fieldConflict('estimatedFare', t('taxi:fareChanged', { fare, sent: formatMoneyExact(centsToAmount(amountToCents(input.estimatedFare))) }));
  }
  return { quote, cardLast4: checkCard(input), paymentMethod: input.paymentMethod ?? 'cash' };
}

/** POST /api/taxi-bookings: a ride now, a driver assigned at once. */
export async function bookRide(em: EntityManager, config: AppConfig, log: Logger, user: SessionUser, input: TaxiBookingInput): Promise<Ride> {
  const { quote, cardLast4, paymentMethod } = await priceBooking(em, config, log, input);
  const rideId = randomUUID();
  await em.transactional(async (tx) => {
    // One booking at a time per traveller, so the active-ride limit holds under concurrency.
    await tx.findOneOrFail(User, user.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const active = await tx.count(RideEntity, { user: user.id, status: { $in: [...ACTIVE_RIDE_STATUSES] } });
    if (active >= MAX_ACTIVE_RIDES_PER_USER) throw conflict(t('taxi:tooManyRides', { count: active }));
    await useQuote(tx, quote);

    const driver = await takeNearestDriver(tx, quote.city.id, quote.vehicleType, { lat: quote.pickupLat, lng: quote.pickupLng });
    if (!driver) throw conflict(t('taxi:noDrivers'));
    const booking = await insertRideBooking(tx, user.id, rideId, quote);
    await startRide(tx, config, { id: rideId, userId: user.id, bookingId: booking.id, trip: quote, driver, paymentMethod, cardLast4 });
  });
  return loadRide(em, user, rideId);
}

/** POST /api/scheduled-rides: the trip booked for later at the fare quoted now; dispatched 15 minutes before pickupAt. */
export async function bookRideForLater(
  em: EntityManager,
  config: AppConfig,
  log: Logger,
  user: SessionUser,
  input: ScheduledRideInput,
): Promise<ScheduledRide> {
  const pickupAt = checkPickupTime(input.pickupAt);
  const { quote, cardLast4, paymentMethod } = await priceBooking(em, config, log, input);
  return scheduleRide(em, user, { quote, pickupAt, paymentMethod, cardLast4 });
}
