import type { TFunction } from 'i18next';
import type { BookingStatus, BookingType } from '@shared/schemas/bookings';

/** Booking status badges: confirmed green, pending yellow, cancelled red, other grey. */
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
const QUANTITY_UNIT: Partial<Record<BookingType, string>> = { hotel: 'room', flight: 'passenger', car: 'car', tour: 'place', ride: 'passenger', order: 'item' };

export function quantityText(t: TFunction, type: BookingType, quantity: number, fallback: string): string {
  const unit = QUANTITY_UNIT[type];
  return unit ? t(`travel:quantity.${unit}`, { count: quantity }) : fallback;
}

export function bookingTypeLabel(t: TFunction, type: BookingType): string {
  return t(`travel:bookingType.${type}`);
}
