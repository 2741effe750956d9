import { Button, Group, Stack, Text } from '@mantine/core';
import { AppModal } from '../../../components/AppModal';
import { showToast } from '../../../lib/toast';
import { Trans, useTranslation } from 'react-i18next';
import type { Booking } from '../../../../shared/schemas/bookings';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { useInvalidateAvailability } from '../../../booking/start-booking';

/** Asks before cancelling; a paid booking is refunded in full by the server. */
export function CancelBookingModal({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const utils = trpc.useUtils();
  const invalidateAvailability = useInvalidateAvailability();
  const cancel = trpc.bookings.cancel.useMutation({
    onSuccess: (cancelled) => {
      void utils.bookings.invalidate();
      void utils.profile.invalidate();
      void utils.admin.invalidate();
      invalidateAvailability();
      showToast({ title: t('cancelled.title'), message: t('cancelled.text', { item: cancelled.bookingDetails.itemName, code: cancelled.confirmationCode }), color: 'green' });
      onClose();
    },
    onError: (error) => showToast({ title: t('cancelFailed'), message: errorMessage(error), color: 'red' }),
  });
  return (
    <AppModal opened={booking !== null} onClose={onClose} title={t('confirm.title')}>
      {booking && (
        <Stack gap="md">
          <Text>
            <Trans t={t} i18nKey="confirm.question" values={{ item: booking.bookingDetails.itemName, code: booking.confirmationCode }} components={{ b: <b /> }} />
          </Text>
          {booking.status === 'confirmed' && (
            <Text size="sm" c="dimmed">
              {t('confirm.refund', { amount: format.moneyExact(booking.totalAmount, booking.currency) })}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
              {t('confirm.keep')}
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ id: booking.id })}>
              {t('confirm.yes')}
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
