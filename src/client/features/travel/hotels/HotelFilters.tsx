import { Group, NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconUsers } from '@tabler/icons-react';
import { HOTEL_RATING_OPTIONS, MAX_GUESTS, roomsForGuests } from '../../../../shared/schemas/hotels';
import { MAX_STAY_NIGHTS, addDays, travelToday } from '../../../../shared/schemas/travel';
import { plural } from '../ui/dates';
import { latestCheckIn, priceRangeError, withCheckIn, type HotelFilterValues, type HotelRating } from './hotel-filters';

/** The API's ceiling for a price filter. */
const MAX_PRICE_FILTER = 1_000_000;

const GUEST_OPTIONS = Array.from({ length: MAX_GUESTS }, (_, i) => ({ value: String(i + 1), label: `${plural(i + 1, 'Guest')} · ${plural(roomsForGuests(i + 1), 'room')}` }));

// Spec §2 Hotel Booking filters (minPrice, maxPrice: numbers only; rating 3+/4+/5+) plus the
// stay to book: check-in, check-out and guests (two per room).
export function HotelFilters({ value, onChange }: { value: HotelFilterValues; onChange: (next: HotelFilterValues) => void }) {
  const today = travelToday();
  const set = (patch: Partial<HotelFilterValues>) => onChange({ ...value, ...patch });
  const priceError = priceRangeError(value);
  return (
    <Stack gap="sm">
      <Group grow gap="sm" align="flex-start">
        <NumberInput
          label="Min price"
          placeholder="Any"
          leftSection="$"
          allowNegative={false}
          allowDecimal={false}
          max={MAX_PRICE_FILTER}
          clampBehavior="strict"
          hideControls
          inputMode="numeric"
          value={value.minPrice}
          onChange={(next) => set({ minPrice: String(next) })}
        />
        <NumberInput
          label="Max price"
          placeholder="Any"
          leftSection="$"
          allowNegative={false}
          allowDecimal={false}
          max={MAX_PRICE_FILTER}
          clampBehavior="strict"
          hideControls
          inputMode="numeric"
          value={value.maxPrice}
          error={priceError}
          onChange={(next) => set({ maxPrice: String(next) })}
        />
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500} aria-hidden>
          Rating
        </Text>
        <SegmentedControl
          fullWidth
          aria-label="Rating"
          value={String(value.rating)}
          onChange={(next) => set({ rating: Number(next) as HotelRating })}
          data={HOTEL_RATING_OPTIONS.map((rating) => ({ value: String(rating), label: `${rating}+` }))}
        />
      </Stack>
      <Group grow gap="sm">
        <DatePickerInput
          label="Check-in"
          leftSection={<IconCalendar size={16} />}
          valueFormat="MMM D, YYYY"
          value={value.checkIn}
          minDate={today}
          maxDate={latestCheckIn(today)}
          onChange={(next) => next && onChange(withCheckIn(value, next))}
          dropdownType="modal"
        />
        <DatePickerInput
          label="Check-out"
          leftSection={<IconCalendar size={16} />}
          valueFormat="MMM D, YYYY"
          value={value.checkOut}
          minDate={addDays(value.checkIn, 1)}
          maxDate={addDays(value.checkIn, MAX_STAY_NIGHTS)}
          onChange={(next) => next && set({ checkOut: next })}
          dropdownType="modal"
        />
      </Group>
      <Select
        label="Guests"
        leftSection={<IconUsers size={16} />}
        data={GUEST_OPTIONS}
        value={String(value.guests)}
        onChange={(next) => next && set({ guests: Number(next) })}
        allowDeselect={false}
      />
    </Stack>
  );
}
