import type { BookingStatus, BookingType } from '../../../../shared/schemas/bookings';

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

export const BOOKING_TYPE_LABELS: Record<BookingType, string> = {
  hotel: 'Hotel',
  flight: 'Flight',
  car: 'Car',
  tour: 'Tour',
  ride: 'Taxi',
  cargo: 'Cargo',
  order: 'Order',
  other: 'Other',
};
