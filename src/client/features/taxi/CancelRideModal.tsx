import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Ride } from '@shared/schemas/taxi';
import { AppModal } from '../../components/AppModal';
import { errorMessage } from '../../lib/errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { usePriceFormat } from '../../lib/display-currency';

/** Asks before cancelling, saying what it costs now (`note`: free until the driver arrives, then the fee; free when staff cancel for the traveller). */
export function CancelRideModal({ ride, note, opened, onClose }: { ride: Ride; note: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('taxi');
  const prices = usePriceFormat();
  const utils = trpc.useUtils();
  const cancel = trpc.taxi.cancel.useMutation({
    onSuccess: (cancelled) => {
      void utils.taxi.list.invalidate();
      void utils.bookings.invalidate();
      const charged = cancelled.cancellationFee && cancelled.cancellationFee !== '0.00';
      const message = cancelled.forCustomer
        ? t('track.cancelledForTraveller')
        : charged
          ? t('track.cancelledFee', { fee: prices.moneyExact(cancelled.cancellationFee!) })
          : t('track.cancelledFree');
      showToast({ title: t('track.cancelled'), message, color: 'green' });
      onClose();
    },
    onError: (error) => showToast({ title: t('track.cancelFailed'), message: errorMessage(error), color: 'red' }),
  });
  return (
    <AppModal opened={opened} onClose={onClose} title={t('track.cancelTitle')}>
      <Stack gap="md">
        <Text>{note}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
            {t('track.keep')}
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ id: ride.id })}>
            {t('track.confirmCancel')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
