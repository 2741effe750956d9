import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatMoneyExact } from '../../../../shared/money';
import type { Booking } from '../../../../shared/schemas/bookings';
import { errorMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { useInvalidateAvailability } from '../booking/use-start-booking';

/** Asks before cancelling; a paid booking is refunded in full by the server. */
export function CancelBookingModal({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const invalidateAvailability = useInvalidateAvailability();
  const cancel = trpc.bookings.cancel.useMutation({
    onSuccess: (cancelled) => {
      void utils.bookings.invalidate();
      void utils.profile.invalidate();
      void utils.admin.invalidate();
      invalidateAvailability();
      notifications.show({ title: 'Booking Cancelled', message: `${cancelled.bookingDetails.itemName} (${cancelled.confirmationCode}) was cancelled.`, color: 'green' });
      onClose();
    },
    onError: (error) => notifications.show({ title: 'Could not cancel', message: errorMessage(error), color: 'red' }),
  });
  return (
    <Modal opened={booking !== null} onClose={onClose} title="Cancel booking?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {booking && (
        <Stack gap="md">
          <Text>
            Cancel <b>{booking.bookingDetails.itemName}</b> ({booking.confirmationCode})?
          </Text>
          {booking.status === 'confirmed' && (
            <Text size="sm" c="dimmed">
              You paid {formatMoneyExact(booking.totalAmount, booking.currency)}; it is refunded in full.
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
              Keep booking
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ id: booking.id })}>
              Yes, cancel
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
