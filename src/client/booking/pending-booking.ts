// A signed-out traveller who taps Book Now is asked to sign in first; their choice is kept
// here so the booking starts as soon as they are signed in. It lives in memory only: closing
// the sign-in dialog, leaving the screen or reloading drops it (see useStartBooking), so a
// booking never starts later by surprise.
import type { CreateBookingRequest } from '@shared/schemas/bookings';

let pending: CreateBookingRequest | undefined;

export function savePendingBooking(request: CreateBookingRequest) {
  pending = request;
}

export function discardPendingBooking() {
  pending = undefined;
}

/** Takes the kept choice (so one screen starts it, never two). */
export function takePendingBooking(): CreateBookingRequest | undefined {
  const taken = pending;
  pending = undefined;
  return taken;
}
