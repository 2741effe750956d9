// Contact details and opening hours shown across the app (spec §9 business hours).
export const SUPPORT_WHATSAPP_NUMBER = '971500000000';
export const SUPPORT_WHATSAPP_URL = `https://wa.me/${SUPPORT_WHATSAPP_NUMBER}`;
export const SUPPORT_PHONE = '+971 50 000 0000';
export const SUPPORT_EMAIL = 'support@manasatours.example';
export const BUSINESS_HOURS = [
  { days: 'Mon-Fri', hours: '9:00-18:00' },
  { days: 'Sat', hours: '10:00-16:00' },
  { days: 'Sun', hours: '12:00-16:00' },
] as const;
export const EMERGENCY_SUPPORT = '24/7';
export const COPYRIGHT_YEAR = 2024;

/** Partner booking sites shown for the flagged brand (spec §1, §2). */
export const PARTNER_APPS = [
  { id: 'hotelBooking', name: 'Booking.com', description: 'Hotel booking', url: 'https://www.booking.com/' },
  { id: 'stayRentals', name: 'Airbnb', description: 'Stay rentals', url: 'https://www.airbnb.com/' },
] as const;
