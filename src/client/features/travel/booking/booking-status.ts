import type { TFunction } from 'i18next';
import type { BookingType } from '../../../../shared/schemas/bookings';

export { bookingStatusColor } from '../../../lib/booking-status';

export function bookingTypeLabel(t: TFunction, type: BookingType): string {
  return t(`travel:bookingType.${type}`);
}

/** '2 rooms', '1 passenger', '1 car', '3 places'; other kinds keep the booking's own label. */
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
