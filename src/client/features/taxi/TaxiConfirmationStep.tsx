import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMapPin2, IconPhone, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Ride } from '@shared/schemas/taxi';
import { useFormat } from '../../i18n/format';
import { RideStatusBadge } from './RideStatusBadge';
import { minutesUntil, telLink, vehicleText } from './ride-text';
import { useNow } from '../../lib/clock';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="end" component="div">
        {children}
      </Text>
    </Group>
  );
}

// Step 3: estimated arrival, driver name and rating, vehicle, plate number and trip
// status; Track Ride (the live tracking screen), Call Driver (dials the driver) and Done.
export function TaxiConfirmationStep({ ride, onDone }: { ride: Ride; onDone: () => void }) {
  const { t } = useTranslation('taxi');
  const format = useFormat();
  const now = useNow(15_000);
  return (
    <Stack gap="md" data-testid="taxi-confirmation">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Row label={t('confirmation.estimatedArrival')}>
            <span data-testid="estimated-arrival">
              {t('confirmation.arrival', { time: format.instantTime(ride.estimatedArrival), count: minutesUntil(ride.estimatedArrival, now) })}
            </span>
          </Row>
          <Row label={t('confirmation.driverName')}>{ride.driverName}</Row>
          <Row label={t('confirmation.driverRating')}>
            <Group gap={4} wrap="nowrap" justify="flex-end">
              <IconStarFilled size={14} color="var(--mantine-color-yellow-7)" aria-hidden />
              {ride.driverRating}
            </Group>
          </Row>
          <Row label={t('confirmation.vehicle')}>{vehicleText(t, ride.driver)}</Row>
          <Row label={t('confirmation.plateNumber')}>
            <Text component="span" ff="monospace" fw={800} dir="ltr">
              {ride.plateNumber}
            </Text>
          </Row>
          <Row label={t('confirmation.tripStatus')}>
            <RideStatusBadge status={ride.status} />
          </Row>
        </Stack>
      </Paper>
      <Group grow gap="sm">
        <Button component={Link} to={`/rides/${ride.id}`} onClick={onDone} leftSection={<IconMapPin2 size={18} aria-hidden />}>
          {t('confirmation.trackRide')}
        </Button>
        {ride.driver.phone && (
          <Button component="a" href={telLink(ride.driver.phone)} variant="light" leftSection={<IconPhone size={18} aria-hidden />}>
            {t('confirmation.callDriver')}
          </Button>
        )}
      </Group>
      <Button variant="default" onClick={onDone}>
        {t('confirmation.done')}
      </Button>
    </Stack>
  );
}
