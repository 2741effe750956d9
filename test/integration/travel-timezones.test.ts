import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { addDays, daysBetween, travelToday } from '@shared/schemas/travel';
import { createHotel, inDays } from './travel-fixtures';

// Dates are calendar dates ('YYYY-MM-DD', SQL `date`), never timestamps: whatever the server's
// time zone, a stay booked for the 12th to the 15th is three nights from the 12th to the 15th.
// Each zone runs the whole app in a child process started with TZ set.
const run = promisify(execFile);
const PROBE = path.resolve('test/integration/travel-tz-probe.ts');

let app: TestApp;
let hotelId: string;
beforeAll(async () => {
  app = await createTestApp();
  hotelId = await createHotel(app, { rooms: 10, priceCents: 10_000 });
});
afterAll(() => app?.close());

/** A four-night stay around the next change of clocks in Los Angeles (within the booking horizon). */
function stayAcrossDaylightSaving(): { checkIn: string; checkOut: string } {
  const zoneName = (date: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', timeZoneName: 'short' })
      .formatToParts(new Date(`${date}T12:00:00Z`))
      .find((part) => part.type === 'timeZoneName')!.value;
  for (let day = 3; day < 300; day++) {
    if (zoneName(inDays(day)) !== zoneName(inDays(day + 1))) return { checkIn: inDays(day - 1), checkOut: inDays(day + 3) };
  }
  throw new Error('no daylight-saving change found');
}

const stays = () => [{ checkIn: inDays(10), checkOut: inDays(13) }, stayAcrossDaylightSaving(), { checkIn: travelToday(), checkOut: inDays(1) }];

describe.each([
  ['Pacific/Kiritimati', -840],
  ['America/Los_Angeles', null],
])('with the server in %s', (timeZone, offset) => {
  it('keeps stay dates and nights unchanged from search to booking to storage', { timeout: 60_000 }, async () => {
    const asked = stays();
    const { stdout } = await run(process.execPath, ['--import', 'tsx', PROBE], {
      env: { ...process.env, TZ: timeZone, TRAVEL_TZ_PROBE: JSON.stringify({ databaseUrl: app.databaseUrl, hotelId, stays: asked }) },
      timeout: 50_000,
    });
    const report = JSON.parse(stdout);
    expect(report.timeZone).toBe(timeZone);
    if (offset !== null) expect(report.offsetMinutes).toBe(offset);
    else expect([420, 480]).toContain(report.offsetMinutes);
    // "Today" is the travel calendar's, whatever the process zone.
    expect(report.travelToday).toBe(travelToday());
    asked.forEach((stay, i) => {
      const nights = daysBetween(stay.checkIn, stay.checkOut);
      const result = report.results[i];
      expect(result.search).toEqual({ checkIn: stay.checkIn, checkOut: stay.checkOut, nights });
      expect(result.created).toEqual({ startDate: stay.checkIn, endDate: stay.checkOut, nights, total: `${nights * 100}.00` });
      expect(result.fetched).toEqual({ startDate: stay.checkIn, endDate: stay.checkOut, nights });
      expect(result.stored).toEqual({ start_date: stay.checkIn, end_date: stay.checkOut, nights });
      expect(result.carDays).toBe(nights);
    });
    expect(addDays(asked[1].checkIn, 4)).toBe(asked[1].checkOut);
  });
});
