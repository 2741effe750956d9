// The bookings feature's public API: payments confirm bookings, admin reads them, the server
// process runs the hold sweeper. Anything not exported here is internal to bookings.
export {
  assertHoldsLeft,
  cancelBooking,
  confirmPaidBooking,
  createBooking,
  extendHoldWhilePaying,
  getBooking,
  listBookings,
  restoreHoldAfterFailedPayment,
  showBooking,
  type ChargeLock,
} from './bookings.service';
export { effectiveStatus, findBooking, isLapsed, toBookingDto } from './booking-dto';
export { notFirstBooking, hasEverConfirmed, offerNoLongerApplies, offerStatus } from './offer';
export { releaseOpenHoldsOf, sweepLapsedHolds } from './holds';
export { inventoryRegistry } from './inventory-handlers';
export { bookingJobs } from './booking-jobs';
export { notifyBookingCancelled, notifyBookingConfirmed, notifyPaymentFailed, scheduleHoldReminder } from './booking-notifications';
export { holdLapsesIn, insertBooking, type NewBookingRow } from './booking-row';
export { travellersMissing, toTravellersDto } from './travellers';
export { collectAtPickup, NO_SHOW_AFTER_HOURS } from './pickup-guarantee';
