import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BookingStatus, BookingType } from '@shared/schemas/bookings';
import { useFormat } from '../i18n/format';

/** Booking status badges: confirmed green, pending yellow, cancelled red, other grey. */
export function bookingStatusColor(status: BookingStatus | string): string {
  switch (status) {
    case 'confirmed':
      return 'green';
    case 'pending':
      return 'yellow';
    case 'cancelled':
      return 'red';
    default:
      return 'gray';
  }
}

/**
 * '2 rooms', '1 passenger', '1 car', '3 places' in the language on screen (the travel
 * namespace's texts: a screen using it loads 'travel'); other kinds keep the booking's own label.
 */
const QUANTITY_UNIT: Partial<Record<BookingType, string>> = { hotel: 'room', flight: 'passenger', car: 'car', tour: 'place', ride: 'passenger', order: 'item' };

export function quantityText(t: TFunction, type: BookingType, quantity: number, fallback: string): string {
  const unit = QUANTITY_UNIT[type];
  return unit ? t(`travel:quantity.${unit}`, { count: quantity }) : fallback;
}

export function bookingTypeLabel(t: TFunction, type: BookingType): string {
  return t(`travel:bookingType.${type}`);
}

/** A booked item's name as shown: its text, and 'en' when it is the catalogue's English name in another language's page. */
interface BookedItemName {
  text: string;
  lang?: 'en';
}

/** 'Taxi: Westlands → JKIA', 'Cargo MT…: Nairobi → Dubai', 'Kenya Airways KQ310: Nairobi (NBO) → Dubai (DXB)'. */
const ROUTE_NAME = /^(.+?): (.+) → (.+)$/s;

/**
 * What a booking's stored name (`bookingDetails.itemName`, an English snapshot written when it
 * was booked) reads as in the page's language. Rides, shipments and flights are routes the
 * server names in a fixed form: their places are shown from the place table (a landmark the
 * table does not name whole stays as written), their words from the travel texts. Hotels,
 * tours, cars and orders are named after catalogue items: a name that is wholly a place
 * ('Serengeti National Park') is shown in the page's language, any other is a proper name kept
 * as the catalogue wrote it, marked English for screen readers.
 */
function bookedItemName(t: TFunction, placeLabel: (text: string) => BookedItemName, type: BookingType, itemName: string): BookedItemName {
  const route = type === 'ride' || type === 'cargo' || type === 'flight' ? ROUTE_NAME.exec(itemName) : null;
  if (!route) return placeLabel(itemName);
  const [, head = '', from = '', to = ''] = route;
  const places = { from: placeLabel(from).text, to: placeLabel(to).text };
  if (type === 'ride') return { text: t('travel:bookedItem.ride', places) };
  if (type === 'cargo') return { text: t('travel:bookedItem.cargo', { ...places, number: head.replace(/^Cargo /, '') }) };
  return { text: t('travel:bookedItem.flight', { ...places, flight: head }) };
}

/** `bookedItemName` in the page's language: `(type, itemName) => { text, lang }`. */
export function useBookedItemName(): (type: BookingType, itemName: string) => BookedItemName {
  const { t } = useTranslation('travel');
  const format = useFormat();
  return (type, itemName) => bookedItemName(t, format.placeLabel, type, itemName);
}
