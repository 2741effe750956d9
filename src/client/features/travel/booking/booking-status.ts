import type { TFunction } from 'i18next';
import type { BookingType } from '../../../../shared/schemas/bookings';

export { bookingStatusColor, quantityText } from '../../../lib/booking-status';

export function bookingTypeLabel(t: TFunction, type: BookingType): string {
  return t(`travel:bookingType.${type}`);
}
