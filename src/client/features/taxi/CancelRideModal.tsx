import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { centsToAmount } from '../../../shared/money';
import type { Ride } from '../../../shared/schemas/taxi';
import { AppModal } from '../../components/AppModal';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** Asks before cancelling, saying what it costs now (free until the driver arrives, then the fee). */
export function CancelRideModal({ ride, feeCents, opened, onClose }: { ride: Ride; feeCents: number; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('taxi');
  const format = useFormat();
  const utils = trpc.useUtils();
  const fee = format.moneyExact(centsToAmount(feeCents));
  const cancel = trpc.taxi.cancel.useMutation({
    onSuccess: (cancelled) => {
      void utils.taxi.list.invalidate();
      void utils.bookings.invalidate();
      const charged = cancelled.cancellationFee && cancelled.cancellationFee !== '0.00';
      showToast({ title: t('track.cancelled'), message: charged ? t('track.cancelledFee', { fee: format.moneyExact(cancelled.cancellationFee!) }) : t('track.cancelledFree'), color: 'green' });
      onClose();
    },
    onError: (error) => showToast({ title: t('track.cancelFailed'), message: errorMessage(error), color: 'red' }),
  });
  return (
    <AppModal opened={opened} onClose={onClose} title={t('track.cancelTitle')}>
      <Stack gap="md">
        <Text>{feeCents > 0 ? t('track.cancelFee', { fee }) : t('track.cancelFree')}</Text>
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
