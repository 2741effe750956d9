// Home's 'Claim Now' (the first-booking offer, up to 40% off). A signed-in traveller gets the
// claim at once, or is told the offer is for a first booking only. A visitor is asked to sign in
// or register first, and the claim waits for that (in this tab's session storage, so a reload
// keeps it): the moment someone is signed in, it goes through, whichever way they got in.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openAuthDialog } from '../dialogs/auth-dialog';
import { useCurrentUser } from '../lib/current-user';
import { claimFirstBookingOffer } from './first-booking-offer';
import { showToast } from '../lib/toast';
import { trpc } from '../lib/trpc';

const WAITING_KEY = 'firstBookingOfferAfterSignIn';

function waitForSignIn() {
  try {
    sessionStorage.setItem(WAITING_KEY, 'true');
  } catch {
    // storage disabled: the visitor claims again once signed in
  }
}

/** Whether a claim was waiting for a sign-in; it is taken (asked once). */
function takeWaitingClaim(): boolean {
  try {
    const waiting = sessionStorage.getItem(WAITING_KEY) === 'true';
    sessionStorage.removeItem(WAITING_KEY);
    return waiting;
  } catch {
    return false;
  }
}

/** The claim for a signed-in traveller: the server says whether the offer still applies. */
function useClaimForTraveller() {
  const { t } = useTranslation('home');
  const utils = trpc.useUtils();
  const [checking, setChecking] = useState(false);
  const claim = async () => {
    setChecking(true);
    try {
      const status = await utils.bookings.offer.fetch(undefined, { staleTime: 0 });
      if (status.eligible === false) {
        showToast({ title: t('offer.notEligibleTitle'), message: t('offer.notEligibleText'), color: 'orange' });
        return;
      }
      claimFirstBookingOffer();
      showToast({ title: t('offer.claimed'), message: t('offer.claimedText', { percent: 40 }), color: 'green' });
    } catch {
      showToast({ title: t('common:error'), message: t('common:offline'), color: 'red' });
    } finally {
      setChecking(false);
    }
  };
  return { claim, checking };
}

/** Claim Now's action and whether it is checking with the server. */
export function useClaimOffer(): { claim: () => void; checking: boolean } {
  const { t } = useTranslation('home');
  const { user } = useCurrentUser();
  const { claim, checking } = useClaimForTraveller();
  return {
    checking,
    claim: () => {
      if (user) {
        void claim();
        return;
      }
      waitForSignIn();
      showToast({ title: t('offer.signInTitle'), message: t('offer.signInText'), color: 'blue' });
      openAuthDialog('login');
    },
  };
}

/** Mounted once (the auth layer): a claim made signed out goes through once someone signs in or registers. */
export function useClaimWaitingForSignIn() {
  const { user } = useCurrentUser();
  const { claim } = useClaimForTraveller();
  const signedIn = Boolean(user);
  useEffect(() => {
    if (signedIn && takeWaitingClaim()) void claim();
    // Only a change of who is signed in matters, not a new `claim` each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);
}
