import { Group, Select, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconCar, IconMapPin, IconMapPinFilled } from '@tabler/icons-react';
import { CAR_CATEGORIES, SAME_LOCATION } from '../../../../shared/schemas/cars';
import { BOOKING_HORIZON_DAYS, MAX_RENTAL_DAYS, addDays, travelToday } from '../../../../shared/schemas/travel';
import { trpc } from '../../../lib/trpc';
import { isCarCategory, withPickupDate, type CarFilterValues } from './car-filters';

// Spec §2 Car dialog fields: Pickup Location (default Dubai Airport), Drop-off (default Same
// Location), Pickup Date, Return Date; /search adds the category.
export function CarFilters({ value, onChange, withCategory = false }: { value: CarFilterValues; onChange: (next: CarFilterValues) => void; withCategory?: boolean }) {
  const today = travelToday();
  const locations = trpc.cars.locations.useQuery();
  const pickup = locations.data?.find((location) => location.name === value.pickupLocation);
  const pickupOptions = (locations.data ?? []).map((location) => location.name);
  if (value.pickupLocation && !pickupOptions.includes(value.pickupLocation)) pickupOptions.unshift(value.pickupLocation);
  // One-way rentals end at another location of the same country.
  const dropoffOptions = [
    SAME_LOCATION,
    ...(locations.data ?? []).filter((location) => pickup && location.country === pickup.country && location.id !== pickup.id).map((location) => location.name),
  ];
  if (!dropoffOptions.includes(value.dropoffLocation)) dropoffOptions.push(value.dropoffLocation);
  const set = (patch: Partial<CarFilterValues>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="sm">
      <Select
        label="Pickup Location"
        placeholder="Any location"
        leftSection={<IconMapPin size={16} />}
        data={pickupOptions}
        value={value.pickupLocation || null}
        onChange={(next) => set({ pickupLocation: next ?? '', dropoffLocation: SAME_LOCATION })}
        searchable
        clearable
        nothingFoundMessage="No location found"
      />
      <Select
        label="Drop-off"
        leftSection={<IconMapPinFilled size={16} />}
        data={dropoffOptions}
        value={value.dropoffLocation}
        onChange={(next) => set({ dropoffLocation: next ?? SAME_LOCATION })}
        allowDeselect={false}
      />
      <Group grow gap="sm">
        <DatePickerInput
          label="Pickup Date"
          leftSection={<IconCalendar size={16} />}
          valueFormat="MMM D, YYYY"
          value={value.pickupDate}
          minDate={today}
          maxDate={addDays(today, BOOKING_HORIZON_DAYS)}
          onChange={(next) => next && onChange(withPickupDate(value, next))}
          dropdownType="modal"
        />
        <DatePickerInput
          label="Return Date"
          leftSection={<IconCalendar size={16} />}
          valueFormat="MMM D, YYYY"
          value={value.returnDate}
          minDate={value.pickupDate}
          maxDate={addDays(value.pickupDate, MAX_RENTAL_DAYS)}
          onChange={(next) => next && set({ returnDate: next })}
          dropdownType="modal"
        />
      </Group>
      {withCategory && (
        <Select
          label="Category"
          placeholder="All categories"
          leftSection={<IconCar size={16} />}
          data={[...CAR_CATEGORIES]}
          value={value.category || null}
          onChange={(next) => set({ category: next && isCarCategory(next) ? next : '' })}
          clearable
        />
      )}
    </Stack>
  );
}
