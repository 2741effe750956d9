// Rides after booking: one ride (owner or staff), the traveller's list, cancelling under the
// fee rules, and the public read-only view behind a share link.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Ride as RideEntity } from '@db/entities/taxi';
import { conflict, notFound } from '../../errors';
import { centsToAmount } from '@shared/money';
import { ACTIVE_RIDE_STATUSES, type Ride } from '@shared/schemas/taxi';
import { cancellationTerms } from '@shared/taxi-fares';
import { t } from '../../core/i18n';
import { recordAudit } from '../../core/audit';
import { actsForCustomer, isStaff, type SessionUser } from '../auth';
import { recordCardCharge } from '../payments';
import { announceRide, releaseDriver } from './ride-steps';
import { RIDE_POPULATE, shareExpiresAt, toRide } from './ride-view';

const mayView = (ride: RideEntity, user: SessionUser) => ride.user.id === user.id || isStaff(user);

/** A ride of the user's (staff: any), loaded now; someone else's ride does not exist. */
export async function findRideFor(em: EntityManager, user: SessionUser, id: string): Promise<RideEntity> {
  const ride = await em.findOne(RideEntity, id, { populate: [...RIDE_POPULATE], refresh: true });
  if (!ride || !mayView(ride, user)) throw notFound(t('taxi:rideNotFound'));
  return ride;
}

export async function loadRide(em: EntityManager, user: SessionUser, id: string): Promise<Ride> {
  return toRide(await findRideFor(em, user, id), { viewer: user });
}

/** The traveller's rides, newest first (the 20 latest). */
export async function listRides(em: EntityManager, user: SessionUser, activeOnly = false): Promise<Ride[]> {
  const rides = await em.find(
    RideEntity,
    { user: user.id, ...(activeOnly ? { status: { $in: [...ACTIVE_RIDE_STATUSES] } } : {}) },
    { populate: [...RIDE_POPULATE], orderBy: { createdAt: 'desc', id: 'asc' }, limit: 20, refresh: true },
  );
  return rides.map((ride) => toRide(ride, { viewer: user }));
}

/** A ride seen through its share link, until an hour after the trip ended. */
export async function findSharedRide(em: EntityManager, token: string): Promise<RideEntity> {
  const ride = await em.findOne(RideEntity, { shareToken: token }, { populate: [...RIDE_POPULATE], refresh: true });
  const expiresAt = ride ? shareExpiresAt(ride) : null;
  if (!ride || (expiresAt && expiresAt.getTime() <= Date.now())) throw notFound(t('taxi:shareExpired'));
  return ride;
}

export async function sharedRide(em: EntityManager, token: string): Promise<Ride> {
  return toRide(await findSharedRide(em, token), { shared: true });
}

/**
 * Cancels a ride that has not started: free until the driver reaches the pickup, then the
 * vehicle type's fee (card: charged now; cash: owed to the driver). Staff cancelling a
 * traveller's ride do it on the traveller's behalf: never a fee, and an audit event. The driver
 * is freed, the booking cancelled with the fee as its amount, and everyone watching is told, in
 * one transaction.
 */
export async function cancelRide(em: EntityManager, user: SessionUser, id: string): Promise<Ride> {
  await em.transactional(async (tx) => {
    const ride = await tx.findOne(RideEntity, id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!ride || !mayView(ride, user)) throw notFound(t('taxi:rideNotFound'));
    await tx.populate(ride, ['driver', 'booking']);
    const terms = cancellationTerms(ride.status, Boolean(ride.arrivedAt), ride.vehicleType);
    if (!terms.allowed) {
      const key = ride.status === 'cancelled' ? 'taxi:alreadyCancelled' : ride.status === 'completed' ? 'taxi:alreadyCompleted' : 'taxi:underWay';
      throw conflict(t(key));
    }
    const forCustomer = actsForCustomer(user, ride.user.id);
    const feeCents = forCustomer ? 0 : terms.feeCents;
    const previous = ride.status;
    const now = new Date();
    ride.status = 'cancelled';
    ride.cancelledAt = now;
    ride.cancellationFeeCents = feeCents;
    ride.etaAt = null;
    const booking = ride.booking;
    booking.status = 'cancelled';
    booking.cancelledAt = now;
    booking.subtotalCents = feeCents;
    booking.discountCents = 0;
    booking.totalCents = feeCents;
    const fee = centsToAmount(feeCents);
    const label = forCustomer
      ? 'Cancelled by support: no charge'
      : feeCents > 0
        ? 'Cancellation fee (the driver had arrived)'
        : 'Cancelled before the driver arrived: no charge';
    booking.bookingDetails = { ...booking.bookingDetails, lines: [{ label, amount: fee }] };
    await tx.flush();
    if (feeCents > 0 && ride.paymentMethod === 'card') {
      await recordCardCharge(tx, { bookingId: booking.id, userId: ride.user.id, amountCents: feeCents, currency: 'USD', cardLast4: ride.cardLast4 ?? null });
    }
    await releaseDriver(tx, ride);
    await announceRide(tx, ride, previous);
    if (forCustomer) {
      await recordAudit(tx, user, {
        action: 'ride.cancel',
        itemType: 'ride',
        itemId: ride.id,
        itemLabel: booking.confirmationCode,
        before: { status: previous },
        after: { status: ride.status, cancellationFee: fee, ...(terms.feeCents > 0 ? { feeWaived: centsToAmount(terms.feeCents) } : {}) },
      });
    }
  });
  return loadRide(em, user, id);
}
