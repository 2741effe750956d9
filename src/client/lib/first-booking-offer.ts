// Home's 'Claim Now' claims the first-booking offer (up to 40% off). The claim is kept in the
// browser and sent with the next booking; the server decides whether it applies.
const KEY = 'firstBookingOfferClaimed';

export function claimFirstBookingOffer() {
  localStorage.setItem(KEY, 'true');
}
export function hasClaimedFirstBookingOffer(): boolean {
  return localStorage.getItem(KEY) === 'true';
}
export function clearFirstBookingOffer() {
  localStorage.removeItem(KEY);
}
