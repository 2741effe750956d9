// Home's 'Claim Now' claims the first-booking offer (up to 40% off). The claim is kept in the
// browser and sent with the next booking; the server decides whether it applies.
import { useSyncExternalStore } from 'react';

const KEY = 'firstBookingOfferClaimed';

export function claimFirstBookingOffer() {
  localStorage.setItem(KEY, 'true');
}
export function hasClaimedFirstBookingOffer(): boolean {
  return localStorage.getItem(KEY) === 'true';
}

const noSubscription = () => () => undefined;

/** For rendering: the server cannot know the claim, so its render (and hydration) says no. */
export function useFirstBookingOfferClaimed(): boolean {
  return useSyncExternalStore(noSubscription, hasClaimedFirstBookingOffer, () => false);
}
export function clearFirstBookingOffer() {
  localStorage.removeItem(KEY);
}
