// A booking as an iCalendar file (RFC 5545, .ics), for 'Add to calendar' on the e-voucher and
// as the attachment of the confirmation e-mail. The same function runs in the browser (the
// voucher opens offline) and on the server, so both give the traveller the same event.
//
// Dates are the trip's calendar dates: a stay, a rental or a tour is an all-day event
// (DATE values, the end exclusive: a stay from the 24th to the 26th ends on the 26th, the
// check-out day, and a one-day tour on the 24th ends on the 25th). A flight with a departure
// time is a timed event in the departure airport's local time ('floating' time, without a zone,
// as the ticket prints it): a calendar shows 08:30 wherever the traveller's phone is.
import type { Booking } from './schemas/bookings';
import { addDays } from './travel-calendar';

export interface CalendarEvent {
  /** Stable per booking, so importing the file again updates the event instead of adding one. */
  uid: string;
  title: string;
  /** YYYY-MM-DD, the first day. */
  startDate: string;
  /** YYYY-MM-DD, the last day of the trip (inclusive); the same day for a one-day event. */
  lastDate: string;
  /** HH:MM local time; with it the event is timed (a flight), without it all-day. */
  startTime?: string;
  /** HH:MM local time on the last date. */
  endTime?: string;
  location?: string | null;
  description?: string;
  url?: string;
  /** When the file was made (DTSTAMP), as an instant. */
  stamp: Date;
}

/** Text values escape backslash, semicolon, comma and line breaks. */
const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Content lines are folded at 75 octets (UTF-8), continuation lines starting with a space; a character is never split. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const dateValue = (date: string) => date.replace(/-/g, '');
const dateTimeValue = (date: string, time: string) => `${dateValue(date)}T${time.replace(':', '').padEnd(4, '0')}00`;
const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The .ics text of one event, lines ending in CRLF as the format requires. */
export function calendarFile(event: CalendarEvent): string {
  const timed = Boolean(event.startTime);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//ManasaTours//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    timed ? `DTSTART:${dateTimeValue(event.startDate, event.startTime!)}` : `DTSTART;VALUE=DATE:${dateValue(event.startDate)}`,
    timed ? `DTEND:${dateTimeValue(event.lastDate, event.endTime ?? event.startTime!)}` : `DTEND;VALUE=DATE:${dateValue(addDays(event.lastDate, 1))}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

const DATED_TYPES = new Set<Booking['type']>(['hotel', 'flight', 'car', 'tour']);

/** A stay's last day in the calendar is its last night (the check-out day is the exclusive end); a flight ends on its arrival date; the rest on their end date. */
function lastDayOf(booking: Pick<Booking, 'type' | 'startDate' | 'endDate'>): string | null {
  if (!booking.startDate) return null;
  if (!booking.endDate) return booking.startDate;
  if (booking.type === 'hotel' && booking.endDate > booking.startDate) return addDays(booking.endDate, -1);
  return booking.endDate;
}

/**
 * A dated booking (a stay, a flight, a rental, a tour) as a calendar event; null for what has
 * no date of its own (a shop order, a ride or a shipment, which have their own tracking).
 * `description` is the booking's summary in the caller's language.
 */
export function bookingCalendarEvent(
  booking: Pick<Booking, 'id' | 'type' | 'startDate' | 'endDate' | 'confirmationCode' | 'bookingDetails'>,
  options: { host: string; url?: string; description?: string; stamp: Date },
): CalendarEvent | null {
  const lastDate = lastDayOf(booking);
  if (!booking.startDate || !lastDate || !DATED_TYPES.has(booking.type)) return null;
  const details = booking.bookingDetails;
  const flightTimes = booking.type === 'flight' && details.departureTime ? { startTime: details.departureTime, endTime: details.arrivalTime } : {};
  return {
    uid: `${booking.id}@${options.host}`,
    title: `${details.itemName} (${booking.confirmationCode})`,
    startDate: booking.startDate,
    lastDate,
    ...flightTimes,
    location: details.location ?? details.pickupLocation ?? null,
    description: options.description,
    url: options.url,
    stamp: options.stamp,
  };
}
