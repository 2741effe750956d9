import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CAR_SORTS, MAX_RENTAL_DAYS, SAME_LOCATION, type CarSort } from '@shared/travel-terms';
import { addDays, daysBetween } from '@shared/travel-calendar';
import { useFormat } from '../../../i18n/format';
import type { SearchTabProps } from '../search/tab-props';
import { FiltersPanel } from '../ui/FiltersPanel';
import { lazyComponent } from '../../../lib/lazy-component';
import { carCategoryText } from '../vocabulary';
import { SortSelect } from '../ui/SortSelect';
import { carSearchInput, defaultCarFilters, type CarFilterValues } from './car-filters';
import { CarResults } from './CarResults';

// Loaded on the first opening of the filters (FiltersPanel).
const CarFilters = lazyComponent(() => import('./CarFilters'), 'CarFilters');

/**
 * /search › Cars: the text searched is the pickup location or city ('Nairobi' finds every
 * Nairobi location); the filters add the drop-off, the dates and the category, and the list
 * sorts by price. All of it lives in the URL (the pickup date is its checkIn).
 */
export function CarSearchTab({ search, onSearchChange, onBook, bookingItemId }: SearchTabProps) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const q = search.q;
  const defaults = defaultCarFilters();
  const pickupDate = search.checkIn ?? defaults.pickupDate;
  const returnDays = search.returnDate ? daysBetween(pickupDate, search.returnDate) : -1;
  const value: CarFilterValues = {
    pickupLocation: q,
    dropoffLocation: search.dropoff ?? SAME_LOCATION,
    pickupDate,
    returnDate: search.returnDate && returnDays >= 0 && returnDays <= MAX_RENTAL_DAYS ? search.returnDate : addDays(pickupDate, 3),
    category: search.category ?? '',
  };
  const onChange = (next: CarFilterValues) =>
    onSearchChange({
      q: next.pickupLocation.trim(),
      // A one-way drop-off belongs to the pickup it was chosen for; a new pickup starts over.
      dropoff: next.pickupLocation !== q || next.dropoffLocation === SAME_LOCATION ? undefined : next.dropoffLocation,
      checkIn: next.pickupDate,
      returnDate: next.returnDate,
      category: next.category || undefined,
    });
  const sort = search.sort as CarSort | undefined;
  const summary = [
    q ? format.place(q) : t('cars.everyLocation'),
    value.dropoffLocation === SAME_LOCATION ? null : t('cars.toDropoff', { place: format.place(value.dropoffLocation) }),
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
      <SortSelect sorts={CAR_SORTS} value={sort} onChange={(next) => onSearchChange({ sort: next }, { push: true })} />
      <CarResults input={{ ...carSearchInput(value), sort }} onBook={onBook} bookingItemId={bookingItemId} />
    </Stack>
  );
}
