// Run by travel-timezones.test.ts in a child process whose TZ is set from the start (so every
// Date, the pg driver and the app run in that zone). Books hotel stays through the REST API and
// prints what came back, for the parent to check that no date or night count shifted.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { initOrm } from '@db/orm';
import { createApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logger';
import { Platform } from '../../src/server/platform';
import { createSession } from '../../src/server/features/auth';
import { travelToday } from '@shared/schemas/travel';

interface ProbeInput {
  databaseUrl: string;
  hotelId: string;
  stays: { checkIn: string; checkOut: string }[];
}

const input = JSON.parse(process.env.TRAVEL_TZ_PROBE ?? '{}') as ProbeInput;
const orm = await initOrm(input.databaseUrl);
const config = testConfig({ JOB_WORKER: false });
const platform = await Platform.start({ orm, config, log: createLogger('silent'), jobs: [] });
const server = http.createServer(createApp({ orm, config, log: createLogger('silent'), platform, clientDir: '/nonexistent' }));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const username = `tz_${process.pid}`;
const [user] = await orm.em
  .getConnection()
  .execute<{ id: string }[]>(`insert into app_user (username, email, password_hash) values (?, ?, 'test-hash') returning id`, [
    username,
    `${username}@example.com`,
  ]);
const { token } = await createSession(orm.em.fork(), user.id, 1);
const headers = { cookie: `session=${token}`, 'content-type': 'application/json' };

const results = [];
for (const stay of input.stays) {
  const search = await (await fetch(`${base}/api/hotels/${input.hotelId}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`)).json();
  const created = await (
    await fetch(`${base}/api/bookings`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ type: 'hotel', itemId: input.hotelId, startDate: stay.checkIn, endDate: stay.checkOut }),
    })
  ).json();
  const fetched = await (await fetch(`${base}/api/bookings/${created.id}`, { headers })).json();
  const [stored] = await orm.em
    .getConnection()
    .execute<{ start_date: string; end_date: string; nights: number }[]>(
      `select start_date::text, end_date::text, end_date - start_date as nights from booking where id = ?`,
      [created.id],
    );
  const cars = await (await fetch(`${base}/api/cars?pickupLocation=Dubai%20Airport&pickupDate=${stay.checkIn}&returnDate=${stay.checkOut}`)).json();
  results.push({
    search: { checkIn: search.checkIn, checkOut: search.checkOut, nights: search.nights },
    created: { startDate: created.startDate, endDate: created.endDate, nights: created.bookingDetails?.nights, total: created.totalAmount },
    fetched: { startDate: fetched.startDate, endDate: fetched.endDate, nights: fetched.bookingDetails?.nights },
    stored,
    carDays: cars[0]?.days,
  });
}

process.stdout.write(
  JSON.stringify({
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    offsetMinutes: new Date().getTimezoneOffset(),
    travelToday: travelToday(),
    results,
  }),
);
server.close();
await platform.stop();
await orm.close(true);
