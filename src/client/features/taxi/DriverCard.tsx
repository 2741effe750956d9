import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPhone, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Ride } from '@shared/schemas/taxi';
import { telLink, vehicleText } from './ride-text';

const initials = (name: string) =>
  name
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0])
    .join('');

/** The driver, the car and its plate (what you look for at the kerb); Call Driver dials them. */
export function DriverCard({ ride, canCall }: { ride: Ride; canCall: boolean }) {
  const { t } = useTranslation('taxi');
  const { driver } = ride;
  return (
    <Paper withBorder radius="md" p="md" data-testid="driver-card">
      <Group wrap="nowrap" gap="md" align="center">
        <Avatar color="blue" radius="xl" size={48} aria-hidden>
          {initials(driver.name)}
        </Avatar>
        <Stack gap={2} style={{ flex: 1 }} miw={0}>
          <Text fw={700}>{driver.name}</Text>
          <Group gap={4} wrap="nowrap">
            <IconStarFilled size={14} color="var(--mantine-color-yellow-7)" aria-hidden />
            <Text size="sm" aria-label={t('ratingText', { rating: driver.rating })}>
              {driver.rating}
            </Text>
            <Text size="sm" c="dimmed">
              · {vehicleText(t, driver)}
            </Text>
          </Group>
          <Text fw={800} ff="monospace" dir="ltr" ta="start" data-testid="plate-number">
            {driver.plateNumber}
          </Text>
        </Stack>
      </Group>
      {canCall && driver.phone && (
        <Button component="a" href={telLink(driver.phone)} variant="light" fullWidth mt="sm" leftSection={<IconPhone size={18} aria-hidden />}>
          {t('confirmation.callDriver')}
        </Button>
      )}
    </Paper>
  );
}
