// Contact details shown across the app.
export const SUPPORT_WHATSAPP_NUMBER = '971500000000';
export const SUPPORT_PHONE = '+971 50 000 0000';
export const SUPPORT_EMAIL = 'support@manasatours.example';
export const COPYRIGHT_YEAR = 2024;

/** Partner booking sites shown for the flagged brand. */
export const PARTNER_APPS = [
  { id: 'hotelBooking', name: 'Booking.com', description: 'Hotel booking', url: 'https://www.booking.com/' },
  { id: 'stayRentals', name: 'Airbnb', description: 'Stay rentals', url: 'https://www.airbnb.com/' },
] as const;
