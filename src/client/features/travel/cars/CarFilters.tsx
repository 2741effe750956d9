import { Group, Select, Stack } from '@mantine/core';
import { IconCalendar, IconCar, IconMapPin, IconMapPinFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { CAR_CATEGORIES, SAME_LOCATION, BOOKING_HORIZON_DAYS, MAX_RENTAL_DAYS } from '@shared/travel-terms';
import { addDays, travelToday } from '@shared/travel-calendar';
import { DateField } from '../../../components/DateField';
import { trpc } from '../../../lib/trpc';
import { carCategoryText } from '../vocabulary';
import { isCarCategory, withPickupDate, type CarFilterValues } from './car-filters';

// Car dialog fields: Pickup Location (default Dubai Airport), Drop-off (default Same
// Location), Pickup Date, Return Date; /search adds the category.
export function CarFilters({
  value,
  onChange,
  withCategory = false,
}: {
  value: CarFilterValues;
  onChange: (next: CarFilterValues) => void;
  withCategory?: boolean;
}) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const today = travelToday();
  const locations = trpc.cars.locations.useQuery();
  const pickup = locations.data?.find((location) => location.name === value.pickupLocation);
  // The value stays the location's English name (the API's); the label is in the reader's language.
  const pickupNames = (locations.data ?? []).map((location) => location.name);
  if (value.pickupLocation && !pickupNames.includes(value.pickupLocation)) pickupNames.unshift(value.pickupLocation);
  const pickupOptions = pickupNames.map((name) => ({ value: name, label: format.place(name) }));
  // One-way rentals end at another location of the same country.
  const dropoffNames = [
    SAME_LOCATION,
    ...(locations.data ?? []).filter((location) => pickup && location.country === pickup.country && location.id !== pickup.id).map((location) => location.name),
  ];
  if (!dropoffNames.includes(value.dropoffLocation)) dropoffNames.push(value.dropoffLocation);
  const dropoffOptions = dropoffNames.map((name) => ({ value: name, label: name === SAME_LOCATION ? t('cars.sameLocation') : format.place(name) }));
  const set = (patch: Partial<CarFilterValues>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="sm">
      <Select
        label={t('cars.pickupLocation')}
        placeholder={t('cars.anyLocation')}
        leftSection={<IconMapPin size={16} aria-hidden />}
        data={pickupOptions}
        value={value.pickupLocation || null}
        onChange={(next) => set({ pickupLocation: next ?? '', dropoffLocation: SAME_LOCATION })}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': t('clear') }}
        nothingFoundMessage={t('cars.noLocation')}
      />
      <Select
        label={t('cars.dropoff')}
        leftSection={<IconMapPinFilled size={16} aria-hidden />}
        data={dropoffOptions}
        value={value.dropoffLocation}
        onChange={(next) => set({ dropoffLocation: next ?? SAME_LOCATION })}
        allowDeselect={false}
      />
      <Group grow gap="sm">
        <DateField
          label={t('cars.pickupDate')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={value.pickupDate}
          minDate={today}
          maxDate={addDays(today, BOOKING_HORIZON_DAYS)}
          onChange={(next) => next && onChange(withPickupDate(value, next))}
        />
        <DateField
          label={t('cars.returnDate')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={value.returnDate}
          minDate={value.pickupDate}
          maxDate={addDays(value.pickupDate, MAX_RENTAL_DAYS)}
          onChange={(next) => next && set({ returnDate: next })}
        />
      </Group>
      {withCategory && (
        <Select
          label={t('cars.category')}
          placeholder={t('cars.allCategories')}
          leftSection={<IconCar size={16} aria-hidden />}
          data={CAR_CATEGORIES.map((category) => ({ value: category, label: carCategoryText(t, category) }))}
          value={value.category || null}
          onChange={(next) => set({ category: next && isCarCategory(next) ? next : '' })}
          clearable
          clearButtonProps={{ 'aria-label': t('clear') }}
        />
      )}
    </Stack>
  );
}
