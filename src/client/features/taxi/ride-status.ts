import type { RideStatus } from '@shared/schemas/taxi';

/** Driver_assigned is shown blue, any other status yellow. */
export function rideStatusColor(status: RideStatus | string): string {
  return status === 'driver_assigned' ? 'blue' : 'yellow';
}

/** Underscores are shown as spaces (English); other languages translate the words. */
export const rideStatusKey = (status: RideStatus) => `taxi:status.${status}` as const;
