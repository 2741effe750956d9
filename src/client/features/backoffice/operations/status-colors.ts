// Badge colours of the spec, as Track Ride and the tracking page show them (the taxi and
// cargo features hold the same rules; client features do not import each other).
import type { CargoStatus } from '@shared/schemas/cargo';
import type { RideStatus } from '@shared/schemas/taxi';

/** pending yellow, in_transit blue, delivered green, any other grey. */
export function cargoStatusColor(status: CargoStatus): string {
  return { pending: 'yellow', in_transit: 'blue', delivered: 'green' }[status] ?? 'gray';
}

/** driver_assigned blue, any other status yellow. */
export function rideStatusColor(status: RideStatus): string {
  return status === 'driver_assigned' ? 'blue' : 'yellow';
}
