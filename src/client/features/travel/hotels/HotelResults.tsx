import { Fragment } from 'react';
import { Text } from '@mantine/core';
import type { CreateBookingRequest } from '../../../../shared/schemas/bookings';
import type { HotelSearchRequest } from '../../../../shared/schemas/hotels';
import { trpc } from '../../../lib/trpc';
import { plural, shortDate } from '../ui/dates';
import { NothingFound, QueryStatus } from '../ui/QueryStatus';
import { PagedList, ShowMore } from '../ui/ShowMore';
import { HotelCard } from './HotelCard';

interface HotelResultsProps {
  input: HotelSearchRequest;
  /** Book Now: the booking to start for the stay searched. */
  onBook: (request: CreateBookingRequest) => void;
  bookingItemId?: string;
}

/** Hotels matching `input`; only those with enough rooms free on every night are offered. */
export function HotelResults(props: HotelResultsProps) {
  return <PagedList search={props.input} renderPage={(page, isLast, showMore) => <HotelResultPage key={page} {...props} page={page} isLast={isLast} onMore={showMore} />} />;
}

function HotelResultPage({ input, page: pageNumber, isLast, onMore, onBook, bookingItemId }: HotelResultsProps & { page: number; isLast: boolean; onMore: () => void }) {
  const query = trpc.hotels.search.useQuery({ ...input, page: pageNumber });
  if (!query.data) return <QueryStatus label="hotels" isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />;
  const page = query.data;
  const offered = page.items.filter((hotel) => hotel.roomsAvailable >= page.roomsNeeded);
  return (
    <Fragment>
      {pageNumber === 1 && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {plural(page.total, 'hotel')} · {shortDate(page.checkIn)} – {shortDate(page.checkOut)} · {plural(page.nights, 'night')} · {plural(page.roomsNeeded, 'room')}
        </Text>
      )}
      {pageNumber === 1 && offered.length === 0 && <NothingFound title="No hotels available">Try other dates, a lower rating or a wider price range.</NothingFound>}
      {offered.map((hotel) => (
        <HotelCard
          key={hotel.id}
          hotel={hotel}
          booking={bookingItemId === hotel.id}
          onBook={() => onBook({ type: 'hotel', itemId: hotel.id, startDate: page.checkIn, endDate: page.checkOut, quantity: page.roomsNeeded })}
        />
      ))}
      {isLast && page.hasMore && <ShowMore onClick={onMore} />}
    </Fragment>
  );
}
