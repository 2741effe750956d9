import { Badge, Box, Button, Card, Divider, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPlaneDeparture } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { daysBetween } from '@shared/travel-calendar';
import type { Flight } from '@shared/schemas/flights';
import { useFormat } from '../../../i18n/format';
import { AvailabilityBadge } from '../ui/AvailabilityBadge';
import { CancellationPolicyNote } from '../booking/CancellationPolicyNote';
import { flightFarePolicy } from '@shared/cancellation-policy';
import { cabinClassLabel, flightDurationText, stopsLabel } from './flight-text';
import { Price } from '../../../components/Price';

// Flight dialog: airline, flightNumber, aircraft, price per person in $, departure and
// arrival times, airport codes, duration, 'Non-stop' / '1 stop', class; plus seats left, Select.
// The route reads from the start side: left to right in English, right to left in Arabic (the
// plane icon turns with it).
export function FlightCard({ flight, onSelect, selecting }: { flight: Flight; onSelect: () => void; selecting?: boolean }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const dayShift = daysBetween(flight.date, flight.arrivalDate);
  return (
    <Card withBorder radius="md" p="sm" component="article" aria-label={`${flight.airline} ${flight.flightNumber}`} data-testid="flight-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Box miw={0}>
          <Text fw={700} lh={1.25}>
            {flight.airline}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {flight.flightNumber} · {flight.aircraft}
          </Text>
        </Box>
        <Badge color={flight.stops === 0 ? 'green' : 'orange'} variant="light" tt="none" style={{ flexShrink: 0 }}>
          {stopsLabel(t, flight.stops)}
        </Badge>
      </Group>

      <Group justify="space-between" align="center" wrap="nowrap" mt="sm" gap="xs">
        <Box ta="start">
          <Text fw={800} fz="xl" lh={1}>
            <VisuallyHidden>{t('flights.departs')} </VisuallyHidden>
            {format.clockTime(flight.departureTime)}
          </Text>
          <Text size="sm" fw={600} c="dimmed" title={format.place(flight.fromAirport)}>
            {flight.fromCode}
          </Text>
        </Box>
        <Stack gap={0} align="center" style={{ flex: 1 }} miw={0}>
          <Text size="xs" c="dimmed">
            {flightDurationText(t, flight.durationMinutes)}
          </Text>
          <Divider w="100%" label={<IconPlaneDeparture size={14} className="flip-rtl" aria-hidden />} labelPosition="center" />
          <Text size="xs" c="dimmed" lineClamp={1}>
            {flight.via ? t('flights.via', { place: format.place(flight.via) }) : t('flights.direct')}
          </Text>
        </Stack>
        <Box ta="end">
          <Text fw={800} fz="xl" lh={1}>
            <VisuallyHidden>{t('flights.arrives')} </VisuallyHidden>
            {format.clockTime(flight.arrivalTime)}
            {dayShift > 0 && (
              <Text span size="xs" c="orange" fw={700}>
                {' '}
                <span aria-hidden>+{dayShift}</span>
                <VisuallyHidden>{t('flights.daysLater', { count: dayShift })}</VisuallyHidden>
              </Text>
            )}
          </Text>
          <Text size="sm" fw={600} c="dimmed" title={format.place(flight.toAirport)}>
            {flight.toCode}
          </Text>
        </Box>
      </Group>

      <Group gap={6} mt="sm">
        <Badge variant="outline" color="gray" tt="none" fw={500}>
          {cabinClassLabel(t, flight.class)}
        </Badge>
        <AvailabilityBadge count={flight.seatsAvailable} unit="seat" />
      </Group>
      <Box mt={6}>
        <CancellationPolicyNote policy={flightFarePolicy(flight.class)} size="xs" />
      </Box>

      <Group justify="space-between" align="center" wrap="nowrap" mt="sm">
        <Text fw={800} fz="lg" lh={1} c="var(--mantine-primary-color-filled)">
          <Price amount={flight.price} currency={flight.currency} />
          <Text span size="sm" fw={500} c="dimmed">
            {' '}
            {t('flights.perPerson')}
          </Text>
        </Text>
        <Button onClick={onSelect} loading={selecting} disabled={flight.seatsAvailable < 1}>
          {t('flights.select')}
        </Button>
      </Group>
    </Card>
  );
}
