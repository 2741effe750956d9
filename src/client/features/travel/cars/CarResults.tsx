import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CreateBookingRequest } from '../../../../shared/schemas/bookings';
import type { CarSearchRequest } from '../../../../shared/schemas/cars';
import { rentalDays } from '../../../../shared/schemas/travel';
import { useFormat } from '../../../i18n/format';
import { trpc } from '../../../lib/trpc';
import { NothingFound, QueryStatus } from '../ui/QueryStatus';
import { CarCard } from './CarCard';

/** Cars free on every day of the rental asked; sold-out models are not offered. */
export function CarResults({ input, onBook, bookingItemId }: { input: CarSearchRequest; onBook: (request: CreateBookingRequest) => void; bookingItemId?: string }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const query = trpc.cars.list.useQuery(input);
  if (!query.data) return <QueryStatus label={t('things.cars')} isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />;
  const offered = query.data.filter((car) => car.unitsAvailable > 0);
  return (
    <Stack gap="sm">
      {input.pickupDate && input.returnDate && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {[t('count.car', { count: offered.length }), format.dateRange(input.pickupDate, input.returnDate), t('count.day', { count: rentalDays(input.pickupDate, input.returnDate) })].join(' · ')}
        </Text>
      )}
      {offered.length === 0 && <NothingFound title={t('cars.noneTitle')}>{t('cars.noneText')}</NothingFound>}
      {offered.map((car) => (
        <CarCard
          key={car.id}
          car={car}
          booking={bookingItemId === car.id}
          onBook={() => onBook({ type: 'car', itemId: car.id, startDate: car.pickupDate, endDate: car.returnDate, quantity: 1, dropoffLocation: car.dropoffLocation })}
        />
      ))}
    </Stack>
  );
}
