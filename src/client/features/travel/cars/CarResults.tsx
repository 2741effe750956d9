import { Stack, Text } from '@mantine/core';
import type { CreateBookingRequest } from '../../../../shared/schemas/bookings';
import type { CarSearchRequest } from '../../../../shared/schemas/cars';
import { rentalDays } from '../../../../shared/schemas/travel';
import { trpc } from '../../../lib/trpc';
import { dateRange, plural } from '../ui/dates';
import { NothingFound, QueryStatus } from '../ui/QueryStatus';
import { CarCard } from './CarCard';

/** Cars free on every day of the rental asked; sold-out models are not offered. */
export function CarResults({ input, onBook, bookingItemId }: { input: CarSearchRequest; onBook: (request: CreateBookingRequest) => void; bookingItemId?: string }) {
  const query = trpc.cars.list.useQuery(input);
  if (!query.data) return <QueryStatus label="cars" isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />;
  const offered = query.data.filter((car) => car.unitsAvailable > 0);
  return (
    <Stack gap="sm">
      {input.pickupDate && input.returnDate && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {plural(offered.length, 'car')} · {dateRange(input.pickupDate, input.returnDate)} · {plural(rentalDays(input.pickupDate, input.returnDate), 'day')}
        </Text>
      )}
      {offered.length === 0 && <NothingFound title="No cars available">Try other dates or another pickup location.</NothingFound>}
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
