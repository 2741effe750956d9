import { Suspense } from 'react';
import { Group, SegmentedControl, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { HOTEL_SORTS, MAX_PAGE_SIZE, type HotelSort } from '@shared/travel-terms';
import { Spinner } from '../../../components/Spinner';
import { useFormat, type Formatters } from '../../../i18n/format';
import type { SearchTabProps } from '../search/tab-props';
import { FiltersPanel } from '../ui/FiltersPanel';
import { lazyComponent } from '../../../lib/lazy-component';
import { SortSelect } from '../ui/SortSelect';
import { hotelFilterParams, hotelFiltersFrom, hotelSearchInput, priceRangeError, type HotelFilterValues } from './hotel-filters';
import { HotelResults } from './HotelResults';

// Loaded on the first opening of the filters (FiltersPanel).
const HotelFilters = lazyComponent(() => import('./HotelFilters'), 'HotelFilters');
// Loaded when the map is chosen: Leaflet and the markers stay out of the list's code.
const HotelResultsMap = lazyComponent(() => import('./HotelResultsMap'), 'HotelResultsMap');

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

/**
 * /search › Hotels: the destination searched (name or location) plus the dialog's filters, the
 * order and the list or the map; all of it read from the URL and written back to it.
 */
export function HotelSearchTab({ search, onSearchChange, onBook, bookingItemId }: SearchTabProps) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const filters = hotelFiltersFrom(search);
  const setFilters = (next: HotelFilterValues) => onSearchChange(hotelFilterParams(next));
  // Debounced by value (the filters are read afresh from the URL on every render).
  const [searchedKey] = useDebouncedValue(JSON.stringify(filters), 350);
  const searched = JSON.parse(searchedKey) as HotelFilterValues;
  const view = search.view ?? 'list';
  const input = hotelSearchInput(searched, search.q, search.sort as HotelSort | undefined);
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
      {/* The list/map toggle moves under the sort when the sort's longest choice would not fit beside it (Kiswahili on a phone). */}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <div style={{ flex: '1 1 200px', minWidth: 0 }}>
          <SortSelect sorts={HOTEL_SORTS} value={search.sort as HotelSort | undefined} onChange={(sort) => onSearchChange({ sort }, { push: true })} />
        </div>
        <SegmentedControl
          aria-label={t('search.view.label')}
          value={view}
          onChange={(next) => onSearchChange({ view: next === 'map' ? 'map' : undefined }, { push: true })}
          data={[
            { value: 'list', label: t('search.view.list') },
            { value: 'map', label: t('search.view.map') },
          ]}
          styles={{ label: { minHeight: 44, display: 'flex', alignItems: 'center' }, root: { flexShrink: 0 } }}
          data-testid="view-toggle"
        />
      </Group>
      {!priceRangeError(searched) &&
        (view === 'map' ? (
          <Suspense fallback={<Spinner label={t('common:loading')} py="md" />}>
            <HotelResultsMap input={{ ...input, page: 1, limit: MAX_PAGE_SIZE }} />
          </Suspense>
        ) : (
          <HotelResults input={input} onBook={onBook} bookingItemId={bookingItemId} />
        ))}
    </Stack>
  );
}
