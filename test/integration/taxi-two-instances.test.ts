// Two app instances on one database: a ride booked on instance A and tracked
// through a subscription (SSE) on instance B receives every status in order; each scheduled step
// runs exactly once across both job workers; and with A stopped mid-ride (no grace: its running
// jobs are rolled back and given back), B finishes the ride.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { RideLiveMessage } from '@shared/schemas/taxi';
import { createUser, sessionCookie, sql } from './travel-fixtures';
import { Inbox, sseClient } from './platform-support';
import { NAIROBI_TRIP } from './taxi-support';

// Karen is ~12 km from the drivers in the center: a half-hour approach (3 s at this scale) leaves
// B time to subscribe before the status changes; the whole ride takes ~5 s; short leases so B
// takes over fast.
const TRIP = { ...NAIROBI_TRIP, pickupLocation: 'Karen', dropoffLocation: 'Westlands' };
const CONFIG = { RIDE_TIME_SCALE: 600, JOB_LEASE_MS: 400, JOB_POLL_INTERVAL_MS: 200 };

let a: TestApp;
let b: TestApp;
let aClosed = false;
beforeAll(async () => {
  a = await createTestApp(CONFIG, { instanceName: 'a' });
  b = await createTestApp(CONFIG, { databaseUrl: a.databaseUrl, instanceName: 'b' });
});
afterAll(async () => {
  await b?.close();
  if (!aClosed) await a?.close();
});

it('a ride booked on A, tracked on B, gets every status in order, each step once, and B finishes it when A dies', async () => {
  const traveller = await createUser(a);
  const cookie = await sessionCookie(a, traveller);
  const quote = await a.caller(traveller).taxi.estimate(TRIP);
  const ride = await a.caller(traveller).taxi.book({ ...TRIP, quoteId: quote.quoteId });

  const inbox = new Inbox<RideLiveMessage>();
  const errors: unknown[] = [];
  const subscription = sseClient(b, cookie).taxi.live.subscribe({ id: ride.id }, { onData: inbox.push, onError: (error) => errors.push(error) });
  try {
    const snapshot = await inbox.next();
    if (snapshot.type !== 'snapshot') throw new Error('expected a snapshot first');
    expect(snapshot.ride).toMatchObject({ id: ride.id, driverName: ride.driverName });
    expect(snapshot.map.route.length).toBeGreaterThanOrEqual(2);

    // Steps applied before the snapshot was read are in it (one committed while it was read may
    // also come as progress: followLive subscribes first); every later one comes as progress, once.
    const steps: number[] = [];
    const statuses: string[] = [snapshot.ride.status];
    let killedAtStep = 0;
    while (statuses[statuses.length - 1] !== 'completed') {
      const message = await inbox.next(20_000);
      if (message.type !== 'progress') continue;
      steps.push(message.progress.step);
      if (statuses[statuses.length - 1] !== message.progress.status) statuses.push(message.progress.status);
      if (!aClosed && message.progress.status === 'driver_arriving') {
        killedAtStep = message.progress.step;
        aClosed = true;
        await a.close();
      }
    }
    expect(statuses).toEqual(['driver_assigned', 'driver_arriving', 'in_progress', 'completed']);
    const [row] = await sql<{ step: number; status: string }>(b, `select step, status from ride where id = ?`, [ride.id]);
    expect(row.status).toBe('completed');
    expect(steps.filter((step) => step > snapshot.ride.step)).toEqual(
      Array.from({ length: row.step - snapshot.ride.step }, (_, i) => snapshot.ride.step + i + 1),
    );
    expect(steps.filter((step) => step <= snapshot.ride.step).length).toBeLessThanOrEqual(1);
    expect(killedAtStep).toBeGreaterThan(0);
    expect(killedAtStep).toBeLessThan(row.step);

    const jobs = await sql<{ key: string; status: string; attempts: number }>(b, `select key, status, attempts from job where key like ? order by created_at`, [
      `ride:${ride.id}:%`,
    ]);
    expect(jobs.map((job) => job.key)).toEqual(Array.from({ length: row.step }, (_, i) => `ride:${ride.id}:step:${i + 1}`));
    expect(jobs.every((job) => job.status === 'done')).toBe(true);
    // At most the one step A was running when it died was claimed again; none ran its effect twice (steps above).
    expect(jobs.reduce((sum, job) => sum + job.attempts, 0)).toBeLessThanOrEqual(row.step + 2);
    const [{ notes }] = await sql<{ notes: string[] }>(
      b,
      `select array_agg(params->>'status' order by created_at, id) as notes from notification where user_id = ?`,
      [traveller.id],
    );
    expect(notes).toEqual(['driver_assigned', 'driver_arriving', 'in_progress', 'completed']);
    expect(errors).toEqual([]);
  } finally {
    subscription.unsubscribe();
  }
  // The ride runs on the clock (at 600x): on a loaded 2-core machine it can take far longer than vitest's default.
}, 120_000);
