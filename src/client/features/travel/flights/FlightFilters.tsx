import { ActionIcon, Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { IconArrowsUpDown, IconCalendar, IconPlaneArrival, IconPlaneDeparture, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { CABIN_CLASSES, MAX_PASSENGERS, MIN_PASSENGERS, SCHEDULE_DAYS_AHEAD } from '@shared/travel-terms';
import { addDays, travelToday } from '@shared/travel-calendar';
import { DateField } from '../../../components/DateField';
import { trpc } from '../../../lib/trpc';
import { cabinClassLabel, passengersLabel } from './flight-text';
import { isCabinClass, type FlightFilterValues } from './flight-filters';

const PASSENGER_COUNTS = Array.from({ length: MAX_PASSENGERS - MIN_PASSENGERS + 1 }, (_, i) => i + MIN_PASSENGERS);

// Flight dialog fields: From (default DXB), To (default CDG), Departure date,
// Passengers (1 to 4 Adults); plus the cabin class.
export function FlightFilters({ value, onChange }: { value: FlightFilterValues; onChange: (next: FlightFilterValues) => void }) {
  const { t } = useTranslation('travel');
  const today = travelToday();
  const airports = trpc.flights.airports.useQuery();
  const format = useFormat();
  const airportOptions = (airports.data ?? []).map((airport) => ({ value: airport.code, label: format.place(airport.label) }));
  // Before the list arrives, the chosen codes still show.
  for (const code of [value.from, value.to]) {
    if (code && !airportOptions.some((option) => option.value === code)) airportOptions.push({ value: code, label: code });
  }
  const set = (patch: Partial<FlightFilterValues>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Stack gap="sm" style={{ flex: 1 }} miw={0}>
          <Select
            label={t('flights.from')}
            placeholder={t('flights.anyAirport')}
            leftSection={<IconPlaneDeparture size={16} className="flip-rtl" aria-hidden />}
            data={airportOptions}
            value={value.from || null}
            onChange={(next) => set({ from: next ?? '' })}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': t('clear') }}
            nothingFoundMessage={t('flights.noAirport')}
          />
          <Select
            label={t('flights.to')}
            placeholder={t('flights.anyAirport')}
            leftSection={<IconPlaneArrival size={16} className="flip-rtl" aria-hidden />}
            data={airportOptions}
            value={value.to || null}
            onChange={(next) => set({ to: next ?? '' })}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': t('clear') }}
            nothingFoundMessage={t('flights.noAirport')}
          />
        </Stack>
        <ActionIcon variant="light" size={44} mb={20} aria-label={t('flights.swap')} onClick={() => set({ from: value.to, to: value.from })}>
          <IconArrowsUpDown size={18} />
        </ActionIcon>
      </Group>
      <Group grow gap="sm">
        <DateField
          label={t('flights.departureDate')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={value.date}
          minDate={today}
          maxDate={addDays(today, SCHEDULE_DAYS_AHEAD - 1)}
          onChange={(next) => next && set({ date: next })}
        />
        <Select
          label={t('flights.passengers')}
          leftSection={<IconUsers size={16} aria-hidden />}
          data={PASSENGER_COUNTS.map((count) => ({ value: String(count), label: passengersLabel(t, count) }))}
          value={String(value.passengers)}
          onChange={(next) => next && set({ passengers: Number(next) })}
          allowDeselect={false}
        />
      </Group>
      <SegmentedControl
        fullWidth
        aria-label={t('flights.classLabel')}
        value={value.cabinClass}
        onChange={(next) => isCabinClass(next) && set({ cabinClass: next })}
        data={CABIN_CLASSES.map((cabinClass) => ({ value: cabinClass, label: cabinClassLabel(t, cabinClass) }))}
      />
    </Stack>
  );
}
