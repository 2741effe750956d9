import type { BookingStatus } from '../../shared/schemas/bookings';

/** Spec §4 booking status badges: confirmed green, pending yellow, cancelled red, other grey. */
export function bookingStatusColor(status: BookingStatus | string): string {
  switch (status) {
    case 'confirmed':
      return 'green';
    case 'pending':
      return 'yellow';
    case 'cancelled':
      return 'red';
    default:
      return 'gray';
  }
}
