import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '../../../../shared/schemas/bookings';
import { bookingStatusColor } from '../../../booking/booking-labels';

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('travel');
  return (
    <Badge color={bookingStatusColor(status)} variant="light" data-status={status}>
      {t(`bookingStatus.${status}`)}
    </Badge>
  );
}
