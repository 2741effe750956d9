import { Fragment } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CreateBookingRequest } from '@shared/schemas/bookings';
import type { FlightSearchRequest } from '@shared/schemas/flights';
import { useFormat } from '../../../i18n/format';
import { trpc } from '../../../lib/trpc';
import { useDeferredData } from '../../../lib/deferred-data';
import { NothingFound, QueryStatus } from '../../../components/QueryStatus';
import { PagedList, ShowMore } from '../../../components/PagedList';
import { FlightCard } from './FlightCard';
import { passengersLabel } from './flight-text';

interface FlightResultsProps {
  input: FlightSearchRequest;
  onBook: (request: CreateBookingRequest) => void;
  bookingItemId?: string;
}

/** Flights on the date asked with enough seats left in the class for every passenger. */
export function FlightResults(props: FlightResultsProps) {
  return (
    <PagedList
      search={props.input}
      renderPage={(page, isLast, showMore) => <FlightResultPage key={page} {...props} page={page} isLast={isLast} onMore={showMore} />}
    />
  );
}

function FlightResultPage({
  input,
  page: pageNumber,
  isLast,
  onMore,
  onBook,
  bookingItemId,
}: FlightResultsProps & { page: number; isLast: boolean; onMore: () => void }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const query = trpc.flights.search.useQuery({ ...input, page: pageNumber });
  const { data: page, arriving } = useDeferredData(query.data);
  if (!page)
    return <QueryStatus label={t('things.flights')} isPending={query.isPending || arriving} error={query.error} onRetry={() => void query.refetch()} />;
  const offered = page.items.filter((flight) => flight.seatsAvailable >= page.passengers);
  return (
    <Fragment>
      {pageNumber === 1 && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {[t('count.flight', { count: page.total }), format.longDate(page.date), passengersLabel(t, page.passengers)].join(' · ')}
        </Text>
      )}
      {pageNumber === 1 && offered.length === 0 && <NothingFound title={t('flights.noneTitle')}>{t('flights.noneText')}</NothingFound>}
      {offered.map((flight) => (
        <FlightCard
          key={flight.id}
          flight={flight}
          selecting={bookingItemId === flight.id}
          onSelect={() => onBook({ type: 'flight', itemId: flight.id, startDate: flight.date, quantity: page.passengers })}
        />
      ))}
      {isLast && page.hasMore && <ShowMore onClick={onMore} />}
    </Fragment>
  );
}
