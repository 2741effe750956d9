import { useEffect, useRef, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CreateBookingRequest } from '@shared/schemas/bookings';
import type { TourPackage } from '@shared/schemas/tours';
import { trpc } from '../../../lib/trpc';
import { useDeferredData } from '../../../lib/deferred-data';
import type { SearchTabProps } from '../search/tab-props';
import { NothingFound, QueryStatus } from '../../../components/QueryStatus';
import { TourBookingModal } from './TourBookingModal';
import { TourCard } from './TourCard';
import { FiltersPanel } from '../ui/FiltersPanel';
import { SortSelect } from '../ui/SortSelect';
import { lazyComponent } from '../../../lib/lazy-component';
import { useFormat, type Formatters } from '../../../i18n/format';
import { TOUR_SORTS, type TourSort } from '@shared/travel-terms';
import type { SearchParams } from '../search/search-params';
import { tourListInput, tourPriceRangeError } from './tour-filters';

// Loaded on the first opening of the filters (FiltersPanel).
const TourFilters = lazyComponent(() => import('./TourFilters'), 'TourFilters');

/** '4–7 days · Kenya · $400–$900' */
function filterSummary(search: SearchParams, t: TFunction, format: Formatters): string {
  const min = search.minPrice !== undefined ? format.wholeMoney(search.minPrice) : undefined;
  const max = search.maxPrice !== undefined ? format.wholeMoney(search.maxPrice) : undefined;
  const price =
    min && max ? `${min}–${max}` : min ? t('hotels.priceFrom', { price: min }) : max ? t('hotels.priceUpTo', { price: max }) : t('tours.filters.anyPrice');
  return [
    search.days ? t(`tours.filters.days_${search.days}`) : t('tours.filters.anyDuration'),
    search.region ? format.place(search.region) : t('tours.filters.anyRegion'),
    price,
  ].join(' · ');
}

/**
 * /search › Tours: every package ('View All' on Home), or those whose name, location or
 * description matches the text, kept to the duration, price and region chosen and in the order
 * chosen (filtered and sorted by the server); each with its next departure from Home's date
 * (default today). The filters and the order live in the URL.
 */
export function TourSearchTab({ search, onSearchChange, onBook }: SearchTabProps) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const { q, checkIn, book: bookItemId } = search;
  const priceError = tourPriceRangeError(search);
  const query = trpc.tours.list.useQuery(tourListInput(search), { enabled: !priceError });
  const { data: tours, arriving } = useDeferredData(query.data);
  const [booking, setBooking] = useState<TourPackage | null>(null);
  // A Featured Deals card asked for this tour: its booking opens once, when the list arrives.
  const openedFromLink = useRef(false);
  useEffect(() => {
    const linked = bookItemId && !openedFromLink.current ? tours?.find((tour) => tour.id === bookItemId) : undefined;
    if (!linked) return;
    openedFromLink.current = true;
    setBooking(linked);
  }, [bookItemId, tours]);
  const book = (request: CreateBookingRequest) => {
    setBooking(null);
    onBook(request);
  };
  const controls = (
    <>
      <FiltersPanel summary={filterSummary(search, t, format)}>
        <TourFilters value={search} onChange={onSearchChange} date={checkIn} />
      </FiltersPanel>
      <SortSelect sorts={TOUR_SORTS} value={search.sort as TourSort | undefined} onChange={(sort) => onSearchChange({ sort }, { push: true })} />
    </>
  );
  if (!tours || priceError)
    return (
      <Stack gap="sm">
        {controls}
        {!priceError && (
          <QueryStatus label={t('things.tours')} isPending={query.isPending || arriving} error={query.error} onRetry={() => void query.refetch()} />
        )}
      </Stack>
    );
  return (
    <Stack gap="sm">
      {controls}
      <Text size="sm" c="dimmed" aria-live="polite">
        {q ? t('tours.countMatching', { count: tours.length, query: q }) : t('count.tourPackage', { count: tours.length })}
      </Text>
      {tours.length === 0 && <NothingFound title={t('tours.noneTitle')}>{t('tours.noneText')}</NothingFound>}
      {tours.map((tour) => (
        <TourCard key={tour.id} tour={tour} date={checkIn} onBook={() => setBooking(tour)} />
      ))}
      <TourBookingModal tour={booking} onClose={() => setBooking(null)} onBook={book} />
    </Stack>
  );
}
