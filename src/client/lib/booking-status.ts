import type { TFunction } from 'i18next';
import type { BookingStatus, BookingType } from '../../shared/schemas/bookings';

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

/**
 * '2 rooms', '1 passenger', '1 car', '3 places' in the language on screen (the travel
 * namespace's texts: a screen using it loads 'travel'); other kinds keep the booking's own label.
 */
export function quantityText(t: TFunction, type: BookingType, quantity: number, fallback: string): string {
  switch (type) {
    case 'hotel':
      return t('travel:quantity.room', { count: quantity });
    case 'flight':
      return t('travel:quantity.passenger', { count: quantity });
    case 'car':
      return t('travel:quantity.car', { count: quantity });
    case 'tour':
      return t('travel:quantity.place', { count: quantity });
    case 'ride':
      return t('travel:quantity.passenger', { count: quantity });
    case 'order':
      return t('travel:quantity.item', { count: quantity });
    default:
      return fallback;
  }
}
