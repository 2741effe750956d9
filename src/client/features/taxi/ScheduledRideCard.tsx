import type { ReactNode } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconCalendarClock, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ScheduledRide, ScheduledRideStatus } from '@shared/schemas/taxi';
import { PlaceName } from '../../components/PlaceName';
import { useFormat } from '../../i18n/format';
import { serverMessage } from '../../lib/errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { usePriceFormat } from '../../lib/display-currency';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="end" component="div">
        {children}
      </Text>
    </Group>
  );
}

const STATUS_COLOR: Record<ScheduledRideStatus, string> = { scheduled: 'violet', dispatched: 'blue', cancelled: 'gray', no_driver: 'gray' };

/**
 * A ride booked for later, before its driver is assigned: when the car comes, when the driver is
 * assigned, the trip and the fixed fare, and Cancel (free until then).
 */
export function ScheduledRideCard({ ride }: { ride: ScheduledRide }) {
  const { t } = useTranslation('taxi');
  const format = useFormat();
  const prices = usePriceFormat();
  const utils = trpc.useUtils();
  const cancel = trpc.taxi.cancelScheduled.useMutation({
    onSuccess: (cancelled) => {
      utils.taxi.scheduledRide.setData({ id: cancelled.id }, cancelled);
      void utils.taxi.scheduled.invalidate();
      void utils.bookings.invalidate();
      showToast({ title: t('later.cancelled'), message: t('later.cancelledText'), color: 'green' });
    },
    onError: (error) => showToast({ title: t('errorTitle'), message: serverMessage(error), color: 'red' }),
  });
  return (
    <Stack gap="md" data-testid="scheduled-ride">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap={6} wrap="nowrap">
              <IconCalendarClock size={20} aria-hidden />
              <Text fw={700}>{t('later.title')}</Text>
            </Group>
            <Badge color={STATUS_COLOR[ride.status]} variant="light" data-testid="scheduled-status" data-status={ride.status}>
              {t(`later.statuses.${ride.status}`)}
            </Badge>
          </Group>
          <Row label={t('later.pickupAt')}>
            <Text component="span" fz="lg" fw={800} data-testid="scheduled-pickup-at">
              {format.instantDateTime(ride.pickupAt)}
            </Text>
          </Row>
          <div>
            <Text size="sm" c="dimmed">
              {t('estimate.route')}
            </Text>
            <Group gap={6} wrap="wrap" align="center">
              <Text fw={700}>
                <PlaceName name={ride.pickupLocation} />
              </Text>
              <IconArrowRight size={16} className="flip-rtl" aria-hidden style={{ flexShrink: 0 }} />
              <Text fw={700}>
                <PlaceName name={ride.dropoffLocation} />
              </Text>
            </Group>
          </div>
          {/* Cancelled before dispatch, or no driver came: nothing is charged. */}
          <Row label={t('later.fare')}>
            <span data-testid="scheduled-fare">
              {ride.status === 'cancelled' || ride.status === 'no_driver' ? t('track.noCharge') : prices.moneyExact(ride.estimatedFare, ride.currency)}
            </span>
          </Row>
          <Row label={t('estimate.vehicleType')}>{t(`vehicles.${ride.vehicleType}`)}</Row>
          <Row label={t('passengers')}>{t('passengerCount', { count: ride.passengers })}</Row>
          <Row label={t('estimate.payment')}>
            {ride.paymentMethod === 'card' ? t('track.cardPayment', { last4: ride.cardLast4 ?? '' }) : t('track.cashPayment')}
          </Row>
        </Stack>
      </Paper>
      {ride.status === 'scheduled' && (
        <>
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
            {t('later.dispatchAt', { time: format.instantTime(ride.dispatchAt) })}
          </Alert>
          <Button variant="default" color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ id: ride.id })}>
            {t('later.cancel')}
          </Button>
        </>
      )}
      {ride.status === 'no_driver' && (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('later.noDriver')}
        </Alert>
      )}
    </Stack>
  );
}
