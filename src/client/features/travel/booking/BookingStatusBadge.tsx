import { Badge } from '@mantine/core';
import type { BookingStatus } from '../../../../shared/schemas/bookings';
import { bookingStatusColor } from './booking-status';

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge color={bookingStatusColor(status)} variant="light" data-status={status}>
      {status}
    </Badge>
  );
}
