import { useState } from 'react';
import { Divider, Stack } from '@mantine/core';
import type { CreateBookingRequest } from '../../../../shared/schemas/bookings';
import { TravelDialog } from '../ui/TravelDialog';
import { useStartBooking } from '../booking/use-start-booking';
import { carSearchInput, defaultCarFilters, type CarFilterValues } from './car-filters';
import { CarFilters } from './CarFilters';
import { CarResults } from './CarResults';

// Spec §2 Car dialog (Home › Our Services › Car Rental). Book closes it and starts a real
// booking (see HotelBookingDialog for why the hook lives out here).
export function CarDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { startBooking } = useStartBooking();
  const book = (request: CreateBookingRequest) => {
    onClose();
    startBooking(request);
  };
  return (
    <TravelDialog opened={opened} onClose={onClose} title="Car Rental">
      <CarDialogContent onBook={book} />
    </TravelDialog>
  );
}

function CarDialogContent({ onBook }: { onBook: (request: CreateBookingRequest) => void }) {
  const [filters, setFilters] = useState<CarFilterValues>(defaultCarFilters);
  return (
    <Stack gap="md">
      <CarFilters value={filters} onChange={setFilters} />
      <Divider label="Available cars" labelPosition="left" />
      <CarResults input={carSearchInput(filters)} onBook={onBook} />
    </Stack>
  );
}
