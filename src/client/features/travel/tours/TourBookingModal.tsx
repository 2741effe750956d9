import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/AppModal';
import { Spinner } from '../../../components/Spinner';
import type { CreateBookingRequest } from '@shared/schemas/bookings';
import type { TourPackage } from '@shared/schemas/tours';
import { lazyComponent } from '../../../lib/lazy-component';

const TourBookingForm = lazyComponent(() => import('./TourBookingForm'), 'TourBookingForm');

/** Book a tour: pick a departure with places left and how many places. */
export function TourBookingModal({
  tour,
  onClose,
  onBook,
}: {
  tour: TourPackage | null;
  onClose: () => void;
  onBook: (request: CreateBookingRequest) => void;
}) {
  const { t } = useTranslation('travel');
  return (
    <AppModal opened={tour !== null} onClose={onClose} title={tour ? t('tours.bookTitle', { name: tour.name }) : ''}>
      {tour && (
        <Suspense fallback={<Spinner label={t('common:loading')} />}>
          <TourBookingForm tour={tour} onBook={onBook} />
        </Suspense>
      )}
    </AppModal>
  );
}
