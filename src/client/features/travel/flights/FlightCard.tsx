import { Badge, Box, Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { IconPlaneDeparture } from '@tabler/icons-react';
import { formatMoney } from '../../../../shared/money';
import { daysBetween } from '../../../../shared/schemas/travel';
import type { Flight } from '../../../../shared/schemas/flights';
import { AvailabilityBadge } from '../ui/AvailabilityBadge';

const CLASS_LABELS: Record<Flight['class'], string> = { economy: 'Economy', business: 'Business' };

export function cabinClassLabel(cabinClass: Flight['class']): string {
  return CLASS_LABELS[cabinClass];
}

// Spec §2 Flight dialog: airline, flightNumber, aircraft, price per person in $, departure and
// arrival times, airport codes, duration, 'Non-stop' / '1 stop', class; plus seats left, Select.
export function FlightCard({ flight, onSelect, selecting }: { flight: Flight; onSelect: () => void; selecting?: boolean }) {
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
        <Badge color={flight.stops === 0 ? 'green' : 'orange'} variant="light" tt="none" style={{ flexShrink: 0 }} title={flight.via ? `Stop in ${flight.via}` : undefined}>
          {flight.stops === 0 ? 'Non-stop' : '1 stop'}
        </Badge>
      </Group>

      <Group justify="space-between" align="center" wrap="nowrap" mt="sm" gap="xs">
        <Box ta="left">
          <Text fw={800} fz="xl" lh={1}>
            {flight.departureTime}
          </Text>
          <Text size="sm" fw={600} c="dimmed" title={flight.fromAirport}>
            {flight.fromCode}
          </Text>
        </Box>
        <Stack gap={0} align="center" style={{ flex: 1 }} miw={0}>
          <Text size="xs" c="dimmed">
            {flight.duration}
          </Text>
          <Divider w="100%" label={<IconPlaneDeparture size={14} />} labelPosition="center" />
          <Text size="xs" c="dimmed" lineClamp={1}>
            {flight.via ? `via ${flight.via}` : 'Direct'}
          </Text>
        </Stack>
        <Box ta="right">
          <Text fw={800} fz="xl" lh={1}>
            {flight.arrivalTime}
            {dayShift > 0 && (
              <Text span size="xs" c="orange" fw={700} aria-label={`arrives ${dayShift} day${dayShift > 1 ? 's' : ''} later`}>
                {' '}+{dayShift}
              </Text>
            )}
          </Text>
          <Text size="sm" fw={600} c="dimmed" title={flight.toAirport}>
            {flight.toCode}
          </Text>
        </Box>
      </Group>

      <Group gap={6} mt="sm">
        <Badge variant="outline" color="gray" tt="none" fw={500}>
          {cabinClassLabel(flight.class)}
        </Badge>
        <AvailabilityBadge count={flight.seatsAvailable} unit="seat" />
      </Group>

      <Group justify="space-between" align="center" wrap="nowrap" mt="sm">
        <Text fw={800} fz="lg" lh={1} c="var(--mantine-primary-color-filled)">
          {formatMoney(flight.price, flight.currency)}
          <Text span size="sm" fw={500} c="dimmed">
            {' '}
            per person
          </Text>
        </Text>
        <Button onClick={onSelect} loading={selecting} disabled={flight.seatsAvailable < 1}>
          Select
        </Button>
      </Group>
    </Card>
  );
}
