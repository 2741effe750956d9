import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SAME_LOCATION } from '@shared/travel-terms';
import { addDays } from '@shared/travel-calendar';
import { useFormat } from '../../../i18n/format';
import type { SearchTabProps } from '../search/tab-props';
import { FiltersPanel } from '../ui/FiltersPanel';
import { lazyComponent } from '../../../lib/lazy-component';
import { carCategoryText } from '../vocabulary';
import { carSearchInput, defaultCarFilters, type CarFilterValues } from './car-filters';
import { CarResults } from './CarResults';

// Loaded on the first opening of the filters (FiltersPanel).
const CarFilters = lazyComponent(() => import('./CarFilters'), 'CarFilters');

/**
 * /search › Cars: the text searched is the pickup location or city ('Nairobi' finds every
 * Nairobi location); the filters add the drop-off, the dates and the category.
 */
export function CarSearchTab({ q, checkIn, onBook, bookingItemId, onQueryChange }: SearchTabProps) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const [filters, setFilters] = useState<CarFilterValues>(() => {
    const defaults = { ...defaultCarFilters(), pickupLocation: q };
    return checkIn ? { ...defaults, pickupDate: checkIn, returnDate: addDays(checkIn, 3) } : defaults;
  });
  // A one-way drop-off belongs to the pickup it was chosen for; a new pickup starts over.
  const value: CarFilterValues = { ...filters, pickupLocation: q, dropoffLocation: filters.pickupLocation === q ? filters.dropoffLocation : SAME_LOCATION };
  const onChange = (next: CarFilterValues) => {
    setFilters(next);
    if (next.pickupLocation !== q) onQueryChange(next.pickupLocation);
  };
  const summary = [
    q || t('cars.everyLocation'),
    value.dropoffLocation === SAME_LOCATION ? null : t('cars.toDropoff', { place: value.dropoffLocation }),
    format.shortDateRange(value.pickupDate, value.returnDate),
    value.category ? carCategoryText(t, value.category) : t('cars.allCategoriesShort'),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Stack gap="sm">
      <FiltersPanel summary={summary}>
        <CarFilters value={value} onChange={onChange} withCategory />
      </FiltersPanel>
      <CarResults input={carSearchInput(value)} onBook={onBook} bookingItemId={bookingItemId} />
    </Stack>
  );
}
