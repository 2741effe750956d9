import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { addDays } from '@shared/travel-calendar';
import { useFormat, type Formatters } from '../../../i18n/format';
import type { SearchTabProps } from '../search/tab-props';
import { FiltersPanel } from '../ui/FiltersPanel';
import { lazyComponent } from '../../../lib/lazy-component';
import { clampAdults, defaultHotelFilters, hotelSearchInput, priceRangeError, type HotelFilterValues } from './hotel-filters';
import { HotelResults } from './HotelResults';

// Loaded on the first opening of the filters (FiltersPanel).
const HotelFilters = lazyComponent(() => import('./HotelFilters'), 'HotelFilters');

function initialFilters(checkIn?: string, guests?: number): HotelFilterValues {
  const defaults = defaultHotelFilters();
  return {
    ...defaults,
    ...(checkIn ? { checkIn, checkOut: addDays(checkIn, 2) } : {}),
    ...(guests ? { adults: clampAdults(guests) } : {}),
  };
}

/** '1 room · 2 adults · 1 child' */
function partySummary(filters: HotelFilterValues, t: TFunction): string {
  const parts = [t('count.room', { count: filters.rooms }), t('count.adult', { count: filters.adults })];
  if (filters.childAges.length > 0) parts.push(t('count.child', { count: filters.childAges.length }));
  return parts.join(' · ');
}

function priceSummary(filters: HotelFilterValues, t: TFunction, format: Formatters): string {
  const min = filters.minPrice && format.wholeMoney(Number(filters.minPrice));
  const max = filters.maxPrice && format.wholeMoney(Number(filters.maxPrice));
  if (min && max) return `${min}–${max}`;
  if (min) return t('hotels.priceFrom', { price: min });
  if (max) return t('hotels.priceUpTo', { price: max });
  return t('hotels.anyPrice');
}

/** /search › Hotels: the destination searched (name or location) plus the dialog's filters. */
export function HotelSearchTab({ q, checkIn, guests, onBook, bookingItemId }: SearchTabProps) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const [filters, setFilters] = useState(() => initialFilters(checkIn, guests));
  const [searched] = useDebouncedValue(filters, 350);
  const summary = [
    format.shortDateRange(filters.checkIn, filters.checkOut),
    partySummary(filters, t),
    t('hotels.starsOrMore', { rating: filters.rating }),
    priceSummary(filters, t, format),
  ].join(' · ');
  return (
    <Stack gap="sm">
      <FiltersPanel summary={summary}>
        <HotelFilters value={filters} onChange={setFilters} />
      </FiltersPanel>
      {!priceRangeError(searched) && <HotelResults input={hotelSearchInput(searched, q)} onBook={onBook} bookingItemId={bookingItemId} />}
    </Stack>
  );
}
