import { ActionIcon, Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconArrowsUpDown, IconCalendar, IconPlaneArrival, IconPlaneDeparture, IconUsers } from '@tabler/icons-react';
import { CABIN_CLASSES, MAX_PASSENGERS, MIN_PASSENGERS } from '../../../../shared/schemas/flights';
import { SCHEDULE_DAYS_AHEAD, addDays, travelToday } from '../../../../shared/schemas/travel';
import { trpc } from '../../../lib/trpc';
import { cabinClassLabel } from './FlightCard';
import { isCabinClass, passengersLabel, type FlightFilterValues } from './flight-filters';

const PASSENGER_OPTIONS = Array.from({ length: MAX_PASSENGERS - MIN_PASSENGERS + 1 }, (_, i) => ({ value: String(i + MIN_PASSENGERS), label: passengersLabel(i + MIN_PASSENGERS) }));

// Spec §2 Flight dialog fields: From (default DXB), To (default CDG), Departure date,
// Passengers (1 to 4 Adults); plus the cabin class.
export function FlightFilters({ value, onChange }: { value: FlightFilterValues; onChange: (next: FlightFilterValues) => void }) {
  const today = travelToday();
  const airports = trpc.flights.airports.useQuery();
  const airportOptions = (airports.data ?? []).map((airport) => ({ value: airport.code, label: airport.label }));
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
            label="From"
            placeholder="Any airport"
            leftSection={<IconPlaneDeparture size={16} />}
            data={airportOptions}
            value={value.from || null}
            onChange={(next) => set({ from: next ?? '' })}
            searchable
            clearable
            nothingFoundMessage="No airport found"
          />
          <Select
            label="To"
            placeholder="Any airport"
            leftSection={<IconPlaneArrival size={16} />}
            data={airportOptions}
            value={value.to || null}
            onChange={(next) => set({ to: next ?? '' })}
            searchable
            clearable
            nothingFoundMessage="No airport found"
          />
        </Stack>
        <ActionIcon variant="light" size="lg" mb={22} aria-label="Swap From and To" onClick={() => set({ from: value.to, to: value.from })}>
          <IconArrowsUpDown size={18} />
        </ActionIcon>
      </Group>
      <Group grow gap="sm">
        <DatePickerInput
          label="Departure date"
          leftSection={<IconCalendar size={16} />}
          valueFormat="MMM D, YYYY"
          value={value.date}
          minDate={today}
          maxDate={addDays(today, SCHEDULE_DAYS_AHEAD - 1)}
          onChange={(next) => next && set({ date: next })}
          dropdownType="modal"
        />
        <Select
          label="Passengers"
          leftSection={<IconUsers size={16} />}
          data={PASSENGER_OPTIONS}
          value={String(value.passengers)}
          onChange={(next) => next && set({ passengers: Number(next) })}
          allowDeselect={false}
        />
      </Group>
      <SegmentedControl
        fullWidth
        aria-label="Class"
        value={value.cabinClass}
        onChange={(next) => isCabinClass(next) && set({ cabinClass: next })}
        data={CABIN_CLASSES.map((cabinClass) => ({ value: cabinClass, label: cabinClassLabel(cabinClass) }))}
      />
    </Stack>
  );
}
