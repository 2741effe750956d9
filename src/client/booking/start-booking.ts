// Book Now / Select / Book (hotel, flight and car dialogs, /search, the assistant's cards):
// start a real booking. Its texts are the travel namespace's: a screen using it loads 'travel'.
// Signed in: create it (a pending hold) and go to checkout. Signed out: keep the choice, open
// the sign-in dialog, and start the booking once signed in; closing the dialog without
// signing in, or leaving the screen, drops it.
import { useEffect } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { showToast } from '../lib/toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CreateBookingRequest } from '@shared/schemas/bookings';
import { openAuthDialog, useAuthDialog } from '../dialogs/auth-dialog';
import { useCurrentUser } from '../lib/current-user';
import { errorMessage } from '../lib/errors';
import { hasClaimedFirstBookingOffer } from './first-booking-offer';
import { trpc } from '../lib/trpc';
import { discardPendingBooking, savePendingBooking, takePendingBooking } from './pending-booking';

export function checkoutPath(bookingId: string): string {
  return `/checkout?booking=${encodeURIComponent(bookingId)}`;
}

/** Home's 'Claim Now' offer rides along with the booking; the server decides whether it applies. */
function withClaimedOffer(request: CreateBookingRequest): CreateBookingRequest {
  return hasClaimedFirstBookingOffer() ? { ...request, applyFirstBookingOffer: true } : request;
}

/** A booking holds or frees rooms, seats, cars and places: cached 'X left' figures are old. */
export function useInvalidateAvailability() {
  const utils = trpc.useUtils();
  return () => {
    void utils.hotels.invalidate();
    void utils.flights.invalidate();
    void utils.cars.invalidate();
    void utils.tours.invalidate();
    void utils.search.invalidate();
  };
}

export function useStartBooking() {
  const { t } = useTranslation('travel');
  const { user } = useCurrentUser();
  const { opened: authDialogOpened } = useAuthDialog();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const invalidateAvailability = useInvalidateAvailability();
  // Callbacks on the mutation itself, not on mutate(): they run even if the screen that
  // started the booking has closed its dialog.
  const create = trpc.bookings.create.useMutation({
    onSuccess: (booking) => {
      void utils.bookings.invalidate();
      invalidateAvailability();
      navigate(checkoutPath(booking.id));
    },
    onError: (error) => showToast({ title: t('booking.failed'), message: errorMessage(error), color: 'red' }),
  });
  const { mutate } = create;

  // Leaving the screen drops a choice still waiting for sign-in.
  useEffect(() => discardPendingBooking, []);
  useEffect(() => {
    if (user) {
      const kept = takePendingBooking();
      if (kept) mutate(withClaimedOffer(kept));
    } else if (!authDialogOpened) {
      discardPendingBooking();
    }
  }, [user, authDialogOpened, mutate]);

  const startBooking = (request: CreateBookingRequest) => {
    if (create.isPending) return;
    // A hold is made on the server: offline, say so rather than fail later.
    if (!onlineManager.isOnline()) {
      showToast({ title: t('common:offlineMode.title'), message: t('common:offlineMode.needsConnection'), color: 'yellow' });
      return;
    }
    if (user) {
      mutate(withClaimedOffer(request));
      return;
    }
    savePendingBooking(request);
    openAuthDialog('login');
    showToast({ title: t('booking.signInTitle'), message: t('booking.signInText'), color: 'blue', autoClose: 4000 });
  };

  /** The item whose booking is being created, to show that one button busy. */
  const startingItemId = create.isPending ? create.variables?.itemId : undefined;
  return { startBooking, starting: create.isPending, startingItemId };
}
