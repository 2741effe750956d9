import { useState } from 'react';
import { Divider, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { CreateBookingRequest } from '../../../../shared/schemas/bookings';
import { AppModal } from '../../../components/AppModal';
import { useStartBooking } from '../../../booking/start-booking';
import { defaultHotelFilters, hotelSearchInput, priceRangeError, type HotelFilterValues } from './hotel-filters';
import { HotelFilters } from './HotelFilters';
import { HotelResults } from './HotelResults';

// Spec §2 'Hotel Booking' dialog (Home › Our Services › Hotels). Book Now closes it and starts
// a real booking. The booking hook lives out here, mounted while the dialog is closed too, so
// the booking finishes after the dialog closes and a choice kept across sign-in resumes.
export function HotelBookingDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('travel');
  const { startBooking } = useStartBooking();
  const book = (request: CreateBookingRequest) => {
    onClose();
    startBooking(request);
  };
  return (
    <AppModal opened={opened} onClose={onClose} title={t('hotels.dialogTitle')} fullScreenOnPhone>
      <HotelBookingContent onBook={book} />
    </AppModal>
  );
}

function HotelBookingContent({ onBook }: { onBook: (request: CreateBookingRequest) => void }) {
  const { t } = useTranslation('travel');
  const [filters, setFilters] = useState<HotelFilterValues>(defaultHotelFilters);
  const [searched] = useDebouncedValue(filters, 350);
  return (
    <Stack gap="md">
      <HotelFilters value={filters} onChange={setFilters} />
      <Divider label={t('hotels.available')} labelPosition="left" />
      {!priceRangeError(searched) && <HotelResults input={hotelSearchInput(searched)} onBook={onBook} />}
    </Stack>
  );
}
