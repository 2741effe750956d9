// CSV export of what the Reports screen shows: the same figures, section by section, with the
// screen's own headings (in the language on screen). RFC 4180: CRLF lines, quoted cells where
// needed, a BOM so spreadsheet programs read Kiswahili and Arabic text as UTF-8. Text that a
// spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an apostrophe.
import type { BookingType } from '@shared/schemas/bookings';
import type { Report } from '@shared/schemas/reports';

export interface CsvLabels {
  title: string;
  summary: string;
  bookings: string;
  revenue: string;
  cancelled: string;
  cancellationRate: string;
  occupancy: string;
  byPeriod: string;
  period: string;
  type: string;
  byType: string;
  destinations: string;
  destination: string;
  hotelOccupancy: string;
  roomNightsBooked: string;
  roomNightsAvailable: string;
  typeLabel: (type: BookingType) => string;
}

type Cell = string | number | null;

export function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

export function reportToCsv(report: Report, labels: CsvLabels): string {
  const rows: Cell[][] = [];
  const section = (title: string, header: Cell[], body: Cell[][]) => {
    if (rows.length > 0) rows.push([]);
    rows.push([title], header, ...body);
  };
  rows.push([labels.title, report.from, report.to, report.bucket]);
  section(
    labels.summary,
    [labels.bookings, `${labels.revenue} (${report.currency})`, labels.cancelled, `${labels.cancellationRate} (%)`, `${labels.occupancy} (%)`],
    [[report.totals.bookings, report.totals.revenue, report.totals.cancelled, report.totals.cancellationRate, report.occupancyTotal.rate]],
  );
  section(
    labels.byPeriod,
    [labels.period, labels.type, labels.bookings, `${labels.revenue} (${report.currency})`],
    report.series.map((row) => [row.period, labels.typeLabel(row.type), row.bookings, row.revenue]),
  );
  section(
    labels.byType,
    [labels.type, labels.bookings, `${labels.revenue} (${report.currency})`, labels.cancelled, `${labels.cancellationRate} (%)`],
    report.byType.map((row) => [labels.typeLabel(row.type), row.bookings, row.revenue, row.cancelled, row.cancellationRate]),
  );
  section(
    labels.destinations,
    [labels.destination, labels.bookings, `${labels.revenue} (${report.currency})`],
    report.topDestinations.map((row) => [row.destination, row.bookings, row.revenue]),
  );
  section(
    labels.hotelOccupancy,
    [labels.period, labels.roomNightsBooked, labels.roomNightsAvailable, `${labels.occupancy} (%)`],
    report.occupancy.map((row) => [row.period, row.roomNightsBooked, row.roomNightsAvailable, row.rate]),
  );
  return `\ufeff${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
