import { useTranslation } from 'react-i18next';
import { SearchDialog } from '../ui/SearchDialog';
import { defaultFlightFilters, flightSearchInput } from './flight-filters';
import { FlightFilters } from './FlightFilters';
import { FlightResults } from './FlightResults';

// Flight dialog (Home › Our Services › Flights). Select closes it and starts a real
// booking for the passengers chosen.
export function FlightDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('travel');
  return (
    <SearchDialog
      opened={opened}
      onClose={onClose}
      title={t('flights.dialogTitle')}
      resultsLabel={t('flights.available')}
      initialFilters={defaultFlightFilters}
      FiltersFields={FlightFilters}
      results={(filters, onBook) => <FlightResults input={flightSearchInput(filters)} onBook={onBook} />}
    />
  );
}
