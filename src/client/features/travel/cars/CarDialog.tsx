import { useState } from 'react';
import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CreateBookingRequest } from '../../../../shared/schemas/bookings';
import { AppModal } from '../../../components/AppModal';
import { useStartBooking } from '../../../booking/start-booking';
import { carSearchInput, defaultCarFilters, type CarFilterValues } from './car-filters';
import { CarFilters } from './CarFilters';
import { CarResults } from './CarResults';

// Spec §2 Car dialog (Home › Our Services › Car Rental). Book closes it and starts a real
// booking (see HotelBookingDialog for why the hook lives out here).
export function CarDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('travel');
  const { startBooking } = useStartBooking();
  const book = (request: CreateBookingRequest) => {
    onClose();
    startBooking(request);
  };
  return (
    <AppModal opened={opened} onClose={onClose} title={t('cars.dialogTitle')} fullScreenOnPhone>
      <CarDialogContent onBook={book} />
    </AppModal>
  );
}

function CarDialogContent({ onBook }: { onBook: (request: CreateBookingRequest) => void }) {
  const { t } = useTranslation('travel');
  const [filters, setFilters] = useState<CarFilterValues>(defaultCarFilters);
  return (
    <Stack gap="md">
      <CarFilters value={filters} onChange={setFilters} />
      <Divider label={t('cars.available')} labelPosition="left" />
      <CarResults input={carSearchInput(filters)} onBook={onBook} />
    </Stack>
  );
}
