import { describe, expect, it } from 'vitest';
import { bookingCalendarEvent, calendarFile } from './calendar-file';
import type { Booking } from './schemas/bookings';

const stamp = new Date('2026-11-27T10:15:30.123Z');
const details = (extra: Partial<Booking['bookingDetails']> = {}) =>
  ({
    itemName: 'Karen Garden Lodge',
    image: null,
    location: 'Nairobi, Kenya',
    quantity: 1,
    quantityLabel: '1 room',
    unitLabel: 'night',
    lines: [],
    ...extra,
  }) as unknown as Booking['bookingDetails'];
const booking = (extra: Partial<Booking>) =>
  ({ id: 'b-1', confirmationCode: 'ABC123', startDate: '2026-12-24', endDate: '2026-12-26', type: 'hotel', bookingDetails: details(), ...extra }) as Booking;
const lines = (ics: string) => ics.split('\r\n');

describe('calendarFile', () => {
  it('a stay is all-day from check-in, ending (exclusively) on the check-out day', () => {
    const event = bookingCalendarEvent(booking({}), { host: 'example.com', stamp, url: 'https://example.com/bookings/b-1/voucher' })!;
    const ics = calendarFile(event);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(lines(ics)).toEqual(
      expect.arrayContaining([
        'UID:b-1@example.com',
        'DTSTAMP:20261127T101530Z',
        'DTSTART;VALUE=DATE:20261224',
        'DTEND;VALUE=DATE:20261226',
        'SUMMARY:Karen Garden Lodge (ABC123)',
        'LOCATION:Nairobi\\, Kenya',
        'URL:https://example.com/bookings/b-1/voucher',
      ]),
    );
  });

  it('a one-day tour ends the next day; a car rental includes its return day', () => {
    const tour = calendarFile(bookingCalendarEvent(booking({ type: 'tour', endDate: '2026-12-24' }), { host: 'h', stamp })!);
    expect(lines(tour)).toEqual(expect.arrayContaining(['DTSTART;VALUE=DATE:20261224', 'DTEND;VALUE=DATE:20261225']));
    const car = calendarFile(bookingCalendarEvent(booking({ type: 'car', endDate: '2026-12-27' }), { host: 'h', stamp })!);
    expect(lines(car)).toEqual(expect.arrayContaining(['DTSTART;VALUE=DATE:20261224', 'DTEND;VALUE=DATE:20261228']));
  });

  it('an overnight flight is timed, in local times, ending on its arrival date', () => {
    const flight = booking({
      type: 'flight',
      startDate: '2026-12-24',
      endDate: '2026-12-25',
      bookingDetails: details({ itemName: 'KQ 310', departureTime: '23:40', arrivalTime: '05:55' }),
    });
    expect(lines(calendarFile(bookingCalendarEvent(flight, { host: 'h', stamp })!))).toEqual(
      expect.arrayContaining(['DTSTART:20261224T234000', 'DTEND:20261225T055500']),
    );
  });

  it('orders, rides and shipments have no calendar event', () => {
    for (const type of ['order', 'ride', 'cargo'] as const) expect(bookingCalendarEvent(booking({ type }), { host: 'h', stamp })).toBeNull();
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    const description = `Ndiyo; kweli, \\ mstari\nmpya ${'نيروبي '.repeat(20)}`;
    const ics = calendarFile({ uid: 'u', title: 'T', startDate: '2026-12-24', lastDate: '2026-12-24', description, stamp });
    for (const line of lines(ics)) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:Ndiyo\\; kweli\\, \\\\ mstari\\nmpya ${'نيروبي '.repeat(20)}`);
  });
});
