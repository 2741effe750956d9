// After the ride: the rider rates the driver (1 to 5 stars and a comment) and may tip, each once
// per completed ride and only by the rider (staff who can see the ride cannot); and the
// receipt. Each "once" is a conditional update (rated_at / tipped_at still null), so two
// requests at the same moment record one. The driver's shown rating is their base rating,
// worth BASE_RATING_WEIGHT ratings, averaged with every rider's stars, in the same statement.
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Driver, Ride as RideEntity } from '@db/entities/taxi';
import { conflict, forbidden } from '../../errors';
import { amountToCents, centsToAmount } from '@shared/money';
import type { Ride, RideReceipt } from '@shared/schemas/taxi';
import { taxiFare, wholeMinutes } from '@shared/taxi-fares';
import { t } from '../../core/i18n';
import type { SessionUser } from '../auth';
import { findRideFor, loadRide } from './rides.service';

/** The demo data's rating stands for this many earlier ratings, so one rider moves it a little. */
export const BASE_RATING_WEIGHT = 20;

/** The ride, if `user` rode it and it is completed; else 403 or 409 saying why. */
async function completedRideOf(em: EntityManager, user: SessionUser, id: string): Promise<RideEntity> {
  const ride = await findRideFor(em, user, id);
  if (ride.user.id !== user.id) throw forbidden(t('taxi:onlyRider'));
  if (ride.status !== 'completed') throw conflict(t('taxi:notCompleted'));
  return ride;
}

export async function rateRide(em: EntityManager, user: SessionUser, input: { id: string; stars: number; comment?: string | null }): Promise<Ride> {
  const ride = await completedRideOf(em, user, input.id);
  await em.transactional(async (tx) => {
    const rated = await tx.nativeUpdate(
      RideEntity,
      { id: ride.id, ratedAt: null },
      { ratingStars: input.stars, ratingComment: input.comment || null, ratedAt: new Date() },
    );
    if (rated === 0) throw conflict(t('taxi:alreadyRated'));
    // Right-hand sides read the row as it was: the new average includes this rating once.
    await tx.nativeUpdate(
      Driver,
      { id: ride.driver.id },
      {
        ratingsCount: raw('ratings_count + 1'),
        ratingsSum: raw('ratings_sum + ?', [input.stars]),
        rating: raw('round((base_rating * ? + ratings_sum + ?) / (? + ratings_count + 1), 1)', [BASE_RATING_WEIGHT, input.stars, BASE_RATING_WEIGHT]),
      },
    );
  });
  return loadRide(em, user, ride.id);
}

export async function tipRide(em: EntityManager, user: SessionUser, input: { id: string; amount: string }): Promise<Ride> {
  const ride = await completedRideOf(em, user, input.id);
  const tipped = await em.nativeUpdate(RideEntity, { id: ride.id, tippedAt: null }, { tipCents: amountToCents(input.amount), tippedAt: new Date() });
  if (tipped === 0) throw conflict(t('taxi:alreadyTipped'));
  return loadRide(em, user, ride.id);
}

/** A completed ride's receipt (the rider and staff). */
export async function rideReceipt(em: EntityManager, user: SessionUser, id: string): Promise<RideReceipt> {
  const ride = await findRideFor(em, user, id);
  if (ride.status !== 'completed' || !ride.startedAt || !ride.completedAt) throw conflict(t('taxi:receiptNotReady'));
  const fare = taxiFare(ride.vehicleType, ride.distanceMeters, ride.durationSeconds);
  const tipCents = ride.tipCents ?? 0;
  return {
    rideId: ride.id,
    confirmationCode: ride.booking.confirmationCode,
    pickupLocation: ride.pickupLabel,
    dropoffLocation: ride.dropoffLabel,
    city: ride.city.name,
    route: ride.route,
    routeSource: ride.routeSource,
    distanceKm: Math.round(ride.distanceMeters / 100) / 10,
    tripMinutes: wholeMinutes(ride.durationSeconds),
    bookedAt: ride.createdAt.toISOString(),
    startedAt: ride.startedAt.toISOString(),
    completedAt: ride.completedAt.toISOString(),
    driverName: ride.driver.name,
    vehicleType: ride.vehicleType,
    plateNumber: ride.driver.plateNumber,
    fareBreakdown: { base: centsToAmount(fare.baseCents), distance: centsToAmount(fare.distanceCents), time: centsToAmount(fare.timeCents) },
    fare: centsToAmount(ride.fareCents),
    tip: ride.tipCents ? centsToAmount(ride.tipCents) : null,
    total: centsToAmount(ride.fareCents + tipCents),
    currency: 'USD',
    paymentMethod: ride.paymentMethod,
    cardLast4: ride.cardLast4 ?? null,
  };
}
