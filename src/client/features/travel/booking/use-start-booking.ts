// Starting a booking is shared with the assistant's cards, so it lives in lib/start-booking.ts.
export { checkoutPath, useInvalidateAvailability, useStartBooking } from '../../../lib/start-booking';
