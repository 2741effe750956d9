// A ride as the API shows it: to its owner (and staff) with the driver's phone, the booking and
// the share link; on a shared link without them. Progress is the part pushed at every step.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Place, Ride as RideEntity } from '@db/entities/taxi';
import type { AppConfig } from '../../config';
import { centsToAmount } from '@shared/money';
import type { Ride, RideMap, RideProgress } from '@shared/schemas/taxi';
import { SHARE_LINK_HOURS_AFTER_TRIP, wholeMinutes } from '@shared/taxi-fares';
import { actsForCustomer, type SessionUser } from '../auth';

/** What a ride view needs loaded with it. */
export const RIDE_POPULATE = ['driver', 'city', 'booking'] as const;

export const rideTopic = (rideId: string) => `ride:${rideId}`;
export const sharePath = (token: string) => `/track/ride/${token}`;
export const ridePath = (rideId: string) => `/rides/${rideId}`;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** When the shared link stops working: an hour after the trip ended; null while it goes on. */
export function shareExpiresAt(ride: Pick<RideEntity, 'completedAt' | 'cancelledAt'>): Date | null {
  const ended = ride.completedAt ?? ride.cancelledAt;
  return ended ? new Date(ended.getTime() + SHARE_LINK_HOURS_AFTER_TRIP * 3_600_000) : null;
}

export function toRideProgress(ride: RideEntity): RideProgress {
  return {
    rideId: ride.id,
    step: ride.step,
    status: ride.status,
    position: { lat: ride.lat, lng: ride.lng },
    etaAt: iso(ride.etaAt),
    arrivedAt: iso(ride.arrivedAt),
    startedAt: iso(ride.startedAt),
    completedAt: iso(ride.completedAt),
    cancelledAt: iso(ride.cancelledAt),
    cancellationFee: ride.cancellationFeeCents === null || ride.cancellationFeeCents === undefined ? null : centsToAmount(ride.cancellationFeeCents),
  };
}

/**
 * `shared`: seen through a share link: no phone, booking, card or link. `viewer`: who looks (staff
 * looking at a traveller's ride act for the traveller: cancelling then costs nothing).
 */
export function toRide(ride: RideEntity, { shared = false, viewer }: { shared?: boolean; viewer?: Pick<SessionUser, 'id' | 'role'> } = {}): Ride {
  const driver = ride.driver;
  return {
    ...toRideProgress(ride),
    id: ride.id,
    forCustomer: !shared && viewer !== undefined && actsForCustomer(viewer, ride.user.id),
    bookingId: shared ? null : ride.booking.id,
    confirmationCode: shared ? null : ride.booking.confirmationCode,
    driverName: driver.name,
    driverRating: driver.rating,
    vehicleType: ride.vehicleType,
    plateNumber: driver.plateNumber,
    estimatedArrival: ride.estimatedArrivalAt.toISOString(),
    estimatedArrivalMinutes: wholeMinutes((ride.estimatedArrivalAt.getTime() - ride.createdAt.getTime()) / 1000),
    driver: {
      name: driver.name,
      rating: driver.rating,
      phone: shared ? null : driver.phone,
      vehicleType: driver.vehicleType,
      make: driver.vehicleMake,
      model: driver.vehicleModel,
      colour: driver.vehicleColour,
      plateNumber: driver.plateNumber,
    },
    pickupLocation: ride.pickupLabel,
    dropoffLocation: ride.dropoffLabel,
    city: ride.city.name,
    passengers: ride.passengers,
    estimatedFare: centsToAmount(ride.fareCents),
    currency: 'USD',
    estimatedTime: wholeMinutes(ride.durationSeconds),
    distanceKm: Math.round(ride.distanceMeters / 100) / 10,
    paymentMethod: ride.paymentMethod,
    cardLast4: shared ? null : (ride.cardLast4 ?? null),
    createdAt: ride.createdAt.toISOString(),
    sharePath: shared ? null : sharePath(ride.shareToken),
    shareExpiresAt: iso(shareExpiresAt(ride)),
    rating:
      !shared && ride.ratingStars && ride.ratedAt
        ? { stars: ride.ratingStars, comment: ride.ratingComment ?? null, ratedAt: ride.ratedAt.toISOString() }
        : null,
    tip: !shared && ride.tipCents ? centsToAmount(ride.tipCents) : null,
  };
}

/** The map of a ride: its routes, pins, the city's landmarks, and the tile settings. */
export async function rideMap(em: EntityManager, config: AppConfig, ride: RideEntity): Promise<RideMap> {
  const landmarks = await em.find(Place, { city: ride.city.id, showOnMap: true }, { fields: ['name', 'lat', 'lng'], orderBy: { name: 'asc' } });
  return {
    route: ride.route,
    approachRoute: ride.approachRoute,
    routeSource: ride.routeSource,
    pickup: { lat: ride.pickupLat, lng: ride.pickupLng },
    dropoff: { lat: ride.dropoffLat, lng: ride.dropoffLng },
    landmarks: landmarks.map((place) => ({ name: place.name, lat: place.lat, lng: place.lng })),
    tileUrl: config.MAP_TILE_URL ?? null,
    tileAttribution: config.MAP_TILE_URL ? (config.MAP_TILE_ATTRIBUTION ?? null) : null,
  };
}
