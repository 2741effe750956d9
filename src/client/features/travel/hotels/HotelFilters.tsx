import { Group, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HOTEL_RATING_OPTIONS, MAX_CHILD_AGE, MAX_STAY_NIGHTS } from '@shared/travel-terms';
import { addDays, travelToday } from '@shared/travel-calendar';
import { DateField } from '../../../components/DateField';
import { CountStepper } from '../ui/CountStepper';
import { useFormat } from '../../../i18n/format';
import { latestCheckIn, partyLimits, priceRangeError, withCheckIn, withChildren, type HotelFilterValues, type HotelRating } from './hotel-filters';

/** The API's ceiling for a price filter. */
const MAX_PRICE_FILTER = 1_000_000;
const CHILD_AGES = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => age);
/** Prices are typed in whole US dollars. */
const CURRENCY_SYMBOL = '$';

// Hotel Booking filters (minPrice, maxPrice: numbers only; rating 3+/4+/5+) plus the
// stay to book: check-in, check-out, and who stays: rooms, adults, children with their ages.
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
      <PartyFields value={value} onChange={onChange} />
    </Stack>
  );
}

/** Rooms, adults and children, each child with an age (hotels price and fit rooms by age). */
function PartyFields({ value, onChange }: { value: HotelFilterValues; onChange: (next: HotelFilterValues) => void }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const legend = useId();
  const limits = partyLimits(value);
  return (
    <Stack gap={6} component="fieldset" aria-labelledby={legend} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Text size="sm" fw={500} id={legend}>
        {t('party.title')}
      </Text>
      <CountStepper label={t('party.rooms')} testId="party-rooms" {...limits.rooms} value={value.rooms} onChange={(rooms) => onChange({ ...value, rooms })} />
      <CountStepper
        label={t('party.adults')}
        testId="party-adults"
        {...limits.adults}
        value={value.adults}
        onChange={(adults) => onChange({ ...value, adults })}
      />
      <CountStepper
        label={t('party.children')}
        testId="party-children"
        {...limits.children}
        value={value.childAges.length}
        onChange={(count) => onChange(withChildren(value, count))}
      />
      {value.childAges.length > 0 && (
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          {value.childAges.map((age, index) => (
            <Select
              key={index}
              label={t('party.childAge', { number: format.number(index + 1) })}
              data={CHILD_AGES.map((years) => ({ value: String(years), label: years === 0 ? t('party.underOne') : t('party.years', { count: years }) }))}
              value={String(age)}
              onChange={(next) => next !== null && onChange({ ...value, childAges: value.childAges.map((old, i) => (i === index ? Number(next) : old)) })}
              allowDeselect={false}
              data-testid="party-child-age"
            />
          ))}
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed">
        {t('party.childAgeHint')}
      </Text>
    </Stack>
  );
}
