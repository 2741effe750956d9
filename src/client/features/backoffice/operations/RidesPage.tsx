import { useMemo, useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActiveRide } from '@shared/schemas/operations';
import { useFormat } from '../../../i18n/format';
import { trpc } from '../../../lib/trpc';
import { BackOfficePage } from '../ui/BackOfficePage';
import { QueryState } from '../ui/QueryState';
import { rideStatusColor } from './status-colors';

/** Rides move on their own; the list looks again this often while it is open (and on Refresh). */
const REFRESH_MS = 15_000;

/** /admin/rides: the taxi rides going on now, by city, each opening on Track Ride. */
export function RidesPage() {
  const { t } = useTranslation(['backoffice', 'admin', 'taxi']);
  const format = useFormat();
  const [city, setCity] = useState<string | null>(null);
  const rides = trpc.taxi.active.useQuery(undefined, { refetchOnMount: 'always', refetchInterval: REFRESH_MS });
  const cities = useMemo(() => [...new Set((rides.data?.items ?? []).map((ride) => ride.city))].sort(), [rides.data]);
  const shown = (rides.data?.items ?? []).filter((ride) => !city || ride.city === city);
  return (
    <BackOfficePage
      title={t('admin:tools.rides')}
      testId="rides"
      actions={
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void rides.refetch()} loading={rides.isFetching}>
          {t('rides.refresh')}
        </Button>
      }
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('rides.city')}
          placeholder={t('rides.allCities')}
          clearable
          data={cities.map((name) => ({ value: name, label: format.place(name) }))}
          value={city}
          onChange={setCity}
          w={220}
        />
        {rides.data && (
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="rides-count">
            {t('rides.count', { count: shown.length, formatted: format.number(shown.length) })} ·{' '}
            {t('rides.updated', { time: format.instantTime(new Date(rides.dataUpdatedAt).toISOString()) })}
          </Text>
        )}
      </Group>
      {rides.data ? (
        <Stack gap="xs">
          {shown.length === 0 && (
            <Text c="dimmed" role="status">
              {t('rides.none')}
            </Text>
          )}
          {/* Two columns on a laptop, one on a phone. */}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs">
            {shown.map((ride) => (
              <RideRow key={ride.id} ride={ride} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : (
        <QueryState what={t('rides.things')} isPending={rides.isPending} error={rides.error} onRetry={() => void rides.refetch()} />
      )}
    </BackOfficePage>
  );
}

function RideRow({ ride }: { ride: ActiveRide }) {
  const { t } = useTranslation(['backoffice', 'taxi']);
  const format = useFormat();
  return (
    <Card withBorder radius="md" p="sm" data-testid="active-ride" component="article" aria-label={t('rides.rideOf', { username: ride.traveller })}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} miw={0}>
          {/* Landmarks are the taxi catalogue's names, kept as written (English), and announced so. */}
          <Text fw={600} size="sm" lang="en">
            {t('rides.route', { from: format.placeLabel(ride.pickup).text, to: format.placeLabel(ride.dropoff).text })}
          </Text>
          <Text size="xs" c="dimmed">
            {format.place(ride.city)} · {t(`taxi:vehicles.${ride.vehicleType}`)} · {format.moneyExact(ride.fare, ride.currency)}
          </Text>
          <Text size="xs">
            {t('rides.driver', { name: ride.driverName })}{' '}
            <Text span size="xs" dir="ltr" style={{ fontFamily: 'monospace' }}>
              {ride.plateNumber}
            </Text>
          </Text>
          <Text size="xs" c="dimmed">
            {t('rides.traveller', { username: ride.traveller })} · {t('rides.booked', { time: format.relativeTime(ride.bookedAt) })}
            {ride.etaAt && ` · ${t('rides.eta', { time: format.instantTime(ride.etaAt) })}`}
          </Text>
        </Stack>
        <Badge color={rideStatusColor(ride.status)} variant="light" style={{ flexShrink: 0 }}>
          {t(`taxi:status.${ride.status}`)}
        </Badge>
      </Group>
      <Group justify="flex-end" mt="xs">
        <Anchor
          component={Link}
          to={`/rides/${ride.id}`}
          size="sm"
          mih={44}
          display="inline-flex"
          style={{ alignItems: 'center' }}
          aria-label={t('rides.trackFor', { username: ride.traveller })}
        >
          {t('rides.track')}
        </Anchor>
      </Group>
    </Card>
  );
}
