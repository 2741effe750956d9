import { Fragment } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CreateBookingRequest } from '@shared/schemas/bookings';
import type { HotelSearchRequest } from '@shared/schemas/hotels';
import { useFormat } from '../../../i18n/format';
import { trpc } from '../../../lib/trpc';
import { useDeferredData } from '../../../lib/deferred-data';
import { NothingFound, QueryStatus } from '../../../components/QueryStatus';
import { PagedList, ShowMore } from '../../../components/PagedList';
import { HotelCard } from './HotelCard';

interface HotelResultsProps {
  input: HotelSearchRequest;
  /** Book Now: the booking to start for the stay searched. */
  onBook: (request: CreateBookingRequest) => void;
  bookingItemId?: string;
}

/** Hotels matching `input`; only those with enough rooms free on every night are offered. */
export function HotelResults(props: HotelResultsProps) {
  return (
    <PagedList
      search={props.input}
      renderPage={(page, isLast, showMore) => <HotelResultPage key={page} {...props} page={page} isLast={isLast} onMore={showMore} />}
    />
  );
}

function HotelResultPage({
  input,
  page: pageNumber,
  isLast,
  onMore,
  onBook,
  bookingItemId,
}: HotelResultsProps & { page: number; isLast: boolean; onMore: () => void }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const query = trpc.hotels.search.useQuery({ ...input, page: pageNumber });
  const { data: page, arriving } = useDeferredData(query.data);
  if (!page) return <QueryStatus label={t('things.hotels')} isPending={query.isPending || arriving} error={query.error} onRetry={() => void query.refetch()} />;
  // Only hotels with rooms that fit the party searched (the server filters the same way).
  const offered = page.items.filter((hotel) => hotel.roomsForParty);
  return (
    <Fragment>
      {pageNumber === 1 && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {[t('count.hotel', { count: page.total }), format.shortDateRange(page.checkIn, page.checkOut), t('count.night', { count: page.nights })].join(' · ')}
        </Text>
      )}
      {pageNumber === 1 &&
        offered.length === 0 &&
        // Searched for a place: say plainly that nothing matches it (other dates or ratings would not help).
        (input.destination ? (
          <NothingFound title={t('hotels.noMatchTitle', { query: input.destination })}>{t('search.noMatchText')}</NothingFound>
        ) : (
          <NothingFound title={t('hotels.noneTitle')}>{t('hotels.noneText')}</NothingFound>
        ))}
      {offered.map((hotel, index) => (
        <HotelCard
          key={hotel.id}
          first={pageNumber === 1 && index === 0}
          hotel={hotel}
          guests={input.guests}
          childAges={input.childAges}
          booking={bookingItemId === hotel.id}
          onBook={() =>
            onBook({
              type: 'hotel',
              itemId: hotel.id,
              startDate: page.checkIn,
              endDate: page.checkOut,
              // The rooms shown on the card: the server picks the same cheapest fit for this many rooms.
              quantity: hotel.roomsForParty?.roomCount,
              adults: hotel.roomsForParty?.adults,
              childAges: input.childAges,
            })
          }
        />
      ))}
      {isLast && page.hasMore && <ShowMore onClick={onMore} />}
    </Fragment>
  );
}
