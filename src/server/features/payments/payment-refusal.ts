import type { Booking as BookingEntity } from '@db/entities/booking';
import { AppError, conflict, notFound } from '../../errors';
import { t } from '../../core/i18n';
import { isLapsed, travellersMissing } from '../bookings';

export const holdExpired = () => t('errors:payments.holdExpired');

/** Why this user cannot pay this booking now (not theirs, paid, cancelled, its hold lapsed, a flight's passengers not named); null when they can. */
export function bookingRefusal(booking: BookingEntity | null, userId: string): AppError | null {
  if (!booking || booking.user.id !== userId) return notFound(t('errors:notFound.booking'));
  if (booking.status === 'confirmed') return conflict(t('errors:payments.alreadyPaid'), 'bookingId');
  if (booking.status === 'cancelled') return conflict(t('errors:payments.cancelled'), 'bookingId');
  if (booking.status === 'expired' || isLapsed(booking)) return conflict(holdExpired(), 'bookingId');
  return travellersMissing(booking);
}
