// Rides booked for later (pickupAt): the fare is the quote's, fixed at booking; the ride waits
// as `scheduled` (My Bookings shows it, its traveller may cancel it for free) until a recurring
// job dispatches it DISPATCH_LEAD_MINUTES before the pickup time: the nearest free driver is
// taken then and the ride starts with the same id and booking, timed so that the car reaches
// the pickup at the time booked. Dispatch claims each ride with a conditional update
// (scheduled → dispatched), so with any number of instances (or runs) a ride is dispatched once.
import { randomUUID } from 'node:crypto';
import { LockMode, sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ScheduledRide as ScheduledRideEntity, type TaxiQuote } from '@db/entities/taxi';
import { Booking } from '@db/entities/booking';
import { User } from '@db/entities/user';
import type { AppConfig } from '../../config';
import { conflict, notFound } from '../../errors';
import { centsToAmount } from '@shared/money';
import type { RidePaymentMethod, ScheduledRide } from '@shared/schemas/taxi';
import { DISPATCH_LEAD_MINUTES, MAX_SCHEDULED_RIDES_PER_USER, wholeMinutes } from '@shared/taxi-fares';
import { travelToday } from '@shared/travel-calendar';
import { recordAudit } from '../../core/audit';
import { t } from '../../core/i18n';
import { defineRecurringJob } from '../../platform';
import { actsForCustomer, isStaff, type SessionUser } from '../auth';
import { notifyBookingCancelled, notifyBookingConfirmed } from '../bookings';
import { insertRideBooking, startRide, takeNearestDriver, useQuote } from './ride-start';

const LEAD_MS = DISPATCH_LEAD_MINUTES * 60_000;
const POPULATE = ['city', 'booking'] as const;

export function toScheduledRide(row: ScheduledRideEntity): ScheduledRide {
  return {
    id: row.id,
    status: row.status,
    bookingId: row.booking.id,
    confirmationCode: row.booking.confirmationCode,
    pickupAt: row.pickupAt.toISOString(),
    dispatchAt: new Date(row.pickupAt.getTime() - LEAD_MS).toISOString(),
    pickupLocation: row.pickupLabel,
    dropoffLocation: row.dropoffLabel,
    city: row.city.name,
    passengers: row.passengers,
    vehicleType: row.vehicleType,
    estimatedFare: centsToAmount(row.fareCents),
    currency: 'USD',
    estimatedTime: wholeMinutes(row.durationSeconds),
    distanceKm: Math.round(row.distanceMeters / 100) / 10,
    paymentMethod: row.paymentMethod,
    cardLast4: row.cardLast4 ?? null,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

const mayView = (row: ScheduledRideEntity, user: SessionUser) => row.user.id === user.id || isStaff(user);

export async function loadScheduledRide(em: EntityManager, user: SessionUser, id: string): Promise<ScheduledRide> {
  const row = await em.findOne(ScheduledRideEntity, id, { populate: [...POPULATE], refresh: true });
  if (!row || !mayView(row, user)) throw notFound(t('taxi:rideNotFound'));
  return toScheduledRide(row);
}

/** The traveller's rides booked for later and not yet dispatched, soonest first. */
export async function listScheduledRides(em: EntityManager, user: SessionUser): Promise<ScheduledRide[]> {
  const rows = await em.find(
    ScheduledRideEntity,
    { user: user.id, status: 'scheduled' },
    { populate: [...POPULATE], orderBy: { pickupAt: 'asc', id: 'asc' }, refresh: true },
  );
  return rows.map(toScheduledRide);
}

/** Books the quoted trip for later: the quote used, the booking confirmed, no driver yet. */
export async function scheduleRide(
  em: EntityManager,
  user: SessionUser,
  { quote, pickupAt, paymentMethod, cardLast4 }: { quote: TaxiQuote; pickupAt: Date; paymentMethod: RidePaymentMethod; cardLast4: string | null },
): Promise<ScheduledRide> {
  const id = randomUUID();
  await em.transactional(async (tx) => {
    // One booking at a time per traveller, so the limit holds under concurrency.
    await tx.findOneOrFail(User, user.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const waiting = await tx.count(ScheduledRideEntity, { user: user.id, status: 'scheduled' });
    if (waiting >= MAX_SCHEDULED_RIDES_PER_USER) throw conflict(t('taxi:tooManyScheduled', { count: waiting }));
    await useQuote(tx, quote);
    const booking = await insertRideBooking(tx, user.id, id, quote, { day: travelToday(pickupAt), pickupAt });
    tx.create(ScheduledRideEntity, {
      id,
      user: user.id,
      booking: booking.id,
      city: quote.city.id,
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
      paymentMethod,
      cardLast4,
      fareCents: quote.fareCents,
      distanceMeters: quote.distanceMeters,
      durationSeconds: quote.durationSeconds,
      route: quote.route,
      routeSource: quote.routeSource,
      pickupAt,
      status: 'scheduled',
    });
    await tx.flush();
    await notifyBookingConfirmed(tx, await tx.findOneOrFail(Booking, booking.id));
  });
  return loadScheduledRide(em, user, id);
}

/**
 * Cancels a ride booked for later, free, while it is still scheduled: once dispatched it is a
 * ride with a driver, cancelled on Track Ride under the usual terms. Staff do it for the
 * traveller, with an audit event.
 */
export async function cancelScheduledRide(em: EntityManager, user: SessionUser, id: string): Promise<ScheduledRide> {
  await em.transactional(async (tx) => {
    const row = await tx.findOne(ScheduledRideEntity, id, { populate: [...POPULATE], refresh: true });
    if (!row || !mayView(row, user)) throw notFound(t('taxi:rideNotFound'));
    // The same claim as dispatch: of a cancel and a dispatch at the same moment, one wins.
    const claimed = await tx.nativeUpdate(ScheduledRideEntity, { id, status: 'scheduled' }, { status: 'cancelled', cancelledAt: sql.now() });
    if (claimed === 0) {
      await tx.refresh(row);
      throw conflict(t(row.status === 'dispatched' ? 'taxi:alreadyDispatched' : 'taxi:alreadyCancelled'));
    }
    await cancelBookingOf(tx, row, 'Cancelled before dispatch: no charge');
    if (actsForCustomer(user, row.user.id)) {
      await recordAudit(tx, user, {
        action: 'ride.cancel',
        itemType: 'ride',
        itemId: row.id,
        itemLabel: row.booking.confirmationCode,
        before: { status: 'scheduled' },
        after: { status: 'cancelled' },
      });
    }
  });
  return loadScheduledRide(em, user, id);
}

async function cancelBookingOf(tx: EntityManager, row: ScheduledRideEntity, label: string): Promise<void> {
  const booking = row.booking;
  booking.status = 'cancelled';
  booking.cancelledAt = new Date();
  booking.subtotalCents = 0;
  booking.discountCents = 0;
  booking.totalCents = 0;
  booking.bookingDetails = { ...booking.bookingDetails, lines: [{ label, amount: centsToAmount(0) }] };
  await tx.flush();
  await notifyBookingCancelled(tx, booking);
}

/**
 * Dispatches one scheduled ride, in the caller's transaction: true when this call dispatched it.
 * With no free driver it waits for the next run, and once its pickup time has passed it is
 * given up (no_driver: the booking cancelled, nothing charged, the traveller told).
 */
async function dispatchScheduledRide(tx: EntityManager, config: AppConfig, row: ScheduledRideEntity): Promise<boolean> {
  // A concurrent run's update waits for this transaction, then finds the ride no longer scheduled.
  const claimed = await tx.nativeUpdate(ScheduledRideEntity, { id: row.id, status: 'scheduled' }, { status: 'dispatched', dispatchedAt: sql.now() });
  if (claimed === 0) return false;
  const driver = await takeNearestDriver(tx, row.city.id, row.vehicleType, { lat: row.pickupLat, lng: row.pickupLng });
  if (!driver) {
    if (row.pickupAt.getTime() > Date.now()) {
      await tx.nativeUpdate(ScheduledRideEntity, { id: row.id }, { status: 'scheduled', dispatchedAt: null });
      return false;
    }
    await tx.nativeUpdate(ScheduledRideEntity, { id: row.id }, { status: 'no_driver', dispatchedAt: null, cancelledAt: sql.now() });
    await cancelBookingOf(tx, row, 'No driver was free at the pickup time: no charge');
    return false;
  }
  await startRide(tx, config, {
    id: row.id,
    userId: row.user.id,
    bookingId: row.booking.id,
    trip: row,
    driver,
    paymentMethod: row.paymentMethod,
    cardLast4: row.cardLast4 ?? null,
    arriveBy: row.pickupAt,
  });
  return true;
}

/** Dispatches the scheduled rides due (pickup within DISPATCH_LEAD_MINUTES, by the database's clock); the ids dispatched. */
export async function dispatchDueRides(tx: EntityManager, config: AppConfig): Promise<string[]> {
  const due = await tx.find(
    ScheduledRideEntity,
    { status: 'scheduled', pickupAt: { $lte: sql`now() + make_interval(mins => ${DISPATCH_LEAD_MINUTES})` } },
    { populate: ['city', 'booking', 'pickup', 'dropoff'], orderBy: { pickupAt: 'asc', id: 'asc' }, limit: 100, refresh: true },
  );
  const dispatched: string[] = [];
  for (const row of due) if (await dispatchScheduledRide(tx, config, row)) dispatched.push(row.id);
  return dispatched;
}

/** Every minute, on one instance at a time (and safe on several: each ride is claimed once). */
export const dispatchScheduledRides = defineRecurringJob({
  kind: 'taxi.dispatch-scheduled',
  every: 60_000,
  async run({ em, config }) {
    await dispatchDueRides(em, config);
  },
});
