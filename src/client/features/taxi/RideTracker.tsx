import { useState, type ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isActiveRide, type Ride } from '@shared/schemas/taxi';
import { cancellationTerms } from '@shared/taxi-fares';
import { centsToAmount } from '@shared/money';
import { PlaceName } from '../../components/PlaceName';
import { useFormat } from '../../i18n/format';
import type { LiveStatus } from '../../lib/live';
import { AfterRide } from './AfterRide';
import { CancelRideModal } from './CancelRideModal';
import { DriverCard } from './DriverCard';
import { LiveIndicator } from './LiveIndicator';
import { RideChat } from './RideChat';
import { RideMap } from './RideMap';
import { RideStatusBadge } from './RideStatusBadge';
import { ShareTripButton } from './ShareTripButton';
import { minutesUntil } from './ride-text';
import type { LiveRide } from './use-ride-live';
import { useNow } from '../../lib/clock';
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

function headline(t: ReturnType<typeof useTranslation>['t'], place: (name: string) => string, ride: Ride): string {
  const key = ride.status === 'driver_arriving' && ride.arrivedAt ? 'arrived' : ride.status;
  return t(`track.headline.${key}`, { driver: ride.driverName, dropoff: place(ride.dropoffLocation) });
}

/** The live ride: map, status (colours), ETA, driver card, trip; share and cancel for the owner. */
export function RideTracker({ title, live, status, shared }: { title: string; live: LiveRide; status: LiveStatus; shared: boolean }) {
  const { t } = useTranslation('taxi');
  const format = useFormat();
  const placeName = (name: string) => format.placeLabel(name).text;
  const prices = usePriceFormat();
  const now = useNow();
  const [cancelling, setCancelling] = useState(false);
  const { ride, map } = live;
  const active = isActiveRide(ride.status);
  const terms = cancellationTerms(ride.status, Boolean(ride.arrivedAt), ride.vehicleType);
  // Staff cancelling for the traveller never cost the traveller a fee.
  const feeCents = ride.forCustomer || !terms.allowed ? 0 : terms.feeCents;
  const cancelNote = ride.forCustomer
    ? t('track.cancelForTraveller')
    : feeCents > 0
      ? t('track.cancelFee', { fee: prices.moneyExact(centsToAmount(feeCents)) })
      : t('track.cancelFree');
  const towardsDropoff = ride.status === 'in_progress' || Boolean(ride.arrivedAt);
  const paidByCard = ride.paymentMethod === 'card' && ride.cardLast4;

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} fz={24}>
          {title}
        </Title>
        {active && <LiveIndicator status={status} />}
      </Group>

      <RideMap
        map={map}
        position={ride.position}
        gapMs={live.gapMs}
        label={t('track.map', { pickup: placeName(ride.pickupLocation), dropoff: placeName(ride.dropoffLocation) })}
      />

      <Paper withBorder radius="md" p="md" data-testid="ride-progress" data-step={ride.step}>
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <RideStatusBadge status={ride.status} size="lg" />
            <Text size="sm" c="dimmed">
              {format.place(ride.city)}
            </Text>
          </Group>
          <Text fw={700} fz="lg" data-testid="ride-headline">
            {headline(t, placeName, ride)}
          </Text>
          {ride.etaAt && active && (
            <Text size="sm" data-testid="ride-eta">
              {towardsDropoff ? t('track.etaDropoff') : t('track.etaPickup')}:{' '}
              <b>
                {Date.parse(ride.etaAt) > now
                  ? t('track.etaIn', { time: format.instantTime(ride.etaAt), count: minutesUntil(ride.etaAt, now) })
                  : t('track.etaNow', { time: format.instantTime(ride.etaAt) })}
              </b>
            </Text>
          )}
        </Stack>
      </Paper>

      <DriverCard ride={ride} canCall={!shared && active} />

      {!shared && (active || live.messages.length > 0) && (
        <RideChat rideId={ride.id} driverName={ride.driverName} messages={live.messages} canWrite={active && !ride.forCustomer} />
      )}

      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Row label={t('track.from')}>
            <PlaceName name={ride.pickupLocation} />
          </Row>
          <Row label={t('track.to')}>
            <PlaceName name={ride.dropoffLocation} />
          </Row>
          {!shared && (
            <>
              <Row label={t('track.fare')}>{prices.moneyExact(ride.estimatedFare, ride.currency)}</Row>
              <Row label={t('track.payment')}>
                {paidByCard
                  ? ride.status === 'completed'
                    ? t('track.cardPaid', { last4: ride.cardLast4 })
                    : t('track.cardPayment', { last4: ride.cardLast4 })
                  : t('track.cashPayment')}
              </Row>
              {ride.status === 'cancelled' && (
                <Row label={t('track.cancellationFee')}>
                  {ride.cancellationFee && ride.cancellationFee !== '0.00' ? prices.moneyExact(ride.cancellationFee) : t('track.noCharge')}
                </Row>
              )}
            </>
          )}
        </Stack>
      </Paper>

      {!shared && ride.status === 'completed' && <AfterRide key={ride.id} ride={ride} />}

      {!shared && (
        <Stack gap="sm">
          {ride.sharePath && active && <ShareTripButton sharePath={ride.sharePath} />}
          {terms.allowed && (
            <>
              <Text size="sm" c="dimmed">
                {cancelNote}
              </Text>
              <Button variant="subtle" color="red" leftSection={<IconX size={16} aria-hidden />} onClick={() => setCancelling(true)}>
                {t('track.cancel')}
              </Button>
              <CancelRideModal ride={ride} note={cancelNote} opened={cancelling} onClose={() => setCancelling(false)} />
            </>
          )}
          {!active && (
            <>
              <Button component={Link} to="/" rightSection={<IconArrowRight size={16} className="flip-rtl" aria-hidden />}>
                {t('track.bookAnother')}
              </Button>
              <Button component={Link} to="/bookings" variant="default">
                {t('track.myBookings')}
              </Button>
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
