import { describe, expect, it } from 'vitest';
import type { Report } from '@shared/schemas/reports';
import { csvCell, reportToCsv, type CsvLabels } from './report-csv';

const labels: CsvLabels = {
  title: 'Report',
  summary: 'Summary',
  bookings: 'Bookings',
  revenue: 'Revenue',
  cancelled: 'Cancelled',
  cancellationRate: 'Cancellation rate',
  occupancy: 'Occupancy',
  byPeriod: 'By period',
  period: 'Period',
  type: 'Type',
  byType: 'By type',
  destinations: 'Top destinations',
  destination: 'Destination',
  hotelOccupancy: 'Hotel occupancy',
  roomNightsBooked: 'Room nights booked',
  roomNightsAvailable: 'Room nights available',
  typeLabel: (type) => type.toUpperCase(),
};

const report: Report = {
  from: '2026-11-01',
  to: '2026-11-02',
  bucket: 'day',
  currency: 'USD',
  types: ['hotel', 'flight'],
  totals: { bookings: 3, revenue: '900.00', cancelled: 1, cancellationRate: 33.3 },
  series: [
    { period: '2026-11-01', type: 'hotel', bookings: 2, revenue: '500.00' },
    { period: '2026-11-02', type: 'flight', bookings: 1, revenue: '400.00' },
  ],
  periods: ['2026-11-01', '2026-11-02'],
  byType: [{ type: 'hotel', bookings: 2, revenue: '500.00', cancelled: 1, cancellationRate: 50 }],
  topDestinations: [
    { destination: 'Paris, "the city" (CDG)', bookings: 1, revenue: '400.00' },
    { destination: '=HYPERLINK("x")', bookings: 1, revenue: '0.00' },
  ],
  occupancy: [{ period: '2026-11-01', roomNightsBooked: 3, roomNightsAvailable: 10, rate: 30 }],
  occupancyTotal: { roomNightsBooked: 3, roomNightsAvailable: 10, rate: 30 },
};

describe('report CSV', () => {
  it('has every section the screen shows, with its figures', () => {
    const lines = reportToCsv(report, labels).replace('\ufeff', '').split('\r\n');
    expect(lines[0]).toBe('Report,2026-11-01,2026-11-02,day');
    expect(lines).toContain('Bookings,Revenue (USD),Cancelled,Cancellation rate (%),Occupancy (%)');
    expect(lines).toContain('3,900.00,1,33.3,30');
    expect(lines).toContain('2026-11-01,HOTEL,2,500.00');
    expect(lines).toContain('HOTEL,2,500.00,1,50');
    expect(lines).toContain('"Paris, ""the city"" (CDG)",1,400.00');
    expect(lines).toContain('2026-11-01,3,10,30');
  });

  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });
});
