import { useState } from 'react';
import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CreateBookingRequest } from '../../../../shared/schemas/bookings';
import { AppModal } from '../../../components/AppModal';
import { useStartBooking } from '../../../booking/start-booking';
import { defaultFlightFilters, flightSearchInput, type FlightFilterValues } from './flight-filters';
import { FlightFilters } from './FlightFilters';
import { FlightResults } from './FlightResults';

// Spec §2 Flight dialog (Home › Our Services › Flights). Select closes it and starts a real
// booking for the passengers chosen (see HotelBookingDialog for why the hook lives out here).
export function FlightDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('travel');
  const { startBooking } = useStartBooking();
  const book = (request: CreateBookingRequest) => {
    onClose();
    startBooking(request);
  };
  return (
    <AppModal opened={opened} onClose={onClose} title={t('flights.dialogTitle')} fullScreenOnPhone>
      <FlightDialogContent onBook={book} />
    </AppModal>
  );
}

function FlightDialogContent({ onBook }: { onBook: (request: CreateBookingRequest) => void }) {
  const { t } = useTranslation('travel');
  const [filters, setFilters] = useState<FlightFilterValues>(defaultFlightFilters);
  return (
    <Stack gap="md">
      <FlightFilters value={filters} onChange={setFilters} />
      <Divider label={t('flights.available')} labelPosition="left" />
      <FlightResults input={flightSearchInput(filters)} onBook={onBook} />
    </Stack>
  );
}
