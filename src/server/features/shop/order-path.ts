/** Where an order's own screen is (My Bookings' 'View details', notifications). */
export const orderPath = (bookingId: string) => `/shop/orders/${bookingId}`;
