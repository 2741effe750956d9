import { useTranslation } from 'react-i18next';
import { SearchDialog } from '../ui/SearchDialog';
import { defaultHotelFilters, hotelSearchInput, priceRangeError } from './hotel-filters';
import { HotelFilters } from './HotelFilters';
import { HotelResults } from './HotelResults';

// 'Hotel Booking' dialog (Home › Our Services › Hotels). Book Now closes it and starts
// a real booking. A price range the filters refuse is not searched.
export function HotelBookingDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('travel');
  return (
    <SearchDialog
      opened={opened}
      onClose={onClose}
      title={t('hotels.dialogTitle')}
      resultsLabel={t('hotels.available')}
      initialFilters={defaultHotelFilters}
      FiltersFields={HotelFilters}
      debounceMs={350}
      results={(filters, onBook) => !priceRangeError(filters) && <HotelResults input={hotelSearchInput(filters)} onBook={onBook} />}
    />
  );
}
