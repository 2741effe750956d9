import { useEffect, useRef, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CreateBookingRequest } from '@shared/schemas/bookings';
import type { TourPackage } from '@shared/schemas/tours';
import { trpc } from '../../../lib/trpc';
import { useDeferredData } from '../../../lib/deferred-data';
import type { SearchTabProps } from '../search/tab-props';
import { NothingFound, QueryStatus } from '../../../components/QueryStatus';
import { TourBookingModal } from './TourBookingModal';
import { TourCard } from './TourCard';

/**
 * /search › Tours: every package ('View All' on Home), or those whose name, location or
 * description matches the text; each with its next departure from Home's date (default today).
 */
export function TourSearchTab({ q, checkIn, onBook, bookItemId }: SearchTabProps) {
  const { t } = useTranslation('travel');
  const all = trpc.tours.list.useQuery(checkIn ? { date: checkIn } : undefined, { enabled: !q });
  const found = trpc.search.find.useQuery({ query: q, type: 'tours', date: checkIn }, { enabled: Boolean(q) });
  const query = q ? found : all;
  const { data: tours, arriving } = useDeferredData(q ? (found.data?.type === 'tours' ? found.data.results : undefined) : all.data);
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
  if (!tours) return <QueryStatus label={t('things.tours')} isPending={query.isPending || arriving} error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="sm">
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
