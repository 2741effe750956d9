import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bookingStateWord, type BookingStateFacts } from '@shared/booking-vocabulary';
import { bookingStatusColor } from '../../../booking/booking-labels';

/**
 * The booking's state in its kind's own words (an order placed or delivered, a ride completed, a
 * shipment delivered; travel confirmed), coloured by its status: confirmed green, pending
 * yellow, cancelled red, anything else grey.
 */
export function BookingStatusBadge({ booking }: { booking: BookingStateFacts }) {
  const { t } = useTranslation('travel');
  const word = bookingStateWord(booking);
  return (
    <Badge color={bookingStatusColor(booking.status)} variant="light" data-status={booking.status} data-state={word}>
      {t(`bookingStatus.${word}`)}
    </Badge>
  );
}
