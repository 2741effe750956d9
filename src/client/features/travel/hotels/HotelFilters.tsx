import { Group, NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconCalendar, IconUsers } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HOTEL_RATING_OPTIONS, MAX_GUESTS, roomsForGuests, MAX_STAY_NIGHTS } from '@shared/travel-terms';
import { addDays, travelToday } from '@shared/travel-calendar';
import { DateField } from '../../../components/DateField';
import { latestCheckIn, priceRangeError, withCheckIn, type HotelFilterValues, type HotelRating } from './hotel-filters';

/** The API's ceiling for a price filter. */
const MAX_PRICE_FILTER = 1_000_000;
const GUEST_COUNTS = Array.from({ length: MAX_GUESTS }, (_, i) => i + 1);
/** Prices are typed in whole US dollars. */
const CURRENCY_SYMBOL = '$';

// Hotel Booking filters (minPrice, maxPrice: numbers only; rating 3+/4+/5+) plus the
// stay to book: check-in, check-out and guests (two per room).
export function HotelFilters({ value, onChange }: { value: HotelFilterValues; onChange: (next: HotelFilterValues) => void }) {
  const { t } = useTranslation('travel');
  const ratingLabel = useId();
  const today = travelToday();
  const set = (patch: Partial<HotelFilterValues>) => onChange({ ...value, ...patch });
  const priceError = priceRangeError(value) ? t('hotels.maxBelowMin') : undefined;
  const priceInput = {
    placeholder: t('hotels.any'),
    leftSection: CURRENCY_SYMBOL,
    allowNegative: false,
    allowDecimal: false,
    max: MAX_PRICE_FILTER,
    clampBehavior: 'strict',
    hideControls: true,
    inputMode: 'numeric',
  } as const;
  return (
    <Stack gap="sm">
      <Group grow gap="sm" align="flex-start">
        <NumberInput label={t('hotels.minPrice')} {...priceInput} value={value.minPrice} onChange={(next) => set({ minPrice: String(next) })} />
        <NumberInput
          label={t('hotels.maxPrice')}
          {...priceInput}
          value={value.maxPrice}
          error={priceError}
          onChange={(next) => set({ maxPrice: String(next) })}
        />
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500} id={ratingLabel}>
          {t('hotels.rating')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby={ratingLabel}
          value={String(value.rating)}
          onChange={(next) => set({ rating: Number(next) as HotelRating })}
          data={HOTEL_RATING_OPTIONS.map((rating) => ({ value: String(rating), label: t('hotels.ratingOption', { rating }) }))}
        />
      </Stack>
      <Group grow gap="sm">
        <DateField
          label={t('hotels.checkIn')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={value.checkIn}
          minDate={today}
          maxDate={latestCheckIn(today)}
          onChange={(next) => next && onChange(withCheckIn(value, next))}
        />
        <DateField
          label={t('hotels.checkOut')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={value.checkOut}
          minDate={addDays(value.checkIn, 1)}
          maxDate={addDays(value.checkIn, MAX_STAY_NIGHTS)}
          onChange={(next) => next && set({ checkOut: next })}
        />
      </Group>
      <Select
        label={t('hotels.guests')}
        leftSection={<IconUsers size={16} aria-hidden />}
        data={GUEST_COUNTS.map((count) => ({
          value: String(count),
          label: `${t('count.guest', { count })} · ${t('count.room', { count: roomsForGuests(count) })}`,
        }))}
        value={String(value.guests)}
        onChange={(next) => next && set({ guests: Number(next) })}
        allowDeselect={false}
      />
    </Stack>
  );
}
