// DEMO DATA: the demo traveller's past trips, so that /profile shows the spec's figures
// (12 trips, $2,340 spent, 850 points). Each entry is a confirmed booking dated
// `daysAgo` days before the first seed run; together they total exactly $2,340.
import type { BookableType } from '@shared/schemas/bookings';

export const DEMO_HISTORY_TOTAL_CENTS = 234_000;

export interface PastTrip {
  id: string;
  confirmationCode: string;
  type: BookableType;
  /** Hotel or car id, tour package id, or the dated flight's seat id prefix (flight number). */
  itemId: string;
  daysAgo: number;
  /** Nights (hotel) or days (car). */
  periods: number;
  quantity: number;
  unitCents: number;
  flight?: { number: string; airline: string; from: string; to: string; departs: string; arrives: string; duration: string };
}

const id = (n: number) => `7e1a0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const code = (n: number) => `MTDEMO${String(n).padStart(2, '0')}`;

export const demoPastTrips: PastTrip[] = [
  { id: id(1), confirmationCode: code(1), type: 'hotel', itemId: 'nairobi-acacia-heights', daysAgo: 300, periods: 2, quantity: 1, unitCents: 13_500 },
  {
    id: id(2),
    confirmationCode: code(2),
    type: 'flight',
    itemId: 'KQ484',
    daysAgo: 298,
    periods: 1,
    quantity: 1,
    unitCents: 16_500,
    flight: { number: 'KQ 484', airline: 'Kenya Airways', from: 'Nairobi (NBO)', to: 'Zanzibar (ZNZ)', departs: '08:25', arrives: '10:00', duration: '1h 35m' },
  },
  { id: id(3), confirmationCode: code(3), type: 'hotel', itemId: 'zanzibar-stone-town-house', daysAgo: 298, periods: 3, quantity: 1, unitCents: 11_000 },
  { id: id(4), confirmationCode: code(4), type: 'tour', itemId: 'tour-8', daysAgo: 240, periods: 1, quantity: 1, unitCents: 18_900 },
  { id: id(5), confirmationCode: code(5), type: 'car', itemId: 'dubai-marina-yaris', daysAgo: 210, periods: 3, quantity: 1, unitCents: 4_000 },
  { id: id(6), confirmationCode: code(6), type: 'hotel', itemId: 'dubai-creek-heritage-hotel', daysAgo: 210, periods: 2, quantity: 1, unitCents: 12_000 },
  {
    id: id(7),
    confirmationCode: code(7),
    type: 'flight',
    itemId: 'EK719',
    daysAgo: 150,
    periods: 1,
    quantity: 1,
    unitCents: 31_000,
    flight: { number: 'EK 719', airline: 'Emirates', from: 'Dubai (DXB)', to: 'Nairobi (NBO)', departs: '10:25', arrives: '14:25', duration: '5h 00m' },
  },
  { id: id(8), confirmationCode: code(8), type: 'car', itemId: 'nairobi-jkia-corolla', daysAgo: 150, periods: 2, quantity: 1, unitCents: 4_500 },
  { id: id(9), confirmationCode: code(9), type: 'hotel', itemId: 'kigali-nyarutarama-lodge', daysAgo: 91, periods: 1, quantity: 1, unitCents: 9_500 },
  {
    id: id(10),
    confirmationCode: code(10),
    type: 'flight',
    itemId: 'KQ478',
    daysAgo: 91,
    periods: 1,
    quantity: 1,
    unitCents: 14_000,
    flight: { number: 'KQ 478', airline: 'Kenya Airways', from: 'Nairobi (NBO)', to: 'Kigali (KGL)', departs: '16:20', arrives: '16:50', duration: '1h 30m' },
  },
  { id: id(11), confirmationCode: code(11), type: 'hotel', itemId: 'mombasa-nyali-beach-resort', daysAgo: 40, periods: 2, quantity: 1, unitCents: 14_800 },
  {
    id: id(12),
    confirmationCode: code(12),
    type: 'flight',
    itemId: 'KQ611',
    daysAgo: 38,
    periods: 1,
    quantity: 1,
    unitCents: 9_500,
    flight: { number: 'KQ 611', airline: 'Kenya Airways', from: 'Mombasa (MBA)', to: 'Nairobi (NBO)', departs: '09:15', arrives: '10:15', duration: '1h 00m' },
  },
];
