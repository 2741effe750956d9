// Active rides for staff (back office): every ride going on now, oldest booking first,
// optionally in one city. Staff open one on Track Ride (/rides/<id>, which lets staff see any ride).
import type { EntityManager } from '@mikro-orm/postgresql';
import { Ride as RideEntity } from '@db/entities/taxi';
import { centsToAmount } from '@shared/money';
import type { ActiveRideList } from '@shared/schemas/operations';
import { ACTIVE_RIDE_STATUSES } from '@shared/schemas/taxi';
import { likeLiteral } from '../../core/catalogue-query';

/** More than a city's fleet could be on the road at once; the list says how many there are in all. */
const LIMIT = 200;

export async function listActiveRides(em: EntityManager, city?: string): Promise<ActiveRideList> {
  const where = {
    status: { $in: [...ACTIVE_RIDE_STATUSES] },
    ...(city ? { city: { $or: [{ id: city.toLowerCase() }, { name: { $ilike: likeLiteral(city) } }] } } : {}),
  };
  const [rides, total] = await em.findAndCount(RideEntity, where, {
    populate: ['city', 'driver', 'user'],
    orderBy: { createdAt: 'asc', id: 'asc' },
    limit: LIMIT,
    refresh: true,
  });
  return {
    total,
    items: rides.map((ride) => ({
      id: ride.id,
      status: ride.status,
      city: ride.city.name,
      pickup: ride.pickupLabel,
      dropoff: ride.dropoffLabel,
      passengers: ride.passengers,
      vehicleType: ride.vehicleType,
      driverName: ride.driver.name,
      plateNumber: ride.driver.plateNumber,
      traveller: ride.user.username,
      paymentMethod: ride.paymentMethod,
      fare: centsToAmount(ride.fareCents),
      currency: 'USD' as const,
      bookedAt: ride.createdAt.toISOString(),
      etaAt: ride.etaAt ? ride.etaAt.toISOString() : null,
    })),
  };
}
