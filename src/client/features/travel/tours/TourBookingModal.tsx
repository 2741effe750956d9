import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconUsers } from '@tabler/icons-react';
import { amountToCents, centsToAmount, formatMoneyExact } from '../../../../shared/money';
import type { CreateBookingRequest } from '../../../../shared/schemas/bookings';
import { MAX_TOUR_PLACES_PER_BOOKING, type TourPackage } from '../../../../shared/schemas/tours';
import { trpc } from '../../../lib/trpc';
import { dateRange, plural, shortDate } from '../ui/dates';
import { NothingFound, QueryStatus } from '../ui/QueryStatus';

/** Book a tour: pick a departure with places left and how many places. */
export function TourBookingModal({ tour, onClose, onBook }: { tour: TourPackage | null; onClose: () => void; onBook: (request: CreateBookingRequest) => void }) {
  return (
    <Modal opened={tour !== null} onClose={onClose} title={tour ? `Book ${tour.name}` : ''} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {tour && <TourBookingForm tour={tour} onBook={onBook} />}
    </Modal>
  );
}

function TourBookingForm({ tour, onBook }: { tour: TourPackage; onBook: (request: CreateBookingRequest) => void }) {
  const departures = trpc.tours.departures.useQuery({ id: tour.id });
  const [chosenDate, setChosenDate] = useState<string | null>(tour.departureDate);
  const [places, setPlaces] = useState('1');
  if (!departures.data) return <QueryStatus label="departures" isPending={departures.isPending} error={departures.error} onRetry={() => void departures.refetch()} />;
  const open = departures.data.filter((departure) => departure.placesAvailable > 0);
  if (open.length === 0) return <NothingFound title="No departures with places left" />;
  const departure = open.find((candidate) => candidate.date === chosenDate) ?? open[0];
  const maxPlaces = Math.min(MAX_TOUR_PLACES_PER_BOOKING, departure.placesAvailable);
  const count = Math.min(Number(places), maxPlaces);
  return (
    <Stack gap="sm">
      <Select
        label="Departure"
        leftSection={<IconCalendarEvent size={16} />}
        data={open.map((option) => ({ value: option.date, label: `${shortDate(option.date)} – ${shortDate(option.endDate)} · ${plural(option.placesAvailable, 'place')} left` }))}
        value={departure.date}
        onChange={(next) => next && setChosenDate(next)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Places"
        leftSection={<IconUsers size={16} />}
        data={Array.from({ length: maxPlaces }, (_, i) => ({ value: String(i + 1), label: plural(i + 1, 'place') }))}
        value={String(count)}
        onChange={(next) => next && setPlaces(next)}
        allowDeselect={false}
      />
      <Text size="sm" c="dimmed">
        {dateRange(departure.date, departure.endDate)}
      </Text>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {plural(count, 'place')} × {formatMoneyExact(departure.price, departure.currency)}
        </Text>
        <Text fw={800}>{formatMoneyExact(centsToAmount(amountToCents(departure.price) * count), departure.currency)}</Text>
      </Group>
      <Button onClick={() => onBook({ type: 'tour', itemId: tour.id, startDate: departure.date, quantity: count })}>Book</Button>
    </Stack>
  );
}
