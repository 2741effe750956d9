import { Fragment } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CreateBookingRequest } from '@shared/schemas/bookings';
import type { CarSearchRequest } from '@shared/schemas/cars';
import { rentalDays } from '@shared/travel-calendar';
import { useFormat } from '../../../i18n/format';
import { trpc } from '../../../lib/trpc';
import { useDeferredData } from '../../../lib/deferred-data';
import { NothingFound, QueryStatus } from '../../../components/QueryStatus';
import { PagedList, ShowMore } from '../../../components/PagedList';
import { CarCard } from './CarCard';

interface CarResultsProps {
  input: CarSearchRequest;
  onBook: (request: CreateBookingRequest) => void;
  bookingItemId?: string;
}

/** Cars free on every day of the rental asked, a page at a time (the list is paged). */
export function CarResults(props: CarResultsProps) {
  return (
    <PagedList
      search={props.input}
      renderPage={(page, isLast, showMore) => <CarResultPage key={page} {...props} page={page} isLast={isLast} onMore={showMore} />}
    />
  );
}

function CarResultPage({
  input,
  page: pageNumber,
  isLast,
  onMore,
  onBook,
  bookingItemId,
}: CarResultsProps & { page: number; isLast: boolean; onMore: () => void }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const query = trpc.cars.list.useQuery({ ...input, page: pageNumber });
  const { data: page, arriving } = useDeferredData(query.data);
  if (!page) return <QueryStatus label={t('things.cars')} isPending={query.isPending || arriving} error={query.error} onRetry={() => void query.refetch()} />;
  const offered = page.items.filter((car) => car.unitsAvailable > 0);
  return (
    <Fragment>
      {pageNumber === 1 && input.pickupDate && input.returnDate && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {[
            t('count.car', { count: page.total }),
            format.dateRange(input.pickupDate, input.returnDate),
            t('count.day', { count: rentalDays(input.pickupDate, input.returnDate) }),
          ].join(' · ')}
        </Text>
      )}
      {pageNumber === 1 &&
        offered.length === 0 &&
        (input.pickupLocation ? (
          <NothingFound title={t('cars.noMatchTitle', { query: input.pickupLocation })}>{t('search.noMatchText')}</NothingFound>
        ) : (
          <NothingFound title={t('cars.noneTitle')}>{t('cars.noneText')}</NothingFound>
        ))}
      {offered.map((car) => (
        <CarCard
          key={car.id}
          car={car}
          booking={bookingItemId === car.id}
          onBook={() =>
            onBook({ type: 'car', itemId: car.id, startDate: car.pickupDate, endDate: car.returnDate, quantity: 1, dropoffLocation: car.dropoffLocation })
          }
        />
      ))}
      {isLast && page.hasMore && <ShowMore onClick={onMore} />}
    </Fragment>
  );
}
