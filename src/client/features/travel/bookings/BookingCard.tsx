import { Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconX } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { formatMoneyExact } from '../../../../shared/money';
import type { Booking } from '../../../../shared/schemas/bookings';
import { BOOKING_TYPE_LABELS } from '../booking/booking-status';
import { BookingStatusBadge } from '../booking/BookingStatusBadge';
import { checkoutPath } from '../booking/use-start-booking';
import { dateRange } from '../ui/dates';

// My Bookings card: status badge (spec §4 colours), type, item, dates, amount, confirmation
// code; 'Pay now' for a pending hold, Cancel when the server allows it.
export function BookingCard({ booking, onCancel }: { booking: Booking; onCancel: (booking: Booking) => void }) {
  const details = booking.bookingDetails;
  return (
    <Card withBorder radius="md" p="sm" component="article" aria-label={`${details.itemName} ${booking.confirmationCode}`} data-testid="booking-card">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {details.image && <Image src={details.image} alt="" w={72} h={72} radius="sm" fit="cover" style={{ flexShrink: 0 }} />}
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {BOOKING_TYPE_LABELS[booking.type]}
            </Text>
            <BookingStatusBadge status={booking.status} />
          </Group>
          <Text fw={700} lh={1.25}>
            {details.itemName}
          </Text>
          {booking.startDate && (
            <Text size="sm" c="dimmed">
              {dateRange(booking.startDate, booking.endDate)}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {details.quantityLabel}
          </Text>
        </Stack>
      </Group>
      <Group justify="space-between" align="flex-end" mt="sm" wrap="nowrap">
        <div>
          <Text size="xs" c="dimmed">
            Confirmation code
          </Text>
          <Text fw={700} ff="monospace" data-testid="booking-code">
            {booking.confirmationCode}
          </Text>
        </div>
        <Stack gap={0} align="flex-end">
          <Text fw={800} fz="lg">
            {formatMoneyExact(booking.totalAmount, booking.currency)}
          </Text>
          {booking.status === 'pending' && booking.holdExpiresAt && (
            <Text size="xs" c="orange">
              Pay by {dayjs(booking.holdExpiresAt).format('HH:mm')}
            </Text>
          )}
          {booking.status === 'cancelled' && booking.confirmedAt && (
            <Text size="xs" c="dimmed">
              Refunded
            </Text>
          )}
        </Stack>
      </Group>
      {(booking.status === 'pending' || booking.canCancel) && (
        <Group mt="sm" gap="xs" justify="flex-end">
          {booking.status === 'pending' && (
            <Button component={Link} to={checkoutPath(booking.id)} leftSection={<IconCreditCard size={16} />} style={{ flex: 1 }}>
              Pay now
            </Button>
          )}
          {booking.canCancel && (
            <Button variant="subtle" color="red" leftSection={<IconX size={16} />} onClick={() => onCancel(booking)}>
              Cancel
            </Button>
          )}
        </Group>
      )}
    </Card>
  );
}
