import { useTranslation } from 'react-i18next';
import { SearchDialog } from '../ui/SearchDialog';
import { carSearchInput, defaultCarFilters } from './car-filters';
import { CarFilters } from './CarFilters';
import { CarResults } from './CarResults';

// Car dialog (Home › Our Services › Car Rental). Book closes it and starts a real booking.
export function CarDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('travel');
  return (
    <SearchDialog
      opened={opened}
      onClose={onClose}
      title={t('cars.dialogTitle')}
      resultsLabel={t('cars.available')}
      initialFilters={defaultCarFilters}
      FiltersFields={CarFilters}
      results={(filters, onBook) => <CarResults input={carSearchInput(filters)} onBook={onBook} />}
    />
  );
}
