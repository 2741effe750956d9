import { useState, type ComponentType, type ReactNode } from 'react';
import { Divider, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CreateBookingRequest } from '@shared/schemas/bookings';
import { useStartBooking } from '../../../booking/start-booking';
import { AppModal } from '../../../components/AppModal';

/**
 * Home › Our Services' hotel, flight and car dialogs: the filters, then what is free for them;
 * choosing one closes the dialog and starts a real booking. The booking hook lives out here,
 * mounted while the dialog is closed too, so the booking finishes after the dialog closes and a
 * choice kept across sign-in resumes. The filters start afresh at each opening.
 */
export function SearchDialog<Filters>({
  opened,
  onClose,
  title,
  resultsLabel,
  initialFilters,
  FiltersFields,
  results,
  debounceMs,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  resultsLabel: string;
  initialFilters: () => Filters;
  FiltersFields: ComponentType<{ value: Filters; onChange: (next: Filters) => void }>;
  /** The results for the filters searched (null while they cannot be searched). */
  results: (filters: Filters, onBook: (request: CreateBookingRequest) => void) => ReactNode;
  /** Filters typed into (prices) are searched once the typing pauses. */
  debounceMs?: number;
}) {
  const { startBooking } = useStartBooking();
  const book = (request: CreateBookingRequest) => {
    onClose();
    startBooking(request);
  };
  return (
    <AppModal opened={opened} onClose={onClose} title={title} fullScreenOnPhone>
      <SearchDialogContent
        initialFilters={initialFilters}
        FiltersFields={FiltersFields}
        resultsLabel={resultsLabel}
        debounceMs={debounceMs}
        results={(filters) => results(filters, book)}
      />
    </AppModal>
  );
}

function SearchDialogContent<Filters>({
  initialFilters,
  FiltersFields,
  resultsLabel,
  debounceMs,
  results,
}: {
  initialFilters: () => Filters;
  FiltersFields: ComponentType<{ value: Filters; onChange: (next: Filters) => void }>;
  resultsLabel: string;
  debounceMs?: number;
  results: (filters: Filters) => ReactNode;
}) {
  const [filters, setFilters] = useState<Filters>(initialFilters);
  const [debounced] = useDebouncedValue(filters, debounceMs ?? 0);
  return (
    <Stack gap="md">
      <FiltersFields value={filters} onChange={setFilters} />
      <Divider label={resultsLabel} labelPosition="left" />
      {results(debounceMs ? debounced : filters)}
    </Stack>
  );
}
