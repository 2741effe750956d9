// The tour booking dialog's body (departure and places: Mantine selects), loaded when the dialog
// first opens, so the Tours tab's first screen does not carry the select machinery.
import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { amountToCents, centsToAmount } from '@shared/money';
import type { CreateBookingRequest } from '@shared/schemas/bookings';
import { MAX_TOUR_PLACES_PER_BOOKING } from '@shared/travel-terms';
import type { TourPackage } from '@shared/schemas/tours';
import { useFormat } from '../../../i18n/format';
import { trpc } from '../../../lib/trpc';
import { NothingFound, QueryStatus } from '../../../components/QueryStatus';
import { usePriceFormat } from '../../../lib/display-currency';
import { Price } from '../../../components/Price';

export function TourBookingForm({ tour, onBook }: { tour: TourPackage; onBook: (request: CreateBookingRequest) => void }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const prices = usePriceFormat();
  const departures = trpc.tours.departures.useQuery({ id: tour.id });
  const [chosenDate, setChosenDate] = useState<string | null>(tour.departureDate);
  const [places, setPlaces] = useState('1');
  if (!departures.data)
    return <QueryStatus label={t('things.departures')} isPending={departures.isPending} error={departures.error} onRetry={() => void departures.refetch()} />;
  const open = departures.data.filter((departure) => departure.placesAvailable > 0);
  if (open.length === 0) return <NothingFound title={t('tours.noDepartures')} />;
  const departure = open.find((candidate) => candidate.date === chosenDate) ?? open[0];
  const maxPlaces = Math.min(MAX_TOUR_PLACES_PER_BOOKING, departure.placesAvailable);
  const count = Math.min(Number(places), maxPlaces);
  return (
    <Stack gap="sm">
      <Select
        label={t('tours.departure')}
        leftSection={<IconCalendarEvent size={16} aria-hidden />}
        data={open.map((option) => ({
          value: option.date,
          label: `${format.shortDateRange(option.date, option.endDate)} · ${t('left.place', { count: option.placesAvailable })}`,
        }))}
        value={departure.date}
        onChange={(next) => next && setChosenDate(next)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('tours.places')}
        leftSection={<IconUsers size={16} aria-hidden />}
        data={Array.from({ length: maxPlaces }, (_, i) => ({ value: String(i + 1), label: t('quantity.place', { count: i + 1 }) }))}
        value={String(count)}
        onChange={(next) => next && setPlaces(next)}
        allowDeselect={false}
      />
      <Text size="sm" c="dimmed">
        {format.dateRange(departure.date, departure.endDate)}
      </Text>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {t('quantity.place', { count })} × {prices.moneyExact(departure.price, departure.currency)}
        </Text>
        <Text fw={800}>
          <Price amount={centsToAmount(amountToCents(departure.price) * count)} currency={departure.currency} exact />
        </Text>
      </Group>
      <Button onClick={() => onBook({ type: 'tour', itemId: tour.id, startDate: departure.date, quantity: count })}>{t('tours.book')}</Button>
    </Stack>
  );
}
